"""Saves of this game (issue 27: "saves, replays and verify"): a game of rage-las-vegas saves
and loads to the same state and goes on the same way; ``rage-tui verify`` checks its hash
chain, replays it and checks every face-down combat pick against its commitment; the save's
ruleset and seat count are held to that ruleset's declaration."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from rage_tui.cli import main
from rage_tui.content.plugins import ruleset_content
from rage_tui.engine.game import Game, state_hash
from rage_tui.saves import SaveError, load_game, read_save, save_game

from .helpers import library, new_game


def play(game: Game, steps: int, seed: int) -> Game:
    r = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        d = game.pending
        assert d is not None
        game.apply(r.choice(d.options).choice)
    return game


def saved(tmp_path: Path, game: Game, name: str = "lv.json") -> Path:
    path = tmp_path / name
    save_game(path, game, ruleset_content("rage-las-vegas").digest)
    return path


def lv_library() -> tuple[dict[str, object], str]:
    lib = ruleset_content("rage-las-vegas")
    return dict(lib.cards), lib.digest


def test_the_library_of_a_save_is_the_rulesets_own_and_the_same_in_every_process() -> None:
    cards, digest = lv_library()
    assert set(cards) == set(library()) and len(digest) == 16
    assert digest != ruleset_content("rage-1995").digest
    # (a card's keywords are a set, printed in another order by each process: a digest that
    # followed that order would call an honest save of the last session "changed")
    code = ("from rage_tui.content.plugins import ruleset_content; "
            "print(ruleset_content('rage-las-vegas').digest)")
    for hash_seed in ("1", "2"):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             env={"PYTHONHASHSEED": hash_seed, "PATH": ""}, check=True)
        assert out.stdout.strip() == digest


def test_a_game_saves_and_loads_to_the_same_state_and_goes_on_alike(tmp_path: Path) -> None:
    game = play(new_game(3, seed=5), 300, seed=5)
    assert not game.over and game.state.turn >= 2
    path = saved(tmp_path, game)
    data = read_save(path)
    assert data["ruleset"] == "rage-las-vegas" and len(data["choices"]) == 300
    cards, digest = lv_library()
    again = load_game(path, cards, digest)
    assert state_hash(again.state) == state_hash(game.state)
    assert again.pending is not None and game.pending is not None
    assert again.pending.seat == game.pending.seat
    play(game, 200, seed=9)
    play(again, 200, seed=9)
    assert state_hash(again.state) == state_hash(game.state)


def test_verify_passes_and_checks_every_revealed_pick(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = play(new_game(2, seed=3), 5000, seed=3)
    assert game.over
    path = saved(tmp_path, game)
    proofs = read_save(path)["proofs"]
    assert proofs and all(row[2] is not None for row in proofs)  # every pick turned over
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert (f"honest: {len(game.choices)} choices replay to the sealed state, {len(proofs)} of "
            f"{len(proofs)} face-down commitments revealed and matching; game finished") in out


def test_a_swapped_revealed_pick_is_caught(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path, play(new_game(2, seed=3), 400, seed=3))
    data = json.loads(path.read_text())
    row = next(r for r in data["proofs"] if r[2] is not None)
    row[2] = "lv-bite" if row[2] != "lv-bite" else "lv-claw-swipe"
    path.write_text(json.dumps(data))
    assert main(["verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert "NOT VERIFIED" in out and "is not the card that was committed" in out


def test_six_seats_save_and_the_seat_limits_are_the_rulesets(tmp_path: Path) -> None:
    game = play(new_game(6, seed=2), 150, seed=2)
    path = saved(tmp_path, game)
    cards, digest = lv_library()
    assert state_hash(load_game(path, cards, digest).state) == state_hash(game.state)
    data = json.loads(path.read_text())
    data["ruleset"] = data["setup"]["ruleset"] = "rage-1995"  # rage-1995 seats 2 to 5
    for seat in data["setup"]["seats"]:
        seat["deck"]["ruleset"] = "rage-1995"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="rage-1995 is played by 2 to 5 seats, not 6"):
        read_save(path)
