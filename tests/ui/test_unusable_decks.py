"""A deck with a misspelt card vanished from the New game and Solo pickers without a word
(#29 item 5): it is listed greyed with its reason, and starting with it says why."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Select

from rage_tui.content.library import CardLibrary
from rage_tui.ui.paths import user_decks_dir
from rage_tui.ui.screens.new_game import NewGameScreen
from rage_tui.ui.screens.solo import SoloScreen
from tests.ui.conftest import DECKS, new_app, press, remember_setup, screen_text
from tests.ui.test_screens import run


def _broken_user_deck() -> None:
    folder = user_decks_dir()
    folder.mkdir(parents=True, exist_ok=True)
    text = (DECKS / "gaia.yaml").read_text(encoding="utf-8")
    (folder / "misspelt.yaml").write_text(
        text.replace("u-moonrunner", "u-moonrunnr").replace("Test Sept of the Grove",
                                                             "Misspelt Pack"),
        encoding="utf-8")


def _prompts(select: Select[Any]) -> list[str]:
    return [str(getattr(p, "plain", p)) for p, _ in select._options]


def test_an_unusable_deck_is_listed_greyed_with_its_reason(ui_lib: CardLibrary,
                                                           app_home: Path) -> None:
    remember_setup(app_home, "play")
    _broken_user_deck()
    seen: dict[str, Any] = {}

    async def body(pilot: Any) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, NewGameScreen)
        select = screen.query("#deck").first(Select)
        seen["new game"] = [p for p in _prompts(select) if "Misspelt" in p]
        select.value = "user:misspelt"
        await pilot.pause()
        await press(pilot, "ctrl+g")
        await pilot.pause()
        seen["refusal"] = screen_text(pilot.app)
        await pilot.press("escape")
        await pilot.pause()

    run(new_app(ui_lib, start="play", seed=3), body)
    assert seen["new game"] == [
        "Misspelt Pack (yours): cannot be used (unknown cards: u-moonrunnr)"]
    assert "unknown cards: u-moonrunnr" in seen["refusal"]


def test_the_solo_picker_lists_it_too(ui_lib: CardLibrary, app_home: Path) -> None:
    _broken_user_deck()
    seen: dict[str, Any] = {}

    async def body(pilot: Any) -> None:
        await pilot.press("s")
        screen = pilot.app.screen
        assert isinstance(screen, SoloScreen)
        seen["solo"] = [p for p in _prompts(screen.query_one("#deck", Select))
                        if "Misspelt" in p]

    run(new_app(ui_lib), body)
    assert seen["solo"] == ["Misspelt Pack (yours): cannot be used (unknown cards: u-moonrunnr)"]
