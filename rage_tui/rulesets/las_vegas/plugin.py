"""rage-las-vegas's declaration to the ruleset registry (``rage_tui/rulesets/registry.py``).
It runs headless for now (``offered=False``: engine, bots, tests); nothing here imports the
rules until a hook is called."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rage_tui.engine.plugin import RulesetPlugin

if TYPE_CHECKING:
    from rage_tui.engine.ruleset import Ruleset


def _make() -> Ruleset:
    from rage_tui.rulesets.las_vegas.ruleset import LasVegas

    return LasVegas()


PLUGIN = RulesetPlugin(
    id="rage-las-vegas",
    title="Rage: Across Las Vegas",
    summary="Rage: Across Las Vegas (seed 001, the Five Rings relaunch)",
    min_seats=2, max_seats=6, default_seats=2,
    make_ruleset=_make,
    deck_sections=("pack", "sept", "combat"),
    cards_folder="cards/rage-las-vegas", decks_folder="decks/rage-las-vegas",
    content_loader="rage_tui.content.las_vegas:lv_content",
    agents={"greedy": "rage_tui.ai.las_vegas_greedy:make_agent"},
    offered=False,
)
