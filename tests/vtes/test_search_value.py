"""The leaf value of the V:TES hard bot's search (rage_tui.ai.vtes_search): a world is worth
more to a seat whose prey is nearer ousting (9.1: the predator scores 1 victory point and 6
pool) and less to a seat itself near ousting; the master phase is not searched."""

from __future__ import annotations

from rage_tui.ai.vtes_search import KINDS, value
from tests.vtes.helpers import Table


def _table() -> Table:
    t = Table(4)
    for p in t.g.players:
        p.pool = 15
    return t


def test_9_1_the_same_pool_bled_off_the_prey_is_worth_more_than_off_another_seat() -> None:
    prey, t1 = _table(), _table()
    prey.g.players[1].pool = 10  # seat 0's prey
    t1.g.players[2].pool = 10  # across the table
    assert value(prey.g, 0) > value(t1.g, 0)


def test_9_1_a_prey_near_ousting_counts_more_than_a_prey_far_from_it() -> None:
    near, far = _table(), _table()
    near.g.players[1].pool, near.g.players[2].pool = 2, 15
    far.g.players[1].pool, far.g.players[2].pool = 15, 2
    assert value(near.g, 0) > value(far.g, 0)


def test_9_1_the_last_pool_of_ones_own_is_worth_more_than_a_pool_among_many() -> None:
    low, high = _table(), _table()
    low.g.players[0].pool = 2
    high.g.players[0].pool = 12
    low_loss = value(low.g, 0)
    high_loss = value(high.g, 0)
    low.g.players[0].pool, high.g.players[0].pool = 1, 11
    assert low_loss - value(low.g, 0) > high_loss - value(high.g, 0) > 0


def test_a_ready_vampire_with_blood_is_worth_more_than_none() -> None:
    bare, armed = _table(), _table()
    armed.minion(0, "rake", blood=3)
    assert value(armed.g, 0) > value(bare.g, 0)


def test_the_master_phase_is_left_to_the_greedy_bot() -> None:
    assert "master" not in KINDS and {"action", "block", "strike"} <= KINDS
