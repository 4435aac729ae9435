"""Sealed Gems' declaration: everything the program learns about the game before it plays it.
Light on purpose: the rules, the view and the UI adapter are imported only through the hooks.
The tests join it to the registry with one call, ``register(PLUGIN)`` (conftest.py)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rage_tui.engine.plugin import RulesetPlugin
from tests.proof_game.cards import check_deck, parse_card, parse_deck

if TYPE_CHECKING:
    from rage_tui.engine.ruleset import Ruleset

HERE = Path(__file__).resolve().parent


def _make() -> Ruleset:
    from tests.proof_game.rules import SealedGems

    return SealedGems()


PLUGIN = RulesetPlugin(
    id="sealed-gems",
    title="Sealed Gems",
    summary="Sealed Gems, the proof game: 2-6 seats, a hidden hand, sealed bids",
    min_seats=2, max_seats=6, default_seats=3,
    make_ruleset=_make,
    deck_sections=("purse",),
    # absolute folders inside the package: nothing of the game lives outside it
    cards_folder=str(HERE / "cards"), decks_folder=str(HERE / "decks"),
    parse_card=parse_card, parse_deck=parse_deck, check_deck=check_deck,
    default_decks=("long", "middle", "short"),
    rules_decisions=str(HERE / "README.md"),
    demos=str(HERE / "demos"),
    demo_runner="rage_tui.scripted_demos:run_file",
    ui_adapter="tests.proof_game.adapter:GemsAdapter",
)
