"""Progress of long commands: a Rich bar on a terminal, plain lines otherwise (both on standard
error, so results and --json on standard output stay clean)."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from rage_tui.cli import main
from rage_tui.cli.cards import BIG_FOLDER
from rage_tui.cli.progress import progress


class Terminal(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_plain_lines_about_every_tenth_and_at_the_end() -> None:
    out = io.StringIO()
    with progress("simulating", 100, unit="games", stream=out) as update:
        for i in range(1, 101):
            update(i)
    lines = out.getvalue().splitlines()
    assert lines == [f"simulating: {n}/100 games" for n in range(10, 101, 10)]


def test_plain_lines_for_small_totals_and_notes() -> None:
    out = io.StringIO()
    with progress("checking", 3, stream=out) as update:
        update(1, "a.yaml")
        update(1)
        update(3)
    assert out.getvalue().splitlines() == ["checking: 1/3 (a.yaml)", "checking: 3/3"]


def test_plain_false_prints_nothing_off_a_terminal() -> None:
    out = io.StringIO()
    with progress("x", 5, stream=out, plain=False) as update:
        for i in range(6):
            update(i)
    assert out.getvalue() == ""


def test_a_bar_on_a_terminal() -> None:
    out = Terminal()
    with progress("simulating", 4, unit="games", stream=out) as update:
        for i in range(1, 5):
            update(i)
    text = out.getvalue()
    assert "\x1b[" in text  # drawn with terminal control codes
    assert "simulating" in text and "4/4" in text
    assert "simulating: 4/4 games" not in text  # not the plain lines


def sim(capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[int, str, str]:
    code = main(["sim", "--games", "3", "--max-turns", "4", "--players", "random,random",
                 *extra])
    out, err = capsys.readouterr()
    return code, out, err


def test_sim_off_a_terminal_prints_plain_progress_lines(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = sim(capsys, "--json")
    assert code == 0
    assert json.loads(out)["games"] == 3  # standard output is only the JSON
    assert err.splitlines() == ["simulating: 1/3 games", "simulating: 2/3 games",
                                "simulating: 3/3 games"]


def test_sim_on_a_terminal_draws_a_bar(capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    tty = Terminal()
    monkeypatch.setattr(sys, "stderr", tty)
    code, out, _ = sim(capsys)
    assert code == 0 and "games:            3" in out
    assert "\x1b[" in tty.getvalue() and "simulating" in tty.getvalue()
    assert "simulating: 1/3" not in tty.getvalue()


def test_cards_check_of_a_big_folder_reports_progress(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(BIG_FOLDER):
        (folder / f"c{i:02}.yaml").write_text(
            f"- {{id: prog-{i}, name: Progress Jab {i}, type: combat_action, rage: 1, "
            f"damage: 1}}\n", encoding="utf-8")
    assert main(["cards", "check", str(folder)]) == 0
    out, err = capsys.readouterr()
    assert f"checking cards: {BIG_FOLDER}/{BIG_FOLDER} files" in err.splitlines()
    assert "checking cards" not in out
    # A small check stays quiet.
    assert main(["cards", "check", str(folder / "c00.yaml")]) == 0
    assert "checking cards" not in capsys.readouterr().err


def test_demo_verify_on_a_terminal_draws_a_bar_then_the_lines(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    tty = Terminal()
    monkeypatch.setattr(sys, "stderr", tty)
    code = main(["demo", "--verify"])
    out, _ = capsys.readouterr()
    assert code == 0
    assert "verifying demos" in tty.getvalue() and "\x1b[" in tty.getvalue()
    assert out.splitlines()[-1].startswith("demos: ") and "PASS " in out


def test_campaign_sim_reports_each_level(capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    assert main(["campaign", "sim", "harvest-of-the-innocent", "--players", "greedy",
                 "--games", "2", "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["campaign"] == "Harvest of the Innocent"
    assert err.splitlines() == ["Harvest of the Innocent: 1/2 games",
                                "Harvest of the Innocent: 2/2 games",
                                "The Silver Valley: 1/2 games", "The Silver Valley: 2/2 games"]
    tty = Terminal()
    monkeypatch.setattr(sys, "stderr", tty)
    assert main(["campaign", "sim", "harvest-of-the-innocent", "--games", "1"]) == 0
    assert "\x1b[" in tty.getvalue() and "The Silver Valley" in tty.getvalue()
    assert "1/1 games\n" not in tty.getvalue()
