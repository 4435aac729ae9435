"""Every bot answers every decision the engine asks, and the greedy bot beats the random one."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.hard import HardAgent
from rage_tui.ai.random_agent import RandomAgent, uniform_index
from rage_tui.ai.registry import AGENTS, make_agent
from rage_tui.content.library import CardLibrary
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.rulesets.rage1995.view_types import View
from tests.ai.conftest import new_match, play_out


def test_registry_makes_every_listed_agent_with_its_name() -> None:
    for name in AGENTS:
        agent = make_agent(name, 3)
        assert agent.name == name


def test_greedy_plays_whole_games_against_random_in_both_seats(lib: CardLibrary) -> None:
    kinds: set[str] = set()
    for seed in (1, 2):
        for greedy_seat in (0, 1):
            greedy = GreedyAgent(seed)
            agents = {greedy_seat: greedy, 1 - greedy_seat: RandomAgent(seed)}
            match = new_match(lib, agents, seed=seed)
            original = greedy.choose

            def spy(view: View, events: object, original=original) -> Choice:
                assert view.decision is not None
                kinds.add(view.decision.kind)
                choice = original(view, events)  # type: ignore[arg-type]
                assert view.decision.find(choice) is not None
                return choice

            greedy.choose = spy  # type: ignore[method-assign]
            play_out(match)
    assert {"commit", "alpha", "alpha-action", "resources", "combat-discard"} <= kinds


def test_greedy_beats_random_in_a_small_seat_swapped_batch(lib: CardLibrary) -> None:
    wins = 0
    for k in range(12):
        greedy_seat = k % 2
        agents = {greedy_seat: GreedyAgent(k), 1 - greedy_seat: RandomAgent(k)}
        match = new_match(lib, agents, seed=100 + k)
        play_out(match)
        wins += match.game.state.winner == greedy_seat
    assert wins >= 10


def test_hard_without_an_oracle_plays_like_greedy(lib: CardLibrary) -> None:
    agents = {0: HardAgent(5), 1: GreedyAgent(5)}
    match = new_match(lib, agents, seed=9)
    match.search = False
    play_out(match)
    assert match.times.by_agent["hard"]


def test_unknown_decision_kinds_get_a_safe_default(lib: CardLibrary) -> None:
    greedy = GreedyAgent(1, lib.cards)
    match = new_match(lib, {}, seed=1)
    view = match.game.view_for(0)
    odd = Decision(0, "something-new", "A decision no bot has seen",
                   (Option(Choice("strange", (1,)), "Strange"), Option(Choice("pass"), "Pass")))
    choice = greedy.choose(replace(view, decision=odd), ())
    assert choice == Choice("pass")


class BrokenOracle:
    """An oracle whose worlds cannot be played."""

    def samples(self, *args: object) -> list[list[float]]:
        raise RuntimeError("no such world")

    def evaluate(self, *args: object) -> list[float]:
        raise RuntimeError("no such world")

    def tree_samples(self, *args: object) -> list[list[float]]:
        raise RuntimeError("no such world")

    def tree(self, *args: object) -> list[list[float]]:
        raise RuntimeError("no such world")


@pytest.mark.parametrize("search", ["flat", "tree", "ucb"])
def test_hard_falls_back_to_greedy_when_a_search_fails(lib: CardLibrary, search: str) -> None:
    hard = HardAgent(2, lib.cards, search=search)
    match = new_match(lib, {0: RandomAgent(1), 1: RandomAgent(2)}, seed=5)
    for _ in range(3000):
        d = match.game.pending
        assert d is not None
        view = match.game.view_for(d.seat)
        if hard.wants_search(view):
            choice = hard.choose_searching(view, (), BrokenOracle())  # type: ignore[arg-type]
            assert d.find(choice) is not None
            assert hard.search_errors == ["RuntimeError: no such world"]
            return
        match.step_bot()
    raise AssertionError("no searchable decision came up")


@pytest.mark.parametrize("seed", [0, 1, 7, 12345])
def test_random_bots_draw_is_the_generators_own_choice(seed: int) -> None:
    """The random bot's draw (``uniform_index``) picks what ``random.Random.choice`` would,
    from the same generator state, for every size of option list: games stay the same."""
    ours, theirs = random.Random(seed), random.Random(seed)
    for n in [1, 2, 3, 5, 7, 8, 9, 16, 17, 31, 100, 1000] * 50:
        assert uniform_index(ours, n) == theirs.choice(range(n))
    assert ours.getstate() == theirs.getstate()
