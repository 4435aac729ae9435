"""A searching bot's worlds are copies of the game state (pickle round trips,
:mod:`rage_tui.engine.determinize`). For every offered ruleset, at every decision of a game
between random bots, the copy is the same game: same state class, same digest, and the same
choice played in the copy and in the real game leads to the same digest again.

Under the optional compiled build (mypyc) this is what breaks when a ruleset's frame or record
lacks its marker (docs/compiled-engine.md, "A new record kept in the game state"): copying
then raises ("__init__() missing required argument ...") instead of giving the same game. The
compiled stage of .ci/run runs this file against the compiled build."""

from __future__ import annotations

import random

import pytest

from rage_tui.ai.generic_search import apply_choice
from rage_tui.content.plugins import ruleset_content
from rage_tui.engine.determinize import clone, clone_owned
from rage_tui.engine.game import state_hash
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.match import Match
from rage_tui.rulesets.registry import RULESETS, seat_limits

#: decisions checked per game (enough to reach combats, windows and phase changes)
DECISIONS = 400


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_a_copy_of_the_state_is_the_same_game_at_every_decision(ruleset: str) -> None:
    content = ruleset_content(ruleset)
    decks = [d for _, d in content.deck_files]
    seats = max(2, seat_limits(ruleset)[0])
    setup = Setup(tuple(SeatSetup(f"Seat {s + 1}", decks[s % len(decks)]) for s in range(seats)),
                  seed=11, ruleset=ruleset)
    game = Match(setup, content.cards).game
    pick = random.Random(11)
    checked = 0
    frames: set[str] = set()
    while not game.over and checked < DECISIONS:
        real = game.state
        copy = clone(real)
        assert type(copy) is type(real)
        assert state_hash(copy) == state_hash(real)
        world = clone_owned(copy)  # (the faster copy each world is dealt from)
        assert state_hash(world) == state_hash(real)
        frames.update(type(f).__name__ for f in real.stack)
        d = game.pending
        assert d is not None
        choice = d.options[pick.randrange(len(d.options))].choice
        apply_choice(world, choice)
        game.apply(choice, d.seat)
        assert state_hash(world) == state_hash(game.state)
        checked += 1
    assert checked > 50 and len(frames) >= 3  # a real stretch of the game, not its first step
