"""Content files and the command line (issue 15 item 3): devices, FIFOs and huge files are
refused; every damaged line is blamed exactly; strict types; numeric arguments checked; the
crash log is private, unique and never follows a link. ``RAGE_TUI_FUZZ_FULL=1`` runs the full
10,000 damaged files."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from rage_tui.cli import main
from rage_tui.content.decks import load_deck
from rage_tui.content.errors import ContentError
from rage_tui.content.yamlio import load_yaml_text
from tests.trust import content_fuzz

FULL = os.environ.get("RAGE_TUI_FUZZ_FULL") == "1"


def test_damaged_card_deck_and_prey_files_are_refused_at_the_damaged_line(tmp_path):
    res = content_fuzz.run(tmp_path, 10_000 if FULL else 300, seed=5)
    assert res.internal_errors == []
    assert res.wrong_line == []
    assert res.accepted == []
    assert res.refused_at_line == res.files
    assert len(res.kinds) >= 12  # every kind of damage was tried
    lk = res.lackey
    assert lk.imports >= 90 and lk.as_expected == lk.imports, (lk.wrong + lk.emptied)[:3]
    assert lk.internal_errors == lk.emptied == lk.raw_controls == lk.slow == []
    assert len(lk.kinds) >= 20  # (text and .dek, refused and read)


@pytest.mark.parametrize("command", [["cards", "check"], ["deck", "check"],
                                     ["scenario", "run"]])
def test_commands_refuse_a_device_without_reading_it(command, capsys):
    assert main([*command, "/dev/zero"]) in (1, 2)
    err = capsys.readouterr()
    assert "not a regular file" in err.out + err.err
    assert "internal error" not in err.out + err.err


def test_a_fifo_is_refused_without_blocking(tmp_path, capsys):
    fifo = tmp_path / "cards.yaml"
    os.mkfifo(fifo)
    done: list[int] = []
    t = threading.Thread(target=lambda: done.append(main(["cards", "check", str(fifo)])),
                         daemon=True)
    t.start()
    t.join(20)
    assert done == [1]
    out = capsys.readouterr()
    assert "not a regular file" in out.out + out.err


def test_a_50_mb_card_file_is_refused_by_its_size(tmp_path, capsys):
    big = tmp_path / "big.yaml"
    with big.open("wb") as fh:
        fh.truncate(50 * 1024 * 1024)
    assert main(["cards", "check", str(big)]) == 1
    out = capsys.readouterr()
    assert "more than the limit" in out.out + out.err


def test_a_control_character_is_blamed_on_its_own_line():
    with pytest.raises(ContentError) as info:
        load_yaml_text("a: 1\nb: 2\nc: x\x01y\n", "f.yaml")
    assert info.value.line == 3


@pytest.mark.parametrize("count", ["true", "2.0", "'2'", "0", "100000000"])
def test_a_deck_count_must_be_a_whole_number_from_1_to_99(write, count):
    text = ("name: T\nallegiance: gaia\npack: [a-b]\nsept:\n  x-y: 2\ncombat:\n"
            f"  z-w: {count}\n")
    with pytest.raises(ContentError) as info:
        load_deck(write("d.yaml", text))
    assert info.value.line == 7


@pytest.mark.parametrize(("line", "text"), [
    (5, "  ' x-y ': 2\n"), (5, "  x y: 2\n"), (2, "BIN"), (3, "RULESET")])
def test_deck_ids_are_exact_and_odd_values_are_refused(write, line, text):
    body = "name: T\nallegiance: gaia\npack: [a-b]\nsept:\n  x-y: 2\ncombat:\n  z-w: 2\n"
    if text == "BIN":
        body = body.replace("allegiance: gaia", "allegiance: !!binary Z2FpYQ==")
    elif text == "RULESET":
        body = body.replace("pack: [a-b]", "ruleset: chess\npack: [a-b]")
        line = 3
    else:
        body = body.replace("  x-y: 2\n", text)
    with pytest.raises(ContentError) as info:
        load_deck(write("d.yaml", body))
    assert info.value.line == line


@pytest.mark.parametrize(("flag", "value"), [("--renown", "-1"), ("--max-turns", "-1"),
                                             ("--check-every", "-1"), ("--max-turns", "0"),
                                             ("--renown", "0")])
def test_sim_refuses_numbers_out_of_range(flag, value, capsys):
    assert main(["sim", "--games", "1", flag, value]) == 2
    assert flag in capsys.readouterr().err


def test_the_crash_log_is_a_new_private_file_in_the_state_folder(tmp_path, monkeypatch,
                                                                 capsys):
    monkeypatch.setenv("RAGE_TUI_STATE", str(tmp_path / "state"))
    import rage_tui.cli.cards as cards

    monkeypatch.setattr(cards, "cmd_check", lambda args: 1 / 0)
    assert main(["cards", "check", "x"]) == 70
    assert main(["cards", "check", "x"]) == 70
    logs = sorted((tmp_path / "state" / "crashes").glob("crash-*.log"))
    assert len(logs) == 2  # two crashes, two logs
    err = capsys.readouterr().err
    assert all(str(p) in err for p in logs)
    assert "ZeroDivisionError" in logs[0].read_text()
    assert oct(logs[0].stat().st_mode & 0o777) == "0o600"


def test_the_crash_log_never_follows_a_planted_link(tmp_path, monkeypatch):
    import time as _time

    state = tmp_path / "state" / "crashes"
    state.mkdir(parents=True)
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    monkeypatch.setenv("RAGE_TUI_STATE", str(tmp_path / "state"))
    monkeypatch.setattr(_time, "strftime", lambda fmt, *a: "20260101-000000")
    for n in range(3):  # every name the next crash could take is a link to the victim
        (state / f"crash-20260101-000000-{os.getpid()}-{n}.log").symlink_to(victim)
    import rage_tui.cli.cards as cards

    monkeypatch.setattr(cards, "cmd_check", lambda args: 1 / 0)
    assert main(["cards", "check", "x"]) == 70
    assert victim.read_text() == "precious"
    made = [p for p in state.iterdir() if not p.is_symlink()]
    assert len(made) == 1 and "ZeroDivisionError" in made[0].read_text()


def test_deck_check_refuses_a_negative_renown_level(capsys):
    assert main(["deck", "check", "--renown", "-1", "x.yaml"]) == 2
    assert "--renown" in capsys.readouterr().err


def test_verify_refuses_a_missing_file_plainly(tmp_path, capsys):
    assert main(["verify", str(tmp_path / "nothing.json")]) == 1
    assert "no save file" in capsys.readouterr().out


def test_paths_that_do_not_exist_are_plain_errors(tmp_path: Path, capsys):
    assert main(["cards", "check", str(tmp_path / "none.yaml")]) in (1, 2)
    assert "internal error" not in capsys.readouterr().err


def test_a_library_of_too_many_files_is_refused_before_reading(tmp_path, monkeypatch):
    import rage_tui.content.library as library

    monkeypatch.setattr(library, "MAX_LIBRARY_FILES", 3)
    for i in range(5):
        (tmp_path / f"c{i}.yaml").write_text("- {}\n")
    with pytest.raises(ContentError, match="too many card files"):
        library.load_library([tmp_path])
