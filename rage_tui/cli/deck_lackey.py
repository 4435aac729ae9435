"""``rage-tui deck import`` and ``deck export``: LackeyCCG deck files in and out, and V:TES deck
lists (:mod:`rage_tui.cli.deck_vtes`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from rage_tui.cli.texts import _, ngettext
from rage_tui.i18n import render
from rage_tui.safeio import write_atomic


def register(dsub: Any) -> None:
    """Add ``import`` and ``export`` to the ``deck`` subcommands."""
    from rage_tui.cli.rulesets import add_ruleset_option

    imp = dsub.add_parser("import",
                          help=_("turn a LackeyCCG deck (.txt or .dek) or a V:TES deck list "
                                 "into a deck file"))
    imp.add_argument("file", type=Path, metavar=_("FILE"),
                     help=_("a Lackey deck: 'count<TAB>name' text or .dek XML; a V:TES list "
                            "with 'Crypt' and 'Library' sections of '3x Name' lines"))
    imp.add_argument("-o", "--output", type=Path, default=None, metavar=_("OUT"),
                     help=_("deck file to write (default: your deck folder, where the app "
                            "offers it)"))
    imp.add_argument("--name", default=None, metavar=_("NAME"),
                     help=_("the deck's name (default: from the file)"))
    imp.add_argument("--allegiance", choices=["gaia", "wyrm"], default=None,
                     help=_("the deck's side (default: from its characters)"))
    imp.add_argument("--force", action="store_true", help=_("overwrite OUT if it exists"))
    add_ruleset_option(imp, default=None, headless=True,
                       help_text=_("the game the deck is for (default: vtes for a list with "
                                   "a Crypt section, else rage-1995)"))
    imp.set_defaults(handler=cmd_import)
    exp = dsub.add_parser("export", help=_("write a deck as a LackeyCCG text deck (a V:TES "
                                           "deck: as the deck tools' plain-text list)"))
    exp.add_argument("deck", metavar=_("DECK"),
                     help=_("a deck file, or the name of a bundled or saved deck"))
    exp.add_argument("-o", "--output", type=Path, default=None, metavar=_("OUT"),
                     help=_("file to write (default: print it)"))
    exp.set_defaults(handler=cmd_export)


def cmd_import(args: argparse.Namespace) -> int:
    """Import a Lackey deck; exit 1 listing every card that did not match."""
    from rage_tui.cli.deck_vtes import cmd_import_vtes, looks_like_vtes, read_text
    from rage_tui.cli.errors import UserError
    from rage_tui.content.bundled import bundled_library
    from rage_tui.content.deck_writer import deck_file_stem, write_deck
    from rage_tui.content.lackey import import_entries, read_lackey
    from rage_tui.engine.cards import Allegiance
    from rage_tui.rulesets import plugin

    path: Path = args.file
    if not path.is_file():
        raise UserError(_("no such file: {path}").format(path=path))
    if args.ruleset == "vtes":
        return cmd_import_vtes(args)
    if args.ruleset is None and path.suffix.lower() != ".dek":
        text = read_text(path)
        if looks_like_vtes(text):
            return cmd_import_vtes(args, text)
    entries = read_lackey(path)
    stem = " ".join(path.stem.replace("_", " ").replace("-", " ").split())
    name = (args.name or stem[:1].upper() + stem[1:] or "Imported deck")[:80]
    side = Allegiance(args.allegiance) if args.allegiance else None
    lib = bundled_library()
    result = import_entries(entries, lib.cards, name, side,
                            description=f"Imported from the Lackey deck {path.name}.")
    for entry, close in result.unknown:
        hint = _(" (did you mean {names}?)").format(
            names=", ".join(repr(c) for c in close)) if close else ""
        print(_("{path}:{line}: unknown card '{name}'{hint}").format(
            path=path, line=entry.line, name=entry.name, hint=hint), file=sys.stderr)
    for entry, ids in result.ambiguous:
        print(_("{path}:{line}: '{name}' names {n} cards: write {choices}").format(
            path=path, line=entry.line, name=entry.name, n=len(ids),
            choices=_(" or ").join(f"'{lib.cards[c].name} ({c})'" for c in ids)),
            file=sys.stderr)
    for entry in result.skipped:
        print(_("{path}:{line}: not imported: {count} x {name} (section '{section}' is not "
                "part of a Rage deck)").format(path=path, line=entry.line, count=entry.count,
                                                name=entry.name, section=entry.section))
    for text in result.errors:
        print(f"{path}: {text}", file=sys.stderr)
    if not result.ok or result.deck is None:
        bad = len(result.unknown) + len(result.ambiguous)
        print(_("import: no deck written ({bad} card name(s) not matched, {other} other "
                "problem(s))").format(bad=bad, other=len(result.errors)), file=sys.stderr)
        return 1
    deck = result.deck
    out: Path = args.output if args.output is not None else _user_deck_path(deck_file_stem(name))
    if out.exists() and not args.force:
        raise UserError(_("{path} exists: give --force to overwrite it, or -o another file")
                        .format(path=out))
    try:
        write_deck(deck, out, comment=f"Imported from {path.name} by rage-tui deck import.")
    except OSError as exc:
        raise UserError(_("cannot write {path}: {reason}").format(
            path=out, reason=exc.strerror or exc)) from None
    print(_("wrote {path}: {name} ({side}), {pack} characters, {sept} sept, {combat} combat")
          .format(path=out, name=deck.name, side=deck.allegiance.value, pack=len(deck.pack),
                  sept=deck.sept_count, combat=deck.combat_count))
    problems = plugin(deck.ruleset).deck_check(deck, lib.cards, {})
    if problems:
        print(ngettext("construction (renown level 20): {n} problem; see rage-tui deck check "
                       "{path}", "construction (renown level 20): {n} problems; see rage-tui "
                       "deck check {path}", len(problems)).format(n=len(problems), path=out))
        for text in problems:
            print(f"  - {render(text)}")
    return 0


def _user_deck_path(stem: str) -> Path:
    from rage_tui.ui.paths import user_decks_dir

    return user_decks_dir() / f"{stem}.yaml"


def cmd_export(args: argparse.Namespace) -> int:
    """Print (or write) a deck as Lackey text."""
    from rage_tui.cli.deck_vtes import cmd_export_vtes, is_vtes_deck_file
    from rage_tui.cli.errors import UserError
    from rage_tui.content.bundled import bundled_library
    from rage_tui.content.decks import load_deck
    from rage_tui.content.lackey import export_text

    path = _find_deck(args.deck)
    if is_vtes_deck_file(path):
        return cmd_export_vtes(path, args.output)
    deck = load_deck(path)
    lib = bundled_library()
    missing = sorted({c for c in (*deck.pack, *(c for c, _ in deck.sept),
                                  *(c for c, _ in deck.combat)) if c not in lib.cards})
    if missing:
        raise UserError(_("{path}: unknown card id(s): {ids}").format(
            path=path, ids=", ".join(missing)))
    text = export_text(deck, lib.cards)
    if args.output is None:
        sys.stdout.write(text)
        return 0
    try:
        write_atomic(args.output, text)
    except OSError as exc:
        raise UserError(_("cannot write {path}: {reason}").format(
            path=args.output, reason=exc.strerror or exc)) from None
    print(_("wrote {path}: {name}").format(path=args.output, name=deck.name))
    return 0


def _find_deck(ref: str) -> Path:
    """A deck file path, or the stem of a saved or bundled deck."""
    from rage_tui.cli.errors import UserError
    from rage_tui.content.bundled import decks_dir
    from rage_tui.ui.paths import user_decks_dir

    path = Path(ref).expanduser()
    if path.is_file():
        return path
    for folder in (user_decks_dir(), decks_dir(), user_decks_dir() / "vtes",
                   decks_dir() / "vtes"):
        candidate = folder / f"{ref}.yaml"
        if candidate.is_file():
            return candidate
    raise UserError(_("no deck file or saved/bundled deck called '{name}'").format(name=ref))

