"""Crash logs: a traceback written where the player can find it, safely.

Each crash gets a new file in the platform's state folder for ``rage-tui`` (on Linux
``~/.local/state/rage-tui/crashes``; ``RAGE_TUI_STATE`` overrides the folder), created with
``O_CREAT | O_EXCL | O_NOFOLLOW`` and mode 0600: a planted symbolic link is never followed, and
two crashes (of two processes, or one after another) never overwrite each other's log.
"""

from __future__ import annotations

import contextlib
import os
import time
import traceback
from pathlib import Path

STATE_ENV = "RAGE_TUI_STATE"


def crash_folder() -> Path:
    """Where crash logs go (not created here)."""
    override = os.environ.get(STATE_ENV)
    if override:
        return Path(override).expanduser() / "crashes"
    import platformdirs

    return Path(platformdirs.user_state_dir("rage-tui", appauthor=False)) / "crashes"


def write_crash_log(exc: BaseException | None = None) -> Path | None:
    """Write the traceback of ``exc`` (default: the exception being handled) to a new file;
    return its path, or None when it could not be written."""
    text = "".join(traceback.format_exception(exc)) if exc is not None else traceback.format_exc()
    data = text.encode("utf-8", "replace")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    folder = crash_folder()
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for n in range(100):
            path = folder / f"crash-{stamp}-{os.getpid()}-{n}.log"
            try:
                fd = os.open(path, flags, 0o600)
            except FileExistsError:
                continue
            except OSError:
                continue  # (a link in the way: O_NOFOLLOW refuses it; try the next name)
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            return path
    return None
