"""Shared fixtures for engine tests: a small stable card set and helpers to play games."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from rage_tui.content.library import CardLibrary, load_library
from rage_tui.content.scenario import ScenarioModel
from rage_tui.engine.cards import Allegiance
from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.decks import DeckList
from rage_tui.engine.game import Game
from rage_tui.engine.state import SeatSetup, Setup, Variants
from rage_tui.rulesets import get_ruleset
from rage_tui.scenarios import ScenarioResult, build_game, run_model

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"

SEPT = (("t-goon", 3), ("t-hiker", 3), ("t-knife", 3), ("t-vest", 3), ("t-den", 2),
        ("t-hill", 3), ("t-pup", 3), ("t-record", 3), ("t-charter", 3), ("t-spare", 5))
COMBAT = (("t-jab", 4), ("t-punch", 4), ("t-claw", 4), ("t-maul", 2), ("t-rend", 2),
          ("t-duck", 3), ("t-guard", 2), ("t-quick", 2), ("t-rally", 2))
GAIA = DeckList("Test Gaia", Allegiance.GAIA, ("t-elder", "t-cub", "t-seer"), SEPT, COMBAT)
WYRM = DeckList("Test Wyrm", Allegiance.WYRM, ("t-spiral", "t-fomor", "t-exec"), SEPT, COMBAT)


@pytest.fixture(scope="session")
def lib() -> CardLibrary:
    """The engine test card set."""
    return load_library([FIXTURES / "engine_cards.yaml"])


def new_game(lib: CardLibrary, decks: tuple[DeckList, ...] = (GAIA, WYRM), seed: int = 1,
             renown: int | None = 20, **variants: object) -> Game:
    """A fresh game between the given decks."""
    seats = tuple(SeatSetup(f"P{i + 1}", d) for i, d in enumerate(decks))
    setup = Setup(seats, seed, renown, Variants(**variants))  # type: ignore[arg-type]
    return Game(setup, lib.cards, get_ruleset("rage-1995"))


def scenario(lib: CardLibrary, data: dict[str, object]) -> ScenarioResult:
    """Run a scenario given as a dict (the same format as scenario files)."""
    model = ScenarioModel.model_validate(data)
    return run_model(model, lib)


def position(lib: CardLibrary, data: dict[str, object]) -> Game:
    """Start a game from a position given as a scenario dict (no steps run)."""
    return build_game(ScenarioModel.model_validate(data), lib)


def pick(game: Game, pred: Callable[[Option], bool]) -> list[object]:
    """Apply the single option matching ``pred``; return its events."""
    d = game.pending
    assert d is not None, "the game is over"
    found = [o for o in d.options if pred(o)]
    assert len(found) == 1, f"{d.prompt}: {[o.label for o in d.options]}"
    return list(game.apply(found[0].choice))


def label(game: Game, text: str) -> list[object]:
    """Apply the option whose label contains ``text``."""
    return pick(game, lambda o: text.lower() in o.label.lower())


def answer(game: Game, kind: str, *args: object) -> list[object]:
    """Apply ``Choice(kind, args)``."""
    return list(game.apply(Choice(kind, tuple(args))))  # type: ignore[arg-type]


def pass_until(game: Game, kind: str, limit: int = 500) -> None:
    """Answer Done/Pass (or a forced single option) until a decision of ``kind``."""
    for _ in range(limit):
        d = game.pending
        assert d is not None, f"game over before {kind}"
        if d.kind == kind:
            return
        opts = [o for o in d.options if o.choice.kind in ("done", "pass")]
        if not opts and len(d.options) == 1:
            opts = list(d.options)
        assert opts, f"cannot pass '{d.prompt}' while waiting for {kind}"
        game.apply(opts[0].choice)
    raise AssertionError(f"no {kind} decision within {limit} steps")


def seat_named(game: Game, name: str) -> int:
    """The seat number of a player name."""
    return next(p.seat for p in game.state.players if p.name == name)


def iid_of(game: Game, cid: str, owner: int | None = None) -> int:
    """The instance id of a creature in play with card id ``cid``."""
    for iid in game.state.creatures:
        inst = game.state.cards[iid]
        if inst.cid == cid and (owner is None or inst.owner == owner):
            return iid
    raise AssertionError(f"{cid} is not in play")
