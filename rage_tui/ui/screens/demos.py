"""Rules demos: narrated scenario files played through the engine, beat by beat.

When no demo files are installed yet the screen says they are coming soon.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option as ListOption

from rage_tui.ui.widgets.too_small import TooSmall

if TYPE_CHECKING:
    from rage_tui.scenarios import ScenarioResult
    from rage_tui.ui.app import RageApp


def demo_files(folder: Path) -> list[Path]:
    """The demo scenario files in ``folder`` (none if it does not exist)."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.yaml") if not p.name.startswith("_"))


def narration(result: ScenarioResult) -> RenderableType:
    """A demo run as text: what is said, who chose what, what happened."""
    parts: list[RenderableType] = [Text(result.name, style="bold underline")]
    if result.error:
        parts.append(Text(f"The demo could not run: {result.error}", style="red"))
    for n, beat in enumerate(result.beats, start=1):
        parts.append(Text(""))
        if beat.say:
            parts.append(Text(f"{n}. {beat.say}", style="bold"))
        parts.append(Text(f"   {beat.choice}", style="cyan"))
        for e in beat.events:
            if e.seats is None:
                parts.append(Text(f"     {e.text}"))
        if beat.rule:
            parts.append(Text(f"   § {beat.rule}", style="dim"))
    return Group(*parts)


class DemosScreen(Screen[None]):
    """List of demos and the narration of the highlighted one."""

    BINDINGS = [Binding("escape,q", "back", "Back"), Binding("tab", "app.focus_next", "Next")]

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.files = demo_files(folder)

    @property
    def rage_app(self) -> RageApp:
        """The app, typed."""
        from rage_tui.ui.app import RageApp

        assert isinstance(self.app, RageApp)
        return self.app

    def compose(self) -> ComposeResult:
        if not self.files:
            yield Static(Text("Rules demos are coming soon.\n\nThey will play short, narrated "
                              "situations (a bluff that lands, a Crinos flip, a refused "
                              "challenge ...) through the real rules engine.\n\nPress Escape "
                              "to go back.", justify="center"), id="demos-soon")
        else:
            with Horizontal(id="demos-body"):
                yield OptionList(*[ListOption(p.stem.replace("-", " "), id=str(i))
                                   for i, p in enumerate(self.files)], id="demo-list")
                with VerticalScroll(id="demo-text-box"):
                    yield Static(id="demo-text")
        yield Footer()
        yield TooSmall()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is None:
            return
        from rage_tui.content.errors import ContentError
        from rage_tui.scenarios import run_file
        from rage_tui.ui.app import LibraryError

        path = self.files[int(event.option.id)]
        try:
            result = run_file(path, self.rage_app.library)
        except (ContentError, LibraryError) as exc:
            self.rage_app.show_error("The demo did not load", str(exc))
            return
        self.query_one("#demo-text", Static).update(narration(result))

    def action_back(self) -> None:
        """Back to the title screen."""
        self.app.pop_screen()
