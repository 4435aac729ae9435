"""``rage-tui sim --ruleset rage-las-vegas``: games of Rage: Across Las Vegas between bots
(random, greedy), with the invariant checks of ``rage_tui.sim_las_vegas``, until the shared
simulation of every ruleset takes it over."""

from __future__ import annotations

import argparse
import json

from rage_tui.cli.texts import _


def cmd_sim_lv(args: argparse.Namespace) -> int:
    """Run the games and print the figures (one JSON object with ``--json``)."""
    from rage_tui.cli import UserError
    from rage_tui.content.decks import load_deck
    from rage_tui.content.las_vegas import bundled_lv_decks, bundled_lv_library
    from rage_tui.sim_las_vegas import LV_AGENTS, run_lv_sim

    players = [p.strip() for p in args.players.split(",") if p.strip()]
    if not 2 <= len(players) <= 6:
        raise UserError(_("--players needs {low} to {high} agents ({ruleset})").format(
            low=2, high=6, ruleset=args.ruleset))
    for p in players:
        if p not in LV_AGENTS:
            raise UserError(_("unknown agent '{agent}' (known: {known})").format(
                agent=p, known=", ".join(LV_AGENTS)))
    if args.games < 1:
        raise UserError(_("--games must be at least 1"))
    if args.check_every < 0:
        raise UserError(_("--check-every must be 0 (at the end of each game) or more"))
    decks = [load_deck(p) for p in bundled_lv_decks()]
    res = run_lv_sim(decks, bundled_lv_library().cards, players, args.games, args.seed,
                     args.check_every, args.renown, args.max_turns)
    data = res.to_json()
    if args.json:
        print(json.dumps(data, indent=1))
    else:
        print(_("games:"), data["games"])
        print(_("undecided:"), data["unfinished"])
        for name, rate in data["win_rate_by_agent"].items():
            print(f"{name}: {rate:.3f}")
        print(_("violations:"), data["violations"])
    return 0 if not res.violations else 1
