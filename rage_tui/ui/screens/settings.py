"""Settings: the language of the app ("Language / Język"), kept in ``settings.json``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from rage_tui.i18n import LANGUAGES, N_, _, language, set_language
from rage_tui.ui.config import locale_language
from rage_tui.ui.host import host_of
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.too_small import TooSmall

if TYPE_CHECKING:
    from rage_tui.ui.host import AppHost

#: The option that leaves the choice to ``--lang`` or the system's locale.
SYSTEM = "@system"


class SettingsScreen(ModalScreen[bool]):
    """The app's settings; dismisses True when the language changed (the screens below are
    then made again in the new language)."""

    BINDINGS = [Binding("escape", "close", N_("Close"))]

    @property
    def rage_app(self) -> AppHost:
        """The app, typed (its services for the screens)."""
        return host_of(self.app)

    def compose(self) -> ComposeResult:
        items = [Option(Text(_("Follow the system (--lang or the locale)")), id=SYSTEM)]
        items += [Option(Text(name), id=code) for code, name in LANGUAGES.items()]
        with Vertical(classes="dialog"):
            yield Static(_("Settings"), classes="dialog-title")
            # both languages at once, so that a player who cannot read one finds the other
            yield Static("Language / Język", classes="section")
            yield OptionList(*items, id="language-list")
            yield Static(_("Now: {language}. Enter chooses; Escape closes.").format(
                language=LANGUAGES[language()]), classes="hint", id="language-now")
        yield Footer()
        yield TooSmall()

    def on_mount(self) -> None:
        menu = self.query_one("#language-list", OptionList)
        chosen = self.rage_app.settings.language or SYSTEM
        menu.highlighted = menu.get_option_index(chosen)
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        code = event.option.id
        if code is None:
            return
        settings = self.rage_app.settings
        before = language()
        settings.language = None if code == SYSTEM else code
        settings.save()
        set_language(settings.language or locale_language())
        self.rage_app.apply_language()
        self.dismiss(language() != before)

    def action_close(self) -> None:
        """Close without a change."""
        self.dismiss(False)
