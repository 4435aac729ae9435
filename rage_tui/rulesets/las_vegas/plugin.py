"""rage-las-vegas's declaration to the ruleset registry (``rage_tui/rulesets/registry.py``).
The app draws it through its UI adapter (``rage_tui/ui/adapters/las_vegas.py``); nothing here
imports the rules until a hook is called."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rage_tui.engine.plugin import OptionSpec, RulesetPlugin

if TYPE_CHECKING:
    from rage_tui.engine.cards import Card
    from rage_tui.engine.decks import DeckList, DeckProblem
    from rage_tui.engine.ruleset import Ruleset


def _make() -> Ruleset:
    from rage_tui.rulesets.las_vegas.ruleset import LasVegas

    return LasVegas()


def lv_deck_problems(deck: DeckList, cards: Mapping[str, Card],
                     options: Mapping[str, Any]) -> Sequence[DeckProblem]:
    """A deck's construction problems (seed, Preparing the Table) at the game's Renown level
    (``renown_level``, 20 when not given), each with its section and card."""
    from rage_tui.rulesets.las_vegas.cards import LVCard
    from rage_tui.rulesets.las_vegas.construction import deck_problems

    level = options.get("renown_level", 20)
    return deck_problems(deck, {cid: c for cid, c in cards.items() if isinstance(c, LVCard)},
                         level if isinstance(level, int) else 20)


PLUGIN = RulesetPlugin(
    id="rage-las-vegas",
    title="Rage: Across Las Vegas",
    summary="Rage: Across Las Vegas, the Five Rings relaunch of Rage: 2-6 seats, "
            "initiative combat and the Umbral chart",
    min_seats=2, max_seats=6, default_seats=2,
    make_ruleset=_make,
    # the seed: the Renown level caps each starting pack and is the score that wins; the app
    # shows the help through its own catalogue (rage_tui/ui/adapters/las_vegas.py)
    options=(OptionSpec("renown_level", "int", 20, "Renown level",
                        "Renown to win; it also caps each starting pack (20 usual, 15 short)",
                        low=1, high=999),),
    deck_sections=("pack", "sept", "combat"),
    cards_folder="cards/rage-las-vegas", decks_folder="decks/rage-las-vegas",
    content_loader="rage_tui.content.las_vegas:lv_content",
    deck_problems=lv_deck_problems,
    check_cards="rage_tui.content.las_vegas:lv_check_cards",
    agents={"greedy": "rage_tui.ai.las_vegas_greedy:make_agent",
            "hard": "rage_tui.ai.las_vegas_search:make_hard"},
    search="rage_tui.ai.las_vegas_search:SPEC",
    stops="rage_tui.rulesets.las_vegas.stops:STOPS",
    rules_reference="rage_tui.rules_reference_las_vegas",
    rules_decisions="docs/rules-decisions-las-vegas.md",
    demos="scenarios/demos/rage-las-vegas",
    demo_runner="rage_tui.scripted_demos:run_file",
    ui_adapter="rage_tui.ui.adapters.las_vegas:LasVegasAdapter",
)
