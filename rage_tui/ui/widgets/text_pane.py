"""A bordered, scrolling pane of Rich text: how the game screen shows the table, the hand and
a card of a ruleset drawn by its UI adapter (:mod:`rage_tui.ui.adapter`)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static


class TextPane(VerticalScroll):
    """One panel of the board; set with :meth:`show`."""

    DEFAULT_CSS = """
    TextPane { height: 1fr; border: round $primary; }
    TextPane:focus { border: round $accent; }
    TextPane.-short { height: auto; max-height: 16; }
    """

    def __init__(self, title: str, *, id: str | None = None, short: bool = False) -> None:
        super().__init__(id=id, classes="-short" if short else "")
        self.border_title = title
        self._shown: Text | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="text")

    def show(self, text: Text) -> None:
        """Replace the pane's text (nothing is redrawn when it did not change)."""
        if self._shown is not None and text.plain == self._shown.plain \
                and text.spans == self._shown.spans:
            return
        self._shown = text
        self.query_one("#text", Static).update(text)

    @property
    def plain(self) -> str:
        """What the pane shows, as plain text (for tests and the leak checks)."""
        return self._shown.plain if self._shown is not None else ""
