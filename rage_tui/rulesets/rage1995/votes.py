"""Votes as a statistic (v0.2 "Juntas": each voter casts votes equal to its Renown).

Cards change this in two ways (v0.2 chapter 4: abilities that give extra votes, or that change
a character's Renown during juntas, apply to every junta the character may vote in):

* ``votes``: extra votes (Questor's 2, George Birch's 3, Mammon's 1 ...);
* ``junta_renown``: Renown for calling and voting in juntas only (Falcon), which also counts
  towards the Renown a junta needs to be called.

A creature that is not a character of the junta's allegiance votes only when its own card has
``{when: static, do: vote, juntas: [moot, board_meeting]}`` (the Pentex Exec and Limousine
votes in both, v0.2 "Moots vs. Board Meetings"), with votes equal to its Renown.

A card attached to a voter with ``voting`` effects (Elder Stone) may be used as the creature
casts a yes or no ballot: its effects run when the ballot is shown, and a ``modify`` with
``until: junta`` lasts until that junta is counted (v0.2 "Vote modifiers": before or as the
creature votes).

Both statistics come from ``modify`` effects (temporary, or ``static`` on cards in play).
Neither changes the Renown used anywhere else, nor the VP a creature is worth.
"""

from __future__ import annotations

from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.state import Creature, GameState


def _bonus(g: GameState, c: Creature, stat: str) -> int:
    return sum(m.amount for m in c.mods if m.stat == stat) + cr.static_bonus(g, c, stat)


def junta_renown(g: GameState, c: Creature) -> int:
    """Renown for calling juntas: Renown plus ``junta_renown`` modifiers (never below 0)."""
    return max(0, cr.renown(g, c) + _bonus(g, c, "junta_renown"))


def votes(g: GameState, c: Creature) -> int:
    """Votes the creature casts in a junta: its junta Renown plus its extra votes."""
    return max(0, junta_renown(g, c) + _bonus(g, c, "votes"))


def may_vote(g: GameState, c: Creature, junta: CardType) -> bool:
    """Whether the creature's own card lets it vote in juntas of this type."""
    return any(e.when == "static" and e.do == "vote" and str(junta) in tuple(
        e.param("juntas", ("moot", "board_meeting"))) for e in cr.cdef(g, c).effects)


def shunned(c: Creature) -> bool:
    """Whether the creature may not call or vote in juntas now (a ``no_juntas`` restriction:
    Run Like Hell, rules decision R54)."""
    return any(m.stat == "no_juntas" for m in c.mods)


def voting_cards(g: GameState, c: Creature, junta: str | None = None) -> list[int]:
    """Cards attached to ``c`` that its player may use as it votes (``voting`` effects); with
    ``junta`` (a card type, ``moot`` or ``board_meeting``) only those whose ``voting`` effects
    name no ``juntas`` or name that kind (Elder Stone: moots only, FAQ)."""
    out = []
    for a in c.attached:
        specs = [e for e in g.card(a).effects if e.when == "voting"]
        kinds = [str(k) for e in specs for k in (e.param("juntas") or [])]
        if specs and (junta is None or not kinds or junta in kinds):
            out.append(a)
    return out
