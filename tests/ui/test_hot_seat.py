"""A whole hot-seat game between two people at one keyboard, played with keys to the end.

At every decision the screen is read: the hands and the face-down card of the seat that is
not deciding must never be on it, and a curtain must have been passed whenever the keyboard
changed hands.
"""

from __future__ import annotations

import asyncio
import random

from textual.widgets import OptionList

from rage_tui.engine.game import Game
from rage_tui.rulesets.rage1995.combat_state import NULL
from rage_tui.ui.app import RageApp
from rage_tui.ui.screens.confirm_dialog import ConfirmDialog
from rage_tui.ui.screens.curtain import CurtainScreen
from rage_tui.ui.screens.game import GameScreen
from rage_tui.ui.screens.game_over import GameOverScreen
from rage_tui.ui.screens.new_game import NewGameScreen
from rage_tui.ui.screens.reveal import RevealScreen
from tests.ui.conftest import (
    SIZE,
    keys_for,
    new_app,
    painted,
    pick_index,
    press,
    remember_setup,
    screen_text,
    settle,
)

SEED = 25


def secret_names(game: Game, seat: int) -> set[str]:
    """Names of the cards only ``seat`` may know: its hands and its face-down combat card."""
    g = game.state
    p = g.player(seat)
    names = {g.name(i) for i in (*p.sept_hand, *p.combat_hand)}
    cs = g.combat
    if cs is not None and cs.step in ("play-card", "targeting"):
        names |= {g.name(s.card) for s in cs.slots if s.seat == seat and s.card != NULL}
    return names


def known_names(game: Game, viewer: int) -> set[str]:
    """Names the viewer may know anyway: anything in its view, and public event text."""
    defs = game.state.defs
    view = game.view_for(viewer)
    cids: set[str] = set()
    for sv in view.seats:
        for cv in sv.pack:
            cids |= {cv.cid, *cv.attached, *(d.cid for d in cv.damage)}
        cids |= {*sv.resources, *sv.sept_discard, *sv.combat_discard}
        cids |= {v for v in sv.victory if v is not None}
        cids |= {c for _, c in (sv.sept_hand or ())} | {c for _, c in (sv.combat_hand or ())}
    for cv in view.hunting:
        cids |= {cv.cid, *cv.attached, *(d.cid for d in cv.damage)}
    if view.combat is not None:
        cids |= {s.cid for s in view.combat.slots if s.cid is not None}
    names = {defs[c].name for c in cids if c in defs}
    public = " ".join(e.text for e in game.events_for(None))
    names |= {d.name for d in defs.values() if d.name in public}
    return names


def assert_private(app: RageApp, game: Game, deciding: int) -> None:
    """The other seat's secrets are not on the screen; the decider's own hand is."""
    text = screen_text(app)
    other = 1 - deciding
    leaked = {n for n in secret_names(game, other) - known_names(game, deciding) if n in text}
    assert not leaked, f"seat {deciding} can see {leaked} of seat {other}"
    own = game.state.player(deciding).sept_hand + game.state.player(deciding).combat_hand
    if own:
        assert any(game.state.name(i) in text for i in own), \
            f"the decider's hand is not shown:\n{text}"


def test_hot_seat_game_to_the_end(ui_lib, app_home) -> None:
    asyncio.run(_hot_seat_game(ui_lib, app_home))


async def _hot_seat_game(ui_lib, app_home) -> None:
    remember_setup(app_home, "play")
    app = new_app(ui_lib, start="play", seed=SEED)
    rng = random.Random(SEED)
    curtains: list[str] = []
    reveals = 0
    decisions = 0
    last_human: int | None = None
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("ctrl+g")
        await pilot.pause()
        # Level 5 is below the packs' Renown (8): the construction check asks first.
        assert isinstance(app.screen, ConfirmDialog)
        assert "is over the Renown" in screen_text(app)
        await pilot.press("y")
        for _ in range(20_000):
            await settle(pilot)
            screen = app.screen
            if isinstance(screen, CurtainScreen):
                # never a curtain when the keyboard does not change hands
                viewer = app.session.viewer if app.session is not None else None
                assert viewer is None or app.session.name(viewer) != screen.player
                curtains.append(screen.player)
                await press(pilot, "enter")
                continue
            if isinstance(screen, RevealScreen):
                reveals += 1
                await press(pilot, "enter")
                continue
            if isinstance(screen, GameOverScreen):
                await pilot.pause()
                break
            if isinstance(screen, NewGameScreen):
                await asyncio.sleep(0.001)
                continue
            assert isinstance(screen, GameScreen), type(screen)
            if screen.busy:
                await asyncio.sleep(0.001)
                continue
            session = screen.session
            d = session.my_decision()
            assert d is not None, "the board waits but nobody at the keyboard may decide"
            if d.seat != last_human:
                assert curtains and curtains[-1] == session.name(d.seat)
                curtains.append("(used)")
            last_human = d.seat
            await painted(pilot)
            assert_private(app, session.game, d.seat)
            index = pick_index(d, rng)
            before = len(session.game.choices)
            # Look at a card of the combat hand first (it shows in full beside the table),
            # as a player would before choosing: it must not stay there for the next player.
            hand = screen.query_one("#combat-hand", OptionList)
            if hand.option_count:
                hand.highlighted = hand.option_count - 1
            await press(pilot, *keys_for(index, session, d))
            for _ in range(50):
                if len(session.game.choices) > before:
                    break
                await settle(pilot)
            assert session.game.choices[before] == (d.seat, d.options[index].choice)
            decisions += 1
        else:
            raise AssertionError("the game did not end")
        game = session.game
        assert game.over
        text = screen_text(app)
        assert "Game over" in text and f"Seed: {SEED}" in text
        assert "Saved to:" in text and "autosave" in text, text
    print("DECISIONS", decisions, "CURTAINS", len(curtains), "REVEALS", reveals)
    # every other choice is a Pass the app made for a seat without a stop in that window
    assert decisions + session.auto_passes == len(game.choices)
    assert session.auto_passes > 0
    assert reveals > 0
    assert (app_home / "autosave.json").is_file()
