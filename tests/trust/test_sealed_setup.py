"""Saves seal what defines the game (issue 30, item 2): a setup edit with the hash chain
computed again is refused by loading and by ``rage-tui verify`` alike; the ledger knows a game
by its identity, so a game re-recorded with an edited setup is reported as an edit of that
game; a kill between the save file and the ledger draws no false warning; an older save
(format 2) still loads, with a note, and is not called honest."""

from __future__ import annotations

import json
import os
import random
import signal
import time
from pathlib import Path
from typing import Any

import pytest

from rage_tui.cli import main
from rage_tui.engine.replay import chain, definition
from rage_tui.saves import SaveError, check_save, load_game, save_game
from tests.trust import save_fuzz
from tests.trust.conftest import played

FULL = os.environ.get("RAGE_TUI_FUZZ_FULL") == "1"


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TUI_HOME", str(tmp_path / "home"))


@pytest.fixture
def bundled_is(monkeypatch, lib):
    """`rage-tui verify` checks against the test card set in these tests."""
    import rage_tui.content.bundled as bundled
    import rage_tui.content.plugins as plugins

    monkeypatch.setattr(bundled, "bundled_library", lambda: lib)
    monkeypatch.setattr(plugins, "_CACHE", {})


def _edit(path: Path, change: Any) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data, indent=1))


def _seat_agent(data):
    data["setup"]["seats"][1]["agent"] = "greedy"  # hand Bob's seat to a bot


def _renown(data):
    data["setup"]["renown_level"] = 5


def _option(name):
    def change(data):
        data["setup"]["variants"][name] = not data["setup"]["variants"].get(name, False)
    return change


def _deck_name(data):
    data["setup"]["seats"][0]["deck"]["name"] = "Mallory's deck"


def _ruleset(data):
    data["ruleset"] = data["setup"]["ruleset"] = "rage-unlimited"


EDITS = [_seat_agent, _renown, _option("club_rules"), _option("battlefields"),
         _option("take_backs"), _deck_name, _ruleset]
IDS = ["agent", "renown_level", "club_rules", "battlefields", "take_backs", "deck-name",
       "ruleset"]


@pytest.mark.parametrize("change", EDITS, ids=IDS)
def test_a_setup_edit_sealed_again_is_refused_by_load_and_verify_alike(
        saved, lib, bundled_is, capsys, change):
    def edit(data):
        change(data)
        save_fuzz.reseal(data)

    _edit(saved, edit)
    before = saved.read_bytes()
    with pytest.raises(SaveError) as loading:
        load_game(saved, lib.cards, lib.digest)
    said = str(loading.value)
    assert "edited and sealed again" in said or "cannot be replayed" in said \
        or "went differently" in said
    assert main(["verify", str(saved)]) == 1
    assert capsys.readouterr().out == f"NOT VERIFIED: {said}\n"  # the same reason, word for word
    assert saved.read_bytes() == before


def test_the_recorded_state_hashes_depend_on_every_part_of_the_setup(saved):
    from rage_tui.engine.replay import sealed_state

    data = json.loads(saved.read_text())
    honest = sealed_state(definition(data), "0" * 20)
    for change in EDITS:
        edited = json.loads(saved.read_text())
        change(edited)
        assert sealed_state(definition(edited), "0" * 20) != honest, change.__name__


def test_a_game_re_recorded_with_an_edited_setup_is_reported_as_an_edit_of_that_game(
        lib, tmp_path):
    """Whoever replays the moves under an edited setup with the program makes a consistent
    record (what no save can tell from a real game); the ledger still knows the game by its
    seed, seats and cards, so loading it on this computer says it was sealed again."""
    ledger = tmp_path / "ledger.json"
    path = tmp_path / "game.json"
    save_game(path, played(lib, seed=5, steps=120), lib.digest, {}, ledger)
    data = json.loads(path.read_text())
    _seat_agent(data)
    assert save_fuzz.rerecord(data, lib)
    path.write_text(json.dumps(data))
    notes: list[str] = []
    game = load_game(path, lib.cards, lib.digest, notes, ledger)
    assert game.state.setup.seats[1].agent == "greedy"
    assert len(notes) == 1 and "changed and sealed again" in notes[0]


def test_the_ledger_accepts_the_pending_save_after_a_kill_before_it_is_confirmed(lib, tmp_path):
    """The ledger names a save as pending before the file is replaced: a kill after the file
    and before the ledger's confirmation leaves the new file, which draws no warning; the old
    file, had the kill come before the file, draws none either."""
    from rage_tui.engine.replay import record
    from rage_tui.save_ledger import announce_save

    ledger = tmp_path / "ledger.json"
    old, new = played(lib, seed=6, steps=50), played(lib, seed=6, steps=90)
    path = tmp_path / "game.json"
    save_game(path, old, lib.digest, {}, ledger)
    announce_save(ledger, record(new, lib.digest, {}))  # killed here: the file is the old one
    notes: list[str] = []
    load_game(path, lib.cards, lib.digest, notes, ledger)
    assert notes == []
    path.write_text(json.dumps(record(new, lib.digest, {})))  # killed here: the new one
    load_game(path, lib.cards, lib.digest, notes, ledger)
    assert notes == []
    # the next save is killed too, before its file: the unconfirmed one on disk still passes
    announce_save(ledger, record(played(lib, seed=6, steps=130), lib.digest, {}))
    load_game(path, lib.cards, lib.digest, notes, ledger)
    assert notes == []
    save_game(path, new, lib.digest, {"at": "the end"}, ledger)  # a save confirmed ...
    path.write_text(json.dumps(record(new, lib.digest, {})))  # ... then an older file back
    load_game(path, lib.cards, lib.digest, notes, ledger)
    assert len(notes) == 1 and "sealed again" in notes[0]  # (no pending seal excuses it)


def kills_during_saves(lib: Any, folder: Path, kills: int, seed: int = 1) -> tuple[int, int]:
    """Kill a process ``kills`` times while it saves longer and longer versions of one game
    with the ledger; after each kill, load the file with the ledger. Returns (loads, false
    warnings): every save on disk is honest, so any note is a false warning."""
    rng = random.Random(seed)
    versions = [played(lib, seed=8, steps=s) for s in range(20, 420, 40)]
    path, ledger = folder / "game.json", folder / "ledger.json"
    save_game(path, versions[0], lib.digest, {}, ledger)
    false_warnings = loads = 0
    for k in range(kills):
        pid = os.fork()
        if pid == 0:
            try:
                for i in range(10_000):
                    save_game(path, versions[(k + i) % len(versions)], lib.digest, {}, ledger)
            finally:
                os._exit(0)
        time.sleep(rng.uniform(0.001, 0.08))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        notes: list[str] = []
        load_game(path, lib.cards, lib.digest, notes, ledger)
        loads += 1
        false_warnings += bool(notes)
    return loads, false_warnings


def test_kills_during_saves_draw_no_false_warning(lib, tmp_path):
    loads, false_warnings = kills_during_saves(lib, tmp_path, 200 if FULL else 25)
    assert loads == (200 if FULL else 25) and false_warnings == 0


def _format_2(data: dict[str, Any], game: Any) -> None:
    """``data`` as the previous rage-tui wrote it: the engine's state hashes, setup left out."""
    from rage_tui.engine.replay import checkpoints

    data["format_version"] = 2
    raw = checkpoints(game)
    links, seal = chain(data, raw)
    data["hashes"] = [[n, h, link] for (n, h), link in zip(raw, links, strict=True)]
    data["seal"] = seal


def test_an_older_save_loads_with_a_note_and_verify_does_not_call_it_honest(
        saved, lib, finished, bundled_is, capsys):
    _edit(saved, lambda d: _format_2(d, finished))
    notes: list[str] = []
    game = load_game(saved, lib.cards, lib.digest, notes)
    assert game.state_hash() == finished.state_hash()
    assert len(notes) == 1 and "save format 2" in notes[0] and "does not cover the setup" \
        in notes[0]
    assert main(["verify", str(saved)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("NOT VERIFIED") and "cannot be verified" in out \
        and "save format 2" in out


def test_a_solo_record_the_app_refuses_is_refused_by_verify_with_the_same_reason(
        saved, lib, bundled_is, capsys):
    """An edited (and re-sealed) solo record: the replay holds, but the app cannot set the
    game's prey up again; verify says so too, instead of "honest"."""
    from rage_tui.ui.session import GameSession

    def edit(data):
        data["meta"]["solo"] = {"kind": "campaign"}
        save_fuzz.reseal(data)

    _edit(saved, edit)
    with pytest.raises(SaveError) as loading:
        GameSession.load(saved, lib)
    said = str(loading.value)
    assert said.startswith(str(saved)) and "names no prey deck file" in said
    assert main(["verify", str(saved)]) == 1
    assert capsys.readouterr().out == f"NOT VERIFIED: {said}\n"


def test_an_unknown_bot_in_an_edited_save_is_refused_by_both(saved, lib, bundled_is, capsys):
    from rage_tui.ui.session import GameSession

    _edit(saved, lambda d: (d["setup"]["seats"][1].update(agent="zzz"), save_fuzz.reseal(d)))
    with pytest.raises(SaveError) as loading:
        GameSession.load(saved, lib)
    assert main(["verify", str(saved)]) == 1
    assert capsys.readouterr().out == f"NOT VERIFIED: {loading.value}\n"


def test_an_honest_save_verifies_and_its_check_returns_the_game(saved, lib):
    v = check_save(saved, lib.cards, lib.digest)
    assert v.game is not None and v.finished and v.meta["players"] == ["Ann", "Bob"]
