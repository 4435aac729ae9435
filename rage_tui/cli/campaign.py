"""``rage-tui campaign``: the bundled prey campaigns, and headless win rates per level."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def register(sub: Any) -> None:
    """Add the ``campaign`` subcommand (``list`` and ``sim``)."""
    p = sub.add_parser("campaign", help="prey campaigns: list them, or measure their levels")
    inner = p.add_subparsers(dest="campaign_command", metavar="ACTION")
    ls = inner.add_parser("list", help="the bundled campaigns and their levels")
    ls.set_defaults(handler=cmd_list)
    sim = inner.add_parser("sim", help="play a campaign's levels headless and print the win "
                           "rate of the packs per level")
    sim.add_argument("campaign", metavar="CAMPAIGN",
                     help="a bundled campaign's name (or one of its levels' names)")
    sim.add_argument("--players", default="greedy",
                     help="comma-separated bots, one per pack (1-4; two or more play "
                     "co-operatively)")
    sim.add_argument("--games", type=int, default=100, help="games per level")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--difficulty", default="normal", choices=("easy", "normal", "hard"))
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.set_defaults(handler=cmd_sim)
    p.set_defaults(handler=lambda args: (p.print_help(), 0)[1])


def cmd_list(args: argparse.Namespace) -> int:
    """Print every bundled campaign with its levels."""
    from rage_tui.solo import bundled_campaigns

    for name, levels in bundled_campaigns().items():
        print(f"{name} ({levels[0].hunters} packs)")
        for k, lv in enumerate(levels, 1):
            print(f"  level {k}: {lv.name}: {lv.renown} Renown in {lv.turns} turns, "
                  f"boss {lv.boss}")
    return 0


def cmd_sim(args: argparse.Namespace) -> int:
    """Win rate per level of one campaign."""
    from rage_tui.cli import UserError
    from rage_tui.solo import sim_campaign

    players = [p.strip() for p in args.players.split(",") if p.strip()]
    if not 1 <= len(players) <= 4:
        raise UserError("--players names 1 to 4 bots, one per pack")
    if args.games < 1:
        raise UserError("--games must be at least 1")

    from rage_tui.cli.progress import Progress, start_progress

    # One bar per level on a terminal, plain lines otherwise (stderr: --json stays clean).
    shown: dict[str, Progress] = {}

    def progress(level: str, k: int, games: int) -> None:
        if level not in shown:
            for bar in shown.values():
                bar.stop()
            shown[level] = start_progress(level, games, unit="games", stream=sys.stderr)
        shown[level].update(k)

    try:
        result = sim_campaign(args.campaign, players, args.games, args.seed, args.difficulty,
                              progress)
    except ValueError as exc:
        raise UserError(str(exc)) from None
    finally:
        for bar in shown.values():
            bar.stop()
    if args.json:
        json.dump(result, sys.stdout)
        print()
        return 0
    print(f"{result['campaign']}: {args.games} games per level, packs: {', '.join(players)}")
    for k, lv in enumerate(result["levels"], 1):
        print(f"  level {k} {lv['name']}: win rate {lv['win_rate']:.0%} "
              f"({round(lv['win_rate'] * lv['games'])} of {lv['games']})")
    return 0
