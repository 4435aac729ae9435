"""The narrated demo of rage-las-vegas (issue 27 item 6): declared by the ruleset's plug-in
(``demos``, ``demo_runner``), played from the real start of a game by ``rage-tui demo
--verify`` and ``--text``, every pick and expected event checked; a broken demo says which
step went wrong and why; the narration reads in Polish."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.cli import main
from rage_tui.rulesets import plugin
from rage_tui.scripted_demos import ruleset_demos, run_file

from .helpers import ROOT

DEMO = ROOT / "scenarios" / "demos" / "rage-las-vegas" / "01-a-whole-turn.yaml"


def test_the_plug_in_declares_the_demos_and_their_runner() -> None:
    declared = plugin("rage-las-vegas")
    assert declared.demos == "scenarios/demos/rage-las-vegas"
    assert declared.demo_runner == "rage_tui.scripted_demos:run_file"
    assert ("rage-las-vegas", DEMO) in [(rid, p.resolve()) for rid, p in ruleset_demos()]


def test_the_whole_turn_demo_plays_and_every_check_holds() -> None:
    run = run_file(DEMO)
    assert run.error == "" and run.passed
    assert len(run.beats) == 14 and len(run.checks) >= 20
    kinds = {e.kind for b in run.beats for e in b.events}
    assert {"voted", "moot-result", "alpha", "crinos", "committed", "revealed", "wounded",
            "combat-over", "killed", "rite-held"} <= kinds


def test_verify_counts_it_and_text_reads_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--verify"]) == 0
    out = capsys.readouterr().out
    assert ("PASS a-whole-turn: Las Vegas: a whole turn [rage-las-vegas] (14 steps, 21 checks)"
            in out)
    assert main(["demo", "a-whole-turn", "--text"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Las Vegas: a whole turn\n")
    assert "   > Fury Strike" in out and "Damage 5 against Block 4: 1 wound." in out
    assert main(["--lang", "pl", "demo", "a-whole-turn", "--text"]) == 0
    assert "Obrażenia 5 przeciw Blokowi 4: 1 rana." in capsys.readouterr().out


def test_a_wrong_pick_stops_the_demo_naming_the_step_and_the_options(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(DEMO.read_text(encoding="utf-8").replace("pick: Rending Blow",
                                                           "pick: Moonbeam Kick"))
    run = run_file(bad)
    assert not run.passed
    assert run.error.startswith("step 10: no option holds 'Moonbeam Kick' (the options: ")
    assert "Rending Blow" in run.error


def test_a_missed_event_fails_its_check(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(DEMO.read_text(encoding="utf-8").replace(
        "text: Old Mother Rags takes 1 wound", "text: Old Mother Rags takes 2 wound"))
    run = run_file(bad)
    assert run.error == "" and not run.passed
    assert [c for c in run.checks if not c[1]] == [
        ("event wounded 'Old Mother Rags takes 2 wound'", False, "not among the events")]


def test_an_unknown_deck_names_the_file_line_and_field(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(DEMO.read_text(encoding="utf-8").replace("alley-kings", "alley-queens"))
    run = run_file(bad)
    assert run.error.startswith("bad.yaml:10: field 'decks': no bundled deck 'alley-queens'")


def test_a_demo_of_a_ruleset_the_app_draws_opens_in_the_app(
        capsys: pytest.CaptureFixture[str]) -> None:
    # the app draws Las Vegas through its UI adapter, so without --text the demo opens
    # there, which needs a terminal (a test has none)
    assert main(["demo", "a-whole-turn"]) == 2
    assert "interactive terminal" in capsys.readouterr().err


def test_six_demos_of_the_ruleset_play_and_hold_their_checks() -> None:
    runs = [run_file(p) for rid, p in ruleset_demos() if rid == "rage-las-vegas"]
    assert len(runs) >= 6
    assert [(r.path.name, r.error) for r in runs if not r.passed] == []
    kinds = {e.kind for r in runs for b in r.beats for e in b.events}
    assert {"counter", "reaction", "sustained", "umbra", "moot-result", "rite-turns",
            "rite-active"} <= kinds
