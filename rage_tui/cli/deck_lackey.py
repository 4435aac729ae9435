"""``rage-tui deck import`` and ``deck export``: LackeyCCG deck files in and out, and V:TES deck
lists (:mod:`rage_tui.cli.deck_vtes`)."""

from __future__ import annotations

import argparse
import os
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
    from rage_tui.cli.deck_vtes import cmd_import_vtes, looks_like_vtes
    from rage_tui.cli.errors import UserError
    from rage_tui.content.bundled import bundled_library
    from rage_tui.content.deck_writer import deck_file_stem, write_deck
    from rage_tui.content.lackey import NameIndex, import_entries, printable
    from rage_tui.content.lackey_read import lackey_entries, read_deck_text
    from rage_tui.engine.cards import Allegiance
    from rage_tui.rulesets import plugin

    path: Path = args.file
    shown = printable(str(path), 1000)
    if not os.path.lexists(path):
        raise UserError(_("no such file: {path}").format(path=shown))
    if args.name is not None and printable(args.name, len(args.name)) != args.name:
        raise UserError(_("--name {name}: control characters or bytes that are not text "
                          "cannot be in a deck's name").format(name=printable(args.name)))
    text = read_deck_text(path, shown)  # (a device, a folder, UTF-16: as for any deck list)
    if args.ruleset == "vtes" or (args.ruleset is None and looks_like_vtes(
            text, dek=path.suffix.lower() == ".dek")):
        return cmd_import_vtes(args, text)
    lib = bundled_library()
    index = NameIndex(lib.cards)
    entries = lackey_entries(text, shown, lambda line: bool(index.lookup(line)))
    file_name = printable(path.name)
    stem = " ".join(_text_of(path.stem).replace("_", " ").replace("-", " ").split())
    name = (args.name or stem[:1].upper() + stem[1:] or "Imported deck")[:80]
    side = Allegiance(args.allegiance) if args.allegiance else None
    result = import_entries(entries, lib.cards, name, side,
                            description=f"Imported from the Lackey deck {file_name}.")
    listed = 0
    for entry, close in result.unknown:
        listed += 1
        if listed > MAX_LISTED:
            break
        hint = _(" (did you mean {names}?)").format(
            names=", ".join(repr(c) for c in close)) if close else ""
        print(_("{path}:{line}: unknown card '{name}'{hint}").format(
            path=shown, line=entry.line, name=printable(entry.name), hint=hint), file=sys.stderr)
    for entry, ids in result.ambiguous:
        listed += 1
        if listed > MAX_LISTED:
            break
        print(_("{path}:{line}: '{name}' names {n} cards: write {choices}").format(
            path=shown, line=entry.line, name=printable(entry.name), n=len(ids),
            choices=_(" or ").join(f"'{lib.cards[c].name} ({c})'" for c in ids)),
            file=sys.stderr)
    bad = len(result.unknown) + len(result.ambiguous)
    if bad > MAX_LISTED:
        print(_("{path}: ... and {n} more card name(s) not matched").format(
            path=shown, n=bad - MAX_LISTED), file=sys.stderr)
    for entry in result.skipped[:MAX_LISTED]:
        print(_("{path}:{line}: not imported: {count} x {name} (section '{section}' is not "
                "part of a Rage deck)").format(path=shown, line=entry.line, count=entry.count,
                                                name=printable(entry.name),
                                                section=printable(entry.section)))
    if len(result.skipped) > MAX_LISTED:
        print(_("{path}: ... and {n} more line(s) not imported").format(
            path=shown, n=len(result.skipped) - MAX_LISTED))
    for text in result.errors:
        print(f"{shown}: {text}", file=sys.stderr)
    if not result.ok or result.deck is None:
        print(_("import: no deck written ({bad} card name(s) not matched, {other} other "
                "problem(s))").format(bad=bad, other=len(result.errors)), file=sys.stderr)
        return 1
    deck = result.deck
    out: Path = args.output if args.output is not None else _user_deck_path(deck_file_stem(name))
    out_shown = printable(str(out), 1000)
    if out.exists() and not args.force:
        raise UserError(_("{path} exists: give --force to overwrite it, or -o another file")
                        .format(path=out_shown))
    try:
        write_deck(deck, out, comment=f"Imported from {file_name} by rage-tui deck import.")
    except OSError as exc:
        raise UserError(_("cannot write {path}: {reason}").format(
            path=out_shown, reason=exc.strerror or exc)) from None
    print(_("wrote {path}: {name} ({side}), {pack} characters, {sept} sept, {combat} combat")
          .format(path=out_shown, name=deck.name, side=deck.allegiance.value,
                  pack=len(deck.pack), sept=deck.sept_count, combat=deck.combat_count))
    problems = plugin(deck.ruleset).deck_check(deck, lib.cards, {})
    if problems:
        print(ngettext("construction (renown level 20): {n} problem; see rage-tui deck check "
                       "{path}", "construction (renown level 20): {n} problems; see rage-tui "
                       "deck check {path}", len(problems)).format(n=len(problems),
                                                                  path=out_shown))
        for text in problems:
            print(f"  - {render(text)}")
    return 0


MAX_LISTED = 100  # unmatched names listed one by one; the rest are counted


def _text_of(stem: str) -> str:
    """A file name's text for a deck name: bytes that are not UTF-8 and control characters
    become spaces."""
    from rage_tui.content.lackey import printable

    text = os.fsencode(stem).decode("utf-8", errors="replace").replace("\ufffd", " ")
    return "".join(c if printable(c) == c else " " for c in text)


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

