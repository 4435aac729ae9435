"""The list of rules demos: pick one to watch it step by step in the demo viewer."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option as ListOption

from rage_tui.demos import DemoInfo, list_demos
from rage_tui.i18n import N_, _, render
from rage_tui.scripted_demos import ScriptedRun
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.safe_list import SafeOptionList

if TYPE_CHECKING:
    from rage_tui.content.library import CardLibrary


class DemoListScreen(Screen[None]):
    """Every demo with its description; Enter opens the highlighted one.

    ``folder`` replaces the bundled demos folder (tests), ``pace`` is the viewer's autoplay
    delay in seconds."""

    DEFAULT_CSS = """
    DemoListScreen #demo-list-title { height: auto; padding: 0 1; background: $boost; }
    DemoListScreen #demo-list-body { height: 1fr; }
    DemoListScreen #demo-choices { width: 2fr; border: round $primary; }
    DemoListScreen #demo-about-box { width: 3fr; border: round $secondary; padding: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "close", N_("Back")),
        Binding("question_mark", "rules", N_("Rules reference")),
    ]

    def __init__(self, folder: Path | None = None, *, pace: float | None = None,
                 library: CardLibrary | None = None) -> None:
        super().__init__()
        self.folder = folder
        self.pace = pace
        self.library = library
        self.demos: list[DemoInfo] = []
        #: the scripted demos of the other rulesets the app draws (headers only, not played)
        self.scripted: list[ScriptedRun] = []

    def compose(self) -> ComposeResult:
        yield Static(Text(_("Rules demos: short situations played by the real rules engine, "
                            "each step explained"), style="bold"), id="demo-list-title")
        with Horizontal(id="demo-list-body"):
            yield SafeOptionList(id="demo-choices")
            with VerticalScroll(id="demo-about-box"):
                yield Static(id="demo-about")
        yield Footer()

    def on_mount(self) -> None:
        lib = self.library
        if lib is None:
            from rage_tui.content.library import CardLibrary

            found = getattr(self.app, "library", None)
            lib = found if isinstance(found, CardLibrary) else None
        self.library = lib
        self.demos = list_demos(self.folder, lib)
        if self.folder is None:
            self.scripted = app_scripted_demos()
        menu = self.query_one("#demo-choices", OptionList)
        if not self.demos and not self.scripted:
            self.query_one("#demo-about", Static).update(
                Text(_("No demos are installed."), style="dim"))
            return
        for i, d in enumerate(self.demos):
            menu.add_option(ListOption(Text(render(d.title)), id=str(i)))
        for i, run in enumerate(self.scripted):
            menu.add_option(ListOption(Text(render(run.title)), id=f"s{i}"))
        menu.highlighted = 0
        menu.focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option.id is None:
            return
        if event.option.id.startswith("s"):
            self._about_scripted(self.scripted[int(event.option.id[1:])])
            return
        d = self.demos[int(event.option.id)]
        text = Text(render(d.title), style="bold")
        text.append(f"\n\n{render(d.description)}")
        if d.rule:
            text.append("\n\n" + _("Rule: {rule}").format(rule=d.rule), style="dim")
        text.append(f"\n\nrage-tui demo {d.name}", style="italic dim")
        text.append("\n\n" + _("Enter watches it."), style="italic")
        self.query_one("#demo-about", Static).update(text)

    def _about_scripted(self, run: ScriptedRun) -> None:
        import re

        from rage_tui.rulesets import plugin

        text = Text(render(run.title), style="bold")
        text.append("\n" + render(plugin(run.ruleset).title), style="dim")
        text.append(f"\n\n{render(run.description)}")
        if run.rule:
            text.append("\n\n" + _("Rule: {rule}").format(rule=run.rule), style="dim")
        name = re.sub(r"^\d+[-_]", "", run.path.stem)
        text.append(f"\n\nrage-tui demo {name}", style="italic dim")
        text.append("\n\n" + _("Enter watches it."), style="italic")
        self.query_one("#demo-about", Static).update(text)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        oid = event.option.id
        if oid is not None and oid.startswith("s"):
            from rage_tui.ui.screens.scripted_demo_view import ScriptedDemoScreen

            run = self.scripted[int(oid[1:])]
            self.app.push_screen(ScriptedDemoScreen(run.path, pace=self.pace))
        elif oid is not None:
            self.open_demo(self.demos[int(oid)])

    def open_demo(self, info: DemoInfo) -> None:
        """Show ``info`` in the demo viewer."""
        from rage_tui.ui.screens.demo_view import DemoViewScreen

        self.app.push_screen(DemoViewScreen(info, pace=self.pace, library=self.library))

    def action_rules(self) -> None:
        """The rules reference."""
        from rage_tui.ui.screens.rules_reference import RulesReferenceScreen

        self.app.push_screen(RulesReferenceScreen())

    def action_close(self) -> None:
        """Back to the previous screen."""
        self.app.pop_screen()


def app_scripted_demos() -> list[ScriptedRun]:
    """The scripted demos of every ruleset the app draws through a UI adapter, in ruleset and
    teaching order (their headers: a demo is played when it is opened)."""
    from rage_tui.scripted_demos import read_header, ruleset_demos
    from rage_tui.ui.adapter import uses_adapter

    return [read_header(path) for rid, path in ruleset_demos() if uses_adapter(rid)]
