"""The app as its screens see it: what a screen may ask of the app, without importing the app.

:class:`rage_tui.ui.app.RageApp` implements :class:`AppHost`; the screens reach it through
:func:`host_of`, so the app imports its screens and no screen imports the app (no import
circle between them; see ``tests/test_import_cycles.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

    from rage_tui.content.library import CardLibrary
    from rage_tui.ui.catalog import DeckCatalog
    from rage_tui.ui.config import Settings
    from rage_tui.ui.session import GameSession


class LibraryError(Exception):
    """The card library could not be loaded; the message is for the player."""


class AppHost:
    """The app's services for its screens: content, settings, navigation and error dialogs.

    A plain base class (not a Protocol): Textual's app class has its own metaclass, and an
    ``isinstance`` check against a runtime Protocol would read every property, loading the cards.
    Each method here is implemented by the app."""

    blink: bool
    curtain_guard: float
    settings: Settings
    session: GameSession | None

    @property
    def library(self) -> CardLibrary:
        """The card library; raises :class:`LibraryError` with the problems."""
        raise NotImplementedError

    @property
    def catalog(self) -> DeckCatalog:
        """The bundled decks."""
        raise NotImplementedError

    def apply_language(self, language: str | None = None) -> None:
        """Switch to ``language``, else to the settings' language."""
        raise NotImplementedError

    def open_new_game(self, mode: str, ruleset: str | None = None) -> None:
        """The New game screen (``play``: hot-seat, ``solo``: against a bot), with ``ruleset``
        chosen if given."""
        raise NotImplementedError

    def open_solo(self) -> None:
        """The Solo screen (bot packs or a prey campaign)."""
        raise NotImplementedError

    def start_session(self, session: GameSession, replace: bool = False) -> None:
        """Show the board of ``session`` (replacing the current screen with ``replace``)."""
        raise NotImplementedError

    def open_saved(self, path: Path, replace: bool = False) -> bool:
        """Load a save file and show its board; a dialog explains any failure."""
        raise NotImplementedError

    def continue_game(self) -> None:
        """Load the autosave."""
        raise NotImplementedError

    def show_error(self, title: str, message: str, error: bool = True) -> None:
        """A dialog with a message."""
        raise NotImplementedError

    def show_rule(self, rule: str) -> None:
        """The rules reference, opened on the section ``rule`` cites."""
        raise NotImplementedError

    def show_demos(self) -> None:
        """The rules demos."""
        raise NotImplementedError

    def show_help(self) -> None:
        """The help screen."""
        raise NotImplementedError

    def internal_error(self, exc: BaseException) -> None:
        """An unexpected error inside the game: log it, tell the player in a dialog."""
        raise NotImplementedError


def host_of(app: object) -> AppHost:
    """``app`` as an :class:`AppHost`; a screen shown on any other app is a programming error."""
    assert isinstance(app, AppHost), f"{type(app).__name__} is not the rage-tui app"
    return app
