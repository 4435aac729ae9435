"""``rage-tui sim --ruleset vtes``: 2 to 6 seats of bots with the bundled decks, the figures
reported (wins by seat and deck, what happened in the games), the invariant checks clean; a
deck file of the ruleset's own format is read through the plug-in's deck hook."""

from __future__ import annotations

import json

import pytest

from rage_tui.cli import main
from rage_tui.content.plugins import ruleset_content
from tests.vtes.helpers import ROOT


def _sim(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(["sim", "--ruleset", "vtes", "--jobs", "1", *args])
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_six_seats_play_with_the_six_bundled_decks_and_report(
        capsys: pytest.CaptureFixture[str]) -> None:
    players = ",".join(["greedy"] + ["random"] * 5)
    code, out, err = _sim(capsys, "--players", players, "--games", "6", "--check-every", "25",
                          "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["games"] == 6 and data["violations"] == 0
    assert sum(data["wins"].values()) + data["undecided"] == 6
    assert set(data["wins"]) <= {str(s) for s in range(6)}
    bundled = {d.name for d in ruleset_content("vtes").decks}
    assert len(bundled) == 6 and set(data["wins_by_deck"]) <= bundled
    assert data["agents"]["greedy"]["games"] == 6 and data["agents"]["random"]["games"] == 30
    events = data["events"]
    # V:TES happened: actions and bleeds, vampires brought out, and each game ended by
    # ousting down to one Methuselah or by the turn limit (rules decision V7)
    assert events["action"] > 0 and events["bleed"] > 0 and events["controlled"] > 0
    assert events.get("ousted", 0) + events.get("turn-limit", 0) > 0


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_two_to_five_seats_play_to_the_end(seats: int,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _sim(capsys, "--players", ",".join(["random"] * seats), "--games", "2",
                          "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["games"] == 2 and data["violations"] == 0
    assert sum(data["wins"].values()) + data["undecided"] == 2
    assert data["agents"]["random"]["games"] == 2 * seats


def test_the_figures_for_a_person_and_seven_seats_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _sim(capsys, "--players", "random,random,random", "--games", "1")
    assert code == 0 and "violations:" in out and "wins by deck:" in out
    code, _, err = _sim(capsys, "--players", ",".join(["random"] * 7), "--games", "1")
    assert code == 2 and "--players needs 2 to 6 agents (vtes)" in err


def test_deck_files_are_read_by_the_rulesets_own_deck_hook(
        capsys: pytest.CaptureFixture[str]) -> None:
    decks = ROOT / "decks" / "vtes"
    code, out, err = _sim(capsys, "--players", "random,random", "--games", "2", "--decks",
                          f"{decks / 'brujah-street-war.yaml'},tremere-chantry", "--json")
    assert code == 0, err
    assert set(json.loads(out)["wins_by_deck"]) <= {"Brujah Street War", "Tremere Chantry"}
