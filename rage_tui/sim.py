"""Headless simulation: many seeded games between agents, with invariant checks and figures."""

from __future__ import annotations

import contextlib
import gc
import math
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rage_tui.ai.registry import make_agent
from rage_tui.engine.cards import Card
from rage_tui.engine.decks import DeckList
from rage_tui.engine.game import zone_census
from rage_tui.engine.state import SeatSetup, Setup, Variants
from rage_tui.match import Match

#: With invariant checks on, card instances are numbered from here so that no statistic or
#: count in a view can be mistaken for a card id.
LEAK_PROOF_BASE = 1_000_000


@dataclass
class SimResult:
    """Figures from a batch of games."""

    games: int = 0
    seconds: float = 0.0
    decisions: int = 0
    turns: int = 0
    wins_by_seat: Counter[int] = field(default_factory=Counter)
    wins_by_agent: Counter[str] = field(default_factory=Counter)
    games_by_agent: Counter[str] = field(default_factory=Counter)
    wins_by_deck: Counter[str] = field(default_factory=Counter)
    undecided: int = 0
    violations: list[str] = field(default_factory=list)
    counters: Counter[str] = field(default_factory=Counter)
    decision_times: dict[str, list[float]] = field(default_factory=dict)
    hashes: list[str] = field(default_factory=list)
    #: searches a bot gave up (it then played its fallback choice), by agent
    search_errors: dict[str, list[str]] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        """The machine-readable summary printed by ``sim --json``."""
        out: dict[str, Any] = {
            "games": self.games,
            "seconds": round(self.seconds, 3),
            "games_per_s": round(self.games / self.seconds, 2) if self.seconds else 0.0,
            "decisions_per_s": round(self.decisions / self.seconds, 1) if self.seconds else 0.0,
            "average_turns": round(self.turns / self.games, 2) if self.games else 0.0,
            "wins": {str(k): v for k, v in sorted(self.wins_by_seat.items())},
            "wins_by_deck": dict(self.wins_by_deck),
            "undecided": self.undecided,
            "violations": len(self.violations),
            "violation_samples": self.violations[:5],
            "events": dict(self.counters),
            "agents": {},
        }
        for agent, n in self.games_by_agent.items():
            wins = self.wins_by_agent[agent]
            lo, hi = wilson(wins, n)
            times = sorted(self.decision_times.get(agent, []))
            out["agents"][agent] = {
                "games": n, "wins": wins, "win_rate": round(wins / n, 4) if n else 0.0,
                "win_rate_95": [round(lo, 4), round(hi, 4)],
                "decision_ms_median": round(1000 * statistics.median(times), 3) if times else 0,
                "decision_ms_p95": round(1000 * percentile(times, 95), 3) if times else 0,
            }
            errors = self.search_errors.get(agent)
            if errors is not None:
                out["agents"][agent]["search_errors"] = len(errors)
                out["agents"][agent]["search_error_samples"] = errors[:3]
        return out


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a win rate."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(sorted_values: Sequence[float], pct: float) -> float:
    """Nearest-rank percentile of already sorted values."""
    if not sorted_values:
        return 0.0
    k = max(0, min(len(sorted_values) - 1, math.ceil(pct / 100 * len(sorted_values)) - 1))
    return sorted_values[k]


def check_game(match: Match) -> list[str]:
    """Invariants at this moment: each card in exactly one zone; no hidden card in a view;
    every cached view equals a fresh one; the ruleset's own invariants (its optional hook
    ``check_invariants(state) -> list[str]``; rage-1995: no dead creature in play)."""
    g = match.game.state
    problems = []
    for iid, places in zone_census(g).items():
        if len(places) != 1:
            problems.append(f"turn {g.turn} {g.phase}: card {iid} ({g.cards[iid].cid}) is in "
                            f"{places or 'no zone'}")
    for seat in range(g.n_seats):
        problems.extend(hidden_leaks(match, seat))
    problems.extend(stale_views(match))
    check = getattr(match.game.ruleset, "check_invariants", None)
    if callable(check):
        problems.extend(check(g))
    return problems


def stale_views(match: Match) -> list[str]:
    """Cached derived facts (creature views) that differ from a fresh computation."""
    g = match.game.state
    check = getattr(match.game.ruleset, "check_caches", None)
    found: list[str] = check(g) if callable(check) else []
    return [f"turn {g.turn} {g.phase}: {p}" for p in found]


def hidden_leaks(match: Match, seat: int) -> list[str]:
    """Instance ids of cards hidden from ``seat`` (the ruleset's optional hook
    ``secret_cards(state, seat) -> set[int]``: other seats' hands, decks, unrevealed
    face-down cards) that ``seat``'s view shows."""
    from rage_tui.ai.inspect import ids_in

    g = match.game.state
    hook = getattr(match.game.ruleset, "secret_cards", None)
    secret: set[int] = hook(g, seat) if callable(hook) else set()
    view = match.game.view_for(seat)
    found = ids_in(view, g) & secret
    return [f"seat {seat}'s view shows hidden card {i} ({g.cards[i].cid})" for i in found]


@dataclass(frozen=True)
class SimSpec:
    """What to play: everything a worker process needs to play any game of the batch."""

    defs: Mapping[str, Card]
    decks: Sequence[DeckList]
    players: Sequence[str]
    seed: int
    renown: int | None = 20
    variants: Variants | None = None
    check_every: int = 0
    rotate_decks: bool = False
    hashes: bool = False
    ruleset: str = "rage-1995"


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector for one game, then collect once.

    A game's objects (its state, frames, records, caches) live until the game ends and then
    die together, so a collection while it runs only walks live objects again and again:
    about 9% of a compiled simulation's time and 5% of a pure one's. Collecting the young
    generations once after the game frees the game's cycles (about a megabyte each). Nothing
    of a game depends on the collector, so the games are the same."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
            gc.collect(1)


def play_game(spec: SimSpec, k: int, res: SimResult) -> None:
    """Play game number ``k`` of the batch and add its figures to ``res``. Game ``k`` depends
    only on ``spec`` and ``k``, never on the games before it (so batches can be split)."""
    with collector_paused():
        _play_game(spec, k, res)


def _play_game(spec: SimSpec, k: int, res: SimResult) -> None:
    players, decks = spec.players, spec.decks
    n = len(players)
    order = [players[(i + k) % n] for i in range(n)]
    shift = (k // n) if spec.rotate_decks else 0
    table = [decks[(shift + i) % len(decks)] for i in range(n)]
    seats = tuple(SeatSetup(f"{order[i]}-{i + 1}", table[i], order[i]) for i in range(n))
    setup = Setup(seats, spec.seed * 100_003 + k, spec.renown, spec.variants or Variants(),
                  ruleset=spec.ruleset)
    agents = {i: make_agent(order[i], spec.seed * 7919 + k * 31 + i, spec.ruleset)
              for i in range(n)}
    match = Match(setup, spec.defs, agents, iid_base=LEAK_PROOF_BASE)
    steps = 0
    check_every = spec.check_every
    if not check_every:  # every seat is a bot: they play to the end (the match's own loop)
        steps = match.run_bots()
    while not match.game.over:
        match.step_bot()
        steps += 1
        if check_every and steps % check_every == 0:
            res.violations.extend(check_game(match))
    res.violations.extend(check_game(match))
    g = match.game.state
    res.games += 1
    res.decisions += steps
    res.turns += g.turn
    res.counters.update(g.counters)
    for a in order:
        res.games_by_agent[a] += 1
    if g.winner is None:
        res.undecided += 1
    else:
        res.wins_by_seat[g.winner] += 1
        res.wins_by_agent[order[g.winner]] += 1
        res.wins_by_deck[table[g.winner].name] += 1
    for name, times in match.times.by_agent.items():
        res.decision_times.setdefault(name, []).extend(times)
    for i, agent in agents.items():
        errors = getattr(agent, "search_errors", None)
        if isinstance(errors, list):  # a searching bot: count its failed searches, even 0
            res.search_errors.setdefault(order[i], []).extend(str(e) for e in errors)
    if spec.hashes:
        res.hashes.append(game_fingerprint(match))


def game_fingerprint(match: Match) -> str:
    """The final state hash of a finished game, the number of choices made and a digest of
    its full event log (kinds and texts): equal fingerprints mean the same game."""
    import hashlib

    g = match.game.state
    log = hashlib.sha256("\n".join(f"{e.kind}|{e.text}" for e in g.events).encode())
    return f"{match.game.state_hash()}:{g.choices_made}:{log.hexdigest()[:16]}"


def merge(into: SimResult, part: SimResult) -> None:
    """Add the figures of ``part`` (later games) to ``into``."""
    into.games += part.games
    into.decisions += part.decisions
    into.turns += part.turns
    into.wins_by_seat.update(part.wins_by_seat)
    into.wins_by_agent.update(part.wins_by_agent)
    into.games_by_agent.update(part.games_by_agent)
    into.wins_by_deck.update(part.wins_by_deck)
    into.undecided += part.undecided
    into.violations.extend(part.violations)
    into.counters.update(part.counters)
    for name, times in part.decision_times.items():
        into.decision_times.setdefault(name, []).extend(times)
    into.hashes.extend(part.hashes)
    for name, errors in part.search_errors.items():
        into.search_errors.setdefault(name, []).extend(errors)


def play_chunk(spec: SimSpec, first: int, last: int) -> SimResult:
    """Play games ``first`` .. ``last - 1`` of the batch (one worker's or Ray task's share)."""
    res = SimResult()
    for k in range(first, last):
        play_game(spec, k, res)
    return res


def default_jobs() -> int:
    """All the cores this process may use."""
    import os

    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every platform
        return max(1, os.cpu_count() or 1)


def run_sim(
    defs: Mapping[str, Card],
    decks: Sequence[DeckList],
    players: Sequence[str],
    games: int,
    seed: int,
    renown: int | None = 20,
    variants: Variants | None = None,
    check_every: int = 0,
    progress: Callable[[int], None] | None = None,
    rotate_decks: bool = False,
    jobs: int = 1,
    hashes: bool = False,
    ruleset: str = "rage-1995",
    first: int = 0,
    ray: str | None = None,
) -> SimResult:
    """Play ``games`` games. Agents swap seats between games (game k rotates them by k). With
    ``rotate_decks`` the decks at the table change every ``len(players)`` games so that every
    deck meets the others, each pairing played with the agents in every seat. ``first`` skips
    to game number ``first`` of the batch (to replay one game of a long run).

    ``jobs`` > 1 plays the games in that many worker processes; the figures (apart from
    timings) are the same as with one job, since each game depends only on the seed and its
    number. ``ray`` (``auto``, ``local`` or a cluster address) plays them as tasks on a Ray
    cluster instead, with the same figures again (:class:`rage_tui.parallel.RayCluster`;
    ``jobs`` is then not used). ``hashes`` records each game's fingerprint
    (:func:`game_fingerprint`) in order."""
    spec = SimSpec(defs, decks, players, seed, renown, variants, check_every, rotate_decks,
                   hashes, ruleset)
    res = SimResult()
    t0 = time.perf_counter()
    jobs = max(1, min(jobs, games))
    if ray is not None:
        _run_on_ray(spec, first, games, ray, res, progress)
    elif jobs == 1:
        for k in range(first, first + games):
            play_game(spec, k, res)
            if progress is not None:
                progress(k + 1 - first)
    else:
        _run_parallel(spec, first, games, jobs, res, progress)
    res.seconds = time.perf_counter() - t0
    return res


def _run_parallel(spec: SimSpec, first: int, games: int, jobs: int, res: SimResult,
                  progress: Callable[[int], None] | None) -> None:
    """Split games ``first`` .. ``first + games - 1`` into small consecutive chunks played by
    ``jobs`` worker processes; merge the parts in game order."""
    from rage_tui.parallel import chunks, on_processes

    for part in on_processes(play_chunk, spec, chunks(first, games, jobs), jobs,
                             _progress_by_games(progress)):
        merge(res, part)


def _run_on_ray(spec: SimSpec, first: int, games: int, address: str, res: SimResult,
                progress: Callable[[int], None] | None) -> None:
    """The same chunks as Ray tasks (about four per CPU of the cluster), merged in game
    order."""
    from rage_tui.parallel import RayCluster, chunks

    cluster = RayCluster(address)
    try:
        parts = cluster.run(play_chunk, spec, chunks(first, games, cluster.cpus()),
                            _progress_by_games(progress))
    finally:
        cluster.close()
    for part in parts:
        merge(res, part)


def _progress_by_games(
    progress: Callable[[int], None] | None
) -> Callable[[SimResult], None] | None:
    """A chunk callback that reports the games finished so far to ``progress``."""
    if progress is None:
        return None
    done = [0]

    def finished(part: SimResult) -> None:
        done[0] += part.games
        progress(done[0])

    return finished
