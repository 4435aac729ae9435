"""What a ruleset provides to the shared engine core."""

from __future__ import annotations

from typing import Protocol

from rage_tui.engine.choices import Choice
from rage_tui.engine.state import GameState
from rage_tui.engine.view import View


class Ruleset(Protocol):
    """A ruleset: how a game starts, how to explain a refusal, and what a seat may see."""

    id: str

    def start(self, g: GameState, phase: str | None = None) -> None:
        """Put the game's first frames on the stack (the setup has already placed cards);
        ``phase`` begins the current turn at that phase instead of the first."""

    def explain(self, g: GameState, seat: int, choice: Choice) -> str | None:
        """Why ``choice`` is not allowed now, in words, if the ruleset can tell."""

    def view_for(self, g: GameState, seat: int | None, full: bool = True) -> View:
        """Everything ``seat`` may know (``None``: a spectator who sees no hands);
        ``full=False`` gives only the seat's pending decision."""
