"""The app in Polish (issue 18): snapshots of the title screen, the board, a reveal and a demo
with the language set to ``pl``, at 120x40. Every word on them comes from the ``ui``, ``game``
and ``cards`` catalogues (card names stay as printed).

Regenerate after a deliberate change with ``pytest tests/ui/test_snapshots_pl.py
--snapshot-update``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from textual.pilot import Pilot

from rage_tui.i18n import language, set_language
from rage_tui.ui.screens.reveal import RevealScreen
from rage_tui.ui.session import GameSession
from tests.ui.conftest import SIZE, keys_for, new_app
from tests.ui.test_snapshots import board_ready, moves_before_reveal, play_until, solo_setup


@pytest.fixture(autouse=True)
def polish() -> Iterator[None]:
    """The whole test in Polish; English again afterwards, whatever happens."""
    before = language()
    set_language("pl")
    try:
        yield
    finally:
        set_language(before)


def test_title_screen_in_polish(snap_compare, ui_lib) -> None:
    assert snap_compare(new_app(ui_lib), terminal_size=SIZE)


def test_board_in_polish(snap_compare, ui_lib) -> None:
    session = GameSession.start(solo_setup(), ui_lib)
    play_until(session, 12)
    session.take_public_events()
    assert snap_compare(new_app(ui_lib, session=session), terminal_size=SIZE,
                        run_before=board_ready)


def test_reveal_in_polish(snap_compare, ui_lib) -> None:
    before, index = moves_before_reveal(ui_lib)
    session = GameSession.start(solo_setup(), ui_lib)
    play_until(session, before)
    session.take_public_events()

    async def to_reveal(pilot: Pilot[Any]) -> None:
        await board_ready(pilot)
        await pilot.press(*keys_for(index))
        for _ in range(100):
            await pilot.pause()
            if isinstance(pilot.app.screen, RevealScreen):
                return
        raise AssertionError("no reveal")

    assert snap_compare(new_app(ui_lib, session=session), terminal_size=SIZE,
                        run_before=to_reveal)


def test_demo_in_polish(snap_compare, ui_lib) -> None:
    """The first beat of the combat demo: narration, choice, events and table in Polish."""
    from rage_tui.content.bundled import bundled_library
    from rage_tui.demos import find_demo, run_demo
    from rage_tui.ui.screens.demo_view import DemoViewScreen

    library = bundled_library()
    info = find_demo("combat-basics", library=library)
    run = run_demo(info, library)

    async def open_demo(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        pilot.app.push_screen(DemoViewScreen(info, run, pace=0, library=library))
        await pilot.pause()
        await pilot.press("right")
        await pilot.pause()

    assert snap_compare(new_app(ui_lib), terminal_size=SIZE, run_before=open_demo)
