"""Damaged-save fuzzing, shared by the test suite (small numbers) and the measuring run
(``python -m tests.trust.save_fuzz N``, issue 15: 10,000 damaged saves).

Seeded random games are saved at random points; each save is damaged in one of many ways
(truncation, byte flips, lines deleted or doubled, any JSON value replaced by junk, keys
removed, moves cut, choices or seats edited, deep nesting, huge numbers, and (issue 30) the
setup edited with the hash chain computed again, with or without the engine) and loaded as the
app loads it, with the save ledger the saves were written with. A load must either reproduce
exactly the saved game (same state hash, same record), or come with a note, or raise
``SaveError``; ``rage-tui verify``'s check must refuse every save the load refuses, with the same
reason, and accept the ones it reproduces; the file must never change; no load may take over
5 s.
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
from rage_tui.engine.replay import chain, setup_from_json
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.match import Match
from rage_tui.rulesets import get_ruleset
from rage_tui.saves import SaveError, check_save, load_game, read_save, save_game
from rage_tui.ui.session import GameSession

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
    noted: int = 0
    disagreements: list[str] = field(default_factory=list)
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


def setup_edit(data: dict[str, Any], rng: random.Random) -> str:
    """Edit what defines the game in save ``data`` (issue 30: take over a bot's seat, hand
    yours to one, an option, a deck's name, the ruleset); returns what was edited."""
    setup = data["setup"]
    what = rng.choice(["agent", "renown_level", "club_rules", "battlefields", "take_backs",
                       "null_cards", "sept_hand", "deck-name", "ruleset", "strict_prompts"])
    if what == "agent":
        seat = rng.choice(setup["seats"])
        seat["agent"] = "greedy" if seat["agent"] == "human" else "human"
    elif what == "renown_level":
        setup["renown_level"] = rng.choice([None, 5, 12, 30])
    elif what == "sept_hand":
        setup["variants"]["sept_hand"] = rng.choice([3, 6, 7])
    elif what == "deck-name":
        rng.choice(setup["seats"])["deck"]["name"] = "Mallory's deck"
    elif what == "ruleset":
        data["ruleset"] = setup["ruleset"] = "rage-unlimited"
    else:
        setup["variants"][what] = not setup["variants"].get(what, False)
    return what


def reseal(data: dict[str, Any]) -> None:
    """Compute the hash chain and the seal of ``data`` again from its recorded state hashes,
    as an editor can without running the engine."""
    links, seal = chain(data, [(n, h) for n, h, _ in data["hashes"]])
    data["hashes"] = [[n, h, link] for (n, h, _), link in zip(data["hashes"], links,
                                                              strict=True)]
    data["seal"] = seal


def rerecord(data: dict[str, Any], lib: CardLibrary) -> bool:
    """Replay ``data``'s choices under its (edited) setup and record them afresh, as a player
    who re-records a game with the program does; False when the moves do not replay."""
    from rage_tui.engine.choices import Choice
    from rage_tui.engine.errors import EngineError
    from rage_tui.engine.replay import record

    try:
        game = Game(setup_from_json(data["setup"]), lib.cards, get_ruleset(data["ruleset"]),
                    iid_base=data["iid_base"])
        for row in data["choices"]:
            game.apply(Choice.from_json(list(row[1:])), row[0])
    except (EngineError, ValueError, KeyError):
        return False
    meta = data.get("meta")
    data.clear()
    data.update(record(game, lib.digest, meta if isinstance(meta, dict) else {}))
    return True


def damage(text: str, rng: random.Random, lib: CardLibrary | None = None) -> tuple[str, str]:
    """One damaged version of save ``text`` and the name of the damage."""
    data = json.loads(text)
    kind = rng.choice(["truncate", "flip", "del-line", "dup-line", "junk-value", "raw-value",
                       "del-key", "cut", "choice", "swap", "seat", "number", "meta", "proof",
                       "hashes", "bytes", "resealed-setup", "rerecorded-setup",
                       "resealed-meta"])
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
        row[rng.randrange(len(row))] = rng.choice(["t-maul", "null", None, "0" * 32, 3, 1])
    elif kind == "resealed-setup":
        kind = f"resealed-setup:{setup_edit(data, rng)}"
        reseal(data)
    elif kind == "rerecorded-setup":
        what = setup_edit(data, rng)
        kind = f"rerecorded-setup:{what}" if lib is not None and rerecord(data, lib) \
            else f"resealed-setup:{what}"
        if kind.startswith("resealed"):
            reseal(data)
    elif kind == "resealed-meta":  # (the meta data is sealed but not part of the game)
        data["meta"]["solo"] = rng.choice([
            {"kind": "bots"}, {"kind": "campaign"}, {"kind": "campaign", "prey": "."},
            {"kind": "coop", "prey": "/"}, {"kind": "campaign", "prey": "/no/such.yaml"},
            {"kind": "bots", "difficulty": "hard"}, {"kind": "elsewhere"}])
        reseal(data)
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
                                               "turn": m.game.state.turn},
                  folder / "ledger.json")
        out.append((path, m.game.state_hash(), json.loads(path.read_text())))
    return out


def app_load(path: Path, lib: CardLibrary, ledger: Path, notes: list[str]) -> Game:
    """Load ``path`` as the app does (``GameSession.load``: the replay, the ledger's notes,
    the bots set up again); raises ``SaveError``."""
    game = load_game(path, lib.cards, lib.digest, notes, ledger)
    GameSession.rebuild(path, game, lib, read_save(path)["meta"])
    return game


def verify(path: Path, lib: CardLibrary) -> None:
    """Check ``path`` as ``rage-tui verify`` does; raises ``SaveError``."""
    v = check_save(path, lib.cards, lib.digest)
    assert v.game is not None
    GameSession.rebuild(path, v.game, lib, v.meta)


def _agreement(path: Path, lib: CardLibrary, kind: str, loaded: bool, refusal: str,
               res: Outcome) -> None:
    """``verify`` refuses what the load refused, for the same reason, and passes what it
    reproduced."""
    try:
        verify(path, lib)
        said = ""
    except SaveError as exc:
        said = str(exc)
    except Exception as exc:
        res.internal_errors.append(f"verify {kind}: {type(exc).__name__}: {exc}"[:300])
        return
    if (not loaded and said != refusal) or (loaded and said):
        res.disagreements.append(f"{kind}: load: {refusal or 'loaded'} / verify: "
                                 f"{said or 'honest'}"[:400])


def run(lib: CardLibrary, folder: Path, damaged: int, seed: int = 1,
        progress: Callable[[int], None] | None = None) -> Outcome:
    """Damage and load ``damaged`` saves."""
    rng = random.Random(seed)
    games = saved_games(lib, folder, max(1, min(40, damaged // 50 + 1)), rng)
    res = Outcome()
    for i in range(damaged):
        path, state, data = rng.choice(games)
        text, kind = damage(path.read_text(), rng, lib)
        res.kinds[kind] = res.kinds.get(kind, 0) + 1
        bad = folder / f"damaged-{i % 7}.json"
        bad.write_text(text, encoding="utf-8", errors="surrogateescape")
        before = (bad.read_bytes(), os.stat(bad).st_mtime_ns)
        res.loads += 1
        t0 = time.perf_counter()
        game: Game | None = None
        notes: list[str] = []
        refusal = ""
        crashed = False
        try:
            game = app_load(bad, lib, folder / "ledger.json", notes)
        except SaveError as exc:
            res.refused += 1
            refusal = str(exc)
        except Exception as exc:
            res.internal_errors.append(f"{kind}: {type(exc).__name__}: {exc}"[:300])
            crashed = True
        took = time.perf_counter() - t0
        res.slowest_s = max(res.slowest_s, took)
        if took > 5.0:
            res.slow.append(f"{kind}: {took:.1f} s")
        if not crashed:
            _agreement(bad, lib, kind, game is not None, refusal, res)
        if (bad.read_bytes(), os.stat(bad).st_mtime_ns) != before:
            res.touched.append(kind)
        if game is not None:
            same = game.state_hash() == state and json.loads(text) == data
            if same:
                res.reproduced += 1
            elif notes:
                res.noted += 1
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
        os.environ["RAGE_TUI_HOME"] = str(Path(tmp) / "home")
        res = run(lib, Path(tmp), n, seed)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({
        "damaged_saves": res.loads, "refused": res.refused, "reproduced": res.reproduced,
        "noted": res.noted, "internal_errors": len(res.internal_errors),
        "silent_changes": len(res.silent_changes),
        "verify_load_disagreements": len(res.disagreements),
        "files_touched": len(res.touched), "over_5_s": len(res.slow),
        "slowest_load_s": round(res.slowest_s, 3), "peak_rss_mb": round(peak_mb, 1),
        "seconds": round(time.perf_counter() - t0, 1), "kinds": res.kinds,
        "samples": (res.internal_errors + res.silent_changes + res.disagreements)[:5]},
        indent=1))
    bad = res.internal_errors or res.silent_changes or res.touched or res.slow \
        or res.disagreements
    return 1 if bad or peak_mb > 500 else 0


if __name__ == "__main__":
    raise SystemExit(main())
