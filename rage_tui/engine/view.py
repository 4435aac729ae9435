"""Views: what one seat may know. Hidden information is removed by the ruleset that builds the
view (``Ruleset.view_for``), never by the screen.

The core view holds what every game of the family shows: whose view it is, the turn, phase and
step, the seat's pending decision (or whom the game waits for), and the result. A ruleset
extends it with its table (rage-1995: ``rulesets/rage1995/view_types.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rage_tui.engine.choices import Decision


@dataclass(frozen=True, slots=True)
class View:
    """What a seat may know at this moment, the part every game has."""

    seat: int | None
    turn: int
    phase: str
    step: str
    decision: Decision | None
    waiting_for: int | None
    over: bool
    winner: int | None
    result: str
