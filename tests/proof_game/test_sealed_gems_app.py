"""Sealed Gems in the app through its UI adapter, the program's own flow untouched: a 6-seat
hot-seat game set up on the New game screen and played with keys to its end behind privacy
curtains, no seat's hand or sealed bid ever on another seat's screen."""

from __future__ import annotations

import asyncio
from typing import Any

from rage_tui.engine.game import Game
from rage_tui.ui.app import RageApp
from rage_tui.ui.screens.curtain import CurtainScreen
from rage_tui.ui.screens.game import GameScreen
from rage_tui.ui.screens.game_over import GameOverScreen
from rage_tui.ui.screens.new_game import NewGameScreen
from rage_tui.ui.screens.reveal import RevealScreen
from rage_tui.ui.screens.title import TitleScreen
from rage_tui.ui.session import GameSession
from tests.proof_game.helpers import ID, state
from tests.ui.conftest import (
    app_home,
    choose_with_keys,
    keys_for,
    new_app,
    painted,
    press,
    screen_text,
    settle,
)
from tests.ui.conftest import ui_lib as ui_lib

__all__ = ["app_home", "ui_lib"]  # (the app tests' fixtures, used here too)

SEED = 11
#: the screens of the reveals the last drive passed, as painted
reveals: list[str] = []


def hidden_from(game: Game, viewer: int) -> dict[int, set[str]]:
    """Per other seat, the names of its cards the viewer may not know now: its hand and its
    sealed bid, less any name the viewer may know otherwise (its own hand, spent cards)."""
    g = state(game)
    known = {g.name(i) for i in g.player(viewer).hand}
    sealed_own = g.sealed.get(viewer)
    if sealed_own is not None:
        known.add(g.name(sealed_own))
    for p in g.players:
        known |= {g.name(i) for i in p.spent}
    out = {}
    for p in g.players:
        if p.seat != viewer:
            bid = g.sealed.get(p.seat)
            names = {g.name(i) for i in p.hand} | ({g.name(bid)} if bid is not None else set())
            out[p.seat] = names - known
    return out


async def drive_to_the_end(pilot: Any, app: RageApp) -> tuple[GameSession, int, int, int]:
    """Answer every decision with its first option (``1``, Enter), pass every curtain; at each
    decision the screen is read for other seats' hidden cards. Returns the session, the
    decisions, the curtains and the checks that found a hidden name to look for."""
    decisions = curtains = looked = 0
    reveals.clear()
    session: GameSession | None = None
    for _ in range(20_000):
        await settle(pilot)
        screen = app.screen
        if isinstance(screen, CurtainScreen):
            curtains += 1
            await press(pilot, "enter")
            continue
        if isinstance(screen, RevealScreen):  # (the sealed bids turned over: all public)
            reveals.append(screen_text(app))
            await press(pilot, "enter")
            continue
        if isinstance(screen, GameOverScreen):
            await painted(pilot)
            text = screen_text(app)
            assert "Game over" in text and "points" in text, text
            break
        if isinstance(screen, TitleScreen | NewGameScreen):
            await asyncio.sleep(0.001)
            continue
        assert isinstance(screen, GameScreen), type(screen)
        session = screen.session
        if screen.busy:
            await asyncio.sleep(0.001)
            continue
        d = session.my_decision()
        assert d is not None, "the board waits but nobody at the keyboard may decide"
        await painted(pilot)
        text = screen_text(app)
        assert session.name(d.seat) in text
        for seat, names in hidden_from(session.game, d.seat).items():
            if names:
                looked += 1
            assert not {n for n in names if n in text}, (d.seat, seat, names)
        before = await choose_with_keys(pilot, session, keys_for(0))
        assert session.game.choices[before] == (d.seat, d.options[0].choice)
        decisions += 1
    else:
        raise AssertionError("the game did not end")
    assert session is not None and session.game.over
    return session, decisions, curtains, looked


def test_a_six_seat_hot_seat_game_is_played_to_its_end_behind_curtains(ui_lib: Any) -> None:
    app = new_app(ui_lib, start="play", seed=SEED, ruleset=ID)

    async def run() -> tuple[GameSession, int, int, int]:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            assert "Seats (2-6)" in screen_text(app) and "Renown level" not in screen_text(app)
            for _ in range(6 - len(screen.seat_rows())):
                await pilot.press("ctrl+n")
            await pilot.pause()
            assert len(screen.seat_rows()) == 6
            await pilot.press("ctrl+g")
            for _ in range(20):
                await pilot.pause()
                if not isinstance(app.screen, NewGameScreen):
                    break
            return await drive_to_the_end(pilot, app)

    session, decisions, curtains, looked = asyncio.run(run())
    g = state(session.game)
    assert session.setup.ruleset == ID and len(session.setup.seats) == 6
    assert all(s.agent == "human" for s in session.setup.seats)
    assert decisions + session.auto_passes == len(session.game.choices)
    assert sum(e.kind == "left" for e in g.events) >= 5 and len(g.order) < 2
    assert curtains >= g.turn and looked > decisions // 2
    # (the app shows a reveal screen when a sealed round turns over between two humans'
    # turns at the keyboard; every one shows the bids)
    assert 1 <= len(reveals) <= g.turn and all("reveals" in r for r in reveals)
