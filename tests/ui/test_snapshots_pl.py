"""The app in Polish (issue 18): snapshots of the title screen, the board, a reveal and a demo
with the language set to ``pl``, at 120x40. Every word on them comes from the ``ui``, ``game``
and ``cards`` catalogues (card names stay as printed).

Regenerate after a deliberate change with ``pytest tests/ui/test_snapshots_pl.py
--snapshot-update``.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from tests.ui.conftest import SIZE, new_app
from tests.ui.test_snapshots import board_ready, board_session, reveal_case

#: every test here reads the app in Polish (the ``polish`` fixture of tests/ui/conftest.py)
pytestmark = pytest.mark.usefixtures("polish")


def test_title_screen_in_polish(snap_compare, ui_lib) -> None:
    assert snap_compare(new_app(ui_lib), terminal_size=SIZE)


def test_board_in_polish(snap_compare, ui_lib) -> None:
    assert snap_compare(new_app(ui_lib, session=board_session(ui_lib)), terminal_size=SIZE,
                        run_before=board_ready)


def test_reveal_in_polish(snap_compare, ui_lib) -> None:
    session, to_reveal = reveal_case(ui_lib)
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
