"""v0.2 "Allegiance": a creature of the wrong side keeps its fetish but cannot use it (R81)."""

from __future__ import annotations

from pathlib import Path

from rage_tui.content.bundled import bundled_library
from rage_tui.content.scenario import load_scenario
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.combat_state import slots_for
from rage_tui.scenarios import build_game, run_file

SCENARIO = (Path(__file__).resolve().parents[2] / "scenarios" / "rules"
            / "fetish-on-the-wrong-side-cannot-be-used.yaml")


def test_allegiance_a_wyrm_creature_plays_one_card_despite_its_fang_dagger() -> None:
    result = run_file(SCENARIO, bundled_library())
    assert result.error is None, result.error
    assert all(c.ok for c in result.checks), [c for c in result.checks if not c.ok]


def test_allegiance_the_fetish_works_again_once_the_creature_is_gaia() -> None:
    model, lib = load_scenario(SCENARIO, bundled_library())
    game = build_game(model.model_copy(update={"steps": []}), lib)
    g = game.state
    spiral = next(c for i, c in g.creatures.items() if g.cards[i].cid == "sc-spiral")
    dagger = spiral.attached[0]
    assert cr.put_away(g, spiral, dagger) and slots_for(g, spiral) == 1
    g.players[1].allegiance = g.players[0].allegiance  # its pack is Gaia now
    g.view_cache.clear()
    assert not cr.put_away(g, spiral, dagger) and slots_for(g, spiral) == 2
