"""``rage-tui bench``: time parts of rage-tui (benchmarks, not tests).

Each benchmark is a function registered with :func:`benchmark`; it gets the parsed arguments and
returns a :class:`Report`. ``rage-tui bench NAME --repeat N`` runs it. To add one (say ``sim``)::

    @benchmark("sim", "play bot games", default_repeat=5)
    def bench_sim(args: argparse.Namespace) -> Report:
        timing = measure(lambda: ..., args.repeat)
        return Report("sim", timing, {"games": 1})

Options of its own go in ``add_args=`` (a function given the subcommand's parser).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rage_tui.cli.texts import N_, _


@dataclass(frozen=True)
class Timing:
    """Wall-clock times of repeated runs, in milliseconds."""

    runs: tuple[float, ...]
    first: float

    @property
    def median(self) -> float:
        return statistics.median(self.runs)

    @property
    def min(self) -> float:
        return min(self.runs)

    @property
    def p95(self) -> float:
        """95th percentile by the nearest-rank method."""
        ordered = sorted(self.runs)
        return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]

    @property
    def max(self) -> float:
        return max(self.runs)


@dataclass(frozen=True)
class Report:
    """What one benchmark measured, plus facts about the workload (``{"cards": 240}``)."""

    name: str
    timing: Timing
    facts: dict[str, Any] = field(default_factory=dict)

    def line(self) -> str:
        """One human-readable line."""
        t = self.timing
        facts = "".join(_("{value} {name}, ").format(value=v, name=k)
                        for k, v in self.facts.items())
        return _("{name}: {facts}{runs} runs: median {median:.1f} ms, min {min:.1f} ms, "
                 "p95 {p95:.1f} ms (first run {first:.1f} ms)").format(
            name=self.name, facts=facts, runs=len(t.runs), median=t.median, min=t.min,
            p95=t.p95, first=t.first)

    def as_json(self) -> dict[str, Any]:
        t = self.timing
        return {"name": self.name, **self.facts, "runs": len(t.runs),
                "median_ms": round(t.median, 3), "min_ms": round(t.min, 3),
                "p95_ms": round(t.p95, 3), "max_ms": round(t.max, 3),
                "first_ms": round(t.first, 3)}


def measure(run: Callable[[], object], repeat: int) -> Timing:
    """Call ``run`` once to warm up, then ``repeat`` times; return the times in ms."""
    start = time.perf_counter()
    run()
    first = (time.perf_counter() - start) * 1000
    runs = []
    for _run in range(repeat):
        start = time.perf_counter()
        run()
        runs.append((time.perf_counter() - start) * 1000)
    return Timing(tuple(runs), first)


@dataclass(frozen=True)
class _Bench:
    help: str
    run: Callable[[argparse.Namespace], Report]
    default_repeat: int
    add_args: Callable[[argparse.ArgumentParser], None] | None


BENCHMARKS: dict[str, _Bench] = {}


def benchmark(
    name: str,
    help: str,
    default_repeat: int = 30,
    add_args: Callable[[argparse.ArgumentParser], None] | None = None,
) -> Callable[[Callable[[argparse.Namespace], Report]], Callable[[argparse.Namespace], Report]]:
    """Register a benchmark as ``rage-tui bench NAME`` (``help`` marked with ``N_``: it is
    translated when the help is shown)."""

    def deco(
        fn: Callable[[argparse.Namespace], Report]
    ) -> Callable[[argparse.Namespace], Report]:
        BENCHMARKS[name] = _Bench(help, fn, default_repeat, add_args)
        return fn

    return deco


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("expected a whole number, got {text!r}").format(text=text)) from None
    if value < 1:
        raise argparse.ArgumentTypeError(_("must be at least 1, got {value}").format(value=value))
    return value


def register(sub: Any) -> None:
    """Add ``bench`` and one subcommand per registered benchmark."""
    p = sub.add_parser("bench", help=_("time parts of rage-tui (loading the library, ...)"))
    bsub = p.add_subparsers(dest="bench_command", metavar=_("WHAT"), required=True)
    for name, bench in BENCHMARKS.items():
        q = bsub.add_parser(name, help=_(bench.help))
        q.add_argument("--repeat", type=_positive, default=bench.default_repeat, metavar="N",
                       help=_("timed runs after one warm-up run (default {n})").format(
                           n=bench.default_repeat))
        q.add_argument("--json", action="store_true", help=_("print the figures as JSON"))
        if bench.add_args is not None:
            bench.add_args(q)
        q.set_defaults(handler=_handler(bench))


def _handler(bench: _Bench) -> Callable[[argparse.Namespace], int]:
    def handle(args: argparse.Namespace) -> int:
        report = bench.run(args)
        print(json.dumps(report.as_json()) if args.json else report.line())
        return 0

    return handle


# --- the benchmarks ----------------------------------------------------------------------------


@benchmark("load", N_("load and validate the whole bundled card library"))
def bench_load(args: argparse.Namespace) -> Report:
    """Load the bundled library from its files each run (never the cached copy)."""
    from rage_tui.content.bundled import cards_dir, data_root
    from rage_tui.content.library import load_library

    paths = [cards_dir()]
    root = data_root()
    lib = load_library(paths, shown_root=root)  # fails early, with the problems, if broken
    timing = measure(lambda: load_library(paths, shown_root=root), args.repeat)
    return Report("load", timing, {"cards": len(lib), "files": len(lib.files)})


@benchmark("ui", N_("first painted frame of rage-tui against a minimal Textual app, and "
              "keypress-to-repaint on the board (needs a POSIX terminal)"), default_repeat=5)
def bench_ui(args: argparse.Namespace) -> Report:
    """Start rage-tui and a one-label Textual app in a pseudo-terminal ``repeat`` times each;
    then press keys on a game board and time each repaint."""
    from rage_tui.ui.bench import format_report, run_ui_bench

    result = run_ui_bench(repeat=args.repeat)
    ff = result["first_frame_ms"]
    kp = result["keypress_ms"]
    runs = tuple(float(x) for x in ff["rage-tui"])
    return Report("ui", Timing(runs, runs[0]), {
        "minimal_app_ms": round(ff["median_minimal"], 1),
        "ratio": round(ff["ratio"], 2),
        "keypress_median_ms": round(kp["median_last"], 1),
        "keypress_p95_ms": round(kp["p95_last"], 1),
        "summary": format_report(result),
    })


def _sim_args(p: argparse.ArgumentParser) -> None:
    from rage_tui.rulesets import plugins

    p.add_argument("--ruleset", choices=[*plugins(), "all"], default=None,
                   help=_("time this ruleset's bundled decks at each seat count of --seats "
                          "('all': every registered ruleset; default: rage-1995 at two "
                          "seats, the figure CI prints)"))
    p.add_argument("--seats", default=None, metavar=_("N,N"),
                   help=_("seat counts to time with --ruleset (default: the ruleset's "
                          "smallest and largest table, such as 2,5)"))
    p.add_argument("--games", type=_positive, default=50, metavar="N",
                   help=_("games per run (default 50)"))


@benchmark("sim", N_("random-agent games between the bundled decks (two seats; --ruleset: "
                     "any ruleset at several seat counts)"),
           default_repeat=1, add_args=_sim_args)
def bench_sim(args: argparse.Namespace) -> Report:
    """Play ``--games`` seeded random-agent games per run; the figure is milliseconds per game.
    Without ``--ruleset``: rage-1995's bundled decks at two seats (the line CI prints)."""
    from rage_tui.cli.errors import UserError

    if args.ruleset is None:
        if args.seats is not None:
            raise UserError(_("--seats needs --ruleset"))
        return _sim_report("sim", "rage-1995", 2, args.games, args.repeat)
    from rage_tui.rulesets import plugins

    rulesets = list(plugins()) if args.ruleset == "all" else [args.ruleset]
    reports = []
    for ruleset in rulesets:
        for seats in _seat_counts(ruleset, args.seats):
            reports.append(_sim_report(f"sim {ruleset} {seats}", ruleset, seats, args.games,
                                       args.repeat, {"ruleset": ruleset, "seats": seats}))
    return _SimTable("sim", reports[0].timing, {}, tuple(reports))


def _seat_counts(ruleset: str, spec: str | None) -> list[int]:
    """The seat counts of ``--seats`` (checked against the ruleset's table sizes)."""
    from rage_tui.cli.errors import UserError
    from rage_tui.rulesets import seat_limits

    low, high = seat_limits(ruleset)
    if spec is None:
        return sorted({low, high})
    counts = []
    for item in spec.split(","):
        try:
            n = int(item)
        except ValueError:
            raise UserError(_("--seats expects numbers such as 2,5, "
                               "got {text!r}").format(text=item)) from None
        if not low <= n <= high:
            raise UserError(_("{ruleset} seats {low} to {high} "
                               "players, not {n}").format(ruleset=ruleset, low=low,
                                                          high=high, n=n))
        counts.append(n)
    return counts


def _sim_report(name: str, ruleset: str, seats: int, games: int, repeat: int,
                facts: dict[str, Any] | None = None) -> Report:
    """Time ``games`` random-agent games of ``ruleset`` at ``seats`` seats, decks rotated."""
    from rage_tui.content.plugins import ruleset_content
    from rage_tui.sim import run_sim

    content = ruleset_content(ruleset)
    decks = [d for _stem, d in content.deck_files]
    results = []

    def run() -> None:
        results.append(run_sim(content.cards, decks, ["random"] * seats, games, 1,
                               rotate_decks=True, ruleset=ruleset))

    timing = measure(run, repeat)
    per_game = Timing(tuple(t / games for t in timing.runs), timing.first / games)
    last = results[-1]
    per_decision_us = 1000 * per_game.median * games / max(1, last.decisions)
    return Report(name, per_game, {**(facts or {}), "games": games, "games_per_s": round(
        1000 / per_game.median, 1), "decisions_per_game": round(last.decisions / games),
        "us_per_decision": round(per_decision_us, 1), "compiled": compiled_engine()})


@dataclass(frozen=True)
class _SimTable(Report):
    """``bench sim --ruleset``: one report per ruleset and seat count."""

    rows: tuple[Report, ...] = ()

    def line(self) -> str:
        lines = []
        for r in self.rows:
            f = r.facts
            lines.append(_("sim {ruleset}, {seats} seats: {rate} games/s, {decisions} decisions "
                           "per game, {us} µs per decision ({games} games, {runs} runs, "
                           "median {median:.1f} ms per game, {build})").format(
                ruleset=f["ruleset"], seats=f["seats"], rate=f["games_per_s"],
                decisions=f["decisions_per_game"], us=f["us_per_decision"], games=f["games"],
                runs=len(r.timing.runs), median=r.timing.median,
                build=_("compiled") if f["compiled"] else _("pure Python")))
        return "\n".join(lines)

    def as_json(self) -> dict[str, Any]:
        return {"name": self.name, "compiled": compiled_engine(),
                "results": [r.as_json() for r in self.rows]}


def compiled_engine() -> bool:
    """Whether the engine and ruleset run as compiled (mypyc) extension modules (the build
    compiles the engine and the rulesets together: a module of each is asked)."""
    from rage_tui.engine import game
    from rage_tui.rulesets import registry

    return not any(str(getattr(m, "__file__", "")).endswith(".py") for m in (game, registry))


def _hotseat_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--config", action="append", metavar=_("NAME"),
                   help=_("only this configuration (default, house_rule, pass_until_combat, "
                          "old; repeatable)"))


@benchmark("hotseat", N_("handovers and keypresses of a seeded two-human game in the real "
                         "app (curtains and keys per turn, keys per combat round)"),
           default_repeat=1, add_args=_hotseat_args)
def bench_hotseat(args: argparse.Namespace) -> Report:
    """Drive the app with Pilot through three turns of a fixed hot-seat game; the figures
    are counts, so the timing is only how long that took."""
    from rage_tui.ui.hotseat_bench import CONFIGS, format_report, run_hotseat_bench

    configs = tuple(args.config or CONFIGS)
    unknown = [c for c in configs if c not in CONFIGS]
    if unknown:
        raise SystemExit(_("rage-tui bench hotseat: unknown configuration {name!r} "
                           "(choose from {choices})").format(name=unknown[0],
                                                             choices=", ".join(CONFIGS)))
    start = time.perf_counter()
    result = run_hotseat_bench(configs)
    ms = (time.perf_counter() - start) * 1000
    return _HotseatReport("hotseat", Timing((ms,), ms), {}, result, format_report(result))


@benchmark("solo", N_("keypresses of the seeded bench game in the real app with one human "
                      "against the greedy bot (keys per turn outside combat)"),
           default_repeat=1)
def bench_solo(args: argparse.Namespace) -> Report:
    """Drive the app with Pilot through three turns of the bench game against a bot; the
    figures are counts, so the timing is only how long that took."""
    from rage_tui.ui.hotseat_bench import run_solo_bench

    start = time.perf_counter()
    result = run_solo_bench()
    ms = (time.perf_counter() - start) * 1000
    return _SoloReport("solo", Timing((ms,), ms), {}, result)


@dataclass(frozen=True)
class _SoloReport(Report):
    """The solo figures: JSON with the figures at the top level."""

    figures: dict[str, Any] = field(default_factory=dict)

    def line(self) -> str:
        f = self.figures
        per_turn = ", ".join(f"t{t['turn']} {t['keys']}" for t in f["turns"])
        return _("solo: {quiet} keys per quiet turn (goal at most {goal}), {keys} per turn "
                 "outside combat; keys by turn: {per_turn}").format(
            quiet=f["keys_per_quiet_turn"], goal=f["goals"]["keys_per_quiet_turn"],
            keys=f["keys_per_turn"], per_turn=per_turn)

    def as_json(self) -> dict[str, Any]:
        return dict(self.figures)


@dataclass(frozen=True)
class _HotseatReport(Report):
    """The hot-seat figures: JSON with the figures at the top level."""

    figures: dict[str, Any] = field(default_factory=dict)
    summary: str = ""

    def line(self) -> str:
        f = self.figures
        return _("hotseat: {curtains} curtains per turn, {keys} keys per turn, {round_keys} "
                 "keys per combat round (default stops)").format(
            curtains=f["curtains_per_turn"], keys=f["keys_per_turn"],
            round_keys=f["keys_per_combat_round"]) + "\n" + self.summary

    def as_json(self) -> dict[str, Any]:
        return dict(self.figures)
