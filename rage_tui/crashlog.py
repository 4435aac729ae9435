"""Crash logs: a traceback written where the player can find it, safely.

Each crash gets a new file in the ``crashes`` folder of the platform's state folder for
``rage-tui`` (on Linux ``~/.local/state/rage-tui/crashes``). ``RAGE_TUI_STATE`` names another
state folder; without it, ``RAGE_TUI_HOME`` (the folder of every other file the app keeps, see
:mod:`rage_tui.ui.paths`) holds the ``crashes`` folder too. A log is written through
:func:`rage_tui.safeio.write_atomic` with ``replace=False`` and mode 0600: a planted symbolic
link is never followed, and two crashes (of two processes, or one after another) never
overwrite each other's log.
"""

from __future__ import annotations

import contextlib
import os
import time
import traceback
from pathlib import Path

from rage_tui.safeio import write_atomic

STATE_ENV = "RAGE_TUI_STATE"
HOME_ENV = "RAGE_TUI_HOME"  # (the same variable as rage_tui.ui.paths.HOME_ENV)


def crash_folder() -> Path:
    """Where crash logs go (not created here)."""
    override = os.environ.get(STATE_ENV)
    if override:
        return Path(override).expanduser() / "crashes"
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home).expanduser() / "crashes"
    import platformdirs

    return Path(platformdirs.user_state_dir("rage-tui", appauthor=False)) / "crashes"


def write_crash_log(exc: BaseException | None = None) -> Path | None:
    """Write the traceback of ``exc`` (default: the exception being handled) to a new file;
    return its path, or None when it could not be written."""
    text = "".join(traceback.format_exception(exc)) if exc is not None else traceback.format_exc()
    data = text.encode("utf-8", "replace")
    folder = crash_folder()
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for n in range(100):
            path = folder / f"crash-{stamp}-{os.getpid()}-{n}.log"
            try:
                return write_atomic(path, data, replace=False, mode=0o600)
            except OSError:
                continue  # (the name is taken, by a log or a planted link: try the next one)
    return None
