"""The Stops dialog (key o on the board) at 80x24: it has more rows than the terminal, so it
scrolls and Tab brings the house rule and Save into view; the house rule's cost (R7: everyone
learns when a player held nothing playable) is shown in full, not cut off in a checkbox."""

from __future__ import annotations

import asyncio

from textual.widgets import Button

from rage_tui.ui.screens.stops import StopsScreen
from rage_tui.ui.session import GameSession
from tests.ui.conftest import new_app, press, screen_text
from tests.ui.test_snapshots import board_ready
from tests.ui.test_stops import two_humans


async def _save_reachable(ui_lib) -> None:
    session = GameSession.start(two_humans(), ui_lib)
    session.hand_to(0)
    app = new_app(ui_lib, session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await board_ready(pilot)
        await press(pilot, "o")
        await pilot.pause()
        assert isinstance(app.screen, StopsScreen)
        save = app.screen.query_one("#stops-save", Button)
        assert "Save (ctrl+s)" not in screen_text(app)  # below the bottom of a short screen
        while app.focused is not save:
            await press(pilot, "tab")
        await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
        assert "Save (ctrl+s)" in text, text
        assert "could play (R7)" in text and "at this table." in text, text


def test_stops_dialog_scrolls_to_save_and_shows_the_house_rule_cost_at_80x24(
        ui_lib, app_home) -> None:
    asyncio.run(_save_reachable(ui_lib))
