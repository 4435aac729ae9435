"""``rage-tui scenario run``: run scenario files and report every expectation."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from rage_tui.cli.rulesets import add_ruleset_option
from rage_tui.cli.texts import _
from rage_tui.content.errors import ContentError


def register(sub: Any) -> None:
    """Add the ``scenario`` subcommands."""
    p = sub.add_parser("scenario", help=_("run scenario files"))
    ssub = p.add_subparsers(dest="scenario_command", metavar=_("ACTION"), required=True)
    run = ssub.add_parser("run", help=_("run scenarios and check their expectations"))
    run.add_argument("files", nargs="+", type=Path, metavar=_("FILE"),
                     help=_("scenario files or folders"))
    run.add_argument("-v", "--verbose", action="store_true", help=_("print the event log too"))
    add_ruleset_option(run, default=None,
                       help_text=_("play every file under this ruleset (default: as each "
                                   "file says)"))
    run.set_defaults(handler=cmd_run)


def cmd_run(args: argparse.Namespace) -> int:
    """Run each scenario; print pass/fail per expectation and a summary line."""
    from rage_tui.cli.cards import empty_folders
    from rage_tui.content.bundled import bundled_library
    from rage_tui.content.library import iter_card_files
    from rage_tui.i18n import render
    from rage_tui.scenarios import run_file

    if empty_folders(args.files, scenarios=True):
        return 1
    base = bundled_library()
    passed = failed = 0
    for path in iter_card_files(args.files):
        try:
            result = run_file(path, base, args.ruleset)
        except ContentError as exc:
            failed += 1
            print(_("FAIL {path}").format(path=path))
            for problem in exc.problems:
                print(_("  error: {problem}").format(problem=problem))
            continue
        ok = result.passed
        passed += ok
        failed += not ok
        print(_("{verdict} {path}: {name}").format(verdict=_("PASS") if ok else _("FAIL"),
                                                    path=path, name=render(result.name)))
        for c in result.checks:
            mark = _("ok  ") if c.ok else _("FAIL")
            detail = "" if c.ok else f" ({render(c.detail)})"
            print(f"  {mark} {render(c.label)}{detail}")
        if result.error:
            print(_("  error: {problem}").format(problem=render(result.error)))
        if args.verbose and result.game is not None:
            for e in result.game.state.events:
                print(f"    | {render(e.text)}")
    print(_("scenarios: {passed} passed, {failed} failed").format(passed=passed, failed=failed))
    return 0 if failed == 0 else 1
