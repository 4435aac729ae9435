"""rage-unlimited (seed 003, the Polish Rage Unlimited rulebook): the parts that are not a
scenario file - the CLI, deck construction ("Przygotowanie talii"), saves, the frenzy cards
("Szał") and a short simulation. The scenario files in scenarios/unlimited/ cover the rest."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from rage_tui.ai.random_agent import RandomAgent
from rage_tui.cli import main
from rage_tui.content.bundled import bundled_library
from rage_tui.content.scenario import load_scenario
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.match import Match
from rage_tui.rulesets import RULESETS, get_ruleset, min_sept
from rage_tui.rulesets.rage1995.combat_state import commit_options
from rage_tui.rulesets.rage1995.construction import check_deck
from rage_tui.saves import load_game, save_game
from rage_tui.scenarios import build_game
from rage_tui.sim import run_sim
from tests.engine.conftest import GAIA, WYRM

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios" / "unlimited"


def test_rage_tui_rulesets_lists_each_ruleset_on_one_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulesets"]) == 0
    lines = capsys.readouterr().out.splitlines()
    # vtes and rage-las-vegas are offered since the app draws them through their UI adapters
    # (#28 item 6, #27 item 5)
    assert [line.split()[0] for line in lines] == ["rage-1995", "rage-unlimited",
                                                   "rage-las-vegas", "vtes"]
    assert all(len(line.split()) > 3 for line in lines)
    assert set(RULESETS) == {"rage-1995", "rage-unlimited", "rage-las-vegas", "vtes"}


def test_an_unknown_ruleset_is_refused_by_the_cli(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["sim", "--ruleset", "rage-2099", "--games", "1"])
    assert "invalid choice: 'rage-2099'" in capsys.readouterr().err


def test_the_unlimited_ruleset_extends_rage_1995() -> None:
    from rage_tui.rulesets.rage1995.ruleset import Rage1995

    unlimited = get_ruleset("rage-unlimited")
    assert unlimited.id == "rage-unlimited" and isinstance(unlimited, Rage1995)


def test_przygotowanie_talii_a_sept_deck_of_25_is_enough_under_unlimited(lib) -> None:
    """"Talie te powinny liczyć co najmniej 20 kart (talia Walki) oraz 25 kart (talia Sept)"."""
    sept = ((GAIA.sept[0][0], 25),)
    combat = ((GAIA.combat[0][0], 20),)
    deck = replace(GAIA, sept=sept, combat=combat)
    assert min_sept("rage-unlimited") == 25 and min_sept("rage-1995") == 30
    assert not [p for p in check_deck(deck, lib.cards, None, min_sept=min_sept("rage-unlimited"))
                if "sept deck" in p]
    assert any("sept deck: 25 cards; at least 30" in p
               for p in check_deck(deck, lib.cards, None, min_sept=min_sept("rage-1995")))
    short = replace(deck, sept=((GAIA.sept[0][0], 24),))
    assert any("sept deck: 24 cards; at least 25" in p
               for p in check_deck(short, lib.cards, None, min_sept=25))


def _unlimited_game(lib, steps: int = 200) -> Match:
    setup = Setup((SeatSetup("Ann", GAIA), SeatSetup("Bob", WYRM)), seed=5,
                  ruleset="rage-unlimited")
    m = Match(setup, lib.cards, {0: RandomAgent(1), 1: RandomAgent(2)})
    for _ in range(steps):
        if m.game.over:
            break
        m.step_bot()
    return m


def test_a_save_records_the_ruleset_and_reloads_under_it(lib, tmp_path: Path) -> None:
    m = _unlimited_game(lib)
    path = tmp_path / "game.json"
    save_game(path, m.game, lib.digest)
    data = json.loads(path.read_text())
    assert data["ruleset"] == "rage-unlimited"
    again = load_game(path, lib.cards, lib.digest)
    assert again.ruleset.id == "rage-unlimited"
    assert again.state.setup.ruleset == "rage-unlimited"
    assert again.state_hash() == m.game.state_hash()
    # the first Faza Dobioru dealt no combat cards under this ruleset
    drew = [e for e in again.state.events if e.kind == "phase"]
    assert "umbra" not in {e.get("phase") for e in drew}


def test_a_save_of_one_ruleset_does_not_replay_under_the_other(lib, tmp_path: Path) -> None:
    from rage_tui.saves import SaveError

    m = _unlimited_game(lib)
    path = tmp_path / "game.json"
    save_game(path, m.game, lib.digest)
    data = json.loads(path.read_text())
    data["ruleset"] = "rage-1995"
    data["setup"]["ruleset"] = "rage-1995"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError):
        load_game(path, lib.cards, lib.digest)


def test_szal_the_cards_a_frenzy_draws_are_only_for_the_frenzied_creature(
        tmp_path: Path) -> None:
    """"Te dodatkowe karty mogą zostać wykorzystane tylko przez postać, która wpadła w szał";
    when the frenzy ends its unused cards are discarded."""
    from rage_tui.rulesets.rage1995 import frenzy

    text = (SCENARIOS / "szal-no-death-before-frenzy-ends.yaml").read_text()
    text = text.split("steps:")[0]
    wolf_def = next(line for line in text.splitlines() if "id: sc-wolf," in line)
    text = text.replace(wolf_def, wolf_def + "\n" + wolf_def.replace("sc-wolf", "sc-wolf-two")
                        .replace("Grey Wolf", "Second Wolf"))
    text = text.replace("    combat_hand: [frenzy,", "      - sc-wolf-two\n"
                        "    combat_hand: [frenzy,")
    path = tmp_path / "two-wolves.yaml"
    path.write_text(text)
    model, lib = load_scenario(path, bundled_library())
    game = build_game(model, lib)
    g = game.state
    wolf = next(i for i in g.player(0).pack if g.cards[i].cid == "sc-wolf")
    other = next(i for i in g.player(0).pack if g.cards[i].cid == "sc-wolf-two")
    frenzy.start(g, g.creatures[wolf], "full")
    drawn = [int(k.split(":")[1]) for k, v in g.marks.items()
             if k.startswith("frenzy-card:") and v == wolf]
    assert len(drawn) == 2 and all(i in g.player(0).combat_hand for i in drawn)
    mine = {o.choice.args[0] for o in commit_options(g, 0, wolf, set())}
    theirs = {o.choice.args[0] for o in commit_options(g, 0, other, set())}
    assert set(drawn) <= mine and not set(drawn) & theirs
    frenzy.end(g, g.creatures[wolf], "test")
    assert all(i in g.player(0).combat_discard for i in drawn)
    assert not any(k.startswith("frenzy-card:") for k in g.marks)


def test_a_short_simulation_under_unlimited_has_no_violations(lib) -> None:
    res = run_sim(lib.cards, [GAIA, WYRM], ["random", "greedy"], 4, 3, 20,
                  ruleset="rage-unlimited")
    assert res.games == 4 and res.violations == []
    assert res.counters  # games were really played (bluffs, flips ...)


def test_unlimited_rules_do_not_leak_into_rage_1995(lib) -> None:
    setup = Setup((SeatSetup("Ann", GAIA), SeatSetup("Bob", WYRM)), seed=5)
    m = Match(setup, lib.cards, {0: RandomAgent(1), 1: RandomAgent(2)})
    for _ in range(60):
        m.step_bot()
    phases = {e.get("phase") for e in m.game.state.events if e.kind == "phase"}
    assert "umbra" in phases

