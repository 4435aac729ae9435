"""Rage: Across Las Vegas as a ruleset of the shared core (``rage-las-vegas``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rage_tui.engine.cards import Card
from rage_tui.engine.choices import Choice
from rage_tui.engine.flow import push
from rage_tui.engine.state import GameState, Setup
from rage_tui.rulesets.las_vegas.checks import hidden_from, problems
from rage_tui.rulesets.las_vegas.setup import build
from rage_tui.rulesets.las_vegas.state import LVState
from rage_tui.rulesets.las_vegas.turn import Turn
from rage_tui.rulesets.las_vegas.view import LVView, view_for

RULESET_ID = "rage-las-vegas"


class LasVegas:
    """The ruleset object: seats, setup, first frame, explanations and views."""

    id = RULESET_ID
    game = "Rage: Across Las Vegas"
    min_seats = 2
    max_seats = 6

    def build_state(self, setup: Setup, defs: Mapping[str, Card],
                    iid_base: int = 1) -> LVState:
        """Prepare the table (``setup.build``)."""
        return build(setup, defs, iid_base)

    def start(self, g: GameState[Any, Any], phase: str | None = None) -> None:
        """Begin the first turn (or the current turn at ``phase``)."""
        push(g, Turn(phase))

    def explain(self, g: GameState[Any, Any], seat: int, choice: Choice) -> str | None:
        """No ruleset-specific explanation yet: the core lists the choices."""
        return None

    def view_for(self, g: GameState[Any, Any], seat: int | None, full: bool = True) -> LVView:
        """What ``seat`` may see (``view.view_for``)."""
        assert isinstance(g, LVState)
        return view_for(g, seat, full)

    def secret_cards(self, g: GameState[Any, Any], seat: int) -> set[int]:
        """Card instances ``seat`` must not see (the simulator's views leak check)."""
        assert isinstance(g, LVState)
        return hidden_from(g, seat)

    def check_invariants(self, g: GameState[Any, Any]) -> list[str]:
        """The board's own invariants (``checks.problems``)."""
        assert isinstance(g, LVState)
        return problems(g)
