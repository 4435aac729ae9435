"""A number key then Enter typed at once (as fast typists and pasted keys do) confirms that
numbered choice even when the keyboard was on a hand list: the number moves the keyboard to
the choices at once, so the Enter right behind it is not taken by the hand (which used to
answer "that card is not in your sept hand" for the card under its cursor)."""

from __future__ import annotations

import asyncio

from textual import events

from rage_tui.ui.session import GameSession
from tests.ui.conftest import SIZE, new_app, settle
from tests.ui.test_snapshots import board_ready, solo_setup


async def _number_then_enter(ui_lib) -> tuple[int, int]:
    session = GameSession.start(solo_setup(), ui_lib)
    app = new_app(ui_lib, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await board_ready(pilot)
        app.screen.query_one("#combat-hand").focus()
        await settle(pilot)
        before = len(session.game.choices)
        driver = app._driver
        assert driver is not None
        driver.send_message(events.Key("1", "1"))
        driver.send_message(events.Key("enter", None))
        for _ in range(50):
            await settle(pilot)
            if len(session.game.choices) > before:
                break
        return before, len(session.game.choices)


def test_a_number_and_enter_typed_together_confirm_the_numbered_choice(ui_lib) -> None:
    before, after = asyncio.run(_number_then_enter(ui_lib))
    assert after > before
