"""Damaged card, deck and prey-deck files with a known bad line (issue 15: 10,000 files, every
error at the right line). Shared by the suite (small numbers) and the measuring run
(``python -m tests.trust.content_fuzz N``).

Each mutation breaks exactly one line of a bundled file in a way that must be refused: a control
character, a ``!!binary`` value, a 5,000-digit number, a duplicated key, a deck count of
``true`` / ``2.0`` / ``'2'`` / 0 / 10^8, a card id with a space, an unknown card id in a prey
deck, ``ruleset: chess``. The loader must raise ``ContentError`` (or report problems) naming
that line, and nothing else may escape.

A share (:data:`LACKEY_SHARE`) of the files are Lackey decks instead, text and ``.dek``, damaged
in the ways issue #30 found and imported with ``deck import`` over an existing deck file (see
:mod:`tests.trust.lackey_fuzz`): refused at the damaged line or read as the deck they hold, no
file emptied, none over 5 s.
"""

from __future__ import annotations

import json
import os
import random
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from rage_tui.content.behaviour import check_prey_deck, load_prey_deck
from rage_tui.content.bundled import bundled_library, cards_dir, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.library import CardLibrary, load_card_file
from tests.trust import lackey_fuzz

VALUE_LINE = re.compile(r"^(\s*(?:-\s+)?)([A-Za-z0-9_'.-]+):[ \t]+(\S.*)$")
CONTROL = [chr(c) for c in (*range(1, 9), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F)]
COUNTS = ["true", "2.0", "'2'", "0", "-3", "100000000", "yes", "\"3\""]
LACKEY_SHARE = 0.3


@dataclass
class Outcome:
    """Figures of a content fuzz run."""

    files: int = 0
    refused_at_line: int = 0
    internal_errors: list[str] = field(default_factory=list)
    wrong_line: list[str] = field(default_factory=list)
    accepted: list[str] = field(default_factory=list)
    kinds: dict[str, int] = field(default_factory=dict)
    lackey: lackey_fuzz.LackeyOutcome = field(default_factory=lackey_fuzz.LackeyOutcome)


def _value_lines(lines: list[str]) -> list[int]:
    out = []
    block: int | None = None  # the indent of the key whose block scalar (| or >) we are in
    for i, line in enumerate(lines):
        indent = len(line) - len(line.lstrip())
        if block is not None and (not line.strip() or indent > block):
            continue  # text inside a block scalar: not a key, whatever it looks like
        block = None
        m = VALUE_LINE.match(line)
        if m and m.group(3)[0] in "|>":
            block = len(m.group(1).replace("-", " ")) if m.group(1).strip() else indent
        if not m or line.lstrip().startswith("#"):
            continue
        value = m.group(3)
        if value[0] in "|>&*[{#!\"'" or "<<" in line or " #" in value:
            continue
        if value.rstrip().endswith(("}", "]", ",")):
            continue  # (the end of a flow mapping or list over several lines: not one value)
        out.append(i)
    return out


def mutate(kind_of_file: str, text: str, rng: random.Random) -> tuple[str, int, str] | None:
    """A damaged copy of ``text``, the 1-based line that must be blamed, the damage's name."""
    lines = text.split("\n")
    candidates = _value_lines(lines)
    if not candidates:
        return None
    i = rng.choice(candidates)
    m = VALUE_LINE.match(lines[i])
    assert m is not None
    lead, key, value = m.groups()
    kinds = ["control", "binary", "huge", "duplicate"]
    count_line = kind_of_file in ("deck", "prey") and value.isdigit() and lead.startswith("  ")
    if count_line:
        kinds += ["count", "count", "spaced-id"]
        if kind_of_file == "prey":
            kinds.append("unknown-id")
    if kind_of_file == "deck" and key == "ruleset":
        kinds.append("ruleset")
    kind = rng.choice(kinds)
    line = lines[i]
    if kind == "control":
        start = len(lead) + len(key) + 2
        pos = rng.randrange(start, len(line) + 1)
        line = line[:pos] + rng.choice(CONTROL) + line[pos:]
    elif kind == "binary":
        line = f"{lead}{key}: !!binary aGVsbG8="
    elif kind == "huge":
        line = f"{lead}{key}: {'9' * 5000}"
    elif kind == "duplicate":
        indent = " " * len(lead)
        lines.insert(i + 1, f"{indent}{key}: {value}")
        return "\n".join(lines), i + 2, kind
    elif kind == "count":
        line = f"{lead}{key}: {rng.choice(COUNTS)}"
    elif kind == "spaced-id":
        line = f"{lead}{key[:2]} {key[2:]}: {value}" if len(key) > 2 else f"{lead}{key} x: 1"
    elif kind == "unknown-id":
        line = f"{lead}no-such-card-{rng.randrange(1000)}: {value}"
    elif kind == "ruleset":
        line = f"{lead}{key}: chess"
    lines[i] = line
    return "\n".join(lines), i + 1, kind


def _problems(kind_of_file: str, path: Path, lib: CardLibrary) -> list[Problem]:
    try:
        if kind_of_file == "card":
            load_card_file(path, str(path))
            return []
        if kind_of_file == "deck":
            load_deck(path, str(path))
            return []
        deck = load_prey_deck(path, str(path))
        return check_prey_deck(deck, lib, str(path), path)
    except ContentError as exc:
        return exc.problems


def sources() -> list[tuple[str, Path]]:
    """The bundled files the mutations start from."""
    out = [("card", p) for p in sorted(cards_dir().rglob("*.yaml"))]
    out += [("deck", p) for p in sorted(decks_dir().glob("*.yaml"))]
    out += [("prey", p) for p in sorted((decks_dir() / "prey").glob("*.yaml"))]
    return out


def run(folder: Path, n: int, seed: int = 1) -> Outcome:
    """Damage ``n`` files and load each (a :data:`LACKEY_SHARE` of them Lackey decks,
    imported)."""
    rng = random.Random(seed)
    lib = bundled_library()
    files = [(k, p, p.read_text(encoding="utf-8")) for k, p in sources()]
    res = Outcome()
    res.lackey = lackey_fuzz.run(folder, int(n * LACKEY_SHARE), random.Random(seed + 1))
    n -= res.lackey.imports
    while res.files < n:
        kind_of_file, src, text = rng.choice(files)
        made = mutate(kind_of_file, text, rng)
        if made is None:
            continue
        bad, line, kind = made
        name = f"{kind_of_file}-{kind}"
        res.kinds[name] = res.kinds.get(name, 0) + 1
        path = folder / f"mutant-{res.files % 5}.yaml"
        path.write_text(bad, encoding="utf-8")
        res.files += 1
        try:
            problems = _problems(kind_of_file, path, lib)
        except Exception as exc:
            res.internal_errors.append(f"{name} {src.name}:{line}: {type(exc).__name__}: "
                                       f"{exc}"[:300])
            continue
        if not problems:
            res.accepted.append(f"{name} {src.name}:{line}")
            continue
        off = [str(p) for p in problems if p.line != line]
        if off:
            res.wrong_line.append(f"{name} {src.name} line {line}: {off[0]}"[:300])
        else:
            res.refused_at_line += 1
    return res


def main() -> int:
    """Measure: ``python -m tests.trust.content_fuzz N [SEED]``."""
    import tempfile

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ.setdefault("RAGE_TUI_STATE", tmp)  # (crash logs: never the user's folder)
        os.environ.setdefault("RAGE_TUI_HOME", tmp)
        res = run(Path(tmp), n, seed)
    lk = res.lackey
    lackey_bad = lk.internal_errors + lk.wrong + lk.emptied + lk.raw_controls + lk.slow
    print(json.dumps({
        "damaged_files": res.files, "refused_at_the_right_line": res.refused_at_line,
        "internal_errors": len(res.internal_errors), "wrong_line": len(res.wrong_line),
        "accepted": len(res.accepted), "seconds": round(time.perf_counter() - t0, 1),
        "kinds": res.kinds,
        "samples": (res.internal_errors + res.wrong_line + res.accepted)[:8],
        "lackey_imports": lk.imports, "lackey_as_expected": lk.as_expected,
        "lackey_internal_errors": len(lk.internal_errors), "lackey_wrong": len(lk.wrong),
        "lackey_files_emptied_or_truncated": len(lk.emptied),
        "lackey_raw_control_characters_printed": len(lk.raw_controls),
        "lackey_over_5_s": len(lk.slow), "lackey_slowest_s": round(lk.slowest_s, 2),
        "lackey_kinds": lk.kinds, "lackey_samples": lackey_bad[:8]}, indent=1))
    return 1 if res.internal_errors or res.wrong_line or res.accepted or lackey_bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
