"""Limits on the combat cards a creature may play, set by the creatures and gear it fights.

They are ``static`` markers on a creature's own card or on a card attached to it (a weapon the
bearer has put away does not count). The combat steps ask this module:

* ``foes-rage`` (``amount``): creatures fighting the bearer play combat actions against it at
  that much Rage more (Wyrm Skin: -2). A card aimed at the bearer, or one with no creature
  target while the bearer is among its user's opponents, is a bluff when its Rage requirement
  is above the user's Rage so changed (rules decision R48);
* ``defences-first``: creatures fighting the bearer must play the dodges and blocks in their
  player's combat hand before any other card that deals damage (Whip of the Wicked, FAQ); a card
  that both blocks or dodges and deals damage counts as a defence; a prey gets no damage card
  while any player who may play for it holds a dodge or block (R48).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from rage_tui.engine.cards import EffectSpec
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import team
from rage_tui.rulesets.rage1995.combat_records import CombatState
from rage_tui.rulesets.rage1995.state import Creature, GameState

NULL: Final = -1


def markers(g: GameState, c: Creature, do: str) -> Iterator[EffectSpec]:
    """The ``static`` effects ``do`` on the creature's own card and its usable attached
    cards."""
    holders = g.present_with("static", do)  # the game's cards with one
    if not holders:
        return iter(())  # no card of the library has one (the usual case for most kinds)
    cards = g.cards
    out: list[EffectSpec] = []
    sources = [c.iid]
    sources.extend(c.attached)
    for iid in sources:
        if cards[iid].cid not in holders or (
                iid != c.iid and cr.put_away(g, c, iid)):
            continue  # (a card without one has nothing to give; a put-away weapon neither)
        out.extend([e for e in g.card(iid).effects if e.when == "static" and e.do == do])
    return iter(out)


#: the modifier Iron Will leaves on a creature: the lasting ability of the card ``source``
#: (a creature it fights) no longer holds it back in this combat (rules decision R68)
FREED: Final = "freed_from"


def freed(c: Creature, source: int) -> bool:
    """Whether ``c`` has been freed (Iron Will) from the hold of the card ``source``."""
    return any(mod.stat == FREED and mod.source == source for mod in c.mods)


def holding_foes(g: GameState, cs: CombatState | None, c: Creature) -> list[int]:
    """The creatures ``c`` fights whose lasting ability limits the Rage of what it plays or
    makes it play at random this round (Drattosi, Nexus Crawler), unless it was freed."""
    if cs is None:
        return []
    out: list[int] = []
    for foe in _foes(g, cs, c.iid):
        if freed(c, foe.iid):
            continue
        caps = any(cs.round <= int(e.param("rounds", 1))
                   for e in markers(g, foe, "foes-max-rage"))
        if caps or (cs.round >= 1 and next(markers(g, foe, "foes-play-random"), None)
                    is not None):
            out.append(foe.iid)
    return out


def _foes(g: GameState, cs: CombatState, iid: int) -> list[Creature]:
    return [g.creatures[o] for o in cs.opponents(iid) if o in g.creatures]


def rage_against(g: GameState, cs: CombatState, creature: int, target: int) -> int:
    """The Rage ``creature`` plays a combat action at against ``target`` (NULL: no creature
    target, so against all its opponents): its card Rage, changed by ``foes-rage`` markers on
    the target (on any opponent for a card with no creature target)."""
    c = g.creatures[creature]
    base = cr.card_rage(g, c)
    if not g.present_with("static", "foes-rage"):  # no card of the game has such a marker
        return max(0, base)
    if target != NULL and target in g.creatures:
        aimed = [g.creatures[target]]
    else:
        aimed = _foes(g, cs, creature)
    shifts = [sum(int(e.param("amount", 0)) for e in markers(g, t, "foes-rage")) for t in aimed]
    return max(0, base + min(shifts, default=0))


def _defence(g: GameState, iid: int) -> bool:
    card = g.card(iid)
    return card.dodge or card.block is not None


def _prey_hands_defend(g: GameState, cs: CombatState, c: Creature,
                       seat: int | None) -> bool:
    """For a prey ``c``: whether the combat hand of another player who may play for it (not
    ``seat``, whose hand is checked by the caller) still holds a dodge or block."""
    if c.controller is not None:
        return False
    foes = {f.controller for f in _foes(g, cs, c.iid) if f.controller is not None}
    others = team.prey_players(g, [s for s in g.seats_in() if s not in foes])
    return any(_defence(g, i) for s in others if s != seat
               for i in g.player(s).combat_hand)


def defences_first(g: GameState, cs: CombatState | None, creature: int, hand: list[int],
                   seat: int | None = None) -> list[int]:
    """The cards of ``hand`` (``seat``'s) that ``creature`` may be given this round: while it
    fights a bearer of ``defences-first`` and the hand holds a dodge or block, no other card
    that deals damage. For a prey every player who may play for it must be out of dodges and
    blocks first (FAQ, Whip of the Wicked; rules decision R48)."""
    if cs is None or not any(next(markers(g, f, "defences-first"), None) is not None
                             for f in _foes(g, cs, creature)):
        return hand
    if not any(_defence(g, i) for i in hand) and not _prey_hands_defend(
            g, cs, g.creatures[creature], seat):
        return hand
    return [i for i in hand if _defence(g, i) or not g.card(i).damage]


def umbral_foes_only(g: GameState, c: Creature) -> bool:
    """Whether only creatures in the Umbra may attack ``c`` (an ``umbral-foes`` marker)."""
    return next(markers(g, c, "umbral-foes"), None) is not None


def may_target(g: GameState, me: Creature, other: Creature) -> bool:
    """Whether ``me`` may attack or target ``other`` in a combat: they share a world, and
    ``other`` is not a creature only the Umbra's may attack while ``me`` is outside it."""
    return cr.can_interact(me, other) and (me.umbra or not umbral_foes_only(g, other))


def rage_caps(g: GameState, cs: CombatState | None, c: Creature) -> list[int]:
    """The highest Rage of the combat actions ``c`` may play this round, one per limit in
    force: its ``max_rage`` modifiers, and ``foes-max-rage`` markers (``amount``, for the
    first ``rounds`` rounds) on the creatures it fights (Drattosi)."""
    caps = [mod.amount for mod in c.mods if mod.stat == "max_rage"]
    if cs is None:
        return caps
    for foe in _foes(g, cs, c.iid):
        if freed(c, foe.iid):
            continue
        for e in markers(g, foe, "foes-max-rage"):
            if cs.round <= int(e.param("rounds", 1)):
                caps.append(int(e.param("amount", 1)))
    return caps


def plays_at_random(g: GameState, cs: CombatState | None, c: Creature) -> bool:
    """Whether ``c`` plays its combat cards at random this round: a ``play_random``
    modifier, or a ``foes-play-random`` marker on a creature it fights (Nexus Crawler: from
    the first round on, so combat events at the beginning of the combat are still chosen)."""
    if any(mod.stat == "play_random" and mod.until == "round" for mod in c.mods):
        return True
    return random_by_foes(g, cs, c)


def random_by_foes(g: GameState, cs: CombatState | None, c: Creature) -> bool:
    """Whether a creature ``c`` fights carries ``foes-play-random`` and the first round has
    begun: then ``c`` plays at random, and its player may not choose combat events for it."""
    return cs is not None and cs.round >= 1 and any(
        next(markers(g, f, "foes-play-random"), None) is not None and not freed(c, f.iid)
        for f in _foes(g, cs, c.iid))
