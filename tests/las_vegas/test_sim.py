"""Seeded games between random players at 2 to 5 seats: every game ends (won, or at the
turn limit), every card stays in exactly one place at every step, and the state digest is
reproduced by replaying the same choices."""

from __future__ import annotations

import random

import pytest

from rage_tui.engine.game import Game, state_hash, zone_census

from .helpers import library, new_game


def play(seats: int, seed: int, check: bool) -> Game:
    game = new_game(seats, seed=seed, deck_ids=[(seed + i) % 6 for i in range(seats)])
    r = random.Random(seed)
    while not game.over:
        d = game.pending
        assert d is not None and d.options
        game.apply(r.choice(d.options).choice)
        if check:
            assert all(len(z) == 1 for z in zone_census(game.state).values())
    return game


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_games_end_with_every_card_in_one_place(seats: int) -> None:
    won = 0
    for seed in range(4):
        game = play(seats, seed, check=seed == 0)
        won += game.state.winner is not None
    assert won == 4


def test_a_replay_of_the_same_choices_gives_the_same_state() -> None:
    game = play(3, 7, check=False)
    again = new_game(3, seed=7, deck_ids=[(7 + i) % 6 for i in range(3)])
    for _seat, choice in game.choices:
        again.apply(choice)
    assert state_hash(again.state) == state_hash(game.state)
    assert len(library()) >= 130
