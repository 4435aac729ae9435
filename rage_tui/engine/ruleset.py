"""What a ruleset provides to the shared engine core."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from rage_tui.engine.cards import Card
from rage_tui.engine.choices import Choice
from rage_tui.engine.errors import EngineError
from rage_tui.engine.state import GameState, Setup
from rage_tui.engine.view import View


class Ruleset(Protocol):
    """A ruleset: how many seats it takes, how a game is laid out and starts, how to explain a
    refusal, and what a seat may see. The state it builds is its own extension of the core
    :class:`GameState` (its board, hidden zones and digest)."""

    id: str
    #: the game's name in messages ("Rage")
    game: str
    #: how many seats a game of it takes, at least and at most
    min_seats: int
    max_seats: int

    def build_state(self, setup: Setup, defs: Mapping[str, Card],
                    iid_base: int = 1) -> GameState[Any, Any]:
        """Lay out a new game (its seats already checked): number every card, deal or shuffle
        what the rules say. ``iid_base`` is the first card instance number."""

    def start(self, g: GameState[Any, Any], phase: str | None = None) -> None:
        """Put the game's first frames on the stack (the setup has already placed cards);
        ``phase`` begins the current turn at that phase instead of the first."""

    def explain(self, g: GameState[Any, Any], seat: int, choice: Choice) -> str | None:
        """Why ``choice`` is not allowed now, in words, if the ruleset can tell."""

    def view_for(self, g: GameState[Any, Any], seat: int | None, full: bool = True) -> View:
        """Everything ``seat`` may know (``None``: a spectator who sees no hands);
        ``full=False`` gives only the seat's pending decision."""


def check_seats(ruleset: Ruleset, n: int) -> None:
    """Refuse a table of ``n`` seats the ruleset does not allow."""
    if not ruleset.min_seats <= n <= ruleset.max_seats:
        raise EngineError(f"{ruleset.game} is played by {ruleset.min_seats} to "
                          f"{ruleset.max_seats} players, not {n}")
