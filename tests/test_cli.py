"""The command line: exit codes, the summary line, and no traceback for bad input."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from rage_tui import __version__
from rage_tui.cli import main
from rage_tui.rulesets.rage1995.cards import COMBAT_TYPES, SEPT_TYPES, CardType
from tests.content_data import CARD_FILES, run_cli

Write = Callable[[str, str | bytes], Path]
# ``cards: N ok, E errors``; later issues may add counts in between (``M unimplemented``).
SUMMARY = re.compile(r"^cards: (?P<ok>\d+) ok(?:, \d+ [a-z ]+)*, (?P<errors>\d+) errors$")
COUNT_LINE = re.compile(r"^  ([a-z_]+) +(\d+)$")


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run ``rage-tui ARGS`` in-process; return (exit code, stdout, stderr)."""
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse exits for --help, --version and usage errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def type_counts(out: str) -> dict[str, int]:
    return {m[1]: int(m[2]) for line in out.splitlines() if (m := COUNT_LINE.match(line))}


# --- subprocess: the real entry point ------------------------------------------------------------


def test_version_prints_the_package_version() -> None:
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"rage-tui {__version__}"


def test_help_lists_the_commands() -> None:
    result = run_cli("--help")
    assert result.returncode == 0
    assert result.stdout.startswith("usage: rage-tui")
    for command in ("cards", "deck", "bench"):
        assert re.search(rf"^\s+{command}\s", result.stdout, re.M), command


def test_cards_check_passes_on_the_bundled_library() -> None:
    result = run_cli("cards", "check")
    assert result.returncode == 0, result.stdout + result.stderr
    last = result.stdout.rstrip().splitlines()[-1]
    match = SUMMARY.match(last)
    assert match, last
    assert match["errors"] == "0"
    assert int(match["ok"]) >= 1
    assert sum(type_counts(result.stdout).values()) >= int(match["ok"])
    assert "error:" not in result.stdout


def test_cards_check_on_a_broken_file_exits_1_with_file_and_line(write: Write) -> None:
    bad = write("bad.yaml", CARD_FILES["combat.yaml"].replace("damage: 2", "damage: two"))
    result = run_cli("cards", "check", str(bad))
    assert result.returncode == 1
    line = CARD_FILES["combat.yaml"].splitlines().index("  damage: 2") + 1
    assert (f"error: {bad}:{line}: card 'tst-punch', field 'damage': expected an integer, "
            f"got 'two'") in result.stdout
    match = SUMMARY.match(result.stdout.rstrip().splitlines()[-1])
    assert match and match["errors"] == "1"
    assert "Traceback" not in result.stdout + result.stderr


def test_cards_show_renders_body_blow() -> None:
    result = run_cli("cards", "show", "body-blow")
    assert result.returncode == 0, result.stderr
    assert "Body Blow" in result.stdout
    assert "Damage 3" in result.stdout


def test_cards_show_an_unknown_id_is_a_plain_error() -> None:
    result = run_cli("cards", "show", "nope")
    assert result.returncode == 2
    assert result.stderr.startswith("error: no card with id 'nope'")
    assert "Traceback" not in result.stdout + result.stderr


def test_deck_check_on_a_missing_file_is_a_plain_error(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-deck.yaml"
    result = run_cli("deck", "check", str(missing))
    assert result.returncode == 1
    assert f"{missing}:1: cannot read file" in result.stdout
    assert "Traceback" not in result.stdout + result.stderr


# --- in-process: quicker checks of the same commands ---------------------------------------------


def test_the_bundled_library_meets_the_starter_set_minimums(
    capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = cli(capsys, "cards", "check")
    assert code == 0
    counts = type_counts(out)
    assert counts.get("character", 0) >= 24
    assert sum(counts.get(t.value, 0) for t in COMBAT_TYPES) >= 45
    assert sum(counts.get(t.value, 0) for t in SEPT_TYPES) >= 70
    missing = sorted(t.value for t in SEPT_TYPES if counts.get(t.value, 0) == 0)
    assert missing == [], f"sept types with no card: {missing}"


def test_cards_check_counts_extra_files_and_folders(
    capsys: pytest.CaptureFixture[str], mini_cards_dir: Path
) -> None:
    _, before, _ = cli(capsys, "cards", "check")
    code, after, _ = cli(capsys, "cards", "check", str(mini_cards_dir))
    assert code == 0, after
    assert SUMMARY.match(after.splitlines()[-1])
    assert sum(type_counts(after).values()) - sum(type_counts(before).values()) == 27
    assert type_counts(after)["character"] - type_counts(before)["character"] == 9


def test_cards_check_reports_a_clash_with_a_bundled_id(
    capsys: pytest.CaptureFixture[str], write: Write
) -> None:
    path = write("mine.yaml", "- {id: body-blow, name: My Blow, type: combat_action}\n")
    code, out, _ = cli(capsys, "cards", "check", str(path))
    assert code == 1
    assert re.search(
        rf"^error: {re.escape(str(path))}:1: card 'body-blow', field 'id': duplicate id, "
        r"first defined at \S+:\d+$", out, re.M)


def test_cards_check_a_missing_path_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, err = cli(capsys, "cards", "check", str(tmp_path / "nowhere"))
    assert code == 2
    assert err == f"error: no such file or folder: {tmp_path / 'nowhere'}\n"
    assert out == ""


def test_cards_show_finds_a_card_in_an_extra_folder(
    capsys: pytest.CaptureFixture[str], mini_cards_dir: Path
) -> None:
    code, out, _ = cli(capsys, "cards", "show", "tst-elder", str(mini_cards_dir))
    assert code == 0
    assert "Test Elder" in out


def test_cards_show_suggests_close_ids(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(capsys, "cards", "show", "body-blw")
    assert code == 2
    assert "did you mean" in err and "body-blow" in err


def test_cards_show_with_a_broken_extra_file_lists_its_problems(
    capsys: pytest.CaptureFixture[str], write: Write
) -> None:
    path = write("broken.yaml", "- {id: x, name: X, type: gift}\n")
    code, _, err = cli(capsys, "cards", "show", "x", str(path))
    assert code == 1
    assert err == f"error: {path}:1: card 'x', field 'gnosis': is required but missing\n"


def test_deck_check_a_folder_is_a_plain_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, _ = cli(capsys, "deck", "check", str(tmp_path))
    assert code == 1
    assert out.startswith(f"{tmp_path}:1: cannot read file")


def test_deck_check_with_a_missing_cards_folder_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], valid_deck_file: Path, tmp_path: Path
) -> None:
    code, _, err = cli(capsys, "deck", "check", str(valid_deck_file),
                       "--cards", str(tmp_path / "none"))
    assert code == 2
    assert err.startswith("error: no such card file or folder")


@pytest.mark.parametrize("args", [
    ["cards"], ["deck"], ["deck", "check"], ["no-such-command"], ["deck", "check", "--renown",
                                                                  "many", "x.yaml"],
], ids=["cards-no-action", "deck-no-action", "deck-no-file", "unknown-command", "bad-number"])
def test_usage_errors_exit_2_with_usage_and_no_traceback(
    capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    code, out, err = cli(capsys, *args)
    assert code == 2
    assert "usage: rage-tui" in err
    assert "Traceback" not in out + err


def test_card_types_in_the_check_output_are_real_types(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = cli(capsys, "cards", "check")
    assert set(type_counts(out)) <= {t.value for t in CardType}


# --- sim --jobs and --hashes ---------------------------------------------------------------------


def test_sim_jobs_writes_the_same_game_fingerprints_as_one_job(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    import json

    files = {}
    for jobs in ("1", "2"):
        files[jobs] = tmp_path / f"h{jobs}.json"
        code, out, _ = cli(capsys, "sim", "--games", "4", "--seed", "3", "--jobs", jobs,
                           "--hashes", str(files[jobs]), "--json")
        assert code == 0
        assert json.loads(out)["jobs"] == int(jobs)
    one, two = (json.loads(files[j].read_text()) for j in ("1", "2"))
    assert len(one["games"]) == 4 and one == two


def test_sim_refuses_a_negative_job_count(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(capsys, "sim", "--games", "1", "--jobs", "-1")
    assert code != 0 and "--jobs" in err and "Traceback" not in err
