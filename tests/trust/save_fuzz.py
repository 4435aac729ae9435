"""Damaged-save fuzzing, shared by the test suite (small numbers) and the measuring run
(``python -m tests.trust.save_fuzz N``, issue 15: 10,000 damaged saves).

Seeded random games are saved at random points; each save is damaged in one of many ways
(truncation, byte flips, lines deleted or doubled, any JSON value replaced by junk, keys
removed, moves cut, choices or seats edited, deep nesting, huge numbers) and loaded. A load
must either reproduce exactly the saved game (same state hash, same record) or raise
``SaveError``; the file must never change; no load may take over 5 s.
"""

from __future__ import annotations

import json
import os
import random
import resource
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rage_tui.ai.random_agent import RandomAgent
from rage_tui.content.library import CardLibrary, load_library
from rage_tui.engine.game import Game
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.match import Match
from rage_tui.saves import SaveError, load_game, save_game

JUNK: list[Any] = [None, True, False, 0, -1, 1, 2**62, -(2**62), "", "x", "null", "\x00",
                   [], {}, [[]], {"a": 1}, "rage-1995", "gaia", 10**8, "t-jab", [0, "commit", 1],
                   "0" * 64, "f" * 20, 3, 99, "human", "hard"]
RAW_JUNK = ["1" * 5000, "Infinity", "-Infinity", "NaN", "1e999", "2.0", "1.5", "[" * 100_000,
            '"' + "\\ud800" + '"', "{" * 50, "1" * 19]


@dataclass
class Outcome:
    """Figures of a fuzz run."""

    loads: int = 0
    refused: int = 0
    reproduced: int = 0
    internal_errors: list[str] = field(default_factory=list)
    silent_changes: list[str] = field(default_factory=list)
    touched: list[str] = field(default_factory=list)
    slow: list[str] = field(default_factory=list)
    slowest_s: float = 0.0
    kinds: dict[str, int] = field(default_factory=dict)


def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.extend(_paths(v, (*prefix, k)))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out.extend(_paths(v, (*prefix, i)))
    return out


def _set(obj: Any, path: tuple[Any, ...], value: Any) -> None:
    for p in path[:-1]:
        obj = obj[p]
    obj[path[-1]] = value


def _delete(obj: Any, path: tuple[Any, ...]) -> None:
    for p in path[:-1]:
        obj = obj[p]
    del obj[path[-1]]


def damage(text: str, rng: random.Random) -> tuple[str, str]:
    """One damaged version of save ``text`` and the name of the damage."""
    data = json.loads(text)
    kind = rng.choice(["truncate", "flip", "del-line", "dup-line", "junk-value", "raw-value",
                       "del-key", "cut", "choice", "swap", "seat", "number", "meta", "proof",
                       "hashes", "bytes"])
    lines = text.split("\n")
    if kind == "truncate":
        return text[:rng.randrange(len(text))], kind
    if kind == "flip":
        b = bytearray(text.encode())
        i = rng.randrange(len(b))
        b[i] ^= 1 << rng.randrange(8)
        return b.decode("utf-8", "replace"), kind
    if kind == "bytes":
        b = bytearray(text.encode())
        i = rng.randrange(len(b))
        b[i:i] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 4)))
        return b.decode("latin-1"), kind
    if kind == "del-line":
        i = rng.randrange(len(lines))
        return "\n".join(lines[:i] + lines[i + 1:]), kind
    if kind == "dup-line":
        i = rng.randrange(len(lines))
        return "\n".join(lines[:i + 1] + lines[i:]), kind
    paths = [p for p in _paths(data) if p]
    if kind == "junk-value":
        _set(data, rng.choice(paths), rng.choice(JUNK))
    elif kind == "raw-value":
        marker = "__RAW__"
        _set(data, rng.choice(paths), marker)
        return json.dumps(data, indent=1).replace(f'"{marker}"', rng.choice(RAW_JUNK)), kind
    elif kind == "del-key":
        _delete(data, rng.choice(paths))
    elif kind == "cut":
        n = rng.randint(1, 10)
        data["choices"] = data["choices"][:-n] if len(data["choices"]) > n else []
        if rng.random() < 0.7:
            data["hashes"] = [h for h in data["hashes"] if h[0] <= len(data["choices"])]
    elif kind == "choice" and data["choices"]:
        row = rng.choice(data["choices"])
        j = rng.randrange(len(row))
        row[j] = rng.choice([0, 1, 2, row[j], "pass", "done", -1, 1_000_003])
    elif kind == "swap" and len(data["choices"]) > 2:
        i, j = rng.sample(range(len(data["choices"])), 2)
        data["choices"][i], data["choices"][j] = data["choices"][j], data["choices"][i]
    elif kind == "seat":
        seat = rng.choice(data["setup"]["seats"])
        key = rng.choice(["agent", "name"])
        seat[key] = rng.choice(["greedy", "human", "hard", "Mallory", "random"])
    elif kind == "number":
        target = rng.choice(["seed", "renown_level", "iid_base", "deck"])
        if target == "deck":
            row = rng.choice(data["setup"]["seats"])["deck"]["sept"]
            if row:
                rng.choice(row)[1] = rng.choice([10**8, 0, -1, 4, 5])
        elif target == "iid_base":
            data["iid_base"] = rng.choice([2, 10**6, 0])
        else:
            data["setup"][target] = rng.choice([1, 2, 12, 10**6, -5])
    elif kind == "meta":
        data["meta"][rng.choice(["turn", "over", "players", "solo"])] = rng.choice(JUNK)
    elif kind == "proof" and data["proofs"]:
        row = rng.choice(data["proofs"])
        row[rng.randrange(5)] = rng.choice(["t-maul", "null", None, "0" * 32, 3, 1])
    elif kind == "hashes":
        row = rng.choice(data["hashes"])
        row[rng.randrange(3)] = rng.choice(["0" * 20, 0, 5, row[0] + 1])
    return json.dumps(data, indent=rng.choice([None, 1, 2])), kind


def saved_games(lib: CardLibrary, folder: Path, n: int, rng: random.Random
                ) -> list[tuple[Path, str, Any]]:
    """``n`` saves of seeded random games cut at random points: path, state hash, data."""
    from tests.engine.conftest import GAIA, WYRM

    out = []
    for k in range(n):
        seed = rng.randrange(1 << 30)
        setup = Setup((SeatSetup("Ann", GAIA), SeatSetup("Bob", WYRM)), seed=seed)
        m = Match(setup, lib.cards, {0: RandomAgent(seed), 1: RandomAgent(seed + 1)})
        stop = rng.randrange(1, 700)
        while not m.game.over and len(m.game.choices) < stop:
            m.step_bot()
        path = folder / f"game-{k}.json"
        save_game(path, m.game, lib.digest, {"players": ["Ann", "Bob"],
                                               "turn": m.game.state.turn})
        out.append((path, m.game.state_hash(), json.loads(path.read_text())))
    return out


def run(lib: CardLibrary, folder: Path, damaged: int, seed: int = 1,
        progress: Callable[[int], None] | None = None) -> Outcome:
    """Damage and load ``damaged`` saves."""
    rng = random.Random(seed)
    games = saved_games(lib, folder, max(1, min(40, damaged // 50 + 1)), rng)
    res = Outcome()
    for i in range(damaged):
        path, state, data = rng.choice(games)
        text, kind = damage(path.read_text(), rng)
        res.kinds[kind] = res.kinds.get(kind, 0) + 1
        bad = folder / f"damaged-{i % 7}.json"
        bad.write_text(text, encoding="utf-8", errors="surrogateescape")
        before = (bad.read_bytes(), os.stat(bad).st_mtime_ns)
        res.loads += 1
        t0 = time.perf_counter()
        game: Game | None = None
        try:
            game = load_game(bad, lib.cards, lib.digest)
        except SaveError:
            res.refused += 1
        except Exception as exc:
            res.internal_errors.append(f"{kind}: {type(exc).__name__}: {exc}"[:300])
        took = time.perf_counter() - t0
        res.slowest_s = max(res.slowest_s, took)
        if took > 5.0:
            res.slow.append(f"{kind}: {took:.1f} s")
        if (bad.read_bytes(), os.stat(bad).st_mtime_ns) != before:
            res.touched.append(kind)
        if game is not None:
            same = game.state_hash() == state and json.loads(text) == data
            if same:
                res.reproduced += 1
            else:
                res.silent_changes.append(kind)
        if progress is not None:
            progress(i + 1)
    return res


def main() -> int:
    """Measure: ``python -m tests.trust.save_fuzz N [SEED]``."""
    import tempfile

    from tests.engine.conftest import FIXTURES

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    lib = load_library([FIXTURES / "engine_cards.yaml"])
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        res = run(lib, Path(tmp), n, seed)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({
        "damaged_saves": res.loads, "refused": res.refused, "reproduced": res.reproduced,
        "internal_errors": len(res.internal_errors), "silent_changes": len(res.silent_changes),
        "files_touched": len(res.touched), "over_5_s": len(res.slow),
        "slowest_load_s": round(res.slowest_s, 3), "peak_rss_mb": round(peak_mb, 1),
        "seconds": round(time.perf_counter() - t0, 1), "kinds": res.kinds,
        "samples": (res.internal_errors + res.silent_changes)[:5]}, indent=1))
    bad = res.internal_errors or res.silent_changes or res.touched or res.slow
    return 1 if bad or peak_mb > 500 else 0


if __name__ == "__main__":
    raise SystemExit(main())
