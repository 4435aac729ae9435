"""Scenario format: positions with modifiers and a frenzy in force, and the stats, frenzy,
combat and (strict) dead expectations."""

from __future__ import annotations

from typing import Any

import yaml

from rage_tui.content.bundled import bundled_library
from rage_tui.content.scenario import ExpectModel, ScenarioModel
from rage_tui.scenarios import check, run_file

WOLF = {"id": "sc-wolf", "name": "Grey Wolf", "type": "character", "allegiance": "gaia",
        "renown": 5, "keywords": ["fianna", "lupus", "galliard"],
        "breed": {"form": "lupus", "rage": 3, "gnosis": 4, "health": 4},
        "crinos": {"rage": 6, "gnosis": 4, "health": 7}}
THUG = {"id": "sc-thug", "name": "Thug", "type": "character", "allegiance": "wyrm",
        "renown": 3, "keywords": ["fomori", "defiler"],
        "breed": {"form": "crinos", "rage": 3, "gnosis": 2, "health": 5}}


def _run(tmp_path, wolf: Any, expect: list[dict[str, Any]]):
    path = tmp_path / "format.yaml"
    path.write_text(yaml.safe_dump({
        "name": "format", "turn": 2, "phase": "combat", "cards": [WOLF, THUG],
        "seats": [{"name": "Ann", "allegiance": "gaia", "pack": [wolf]},
                  {"name": "Bob", "allegiance": "wyrm", "pack": ["sc-thug"]}],
        "expect": expect}))
    return run_file(path, bundled_library())


def test_a_position_can_start_with_a_battle_song_and_a_frenzy_in_force(tmp_path):
    wolf = {"card": "sc-wolf", "frenzy": "full", "frenzy_drawn": 2,
            "mods": [{"stat": "rage", "amount": 1, "until": "turn", "card": "battle-song"},
                     {"stat": "health", "amount": -1, "until": "permanent"}]}
    r = _run(tmp_path, wolf, [{"stats": {"sc-wolf": {"rage": 7, "health": 6}}},
                    {"frenzy": {"sc-wolf": "full", "sc-thug": "none"}},
                    {"form": {"sc-wolf": "crinos"}},
                    {"zone": {"battle-song": "sept_discard"}},
                    {"not_in_combat": ["sc-wolf"]}])
    assert r.passed, [c for c in r.checks if not c.ok] or r.error
    wolf_c = next(c for c in r.game.state.creatures.values() if c.frenzy)
    assert wolf_c.hack_level == 7 + 6 and wolf_c.frenzy_drawn == 2


def test_wrong_stats_frenzy_and_combat_expectations_fail(tmp_path):
    r = _run(tmp_path, "sc-wolf", [{"stats": {"sc-wolf": {"rage": 4}}},
                                   {"frenzy": {"sc-wolf": "full"}},
                                   {"in_combat": ["sc-wolf"]}, {"dead": ["sc-wolf"]}])
    assert [c.ok for c in r.checks] == [False, False, False, False]
    assert r.checks[0].detail == "rage 3"
    assert r.checks[3].detail == "its body is still in play"


def test_dead_fails_while_a_dead_body_is_still_in_play_and_for_an_unknown_card(tmp_path):
    r = _run(tmp_path, "sc-wolf", [])
    r.game.state.creatures[next(iter(r.game.state.creatures))].dead = True
    model = ScenarioModel.model_validate({
        "name": "x", "seats": [{"name": "Ann", "allegiance": "gaia"},
                               {"name": "Bob", "allegiance": "wyrm"}]})
    checks = list(check(r.game, model, ExpectModel(dead=["sc-wolf", "nobody-at-all"]), []))
    assert [c.ok for c in checks] == [False, False]
    assert checks[0].detail == "its body is still in play (dead)"
    assert checks[1].detail == "no such card in the game"
