"""Tables of Sealed Gems for the tests: the bundled cards and purses, seeded setups."""

from __future__ import annotations

from typing import Any

from rage_tui.content.plugins import ruleset_content
from rage_tui.engine.game import Game
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.rulesets import get_ruleset
from tests.proof_game.state import GemState

ID = "sealed-gems"


def content() -> Any:
    """The bundled cards and purses, read through the plug-in's parse hooks."""
    return ruleset_content(ID)


def setup(n: int, seed: int = 5, agent: str = "random",
          decks: tuple[str, ...] = ("long", "middle", "short")) -> Setup:
    """A table of ``n`` seats, the purses named taken in turn."""
    by_stem = dict(content().deck_files)
    return Setup(tuple(SeatSetup(f"P{i}", by_stem[decks[i % len(decks)]], agent)
                       for i in range(n)), seed=seed, ruleset=ID)


def new_game(n: int, seed: int = 5, decks: tuple[str, ...] = ("long", "middle", "short")
             ) -> Game:
    """A new game, its first decision pending."""
    return Game(setup(n, seed, decks=decks), dict(content().cards), get_ruleset(ID))


def state(game: Game) -> GemState:
    """The game's state, as Sealed Gems' own."""
    g = game.state
    assert isinstance(g, GemState)
    return g


def answer(game: Game, kind: str) -> None:
    """Answer the pending decision with its first option of choice kind ``kind``."""
    d = game.pending
    assert d is not None
    game.apply(next(o.choice for o in d.options if o.choice.kind == kind), d.seat)
