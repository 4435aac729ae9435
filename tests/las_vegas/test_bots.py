"""The Las Vegas bots through the ruleset's declaration (issue 27 item 4): the registry seats
the greedy bot by name, the Match hands it the game's own library, and ``rage-tui sim
--ruleset rage-las-vegas --players greedy,random`` plays it against the random bot."""

from __future__ import annotations

import json

import pytest

from rage_tui.ai.las_vegas_greedy import LVGreedyAgent
from rage_tui.ai.registry import agents_for, make_agent
from rage_tui.cli import main
from rage_tui.match import Match
from rage_tui.sim import run_sim

from .helpers import decks, library, new_game


def test_the_registry_seats_the_greedy_bot_of_this_game() -> None:
    assert agents_for("rage-las-vegas") == ("random", "greedy", "hard")
    agent = make_agent("greedy", 3, "rage-las-vegas")
    assert isinstance(agent, LVGreedyAgent) and agent.name == "greedy"
    assert set(agent.defs) == set(library())


def test_the_match_gives_the_greedy_bot_the_games_library() -> None:
    setup = new_game(2).state.setup
    agents = {0: LVGreedyAgent({}, 1), 1: LVGreedyAgent({}, 2)}
    match = Match(setup, library(), dict(agents))
    assert all(set(a.defs) == set(library()) for a in agents.values())
    for _ in range(30):  # they read the cards they were handed (an empty library would fail)
        match.step_bot()
    assert len(match.game.choices) == 30


def test_greedy_beats_random_over_seat_swapped_games_keeping_every_invariant() -> None:
    res = run_sim(library(), decks(), ["greedy", "random"], games=20, seed=1, check_every=1,
                  rotate_decks=True, ruleset="rage-las-vegas")
    assert res.games == 20 and not res.violations and res.undecided == 0
    assert res.wins_by_agent["greedy"] >= 18


def test_the_sim_command_plays_greedy_against_random(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["sim", "--ruleset", "rage-las-vegas", "--players", "greedy,random",
                 "--games", "4", "--seed", "1", "--json", "--jobs", "1"])
    out = capsys.readouterr().out
    assert code == 0
    data = json.loads(out[out.index("{"):])
    assert data["games"] == 4 and data["violations"] == 0
    assert data["agents"]["greedy"]["games"] == 4
