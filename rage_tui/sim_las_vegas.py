"""Headless games of Rage: Across Las Vegas between bots, with invariant checks: each agent
sees only its own view and the events it may see; every card must be in exactly one place,
no hidden card may show in another seat's view (the view is unchanged when everything the seat
cannot see is dealt again), and every game must end."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from rage_tui.engine.choices import Choice
from rage_tui.engine.decks import DeckList
from rage_tui.engine.determinize import clone_owned, redeal_in_place
from rage_tui.engine.events import Event
from rage_tui.engine.game import Game, zone_census
from rage_tui.engine.state import SeatSetup, Setup, Variants
from rage_tui.rulesets.las_vegas.cards import LVCard
from rage_tui.rulesets.las_vegas.ruleset import LasVegas
from rage_tui.rulesets.las_vegas.state import LVState
from rage_tui.rulesets.las_vegas.view import LVView, view_for

LV_AGENTS = ("random", "greedy")


class LVAgent(Protocol):
    """A bot: it answers the decision in its view."""

    name: str

    def choose(self, view: LVView, events: Sequence[Event]) -> Choice:
        """One of ``view.decision``'s options."""
        ...


def make_lv_agent(name: str, defs: Mapping[str, LVCard], seed: int) -> LVAgent:
    """The random agent (the generic one) or the greedy one of this game."""
    if name == "random":
        from rage_tui.ai.random_agent import RandomAgent

        agent: Any = RandomAgent(seed)
        return agent  # type: ignore[no-any-return]
    if name == "greedy":
        from rage_tui.ai.las_vegas_greedy import LVGreedyAgent

        return LVGreedyAgent(defs, seed)
    raise ValueError(f"unknown agent '{name}' (known: {', '.join(LV_AGENTS)})")


@dataclass
class LVSimResult:
    """The figures of a run."""

    games: int = 0
    finished: int = 0
    unfinished: int = 0
    violations: list[str] = field(default_factory=list)
    wins_by_agent: Counter[str] = field(default_factory=Counter)
    games_by_agent: Counter[str] = field(default_factory=Counter)
    turns: list[int] = field(default_factory=list)
    decisions: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """Plain data (``--json``)."""
        n = max(1, self.games)
        return {"ruleset": "rage-las-vegas", "games": self.games, "finished": self.finished,
                "unfinished": self.unfinished, "unfinished_share": self.unfinished / n,
                "violations": len(self.violations), "violation_examples": self.violations[:5],
                "wins_by_agent": dict(self.wins_by_agent),
                "win_rate_by_agent": {a: self.wins_by_agent[a] / self.games_by_agent[a]
                                      for a in self.games_by_agent},
                "mean_turns": sum(self.turns) / n, "max_turns": max(self.turns, default=0),
                "decisions": self.decisions, "seconds": round(self.seconds, 2)}


def check_state(game: Game, rng: random.Random) -> list[str]:
    """Invariant violations now: a card in no place or in two; a view that changes when the
    hidden cards are dealt again."""
    g = game.state
    assert isinstance(g, LVState)
    out = [f"card {i} in {z}" for i, z in zone_census(g).items() if len(z) != 1]
    for seat in range(g.n_seats):
        # (a copy of a state only this loop reads: the faster copy is safe)
        world = redeal_in_place(clone_owned(g), seat, rng)
        if view_for(world, seat) != view_for(g, seat):
            out.append(f"turn {g.turn}: seat {seat}'s view shows a hidden card")
    return out


def play_lv_game(setup: Setup, defs: Mapping[str, LVCard], agents: Sequence[LVAgent],
                 check_every: int = 0) -> tuple[Game, list[str]]:
    """Play one game to its end; the violations found."""
    game = Game(setup, dict(defs), LasVegas())
    seen = [0] * len(agents)
    rng = random.Random(setup.seed)
    problems: list[str] = []
    made = 0
    while not game.over:
        d = game.pending
        assert d is not None
        seat = d.seat
        events = game.events_for(seat, seen[seat])
        seen[seat] = len(game.state.events)
        view = game.view_for(seat)
        assert isinstance(view, LVView)
        game.apply(agents[seat].choose(view, events), seat)
        made += 1
        if check_every and made % check_every == 0:
            problems += check_state(game, rng)
    problems += check_state(game, rng)
    return game, problems


def run_lv_sim(decks: Sequence[DeckList], defs: Mapping[str, LVCard], players: Sequence[str],
               games: int, seed: int, check_every: int = 0, renown: int = 20,
               max_turns: int = 60) -> LVSimResult:
    """``games`` games, seats rotating through the decks and the agents swapping seats game
    by game."""
    res = LVSimResult()
    start = time.perf_counter()
    n = len(players)
    for k in range(games):
        s = seed + k
        order = [players[(i + k) % n] for i in range(n)]
        seats = tuple(SeatSetup(f"{order[i]}-{i}", decks[(k + i) % len(decks)], order[i])
                      for i in range(n))
        setup = Setup(seats, seed=s, renown_level=renown,
                      variants=Variants(max_turns=max_turns), ruleset="rage-las-vegas")
        agents = [make_lv_agent(order[i], defs, s * 10 + i) for i in range(n)]
        game, problems = play_lv_game(setup, defs, agents, check_every)
        res.games += 1
        res.violations += [f"seed {s}: {p}" for p in problems]
        res.decisions += len(game.choices)
        res.turns.append(game.state.turn)
        for a in set(order):
            res.games_by_agent[a] += 1
        if game.state.winner is None:
            res.unfinished += 1
        else:
            res.finished += 1
            res.wins_by_agent[order[game.state.winner]] += 1
    res.seconds = time.perf_counter() - start
    return res
