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
