"""Headless simulation: many seeded games between agents, with invariant checks and figures."""

from __future__ import annotations

import math
import statistics
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rage_tui.ai.registry import make_agent
from rage_tui.engine.cards import CardDef
from rage_tui.engine.decks import DeckList
from rage_tui.engine.game import zone_census
from rage_tui.engine.state import SeatSetup, Setup, Variants
from rage_tui.match import Match
from rage_tui.rulesets.rage1995.damage import dead_bodies_in_play

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
    """Invariants at this moment: each card in exactly one zone; no hidden card in a view."""
    g = match.game.state
    problems = []
    for iid, places in zone_census(g).items():
        if len(places) != 1:
            problems.append(f"turn {g.turn} {g.phase}: card {iid} ({g.cards[iid].cid}) is in "
                            f"{places or 'no zone'}")
    for seat in range(g.n_seats):
        problems.extend(hidden_leaks(match, seat))
    problems.extend(f"turn {g.turn} {g.phase}: {g.name(i)} is dead but still in play"
                    for i in dead_bodies_in_play(g))
    return problems


def hidden_leaks(match: Match, seat: int) -> list[str]:
    """Instance ids of other seats' hand cards or unrevealed face-down cards in ``seat``'s view."""
    from rage_tui.ai.inspect import ids_in

    g = match.game.state
    secret: set[int] = set()
    for p in g.players:
        if p.seat != seat:
            secret.update(p.sept_hand, p.combat_hand, p.sept_deck, p.combat_deck)
    cs = g.combat
    if cs is not None:
        early = cs.step in ("play-card", "targeting")
        secret.update(s.card for s in cs.slots
                      if s.seat != seat and s.card > 0 and (early or s.hidden))
    view = match.game.view_for(seat)
    found = ids_in(view, g) & secret
    return [f"seat {seat}'s view shows hidden card {i} ({g.cards[i].cid})" for i in found]


def run_sim(
    defs: Mapping[str, CardDef],
    decks: Sequence[DeckList],
    players: Sequence[str],
    games: int,
    seed: int,
    renown: int | None = 20,
    variants: Variants | None = None,
    check_every: int = 0,
    progress: Callable[[int], None] | None = None,
    rotate_decks: bool = False,
    ruleset: str = "rage-1995",
) -> SimResult:
    """Play ``games`` games. Agents swap seats between games (game k rotates them by k). With
    ``rotate_decks`` the decks at the table change every ``len(players)`` games so that every
    deck meets the others, each pairing played with the agents in every seat."""
    res = SimResult()
    n = len(players)
    t0 = time.perf_counter()
    for k in range(games):
        order = [players[(i + k) % n] for i in range(n)]
        shift = (k // n) if rotate_decks else 0
        table = [decks[(shift + i) % len(decks)] for i in range(n)]
        seats = tuple(SeatSetup(f"{order[i]}-{i + 1}", table[i], order[i]) for i in range(n))
        setup = Setup(seats, seed * 100_003 + k, renown, variants or Variants(),
                      ruleset=ruleset)
        agents = {i: make_agent(order[i], seed * 7919 + k * 31 + i) for i in range(n)}
        match = Match(setup, defs, agents, iid_base=LEAK_PROOF_BASE)
        steps = 0
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
        if progress is not None:
            progress(k + 1)
    res.seconds = time.perf_counter() - t0
    return res
