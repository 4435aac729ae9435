"""The ``rage-tui`` command line. No command shows a Python traceback for bad input."""

from __future__ import annotations

import argparse
import sys
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
    for name in ("play", "sim", "scenario", "demo", "bench", "campaign", "rulesets", "verify"):
        try:
            found.append(importlib.import_module(f"rage_tui.cli.{name}"))
        except ModuleNotFoundError as exc:
            if exc.name != f"rage_tui.cli.{name}":
                raise
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``rage-tui`` console script."""
    words = list(sys.argv[1:] if argv is None else argv)
    if not words:
        # the title screen: skip building the parser, which imports every subcommand (the
        # first frame comes sooner)
        default = _default_handler()
        if default is not None:
            return _guarded(default, argparse.Namespace(command=None))
    parser = build_parser()
    args = parser.parse_args(words)
    handler = getattr(args, "handler", None)
    if handler is None:
        default = _default_handler()
        if default is None:
            parser.print_help()
            return 0
        handler = default
    return _guarded(handler, args)


def _guarded(handler: Any, args: argparse.Namespace) -> int:
    """Run a command; bad input and internal errors become plain messages and exit codes."""
    try:
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
        if log is not None:
            print(f"details were written to {log}", file=sys.stderr)
        else:
            print("(the details could not be written to the crash folder)", file=sys.stderr)
        return 70


def _default_handler() -> Any:
    import importlib

    try:
        play = importlib.import_module("rage_tui.cli.play")
    except ModuleNotFoundError:
        return None
    return play.run_title


def _crash_log() -> Path | None:
    """The traceback of the exception being handled, in a new private file (see
    :mod:`rage_tui.crashlog`)."""
    from rage_tui.crashlog import write_crash_log

    return write_crash_log()
