"""Saves written by earlier versions of rage-tui load and verify as they did.

``tests/fixtures/saves/format3-rage1995.json`` was written by rage-tui before face-down slots
became opaque keys (save format 3: each proof row is [creature, round, commitment, card,
salt]), from the test card set: the game of ``tests.trust.conftest.played`` (seed 11, two random
bots) played to its end."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from rage_tui.engine.replay import proof_problem, proof_rows
from rage_tui.saves import check_save, load_game
from tests.engine.conftest import FIXTURES
from tests.trust.conftest import played

OLD = FIXTURES / "saves" / "format3-rage1995.json"


def test_a_format_3_save_of_the_previous_version_loads_to_the_same_game(lib, tmp_path):
    path = Path(shutil.copy(OLD, tmp_path / "old.json"))
    before = path.read_bytes()
    notes: list[str] = []
    game = load_game(path, lib.cards, lib.digest, notes)
    assert game.over and game.state_hash() == played(lib).state_hash()
    assert notes == []
    assert path.read_bytes() == before  # reading never rewrites


def test_a_format_3_save_verifies_honest_with_every_old_proof_row_checked(lib):
    data = json.loads(OLD.read_text())
    assert data["format_version"] == 3 and all(len(r) == 5 for r in data["proofs"])
    verdict = check_save(OLD, lib.cards, lib.digest)
    revealed = [r for r in data["proofs"] if r[3] is not None]
    assert verdict.revealed == len(revealed) > 10 and verdict.commitments == len(data["proofs"])
    assert proof_problem(data["proofs"]) is None


def test_an_old_proof_row_reads_as_the_slot_of_its_creature_and_round():
    assert proof_rows([[3, 1, "ab", "t-duck", "cd"], ["7|2", "ef", None, None]]) == [
        ["3|1", "ab", "t-duck", "cd"], ["7|2", "ef", None, None]]


def test_an_old_proof_row_with_another_card_is_caught(lib):
    data = json.loads(OLD.read_text())
    row = next(r for r in data["proofs"] if r[3] not in (None, "null"))
    row[3] = "t-maul" if row[3] != "t-maul" else "t-jab"
    problem = proof_problem(data["proofs"])
    assert problem is not None and "is not the card that was committed" in str(problem)
    assert f"{row[0]}|{row[1]}" in str(problem)
