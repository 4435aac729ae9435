"""rage-1995's declaration to the ruleset registry (``rage_tui/rulesets/registry.py``).

Nothing here imports the rules until a hook is called."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rage_tui.engine.plugin import OptionSpec, RulesetPlugin
from rage_tui.rulesets.rage1995 import RULESET_ID

if TYPE_CHECKING:
    from rage_tui.engine.cards import Card
    from rage_tui.engine.decks import DeckList, DeckProblem
    from rage_tui.engine.ruleset import Ruleset

#: the options of a Rage game (rage-unlimited shares them); the keys are those of the save
#: files' ``renown_level`` and ``variants`` (engine.state.Variants)
RAGE_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("renown_level", "int", 20, "Renown to win",
               "the Renown a player needs to win (empty: play without a Renown level)",
               low=1, high=1000, optional=True),
    OptionSpec("null_cards", "bool", True, "Null cards",
               "every creature in combat shows a face-down card each round"),
    OptionSpec("club_rules", "bool", False, "Club rules", "Givors' club rules (v0.2 ch. 0)"),
    OptionSpec("sept_hand", "int", 5, "Sept hand", "starting sept hand size", low=0, high=20),
    OptionSpec("combat_hand", "int", 5, "Combat hand", "starting combat hand size",
               low=0, high=20),
    OptionSpec("max_turns", "int", 60, "Turn limit",
               "a game still going after this many turns ends undecided", low=1, high=10_000),
    OptionSpec("battlefields", "bool", False, "Battlefields",
               "the Battlefields beta rules (in playtesting in v0.2)"),
)

#: a Rage deck's sections, in order
RAGE_SECTIONS: tuple[str, ...] = ("pack", "sept", "combat")

#: the Rage bots (rage_tui.ai), by name
RAGE_AGENTS: dict[str, str] = {
    name: "rage_tui.ai.registry:make_rage_agent"
    for name in ("greedy", "hard", "greedy-easy", "greedy-hard", "hard-easy", "hard-normal",
                 "hard-flat", "hard-tree", "hard-ucb")}


def _make() -> Ruleset:
    from rage_tui.rulesets.rage1995.ruleset import Rage1995

    return Rage1995()


def _minimums() -> Mapping[str, int]:
    from rage_tui.rulesets.rage1995.construction import MIN_COMBAT
    from rage_tui.rulesets.rage1995.rules import rules_named

    return {"sept": rules_named(RULESET_ID).min_sept, "combat": MIN_COMBAT}


def rage_check_deck(deck: DeckList, cards: Mapping[str, Card],
                    options: Mapping[str, Any]) -> Sequence[str]:
    """A Rage deck's construction problems under ``options`` (renown_level, club_rules) and
    the ruleset of the deck."""
    from rage_tui.rulesets.rage1995.construction import check_deck
    from rage_tui.rulesets.rage1995.rules import rules_named
    from rage_tui.rulesets.rage1995.state import rage_cards

    level = options.get("renown_level", 20)
    return check_deck(deck, rage_cards(cards), level if isinstance(level, int) else None,
                      bool(options.get("club_rules", False)),
                      rules_named(deck.ruleset).min_sept)


def rage_deck_problems(deck: DeckList, cards: Mapping[str, Card],
                       options: Mapping[str, Any]) -> Sequence[DeckProblem]:
    """The same problems as :func:`rage_check_deck`, each with its section and card."""
    from rage_tui.rulesets.rage1995.construction import deck_problems
    from rage_tui.rulesets.rage1995.rules import rules_named
    from rage_tui.rulesets.rage1995.state import rage_cards

    level = options.get("renown_level", 20)
    return deck_problems(deck, rage_cards(cards), level if isinstance(level, int) else None,
                         bool(options.get("club_rules", False)),
                         rules_named(deck.ruleset).min_sept)


PLUGIN = RulesetPlugin(
    id=RULESET_ID,
    title="Rage (1995)",
    summary="Rage (1995): Rules package v0.2, chapters 1-5 and the FAQ (the default)",
    min_seats=2, max_seats=5, default_seats=2,
    make_ruleset=_make,
    options=RAGE_OPTIONS,
    deck_sections=RAGE_SECTIONS,
    section_minimums=_minimums,
    cards_folder="cards", decks_folder="decks",
    content_loader="rage_tui.content.bundled:rage_content",
    check_deck=rage_check_deck,
    deck_problems=rage_deck_problems,
    agents=RAGE_AGENTS,
    # the alpha (the pack's creatures), the alpha action (the board), who steps sideways
    # (Gnosis against the Gauntlet) and the discards of an empty hand (sizes are public)
    public_single_kinds=frozenset({"alpha", "alpha-action", "step-sideways", "redraw-discard",
                                   "combat-discard"}),
    evaluation="rage_tui.ai.greedy:GreedyAgent",
    stops="rage_tui.rulesets.rage1995.stops:STOPS",
    rules_reference="rage_tui.rules_reference",
    rules_decisions="docs/rules-decisions.md",
    demos="scenarios/demos",
    ui_adapter="",
)
