"""vtes's declaration to the ruleset registry (``rage_tui/rulesets/registry.py``). The app
draws it through its UI adapter (``rage_tui/ui/adapters/vtes.py``); nothing here imports the
rules until a hook is called."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rage_tui.engine.plugin import RulesetPlugin

if TYPE_CHECKING:
    from rage_tui.engine.ruleset import Ruleset


def _make() -> Ruleset:
    from rage_tui.rulesets.vtes.ruleset import Vtes

    return Vtes()


PLUGIN = RulesetPlugin(
    id="vtes",
    title="Vampire: The Eternal Struggle",
    summary="Vampire: The Eternal Struggle, the revised rules of 1998: 2-6 seats, "
            "predator and prey",
    min_seats=2, max_seats=6, default_seats=4,
    make_ruleset=_make,
    cards_folder="cards/vtes", decks_folder="decks/vtes",
    content_loader="rage_tui.content.vtes_cards:load_bundled",
    deck_loader="rage_tui.content.vtes_cards:load_deck_file",
    agents={"greedy": "rage_tui.ai.vtes_greedy:make_agent",
            "hard": "rage_tui.ai.vtes_search:make_hard"},
    search="rage_tui.ai.vtes_search:SPEC",
    stops="rage_tui.rulesets.vtes.stops:STOPS",
    rules_reference="rage_tui.rules_reference_vtes",
    rules_decisions="docs/rules-decisions-vtes.md",
    demos="scenarios/demos/vtes",
    demo_runner="rage_tui.scripted_demos:run_file",
    ui_adapter="rage_tui.ui.adapters.vtes:VtesAdapter",
)
