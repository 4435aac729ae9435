"""The title screen: New game, Continue, Load, Solo, Rules demos, Decks, Help, Settings,
Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option as ListOption

from rage_tui import __version__
from rage_tui.i18n import N_, _
from rage_tui.ui.host import host_of
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.safe_list import SafeOptionList
from rage_tui.ui.widgets.too_small import TooSmall

if TYPE_CHECKING:
    from rage_tui.ui.host import AppHost

BANNER = r"""
 ____      _    ____ _____
|  _ \    / \  / ___| ____|
| |_) |  / _ \| |  _|  _|
|  _ <  / ___ \ |_| | |___
|_| \_\/_/   \_\____|_____|
"""

MENU = (
    ("new", "n", N_("New game"), N_("hot-seat: 2-5 players at one keyboard, bots welcome")),
    ("continue", "c", N_("Continue"), N_("the last autosaved game")),
    ("load", "l", N_("Load"), N_("a saved game")),
    ("solo", "s", N_("Solo"), N_("you against bot packs, or a prey campaign")),
    ("demos", "r", N_("Rules demos"), N_("watch the rules at work")),
    ("decks", "d", N_("Decks"), N_("browse decks and their cards, build your own")),
    ("help", "h", N_("Help"), N_("keys and the rules in brief")),
    ("settings", "t", N_("Settings"), "Language / Język"),
    ("quit", "q", N_("Quit"), ""),
)


class TitleScreen(Screen[None]):
    """The first screen."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(key, f"menu('{action}')", label) for action, key, label, _hint in MENU),
        Binding("question_mark,f1", "menu('help')", N_("Help"), show=False)]

    @property
    def rage_app(self) -> AppHost:
        """The app, typed (its services for the screens)."""
        return host_of(self.app)

    def compose(self) -> ComposeResult:
        items = []
        width = max(12, *(len(_(label)) + 2 for _a, _k, label, _h in MENU))
        for action, key, label, hint in MENU:
            text = Text()
            text.append(f" {key} ", style="bold reverse")
            text.append(f"  {_(label):<{width}}", style="bold")
            text.append(_(hint) if hint and action != "settings" else hint, style="dim")
            items.append(ListOption(text, id=action))
        with Middle(), Center(), Vertical(id="title-box"):
            yield Static(Text(BANNER, style="bold red"), id="banner")
            yield Static(Text(_("Werewolf: The Apocalypse, 1995 - in your terminal  "
                                "v{version}").format(version=__version__), style="italic"),
                         id="tagline")
            yield SafeOptionList(*items, id="title-menu")
        yield Footer()
        yield TooSmall()

    def on_mount(self) -> None:
        self.refresh_menu()
        self.query_one("#title-menu", OptionList).focus()

    def on_screen_resume(self) -> None:
        self.refresh_menu()

    def refresh_menu(self) -> None:
        """Enable Continue only when there is an autosave."""
        from rage_tui.ui import paths

        menu = self.query_one("#title-menu", OptionList)
        if paths.autosave_path().is_file():
            menu.enable_option("continue")
        else:
            menu.disable_option("continue")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.action_menu(event.option.id)

    def _settings_closed(self, changed: bool | None) -> None:
        """A new language: this screen again, in it."""
        if changed:
            self.call_later(self._redraw)

    async def _redraw(self) -> None:
        await self.recompose()
        self.on_mount()

    def action_menu(self, action: str) -> None:
        """Carry out a menu entry."""
        app = self.rage_app
        if action == "new":
            app.open_new_game("play")
        elif action == "solo":
            app.open_solo()
        elif action == "continue":
            app.continue_game()
        elif action == "load":
            from rage_tui.ui.screens.load import LoadScreen

            self.app.push_screen(LoadScreen())
        elif action == "decks":
            from rage_tui.ui.host import LibraryError
            from rage_tui.ui.screens.decks import DecksScreen

            try:
                catalog = app.catalog
            except LibraryError as exc:
                app.show_error(_("No cards"), str(exc))
                return
            self.app.push_screen(DecksScreen(catalog))
        elif action == "demos":
            app.show_demos()
        elif action == "help":
            app.show_help()
        elif action == "settings":
            from rage_tui.ui.screens.settings import SettingsScreen

            self.app.push_screen(SettingsScreen(), self._settings_closed)
        elif action == "quit":
            self.app.exit()
