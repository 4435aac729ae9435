"""Where the app keeps saves, the autosave and its settings.

One folder holds everything: the platform's user data folder for ``rage-tui`` (see
``platformdirs``), or the folder named by the ``RAGE_TUI_HOME`` environment variable (tests and
portable installs use it).
"""

from __future__ import annotations

import os
from pathlib import Path

HOME_ENV = "RAGE_TUI_HOME"


def home() -> Path:
    """The app's folder (not created here)."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("rage-tui", appauthor=False))


def saves_dir() -> Path:
    """Where ctrl+s writes save files."""
    return home() / "saves"


def user_decks_dir() -> Path:
    """Decks the player built or imported (the deck builder and ``deck import`` write here)."""
    return home() / "decks"


def autosave_path() -> Path:
    """The autosave written after each turn and on quit (what Continue loads)."""
    return home() / "autosave.json"


def settings_path() -> Path:
    """App settings (bot pace ...)."""
    return home() / "settings.json"


def last_setup_path() -> Path:
    """The remembered New game setup."""
    return home() / "last-setup.json"


def ledger_path() -> Path:
    """The last save written for each game (to report a save rolled back or re-sealed)."""
    return home() / "save-ledger.json"


SERVED_ENV = "RAGE_TUI_SERVED_PATHS"
"""Set to ``home`` by ``rage-tui serve`` (without ``--allow-any-path``): paths typed in the app
must then lie in :func:`home` (a browser player must not read the server's other files)."""


def typed_path_refusal(path: Path) -> str | None:
    """Why a path typed in the app may not be opened here, or ``None`` when it may.

    Only a served game (:data:`SERVED_ENV` is ``home``) limits typed paths, to the app's folder.
    """
    if os.environ.get(SERVED_ENV) != "home":
        return None
    base = home().resolve()
    try:
        path.resolve().relative_to(base)
    except (ValueError, OSError, RuntimeError):
        return base.as_posix()
    return None
