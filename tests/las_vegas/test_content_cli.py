"""``rage-tui cards check`` and ``rage-tui deck check`` on this game's files (issue 27): the
bundled library and decks pass; a broken card or deck file is named by file, line and field;
a deck is judged by its own ruleset's construction rules (seed, Preparing the Table)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.cli import main

from .helpers import ROOT

DECK = ROOT / "decks" / "rage-las-vegas" / "alley-kings.yaml"
CARD = """- id: lv-my-strike
  name: My Strike
  type: attack
  moon: new
  damage: 3
  rage_cost: 1
"""


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(list(args))
    return code, capsys.readouterr().out


def test_plain_cards_check_covers_the_las_vegas_library(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "cards", "check")
    assert code == 0
    assert "rage-las-vegas: cards: 152 ok, 0 incomplete, 0 errors" in out.splitlines()


def test_cards_check_of_the_ruleset_counts_every_kind(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "cards", "check", "--ruleset", "rage-las-vegas")
    assert code == 0
    assert "  tribe             9" in out and "  garou            38" in out
    assert out.splitlines()[-1] == "cards: 152 ok, 0 incomplete, 0 errors"


def test_a_broken_card_file_names_file_line_card_and_field(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "mine.yaml"
    bad.write_text(CARD.replace("damage: 3", "damage: three"))
    code, out = run(capsys, "cards", "check", "--ruleset", "rage-las-vegas", str(bad))
    assert code == 1
    assert (f"error: {bad}:5: card 'lv-my-strike', field 'damage': expected an integer, got "
            "'three'") in out
    assert out.splitlines()[-1] == "cards: 152 ok, 0 incomplete, 1 errors"


def test_a_card_of_yours_with_text_and_no_effects_is_incomplete(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text(CARD + "  text: Draw two cards.\n")
    code, out = run(capsys, "cards", "check", "--ruleset", "rage-las-vegas", str(mine))
    assert code == 0
    assert (f"incomplete: {mine}:1: card 'lv-my-strike': has rules text but no effects"
            in out)
    assert out.splitlines()[-1] == "cards: 152 ok, 1 incomplete, 0 errors"


def test_a_clash_with_a_bundled_id_names_the_first_file(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text(CARD.replace("lv-my-strike", "lv-bite"))
    code, out = run(capsys, "cards", "check", "--ruleset", "rage-las-vegas", str(mine))
    assert code == 1
    assert (f"error: {mine}:1: card 'lv-bite', field 'id': duplicate id, first defined at "
            "cards/rage-las-vegas/combat.yaml:") in out


def test_deck_check_passes_every_bundled_deck(capsys: pytest.CaptureFixture[str]) -> None:
    files = sorted(str(p) for p in (ROOT / "decks" / "rage-las-vegas").glob("*.yaml"))
    code, out = run(capsys, "deck", "check", *files)
    assert code == 0 and out.splitlines()[-1] == f"decks: {len(files)} ok, 0 with problems"


def test_too_many_copies_names_the_line_of_the_card(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deck = tmp_path / "deck.yaml"
    deck.write_text(DECK.read_text().replace("  lv-hamstring: 2", "  lv-hamstring: 3"))
    code, out = run(capsys, "deck", "check", str(deck))
    assert code == 1
    assert (f"  - {deck}:47: 3 copies of 'lv-hamstring' in the Combat deck (at most 2)"
            in out)
    assert "new-moon" in out  # (the odd copy also unbalances the moons)


def test_a_broken_deck_file_names_file_line_and_field(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deck = tmp_path / "deck.yaml"
    deck.write_text(DECK.read_text().replace("  lv-hamstring: 2", "  lv-hamstring: two"))
    code, out = run(capsys, "deck", "check", str(deck))
    assert code == 1
    line = next(x for x in out.splitlines() if x.startswith(f"{deck}:47:"))
    assert "combat" in line and "lv-hamstring" in line


def test_the_renown_level_is_the_las_vegas_one(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "deck", "check", "--renown", "5", str(DECK))
    assert code == 1
    assert f"  - {DECK}:5: the starting pack costs" in out  # the pack's line
    assert "over the Renown level 5" in out


def test_a_deck_with_a_card_of_yours_reads_it_with_cards(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text(CARD)  # (new moon, in place of a new-moon Hamstring)
    deck = tmp_path / "deck.yaml"
    deck.write_text(DECK.read_text().replace("combat:\n", "combat:\n  lv-my-strike: 1\n")
                    .replace("  lv-hamstring: 2", "  lv-hamstring: 1"))
    code, out = run(capsys, "deck", "check", str(deck))
    assert code == 1 and "unknown card 'lv-my-strike'" in out
    code, out = run(capsys, "deck", "check", "--cards", str(mine), str(deck))
    assert code == 0, out
