"""The language of the app: the Settings screen's "Language / Język" entry stores the choice and
switches the screens to it; ``--lang`` (``language=``) wins over the stored choice."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from rage_tui.i18n import language, set_language
from rage_tui.ui.config import Settings
from rage_tui.ui.screens.settings import SettingsScreen
from rage_tui.ui.screens.title import TitleScreen
from tests.ui.conftest import SIZE, new_app, screen_text


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Every test starts in English and leaves the language as it found it."""
    before = language()
    set_language("en")
    try:
        yield
    finally:
        set_language(before)


def test_choosing_polish_in_settings_stores_it_and_redraws_the_title_in_polish(
        ui_lib, app_home: Path) -> None:
    async def run() -> None:
        app = new_app(ui_lib)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert "New game" in screen_text(app)
            await pilot.press("t")
            await pilot.pause()
            assert isinstance(app.screen, SettingsScreen)
            assert "Language / Język" in screen_text(app)
            menu = app.screen.query_one("#language-list")
            menu.highlighted = menu.get_option_index("pl")  # type: ignore[attr-defined]
            await pilot.press("enter")
            for _ in range(20):
                await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            text = screen_text(app)
            assert "Nowa gra" in text and "Ustawienia" in text
            assert "New game" not in text
        assert language() == "pl"
        saved = json.loads((app_home / "settings.json").read_text(encoding="utf-8"))
        assert saved["language"] == "pl"
        assert Settings.load().language == "pl"

    asyncio.run(run())


def test_the_stored_language_is_used_at_start_and_lang_wins_over_it(ui_lib) -> None:
    settings = Settings()
    settings.language = "pl"
    settings.save()
    new_app(ui_lib)
    assert language() == "pl"
    new_app(ui_lib, language="en")
    assert language() == "en"


def test_follow_the_system_clears_the_stored_language(
        ui_lib, monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("RAGE_TUI_LANG", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    settings = Settings()
    settings.language = "en"
    settings.save()

    async def run() -> None:
        app = new_app(ui_lib)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("t")
            await pilot.pause()
            menu = app.screen.query_one("#language-list")
            menu.highlighted = menu.get_option_index("@system")  # type: ignore[attr-defined]
            await pilot.press("enter")
            for _ in range(10):
                await pilot.pause()
        assert Settings.load().language is None
        assert language() == "pl"

    asyncio.run(run())


def test_the_command_palette_speaks_the_app_language(ui_lib) -> None:
    set_language("pl")

    async def run() -> None:
        app = new_app(ui_lib)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("ctrl+p")
            for _ in range(10):
                await pilot.pause()
            text = screen_text(app)
            assert "Szukaj poleceń" in text
            assert "Motyw" in text and "Theme" not in text

    asyncio.run(run())
