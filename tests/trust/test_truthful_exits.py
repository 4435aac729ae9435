"""Exits that tell the truth (issue #30 item 4): checking nothing is an error, an unknown effect
word in a card of yours is an error at its own line, and crash logs follow ``RAGE_TUI_HOME``."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.cli import main

MY_CARDS = """\
- id: my-odd-gift
  name: My Odd Gift
  type: gift
  gnosis: 1
  requires: [garou]
  text: Call down a storm.
  effects:
    - when: played
      do: modify
      target: self
      stat: play_rage
      amount: 1
      until: turn
    - when: played
      do: frobnicate
"""


@pytest.fixture
def empty(tmp_path: Path) -> Path:
    folder = tmp_path / "mine"
    (folder / "sub").mkdir(parents=True)
    (folder / "notes.txt").write_text("not a card file\n")
    return folder


def test_cards_check_of_a_folder_without_card_files_is_an_error(empty, capsys):
    assert main(["cards", "check", str(empty)]) == 1
    captured = capsys.readouterr()
    assert f"error: no card files in {empty}" in captured.err
    assert "cards:" not in captured.out  # (no count of a check that did not happen)


def test_scenario_run_of_a_folder_without_scenario_files_is_an_error(empty, capsys):
    assert main(["scenario", "run", str(empty)]) == 1
    captured = capsys.readouterr()
    assert f"error: no scenario files in {empty}" in captured.err
    assert "scenarios: 0 passed" not in captured.out


def test_an_unknown_effect_word_in_a_card_of_yours_is_an_error_at_its_line(tmp_path, capsys):
    path = tmp_path / "mine.yaml"
    path.write_text(MY_CARDS)
    assert main(["cards", "check", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"error: {path}:15: card 'my-odd-gift', field 'effects.1.do': unknown effect " \
           "primitive(s): frobnicate" in out
    assert "effects.0" not in out  # (the known effect is not blamed)


def test_an_unknown_timing_is_an_error_at_its_line(tmp_path, capsys):
    path = tmp_path / "mine.yaml"
    path.write_text(MY_CARDS.replace("    - when: played\n      do: frobnicate\n",
                                     "    - when: someday\n      do: modify\n"))
    assert main(["cards", "check", str(path)]) == 1
    assert f"error: {path}:14: card 'my-odd-gift', field 'effects.1.when': unknown effect " \
           "primitive(s): when: someday" in capsys.readouterr().out


def test_crash_logs_follow_rage_tui_home(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("RAGE_TUI_STATE", raising=False)
    monkeypatch.setenv("RAGE_TUI_HOME", str(tmp_path / "home"))
    import rage_tui.cli.cards as cards

    monkeypatch.setattr(cards, "cmd_check", lambda args: 1 / 0)
    assert main(["cards", "check", "x"]) == 70
    logs = list((tmp_path / "home" / "crashes").glob("crash-*.log"))
    assert len(logs) == 1 and "ZeroDivisionError" in logs[0].read_text()
    assert str(logs[0]) in capsys.readouterr().err
