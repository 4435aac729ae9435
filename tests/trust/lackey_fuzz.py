"""Damaged Lackey decks for the content fuzz (issue #30): text and ``.dek`` files made from the
bundled decks, each damaged in one way the issue found, imported with ``rage-tui deck import
FILE -o EXISTING --force`` over a deck file that must survive.

Kinds that must be refused name the damaged line (a 5,000-digit, negative, fractional or zero
count, a count with no name, a card name with no count, a line with a tab that is no card
line, a name with terminal escape codes or another control character, an unknown name, an
unknown declared encoding, a DTD); kinds that must be read give the very deck the file held
(UTF-16 with and without a byte-order mark, UTF-32, UTF-8 with a mark, CRLF line ends, a
sideboard section). For every one: no internal error, no raw control character printed, the
existing deck file whole (untouched, or replaced by the imported deck), and no import over
:data:`SLOW_S` seconds.
"""

from __future__ import annotations

import contextlib
import io
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

from rage_tui.cli import main as cli_main
from rage_tui.content.bundled import bundled_library, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.content.errors import ContentError
from rage_tui.content.lackey import export_text
from rage_tui.engine.decks import DeckList

SLOW_S = 5.0
EXISTING = "name: The deck that was here\n# (this file must survive a refused import)\n"
TEXT_REFUSED = ["huge-count", "negative-count", "fraction-count", "zero-count", "count-no-name",
                "tab-line", "escape-name", "control-name", "unknown-name", "no-count"]
TEXT_READ = ["utf-16", "utf-16-le-no-bom", "utf-16-be-no-bom", "utf-32", "utf-8-bom", "crlf",
             "sideboard"]
DEK_REFUSED = ["dek-unknown-encoding", "dek-doctype", "dek-escape-name", "dek-unknown-name"]
DEK_READ = ["dek-utf-16", "dek-crlf"]
CONTROL = [chr(c) for c in (*range(1, 9), 0x0B, 0x0C, 0x0D, *range(0x0E, 0x20), 0x7F, 0x9B)]
ESCAPES = ["\x1b[31m", "\x1b]0;owned\x07", "\x1b[2J", "\x9b6n", "\u202e"]


@dataclass
class LackeyOutcome:
    """Figures of the Lackey part of a content fuzz run."""

    imports: int = 0
    as_expected: int = 0
    internal_errors: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    emptied: list[str] = field(default_factory=list)
    raw_controls: list[str] = field(default_factory=list)
    slow: list[str] = field(default_factory=list)
    slowest_s: float = 0.0
    kinds: dict[str, int] = field(default_factory=dict)


def deck_sources() -> list[tuple[str, DeckList]]:
    """The bundled rage-1995 decks the Lackey files are made from."""
    return [(p.stem, load_deck(p)) for p in sorted(decks_dir().glob("*.yaml"))]


def dek_text(deck: DeckList, names: dict[str, str]) -> str:
    """``deck`` as LackeyCCG ``.dek`` XML (one ``<card>`` per copy, one per line)."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<deck version="0.8">']
    pack = Counter(deck.pack)
    for zone, entries in (("Pack", list(pack.items())), ("Sept", list(deck.sept)),
                          ("Combat", list(deck.combat))):
        lines.append(f'<superzone name="{zone}">')
        for cid, n in entries:
            lines += [f"<card><name>{escape(names[cid])}</name></card>"] * n
        lines.append("</superzone>")
    lines.append("</deck>")
    return "\n".join(lines) + "\n"


def _card_lines(lines: list[str], dek: bool) -> list[int]:
    return [i for i, line in enumerate(lines)
            if (line.startswith("<card><name>") if dek else "\t" in line)]


def mutate(text: str, dek: bool, rng: random.Random) -> tuple[bytes, int | None, str]:
    """The damaged file's bytes, the line that must be blamed (None: the file must read as
    the deck it held), the damage's name."""
    lines = text.rstrip("\n").split("\n")
    i = rng.choice(_card_lines(lines, dek))
    kind = rng.choice(DEK_REFUSED + DEK_READ if dek else TEXT_REFUSED + TEXT_READ)
    line = lines[i]
    count, _, name = line.partition("\t")
    blamed: int | None = i + 1
    if kind == "huge-count":
        line = f"{'9' * 5000}\t{name}"
    elif kind == "negative-count":
        line = f"-{rng.randint(1, 9)}\t{name}"
    elif kind == "fraction-count":
        line = f"{count}.5\t{name}"
    elif kind == "zero-count":
        line = f"0\t{name}"
    elif kind == "count-no-name":
        line = count
    elif kind == "no-count":  # (a card name alone was taken for a section header)
        line = name
    elif kind == "tab-line":
        line = f"{rng.choice(['x', 'two', '-', '...'])}\t{name}"
    elif kind in ("escape-name", "control-name", "dek-escape-name"):
        bad = rng.choice(ESCAPES if "escape" in kind else CONTROL)
        if dek:  # (XML 1.0 allows no C0 control but tabs and line ends: C1 ones and bidi)
            bad = rng.choice(["&#x9b;31m", "&#x9b;2J", "&#x85;", "&#x202e;", "&#x7f;"])
            start, end = len("<card><name>"), line.index("</name>")
            pos = rng.randrange(start + 1, end)
        else:
            start, end = len(count) + 1, len(line)
            pos = rng.randrange(start + 1, end)  # (inside the name: not its leading blank)
        line = line[:pos] + bad + line[pos:]
    elif kind in ("unknown-name", "dek-unknown-name"):
        junk = f"Nosuch {rng.randrange(10**6)} Card"
        line = f"<card><name>{junk}</name></card>" if dek else f"{count}\t{junk}"
    elif kind == "dek-unknown-encoding":
        lines[0] = f'<?xml version="1.0" encoding="{rng.choice(["x-no-such", "rot13", "utf-7"])}"?>'
        blamed = 1
    elif kind == "dek-doctype":
        lines.insert(1, '<!DOCTYPE deck [<!ENTITY a "aaaa">]>')
        blamed = 1
    lines[i] = line
    out = "\n".join(lines) + "\n"
    if kind == "sideboard":
        out += f"\nSideboard:\n1\t{name}\n"
        return out.encode(), None, kind
    if kind in ("utf-16", "dek-utf-16"):
        return out.replace('encoding="UTF-8"', 'encoding="UTF-16"').encode("utf-16"), None, kind
    if kind.endswith("-no-bom"):
        return out.encode(kind[:9]), None, kind
    if kind == "utf-32":
        return out.encode("utf-32"), None, kind
    if kind == "utf-8-bom":
        return out.encode("utf-8-sig"), None, kind
    if kind in ("crlf", "dek-crlf"):
        return out.replace("\n", "\r\n").encode(), None, kind
    return out.encode(), blamed, kind


def _contents(deck: DeckList) -> tuple[object, ...]:
    return deck.allegiance, Counter(deck.pack), dict(deck.sept), dict(deck.combat)


def _import(src: Path, out: Path, side: str) -> tuple[int, str]:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
        code = cli_main(["deck", "import", str(src), "-o", str(out), "--force", "--name", "Fz",
                         "--allegiance", side])
    return code, buf.getvalue()


def run(folder: Path, n: int, rng: random.Random) -> LackeyOutcome:
    """Make ``n`` damaged Lackey files and import each over an existing deck file."""
    lib = bundled_library()
    from rage_tui.content.lackey import NameIndex

    index = NameIndex(lib.cards)
    made = []
    for stem, deck in deck_sources():
        names = {cid: index.lackey_name(cid) for cid in {*deck.pack, *dict(deck.sept),
                                                         *dict(deck.combat)}}
        made.append((stem, deck, export_text(deck, lib.cards), dek_text(deck, names)))
    res = LackeyOutcome()
    out = folder / "existing.yaml"
    for k in range(n):
        stem, deck, text, dek = rng.choice(made)
        as_dek = rng.random() < 0.35
        data, blamed, kind = mutate(dek if as_dek else text, as_dek, rng)
        name = f"lackey-{kind}"
        res.kinds[name] = res.kinds.get(name, 0) + 1
        src = folder / f"lackey-{k % 5}.{'dek' if as_dek else 'txt'}"
        src.write_bytes(data)
        out.write_text(EXISTING)
        res.imports += 1
        where = f"{name} {stem}"
        t0 = time.perf_counter()
        try:
            code, said = _import(src, out, deck.allegiance.value)
        except BaseException as exc:  # (SystemExit from argparse included)
            res.internal_errors.append(f"{where}: {type(exc).__name__}: {exc}"[:300])
            continue
        took = time.perf_counter() - t0
        res.slowest_s = max(res.slowest_s, took)
        if took > SLOW_S:
            res.slow.append(f"{where}: {took:.1f} s")
        if code == 70 or "internal error" in said:
            res.internal_errors.append(f"{where}: {said[-300:]}")
            continue
        if any(c in said for c in CONTROL if c != "\x0d") or "\x1b" in said:
            res.raw_controls.append(f"{where}: {said[:200]!r}")
        kept = out.read_text(encoding="utf-8", errors="replace")
        if blamed is not None:
            if kept != EXISTING:
                res.emptied.append(f"{where}: {len(kept)} bytes")
            if code == 1 and f"{src.name}:{blamed}:" in said:
                res.as_expected += 1
            else:
                res.wrong.append(f"{where} line {blamed}: exit {code}: {said[:200]!r}")
            continue
        if kept == EXISTING:  # (refused: the file is whole, but the import was wrong)
            res.wrong.append(f"{where}: exit {code}, not imported: {said[:200]!r}")
            continue
        try:
            back = load_deck(out)
        except ContentError as exc:
            res.emptied.append(f"{where}: {exc}"[:300])
            continue
        if code == 0 and _contents(back) == _contents(deck):
            res.as_expected += 1
        else:
            res.wrong.append(f"{where}: exit {code}, another deck: {said[:200]!r}")
    return res


if __name__ == "__main__":
    import json
    import os
    import sys
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["RAGE_TUI_STATE"] = tmp  # (crash logs of a failed run: not the user's)
        got = run(Path(tmp), int(sys.argv[1]) if len(sys.argv) > 1 else 500, random.Random(1))
    print(json.dumps({**{k: v if isinstance(v, int | float | dict) else len(v)
                         for k, v in vars(got).items()},
                      "samples": (got.internal_errors + got.wrong + got.emptied
                                  + got.raw_controls + got.slow)[:8]}, indent=1))
