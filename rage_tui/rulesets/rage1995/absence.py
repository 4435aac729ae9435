"""Creatures set aside out of play until the end of the turn (``set-aside``: Blossom takes
herself and a character out of play; FAQ: she is "just temporarily out of play").

A creature set aside stays on the table with its damage and cards, but until the end of the
turn it is not in play: it takes no actions but regenerating (``tied.tied_up``), nothing can
act against it or reach it (``sanctuary.untouchable``, group targets), it cannot be alpha and
joins no pack action. Its player is still in the game. It is recorded in ``GameState.marks``
with the turn and phase it comes back at (the end of the turn, or the next Regeneration Phase:
the Kinfolk Small Town Cop), so it comes back by itself.
"""

from __future__ import annotations

from typing import Final

from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.state import Creature, GameState


def _key(iid: int) -> str:
    return f"absent:{iid}"


def _now(g: GameState) -> int:
    """The current turn and phase as one number (later is larger)."""
    phases = rules_for(g).phases
    return g.turn * 100 + (phases.index(g.phase) if g.phase in phases else 0)


#: :func:`_key` of each instance id asked so far (a pure function of the id, so never stale;
#: :func:`absent` is asked very often, and a lookup costs less than formatting the key)
_KEYS: Final[dict[int, str]] = {}


def absent(g: GameState, c: Creature) -> bool:
    """Is ``c`` set aside out of play now?"""
    iid = c.iid
    key = _KEYS.get(iid)
    if key is None:
        key = _KEYS[iid] = _key(iid)
    until = g.marks.get(key)
    return until is not None and int(until) > _now(g)  # most creatures are never set aside


def set_aside(g: GameState, c: Creature, until: str = "turn") -> None:
    """Take ``c`` out of play until the end of the turn (``until: turn``) or until the start
    of the next Regeneration Phase (``until: regeneration``)."""
    phases = rules_for(g).phases
    if until == "regeneration" and "regeneration" in phases:
        here = phases.index(g.phase) if g.phase in phases else 0
        regen = phases.index("regeneration")
        end = (g.turn if here < regen else g.turn + 1) * 100 + regen
    else:
        end = (g.turn + 1) * 100
    g.marks[_key(c.iid)] = max(end, int(g.marks.get(_key(c.iid), 0)))


def times_affected(g: GameState, card: int, iid: int) -> int:
    """How many times the card instance ``card`` has affected creature ``iid`` (``at_most``
    filters: Blossom cannot affect the same target more than twice)."""
    return int(g.marks.get(f"affected:{card}:{iid}", 0))


def note_affected(g: GameState, card: int, iid: int) -> None:
    """Count one more time ``card`` affected creature ``iid``."""
    g.marks[f"affected:{card}:{iid}"] = times_affected(g, card, iid) + 1
