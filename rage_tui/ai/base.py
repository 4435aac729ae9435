"""The agent protocol."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from rage_tui.engine.choices import Choice
from rage_tui.engine.events import Event
from rage_tui.engine.view import View


class Agent(Protocol):
    """A player that is not a person. ``view.decision`` is the decision to answer."""

    name: str

    def choose(self, view: View, events: Sequence[Event]) -> Choice:
        """Pick one of ``view.decision.options``. ``events`` are the new events this seat saw
        since its last decision."""
        ...
