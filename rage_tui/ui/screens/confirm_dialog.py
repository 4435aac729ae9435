"""A yes/no question; dismisses with True for yes."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from rage_tui.i18n import N_, _
from rage_tui.ui.widgets.too_small import TooSmall


class ConfirmDialog(ModalScreen[bool]):
    """Asks ``question``; y/Enter on Yes answers True, n/Escape False."""

    BINDINGS = [Binding("y", "answer(True)", N_("Yes")),
                Binding("n,escape", "answer(False)", N_("No"))]

    def __init__(self, title: str, question: str, yes: str | None = None,
                 no: str | None = None) -> None:
        super().__init__()
        self.title_text = title
        self.question = question
        self.yes = yes or _("Yes")
        self.no = no or _("No")

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, classes="dialog-title")
            yield Static(self.question, classes="dialog-body", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button(self.yes, variant="primary", id="yes")
                yield Button(self.no, id="no")
        yield TooSmall()

    def on_mount(self) -> None:
        self.query_one("#yes", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        """Answer the question."""
        self.dismiss(yes)
