"""``rage-tui sim``: many headless games between agents, with figures and invariant checks."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rage_tui.cli.rulesets import add_ruleset_option
from rage_tui.cli.texts import _, ngettext
from rage_tui.safeio import write_atomic

if TYPE_CHECKING:
    from rage_tui.engine.decks import DeckList


def register(sub: Any) -> None:
    """Add the ``sim`` subcommand."""
    p = sub.add_parser("sim", help=_("play many games between bots and print figures"))
    p.add_argument("--games", type=int, default=100, metavar="N",
                   help=_("how many games (default 100)"))
    p.add_argument("--seed", type=int, default=1, metavar=_("SEED"),
                   help=_("the first game's seed (default 1)"))
    p.add_argument("--players", default="random,random", metavar=_("PLAYERS"),
                   help=_("comma-separated agents, one per seat (2-5 in rage-1995; "
                          "the ruleset says)"))
    p.add_argument("--decks", default=None, metavar=_("DECKS"),
                   help=_("comma-separated deck files or bundled deck names (default: bundled)"))
    p.add_argument("--renown", type=int, default=20, metavar="N",
                   help=_("the Renown that wins a game (default 20)"))
    p.add_argument("--max-turns", type=int, default=60, metavar="N",
                   help=_("stop a game undecided after this many turns (default 60)"))
    p.add_argument("--no-null-cards", action="store_true",
                   help=_("play without null cards"))
    p.add_argument("--check-every", type=int, default=0, metavar="N",
                   help=_("check invariants every N decisions (0: at the end of each game)"))
    p.add_argument("--jobs", type=int, default=0, metavar="N",
                   help=_("worker processes (default 0: all cores); the figures are the same "
                          "for any N"))
    add_ray_option(p)
    p.add_argument("--hashes", type=Path, default=None, metavar=_("FILE"),
                   help=_("write each game's fingerprint (final state hash, choices, event-log "
                          "digest) to FILE as JSON, to compare two versions of the engine"))
    p.add_argument("--json", action="store_true", help=_("print one JSON object"))
    add_ruleset_option(p, headless=True)
    p.set_defaults(handler=cmd_sim)


def add_ray_option(p: argparse.ArgumentParser) -> None:
    """The ``--ray ADDRESS`` option of the commands that play many games."""
    p.add_argument("--ray", default=None, metavar=_("ADDRESS"),
                   help=_("play the games on a Ray cluster instead of local worker "
                          "processes: 'auto' (the cluster this machine is part of), 'local' "
                          "(start one here) or an address such as ray://head:10001; the "
                          "figures are the same as with --jobs (needs {command})").format(
                       command="pip install 'rage-tui[cluster]'"))


def ray_address(args: argparse.Namespace, jobs_given: bool) -> str | None:
    """``--ray``, checked: not with ``--jobs``, and Ray installed (or a one-line error)."""
    from rage_tui.cli.errors import UserError
    from rage_tui.parallel import ClusterError, ray_module

    if args.ray is None:
        return None
    if not args.ray.strip():
        raise UserError(_("--ray needs an address: auto, local or host:port"))
    if jobs_given:
        raise UserError(_("--ray and --jobs: choose one (the cluster decides how many "
                          "games run at once)"))
    try:
        ray_module()
    except ClusterError as exc:
        raise UserError(str(exc)) from None
    return str(args.ray.strip())


def resolve_decks(spec: str | None, ruleset: str = "rage-1995") -> list[DeckList]:
    """Deck files or bundled deck names (file stem or deck name) of ``ruleset``."""
    from rage_tui.cli.errors import UserError
    from rage_tui.content.plugins import ruleset_content

    bundled = ruleset_content(ruleset).deck_files
    if not spec:
        if not bundled:
            raise UserError(_("no bundled decks found"))
        return [d for _, d in bundled]
    out = []
    for item in spec.split(","):
        item = item.strip()
        path = Path(item)
        if path.is_file():
            out.append(_deck_file(path, ruleset))
            continue
        match = [d for stem, d in bundled if stem == item]
        if not match:
            named = [d for _, d in bundled if d.name.lower() == item.lower()]
            if named:
                out.append(named[0])
                continue
            raise UserError(_("no deck file or bundled deck called '{name}' (bundled: "
                              "{bundled})").format(name=item,
                                                   bundled=", ".join(s for s, _ in bundled)))
        out.append(match[0])
    return out


def _deck_file(path: Path, ruleset: str) -> DeckList:
    """One deck file, read by the ruleset's deck hook (rage-1995's own schema otherwise)."""
    from rage_tui.engine.plugin import resolve
    from rage_tui.rulesets import plugin

    declared = plugin(ruleset)
    if declared.deck_loader:
        loaded: DeckList = resolve(declared.deck_loader)(path)
        return loaded
    parse = declared.parse_deck
    if parse is None:
        from rage_tui.content.decks import load_deck

        return load_deck(path)
    from rage_tui.cli.errors import UserError
    from rage_tui.content.yamlio import load_yaml_file

    try:
        return parse(load_yaml_file(path), path.name)
    except (ValueError, KeyError, TypeError) as exc:
        raise UserError(f"{path}: {exc}") from None


def cmd_sim(args: argparse.Namespace) -> int:
    """Run the simulation and print its figures."""
    from rage_tui.ai.registry import agents_for
    from rage_tui.cli.errors import UserError
    from rage_tui.content.plugins import ruleset_content
    from rage_tui.engine.state import Variants
    from rage_tui.parallel import ClusterError
    from rage_tui.rulesets import seat_limits
    from rage_tui.sim import default_jobs, run_sim

    players = [p.strip() for p in args.players.split(",") if p.strip()]
    low, high = seat_limits(args.ruleset)
    if not low <= len(players) <= high:
        raise UserError(_("--players needs {low} to {high} agents ({ruleset})").format(
            low=low, high=high, ruleset=args.ruleset))
    known = agents_for(args.ruleset)
    for p in players:
        if p not in known:
            raise UserError(_("unknown agent '{agent}' (known: {known})").format(
                agent=p, known=", ".join(known)))
    if args.games < 1:
        raise UserError(_("--games must be at least 1"))
    if args.jobs < 0:
        raise UserError(_("--jobs must be 0 (all cores) or more"))
    ray = ray_address(args, args.jobs != 0)
    jobs = args.jobs or default_jobs()
    if not 1 <= args.renown <= 1000:
        raise UserError(_("--renown must be from 1 to 1000"))
    if not 1 <= args.max_turns <= 10_000:
        raise UserError(_("--max-turns must be from 1 to 10000"))
    if abs(args.seed) >= 10**40:
        raise UserError(_("--seed may have at most 40 digits"))
    if args.check_every < 0:
        raise UserError(_("--check-every must be 0 (at the end of each game) or more"))
    if args.games > 10_000_000:
        raise UserError(_("--games must be at most 10000000"))
    decks = resolve_decks(args.decks, args.ruleset)
    lib = ruleset_content(args.ruleset)
    variants = Variants(null_cards=not args.no_null_cards, max_turns=args.max_turns)
    from rage_tui.cli.progress import start_progress

    # A bar on a terminal, plain lines otherwise; on stderr, so --json stays clean.
    bar = start_progress(_("simulating"), args.games, unit=_("games"), stream=sys.stderr)
    progress = bar.update

    try:
        res = run_sim(lib.cards, decks, players, args.games, args.seed, args.renown, variants,
                      args.check_every, progress, rotate_decks=args.decks is None, jobs=jobs,
                      hashes=args.hashes is not None, ruleset=args.ruleset, ray=ray)
    except ClusterError as exc:
        raise UserError(str(exc)) from None
    finally:
        if bar is not None:
            bar.stop()
    data = res.as_json()
    if ray is None:
        data["jobs"] = jobs
    else:
        data["ray"] = ray
    if args.hashes is not None:
        try:
            write_atomic(args.hashes, json.dumps({"seed": args.seed, "players": players,
                                               "games": res.hashes}, indent=0) + "\n")
        except OSError as exc:
            raise UserError(_("cannot write {path}: {reason}").format(
                path=args.hashes, reason=exc.strerror)) from None
    if args.json:
        print(json.dumps(data, indent=1))
        return 0 if not res.violations else 1
    _print_figures(data, jobs)
    return 0 if not res.violations else 1


def _print_figures(data: dict[str, Any], jobs: int) -> None:
    """The figures of a simulation for a person: one labelled line each, the labels aligned
    (``jobs``: the worker processes, unless ``data`` says the games ran on Ray)."""
    if "ray" in data:
        rate = _("{rate} (Ray at {address})").format(rate=data["games_per_s"],
                                                    address=data["ray"])
    else:
        rate = ngettext("{rate} ({jobs} job)", "{rate} ({jobs} jobs)", jobs).format(
            rate=data["games_per_s"], jobs=jobs)
    rows = [
        (_("games:"), _("{games} in {seconds} s").format(games=data["games"],
                                                         seconds=data["seconds"])),
        (_("games per second:"), rate),
        (_("decisions per s:"), str(data["decisions_per_s"])),
        (_("average turns:"), str(data["average_turns"])),
        (_("undecided:"), str(data["undecided"])),
        (_("wins by seat:"), ", ".join(_("seat {n}: {wins}").format(n=int(k) + 1, wins=v)
                                       for k, v in data["wins"].items())),
        (_("wins by deck:"), ", ".join(f"{k}: {v}" for k, v in data["wins_by_deck"].items())),
    ]
    width = max(17, *(len(label) for label, _value in rows))
    for label, value in rows:
        print(f"{label:<{width}} {value}".rstrip())
    for name, a in data["agents"].items():
        lo, hi = a["win_rate_95"]
        print(_("agent {name:<8} win rate {rate:.3f} (95% {lo:.3f}-{hi:.3f}), decision ms "
                "median {median}, p95 {p95}").format(
            name=name, rate=a["win_rate"], lo=lo, hi=hi, median=a["decision_ms_median"],
            p95=a["decision_ms_p95"]))
        if a.get("search_errors"):
            print(ngettext("  {n} search given up (the bot played its fallback choice): {first}",
                           "  {n} searches given up (the bot played its fallback choice): "
                           "{first}", a["search_errors"])
                  .format(n=a["search_errors"], first=a["search_error_samples"][0]))
    print(f"{_('events:'):<{width}} "
          + ", ".join(f"{k} {v}" for k, v in sorted(data["events"].items())))
    print(f"{_('violations:'):<{width}} {data['violations']}")
    for v in data["violation_samples"]:
        print(f"  - {v}")
