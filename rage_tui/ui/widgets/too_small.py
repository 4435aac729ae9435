"""The notice that covers every screen while the terminal is smaller than the app needs."""

from __future__ import annotations

from textual.widgets import Static

from rage_tui.i18n import _

MIN_WIDTH = 80
MIN_HEIGHT = 24
#: Below this the board uses its compact layout (one panel at a time beside the prompt).
ROOMY_WIDTH = 100
ROOMY_HEIGHT = 30


class TooSmall(Static):
    """Shown instead of a cramped, unreadable screen: ``app.tcss`` displays it while the app
    has the ``-too-small`` class."""

    DEFAULT_CSS = """
    TooSmall {
        display: none;
        layer: notice;
        dock: top;
        width: 100%;
        height: 100%;
        content-align: center middle;
        text-align: center;
        background: $background;
        color: $warning;
        text-style: bold;
    }
    """

    def __init__(self) -> None:
        super().__init__(
            _("The terminal is too small for rage-tui.\n\n"
              "It needs at least {width} columns and {height} rows.\n"
              "Make the window bigger (or the font smaller); the game waits for you.").format(
                width=MIN_WIDTH, height=MIN_HEIGHT))
