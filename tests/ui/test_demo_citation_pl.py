"""The demo viewer cites a beat's rule in the reader's language: the last beat of the bluffing
demo cites rules decision R6, which a Polish viewer showed as "Zasada: rules decision R6"."""

from __future__ import annotations

import asyncio

import pytest

from tests.ui.conftest import SIZE, new_app, press, screen_text

#: every test here reads the app in Polish (the ``polish`` fixture of tests/ui/conftest.py)
pytestmark = pytest.mark.usefixtures("polish")


async def _last_beat(ui_lib) -> str:
    from rage_tui.content.bundled import bundled_library
    from rage_tui.demos import find_demo, run_demo
    from rage_tui.ui.screens.demo_view import DemoViewScreen

    library = bundled_library()
    info = find_demo("bluffing", library=library)
    run = run_demo(info, library)
    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(DemoViewScreen(info, run, pace=0, library=library))
        await pilot.pause()
        await press(pilot, *["right"] * len(run.steps))
        await pilot.pause()
        return screen_text(app)


def test_a_rules_decision_cited_by_a_demo_beat_reads_in_polish(ui_lib) -> None:
    text = asyncio.run(_last_beat(ui_lib))
    assert "Zasada: decyzja zasad R6" in text, text
    assert "rules decision" not in text, text
