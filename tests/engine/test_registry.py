"""The ruleset registry (issue 26, item 1): rulesets join by declaration, and the code
around the core (Match, the simulator, the random bot, seat limits) asks the registry.

The toy game of test_shared_core is declared here, outside rage_tui, and registered through
the public function; it then plays through ``run_sim`` with invariant checks after every
decision."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from rage_tui.ai.registry import agents_for, make_agent
from rage_tui.engine.plugin import OptionError, OptionSpec, RulesetPlugin
from rage_tui.match import Match
from rage_tui.rulesets import (
    HEADLESS,
    RULESETS,
    get_ruleset,
    min_sept,
    plugin,
    register,
    seat_limits,
    unregister,
)
from rage_tui.sim import run_sim
from tests.engine.test_shared_core import DEFS, ToyRuleset, toy_setup

ROOT = Path(__file__).resolve().parents[2]

TOY = RulesetPlugin(
    id="toy", title="Toy", summary="a six-seat toy game on the core alone",
    min_seats=2, max_seats=6, default_seats=3, make_ruleset=ToyRuleset,
    options=(OptionSpec("rounds", "int", 1, "Rounds", "how many rounds", low=1, high=9),),
    deck_sections=("hand",))


@pytest.fixture(autouse=True)
def toy_registered() -> Iterator[None]:
    register(TOY)
    yield
    unregister("toy")


def test_the_bundled_rulesets_are_declared_in_the_registry() -> None:
    assert list(RULESETS)[:2] == ["rage-1995", "rage-unlimited"]
    assert plugin("rage-unlimited").extends == "rage-1995"
    assert plugin("rage-1995").deck_sections == ("pack", "sept", "combat")
    assert min_sept("rage-1995") == 30 and min_sept("rage-unlimited") == 25
    assert "rage-las-vegas" in RULESETS and "rage-las-vegas" not in HEADLESS
    assert plugin("rage-las-vegas").ui_adapter.endswith(":LasVegasAdapter")
    assert get_ruleset("rage-las-vegas").max_seats == 6


def test_an_outside_ruleset_registers_with_one_call() -> None:
    assert RULESETS["toy"] == "a six-seat toy game on the core alone"
    assert seat_limits("toy") == (2, 6)
    assert isinstance(get_ruleset("toy"), ToyRuleset)
    assert agents_for("toy") == ("random",)
    with pytest.raises(ValueError, match="unknown agent 'greedy'"):
        make_agent("greedy", 1, "toy")
    with pytest.raises(ValueError, match="unknown ruleset 'nope'"):
        get_ruleset("nope")


def test_declared_options_are_typed_and_checked() -> None:
    assert TOY.check_options({}) == {"rounds": 1}
    assert TOY.check_options({"rounds": "3"}) == {"rounds": 3}
    with pytest.raises(OptionError, match="'rounds' must be from 1 to 9, not 12"):
        TOY.check_options({"rounds": 12})
    with pytest.raises(OptionError, match="toy has no option 'speed'"):
        TOY.check_options({"speed": 1})


def test_the_toy_game_runs_through_the_simulator_with_checks_after_every_decision() -> None:
    deck = toy_setup(2).seats[0].deck
    res = run_sim(DEFS, [deck], ["random"] * 6, games=4, seed=1, check_every=1,
                  ruleset="toy")
    assert res.games == 4 and res.violations == []
    assert res.decisions > 0


def test_the_match_runs_random_bots_of_any_ruleset() -> None:
    setup = toy_setup(6)
    match = Match(setup, DEFS, {i: make_agent("random", i, "toy") for i in range(6)})
    match.run_bots()
    assert match.game.over


def test_listing_the_rulesets_imports_no_rules() -> None:
    code = textwrap.dedent("""
        import sys
        from rage_tui.rulesets import RULESETS, seat_limits
        seat_limits("rage-1995")
        print(sorted(m for m in sys.modules if m.startswith("rage_tui.rulesets.")))
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(sorted([
        "rage_tui.rulesets.las_vegas", "rage_tui.rulesets.las_vegas.plugin",
        "rage_tui.rulesets.rage1995", "rage_tui.rulesets.rage1995.plugin",
        "rage_tui.rulesets.rage_unlimited", "rage_tui.rulesets.rage_unlimited.plugin",
        "rage_tui.rulesets.registry", "rage_tui.rulesets.vtes",
        "rage_tui.rulesets.vtes.plugin"]))


def test_sim_plays_a_headless_ruleset_by_its_registry_id(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``rage-tui sim --ruleset vtes``: the decks, cards and bots come from the declaration."""
    import json

    from rage_tui.cli import main

    assert main(["sim", "--ruleset", "vtes", "--players", "random,greedy", "--games", "2",
                 "--jobs", "1", "--check-every", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and data["violations"] == 0
    assert set(data["agents"]) == {"random", "greedy"}
