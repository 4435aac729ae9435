"""Fixtures for the demo tests: the bundled library, every demo played once, and a private app
folder so app tests never touch the real settings."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rage_tui.content.bundled import bundled_library
from rage_tui.content.library import CardLibrary
from rage_tui.demos import DemoRun, list_demos, run_demo
from rage_tui.ui.paths import HOME_ENV


@pytest.fixture(scope="session")
def library() -> CardLibrary:
    """The bundled card library."""
    return bundled_library()


@pytest.fixture(scope="session")
def runs(library: CardLibrary) -> dict[str, DemoRun]:
    """Every bundled demo, played to its end once per test session."""
    return {d.name: run_demo(d, library) for d in list_demos(library=library)}


@pytest.fixture(autouse=True)
def app_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Each test gets its own settings and saves folder."""
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_ENV, str(home))
    yield home
