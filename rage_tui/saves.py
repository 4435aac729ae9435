"""Save files on disk: human-readable JSON, written atomically; bad files never overwritten."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rage_tui.engine.cards import CardDef
from rage_tui.engine.game import Game
from rage_tui.engine.replay import ReplayError, record, replay
from rage_tui.rulesets import get_ruleset


class SaveError(Exception):
    """A save that cannot be read or written; the message is for the player."""


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, then rename it into place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def save_game(path: Path, game: Game, library_digest: str,
              meta: Mapping[str, Any] | None = None) -> None:
    """Save ``game`` to ``path`` (atomically)."""
    data = record(game, library_digest, meta)
    try:
        write_atomic(path, json.dumps(data, indent=1) + "\n")
    except OSError as exc:
        raise SaveError(f"could not save to {path}: {exc.strerror or exc}") from None


def read_save(path: Path) -> dict[str, Any]:
    """Read save data without changing the file."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"no save file at {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"cannot read {path}: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path} is corrupt or truncated (line {exc.lineno}: {exc.msg}); "
                        "the file was left untouched") from None
    if not isinstance(data, dict):
        raise SaveError(f"{path} is not a rage-tui save file; the file was left untouched")
    return data


def load_game(path: Path, defs: Mapping[str, CardDef], library_digest: str) -> Game:
    """Load and replay a saved game."""
    data = read_save(path)
    try:
        ruleset = get_ruleset(str(data.get("ruleset", "")))
    except ValueError as exc:
        raise SaveError(f"{path}: {exc}") from None
    try:
        return replay(data, defs, ruleset, library_digest)
    except ReplayError as exc:
        raise SaveError(f"{path}: {exc}; the file was left untouched") from None
