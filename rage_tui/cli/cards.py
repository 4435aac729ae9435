"""``rage-tui cards``: check, show and export the schema of the card library."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

from rage_tui.cli.texts import _
from rage_tui.content.errors import Problem

BIG_FOLDER = 20  # card files from which `cards check` shows its progress


def register(sub: Any) -> None:
    """Add the ``cards`` subcommands."""
    p = sub.add_parser("cards", help=_("check, show or describe cards"))
    csub = p.add_subparsers(dest="cards_command", metavar=_("ACTION"), required=True)
    check = csub.add_parser("check", help=_("validate the bundled library and any given files"))
    check.add_argument("paths", nargs="*", type=Path, metavar=_("PATH"),
                       help=_("extra card files or folders"))
    from rage_tui.cli.rulesets import add_ruleset_option

    add_ruleset_option(check, default=None, headless=True, help_text=_(
        "check only this ruleset's library, the PATHs read as its cards (default: every "
        "ruleset's bundled library, the PATHs as rage-1995 cards)"))
    check.set_defaults(handler=cmd_check)
    show = csub.add_parser("show", help=_("show one card"))
    show.add_argument("card_id", metavar=_("CARD_ID"), help=_("the card's id (its file name)"))
    show.add_argument("paths", nargs="*", type=Path, metavar=_("PATH"),
                      help=_("extra card files or folders"))
    show.set_defaults(handler=cmd_show)
    schema = csub.add_parser("schema", help=_("print the JSON Schema of a card file"))
    schema.set_defaults(handler=cmd_schema)


def cmd_check(args: argparse.Namespace) -> int:
    """Validate cards, compare each card's text with its fields and effects, print counts per
    type, then ``cards: N ok, M incomplete, E errors``.

    A card marked ``incomplete: <reason>`` is counted as incomplete (its reason is listed).
    Otherwise every mismatch between text and effects (see :mod:`rage_tui.content.cardcheck`)
    is an error; a card of yours whose text has no effects is only a warning (resolved by hand
    in play) and counts as incomplete.
    """
    from rage_tui.cli.errors import UserError
    from rage_tui.rulesets import plugin, plugins

    for p in args.paths:
        if not p.exists():
            raise UserError(_("no such file or folder: {path}").format(path=p))
    if empty_folders(args.paths):
        return 1
    ruleset = getattr(args, "ruleset", None)
    if ruleset is not None and plugin(ruleset).check_cards:
        return _own_check(ruleset, args.paths)
    failed = False
    if ruleset is None:  # the other rulesets' bundled libraries, one summary line each
        for rid, declared in plugins().items():
            if declared.check_cards:
                failed |= _own_check(rid, [], brief=True) != 0
    return max(_rage_check(args), int(failed))


def _own_check(ruleset: str, paths: list[Path], brief: bool = False) -> int:
    """A ruleset's own card check (``RulesetPlugin.check_cards``): its problems, then (unless
    ``brief``) its counts per kind, then its summary line."""
    from rage_tui.engine.plugin import resolve
    from rage_tui.rulesets import plugin

    report = resolve(plugin(ruleset).check_cards)(paths)
    for found in report.incomplete:
        print(_("incomplete: {path}:{line}: card '{card}': {reason}").format(
            path=found.path, line=found.line, card=found.card, reason=found.message))
    for problem in report.problems:
        print(_("error: {problem}").format(problem=problem))
    summary = _("cards: {ok} ok, {incomplete} incomplete, {errors} errors").format(
        ok=report.ok, incomplete=len(report.incomplete), errors=len(report.problems))
    if brief:
        print(f"{ruleset}: {summary}")
    else:
        counts = Counter(card.type for card in report.cards.values())
        for kind, n in sorted(counts.items()):
            print(f"  {kind:<14} {n:>4}")
        print(summary)
    return 1 if report.problems else 0


def _rage_check(args: argparse.Namespace) -> int:
    """The rage-1995 library (the format rage-unlimited shares) and the PATHs as its cards."""
    from rage_tui.content.bundled import cards_dir, data_root
    from rage_tui.content.cardcheck import (
        missing_implementation,
        text_mismatches,
        unknown_primitives,
    )
    from rage_tui.content.library import load_library_lenient

    lib, problems = load_library_lenient([cards_dir()], shown_root=data_root())
    if args.paths:
        from rage_tui.cli.progress import progress
        from rage_tui.content.library import iter_card_files

        files = iter_card_files(args.paths)
        # A bar (or plain lines) only for big folders: small checks stay quiet.
        if len(files) >= BIG_FOLDER:
            with progress(_("checking cards"), len(files), unit=_("files")) as update:
                done = iter(range(1, len(files) + 1))
                lib, more = load_library_lenient(files, base=lib,
                                                 on_file=lambda _path: update(next(done)))
        else:
            lib, more = load_library_lenient(files, base=lib)
        problems.extend(more)
    bundled = set(_bundled_ids())
    incomplete = 0
    for cid, card in sorted(lib.cards.items()):
        path, line = lib.origin[cid]
        unknown = unknown_primitives(card)
        if unknown:  # (in a card of yours as in the bundled library: at the effect's line)
            for i, effect in enumerate(card.effects):
                names = [n for n in unknown if n in (effect.do, f"when: {effect.when}")]
                if names:
                    key = "do" if effect.do in names else "when"
                    problems.append(Problem(
                        path, lib.line_at(cid, ("effects", i, key)),
                        _("unknown effect primitive(s): {names}").format(
                            names=", ".join(names)), card=cid, field=f"effects.{i}.{key}"))
            continue
        if card.incomplete:
            incomplete += 1
            print(_("incomplete: {path}:{line}: card '{card}': {reason}").format(
                path=path, line=line, card=cid, reason=card.incomplete))
            continue
        why = missing_implementation(card)
        if why is not None:
            if cid in bundled:
                problems.append(Problem(path, line, why, card=cid, field="effects"))
            else:
                incomplete += 1
                print(_("warning: {path}:{line}: card '{card}' {why} (it will be resolved "
                        "by hand)").format(path=path, line=line, card=cid, why=why))
            continue
        for mismatch in text_mismatches(card, lib.cards):
            problems.append(Problem(path, line, mismatch, card=cid, field="text"))
    for problem in problems:
        print(_("error: {problem}").format(problem=problem))
    counts = Counter(card.card_type.value for card in lib.cards.values())
    for kind, n in sorted(counts.items()):
        print(f"  {kind:<14} {n:>4}")
    bad_ids = {p.card for p in problems}
    ok = sum(1 for cid in lib.cards if cid not in bad_ids) - incomplete
    print(_("cards: {ok} ok, {incomplete} incomplete, {errors} errors").format(
        ok=ok, incomplete=incomplete, errors=len(problems)))
    return 1 if problems else 0


def empty_folders(paths: list[Path], scenarios: bool = False) -> list[Path]:
    """The folders among ``paths`` that hold no card (``scenarios``: scenario) file, each
    reported on stderr as an error: checking nothing is not a success."""
    import sys

    from rage_tui.content.library import iter_card_files

    empty = [p for p in paths if p.is_dir() and not iter_card_files([p])]
    for p in empty:
        text = _("error: no scenario files in {path} (a scenario file ends in .yaml or .yml)") \
            if scenarios else _("error: no card files in {path} (a card file ends in .yaml or "
                                ".yml)")
        print(text.format(path=p), file=sys.stderr)
    return empty


def _bundled_ids() -> list[str]:
    from rage_tui.content.bundled import bundled_library
    from rage_tui.content.errors import ContentError

    try:
        return list(bundled_library().cards)
    except ContentError:
        return []


def cmd_show(args: argparse.Namespace) -> int:
    """Render one card with Rich."""
    from rich.console import Console

    from rage_tui.cli.errors import UserError
    from rage_tui.content.bundled import cards_dir, data_root
    from rage_tui.content.library import load_library
    from rage_tui.ui.render import card_panel

    lib = load_library([cards_dir(), *args.paths], shown_root=data_root())
    card = lib.cards.get(args.card_id)
    if card is None:
        import difflib

        close = difflib.get_close_matches(args.card_id, list(lib.cards), n=3)
        hint = _(" (did you mean {ids}?)").format(ids=", ".join(close)) if close else ""
        raise UserError(_("no card with id '{card}'{hint}").format(card=args.card_id, hint=hint))
    Console().print(card_panel(card))
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    """Print the JSON Schema of a card file."""
    from rage_tui.content.schema import card_file_json_schema
    print(json.dumps(card_file_json_schema(), indent=2))
    return 0
