"""Fixtures for the trust tests: finished seeded games saved to files."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.ai.random_agent import RandomAgent
from rage_tui.content.library import CardLibrary, load_library
from rage_tui.engine.game import Game
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.match import Match
from tests.engine.conftest import FIXTURES, GAIA, WYRM


@pytest.fixture(scope="session")
def lib() -> CardLibrary:
    """The engine test card set."""
    return load_library([FIXTURES / "engine_cards.yaml"])


def played(lib: CardLibrary, seed: int = 11, steps: int | None = None) -> Game:
    """A game between two random bots, played to the end (or ``steps`` decisions)."""
    setup = Setup((SeatSetup("Ann", GAIA), SeatSetup("Bob", WYRM)), seed=seed)
    m = Match(setup, lib.cards, {0: RandomAgent(seed), 1: RandomAgent(seed + 1)})
    n = 0
    while not m.game.over and (steps is None or n < steps):
        m.step_bot()
        n += 1
    return m.game


@pytest.fixture(scope="session")
def finished(lib: CardLibrary) -> Game:
    """One finished game."""
    game = played(lib)
    assert game.over
    return game


@pytest.fixture
def saved(lib: CardLibrary, finished: Game, tmp_path: Path) -> Path:
    """The finished game saved to a file."""
    from rage_tui.saves import save_game

    path = tmp_path / "game.json"
    save_game(path, finished, lib.digest, {"players": ["Ann", "Bob"], "turn": 3})
    return path
