"""``rage-tui demo``: list, verify, read or watch the narrated rules demos."""

from __future__ import annotations

import argparse
from typing import Any

from rage_tui.cli.texts import _


def register(sub: Any) -> None:
    """Add the ``demo`` command."""
    p = sub.add_parser(
        "demo", help=_("narrated rules demos (list, verify, read, or watch one in the app)"),
        description=_("Short narrated situations played through the real rules engine. Each "
                      "step says what happens, why, and which rule applies."))
    p.add_argument("name", nargs="?", metavar=_("NAME"),
                   help=_("the demo to open (see --list)"))
    p.add_argument("--list", action="store_true", help=_("list the demos"))
    p.add_argument("--verify", action="store_true",
                   help=_("run every demo headless and check its expectations"))
    p.add_argument("--text", action="store_true",
                   help=_("print the narrated walkthrough instead of opening the app"))
    p.add_argument("--pace", type=float, default=None, metavar=_("SECONDS"),
                   help=_("seconds per step when autoplaying in the app (default 4)"))
    p.set_defaults(handler=cmd_demo)


def cmd_demo(args: argparse.Namespace) -> int:
    """Dispatch ``rage-tui demo``."""
    from rage_tui.cli.errors import UserError

    if args.verify:
        return _verify()
    if args.list or not args.name:
        if args.text:
            raise UserError(_("--text needs a demo name (see 'rage-tui demo --list')"))
        return _list()
    from rage_tui.demos import DemoError, find_demo, run_demo, walkthrough

    try:
        info = find_demo(args.name)
    except DemoError as exc:
        scripted = _scripted_named(args.name)
        if scripted is None:
            raise UserError(str(exc)) from None
        if not args.text and args.pace is not None and args.pace < 0:
            raise UserError(_("--pace must be zero or more seconds")) from None
        return _scripted_text(scripted, args.text, args.pace)
    if args.text:
        run = run_demo(info)
        print(walkthrough(run))
        return 0 if run.passed else 1
    if args.pace is not None and args.pace < 0:
        raise UserError(_("--pace must be zero or more seconds"))
    return _open_app(info.name, args.pace)


def _list() -> int:
    from rage_tui.demos import list_demos
    from rage_tui.i18n import render

    demos = list_demos()
    if not demos:
        print(_("no demos are installed"))
        return 0
    scripted = _scripted()
    width = max(len(n) for n in [*(d.name for d in demos), *(n for _, n, _ in scripted)])
    for d in demos:
        print(f"{d.name:<{width}}  {render(d.title)}")
    for rid, name, run in scripted:
        print(f"{name:<{width}}  {render(run.title)} [{rid}]")
    print()
    print(_("{n} demos. 'rage-tui demo NAME' opens one; add --text to read it here.").format(
        n=len(demos) + len(scripted)))
    return 0


def _scripted() -> list[tuple[str, str, Any]]:
    """Every scripted demo of the rulesets that declare them (``RulesetPlugin.demo_runner``):
    (ruleset, short name, run)."""
    import re

    from rage_tui.engine.plugin import resolve
    from rage_tui.rulesets import plugin
    from rage_tui.scripted_demos import ruleset_demos

    return [(rid, re.sub(r"^\d+[-_]", "", path.stem),
             resolve(plugin(rid).demo_runner)(path)) for rid, path in ruleset_demos()]


def _scripted_named(name: str) -> Any:
    key = name.strip().lower().removesuffix(".yaml")
    for _rid, short, run in _scripted():
        if key in (short, run.path.stem):
            return run
    return None


def _scripted_text(run: Any, text: bool, pace: float | None = None) -> int:
    from rage_tui.cli.errors import UserError
    from rage_tui.rulesets import plugin
    from rage_tui.scripted_demos import walkthrough

    if not text:
        if run.ruleset and plugin(run.ruleset).ui_adapter:  # the app draws it: watch it there
            return _open_app(run.path.stem, pace, run.path)
        raise UserError(_("this demo's rules are not in the app yet: read it with --text"))
    print(walkthrough(run))
    return 0 if run.passed else 1


def _verify() -> int:
    import sys

    from rage_tui.cli.progress import is_terminal, progress
    from rage_tui.demos import list_demos, verify_all

    passed = failed = 0
    # On a terminal a bar shows the demo being run and the lines come when all are done;
    # otherwise each demo's PASS/FAIL line is printed as it finishes (that is the progress).
    held: list[str] | None = [] if is_terminal(sys.stderr) else None

    def say(line: str) -> None:
        if held is None:
            print(line, flush=True)
        else:
            held.append(line)

    from rage_tui.i18n import render

    with progress(_("verifying demos"), len(list_demos()), unit=_("demos"),
                  plain=False) as update:
        for i, (info, run) in enumerate(verify_all(), start=1):
            update(i, info.name)
            res = run.result
            ok = res.passed and bool(res.checks)
            passed += ok
            failed += not ok
            say(_("{verdict} {name}: {title} ({steps} steps, {checks} checks)").format(
                verdict=_("PASS") if ok else _("FAIL"), name=info.name,
                title=render(info.title), steps=len(run.steps), checks=len(res.checks)))
            for c in res.checks:
                if not c.ok:
                    say(_("  FAIL {check} ({detail})").format(check=render(c.label),
                                                             detail=render(c.detail)))
            if res.error:
                say(_("  error: {problem}").format(problem=render(res.error)))
            if not res.checks and not res.error:
                say(_("  error: the demo checks nothing"))
    for line in held or ():
        print(line)
    for rid, name, run in _scripted():
        ok = run.passed
        passed += ok
        failed += not ok
        print(_("{verdict} {name}: {title} ({steps} steps, {checks} checks)").format(
            verdict=_("PASS") if ok else _("FAIL"), name=name,
            title=f"{render(run.title)} [{rid}]", steps=len(run.beats),
            checks=len(run.checks)))
        for label, good, detail in run.checks:
            if not good:
                print(_("  FAIL {check} ({detail})").format(check=label, detail=detail))
        if run.error:
            print(_("  error: {problem}").format(problem=run.error))
    print(_("demos: {passed} passed, {failed} failed").format(passed=passed, failed=failed))
    return 0 if failed == 0 else 1


def _open_app(name: str, pace: float | None, scripted: Any = None) -> int:
    import sys

    from rage_tui.cli.play import _needs_terminal, app_language
    from rage_tui.ui.screens.demo_launch import make_demo_app

    _needs_terminal()
    app = make_demo_app(name, pace=pace, scripted=scripted, **app_language())
    app.run()
    if app.crash_message:
        print(app.crash_message, file=sys.stderr)
        return 70
    return 0
