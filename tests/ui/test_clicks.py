"""A click only points (issue 29, item 6: in the browser a click chose whatever menu line was
under the pointer, and on the prompt it would play a card): the first click on a line
highlights it, a click on the highlighted line chooses it."""

from __future__ import annotations

import asyncio

from textual.app import App, ComposeResult

from rage_tui.engine.choices import Choice, ask, option
from rage_tui.ui.screens.title import TitleScreen
from rage_tui.ui.widgets.prompt_panel import PromptPanel
from rage_tui.ui.widgets.safe_list import SafeOptionList
from tests.ui.conftest import SIZE, new_app


def _line_offset(menu: SafeOptionList, index: int) -> tuple[int, int]:
    """Where line ``index`` of a list sits, for a click relative to the list."""
    return (4, menu.gutter.top + index)


def test_a_click_on_a_title_menu_line_highlights_it_and_a_second_click_chooses_it(
        ui_lib) -> None:
    asyncio.run(_title_clicks(ui_lib))


async def _title_clicks(ui_lib) -> None:
    from rage_tui.ui.screens.settings import SettingsScreen

    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        menu = app.screen.query_one("#title-menu", SafeOptionList)
        target = next(i for i in range(menu.option_count)
                      if menu.get_option_at_index(i).id == "settings")
        assert menu.highlighted != target
        offset = _line_offset(menu, target)
        await pilot.click("#title-menu", offset=offset)
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen), "one click chose a menu entry"
        assert menu.highlighted == target
        await pilot.click("#title-menu", offset=offset)
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)


class PanelApp(App[None]):
    """The prompt alone, recording what it commits."""

    def __init__(self) -> None:
        super().__init__()
        self.chosen: list[Choice] = []

    def compose(self) -> ComposeResult:
        yield PromptPanel(id="prompt")

    def on_mount(self) -> None:
        d = ask(0, "open-play", "Resource Phase", None,
                (option("Play {card}", Choice("play", (3,)), None, card="Nexus Crawler"),
                 option("Done", Choice("done"))))
        self.query_one(PromptPanel).show(d)

    def on_prompt_panel_chosen(self, message: PromptPanel.Chosen) -> None:
        self.chosen.append(message.choice)


def test_a_click_on_a_play_of_the_prompt_does_not_play_it_until_clicked_again() -> None:
    asyncio.run(_prompt_clicks())


async def _prompt_clicks() -> None:
    app = PanelApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        opts = app.query_one("#prompt-options", SafeOptionList)
        assert opts.highlighted == 1  # Done, the harmless default
        offset = _line_offset(opts, 0)
        await pilot.click("#prompt-options", offset=offset)
        await pilot.pause()
        assert app.chosen == [] and opts.highlighted == 0
        await pilot.click("#prompt-options", offset=offset)
        await pilot.pause()
        assert app.chosen == [Choice("play", (3,))]
