"""Load: pick a save file from the saves folder (or the autosave), or type a path."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option as ListOption

from rage_tui.i18n import N_, _
from rage_tui.ui import paths
from rage_tui.ui.host import host_of
from rage_tui.ui.save_files import list_saves
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.safe_list import SafeOptionList
from rage_tui.ui.widgets.too_small import TooSmall

if TYPE_CHECKING:
    from rage_tui.ui.host import AppHost


def describe_save(path: Path) -> Text:
    """One line about a save file, read without loading the game."""
    out = Text()
    out.append(_("autosave") if path == paths.autosave_path() else path.name, style="bold")
    from rage_tui.saves import SaveError, read_save

    try:
        data = read_save(path)  # size, depth and structure checked before use
        meta = data.get("meta", {})
    except SaveError:
        out.append("  " + _("(unreadable)"), style="red")
        return out
    if isinstance(meta, dict):
        players = meta.get("players")
        if isinstance(players, list):
            out.append("  " + _(" vs ").join(str(p) for p in players))
        if meta.get("turn") is not None:
            out.append("  " + _("turn {n}").format(n=meta.get("turn")))
        if meta.get("over"):
            out.append("  " + _("(finished)"), style="dim")
        if meta.get("saved_at"):
            out.append(f"  {meta.get('saved_at')}", style="dim")
    return out


class LoadScreen(Screen[None]):
    """Saved games, newest first."""

    BINDINGS = [Binding("escape", "back", N_("Back")), Binding("tab", "app.focus_next", N_("Next"))]

    @property
    def rage_app(self) -> AppHost:
        """The app, typed (its services for the screens)."""
        return host_of(self.app)

    def compose(self) -> ComposeResult:
        self.saves = list_saves()
        with Vertical(id="load-box"):
            yield Static(_("Load a game"), id="load-title")
            yield Static(_("Saves folder: {folder}").format(folder=paths.saves_dir()),
                         classes="hint")
            items = [ListOption(describe_save(p), id=str(i)) for i, p in enumerate(self.saves)]
            if not items:
                items = [ListOption(Text(_("No saved games yet."), style="dim"), disabled=True)]
            yield SafeOptionList(*items, id="load-list")
            yield Static(_("Or type the path of a save file and press Enter:"), classes="hint")
            yield Input(placeholder=_("path/to/game.json"), id="load-path")
        yield Footer()
        yield TooSmall()

    def on_mount(self) -> None:
        if not self.rage_app.blink:
            self.query_one(Input).cursor_blink = False
        self.query_one("#load-list" if self.saves else "#load-path").focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.rage_app.open_saved(self.saves[int(event.option.id)], replace=True)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if text:
            from rage_tui.ui.paths import typed_path_refusal

            path = Path(text).expanduser()
            folder = typed_path_refusal(path)
            if folder is not None:
                self.rage_app.show_error(_("The game could not be loaded"), _(
                    "This game is played through the browser server, which opens only files "
                    "in {folder}.").format(folder=folder))
                return
            self.rage_app.open_saved(path, replace=True)

    def action_back(self) -> None:
        """Back to the title screen."""
        self.app.pop_screen()
