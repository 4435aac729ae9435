"""A small rules reference: the summary of one cited rule, and the list of all of them."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option as ListOption

from rage_tui.ui.rules_ref import RULES, lookup
from rage_tui.ui.widgets.too_small import TooSmall


class RulesScreen(ModalScreen[None]):
    """Opens on ``rule``; the list on the left browses every summary."""

    BINDINGS = [Binding("escape,q", "close", "Close")]

    def __init__(self, rule: str = "") -> None:
        super().__init__()
        self.rule = rule

    def compose(self) -> ComposeResult:
        keys = list(RULES)
        with Vertical(classes="dialog wide"):
            yield Static("Rules reference (summaries in our words)", classes="dialog-title")
            with Horizontal(id="rules-body"):
                yield OptionList(*[ListOption(RULES[k][0], id=str(i))
                                   for i, k in enumerate(keys)], id="rules-list")
                with VerticalScroll(id="rules-text-box"):
                    yield Static(id="rules-text")
        yield Footer()
        yield TooSmall()

    def on_mount(self) -> None:
        keys = list(RULES)
        lst = self.query_one("#rules-list", OptionList)
        if self.rule in RULES:
            lst.highlighted = keys.index(self.rule)
        else:
            self._show(self.rule)
            lst.highlighted = None
        lst.focus()

    def _show(self, rule: str) -> None:
        title, body = lookup(rule)
        text = Text(title, style="bold")
        text.append(f"\n{rule}\n\n", style="dim")
        text.append(body)
        self.query_one("#rules-text", Static).update(text)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id is not None:
            self._show(list(RULES)[int(event.option.id)])

    def action_close(self) -> None:
        """Close the reference."""
        self.dismiss(None)
