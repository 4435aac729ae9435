"""``rage-tui sim``: many headless games between agents, with figures and invariant checks."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rage_tui.cli.rulesets import add_ruleset_option

if TYPE_CHECKING:
    from rage_tui.engine.decks import DeckList


def register(sub: Any) -> None:
    """Add the ``sim`` subcommand."""
    p = sub.add_parser("sim", help="play many games between bots and print figures")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", default="random,random",
                   help="comma-separated agents, one per seat (2-5 in rage-1995; "
                        "the ruleset says)")
    p.add_argument("--decks", default=None,
                   help="comma-separated deck files or bundled deck names (default: bundled)")
    p.add_argument("--renown", type=int, default=20)
    p.add_argument("--max-turns", type=int, default=60)
    p.add_argument("--no-null-cards", action="store_true")
    p.add_argument("--check-every", type=int, default=0,
                   help="check invariants every N decisions (0: at the end of each game)")
    p.add_argument("--jobs", type=int, default=0, metavar="N",
                   help="worker processes (default 0: all cores); the figures are the same "
                   "for any N")
    p.add_argument("--hashes", type=Path, default=None, metavar="FILE",
                   help="write each game's fingerprint (final state hash, choices, event-log "
                   "digest) to FILE as JSON, to compare two versions of the engine")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    add_ruleset_option(p)
    p.set_defaults(handler=cmd_sim)


def resolve_decks(spec: str | None) -> list[DeckList]:
    """Deck files or bundled deck names (file stem or deck name)."""
    from rage_tui.cli import UserError
    from rage_tui.content.bundled import decks_dir
    from rage_tui.content.decks import load_deck

    bundled = sorted(decks_dir().glob("*.yaml"))
    if not spec:
        if not bundled:
            raise UserError("no bundled decks found")
        return [load_deck(p) for p in bundled]
    out = []
    for item in spec.split(","):
        item = item.strip()
        path = Path(item)
        if path.is_file():
            out.append(load_deck(path))
            continue
        match = [p for p in bundled if p.stem == item]
        if not match:
            decks = [load_deck(p) for p in bundled]
            named = [d for d in decks if d.name.lower() == item.lower()]
            if named:
                out.append(named[0])
                continue
            raise UserError(f"no deck file or bundled deck called '{item}' "
                            f"(bundled: {', '.join(p.stem for p in bundled)})")
        out.append(load_deck(match[0]))
    return out


def cmd_sim(args: argparse.Namespace) -> int:
    """Run the simulation and print its figures."""
    from rage_tui.ai.registry import AGENTS
    from rage_tui.cli import UserError
    from rage_tui.content.bundled import bundled_library
    from rage_tui.engine.state import Variants
    from rage_tui.rulesets import seat_limits
    from rage_tui.sim import default_jobs, run_sim

    players = [p.strip() for p in args.players.split(",") if p.strip()]
    low, high = seat_limits(args.ruleset)
    if not low <= len(players) <= high:
        raise UserError(f"--players needs {low} to {high} agents ({args.ruleset})")
    for p in players:
        if p not in AGENTS:
            raise UserError(f"unknown agent '{p}' (known: {', '.join(AGENTS)})")
    if args.games < 1:
        raise UserError("--games must be at least 1")
    if args.jobs < 0:
        raise UserError("--jobs must be 0 (all cores) or more")
    jobs = args.jobs or default_jobs()
    if not 1 <= args.renown <= 1000:
        raise UserError("--renown must be from 1 to 1000")
    if not 1 <= args.max_turns <= 10_000:
        raise UserError("--max-turns must be from 1 to 10000")
    if abs(args.seed) >= 10**40:
        raise UserError("--seed may have at most 40 digits")
    if args.check_every < 0:
        raise UserError("--check-every must be 0 (at the end of each game) or more")
    if args.games > 10_000_000:
        raise UserError("--games must be at most 10000000")
    decks = resolve_decks(args.decks)
    lib = bundled_library()
    variants = Variants(null_cards=not args.no_null_cards, max_turns=args.max_turns)
    from rage_tui.cli.progress import start_progress

    # A bar on a terminal, plain lines otherwise; on stderr, so --json stays clean.
    bar = start_progress("simulating", args.games, unit="games", stream=sys.stderr)
    progress = bar.update

    try:
        res = run_sim(lib.cards, decks, players, args.games, args.seed, args.renown, variants,
                      args.check_every, progress, rotate_decks=args.decks is None, jobs=jobs,
                      hashes=args.hashes is not None, ruleset=args.ruleset)
    finally:
        if bar is not None:
            bar.stop()
    data = res.as_json()
    data["jobs"] = jobs
    if args.hashes is not None:
        try:
            args.hashes.write_text(json.dumps({"seed": args.seed, "players": players,
                                               "games": res.hashes}, indent=0) + "\n")
        except OSError as exc:
            raise UserError(f"cannot write {args.hashes}: {exc.strerror}") from None
    if args.json:
        print(json.dumps(data, indent=1))
        return 0 if not res.violations else 1
    print(f"games:            {data['games']} in {data['seconds']} s")
    print(f"games per second: {data['games_per_s']} ({jobs} job{'s' if jobs > 1 else ''})")
    print(f"decisions per s:  {data['decisions_per_s']}")
    print(f"average turns:    {data['average_turns']}")
    print(f"undecided:        {data['undecided']}")
    print("wins by seat:     " + ", ".join(f"seat {int(k) + 1}: {v}"
                                           for k, v in data["wins"].items()))
    print("wins by deck:     " + ", ".join(f"{k}: {v}" for k, v in data["wins_by_deck"].items()))
    for name, a in data["agents"].items():
        lo, hi = a["win_rate_95"]
        print(f"agent {name:<8} win rate {a['win_rate']:.3f} (95% {lo:.3f}-{hi:.3f}), "
              f"decision ms median {a['decision_ms_median']}, p95 {a['decision_ms_p95']}")
    print("events:           " + ", ".join(f"{k} {v}" for k, v in sorted(data["events"].items())))
    print(f"violations:       {data['violations']}")
    for v in data["violation_samples"]:
        print(f"  - {v}")
    return 0 if not res.violations else 1
