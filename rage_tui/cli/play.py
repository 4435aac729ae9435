"""``rage-tui`` with no command (the title screen), ``rage-tui play``, ``solo`` and ``load``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from rage_tui.cli.texts import _

if TYPE_CHECKING:
    import argparse


def register(sub: Any) -> None:
    """Add the ``play``, ``solo`` and ``load`` subcommands."""
    p = sub.add_parser("play", help=_("set up a hot-seat game (2-5 players, bots welcome)"))
    _common(p)
    p.set_defaults(handler=cmd_play)
    s = sub.add_parser("solo", help=_("set up a game against bot packs or a prey campaign"))
    _common(s)
    s.add_argument("--bot", default=None, metavar="BOT",
                   help=_("set up a custom table against this bot instead (any of 'rage-tui "
                          "sim' players, e.g. random)"))
    s.set_defaults(handler=cmd_solo)
    ld = sub.add_parser("load", help=_("continue a saved game"))
    ld.add_argument("file", type=Path, metavar=_("FILE"), help=_("a save file"))
    _pace(ld)
    ld.set_defaults(handler=cmd_load)


def _common(p: argparse.ArgumentParser) -> None:
    from rage_tui.cli.rulesets import add_ruleset_option

    p.add_argument("--seed", type=seed_arg, default=None, metavar=_("SEED"),
                   help=_("the game's seed (default: random)"))
    add_ruleset_option(p, default=None, help_text=_("the rules to play by (see 'rage-tui "
                                                    "rulesets'; default: as last time, else "
                                                    "rage-1995)"))
    _pace(p)


def _pace(p: argparse.ArgumentParser) -> None:
    p.add_argument("--pace", type=float, default=None, metavar=_("SECONDS"),
                   help=_("pause before each bot decision (default: from settings, 0.6)"))


def _needs_terminal() -> None:
    """Refuse to start the full-screen app without a terminal to draw on and read keys from
    (it would wait for keys forever)."""
    import sys

    from rage_tui.cli.errors import UserError

    streams = (sys.__stdin__, sys.__stderr__)
    if not all(s is not None and s.isatty() for s in streams):
        raise UserError(_("the game needs an interactive terminal (keyboard input and screen "
                          "output must not be redirected); for scripts use 'rage-tui sim' or "
                          "'rage-tui scenario run'"))


def app_language() -> dict[str, str]:
    """``language=`` for the app: the language ``--lang``, the settings or the locale chose
    (:mod:`rage_tui.cli.lang`), so the app does not fall back to its settings over ``--lang``
    (empty for an app that takes no language: it speaks the one already set)."""
    import inspect

    from rage_tui.i18n import language
    from rage_tui.ui.app import RageApp

    takes = "language" in inspect.signature(RageApp.__init__).parameters
    return {"language": language()} if takes else {}


def _run(**kwargs: Any) -> int:
    from rage_tui.cli.errors import UserError

    pace = kwargs.pop("pace", None)
    if pace is not None and pace < 0:
        raise UserError(_("--pace must be zero or more seconds"))
    _needs_terminal()
    from rage_tui.ui.app import make_app

    app = make_app(bot_delay=pace, **kwargs, **app_language())
    app.run()
    if app.crash_message:
        import sys

        print(app.crash_message, file=sys.stderr)
        return 70
    return 0


def run_title(args: argparse.Namespace) -> int:
    """The title screen (``rage-tui`` with no command)."""
    return _run(start="title")


def cmd_play(args: argparse.Namespace) -> int:
    """The New game screen for hot-seat play."""
    return _run(start="play", seed=args.seed, pace=args.pace, ruleset=args.ruleset)


def cmd_solo(args: argparse.Namespace) -> int:
    """The Solo screen (or, with ``--bot``, the New game screen for a custom table)."""
    from rage_tui.ai.registry import AGENTS

    if args.bot is not None and args.bot not in AGENTS:
        from rage_tui.cli.errors import UserError

        raise UserError(_("unknown bot '{bot}' (known: {known})").format(
            bot=args.bot, known=", ".join(AGENTS)))
    return _run(start="solo", seed=args.seed, pace=args.pace, bot=args.bot,
                ruleset=args.ruleset)


def cmd_load(args: argparse.Namespace) -> int:
    """Load a save file and play on."""
    return _run(start="load", load_path=args.file, pace=args.pace)


def seed_arg(text: str) -> int:
    """A seed: a whole number of at most 40 digits (what a save file can hold)."""
    import argparse

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("not a whole number: {text!r}").format(text=text[:40])) from None
    if abs(value) >= 10**40:
        raise argparse.ArgumentTypeError(_("a seed may have at most 40 digits"))
    return value
