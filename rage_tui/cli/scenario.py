"""``rage-tui scenario run``: run scenario files and report every expectation."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from rage_tui.cli.rulesets import add_ruleset_option
from rage_tui.content.errors import ContentError


def register(sub: Any) -> None:
    """Add the ``scenario`` subcommands."""
    p = sub.add_parser("scenario", help="run scenario files")
    ssub = p.add_subparsers(dest="scenario_command", metavar="ACTION", required=True)
    run = ssub.add_parser("run", help="run scenarios and check their expectations")
    run.add_argument("files", nargs="+", type=Path)
    run.add_argument("-v", "--verbose", action="store_true", help="print the event log too")
    add_ruleset_option(run, default=None,
                       help_text="play every file under this ruleset (default: as each "
                                 "file says)")
    run.set_defaults(handler=cmd_run)


def cmd_run(args: argparse.Namespace) -> int:
    """Run each scenario; print pass/fail per expectation and a summary line."""
    from rage_tui.content.bundled import bundled_library
    from rage_tui.content.library import iter_card_files
    from rage_tui.scenarios import run_file

    base = bundled_library()
    passed = failed = 0
    for path in iter_card_files(args.files):
        try:
            result = run_file(path, base, args.ruleset)
        except ContentError as exc:
            failed += 1
            print(f"FAIL {path}")
            for problem in exc.problems:
                print(f"  error: {problem}")
            continue
        ok = result.passed
        passed += ok
        failed += not ok
        print(f"{'PASS' if ok else 'FAIL'} {path}: {result.name}")
        for c in result.checks:
            mark = "ok  " if c.ok else "FAIL"
            detail = "" if c.ok else f" ({c.detail})"
            print(f"  {mark} {c.label}{detail}")
        if result.error:
            print(f"  error: {result.error}")
        if args.verbose and result.game is not None:
            for e in result.game.state.events:
                print(f"    | {e.text}")
    print(f"scenarios: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1
