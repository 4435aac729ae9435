"""Issue 29: every key the board and the title screen offer is visible in the footer at 80x24
(Textual's one-line footer scrolled Help and Quit off the right edge); a wide terminal keeps
Textual's one-line spacing."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from textual.widgets._footer import FooterKey

from rage_tui.ui.widgets.footer import Footer
from tests.ui.conftest import new_app, screen_text
from tests.ui.test_snapshots import board_ready, board_session


def _keys_inside(app: Any) -> tuple[str, list[FooterKey]]:
    footer = app.screen.query_one(Footer)
    keys = list(footer.query(FooterKey))
    width = app.size.width
    for key in keys:
        region = key.region
        assert region.width > 0, f"{key.key_display} is not drawn"
        assert region.x >= 0 and region.right <= width, (
            f"{key.key_display} {key.description!r} lies outside the screen: {region}")
        assert region.y >= app.size.height - 2
    return footer.layout_name, keys


@pytest.mark.parametrize("size,layouts", [((80, 24), {"two-lines"}),
                                          ((200, 50), {"normal"})])
def test_every_board_key_is_on_screen(ui_lib: Any, size: tuple[int, int],
                                      layouts: set[str]) -> None:
    asyncio.run(_board_keys(ui_lib, size, layouts))


async def _board_keys(ui_lib: Any, size: tuple[int, int], layouts: set[str]) -> None:
    app = new_app(ui_lib, session=board_session(ui_lib))
    async with app.run_test(size=size) as pilot:
        await board_ready(pilot)
        await pilot.pause()
        layout, keys = _keys_inside(app)
        assert layout in layouts
        descriptions = {k.description for k in keys}
        assert {"Help", "Quit to title", "Take back", "Save"} <= descriptions
        text = screen_text(app)
        assert "Quit to title" in text and "Help" in text


def test_title_keys_are_on_screen_at_80x24(ui_lib: Any) -> None:
    asyncio.run(_title_keys(ui_lib))


async def _title_keys(ui_lib: Any) -> None:
    app = new_app(ui_lib)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        _, keys = _keys_inside(app)
        assert keys


def test_the_footer_changes_layout_when_the_terminal_narrows(ui_lib: Any) -> None:
    asyncio.run(_narrowing(ui_lib))


async def _narrowing(ui_lib: Any) -> None:
    app = new_app(ui_lib, session=board_session(ui_lib))
    async with app.run_test(size=(200, 50)) as pilot:
        await board_ready(pilot)
        assert app.screen.query_one(Footer).layout_name == "normal"
        await pilot.resize_terminal(80, 24)
        for _ in range(5):
            await pilot.pause()
        layout, _keys = _keys_inside(app)
        assert layout == "two-lines"
