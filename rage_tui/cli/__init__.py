"""The ``rage-tui`` command line. No command shows a Python traceback for bad input.

Everything it says to a person comes from the ``cli`` catalogue (:mod:`rage_tui.cli.texts`), in
the language chosen by ``--lang``, the settings or the locale (:mod:`rage_tui.cli.lang`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from rage_tui import __version__
from rage_tui.cli.errors import UserError
from rage_tui.cli.texts import _, argparse_in_language
from rage_tui.i18n import LANGUAGES, language, set_language

if TYPE_CHECKING:
    import argparse


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    import argparse

    from rage_tui.cli import cards, decks

    parser = argparse.ArgumentParser(
        prog="rage-tui",
        description=_("Rage (Werewolf: The Apocalypse, 1995) in your terminal."),
    )
    parser.add_argument("--version", action="version", version=f"rage-tui {__version__}",
                        help=_("show the version of rage-tui and exit"))
    sub = parser.add_subparsers(dest="command", metavar=_("COMMAND"))
    cards.register(sub)
    decks.register(sub)
    for module in _optional_modules():
        module.register(sub)
    from rage_tui.cli import serve

    serve.register(sub)
    _add_language_option(parser)
    return parser


def _add_language_option(parser: argparse.ArgumentParser) -> None:
    """``--lang`` on ``parser`` and on every subcommand under it, so it may come before or
    after the subcommand (the value was already read by :func:`main`; this shows it in each
    help and lets the parser accept it)."""
    import argparse

    parser.add_argument(
        "--lang", choices=list(LANGUAGES), default=argparse.SUPPRESS,
        help=_("the language of rage-tui: en (English) or pl (Polish); default: the one "
               "chosen in the settings, else RAGE_TUI_LANG, else the system locale"))
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in dict.fromkeys(action.choices.values()):
                _add_language_option(child)


def _optional_modules() -> list[Any]:
    import importlib

    found: list[Any] = []
    for name in ("play", "sim", "scenario", "demo", "bench", "campaign", "rulesets", "rules",
                 "verify"):
        try:
            found.append(importlib.import_module(f"rage_tui.cli.{name}"))
        except ModuleNotFoundError as exc:
            if exc.name != f"rage_tui.cli.{name}":
                raise
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``rage-tui`` console script."""
    from rage_tui.cli.lang import (
        LanguageError,
        check_option,
        language_option,
        resolve_language,
        settings_language,
        without_language_option,
    )

    words = list(sys.argv[1:] if argv is None else argv)
    before = language()
    try:
        # the language of everything below (and of an error about --lang itself): the
        # settings, the environment or the locale, unless --lang says otherwise
        set_language(resolve_language(None, settings_language(), os.environ))
        try:
            chosen = language_option(words)
            if chosen is not None:
                set_language(check_option(chosen))
        except LanguageError as exc:
            print(_("rage-tui: error: {problem}").format(problem=exc), file=sys.stderr)
            return 2
        if not without_language_option(words):
            # the title screen: skip the argument parser, which imports argparse and every
            # subcommand (the first frame comes sooner)
            default = _default_handler()
            if default is not None:
                return _guarded(default, SimpleNamespace(command=None))
        with argparse_in_language():
            return _run_words(words)
    finally:
        set_language(before)  # main() called in-process (tests) leaves the language as it was


def _run_words(words: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(words)
    if getattr(args, "lang", None):
        set_language(args.lang)  # an abbreviated option (--la pl) that only argparse saw
    handler = getattr(args, "handler", None)
    if handler is None:
        default = _default_handler()
        if default is None:
            parser.print_help()
            return 0
        handler = default
    return _guarded(handler, args)


def _guarded(handler: Any, args: argparse.Namespace | SimpleNamespace) -> int:
    """Run a command; bad input and internal errors become plain messages and exit codes."""
    try:
        return int(handler(args))
    except UserError as exc:
        print(_("error: {problem}").format(problem=exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:
        # imported only now: whatever raised a ContentError has imported it already
        from rage_tui.content.errors import ContentError

        if isinstance(exc, ContentError):
            for problem in exc.problems:
                print(_("error: {problem}").format(problem=problem), file=sys.stderr)
            return 1
        log = _crash_log()
        print(_("rage-tui hit an internal error: {kind}: {problem}").format(
            kind=exc.__class__.__name__, problem=exc), file=sys.stderr)
        if log is not None:
            print(_("details were written to {path}").format(path=log), file=sys.stderr)
        else:
            print(_("(the details could not be written to the crash folder)"), file=sys.stderr)
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
