"""The ``rage-tui`` command line. No command shows a Python traceback for bad input."""

from __future__ import annotations

import argparse
import contextlib
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rage_tui import __version__
from rage_tui.content.errors import ContentError


class UserError(Exception):
    """A problem caused by the command's input, reported as one plain line."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    from rage_tui.cli import cards, decks

    parser = argparse.ArgumentParser(
        prog="rage-tui",
        description="Rage (Werewolf: The Apocalypse, 1995) in your terminal.",
    )
    parser.add_argument("--version", action="version", version=f"rage-tui {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    cards.register(sub)
    decks.register(sub)
    for module in _optional_modules():
        module.register(sub)
    from rage_tui.cli import serve

    serve.register(sub)
    return parser


def _optional_modules() -> list[Any]:
    import importlib

    found: list[Any] = []
    for name in ("play", "sim", "scenario", "demo", "bench", "campaign", "rulesets"):
        try:
            found.append(importlib.import_module(f"rage_tui.cli.{name}"))
        except ModuleNotFoundError as exc:
            if exc.name != f"rage_tui.cli.{name}":
                raise
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``rage-tui`` console script."""
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", None)
    try:
        if handler is None:
            default = _default_handler()
            if default is None:
                parser.print_help()
                return 0
            return int(default(args))
        return int(handler(args))
    except ContentError as exc:
        for problem in exc.problems:
            print(f"error: {problem}", file=sys.stderr)
        return 1
    except UserError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:
        log = _crash_log()
        print(f"rage-tui hit an internal error: {exc.__class__.__name__}: {exc}", file=sys.stderr)
        print(f"details were written to {log}", file=sys.stderr)
        return 70


def _default_handler() -> Any:
    import importlib

    try:
        play = importlib.import_module("rage_tui.cli.play")
    except ModuleNotFoundError:
        return None
    return play.run_title


def _crash_log() -> Path:
    import tempfile

    path = Path(tempfile.gettempdir()) / "rage-tui-crash.log"
    with contextlib.suppress(OSError):
        path.write_text(traceback.format_exc(), encoding="utf-8")
    return path
