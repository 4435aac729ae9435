"""The hard bot's search processes: closing one oracle ends its process even while another
oracle is open (a search process must not keep other oracles' pipes open)."""

from __future__ import annotations

import threading

import pytest

from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.oracle import SearchOracle
from rage_tui.content.library import CardLibrary
from rage_tui.match import Match
from tests.ai.conftest import new_match


@pytest.fixture
def match(lib: CardLibrary) -> Match:
    """A game some choices in, waiting for a decision."""
    m = new_match(lib, {0: GreedyAgent(1), 1: GreedyAgent(2)}, seed=3)
    for _ in range(30):
        m.step_bot()
    return m


def _closes(oracle: SearchOracle) -> bool:
    t = threading.Thread(target=oracle.close, daemon=True)
    t.start()
    t.join(timeout=30)  # the closer waits for the search process to end
    return not t.is_alive()


def test_closing_an_oracle_ends_its_search_process_while_a_second_one_is_open(
        match: Match) -> None:
    game = match.game
    d = game.pending
    assert d is not None
    first = SearchOracle(game, d.seat)
    second = SearchOracle(game, d.seat)  # forked while the first is alive
    try:
        assert _closes(first)
        # the second still answers after the first is gone
        assert len(second.evaluate([d.options[0].choice], worlds=1, seed=3, budget_s=30.0)) == 1
    finally:
        assert _closes(second)
