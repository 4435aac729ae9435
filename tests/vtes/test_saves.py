"""V:TES games save and load through the plug-in interface: the save names the ruleset, the
setup keeps 2 to 6 seats with their crypt and library, loading replays to the same state, and
``rage-tui verify`` checks the save under the V:TES cards (issue 28: "saves, replay and
verify")."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rage_tui.cli import main
from rage_tui.content.plugins import ruleset_content
from rage_tui.engine.game import Game
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.rulesets import get_ruleset
from rage_tui.saves import SaveError, load_game, read_save, save_game


def _game(n: int, seed: int, moves: int | None = None) -> Game:
    """A game of ``n`` random seats with the bundled decks, played ``moves`` choices (or to
    its end)."""
    content = ruleset_content("vtes")
    decks = content.decks
    setup = Setup(tuple(SeatSetup(f"P{i}", decks[i % len(decks)]) for i in range(n)),
                  seed=seed, ruleset="vtes")
    game = Game(setup, content.cards, get_ruleset("vtes"))
    r = random.Random(seed)
    while not game.over and (moves is None or len(game.choices) < moves):
        d = game.pending
        assert d is not None
        game.apply(d.options[r.randrange(len(d.options))].choice)
    return game


def _verify(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, str]:
    try:
        code = main(["verify", str(path)])
    except SystemExit as exc:
        code = int(exc.code or 0)
    return code, capsys.readouterr().out


def test_a_game_in_progress_saves_loads_to_the_same_state_and_plays_on_the_same(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = _game(5, seed=3, moves=400)
    assert not game.over and len(game.choices) == 400
    lib = ruleset_content("vtes")
    path = tmp_path / "vtes.json"
    save_game(path, game, lib.digest, {"players": [f"P{i}" for i in range(5)]})
    data = read_save(path)
    assert data["ruleset"] == "vtes" and len(data["setup"]["seats"]) == 5
    crypt = data["setup"]["seats"][0]["deck"]["sept"]
    assert sum(n for _, n in crypt) >= 12  # the crypt travels in the deck's first section
    loaded = load_game(path, lib.cards, lib.digest)
    assert loaded.state_hash() == game.state_hash()
    assert loaded.pending == game.pending and loaded.state.turn == game.state.turn
    # both go on alike: the loaded game is the same game
    r = random.Random(9)
    for _ in range(200):
        if game.over:
            break
        d = game.pending
        assert d is not None
        choice = d.options[r.randrange(len(d.options))].choice
        game.apply(choice)
        loaded.apply(choice)
    assert loaded.state_hash() == game.state_hash()
    code, out = _verify(capsys, path)
    assert code == 0 and "honest: 400 choices replay to the sealed state" in out
    assert "in progress" in out


def test_a_finished_six_seat_game_verifies(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    game = _game(6, seed=6)
    assert game.over
    lib = ruleset_content("vtes")
    path = tmp_path / "six.json"
    save_game(path, game, lib.digest)
    assert {c[0] for c in read_save(path)["choices"]} == set(range(6))  # seat 5 is saved too
    code, out = _verify(capsys, path)
    assert code == 0 and "game finished" in out, out
    assert load_game(path, lib.cards, lib.digest).state.winner == game.state.winner


def test_an_edited_vtes_save_is_not_verified(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    game = _game(4, seed=4, moves=120)
    lib = ruleset_content("vtes")
    path = tmp_path / "edited.json"
    save_game(path, game, lib.digest)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["setup"]["seed"] += 1
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out = _verify(capsys, path)
    assert code == 1 and "NOT VERIFIED" in out and "edited or damaged" in out


def test_a_save_with_more_seats_than_its_ruleset_takes_is_refused(tmp_path: Path) -> None:
    game = _game(6, seed=2, moves=10)
    lib = ruleset_content("vtes")
    path = tmp_path / "seven.json"
    save_game(path, game, lib.digest)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["ruleset"] = data["setup"]["ruleset"] = "rage-1995"  # 2 to 5 seats
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="rage-1995 is played by 2 to 5 seats, not 6"):
        read_save(path)
