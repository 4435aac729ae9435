"""Snapshots of the title, new game, board, reveal and handoff screens at 120x40.

Regenerate after a deliberate change of the look with ``pytest tests/ui --snapshot-update``.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from rage_tui.content.decks import load_deck
from rage_tui.content.library import CardLibrary
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.ui.screens.game import GameScreen
from rage_tui.ui.screens.reveal import RevealScreen
from rage_tui.ui.session import GameSession
from tests.ui.conftest import DECKS, SIZE, keys_for, new_app, pick_index, remember_setup

SEED = 25


def solo_setup(players: tuple[str, str] = ("human", "random")) -> Setup:
    """Aileen (Gaia) against Bram (Wyrm) on the test decks, renown level 5."""
    return Setup((SeatSetup("Aileen", load_deck(DECKS / "gaia.yaml"), players[0]),
                  SeatSetup("Bram", load_deck(DECKS / "wyrm.yaml"), players[1])), SEED, 5)


def play_until(session: GameSession, human_moves: int) -> None:
    """Play ``human_moves`` seeded human choices (bots answer in between)."""
    rng = random.Random(SEED)
    done = 0
    while not session.over:
        if session.bot_to_move():
            session.step_bot()
            continue
        if done == human_moves:
            return
        d = session.my_decision()
        assert d is not None
        session.choose(d.options[pick_index(d, rng)].choice)
        done += 1


def moves_before_reveal(lib: CardLibrary) -> tuple[int, int]:
    """How many human choices come before the one that leads to the first reveal, and the
    option index of that choice."""
    session = GameSession.start(solo_setup(), lib)
    rng = random.Random(SEED)
    done = 0
    while not session.over:
        if session.bot_to_move():
            session.step_bot()
            continue
        d = session.my_decision()
        assert d is not None
        index = pick_index(d, rng)
        session.choose(d.options[index].choice)
        while session.bot_to_move():
            session.step_bot()
        if any(e.kind == "revealed" for e in session.take_public_events()):
            return done, index
        done += 1
    raise AssertionError("no reveal in the test game")


async def board_ready(pilot: Pilot[Any]) -> None:
    """Wait until the board waits for the player."""
    for _ in range(200):
        await pilot.pause()
        screen = pilot.app.screen
        if isinstance(screen, GameScreen) and not screen.busy:
            return
    raise AssertionError("the board never became ready")


def test_title_screen(snap_compare, ui_lib) -> None:
    assert snap_compare(new_app(ui_lib), terminal_size=SIZE)


def test_title_screen_80x24(snap_compare, ui_lib) -> None:
    """Issue 29: at 80x24 the title's footer shows every key (two lines of keys)."""
    assert snap_compare(new_app(ui_lib), terminal_size=(80, 24))


def test_new_game_screen(snap_compare, ui_lib, app_home: Path) -> None:
    remember_setup(app_home, "play", level=20)
    assert snap_compare(new_app(ui_lib, start="play", seed=4242), terminal_size=SIZE)


def test_handoff_curtain(snap_compare, ui_lib) -> None:
    session = GameSession.start(solo_setup(("human", "human")), ui_lib)
    assert snap_compare(new_app(ui_lib, session=session), terminal_size=SIZE)


def board_session(ui_lib, moves: int = 12) -> GameSession:
    """A seeded solo game played ``moves`` decisions in, its events already shown."""
    session = GameSession.start(solo_setup(), ui_lib)
    play_until(session, moves)
    session.take_public_events()
    return session


def reveal_case(ui_lib) -> tuple[GameSession, Callable[[Pilot[Any]], Awaitable[None]]]:
    """A game one key away from a reveal, and the pilot steps that press it and wait for the
    reveal screen."""
    before, index = moves_before_reveal(ui_lib)
    session = board_session(ui_lib, before)

    async def to_reveal(pilot: Pilot[Any]) -> None:
        await board_ready(pilot)
        await pilot.press(*keys_for(index, session, session.my_decision()))
        for _ in range(100):
            await pilot.pause()
            if isinstance(pilot.app.screen, RevealScreen):
                return
        raise AssertionError("no reveal")

    return session, to_reveal


def test_board(snap_compare, ui_lib) -> None:
    assert snap_compare(new_app(ui_lib, session=board_session(ui_lib)), terminal_size=SIZE,
                        run_before=board_ready)


def test_reveal(snap_compare, ui_lib) -> None:
    session, to_reveal = reveal_case(ui_lib)
    assert snap_compare(new_app(ui_lib, session=session), terminal_size=SIZE,
                        run_before=to_reveal)


def test_board_compact_80x24(snap_compare, ui_lib) -> None:
    """Issue 16: the board is playable at 80x24 (the prompt and one panel at a time)."""
    assert snap_compare(new_app(ui_lib, session=board_session(ui_lib)), terminal_size=(80, 24),
                        run_before=board_ready)


def test_board_hot_seat_120x40(snap_compare, ui_lib) -> None:
    """A hot-seat board after the curtain (stops passed the open windows nobody stops in)."""
    session = GameSession.start(solo_setup(("human", "human")), ui_lib)

    async def past_curtain(pilot: Pilot[Any]) -> None:
        from rage_tui.ui.screens.curtain import CurtainScreen

        for _ in range(100):
            await pilot.pause()
            if isinstance(pilot.app.screen, CurtainScreen):
                await pilot.press("enter")
                break
        await board_ready(pilot)

    assert snap_compare(new_app(ui_lib, session=session), terminal_size=SIZE,
                        run_before=past_curtain)
