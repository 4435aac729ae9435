"""The Solo screen's default player name is "You" in the player's language: a Polish screen
showed the English "You" in the name field (and the game then called the player "You"
between Polish words); "Ty" is the name the Polish game texts address in the second person."""

from __future__ import annotations

import asyncio

from textual.widgets import Input

from rage_tui.i18n import language, set_language
from rage_tui.ui.screens.solo import SoloScreen
from rage_tui.ui.solo_setup import shown_name
from tests.ui.conftest import SIZE, new_app, press


async def _name_field(ui_lib) -> str:
    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await press(pilot, "s")
        await pilot.pause()
        assert isinstance(app.screen, SoloScreen)
        return app.screen.query_one("#name", Input).value


def test_the_default_solo_name_is_ty_in_polish_and_you_in_english(ui_lib, app_home) -> None:
    before = language()
    try:
        set_language("pl")
        assert asyncio.run(_name_field(ui_lib)) == "Ty"
        set_language("en")
        assert asyncio.run(_name_field(ui_lib)) == "You"
    finally:
        set_language(before)


def test_a_name_the_player_chose_is_kept_in_every_language() -> None:
    before = language()
    try:
        set_language("pl")
        assert shown_name("Aileen") == "Aileen"
        assert shown_name("You") == "Ty" and shown_name("") == "Ty"
    finally:
        set_language(before)
