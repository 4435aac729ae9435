"""Every bundled scenario file (rules scenarios and demos) passes all its expectations."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.content.bundled import bundled_library
from rage_tui.content.library import iter_card_files
from rage_tui.scenarios import run_file

ROOT = Path(__file__).resolve().parent.parent / "scenarios"
FILES = [p for p in iter_card_files([ROOT]) if not p.name.startswith("_")]


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_scenario_file_passes(path: Path) -> None:
    result = run_file(path, bundled_library())
    assert result.error is None, result.error
    failed = [f"{c.label}: {c.detail}" for c in result.checks if not c.ok]
    assert not failed, failed
    assert result.checks, "a scenario must check something"


def test_the_runner_reports_a_failing_expectation(tmp_path: Path) -> None:
    text = (ROOT / "rules" / "alpha-order.yaml").read_text()
    bad = tmp_path / "bad.yaml"
    bad.write_text(text.replace("Elder, Brute, Cub", "Cub, Brute, Elder"))
    result = run_file(bad, bundled_library())
    assert not result.passed
    assert result.checks[0].ok is False


def _with_expect(tmp_path: Path, extra: str) -> Path:
    text = (ROOT / "rules" / "alpha-order.yaml").read_text()
    path = tmp_path / "x.yaml"
    path.write_text(text.rstrip("\n") + "\n" + extra)
    return path


def test_no_option_holds_only_when_the_pending_decision_lacks_that_option(tmp_path: Path) -> None:
    lib = bundled_library()
    ok = run_file(_with_expect(tmp_path, "  - {no_option: {kind: withdraw}}\n"), lib)
    assert ok.passed, [c for c in ok.checks if not c.ok]
    bad = run_file(_with_expect(tmp_path, "  - {no_option: {kind: attack}}\n"), lib)
    assert not bad.passed
    assert "Attack" in bad.checks[-1].detail


def test_count_checks_the_exact_number_of_events(tmp_path: Path) -> None:
    lib = bundled_library()
    ok = run_file(_with_expect(tmp_path, "  - {count: {event: alpha-order, n: 1}}\n"), lib)
    assert ok.passed
    bad = run_file(_with_expect(tmp_path, "  - {count: {event: alpha-order, n: 2}}\n"), lib)
    assert not bad.passed
    assert bad.checks[-1].detail == "1 happened"
