"""Save files: human-readable JSON, atomic writes, replay checked against state hashes; a
corrupt or out-of-date save is refused with a plain message and the file is left untouched."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from rage_tui.ai.random_agent import RandomAgent
from rage_tui.engine.replay import definition, sealed_state
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.match import Match
from rage_tui.saves import SaveError, load_game, read_save, save_game
from tests.engine.conftest import GAIA, WYRM


def _played(lib, steps=150):
    setup = Setup((SeatSetup("Ann", GAIA), SeatSetup("Bob", WYRM)), seed=11)
    m = Match(setup, lib.cards, {0: RandomAgent(1), 1: RandomAgent(2)})
    for _ in range(steps):
        if m.game.over:
            break
        m.step_bot()
    return m.game


def test_a_save_is_readable_json_and_loads_to_the_same_state(lib, tmp_path: Path):
    game = _played(lib)
    path = tmp_path / "game.json"
    save_game(path, game, lib.digest, {"note": "test"})
    data = json.loads(path.read_text())
    assert data["format"] == "rage-tui-save" and data["ruleset"] == "rage-1995"
    assert data["setup"]["seed"] == 11 and len(data["choices"]) == len(game.choices)
    # (the recorded state hash binds the engine's one to the setup: issue 30)
    assert data["hashes"][-1][1] == sealed_state(definition(data), game.state_hash())
    again = load_game(path, lib.cards, lib.digest)
    assert again.state_hash() == game.state_hash()
    assert not list(tmp_path.glob(".game.json.*"))  # no temporary file left behind


@pytest.mark.parametrize("damage", ["truncate", "garbage", "not-a-save", "bad-choice"])
def test_a_damaged_save_is_refused_plainly_and_the_file_is_untouched(lib, tmp_path, damage):
    game = _played(lib)
    path = tmp_path / "game.json"
    save_game(path, game, lib.digest)
    text = path.read_text()
    if damage == "truncate":
        text = text[: len(text) // 2]
    elif damage == "garbage":
        text = "\x00\x01 not json"
    elif damage == "not-a-save":
        text = json.dumps({"hello": "world"})
    else:
        data = json.loads(text)
        data["choices"][5] = [data["choices"][5][0], "attack", 123456]
        text = json.dumps(data)
    path.write_text(text)
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_game(path, lib.cards, lib.digest)
    assert str(path) in str(err.value)
    assert "Traceback" not in str(err.value)
    assert path.read_bytes() == before


def test_a_changed_card_library_is_reported_instead_of_diverging(lib, tmp_path):
    game = _played(lib, steps=400)
    path = tmp_path / "game.json"
    save_game(path, game, lib.digest)
    cards = dict(lib.cards)
    cards["t-punch"] = replace(cards["t-punch"], damage=5)  # a card's numbers changed
    with pytest.raises(SaveError) as err:
        load_game(path, cards, "another-digest")
    assert "changed since it was saved: the card library" in str(err.value)


def test_read_save_reports_a_missing_file(tmp_path):
    with pytest.raises(SaveError, match="no save file"):
        read_save(tmp_path / "nope.json")
