"""The effect language of Rage: Across Las Vegas: the timings at which its cards act and the
primitives that carry their text out. Every printed ability of the library is a list of
these; a card whose text is not covered is refused by ``implemented`` (``cards check``).

Timings: ``played`` (a Sept card put into play), ``moot`` (a Moot that passes), ``static``
(read by the board while the card is in play), ``pre-combat`` / ``mid-combat`` /
``post-combat`` (combat events), ``damage`` (a combat card's Damage Effect, only when it
wounds), ``start`` (each Start of Turn while in play), ``active`` (a rite completes),
``alpha`` (an Alpha action), ``main`` (a Main action)."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.effects import Ctx, EffectLanguage
from rage_tui.engine.events import event
from rage_tui.engine.zones import draw
from rage_tui.i18n import m
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.state import LVState

LV: Final = EffectLanguage[LVState](
    "las-vegas", {"played", "moot", "static", "pre-combat", "mid-combat", "post-combat",
                  "damage", "start", "active", "alpha", "main"})
EFFECT_RULE: Final = "LV Ground Rules: card text overrides printed rules"


def _amount(spec: EffectSpec) -> int:
    return int(spec.param("amount", 1))


def _targets(g: LVState, ctx: Ctx, spec: EffectSpec) -> list[int]:
    ids, _ = LV.target_ids(g, ctx, spec)
    return [i for i in ids if i in g.chars]


@LV.primitive("draw-sept")
def _draw_sept(g: LVState, ctx: Ctx, spec: EffectSpec) -> None:
    p = g.player(ctx.seat)
    draw(g, ctx.seat, p.sept_deck, p.sept_hand, _amount(spec), "sept")


@LV.primitive("draw-combat")
def _draw_combat(g: LVState, ctx: Ctx, spec: EffectSpec) -> None:
    p = g.player(ctx.seat)
    draw(g, ctx.seat, p.combat_deck, p.combat_hand, _amount(spec), "combat", p.combat_discard,
         m("shuffles the combat discards into a new deck"), "LV Combat: Prepare for Combat")


@LV.primitive("heal")
def _heal(g: LVState, ctx: Ctx, spec: EffectSpec) -> None:
    for iid in _targets(g, ctx, spec):
        board.heal(g, iid, _amount(spec), EFFECT_RULE)


@LV.primitive("wound")
def _wound(g: LVState, ctx: Ctx, spec: EffectSpec) -> None:
    for iid in _targets(g, ctx, spec):
        owner = g.chars[ctx.user].owner if ctx.user in g.chars else ctx.seat
        killer = owner if owner >= 0 else None
        board.wound(g, iid, _amount(spec), killer, EFFECT_RULE)


@LV.primitive("umbra")
def _umbra(g: LVState, ctx: Ctx, spec: EffectSpec) -> None:
    board.move_umbra(g, _amount(spec), g.name(ctx.card))


@LV.primitive("rage")
def _rage(g: LVState, ctx: Ctx, spec: EffectSpec) -> None:
    """The user's Rage pool in the current combat grows (or shrinks) by ``amount``."""
    c = g.combat
    for iid in _targets(g, ctx, spec):
        if c is not None and iid in (c.hunter, c.prey):
            c.spent[c.side(iid)] -= _amount(spec)
            g.emit(event("rage", "{card}: {n:+d} Rage for this combat",
                         {"card": g.name(iid), "n": _amount(spec)}, EFFECT_RULE, card=iid,
                         n=_amount(spec)))


@LV.primitive("discard-combat")
def _discard_combat(g: LVState, ctx: Ctx, spec: EffectSpec) -> None:
    """The controller of each target discards ``amount`` Combat cards at random."""
    for iid in _targets(g, ctx, spec):
        seat = g.chars[iid].owner
        if seat < 0 and g.combat is not None:
            seat = g.combat.seats[g.combat.side(iid)]
        if seat < 0:
            continue
        p = g.player(seat)
        for _ in range(min(_amount(spec), len(p.combat_hand))):
            lost = p.combat_hand.pop(g.rng.randrange(len(p.combat_hand)))
            p.combat_discard.append(lost)
            g.emit(event("discarded", "{player} discards {card}",
                         {"player": p.name, "card": g.name(lost)}, EFFECT_RULE, seat=seat,
                         card=lost))


@LV.primitive("mill-sept")
def _mill_sept(g: LVState, ctx: Ctx, spec: EffectSpec) -> None:
    """The controller of each target discards ``amount`` cards off the top of its Sept deck."""
    for iid in _targets(g, ctx, spec):
        seat = g.chars[iid].owner
        if seat < 0:
            continue
        p = g.player(seat)
        n = min(_amount(spec), len(p.sept_deck))
        for _ in range(n):
            p.sept_discard.append(p.sept_deck.pop())
        if n:
            g.emit(event("milled", "{player} discards {n} card(s) from the Sept deck",
                         {"player": p.name, "n": n}, EFFECT_RULE, seat=seat, n=n))


@LV.primitive("bonus")
def _bonus(g: LVState, ctx: Ctx, spec: EffectSpec) -> None:
    """A ``static`` figure bonus: read by ``board.bonus`` while the card is in play."""


@LV.primitive("worth")
def _worth(g: LVState, ctx: Ctx, spec: EffectSpec) -> None:
    """A Victim's Renown in a Victory Pile: read by ``board.worth``."""


@LV.target("opponent")
def _opponent(g: LVState, ctx: Ctx, spec: EffectSpec) -> list[int]:
    c = g.combat
    if c is None or ctx.user not in (c.hunter, c.prey):
        return [ctx.target] if ctx.target is not None else []
    return [c.fighter(1 - c.side(ctx.user))]


@LV.target("pack", group=True)
def _pack(g: LVState, ctx: Ctx, spec: EffectSpec) -> list[int]:
    return list(g.player(ctx.seat).pack)


@LV.condition("crinos")
def _crinos(g: LVState, ctx: Ctx) -> bool:
    return ctx.user is not None and ctx.user in g.chars and g.chars[ctx.user].crinos


@LV.condition("in-umbra")
def _in_umbra(g: LVState, ctx: Ctx) -> bool:
    return ctx.user is not None and ctx.user in g.chars and g.chars[ctx.user].umbra


@LV.condition("wounded")
def _wounded(g: LVState, ctx: Ctx) -> bool:
    return ctx.user is not None and ctx.user in g.chars and g.chars[ctx.user].wounds > 0


LV.close()


def needs_target(g: LVState, cid: str, when: str) -> bool:
    """Whether the card's effects of timing ``when`` act on a chosen character."""
    return any(s.when == when and s.param("target") == "chosen" for s in g.defs[cid].effects)
