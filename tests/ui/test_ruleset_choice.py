"""The New game screen offers the rulesets and builds the game under the chosen one;
``rage-tui play --ruleset`` preselects it and the choice is remembered."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import Select

from rage_tui.content.library import CardLibrary
from rage_tui.ui.config import GameConfig, SeatConfig, load_last_setup, save_last_setup
from rage_tui.ui.screens.new_game import NewGameScreen
from tests.ui.conftest import new_app, remember_setup
from tests.ui.test_screens import run


def test_the_new_game_screen_builds_an_unlimited_game(ui_lib: CardLibrary,
                                                     app_home: Path) -> None:
    remember_setup(app_home, "play")
    seen: dict[str, Any] = {}

    async def body(pilot: Any) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, NewGameScreen)
        select = screen.query_one("#ruleset", Select)
        seen["options"] = select.value
        config = screen.read_config()
        setup, _ = screen.build_setup(config)
        seen["setup"] = setup.ruleset
        seen["config"] = config.ruleset

    run(new_app(ui_lib, start="play", seed=3, ruleset="rage-unlimited"), body)
    assert seen == {"options": "rage-unlimited", "setup": "rage-unlimited",
                    "config": "rage-unlimited"}


def test_the_chosen_ruleset_is_remembered(app_home: Path) -> None:
    config = GameConfig([SeatConfig("Ann"), SeatConfig("Bob")], seed=1,
                        ruleset="rage-unlimited")
    save_last_setup(config)
    assert load_last_setup("play").ruleset == "rage-unlimited"
    assert GameConfig.from_json({"ruleset": "rage-2099"}).ruleset == "rage-1995"


def test_the_solo_screen_has_a_rules_field_whose_choice_is_remembered_and_said(
        ui_lib: CardLibrary, app_home: Path) -> None:
    """#29: the Solo screen had no rules field; a remembered choice is shown as remembered."""
    from rage_tui.ui.screens.solo import SoloScreen
    from tests.ui.conftest import screen_text
    from tests.ui.test_screens import ready_board

    seen: dict[str, Any] = {}

    async def body(pilot: Any) -> None:
        app = pilot.app
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SoloScreen)
        seen["first"] = screen.query_one("#ruleset", Select).value
        seen["first note"] = "the default" in screen_text(app)
        screen.query_one("#ruleset", Select).value = "rage-unlimited"
        await pilot.pause()
        seen["changed note"] = "your choice" in screen_text(app)
        await pilot.press("ctrl+g")
        board = await ready_board(pilot)
        seen["game"] = board.session.setup.ruleset
        board.leave()
        await pilot.pause()
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SoloScreen)
        seen["again"] = screen.query_one("#ruleset", Select).value
        seen["again note"] = "as in your last game here" in screen_text(app)

    run(new_app(ui_lib), body)
    assert seen == {"first": "rage-1995", "first note": True, "changed note": True,
                    "game": "rage-unlimited", "again": "rage-unlimited", "again note": True}


def test_the_new_game_screen_says_where_its_ruleset_comes_from(ui_lib: CardLibrary,
                                                               app_home: Path) -> None:
    """A ruleset remembered from the last game is not taken silently: the field says so, and a
    --ruleset given on the command line says that instead."""
    from tests.ui.conftest import screen_text

    save_last_setup(GameConfig([SeatConfig("Ann"), SeatConfig("Bob")], seed=1,
                               ruleset="rage-unlimited"))
    seen: dict[str, Any] = {}

    async def remembered(pilot: Any) -> None:
        seen["value"] = pilot.app.screen.query_one("#ruleset", Select).value
        seen["said"] = "as in your last game here" in screen_text(pilot.app)

    async def given(pilot: Any) -> None:
        seen["given"] = "from --ruleset" in screen_text(pilot.app)

    run(new_app(ui_lib, start="play", seed=3), remembered)
    run(new_app(ui_lib, start="play", seed=3, ruleset="rage-unlimited"), given)
    assert seen == {"value": "rage-unlimited", "said": True, "given": True}
