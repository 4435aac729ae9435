"""``rage-tui rulesets`` and the ``--ruleset`` option of the commands that make games."""

from __future__ import annotations

import argparse
from typing import Any

from rage_tui.cli.texts import _
from rage_tui.rulesets import RULESETS


def register(sub: Any) -> None:
    """Add the ``rulesets`` command."""
    p = sub.add_parser("rulesets", help=_("list the rulesets a game can be played under"))
    p.set_defaults(handler=cmd_rulesets)


def add_ruleset_option(p: argparse.ArgumentParser, default: str | None = "rage-1995",
                       help_text: str | None = None, headless: bool = False) -> None:
    """The ``--ruleset`` option (checked against the offered rulesets; ``headless``: also
    those that run only headless, for commands that need no UI, such as ``sim``)."""
    from rage_tui.rulesets import HEADLESS

    known = list(RULESETS) + (list(HEADLESS) if headless else [])
    p.add_argument("--ruleset", choices=known, default=default,
                   help=help_text or _("the rules to play by (see 'rage-tui rulesets'; "
                                       "default: rage-1995)"))


def cmd_rulesets(args: argparse.Namespace) -> int:
    """One line per ruleset (its description from the ``cli`` catalogue: the English texts of
    :data:`rage_tui.rulesets.RULESETS` are message ids there)."""
    width = max(len(r) for r in RULESETS)
    for rid, about in RULESETS.items():
        print(f"{rid:<{width}}  {_(about)}")
    return 0
