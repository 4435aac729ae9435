"""``rage-tui deck check``: the rage-1995 construction rules for deck files."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from rage_tui.content.errors import ContentError


def register(sub: Any) -> None:
    """Add the ``deck`` subcommands."""
    p = sub.add_parser("deck", help="check deck files")
    dsub = p.add_subparsers(dest="deck_command", metavar="ACTION", required=True)
    check = dsub.add_parser("check", help="check decks against the construction rules")
    check.add_argument("files", nargs="+", type=Path)
    check.add_argument("--renown", type=int, default=20, help="Renown level (default 20)")
    check.add_argument("--club-rules", action="store_true", help="apply Givors' club rules")
    check.add_argument("--cards", action="append", type=Path, default=[], metavar="PATH",
                       help="extra card file or folder the decks use (repeatable)")
    check.set_defaults(handler=cmd_check)


def cmd_check(args: argparse.Namespace) -> int:
    """Check each deck; list every violation; exit 1 if any deck is illegal."""
    from rage_tui.cli import UserError
    from rage_tui.content.bundled import bundled_library
    from rage_tui.content.decks import load_deck
    from rage_tui.content.library import load_library_lenient
    from rage_tui.rulesets.rage1995.construction import check_deck

    if not 1 <= args.renown <= 1000:
        raise UserError("--renown must be from 1 to 1000")
    for p in args.cards:
        if not p.exists():
            raise UserError(f"no such card file or folder: {p}")
    lib = bundled_library()
    if args.cards:
        lib, card_problems = load_library_lenient(args.cards, base=lib)
        if card_problems:
            raise ContentError(card_problems)
    bad = 0
    for path in args.files:
        try:
            deck = load_deck(path)
        except ContentError as exc:
            bad += 1
            for problem in exc.problems:
                print(f"{problem}")
            continue
        problems = check_deck(deck, lib.cards, args.renown, args.club_rules)
        if problems:
            bad += 1
            print(f"{path}: {deck.name}: {len(problems)} problem(s)")
            for text in problems:
                print(f"  - {text}")
        else:
            print(f"{path}: {deck.name}: ok ({deck.sept_count} sept, {deck.combat_count} combat)")
    print(f"decks: {len(args.files) - bad} ok, {bad} with problems")
    return 1 if bad else 0
