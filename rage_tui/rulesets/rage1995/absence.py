"""Creatures set aside out of play until the end of the turn (``set-aside``: Blossom takes
herself and a character out of play; FAQ: she is "just temporarily out of play").

A creature set aside stays on the table with its damage and cards, but until the end of the
turn it is not in play: it takes no actions but regenerating (``tied.tied_up``), nothing can
act against it or reach it (``sanctuary.untouchable``, group targets), it cannot be alpha and
joins no pack action. Its player is still in the game. It is recorded in ``GameState.marks``
with the turn, so it comes back by itself when the turn ends.
"""

from __future__ import annotations

from rage_tui.rulesets.rage1995.state import Creature, GameState


def _key(iid: int) -> str:
    return f"absent:{iid}"


def absent(g: GameState, c: Creature) -> bool:
    """Is ``c`` set aside out of play this turn?"""
    return g.marks.get(_key(c.iid)) == g.turn


def set_aside(g: GameState, c: Creature) -> None:
    """Take ``c`` out of play until the end of the turn."""
    g.marks[_key(c.iid)] = g.turn


def times_affected(g: GameState, card: int, iid: int) -> int:
    """How many times the card instance ``card`` has affected creature ``iid`` (``at_most``
    filters: Blossom cannot affect the same target more than twice)."""
    return int(g.marks.get(f"affected:{card}:{iid}", 0))


def note_affected(g: GameState, card: int, iid: int) -> None:
    """Count one more time ``card`` affected creature ``iid``."""
    g.marks[f"affected:{card}:{iid}"] = times_affected(g, card, iid) + 1
