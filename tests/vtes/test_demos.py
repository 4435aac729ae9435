"""The narrated demos of vtes (issue 28 item 7): declared by the ruleset's plug-in (``demos``,
``demo_runner``), played from the real start of a game by ``rage-tui demo --verify`` and
``--text``, every pick and expected event checked; each demo's outcome is checked here once
more on the game it leaves (pool, blood, regions, victory points)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.cli import main
from rage_tui.i18n import Msg
from rage_tui.rulesets import plugin
from rage_tui.rulesets.vtes.state import VtesState
from rage_tui.scripted_demos import ScriptedRun, ruleset_demos, run_file
from tests.vtes.helpers import ROOT

FOLDER = ROOT / "scenarios" / "demos" / "vtes"


def _run(stem: str) -> tuple[ScriptedRun, VtesState]:
    run = run_file(FOLDER / f"{stem}.yaml")
    assert run.error == "" and run.passed, [c for c in run.checks if not c[1]]
    assert run.game is not None
    g = run.game.state
    assert isinstance(g, VtesState)
    return run, g


def _said(run: ScriptedRun, kind: str) -> list[str]:
    return [e.text.render("en") if isinstance(e.text, Msg) else str(e.text)
            for b in run.beats for e in b.events if e.kind == kind]


def _by_name(g: VtesState, name: str) -> int:
    found = [iid for p in g.players for iid in (*p.ready, *p.torpor) if g.name(iid) == name]
    assert len(found) == 1, name
    return found[0]


def test_the_plug_in_declares_six_demos_and_their_runner() -> None:
    declared = plugin("vtes")
    assert declared.demos == "scenarios/demos/vtes"
    assert declared.demo_runner == "rage_tui.scripted_demos:run_file"
    ours = [p.resolve() for rid, p in ruleset_demos() if rid == "vtes"]
    assert ours == sorted(FOLDER.resolve().glob("*.yaml")) and len(ours) >= 6


def test_3_a_whole_turn_goes_through_the_five_phases() -> None:
    run, g = _run("01-vtes-a-whole-turn")
    # 7 and rules decision V2: 1, 2, 3 transfers in the game's first turns, then 4
    assert _said(run, "transfers")[:4] == ["Ann has 1 transfer(s)", "Bob has 2 transfer(s)",
                                           "Ann has 3 transfer(s)", "Bob has 4 transfer(s)"]
    kinds = [e.kind for b in run.beats[1:] for e in b.events]
    for kind in ("master", "action", "succeeds", "transfers", "controlled", "discard", "turn"):
        assert kind in kinds
    ann = g.players[0]
    # 24 after the Edge, +2 Call in a Debt, +2 Profitable Venture, -4 transfers
    assert ann.pool == 24 and g.edge == 0
    assert g.name(ann.ready[-1]) == "Royce" and g.blood[ann.ready[-1]] == 5
    assert g.active == 1 and g.turn == 8


def test_6_1_1_a_blocked_bleed_then_a_bleed_of_two_burns_two_pool() -> None:
    run, g = _run("02-vtes-a-bleed-and-a-block")
    assert "Magda Rusk blocks Lupo" in _said(run, "blocked")
    assert _said(run, "bleed")[-1] == "Corwin Ashe bleeds Bob for 2"
    assert g.players[1].pool == 17
    magda = _by_name(g, "Magda Rusk")
    assert magda in g.tapped and g.blood[magda] == 6
    assert g.blood[_by_name(g, "Lupo")] == 3


def test_6_3_2_the_edge_burned_for_a_vote_ties_the_referendum_and_it_fails() -> None:
    run, g = _run("03-vtes-a-referendum-and-the-edge")
    assert _said(run, "edge-burned") == ["Ann burns the Edge for a vote"]
    assert _said(run, "referendum-result") == ["The referendum fails on a tie (1 to 1)"]
    assert g.edge is None and g.players[0].pool == 21  # Justicar Retribution did not pass


def test_6_4_a_long_range_round_misses_and_the_pressed_close_round_hits() -> None:
    run, g = _run("04-vtes-range-and-a-press")
    assert _said(run, "range") == ["The range is long", "The range is close"]
    assert "Combat round 2: Aleph against Vivienne Cole" in _said(run, "combat-round")
    damage = _said(run, "damage")
    assert damage == ["Aleph takes 1 damage (0 aggravated)",
                      "Vivienne Cole takes 1 damage (0 aggravated)"]
    assert g.blood[_by_name(g, "Aleph")] == 5 and g.blood[_by_name(g, "Vivienne Cole")] == 7


def test_6_5_aggravated_damage_sends_to_torpor_and_a_rescue_brings_her_back() -> None:
    run, g = _run("05-vtes-torpor-and-a-rescue")
    assert "Beatrix Lund takes 2 damage (2 aggravated)" in _said(run, "damage")
    assert _said(run, "torpor") == ["Beatrix Lund goes to torpor"]
    assert _said(run, "leaves-torpor") == ["Beatrix Lund leaves torpor"]
    beatrix, corwin = _by_name(g, "Beatrix Lund"), _by_name(g, "Corwin Ashe")
    # 7 blood, 1 burned for the second aggravated point, 1 of the rescue's 2
    assert beatrix in g.players[1].ready and g.blood[beatrix] == 5
    assert g.blood[corwin] == 2


def test_9_1_the_ousting_gives_the_predator_a_point_and_six_pool_and_the_seating_closes() -> None:
    run, g = _run("06-vtes-an-ousting")
    assert _said(run, "ousted") == ["Ann is ousted: Cas scores 1 victory point and 6 pool"]
    assert _said(run, "seating") == ["The seating closes up: Cas's prey is now Bob"]
    ann, cas = g.players[0], g.players[2]
    assert ann.out and not ann.ready and not ann.uncontrolled
    assert cas.vp == 1 and g.prey(2) == 1 and g.predator(1) == 2


def test_verify_counts_them_and_text_reads_one(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--verify"]) == 0
    out = capsys.readouterr().out
    assert "PASS vtes-an-ousting: V:TES: an ousting [vtes]" in out
    assert main(["demo", "--list"]) == 0
    assert "vtes-torpor-and-a-rescue" in capsys.readouterr().out
    assert main(["demo", "vtes-an-ousting", "--text"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("V:TES: an ousting\n") and "   > Mirela Stone: bleed Ann" in out


def test_a_missed_expectation_in_an_events_list_fails_its_check(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text((FOLDER / "06-vtes-an-ousting.yaml").read_text(encoding="utf-8").replace(
        "Cas scores 1 victory point and 6 pool", "Cas scores 2 victory points"))
    run = run_file(bad)
    assert run.error == "" and not run.passed
    assert [c for c in run.checks if not c[1]] == [
        ("event ousted 'Ann is ousted: Cas scores 2 victory points'", False,
         "not among the events")]


def test_a_malformed_events_list_names_the_step(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text((FOLDER / "03-vtes-a-referendum-and-the-edge.yaml").read_text(
        encoding="utf-8").replace("{event: bleed, text:", "{kind: bleed, text:"))
    run = run_file(bad)
    assert run.error == ("step 1: each entry of 'events' names an event: "
                         "{event: KIND, text: TEXT}")
