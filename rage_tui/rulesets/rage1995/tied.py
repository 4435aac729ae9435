"""Creatures tied up by a card in play (``tie-up``: the Honest Senator's investigations keep
the 7th Generation from acting).

A ``tie-up`` effect (``when: static``) on a creature's own card reaches every other creature
in play passing its ``keyword`` filter while that creature is in play. A tied-up creature
takes no actions but regenerating, recruiting allies and defending itself when attacked
(v0.2 FAQ "What's the difference between Actions, Combat Actions, and actions?" and "defending
myself if attacked"): it plays no gift, Action or rite, takes no alpha action, calls no junta
and does not vote, equips nothing, does not step sideways through a caern, and plays combat
actions only when it is the creature the attack was declared on.
"""

from __future__ import annotations

from typing import Final

from rage_tui.engine.reading import scope as reading_scope
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.absence import absent
from rage_tui.rulesets.rage1995.state import Creature, GameState

#: reading-stretch memory key of the living tie-up creatures in play
_TIE_UP_KEY: Final = "tie-up-creatures"


def _tiers_in_play(g: GameState, tiers: frozenset[str]) -> list[Creature]:
    """Living creatures in play whose card has a ``tie-up`` effect (remembered inside a
    reading stretch, where nothing changes)."""
    memo = reading_scope(g)
    found: list[Creature] | None = memo.get(_TIE_UP_KEY) if memo is not None else None
    if found is None:
        cards = g.cards
        found = [o for o in g.creatures.values()
                 if not o.dead and cards[o.iid].cid in tiers]
        if memo is not None:
            memo[_TIE_UP_KEY] = found
    return found


def tied_up(g: GameState, c: Creature) -> bool:
    """Is ``c`` kept from taking actions by a ``tie-up`` effect of a creature in play, or set
    aside out of play this turn (absence.py)? Remembered per creature inside a reading
    stretch (asked once per card in hand and creature when listing options)."""
    memo = reading_scope(g)
    if memo is None:
        return _tied_up(g, c)
    key = ("tied-up", c.iid)
    found: bool | None = memo.get(key)
    if found is None:
        found = memo[key] = _tied_up(g, c)
    return found


def _tied_up(g: GameState, c: Creature) -> bool:
    if absent(g, c):
        return True
    tiers = g.present_with("static", "tie-up")
    if not tiers:
        return False
    for other in _tiers_in_play(g, tiers):
        if other.iid == c.iid:
            continue
        for e in cr.cdef(g, other).effects:
            if e.when != "static" or e.do != "tie-up":
                continue
            word = e.param("keyword")
            if word is None or str(word) in cr.keywords(g, c) or str(
                    word) in cr.creature_classes_of(g, c):
                return True
    return False


def held_out_of_combat(g: GameState, c: Creature) -> bool:
    """A tied-up creature may play combat actions only to defend itself: when it is the
    creature the attack was declared on."""
    cs = g.combat
    return tied_up(g, c) and (cs is None or cs.target != c.iid)
