"""Shared helpers for the bot tests: the engine test cards and small matches."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from rage_tui.ai.base import Agent
from rage_tui.content.library import CardLibrary
from rage_tui.engine.decks import DeckList
from rage_tui.engine.state import SeatSetup, Setup, Variants
from rage_tui.match import Match
from tests.engine.conftest import FIXTURES, GAIA, WYRM

__all__ = ["GAIA", "WYRM", "new_match", "play_out"]


@pytest.fixture(scope="session")
def lib() -> CardLibrary:
    """The engine test card set."""
    from rage_tui.content.library import load_library

    return load_library([FIXTURES / "engine_cards.yaml"])


def new_match(lib: CardLibrary, agents: Mapping[int, Agent], seed: int = 1,
              decks: tuple[DeckList, ...] = (GAIA, WYRM), iid_base: int = 1,
              **variants: object) -> Match:
    """A match between the test decks with the given bots."""
    seats = tuple(SeatSetup(f"P{i + 1}", d, "bot") for i, d in enumerate(decks))
    setup = Setup(seats, seed, 20, Variants(**variants))  # type: ignore[arg-type]
    return Match(setup, lib.cards, agents, iid_base=iid_base)


def play_out(match: Match, limit: int = 20_000) -> int:
    """Let the bots play until the game ends; returns the decisions made."""
    n = 0
    while not match.game.over and n < limit:
        match.step_bot()
        n += 1
    assert match.game.over, "the game did not end"
    return n
