"""Take-back (issue 15 item 6, R34): in solo `u` undoes your last decision and the bot's after
it by replaying; in hot-seat it is refused while the house rule is off; saves record it."""

from __future__ import annotations

import asyncio
import json
import random

from rage_tui.ui.screens.confirm_dialog import ConfirmDialog
from rage_tui.ui.screens.curtain import CurtainScreen
from rage_tui.ui.screens.game import GameScreen
from rage_tui.ui.screens.game_over import GameOverScreen
from rage_tui.ui.screens.new_game import NewGameScreen
from rage_tui.ui.screens.reveal import RevealScreen
from tests.ui.conftest import SIZE, keys_for, new_app, pick_index, press, remember_setup, settle

SEED = 52


async def _board(app, pilot, moves: int, rng: random.Random):
    """Play ``moves`` decisions at the keyboard; return the board waiting for the next one."""
    made = 0
    for _ in range(20_000):
        await settle(pilot)
        screen = app.screen
        if isinstance(screen, CurtainScreen | RevealScreen):
            await press(pilot, "enter")
            continue
        if isinstance(screen, ConfirmDialog):
            await press(pilot, "y")
            continue
        if isinstance(screen, NewGameScreen):
            await asyncio.sleep(0.001)
            continue
        assert not isinstance(screen, GameOverScreen), "the game ended too soon"
        assert isinstance(screen, GameScreen), type(screen)
        if screen.busy:
            await asyncio.sleep(0.001)
            continue
        d = screen.session.my_decision()
        assert d is not None
        if made == moves:
            return screen
        before = len(screen.session.game.choices)
        await press(pilot, *keys_for(pick_index(d, rng), screen.session, d))
        for _ in range(50):
            if len(screen.session.game.choices) > before:
                break
            await settle(pilot)
        made += 1
    raise AssertionError("no board")


def test_take_back_in_solo_undoes_your_decision_and_the_bots_after_it(ui_lib, app_home):
    asyncio.run(_solo(ui_lib, app_home))


async def _solo(ui_lib, app_home) -> None:
    remember_setup(app_home, "solo", players=("human", "random"))
    app = new_app(ui_lib, start="solo", bot="random", seed=SEED)
    rng = random.Random(SEED)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await press(pilot, "ctrl+g", "y")
        board = await _board(app, pilot, 6, rng)
        session = board.session
        # the state before the last decision made at the keyboard, replayed independently
        last = session._last_human_move()
        game = session.game
        from rage_tui.engine.game import Game

        expected = Game(game.state.setup, game.state.defs, game.ruleset, iid_base=game.iid_base)
        for seat, choice in game.choices[:last]:
            expected.apply(choice, seat)
        total = len(game.choices)
        await press(pilot, "u")
        for _ in range(50):
            if session.takebacks:
                break
            await settle(pilot)
        assert len(session.takebacks) == 1
        taken = session.takebacks[0]
        assert (taken["from"], taken["to"]) == (total, last)
        assert len(session.game.choices) == last
        assert session.game.state_hash() == expected.state_hash()
        await settle(pilot)
        assert session.my_decision() is not None  # the same question is asked again
        assert session.my_decision() == expected.pending
        path = session.save()
        meta = json.loads(path.read_text())["meta"]
        assert meta["takebacks"] == session.takebacks
        assert meta["takebacks"][0]["undone"][0][0] == 0  # your decision is the first undone


def test_take_back_is_refused_in_hot_seat_while_the_house_rule_is_off(ui_lib, app_home):
    asyncio.run(_hot_seat(ui_lib, app_home))


async def _hot_seat(ui_lib, app_home) -> None:
    remember_setup(app_home, "play")
    app = new_app(ui_lib, start="play", seed=SEED)
    rng = random.Random(SEED)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+g")
        await pilot.pause()
        board = await _board(app, pilot, 3, rng)
        session = board.session
        assert session.hot_seat and not session.setup.variants.take_backs
        before = list(session.game.choices)
        await press(pilot, "u")
        await settle(pilot)
        assert session.game.choices == before
        assert session.takebacks == []
        assert "house rule" in (session.can_take_back() or "")


def test_with_the_house_rule_on_hot_seat_may_take_back(ui_lib):
    from dataclasses import replace

    from rage_tui.engine.state import Variants
    from rage_tui.ui.session import GameSession
    from tests.ui.test_session import setup as two_humans

    setup = replace(two_humans(), variants=Variants(take_backs=True))
    session = GameSession.start(setup, ui_lib)
    session.hand_to(session.pending.seat)
    d = session.my_decision()
    session.choose(d.options[0].choice)
    assert session.can_take_back() is None
    session.take_back()
    assert session.game.choices == [] and len(session.takebacks) == 1
