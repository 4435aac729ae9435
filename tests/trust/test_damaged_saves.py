"""Damaged saves are refused with a message and left untouched; fuzzed saves either replay to
the very same game or are refused (issue 15 items 2 and 7). ``RAGE_TUI_FUZZ_FULL=1`` runs the
full 10,000."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import pytest

from rage_tui.saves import SaveError, clean_orphans, load_game, read_save, save_game
from tests.trust import save_fuzz
from tests.trust.conftest import played

FULL = os.environ.get("RAGE_TUI_FUZZ_FULL") == "1"


def _refused(path: Path, lib, match: str | None = None) -> str:
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    with pytest.raises(SaveError, match=match) as info:
        load_game(path, lib.cards, lib.digest)
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before
    return str(info.value)


def _raw(saved: Path, old: str, new: str) -> None:
    text = saved.read_text()
    assert old in text
    saved.write_text(text.replace(old, new, 1))


def _seed(saved: Path) -> str:
    return f'"seed": {json.loads(saved.read_text())["setup"]["seed"]}'


def test_100000_open_brackets_are_refused_without_recursion(tmp_path, lib):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000)
    assert "nests lists" in _refused(path, lib)


def test_a_seed_of_5000_digits_is_refused(saved, lib):
    _raw(saved, _seed(saved), '"seed": ' + "7" * 5000)
    assert "5000 digits" in _refused(saved, lib)


@pytest.mark.parametrize("value", ["Infinity", "NaN", "-Infinity", "1e400", "11.0"])
def test_a_seed_that_is_not_a_whole_number_is_refused(saved, lib, value):
    _raw(saved, _seed(saved), f'"seed": {value}')
    _refused(saved, lib)


def _edit(saved: Path, change) -> None:
    data = json.loads(saved.read_text())
    change(data)
    saved.write_text(json.dumps(data))


@pytest.mark.parametrize(("change", "where"), [
    (lambda d: d.update(format_version="x"), ""),
    (lambda d: d.update(setup="a string"), "setup"),
    (lambda d: d.update(setup=[1, 2]), "setup"),
    (lambda d: d["setup"].update(variants="club"), "setup.variants"),
    (lambda d: d["setup"]["variants"].update(null_cards="yes"), "null_cards"),
    (lambda d: d["setup"]["seats"][0]["deck"]["sept"][0].__setitem__(1, 10**8), "sept"),
    (lambda d: d["setup"]["seats"][0]["deck"]["sept"][0].__setitem__(1, True), "sept"),
    (lambda d: d["setup"]["seats"][0]["deck"]["pack"].append("not a card id!"), "pack"),
    (lambda d: d["setup"].update(renown_level="20"), "renown_level"),
    (lambda d: d["setup"].update(ruleset="chess"), "ruleset"),
    (lambda d: d["setup"]["seats"].append(d["setup"]["seats"][0]), ""),
    (lambda d: d.update(choices=[[0, "x", {"a": 1}]]), "choices"),
    (lambda d: d.update(hashes=[]), "hashes"),
    (lambda d: d.pop("seal"), "seal"),
], ids=["version-x", "setup-str", "setup-list", "variants-str", "variant-str", "count-1e8",
        "count-true", "bad-id", "renown-str", "chess", "seats", "choice-dict", "no-hashes",
        "no-seal"])
def test_malformed_saves_are_refused_naming_the_field(saved, lib, change, where):
    _edit(saved, change)
    assert where in _refused(saved, lib)


def test_a_save_that_is_a_device_is_refused_without_reading_it(lib):
    with pytest.raises(SaveError, match="not a regular file"):
        load_game(Path("/dev/zero"), lib.cards, lib.digest)


def test_a_fifo_is_refused_without_blocking(tmp_path, lib):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        read_save(fifo)


def test_a_solo_save_whose_prey_path_is_a_device_is_refused(saved, lib, ui_home):
    from rage_tui.ui.session import GameSession

    data = json.loads(saved.read_text())
    # a well-sealed save (re-saved by rage-tui) naming /dev/zero as its prey deck
    from rage_tui.engine.replay import chain

    data["meta"]["solo"] = {"kind": "campaign", "difficulty": "normal", "prey": "/dev/zero"}
    data["seal"] = chain(data, [(n, h) for n, h, _ in data["hashes"]])[1]
    saved.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="not a regular file"):
        GameSession.load(saved, lib)


@pytest.fixture
def ui_home(tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TUI_HOME", str(tmp_path / "home"))


def test_the_load_list_describes_a_hostile_file_without_crashing(tmp_path, ui_home):
    from rage_tui.ui.screens.load import describe_save

    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000)
    assert "unreadable" in describe_save(path).plain


def test_damaged_saves_at_random_points_replay_identically_or_are_refused(lib, tmp_path,
                                                                         ui_home):
    res = save_fuzz.run(lib, tmp_path, 10_000 if FULL else 300, seed=7)
    assert res.internal_errors == []
    assert res.silent_changes == []
    assert res.touched == []
    assert res.slow == []
    assert res.disagreements == []  # verify refuses what loading refuses, for the same reason
    assert res.refused > 0 and res.reproduced > 0  # both outcomes happen
    assert any(k.startswith("resealed-setup") for k in res.kinds)  # issue 30


def test_orphaned_temporary_files_are_removed_on_the_next_save(lib, finished, tmp_path):
    path = tmp_path / "game.json"
    dead = tmp_path / ".game.json.999999999.abcd.tmp"  # a pid that cannot exist
    old = tmp_path / ".game.json.1.efgh.tmp"
    dead.write_text("partial")
    old.write_text("partial")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    other = tmp_path / ".other.json.999999999.x.tmp"
    other.write_text("not ours")
    save_game(path, finished, lib.digest)
    assert not dead.exists() and not old.exists()
    assert other.exists()  # another save's leftovers are its own business
    assert clean_orphans(path) == []


def test_a_save_killed_at_any_moment_leaves_the_old_save_or_the_new_one(lib, tmp_path):
    """Kill a process while it saves, many times: the file always loads (as the old or the
    new game), and the next save removes the temporary file the kill left behind."""
    first = played(lib, seed=3, steps=40)
    later = played(lib, seed=3, steps=400)
    path = tmp_path / "game.json"
    save_game(path, first, lib.digest)
    known = {first.state_hash(), later.state_hash()}
    kills = 40 if not FULL else 250
    for k in range(kills):
        pid = os.fork()
        if pid == 0:
            try:
                while True:
                    save_game(path, later if k % 2 else first, lib.digest)
            finally:
                os._exit(0)
        time.sleep(0.002 + (k % 10) * 0.003)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        assert load_game(path, lib.cards, lib.digest).state_hash() in known
    save_game(path, first, lib.digest)
    assert list(tmp_path.glob(".game.json.*.tmp")) == []


def test_the_largest_seed_a_player_may_type_saves_and_loads(lib, tmp_path):
    from rage_tui.ai.random_agent import RandomAgent
    from rage_tui.engine.state import SeatSetup, Setup
    from rage_tui.match import Match
    from tests.engine.conftest import GAIA, WYRM

    seed = -(10**40 - 1)
    m = Match(Setup((SeatSetup("Ann", GAIA), SeatSetup("Bob", WYRM)), seed=seed), lib.cards,
              {0: RandomAgent(1), 1: RandomAgent(2)})
    for _ in range(60):
        m.step_bot()
    path = tmp_path / "big-seed.json"
    save_game(path, m.game, lib.digest)
    assert load_game(path, lib.cards, lib.digest).state_hash() == m.game.state_hash()


def test_a_fraction_in_the_meta_data_is_kept_but_never_where_a_whole_number_belongs(
        lib, finished, tmp_path):
    path = tmp_path / "game.json"
    save_game(path, finished, lib.digest, {"bot_delay": 0.5})
    assert load_game(path, lib.cards, lib.digest).state_hash() == finished.state_hash()
    assert read_save(path)["meta"]["bot_delay"] == 0.5
    _raw(path, '"iid_base": 1', '"iid_base": 1.0')
    assert "iid_base" in _refused(path, lib)
