"""Shared fixtures: the tiny test card set and decks (``tests/content_data.py``) in tmp folders.

Content tests use these instead of the bundled library, so they do not break when the bundled
cards change.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rage_tui.content.library import CardLibrary, load_library
from tests.content_data import CARD_FILES, VALID_DECK, deck_text


def _engine_kind() -> str:
    from rage_tui.cli.bench import compiled_engine

    return "compiled (mypyc)" if compiled_engine() else "pure Python"


def pytest_report_header() -> str:
    """Say which engine the tests run against (the optional compiled one, or Python)."""
    return f"rage-tui engine: {_engine_kind()}"


def pytest_sessionstart(session: pytest.Session) -> None:
    """With ``RAGE_TUI_EXPECT_COMPILED=1`` (the compiled stage of .ci/run), stop at once unless
    the engine imported is the compiled one (not the source tree's ``.py`` files)."""
    if os.environ.get("RAGE_TUI_EXPECT_COMPILED") == "1" and not _engine_kind().startswith("c"):
        raise pytest.UsageError("RAGE_TUI_EXPECT_COMPILED=1 but the engine imported is not "
                                "compiled (is the source tree on sys.path?)")


@pytest.fixture
def write(tmp_path: Path) -> Callable[[str, str | bytes], Path]:
    """Write text (UTF-8) or bytes to a file under ``tmp_path`` and return its path."""

    def _write(name: str, content: str | bytes) -> Path:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        return path

    return _write


@pytest.fixture(scope="session")
def mini_cards_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding the test card set (three files)."""
    folder = tmp_path_factory.mktemp("mini-cards")
    for name, text in CARD_FILES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


@pytest.fixture(scope="session")
def mini_lib(mini_cards_dir: Path) -> CardLibrary:
    """The test card set, loaded and validated."""
    return load_library([mini_cards_dir])


@pytest.fixture
def deck_file(tmp_path: Path) -> Callable[[dict[str, Any]], Path]:
    """Write a deck (given as a dict) to a YAML file and return its path."""
    counter = iter(range(1_000_000))

    def _deck(data: dict[str, Any]) -> Path:
        path = tmp_path / f"deck-{next(counter)}.yaml"
        path.write_text(deck_text(data), encoding="utf-8")
        return path

    return _deck


@pytest.fixture
def valid_deck_file(deck_file: Callable[[dict[str, Any]], Path]) -> Path:
    """A legal Gaia deck file built from the test card set."""
    return deck_file(VALID_DECK)


@pytest.fixture(autouse=True, scope="session")
def _crash_logs_in_a_temporary_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Crash logs written by tests go to a temporary state folder, not the user's."""
    import os

    os.environ.setdefault("RAGE_TUI_STATE", str(tmp_path_factory.mktemp("state")))


@pytest.fixture(autouse=True, scope="session")
def _the_command_line_speaks_english() -> None:
    """``rage-tui`` run by the tests (in-process or as a subprocess) speaks English whatever
    the machine's locale (RAGE_TUI_LANG comes before the locale); the language tests set
    their own."""
    import os

    os.environ["RAGE_TUI_LANG"] = "en"
