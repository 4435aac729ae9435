"""At 80x24 the phase bar wraps onto a second line rather than cutting off who decides: a
Polish bar in a combat (turn, phase, alpha action, combat step, "decyduje: ...", the goal) is
longer than 80 columns, and its end used to fall off the screen."""

from __future__ import annotations

import asyncio

import pytest

from rage_tui.ui.session import GameSession
from rage_tui.ui.widgets.phase_bar import PhaseBar
from tests.ui.conftest import new_app, screen_text
from tests.ui.test_snapshots import board_ready, solo_setup

#: every test here reads the app in Polish (the ``polish`` fixture of tests/ui/conftest.py)
pytestmark = pytest.mark.usefixtures("polish")


def test_a_long_phase_bar_keeps_the_deciding_player_on_screen_at_80x24(ui_lib) -> None:
    asyncio.run(_long_bar(ui_lib))


async def _long_bar(ui_lib) -> None:
    session = GameSession.start(solo_setup(), ui_lib)
    g = session.game
    while not (session.view().combat is not None and session.my_decision() is not None):
        if session.bot_to_move():
            session.step_bot()
            continue
        d = session.my_decision()
        assert d is not None and not session.over
        kinds = [o.choice.kind for o in d.options]
        pick = "attack" if "attack" in kinds else next(
            (k for k in ("pass", "done") if k in kinds), kinds[0])
        session.choose(d.options[kinds.index(pick)].choice)
    assert g.pending is not None
    session.take_public_events()
    app = new_app(ui_lib, session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await board_ready(pilot)
        bar = app.screen.query_one(PhaseBar)
        assert bar.size.height == 2
        top = "\n".join(screen_text(app).splitlines()[:2])
        assert "decyduje: Aileen" in top and "cel: 5 PZ" in top, top
