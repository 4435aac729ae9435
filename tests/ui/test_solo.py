"""A whole solo game against the random bot, played with keys to the end; then Continue."""

from __future__ import annotations

import asyncio
import random

from rage_tui.ui.screens.curtain import CurtainScreen
from rage_tui.ui.screens.game import GameScreen
from rage_tui.ui.screens.game_over import GameOverScreen
from rage_tui.ui.screens.new_game import NewGameScreen
from rage_tui.ui.screens.reveal import RevealScreen
from tests.ui.conftest import (
    SIZE,
    keys_for,
    new_app,
    pick_index,
    press,
    remember_setup,
    screen_text,
    settle,
)

SEED = 52


def test_solo_game_against_a_bot_to_the_end(ui_lib, app_home) -> None:
    asyncio.run(_solo_game(ui_lib, app_home))


async def _solo_game(ui_lib, app_home) -> None:
    remember_setup(app_home, "solo", players=("human", "random"))
    app = new_app(ui_lib, start="solo", bot="random", seed=SEED)
    rng = random.Random(SEED)
    human_moves = 0
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await press(pilot, "ctrl+g", "y")
        for _ in range(20_000):
            await settle(pilot)
            screen = app.screen
            assert not isinstance(screen, CurtainScreen), "no curtain with one human"
            if isinstance(screen, RevealScreen):
                await press(pilot, "enter")
                continue
            if isinstance(screen, GameOverScreen):
                await pilot.pause()
                break
            if isinstance(screen, NewGameScreen):
                await asyncio.sleep(0.001)
                continue
            assert isinstance(screen, GameScreen), type(screen)
            board = screen
            if screen.busy:
                await asyncio.sleep(0.001)
                continue
            d = screen.session.my_decision()
            assert d is not None and d.seat == 0
            index = pick_index(d, rng)
            before = len(screen.session.game.choices)
            await press(pilot, *keys_for(index, screen.session, d))
            for _ in range(50):
                if len(screen.session.game.choices) > before:
                    break
                await settle(pilot)
            assert screen.session.game.choices[before] == (0, d.options[index].choice)
            human_moves += 1
        else:
            raise AssertionError("the game did not end")
        game = board.session.game
        assert game.over
        bot_moves = sum(1 for seat, _ in game.choices if seat == 1)
        assert human_moves > 0 and bot_moves > 0
        print("HUMAN", human_moves, "BOT", bot_moves)
        assert "Game over" in screen_text(app)
        # Back to the title: Continue is offered and shows the finished game again.
        await press(pilot, "enter")
        await pilot.pause()
        assert "Continue" in screen_text(app)
        await press(pilot, "c")
        await pilot.pause()
        for _ in range(100):
            if isinstance(app.screen, GameOverScreen):
                break
            await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
