"""The invariant run of issue 15 in resumable chunks: ``python -m tests.trust.sim_chunks
FIRST COUNT SEED OUT.json`` plays games FIRST..FIRST+COUNT-1 of ``rage-tui sim --players
random,random --seed SEED --check-every 1`` (the same games, one at a time) and keeps a running
summary in OUT.json (games, decisions, exceptions, violations), so several processes can share
the batch and a partial figure is never lost."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from rage_tui.content.bundled import bundled_library, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.engine.state import Variants
from rage_tui.sim import run_sim


def main() -> int:
    """Play the chunk and write its summary."""
    first, count, seed, out = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    lib = bundled_library()
    decks = [load_deck(p) for p in sorted(decks_dir().glob("*.yaml"))]
    summary = {"first": first, "games": 0, "decisions": 0, "exceptions": [], "violations": [],
               "undecided": 0, "seconds": 0.0}
    t0 = time.perf_counter()
    for k in range(first, first + count):
        try:
            res = run_sim(lib.cards, decks, ["random", "random"], 1, seed, 20,
                          Variants(null_cards=True, max_turns=60), 1, rotate_decks=True,
                          first=k)
        except Exception as exc:
            summary["exceptions"].append(f"game {k}: {type(exc).__name__}: {exc}")
        else:
            summary["decisions"] += res.decisions
            summary["undecided"] += res.undecided
            summary["violations"].extend(f"game {k}: {v}" for v in res.violations)
        summary["games"] += 1
        if summary["games"] % 25 == 0 or k == first + count - 1:
            summary["seconds"] = round(time.perf_counter() - t0, 1)
            Path(out).write_text(json.dumps(summary, indent=1))
    return 1 if summary["exceptions"] or summary["violations"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
