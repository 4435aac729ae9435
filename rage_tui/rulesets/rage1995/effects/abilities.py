"""A creature card's own abilities: activated abilities and riders on its own blows.

**Activated** (``when: activated``): on a creature card, or on a card attached to one
(equipment such as the Bane Arrow: ``self`` is then the bearer), the creature's player may
use the ability in any open-play window, like playing a card (using a special ability is not
an action, v0.2 FAQ). ``per`` limits it: ``turn`` (default), ``combat``, ``game`` (once a game
for the pack, whichever copy of the card: v0.2 "Past Lives") or ``none``. Effects
sharing an ``ability`` name are one ability, used together (a card may have several); the
ability is offered when its first effect's ``if`` conditions hold, and each effect then runs
if its own hold. ``target: chosen`` is picked as the ability is used.

**Riders** on the creature's own card run like a combat action's riders, whatever card it
played: ``on-damage`` / ``on-kill`` after one of its combat actions dealt damage / killed
(``other`` is the creature hit), and ``damaged`` when the creature itself takes damage from a
combat action (``other`` is the creature that dealt it; with ``per: combat`` only the first
time in a combat).
"""

from __future__ import annotations

from typing import Final

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.choices import Choice, Option, option
from rage_tui.engine.events import event
from rage_tui.i18n import later, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.absence import absent
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.effects.language import (
    LANGUAGE,
    Ctx,
    candidates,
    conditions_hold,
    needs_choice,
)
from rage_tui.rulesets.rage1995.state import Creature, GameState

RULE: Final = "card text: a creature's own ability"
NONE: Final = -1


def _groups(specs: tuple[EffectSpec, ...], when: str) -> dict[str, list[EffectSpec]]:
    out: dict[str, list[EffectSpec]] = {}
    for e in specs:
        if e.when == when:
            out.setdefault(str(e.param("ability", "ability")), []).append(e)
    return out


def _per(group: list[EffectSpec]) -> str:
    return str(group[0].param("per", "turn"))


def _game_key(g: GameState, iid: int, name: str, seat: int | None) -> str:
    """``per: game`` is counted for the pack and the card, whichever copy (v0.2 "Past
    Lives": a once-per-game ability is Restricted to each pack)."""
    return f"ability-game:{seat}:{g.cards[iid].cid}:{name}"


def _used(g: GameState, iid: int, name: str, per: str, seat: int | None = None) -> bool:
    if per == "none":
        return False
    if per == "game":
        return _game_key(g, iid, name, seat) in g.marks
    if per == "combat":
        cs = g.combat
        return cs is not None and (f"ability:{iid}", name) in cs.restricted_used
    return f"ability:{iid}:{name}:{g.turn}" in g.marks


def _mark(g: GameState, iid: int, name: str, per: str, seat: int | None = None) -> None:
    if per == "game":
        g.marks[_game_key(g, iid, name, seat)] = 1
    elif per == "combat" and g.combat is not None:
        g.combat.restricted_used.add((f"ability:{iid}", name))
    elif per == "turn":
        g.marks[f"ability:{iid}:{name}:{g.turn}"] = 1


def use_spent(g: GameState, iid: int, name: str, per: str) -> bool:
    """Has the ability ``name`` of card ``iid`` been used up for now (``per``: turn, combat,
    none)? Shared by activated abilities and other once-per-turn abilities (cancelling)."""
    return _used(g, iid, name, per)


def mark_use(g: GameState, iid: int, name: str, per: str) -> None:
    """Record one use of the ability ``name`` of card ``iid``."""
    _mark(g, iid, name, per)


def _sources(g: GameState, c: Creature) -> list[int]:
    """The creature's own card, then the cards attached to it (equipment, gifts ...)."""
    return [c.iid, *c.attached]




#: ``GameState.view_cache`` key of the activated abilities by card id
_ACTIVATED_KEY: Final = "activated-abilities"
#: one activated ability of a card: its number, name, effects, ``per`` and the effect whose
#: target is chosen
Activated = tuple[int, str, list[EffectSpec], str, EffectSpec | None]


def _activated(g: GameState, card: CardDef) -> list[Activated]:
    """The activated abilities of ``card``, in order (worked out once per card id and game:
    card definitions never change, so an entry is never stale)."""
    table: dict[str, list[Activated]] | None = g.view_cache.get(_ACTIVATED_KEY)
    if table is None:
        table = g.view_cache[_ACTIVATED_KEY] = {}
    found = table.get(card.id)
    if found is None:
        found = table[card.id] = [
            (k, name, group, _per(group), next((e for e in group if needs_choice(e)), None))
            for k, (name, group) in enumerate(_groups(card.effects, "activated").items())]
    return found


def ability_options(g: GameState, seat: int,
                    pack: list[Creature] | None = None) -> list[Option]:
    """Activated abilities ``seat`` may use now: its creatures' own, those of cards attached to
    them, and those of its pack resources (``self`` is then nobody). ``pack``: the seat's
    :func:`creatures.pack_creatures`, when already at hand."""
    out: list[Option] = []
    active = g.present_with("activated")
    cards = g.cards
    holders: list[tuple[Creature | None, int]] = []
    for member in cr.pack_creatures(g, seat) if pack is None else pack:
        if member.dead:
            continue
        # most cards have no activated ability: look for one before asking anything else
        # (plain loops: this runs for every open-play listing)
        mine: list[int] | None = None
        if cards[member.iid].cid in active:
            mine = [member.iid]
        for a in member.attached:
            if cards[a].cid in active:
                mine = [a] if mine is None else [*mine, a]
        if mine is not None and not absent(g, member):
            holders += [(member, s) for s in mine]
    for r in g.player(seat).resources:
        if cards[r].cid in active:
            holders.append((None, r))
    fighting = g.combat is not None
    for c, source in holders:
        card = g.card(source)
        for k, name, group, per, spec in _activated(g, card):
            if (per == "combat" and not fighting) or _used(g, source, name, per, seat):
                continue
            ctx = Ctx(source, seat, c.iid if c is not None else None)
            if not conditions_hold(g, ctx, group[0]):
                continue
            targets = candidates(g, ctx, spec) if spec is not None else [NONE]
            if spec is not None and not targets:
                continue
            # (the label's parts are made with it, when it is read: most listings never are)
            what = ("" if name == "ability" else later(" ({name})", name=name))
            who = (
                later("Use {card}{what}", card=card.name, what=what)
                if c is None
                else (
                    later("{creature} uses its ability{what}", creature=g.name(c.iid), what=what)
                    if source == c.iid
                    else later(
                        "{creature} uses {card}{what}",
                        creature=g.name(c.iid),
                        card=card.name,
                        what=what,
                    )
                )
            )
            for t in targets:
                on = (later(" on {t}", t=g.name(t)) if t != NONE else "")
                out.append(option("{who}{on}", Choice("ability", (source, k, t)), card.id,
                                  who=who, on=on))
    return out


def _bearer(g: GameState, source: int) -> Creature | None:
    if source in g.creatures:
        return g.creatures[source]
    return next((c for c in g.creatures.values() if source in c.attached), None)


def use_ability(g: GameState, seat: int, choice: Choice) -> bool:
    """Use the chosen activated ability. Returns False if the choice is not one."""
    if choice.kind != "ability" or len(choice.args) != 3:
        return False
    source, k, target = (int(a) for a in choice.args)
    c = _bearer(g, source)
    if c is None and source not in g.player(seat).resources:
        return False
    if c is not None and c.controller != seat:
        return False
    groups = list(_groups(g.card(source).effects, "activated").items())
    if not 0 <= k < len(groups):
        return False
    name, group = groups[k]
    if _used(g, source, name, _per(group), seat):
        return False
    _mark(g, source, name, _per(group), seat)
    ctx = Ctx(source, seat, c.iid if c is not None else None,
              None if target == NONE else target)
    who = g.player(seat).name if c is None else g.name(c.iid)
    what = (m("its ability") if c is not None and source == c.iid else g.name(source))
    g.emit(
        event("ability", "{who} uses {what}{extra}",
              {"who": who, "what": what,
               "extra": (m(" on {target}", target=g.name(target)) if target != NONE else "")}, RULE,
              seat=seat, creature=ctx.user, card=source, target=ctx.target)
    )
    _run(g, ctx, group)
    return True


def _run(g: GameState, ctx: Ctx, group: list[EffectSpec]) -> None:
    LANGUAGE.run_specs(g, ctx, group)


def own_riders(g: GameState, who: Creature, other: Creature, when: str) -> None:
    """Run the ``when`` riders on ``who``'s own card and the cards attached to it (``other``
    at the other end)."""
    if who.controller is None and who.iid not in g.hunting:
        return
    seat = who.controller if who.controller is not None else g.cards[who.iid].owner
    for source in _sources(g, who):
        for name, group in _groups(g.card(source).effects, when).items():
            per = _per(group) if when == "damaged" else "none"
            if per == "combat" and g.combat is None:
                continue
            if _used(g, source, name, per):
                continue
            _mark(g, source, name, per)
            _run(g, Ctx(source, seat, who.iid, other.iid, other.iid), group)
