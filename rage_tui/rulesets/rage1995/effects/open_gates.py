"""What rules an open-play card out at a glance, before any creature is looked at.

Listing open play asks, for every open-play card in hand, which creatures of the pack may play
it, and most of the time none may. Much of that is settled by the card alone: a rite is never
performed during a combat, a gift whose effect needs its user in a combat is never played
outside one, a card whose target is one of the user's opponents has none outside a combat, a
card whose ``if`` names a condition about the turn (no packmate died) has no user while it
fails. A :class:`Gate` holds those facts of one card definition; it is worked out once per card
id and game (card definitions never change during a game, so a gate is never stale).
"""

from __future__ import annotations

from typing import Final

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.identity_memo import ByIdentities, ByIdentity
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995 import requirements
from rage_tui.rulesets.rage1995.cards import CardDef, CardType
from rage_tui.rulesets.rage1995.effects.language import (
    CHEAP_USER_CONDITIONS,
    COMBAT_CONDITIONS,
    LANGUAGE,
    PEACE_CONDITIONS,
    SEAT_CONDITIONS,
    Ctx,
    implemented,
    needs_choice,
    no_played_effects_at_pre_combat,
)
from rage_tui.rulesets.rage1995.gift_access import may_have_grant
from rage_tui.rulesets.rage1995.redirect import is_redirect_only
from rage_tui.rulesets.rage1995.state import Creature, GameState

#: the card types played in open play
OPEN_TYPES: Final = (CardType.GIFT, CardType.ACTION, CardType.EVENT, CardType.RITE, CardType.QUEST,
              CardType.PAST_LIFE, CardType.TOTEM, CardType.COMBAT_EVENT)
#: when a card may be played at all: any time, only during a combat, only outside one
ANY_TIME, IN_COMBAT, OUT_OF_COMBAT = 0, 1, 2
#: the timings whose ``if`` conditions say whether a card may be played now (``_timing_ok``
#: of ``playing.py``; ``static`` effects count when they carry an ``if``)
PLAY_TIMINGS: Final = ("played", "pre-combat", "after-bluffs")
#: ``GameState.view_cache`` key of the gates by card id
_GATES_KEY: Final = "open-play-gates"
#: ``GameState.view_cache`` key of :func:`_never` by creature card id and card id
_NEVER_KEY: Final = "open-play-never"
#: what a creature's card says of its using an open-play card: it may, it never may, it
#: never may unless a ``gift-access`` card lets it (gifts)
_MAY, _NEVER, _NEVER_UNLESS_GRANTED = 0, 1, 2
#: ``of`` values that leave a chosen target nobody outside a combat (``candidates``)
_COMBAT_TARGETS: Final = frozenset({"opponent", "in-combat"})


class Gate:
    """The facts of one card that rule it out cheaply in open play.

    ``open``: it is an open-play card (of an open-play type, not one that only redirects
    blows); ``after_bluffs``: it is played after bluffs, and only then; ``combat``:
    :data:`ANY_TIME`, :data:`IN_COMBAT` or :data:`OUT_OF_COMBAT`; ``seat_conds``: its timing
    conditions that look at no creature (checked once per listing); ``user_checks``: its cheap
    timing conditions on the user (checked before the card's requirements); ``played``: one of
    its ``played`` effects (those are never used at the pre-combat step); ``spec``: the effect
    whose target is chosen; ``done``: the engine carries the card out."""

    __slots__ = ("after_bluffs", "card", "combat", "done", "open", "played", "seat_conds",
                 "spec", "user_checks")

    def __init__(self, card: CardDef, is_open: bool, after_bluffs: bool, combat: int,
                 seat_conds: tuple[str, ...], user_checks: tuple[str, ...],
                 played: EffectSpec | None, spec: EffectSpec | None, done: bool) -> None:
        self.card = card
        self.open = is_open
        self.after_bluffs = after_bluffs
        self.combat = combat
        self.seat_conds = seat_conds
        self.user_checks = user_checks
        self.played = played
        self.spec = spec
        self.done = done


def _conditions(card: CardDef) -> list[str]:
    """The ``if`` conditions of the effects that say whether the card may be played now, in
    the order they are checked."""
    out: list[str] = []
    for e in card.effects:
        if e.when in PLAY_TIMINGS or (e.when == "static" and e.param("if")):
            conds = e.param("if", ())
            for cond in ((conds,) if isinstance(conds, str) else conds):
                if str(cond) not in out:
                    out.append(str(cond))
    return out


def _targets_need_combat(spec: EffectSpec | None) -> bool:
    if spec is None:
        return False
    of = spec.param("of", "creature")
    if of == "opposing-action":
        return True
    ofs = [str(v) for v in of] if isinstance(of, (list, tuple)) else [str(of)]
    return not _COMBAT_TARGETS.isdisjoint(ofs)


def _gate_of(card: CardDef) -> Gate:
    """Work out the gate of ``card``."""
    if card.type not in OPEN_TYPES or is_redirect_only(card):
        return Gate(card, False, False, ANY_TIME, (), (), None, None, False)
    after_bluffs = any(e.when == "after-bluffs" for e in card.effects)
    conds = _conditions(card)
    spec = next((e for e in card.effects if needs_choice(e)), None)
    combat = ANY_TIME
    if (card.type == CardType.COMBAT_EVENT or not COMBAT_CONDITIONS.isdisjoint(conds)
            or _targets_need_combat(spec)):
        combat = IN_COMBAT
    elif card.type == CardType.RITE or not PEACE_CONDITIONS.isdisjoint(conds):
        combat = OUT_OF_COMBAT  # rites: no combat (``_can_use``); rites have no prey users
    seat = tuple(c for c in conds if c in SEAT_CONDITIONS
                 and c not in ("in-combat", "not-in-combat"))  # those two: ``combat``
    user = tuple(c for c in conds if c in CHEAP_USER_CONDITIONS)
    played = next((e for e in card.effects if e.when == "played"), None)
    return Gate(card, True, after_bluffs, combat, seat, user, played, spec, implemented(card))


#: The gate of a card (see :func:`gate_table`), read from the card alone: worked out once per
#: card definition and remembered for every game of the process
gate_of: Final = ByIdentity(_gate_of, 8192)


def gate_table(g: GameState) -> dict[str, Gate]:
    """The gates by card id, filled in as cards are met (kept for the whole game: card
    definitions never change, so a gate is never stale)."""
    table: dict[str, Gate] | None = g.view_cache.get(_GATES_KEY)
    if table is None:
        table = g.view_cache[_GATES_KEY] = {}
    return table


def gate(g: GameState, card: CardDef) -> Gate:
    """The gate of ``card`` (worked out once per card id and game)."""
    table = gate_table(g)
    found = table.get(card.id)
    if found is None:
        found = table[card.id] = gate_of(card)
    return found


def shut(g: GameState, seat: int, iid: int, gt: Gate) -> bool:
    """Is card instance ``iid`` (whose gate is ``gt``) certainly unplayable for ``seat`` now,
    whoever would play it? Only what the listing would refuse anyway is looked at."""
    cs = g.combat
    if gt.combat == IN_COMBAT:
        if cs is None:
            return True
    elif gt.combat == OUT_OF_COMBAT and cs is not None:
        return True
    ctx: Ctx | None = None
    if gt.played is not None and cs is not None:
        ctx = Ctx(iid, seat, None)
        if not no_played_effects_at_pre_combat(g, ctx, gt.played):
            return True  # the pre-combat step takes pre-combat effects only
    if gt.seat_conds:
        ctx = ctx if ctx is not None else Ctx(iid, seat, None)
        for name in gt.seat_conds:
            if not LANGUAGE.holds(g, ctx, name):
                return True
    return False


def _never(own: CardDef, card: CardDef) -> int:
    """What ``_can_use`` of ``playing.py`` always answers for a creature of card ``own``,
    whatever happens to it: its card type, creature classes and keywords never change (a
    character made an ally is no character any more, never the reverse)."""
    t = card.type
    character = own.type == CardType.CHARACTER
    meets = requirements.ever_meets(own, card)
    if t == CardType.GIFT:
        return _MAY if meets else _NEVER_UNLESS_GRANTED
    if t == CardType.TOTEM:  # a pack that gathers totems needs no requirement
        return _MAY if character else _NEVER
    if not meets:
        return _NEVER
    if t == CardType.RITE:
        classes = kw.creature_classes(own.keywords)
        ok_class = bool(classes & (kw.SHAPESHIFTERS | {"cultist"})) or "cults" in own.keywords
        return _MAY if character and ok_class else _NEVER
    if t == CardType.ACTION:
        return _MAY if character else _NEVER
    if t == CardType.PAST_LIFE:
        return _MAY if character and kw.is_garou(own.keywords) else _NEVER
    return _MAY if t == CardType.QUEST else _NEVER


#: :func:`_never`, read from the two definitions alone: remembered for every game of the
#: process by their identities
_never_shared: Final = ByIdentities(_never, 65536)


def could_use(g: GameState, c: Creature, card: CardDef) -> bool:
    """False when ``c`` can certainly not use the open-play ``card`` (not a combat event nor
    an event), by facts of the two cards kept for the whole game (card definitions never
    change, so an entry is never stale) and, for a gift, by whether a ``gift-access`` card
    is on ``c``. True leaves the full check to ``_can_use``."""
    own_cid = g.cards[c.iid].cid
    tables: dict[str, dict[str, int]] | None = g.view_cache.get(_NEVER_KEY)
    if tables is None:
        tables = g.view_cache[_NEVER_KEY] = {}
    row = tables.get(own_cid)
    if row is None:
        row = tables[own_cid] = {}
    found = row.get(card.id)
    if found is None:
        found = row[card.id] = _never_shared(g.defs[own_cid], card)
    if found == _MAY:
        return True
    return found == _NEVER_UNLESS_GRANTED and may_have_grant(g, c)
