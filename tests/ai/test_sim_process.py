"""The simulator around the games: it counts and shows every search a bot gave up (issue #17:
the hard bot's figures are only worth what its searches are), and it pauses the cyclic garbage
collector while a game runs."""

from __future__ import annotations

import gc

import pytest

from rage_tui import sim
from rage_tui.ai.random_agent import RandomAgent
from rage_tui.cli.sim import _print_figures
from rage_tui.content.library import CardLibrary
from tests.engine.conftest import GAIA, WYRM


class GivingUp(RandomAgent):
    """A random bot that reports one failed search per game, as the hard bot does."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.search_errors = ["RuntimeError: no such world"]


def _agents(name: str, seed: int, ruleset: str = "rage-1995") -> RandomAgent:
    return GivingUp(seed) if name == "hard" else RandomAgent(seed)


def test_sim_counts_each_given_up_search_by_agent(lib: CardLibrary,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sim, "make_agent", _agents)
    res = sim.run_sim(lib.cards, [GAIA, WYRM], ["hard", "random"], 3, seed=2, jobs=1)
    data = res.as_json()
    assert data["agents"]["hard"]["search_errors"] == 3
    assert data["agents"]["hard"]["search_error_samples"][0] == "RuntimeError: no such world"
    assert "search_errors" not in data["agents"]["random"]  # it does not search


def test_sim_prints_given_up_searches(lib: CardLibrary, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sim, "make_agent", _agents)
    res = sim.run_sim(lib.cards, [GAIA, WYRM], ["hard", "random"], 2, seed=2, jobs=1)
    _print_figures(res.as_json(), 1)
    out = capsys.readouterr().out
    assert "2 searches given up (the bot played its fallback choice): RuntimeError" in out


class WatchingCollector(RandomAgent):
    """A random bot that notes whether the cyclic garbage collector runs while it plays."""

    seen: list[bool] = []

    def choose(self, view: object, events: object) -> object:  # type: ignore[override]
        WatchingCollector.seen.append(gc.isenabled())
        return super().choose(view, events)  # type: ignore[arg-type]


def test_sim_pauses_the_collector_during_a_game_and_collects_after_it(
        lib: CardLibrary, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sim, "make_agent", lambda name, seed, ruleset: WatchingCollector(seed))
    WatchingCollector.seen = []
    assert gc.isenabled()
    sim.run_sim(lib.cards, [GAIA, WYRM], ["random", "random"], 2, seed=2, jobs=1)
    assert WatchingCollector.seen and not any(WatchingCollector.seen)
    assert gc.isenabled()  # on again after the games
    assert gc.get_count()[1] == 0  # and the young generations were collected
