"""``rage-tui demo``: --list, --verify (with its summary line and exit code), --text, and plain
errors for unknown names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rage_tui.cli import main
from tests.content_data import run_cli

SUMMARY = re.compile(r"^demos: (\d+) passed, (\d+) failed$")


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_verify_runs_every_demo_and_ends_with_the_summary() -> None:
    result = run_cli("demo", "--verify")
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.strip().splitlines()
    m = SUMMARY.match(lines[-1])
    assert m is not None, lines[-1]
    assert int(m[1]) >= 12 and int(m[2]) == 0
    assert sum(line.startswith("PASS ") for line in lines) == int(m[1])
    assert "Traceback" not in result.stderr


def test_verify_fails_with_status_1_when_a_demo_fails(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    import rage_tui.demos as demos

    src = (demos.demos_dir() / "02-combat-basics.yaml").read_text(encoding="utf-8")
    (tmp_path / "01-ok.yaml").write_text(src, encoding="utf-8")
    (tmp_path / "02-wrong.yaml").write_text(src.replace("{buggerhead: 3, lord-albrecht: 2}",
                                                        "{buggerhead: 9, lord-albrecht: 2}"),
                                            encoding="utf-8")
    monkeypatch.setattr(demos, "demos_dir", lambda: tmp_path)
    import rage_tui.scripted_demos as scripted  # (the other rulesets' demos are not counted here)

    monkeypatch.setattr(scripted, "ruleset_demos", lambda: iter(()))
    code, out, _ = cli(capsys, "demo", "--verify")
    assert code == 1
    assert "FAIL wrong" in out and "buggerhead has 9 damage" in out
    assert out.strip().splitlines()[-1] == "demos: 1 passed, 1 failed"


def test_list_names_every_demo(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "demo", "--list")
    assert code == 0
    for name in ("turn-at-a-glance", "bluffing", "example-of-play"):
        assert re.search(rf"^{name}\s", out, re.M), name
    assert "12 demos" in out or re.search(r"^\d+ demos", out, re.M)


def test_text_prints_the_narrated_walkthrough(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "demo", "null-cards", "--text")
    assert code == 0
    assert out.startswith("Null cards")
    assert "A null card does nothing" in out or "null card" in out
    assert "[rule: rules decision R5]" in out
    assert "expectations held" in out


def test_an_unknown_demo_is_a_plain_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(capsys, "demo", "no-such-thing", "--text")
    assert code == 2
    assert err.startswith("error: there is no demo called 'no-such-thing'")
    assert "bluffing" in err and "Traceback" not in err


def test_opening_the_app_needs_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(capsys, "demo", "bluffing")
    assert code == 2
    assert "interactive terminal" in err
