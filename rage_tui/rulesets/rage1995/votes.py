"""Votes as a statistic (v0.2 "Juntas": each voter casts votes equal to its Renown).

Cards change this in two ways (v0.2 chapter 4: abilities that give extra votes, or that change
a character's Renown during juntas, apply to every junta the character may vote in):

* ``votes``: extra votes (Questor's 2, George Birch's 3, Gibbous Moon's 1 ...);
* ``junta_renown``: Renown for calling and voting in juntas only (Falcon), which also counts
  towards the Renown a junta needs to be called.

Both come from ``modify`` effects (temporary, or ``static`` on cards in play). Neither changes
the Renown used anywhere else, nor the VP a creature is worth.
"""

from __future__ import annotations

from rage_tui.engine.state import Creature, GameState
from rage_tui.rulesets.rage1995 import creatures as cr


def _bonus(g: GameState, c: Creature, stat: str) -> int:
    return sum(m.amount for m in c.mods if m.stat == stat) + cr.static_bonus(g, c, stat)


def junta_renown(g: GameState, c: Creature) -> int:
    """Renown for calling juntas: Renown plus ``junta_renown`` modifiers (never below 0)."""
    return max(0, cr.renown(g, c) + _bonus(g, c, "junta_renown"))


def votes(g: GameState, c: Creature) -> int:
    """Votes the creature casts in a junta: its junta Renown plus its extra votes."""
    return max(0, junta_renown(g, c) + _bonus(g, c, "votes"))
