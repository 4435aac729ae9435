"""A co-operative campaign level played by two humans at one keyboard, to its end: the Solo
screen sets it up, the hot-seat curtain passes the keyboard between them, and they win or lose
together (docs/solo.md, "Co-operative campaigns")."""

from __future__ import annotations

import asyncio
import random

from textual.widgets import Select

from rage_tui.ui.screens.curtain import CurtainScreen
from rage_tui.ui.screens.game import GameScreen
from rage_tui.ui.screens.game_over import GameOverScreen
from rage_tui.ui.screens.reveal import RevealScreen
from rage_tui.ui.screens.solo import SoloScreen
from rage_tui.ui.session import GameSession
from tests.ui.conftest import SIZE, keys_for, new_app, pick_index, press, screen_text, settle

SEED = 7


def test_two_humans_play_a_coop_campaign_level_to_its_end(ui_lib, app_home) -> None:
    asyncio.run(_coop_game(ui_lib))


async def _coop_game(ui_lib) -> None:
    app = new_app(ui_lib, seed=SEED)
    rng = random.Random(SEED)
    curtains = 0
    movers: set[int] = set()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SoloScreen)
        screen.query_one("#kind", Select).value = "coop"
        await pilot.pause()
        assert "Pack 2" in screen_text(app)
        decks = [v for _, v in screen.decks]
        gaia = next(v for v in decks if "gaia" in v)
        screen.query_one("#deck", Select).value = gaia
        screen.query_one("#partner-deck-0", Select).value = gaia
        screen.query_one("#partner-player-0", Select).value = "human"
        await pilot.press("ctrl+g")
        board = None
        for _ in range(20_000):
            await settle(pilot)
            screen = app.screen
            if isinstance(screen, CurtainScreen):
                curtains += 1
                await press(pilot, "enter")
                continue
            if isinstance(screen, RevealScreen):
                await press(pilot, "enter")
                continue
            if isinstance(screen, GameOverScreen):
                await pilot.pause()
                break
            if not isinstance(screen, GameScreen) or screen.busy:
                await asyncio.sleep(0.001)
                continue
            board = screen
            d = screen.session.my_decision()
            assert d is not None and d.seat in (0, 1), d
            movers.add(d.seat)
            index = pick_index(d, rng)
            before = len(screen.session.game.choices)
            await press(pilot, *keys_for(index, screen.session, d))
            for _ in range(50):
                if len(screen.session.game.choices) > before:
                    break
                await settle(pilot)
        else:
            raise AssertionError("the level did not end")
        assert board is not None
        session = board.session
        assert session.solo is not None and session.solo["kind"] == "coop"
        game = session.game.state
        assert game.over
        assert game.setup.variants.team == (0, 1)
        assert movers == {0, 1}, "both humans played"
        assert curtains > 0, "the curtain passed the keyboard between them"
        match = session.match
        status = match.status()  # type: ignore[attr-defined]
        # one result for both packs: both win, or both lose
        assert status.over and status.won == (game.winner in (0, 1))
        if status.won:
            assert "win together" in game.result
        text = screen_text(app)
        assert "Game over" in text
        # a save of a co-operative campaign comes back as one, with its Hunt and both packs
        loaded = GameSession.load(session.save(), ui_lib)
        assert loaded.solo is not None and loaded.solo["kind"] == "coop"
        assert loaded.match.human_seats == (0, 1)  # type: ignore[attr-defined]
        assert loaded.match.agents[2].__class__.__name__ == "HuntAgent"
        assert 0 not in loaded.match.agents and 1 not in loaded.match.agents
