"""Seeded random games checking the engine's invariants (DESIGN section 4).

* every card instance is in exactly one zone after every choice;
* no seat's view contains another seat's hand or face-down cards;
* saving and loading any prefix of a game gives the same state hash;
* every game ends without an exception.
"""

from __future__ import annotations

import json

import pytest

from rage_tui.ai.random_agent import RandomAgent
from rage_tui.engine.replay import record, replay
from rage_tui.engine.state import SeatSetup, Setup, Variants
from rage_tui.match import Match
from rage_tui.rulesets import get_ruleset
from rage_tui.sim import LEAK_PROOF_BASE, check_game, run_sim
from tests.engine.conftest import GAIA, WYRM

GAMES = 300


def _match(lib, seed, decks=(GAIA, WYRM), **variants):
    seats = tuple(SeatSetup(f"P{i + 1}", d) for i, d in enumerate(decks))
    setup = Setup(seats, seed, 20, Variants(**variants))
    agents = {i: RandomAgent(seed * 10 + i) for i in range(len(decks))}
    return Match(setup, lib.cards, agents, iid_base=LEAK_PROOF_BASE)


def test_every_card_is_in_exactly_one_zone_after_every_choice_in_300_games(lib):
    ended = 0
    for seed in range(GAMES):
        m = _match(lib, seed)
        from rage_tui.engine.game import zone_census

        steps = 0
        while not m.game.over:
            m.step_bot()
            steps += 1
            bad = {i: z for i, z in zone_census(m.game.state).items() if len(z) != 1}
            assert not bad, f"seed {seed} step {steps}: {bad}"
        assert m.game.state.result
        ended += 1
    assert ended == GAMES


@pytest.mark.parametrize("seed", range(12))
def test_no_view_ever_shows_another_seats_hidden_cards(lib, seed):
    decks = (GAIA, WYRM, GAIA) if seed % 3 == 0 else (GAIA, WYRM)
    m = _match(lib, 1000 + seed, decks)
    while not m.game.over:
        m.step_bot()
        problems = check_game(m)
        assert not problems, problems[:3]


@pytest.mark.parametrize("seed", range(6))
def test_saving_and_loading_any_prefix_gives_the_same_state_hash(lib, seed):
    m = _match(lib, 2000 + seed)
    hashes = [m.game.state_hash()]
    while not m.game.over and len(hashes) < 400:
        m.step_bot()
        hashes.append(m.game.state_hash())
    data = json.loads(json.dumps(record(m.game, "lib")))
    for upto in sorted({0, 1, len(hashes) // 3, len(hashes) // 2, len(hashes) - 1}):
        again = replay(data, lib.cards, get_ruleset("rage-1995"), "lib", upto=upto)
        assert again.state_hash() == hashes[upto], f"prefix {upto}"


def test_the_simulator_reports_bluffs_nulls_and_crinos_flips(lib):
    res = run_sim(lib.cards, [GAIA, WYRM], ["random", "random"], 20, seed=3, check_every=5)
    assert res.violations == []
    assert res.games == 20
    for key in ("bluffs", "null_cards", "crinos_flips"):
        assert res.counters[key] > 0, key
    data = res.as_json()
    assert set(data) >= {"games", "games_per_s", "decisions_per_s", "wins", "violations"}
    assert sum(data["wins"].values()) + data["undecided"] == 20


def test_sim_with_two_worker_processes_plays_exactly_the_games_of_one(lib):
    """``sim --jobs N``: the games (fingerprints: state hash, choices, event log), wins, turns
    and counters are the same as with one process for the same seed."""
    one = run_sim(lib.cards, [GAIA, WYRM], ["random", "greedy"], 9, seed=5, jobs=1,
                  hashes=True)
    two = run_sim(lib.cards, [GAIA, WYRM], ["random", "greedy"], 9, seed=5, jobs=2,
                  hashes=True)
    assert len(one.hashes) == 9 and len(set(one.hashes)) == 9
    assert two.hashes == one.hashes
    assert (two.games, two.decisions, two.turns, two.undecided) == (
        one.games, one.decisions, one.turns, one.undecided)
    assert two.wins_by_seat == one.wins_by_seat and two.wins_by_agent == one.wins_by_agent
    assert two.counters == one.counters
    assert {a: len(t) for a, t in two.decision_times.items()} == {
        a: len(t) for a, t in one.decision_times.items()}


def test_game_fingerprints_depend_on_the_seed(lib):
    a = run_sim(lib.cards, [GAIA, WYRM], ["random", "random"], 3, seed=1, hashes=True)
    b = run_sim(lib.cards, [GAIA, WYRM], ["random", "random"], 3, seed=1, hashes=True)
    c = run_sim(lib.cards, [GAIA, WYRM], ["random", "random"], 3, seed=2, hashes=True)
    assert a.hashes == b.hashes
    assert not set(a.hashes) & set(c.hashes)
