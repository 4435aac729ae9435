"""The rules reference screen: every section of :mod:`rage_tui.rules_reference` by part, a
search box, and the text of the highlighted section. It can open at a rule id (a citation from
the log, a decision or a demo)."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option as ListOption

from rage_tui import rules_sections as ref
from rage_tui.i18n import N_, _, render
from rage_tui.references import reference_for
from rage_tui.ui.describe import rule_citation
from rage_tui.ui.widgets.footer import Footer


def section_text(sec: ref.Section) -> Text:
    """A section as Rich text: title, part, citations, body."""
    out = Text(render(sec.title), style="bold")
    out.append(f"\n{render(sec.part)}", style="italic dim")
    if sec.cites:
        out.append("\n" + _("Cited as: {ids}").format(
            ids="; ".join(rule_citation(c) for c in sec.cites)), style="dim")
    out.append("\n\n")
    out.append(render(sec.body))
    return out


class RulesReferenceScreen(Screen[None]):
    """Browse and search the rules reference; ``rule`` (a citation) picks the first section."""

    DEFAULT_CSS = """
    RulesReferenceScreen #ref-left { width: 2fr; }
    RulesReferenceScreen #ref-search { margin: 0 0 0 0; }
    RulesReferenceScreen #ref-list { height: 1fr; border: round $primary; }
    RulesReferenceScreen #ref-text-box { width: 3fr; border: round $secondary; padding: 0 1; }
    RulesReferenceScreen #ref-note { height: auto; color: $warning; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close")),
        Binding("slash,ctrl+f", "search", N_("Search")),
        Binding("tab", "app.focus_next", N_("Next"), show=False),
    ]

    def __init__(self, rule: str | None = None, ruleset: str | None = None) -> None:
        super().__init__()
        self.rule = rule or ""
        self.reference = reference_for(ruleset)
        self.shown: list[ref.Section] = []
        self.current: ref.Section | None = (self.reference.find(self.rule) if self.rule
                                            else None)

    def compose(self) -> ComposeResult:
        with Horizontal():
            with Vertical(id="ref-left"):
                yield Input(placeholder=_("search the rules (e.g. bluff, frenzy, vote)"),
                            id="ref-search")
                yield OptionList(id="ref-list")
            with VerticalScroll(id="ref-text-box") as box:
                box.border_title = render(self.reference.title)
                yield Static(id="ref-note")
                yield Static(id="ref-text")
        yield Footer()

    def on_mount(self) -> None:
        note = ""
        if self.rule and self.current is None:
            note = _("There is no section for '{rule}' yet; here is the whole reference."
                     ).format(rule=self.rule)
        self.query_one("#ref-note", Static).update(note)
        self.fill(self.reference.sections)
        self.query_one("#ref-list", OptionList).focus()

    def fill(self, found: list[ref.Section] | tuple[ref.Section, ...]) -> None:
        """List ``found`` (grouped by part) and show the current section if it is among them,
        the first one otherwise."""
        menu = self.query_one("#ref-list", OptionList)
        menu.clear_options()
        self.shown = list(found)
        part = None
        first = None
        target = None
        for i, sec in enumerate(self.shown):
            if sec.part != part:
                part = sec.part
                menu.add_option(ListOption(Text(render(part), style="bold underline"),
                                           disabled=True))
            menu.add_option(ListOption(f"  {render(sec.title)}", id=str(i)))
            index = menu.option_count - 1
            first = index if first is None else first
            if sec is self.current:
                target = index
        if first is None:
            self.query_one("#ref-text", Static).update(Text(_("Nothing matches."), style="dim"))
            return
        menu.highlighted = target if target is not None else first

    def show(self, sec: ref.Section) -> None:
        """Show one section."""
        self.current = sec
        self.query_one("#ref-text", Static).update(section_text(sec))
        self.query_one("#ref-text-box", VerticalScroll).scroll_home(animate=False)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option.id is not None:
            self.show(self.shown[int(event.option.id)])

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self.query_one("#ref-note", Static).update("")
        self.fill(self.reference.search(event.value))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.query_one("#ref-list", OptionList).focus()

    def action_search(self) -> None:
        """Focus the search box."""
        self.query_one("#ref-search", Input).focus()

    def action_close(self) -> None:
        """Close the reference."""
        self.app.pop_screen()
