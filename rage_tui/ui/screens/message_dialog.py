"""A dialog with a message (errors, load failures, notes) and an OK button."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from rage_tui.i18n import N_, _
from rage_tui.ui.widgets.too_small import TooSmall


class MessageDialog(ModalScreen[None]):
    """Shows ``message`` under ``title`` until dismissed."""

    BINDINGS = [Binding("escape,enter", "close", N_("Close"))]

    def __init__(self, title: str, message: str, *, error: bool = True) -> None:
        super().__init__(classes="-error" if error else "")
        self.title_text = title
        self.message = message

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, classes="dialog-title")
            yield Static(self.message, classes="dialog-body", markup=False)
            yield Button(_("OK"), variant="primary", id="ok")
        yield TooSmall()

    def on_mount(self) -> None:
        self.query_one("#ok", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        """Close the dialog."""
        self.dismiss(None)
