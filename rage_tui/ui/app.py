"""The Textual app and the ``make_app`` factory shared by the command line and the tests."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.command import CommandPalette
from textual.events import Resize
from textual.screen import Screen

from rage_tui.i18n import N_, _, render, set_language
from rage_tui.ui.config import Settings
from rage_tui.ui.host import AppHost, LibraryError
from rage_tui.ui.widgets.too_small import MIN_HEIGHT, MIN_WIDTH, ROOMY_HEIGHT, ROOMY_WIDTH

if TYPE_CHECKING:
    from rage_tui.content.library import CardLibrary
    from rage_tui.ui.catalog import DeckCatalog
    from rage_tui.ui.session import GameSession

START_SCREENS = ("title", "play", "solo", "load")


class RageApp(App[None], AppHost):
    """Rage in the terminal: title screen, setup, hot-seat and solo games.

    ``start`` picks the first screen (``title``, ``play``, ``solo`` or ``load`` with
    ``load_path``); ``session`` opens the board of a game made elsewhere (tests, benchmarks).
    ``library``/``decks_folder``/``demos_folder`` replace the bundled content, ``bot_delay`` the
    bots' pace (seconds, 0 for instant), ``blink`` off stops cursor blinking (snapshots),
    ``curtain_guard`` is how long the hot-seat curtain ignores Enter (0 in tests).
    ``language`` (``--lang``) wins over the language of the settings, which wins over the
    language already set (the locale's)."""

    TITLE = "rage-tui"
    SUB_TITLE = N_("Rage (Werewolf: The Apocalypse, 1995)")
    CSS_PATH = ["styles/app.tcss", "styles/board.tcss"]
    BINDINGS = [Binding("ctrl+q", "quit", N_("Quit"), show=False, priority=True)]

    def __init__(self, *, library: CardLibrary | None = None, decks_folder: Path | None = None,
                 demos_folder: Path | None = None, start: str = "title",
                 load_path: Path | None = None, seed: int | None = None,
                 bot_delay: float | None = None, bot: str | None = None,
                 ruleset: str | None = None,
                 blink: bool = True, session: GameSession | None = None,
                 curtain_guard: float = 0.4, language: str | None = None) -> None:
        super().__init__()
        if start not in START_SCREENS:
            raise ValueError(f"unknown start screen '{start}'")
        self._library = library
        self._decks_folder = decks_folder
        self._demos_folder = demos_folder
        self._catalog: DeckCatalog | None = None
        self.start = start
        self.load_path = load_path
        self.seed = seed
        self.bot = bot
        self.ruleset = ruleset
        self.blink = blink
        self.settings = Settings.load()
        self.apply_language(language)
        self.bot_delay = self.settings.bot_delay if bot_delay is None else bot_delay
        self.session: GameSession | None = None
        self._first_session = session
        self.curtain_guard = curtain_guard
        self.crash_message: str | None = None

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """Textual's own commands of the palette (theme, quit, keys ...), in the player's
        language."""
        for command in super().get_system_commands(screen):
            yield command._replace(title=_(command.title), help=_(command.help))

    def apply_language(self, language: str | None = None) -> None:
        """Switch to ``language``, else to the settings' language when one is chosen (screens
        made after this speak it)."""
        chosen = language or self.settings.language
        if chosen:
            set_language(chosen)
        self.sub_title = _(self.SUB_TITLE)

    def action_command_palette(self) -> None:
        """Textual's command palette, its search hint in the player's language."""
        if self.use_command_palette and not CommandPalette.is_open(self):  # type: ignore[arg-type]
            self.push_screen(CommandPalette(id="--command-palette",
                                            placeholder=_("Search for commands…")))

    def search_themes(self) -> None:
        """The theme picker of the palette, its search hint in the player's language."""
        from textual.theme import ThemeProvider

        self.push_screen(CommandPalette(providers=[ThemeProvider],
                                        placeholder=_("Search for themes…")))

    # -- content, loaded on first use so the title screen paints at once --------------------
    @property
    def library(self) -> CardLibrary:
        """The card library; raises :class:`LibraryError` with the problems."""
        if self._library is None:
            from rage_tui.content.bundled import bundled_library
            from rage_tui.content.errors import ContentError

            try:
                self._library = bundled_library()
            except ContentError as exc:
                lines = [str(p) for p in exc.problems[:8]]
                raise LibraryError(_("The bundled cards did not load:") + "\n" + "\n".join(lines)) \
                    from None
        return self._library

    @property
    def catalog(self) -> DeckCatalog:
        """The bundled decks."""
        if self._catalog is None:
            from rage_tui.ui.catalog import DeckCatalog

            folder = self._decks_folder
            if folder is None:
                from rage_tui.content.bundled import decks_dir

                folder = decks_dir()
            from rage_tui.ui.paths import user_decks_dir

            self._catalog = DeckCatalog(folder, self.library.cards, user_decks_dir())
        return self._catalog

    # -- lifecycle ----------------------------------------------------------------------------
    def get_default_screen(self) -> Screen[Any]:
        """The title screen, at the bottom of the screen stack from the start: Textual builds it
        with the app, so the first frame painted is the title (pushing it from ``on_mount`` over
        Textual's blank default screen laid it out and painted it twice before it showed)."""
        from rage_tui.ui.screens.title import TitleScreen

        return TitleScreen()

    def on_mount(self) -> None:
        if self.settings.theme and self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        self._apply_size()
        if self._first_session is not None:
            self.start_session(self._first_session)
        elif self.start == "solo" and self.bot is None:
            self.open_solo()
        elif self.start in ("play", "solo"):
            self.open_new_game(self.start)
        elif self.start == "load" and self.load_path is not None:
            self.open_saved(self.load_path)

    def on_resize(self, event: Resize) -> None:
        self._apply_size(event.size.width, event.size.height)

    def _apply_size(self, width: int | None = None, height: int | None = None) -> None:
        width = self.size.width if width is None else width
        height = self.size.height if height is None else height
        if not isinstance(width, int) or not isinstance(height, int):
            return  # a malformed size from a browser client: keep the layout as it is
        self.set_class(width < MIN_WIDTH or height < MIN_HEIGHT, "-too-small")
        self.set_class(width < ROOMY_WIDTH or height < ROOMY_HEIGHT, "-compact")

    def watch_theme(self, theme: str) -> None:
        if self.is_running and theme != self.settings.theme:
            self.settings.theme = theme
            self.settings.save()

    # -- navigation ---------------------------------------------------------------------------
    def open_new_game(self, mode: str, ruleset: str | None = None) -> None:
        """The New game screen (``play``: hot-seat, ``solo``: against a bot), with ``ruleset``
        chosen (default: the one given on the command line, if any)."""
        from rage_tui.ui.screens.new_game import NewGameScreen

        try:
            catalog = self.catalog
        except LibraryError as exc:
            self.show_error(_("No cards"), str(exc))
            return
        self.push_screen(NewGameScreen(mode, catalog, seed=self.seed, bot=self.bot,
                                       ruleset=ruleset or self.ruleset))

    def open_solo(self) -> None:
        """The Solo screen (bot packs or a prey campaign)."""
        from rage_tui.ui.screens.solo import SoloScreen

        try:
            catalog = self.catalog
        except LibraryError as exc:
            self.show_error(_("No cards"), str(exc))
            return
        self.push_screen(SoloScreen(catalog, seed=self.seed, ruleset=self.ruleset))

    def start_session(self, session: GameSession, replace: bool = False) -> None:
        """Show the board of ``session`` (replacing the current screen with ``replace``)."""
        from rage_tui.ui.screens.game import GameScreen

        self.session = session
        session.use_settings(self.settings)
        screen = GameScreen(session, self.bot_delay)
        if replace:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def open_saved(self, path: Path, replace: bool = False) -> bool:
        """Load a save file and show its board; a dialog explains any failure."""
        from rage_tui.saves import SaveError
        from rage_tui.ui.session import GameSession

        try:
            session = GameSession.load(path, self.library)
        except (SaveError, LibraryError) as exc:
            self.show_error(_("The game could not be loaded"), str(exc))
            return False
        self.start_session(session, replace=replace)
        for note in session.load_notes:
            self.notify(render(note), title=_("About this save"), severity="warning", timeout=12)
        return True

    def continue_game(self) -> None:
        """Load the autosave."""
        from rage_tui.ui import paths

        path = paths.autosave_path()
        if not path.is_file():
            self.show_error(_("Nothing to continue"), _("There is no autosaved game yet."),
                            error=False)
            return
        self.open_saved(path)

    def show_error(self, title: str, message: str, error: bool = True) -> None:
        """A dialog with a message."""
        from rage_tui.ui.screens.message_dialog import MessageDialog

        self.push_screen(MessageDialog(title, message, error=error))

    def show_rule(self, rule: str) -> None:
        """The rules reference of the game on screen (rage-1995's outside a game), opened on
        the section ``rule`` cites."""
        from rage_tui.ui.describe import citing_ruleset
        from rage_tui.ui.screens.rules_reference import RulesReferenceScreen

        self.push_screen(RulesReferenceScreen(rule, citing_ruleset()))

    def show_demos(self) -> None:
        """The rules demos."""
        from rage_tui.ui.screens.demo_list import DemoListScreen

        try:
            library = self.library
        except LibraryError as exc:
            self.show_error(_("No cards"), str(exc))
            return
        self.push_screen(DemoListScreen(self._demos_folder, pace=self.bot_delay or None,
                                        library=library))

    def show_help(self) -> None:
        """The help screen."""
        from rage_tui.ui.screens.help import HelpScreen

        session = getattr(self.screen, "session", None)  # (the board's game, if on one)
        setup = getattr(session, "setup", None)
        self.push_screen(HelpScreen(getattr(setup, "ruleset", None)))

    async def action_quit(self) -> None:
        """Quit, autosaving a game in progress."""
        if self.session is not None:
            self.session.autosave()
        self.exit()

    # -- errors: never a traceback on the player's screen --------------------------------------
    def internal_error(self, exc: BaseException) -> None:
        """An unexpected error inside the game: log it, tell the player in a dialog."""
        log = write_crash_log(exc)
        self.show_error(_("Something went wrong"),
                        _("rage-tui hit an internal error ({error}).\n\nDetails were written "
                          "to {log}. The last autosave is kept; you can also try ctrl+s to "
                          "save this game.").format(error=f"{exc.__class__.__name__}: {exc}",
                                                    log=log))

    def _fatal_error(self) -> None:
        exc = self._exception
        log = write_crash_log(exc)
        if self.session is not None:
            with contextlib.suppress(Exception):
                self.session.autosave()
        what = f"{exc.__class__.__name__}: {exc}" if exc is not None else _("unknown error")
        self.crash_message = _("rage-tui hit an internal error ({error}).\nDetails were written "
                               "to {log}; a game in progress was autosaved (Continue)."
                               ).format(error=what, log=log)
        self._close_messages_no_wait()


def write_crash_log(exc: BaseException | None) -> str:
    """Write the traceback of ``exc`` to a new private file in the state folder (see
    :mod:`rage_tui.crashlog`); say where, for the player."""
    from rage_tui.crashlog import crash_folder
    from rage_tui.crashlog import write_crash_log as write

    path = write(exc)
    if path is not None:
        return str(path)
    return _("(nowhere: {folder} is not writable)").format(folder=crash_folder())


def make_app(**kwargs: Any) -> RageApp:
    """The app, configured by keyword (see :class:`RageApp`); used by the CLI and the tests."""
    return RageApp(**kwargs)
