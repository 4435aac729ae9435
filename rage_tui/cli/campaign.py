"""``rage-tui campaign``: the bundled prey campaigns, and headless win rates per level."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from rage_tui.cli.sim import add_ray_option
from rage_tui.cli.texts import _


def register(sub: Any) -> None:
    """Add the ``campaign`` subcommand (``list`` and ``sim``)."""
    p = sub.add_parser("campaign", help=_("prey campaigns: list them, or measure their levels"))
    inner = p.add_subparsers(dest="campaign_command", metavar=_("ACTION"))
    ls = inner.add_parser("list", help=_("the bundled campaigns and their levels"))
    ls.set_defaults(handler=cmd_list)
    sim = inner.add_parser("sim", help=_("play a campaign's levels headless and print the win "
                                         "rate of the packs per level"))
    sim.add_argument("campaign", metavar=_("CAMPAIGN"),
                     help=_("a bundled campaign's name (or one of its levels' names)"))
    sim.add_argument("--players", default="greedy", metavar=_("PLAYERS"),
                     help=_("comma-separated bots, one per pack (1-4; two or more play "
                            "co-operatively)"))
    sim.add_argument("--games", type=int, default=100, metavar="N",
                     help=_("games per level"))
    sim.add_argument("--seed", type=int, default=1, metavar=_("SEED"),
                     help=_("the first game's seed"))
    sim.add_argument("--difficulty", default="normal", choices=("easy", "normal", "hard"),
                     help=_("how hard the prey plays"))
    sim.add_argument("--jobs", type=int, default=1, metavar="N",
                     help=_("worker processes (default 1; 0: all cores); the win rates are "
                            "the same for any N"))
    add_ray_option(sim)
    sim.add_argument("--json", action="store_true", help=_("print one JSON object"))
    sim.set_defaults(handler=cmd_sim)
    p.set_defaults(handler=lambda args: (p.print_help(), 0)[1])


def cmd_list(args: argparse.Namespace) -> int:
    """Print every bundled campaign with its levels."""
    from rage_tui.solo import bundled_campaigns

    for name, levels in bundled_campaigns().items():
        print(_("{name} ({side} packs)").format(name=name, side=levels[0].hunters))
        for k, lv in enumerate(levels, 1):
            print(_("  level {k}: {name}: {renown} Renown in {turns} turns, boss {boss}").format(
                k=k, name=lv.name, renown=lv.renown, turns=lv.turns, boss=lv.boss))
    return 0


def cmd_sim(args: argparse.Namespace) -> int:
    """Win rate per level of one campaign."""
    from rage_tui.cli.errors import UserError
    from rage_tui.cli.sim import ray_address
    from rage_tui.parallel import ClusterError
    from rage_tui.sim import default_jobs
    from rage_tui.solo import sim_campaign

    players = [p.strip() for p in args.players.split(",") if p.strip()]
    if not 1 <= len(players) <= 4:
        raise UserError(_("--players names 1 to 4 bots, one per pack"))
    if args.games < 1:
        raise UserError(_("--games must be at least 1"))
    if args.jobs < 0:
        raise UserError(_("--jobs must be 0 (all cores) or more"))
    ray = ray_address(args, args.jobs != 1)
    jobs = args.jobs or default_jobs()

    from rage_tui.cli.progress import Progress, start_progress

    # One bar per level on a terminal, plain lines otherwise (stderr: --json stays clean).
    shown: dict[str, Progress] = {}

    def progress(level: str, k: int, games: int) -> None:
        if level not in shown:
            for bar in shown.values():
                bar.stop()
            shown[level] = start_progress(level, games, unit=_("games"), stream=sys.stderr)
        shown[level].update(k)

    try:
        result = sim_campaign(args.campaign, players, args.games, args.seed, args.difficulty,
                              progress, jobs=jobs, ray=ray)
    except (ValueError, ClusterError) as exc:
        raise UserError(str(exc)) from None
    finally:
        for bar in shown.values():
            bar.stop()
    if args.json:
        json.dump(result, sys.stdout)
        print()
        return 0
    print(_("{campaign}: {games} games per level, packs: {players}").format(
        campaign=result["campaign"], games=args.games, players=", ".join(players)))
    for k, lv in enumerate(result["levels"], 1):
        print(_("  level {k} {name}: win rate {rate:.0%} ({won} of {games})").format(
            k=k, name=lv["name"], rate=lv["win_rate"], won=round(lv["win_rate"] * lv["games"]),
            games=lv["games"]))
    return 0
