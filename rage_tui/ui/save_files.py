"""Save files of the app: the name of a new save, and the saves the Load screen lists."""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path

from rage_tui.engine.state import Setup
from rage_tui.ui import paths


def default_save_path(setup: Setup) -> Path:
    """A new file in the saves folder named after the players, the seed and the time."""
    names = "-".join("".join(ch for ch in s.name.lower() if ch.isalnum())[:10] or "p"
                     for s in setup.seats)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return paths.saves_dir() / f"{names}-seed{setup.seed}-{stamp}.json"


def list_saves(extra: Sequence[Path] = ()) -> list[Path]:
    """Save files in the saves folder (newest first), then the autosave if there is one."""
    folder = paths.saves_dir()
    found = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True) \
        if folder.is_dir() else []
    auto = paths.autosave_path()
    if auto.is_file():
        found.append(auto)
    return [*extra, *found]
