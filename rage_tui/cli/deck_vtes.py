"""``rage-tui deck import`` / ``deck export`` for V:TES deck lists (issue 28): the plain text
the deck tools export (KRCG, VDB, Amaranth), Lackey's text and ``.dek`` and JOL's text in,
the deck tools' format out. The reading itself is :mod:`rage_tui.content.vtes_text`."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from rage_tui.cli.texts import _, ngettext
from rage_tui.i18n import render
from rage_tui.safeio import write_atomic

_CRYPT_LINE = re.compile(r"^\s*crypt\s*(?:[:(\[].*)?$", re.I | re.M)


_CRYPT_ZONE = re.compile(r"<\s*superzone\b[^>]*\bname\s*=\s*[\"']\s*crypt\s*[\"']", re.I)


def looks_like_vtes(text: str, dek: bool = False) -> bool:
    """Whether a deck list (or, with ``dek``, a Lackey ``.dek`` file) is a V:TES one: it has
    a ``Crypt`` section (superzone); a Rage deck has none."""
    return (_CRYPT_ZONE if dek else _CRYPT_LINE).search(text) is not None


def read_text(path: Path) -> str:
    """A deck list's text (UTF-8, else Latin-1), refusing a file too big to be one."""
    from rage_tui.cli.errors import UserError
    from rage_tui.content.lackey import MAX_FILE_BYTES

    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise UserError(_("{path}: the file has {size} bytes; a deck list has at most "
                              "{limit}").format(path=path, size=size, limit=MAX_FILE_BYTES))
        return path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        return path.read_text(encoding="latin-1")
    except OSError as exc:
        raise UserError(_("cannot read {path}: {reason}").format(
            path=path, reason=exc.strerror or exc)) from None


def cmd_import_vtes(args: argparse.Namespace, text: str | None = None) -> int:
    """Import a V:TES deck list; exit 1, writing nothing, listing every refused line."""
    from rage_tui.cli.errors import UserError
    from rage_tui.content.deck_writer import deck_file_stem
    from rage_tui.content.errors import ContentError
    from rage_tui.content.vtes_cards import bundled_vtes_cards, load_vtes_deck
    from rage_tui.content.vtes_text import parse_vtes_dek, parse_vtes_text, vtes_deck_yaml

    path: Path = args.file
    if text is None:
        text = read_text(path)
    stem = " ".join(path.stem.replace("_", " ").replace("-", " ").split())
    cards = bundled_vtes_cards()
    try:
        parse = parse_vtes_dek if path.suffix.lower() == ".dek" else parse_vtes_text
        deck = parse(text, cards, stem[:1].upper() + stem[1:] or "Imported deck",
                     shown=str(path))
    except ContentError as exc:
        for problem in exc.problems:
            print(str(problem), file=sys.stderr)
        print(ngettext("import: no deck written ({n} line refused)",
                       "import: no deck written ({n} lines refused)",
                       len(exc.problems)).format(n=len(exc.problems)), file=sys.stderr)
        return 1
    if args.name:
        from dataclasses import replace

        deck = replace(deck, name=args.name[:80])
    out: Path = args.output if args.output is not None else _user_vtes_deck_path(
        deck_file_stem(deck.name))
    if out.exists() and not args.force:
        raise UserError(_("{path} exists: give --force to overwrite it, or -o another file")
                        .format(path=out))
    try:
        write_atomic(out, vtes_deck_yaml(deck, comment=f"Imported from {path.name} by "
                                                       "rage-tui deck import."))
    except OSError as exc:
        raise UserError(_("cannot write {path}: {reason}").format(
            path=out, reason=exc.strerror or exc)) from None
    print(_("wrote {path}: {name} (V:TES), {crypt} crypt, {library} library").format(
        path=out, name=deck.name, crypt=deck.sept_count, library=deck.combat_count))
    try:
        load_vtes_deck(out, cards)
    except ContentError as exc:
        print(ngettext("construction: {n} problem", "construction: {n} problems",
                       len(exc.problems)).format(n=len(exc.problems)))
        for problem in exc.problems:
            print(f"  - {render(problem.message)}")
    return 0


def _user_vtes_deck_path(stem: str) -> Path:
    from rage_tui.ui.paths import user_decks_dir

    return user_decks_dir() / "vtes" / f"{stem}.yaml"


def is_vtes_deck_file(path: Path) -> bool:
    """Whether a deck file (YAML) says ``ruleset: vtes``."""
    from rage_tui.content.errors import ContentError
    from rage_tui.content.yamlio import load_yaml_file

    try:
        data = load_yaml_file(path)
    except ContentError:
        return False
    return isinstance(data, dict) and data.get("ruleset") == "vtes"


def cmd_export_vtes(path: Path, output: Path | None) -> int:
    """Print (or write) a V:TES deck file as the deck tools' plain-text list."""
    from rage_tui.cli.errors import UserError
    from rage_tui.content.vtes_cards import bundled_vtes_cards, load_vtes_deck
    from rage_tui.content.vtes_text import vtes_text

    cards = bundled_vtes_cards()
    deck = load_vtes_deck(path, cards)
    text = vtes_text(deck, cards)
    if output is None:
        sys.stdout.write(text)
        return 0
    try:
        write_atomic(output, text)
    except OSError as exc:
        raise UserError(_("cannot write {path}: {reason}").format(
            path=output, reason=exc.strerror or exc)) from None
    print(_("wrote {path}: {name}").format(path=output, name=deck.name))
    return 0
