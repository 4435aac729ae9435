"""The bar at the top of the board (one line, two when it would not fit): turn, phase,
step, who decides, the goal."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class PhaseBar(Static):
    """Turn, phase and step of the game; set with :meth:`show`."""

    DEFAULT_CSS = """
    PhaseBar { height: auto; max-height: 2; background: $panel; padding: 0 1; }
    """

    def show(self, text: Text) -> None:
        """Replace the bar's text."""
        self.update(text)
