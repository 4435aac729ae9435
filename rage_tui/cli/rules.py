"""``rage-tui rules``: read a ruleset's rules reference in the terminal (the same sections the
reference screen shows and the game log's citations open), for every ruleset that brings one,
the ones not offered in the app yet included."""

from __future__ import annotations

import argparse
from typing import Any

from rage_tui.cli.texts import _
from rage_tui.i18n import render


def register(sub: Any) -> None:
    """Add the ``rules`` command."""
    from rage_tui.cli.rulesets import add_ruleset_option

    p = sub.add_parser("rules", help=_("read a ruleset's rules reference"))
    p.add_argument("words", nargs="*", metavar=_("WORDS"),
                   help=_("a rule id as the game log cites it (e.g. 'rules decision L6'), or "
                          "words to search for; none: the list of sections"))
    add_ruleset_option(p, headless=True)
    p.set_defaults(handler=cmd_rules)


def cmd_rules(args: argparse.Namespace) -> int:
    """Print the section a citation names, else the sections matching the words (exit 1 when
    none does), else the reference's table of contents."""
    from rage_tui.references import reference_for

    ref = reference_for(args.ruleset)
    query = " ".join(args.words).strip()
    if not query:
        print(render(ref.title))
        for part in ref.parts:
            print(f"\n{render(part)}")
            for s in ref.sections:
                if s.part == part:
                    print(f"  {s.key:<24} {render(s.title)}")
        return 0
    cited = ref.find(query)
    found = [cited] if cited is not None else ref.search(query)
    if not found:
        print(_("no section of the {ruleset} rules reference matches '{words}'").format(
            ruleset=args.ruleset, words=query))
        return 1
    print("\n\n".join(s.text() for s in found))
    return 0
