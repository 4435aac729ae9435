"""V:TES in the app through its UI adapter (issue 28 item 6, issue 26 item 4): a seeded 6-seat
hot-seat game played with keys to its end behind privacy curtains, a solo game of one human
against five bots, and no seat's hand ever on another seat's screen."""

from __future__ import annotations

import asyncio
from typing import Any

from rage_tui.content.plugins import ruleset_content
from rage_tui.engine.game import Game
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.ui.adapter import library_for
from rage_tui.ui.app import RageApp
from rage_tui.ui.screens.curtain import CurtainScreen
from rage_tui.ui.screens.game import GameScreen
from rage_tui.ui.screens.game_over import GameOverScreen
from rage_tui.ui.screens.new_game import NewGameScreen
from rage_tui.ui.screens.title import TitleScreen
from rage_tui.ui.session import GameSession
from tests.ui.conftest import (
    choose_with_keys,
    keys_for,
    new_app,
    painted,
    press,
    screen_text,
    settle,
)

SEED = 7


def vtes_session(ui_lib: Any, players: tuple[str, ...]) -> GameSession:
    """A V:TES game of the bundled decks, one seat per entry of ``players``."""
    lib = library_for("vtes", ui_lib)
    decks = ruleset_content("vtes").decks
    setup = Setup(tuple(SeatSetup(f"M{i}", decks[i % len(decks)], p)
                        for i, p in enumerate(players)), seed=SEED, ruleset="vtes")
    return GameSession.start(setup, lib)


def secret_names(game: Game, seat: int) -> set[str]:
    """The names of the cards only ``seat`` may know: its hand and uncontrolled vampires."""
    g: Any = game.state
    p = g.players[seat]
    return {g.card(i).name for i in (*p.hand, *p.uncontrolled)}


def known_names(game: Game, viewer: int) -> set[str]:
    """Names the viewer may know anyway: every card named in its view or a public event."""
    g: Any = game.state
    view: Any = game.view_for(viewer)
    cids: set[str] = set()
    for sv in view.seats:
        cids |= {*sv.hand, *sv.uncontrolled, *sv.ash, *sv.contested, *sv.play}
        for mv in sv.minions:
            cids |= {mv.card, *mv.attached}
    names = {g.defs[c].name for c in cids if c in g.defs}
    seen = " ".join(e.text for e in game.events_for(viewer))
    names |= {d.name for d in g.defs.values() if d.name in seen}
    return names


def leaks(app: RageApp, game: Game, viewer: int) -> dict[int, set[str]]:
    """Each other seat's secret card names that are on the screen of ``viewer``."""
    text = screen_text(app)
    known = known_names(game, viewer)
    out = {}
    for seat in range(len(game.state.setup.seats)):
        if seat != viewer:
            found = {n for n in secret_names(game, seat) - known if n in text}
            if found:
                out[seat] = found
    return out


async def drive_to_the_end(pilot: Any, app: RageApp, check_every: int = 1
                           ) -> tuple[GameSession, int, int, int]:
    """Answer every human decision with its first option (``1``, Enter), pass every curtain;
    the screen is checked for other seats' cards at every ``check_every``-th decision.
    Returns the session, the decisions, the curtains and the leak checks."""
    decisions = curtains = checks = 0
    session: GameSession | None = None
    for _ in range(50_000):
        await settle(pilot)
        screen = app.screen
        if isinstance(screen, CurtainScreen):
            curtains += 1
            await press(pilot, "enter")
            continue
        if isinstance(screen, GameOverScreen):
            await painted(pilot)
            text = screen_text(app)
            assert "Game over" in text and f"Seed: {SEED}" in text, text
            assert "VP" in text
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
        if decisions % check_every == 0:
            await painted(pilot)
            assert not leaks(app, session.game, d.seat)
            assert session.name(d.seat) in screen_text(app)
            checks += 1
        before = await choose_with_keys(pilot, session, keys_for(0))
        assert session.game.choices[before] == (d.seat, d.options[0].choice)
        decisions += 1
    else:
        raise AssertionError("the game did not end")
    assert session is not None and session.game.over
    return session, decisions, curtains, checks


async def new_game(pilot: Any, app: RageApp, seats: int) -> None:
    """On the New game screen (V:TES chosen): as many seats as asked, then Start."""
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, NewGameScreen)
    text = screen_text(app)
    assert "Seats (2-6)" in text and "Renown level" not in text, text
    for _ in range(seats - len(screen.seat_rows())):
        await pilot.press("ctrl+n")
    await pilot.pause()
    await pilot.press("ctrl+n")  # one too many
    await pilot.pause()
    assert "At most 6 players." in screen_text(app)
    assert len(screen.seat_rows()) == seats
    await pilot.press("ctrl+g")
    for _ in range(20):
        await pilot.pause()
        if not isinstance(app.screen, NewGameScreen):
            break
    assert not isinstance(app.screen, NewGameScreen), screen_text(app)


def test_a_six_seat_hot_seat_vtes_game_is_played_to_its_end(ui_lib: Any) -> None:
    app = new_app(ui_lib, start="play", seed=SEED, ruleset="vtes")

    async def run() -> tuple[GameSession, int, int, int]:
        async with app.run_test(size=(120, 40)) as pilot:
            await new_game(pilot, app, 6)
            return await drive_to_the_end(pilot, app, check_every=5)

    session, decisions, curtains, checks = asyncio.run(run())
    print("DECISIONS", decisions, "CURTAINS", curtains, "CHECKS", checks,
          "AUTO", session.auto_passes, "TURNS", session.game.state.turn)
    setup = session.setup
    assert setup.ruleset == "vtes" and len(setup.seats) == 6
    assert all(s.agent == "human" for s in setup.seats)
    assert [s.deck.name for s in setup.seats] == [d.name for d in
                                                   ruleset_content("vtes").decks]
    assert decisions + session.auto_passes == len(session.game.choices)
    assert curtains >= session.game.state.turn // 2
    assert checks > 10


def test_one_human_against_five_vtes_bots(ui_lib: Any) -> None:
    app = new_app(ui_lib, start="solo", bot="greedy", seed=SEED, ruleset="vtes")

    async def run() -> tuple[GameSession, int, int, int]:
        async with app.run_test(size=(120, 40)) as pilot:
            await new_game(pilot, app, 6)
            return await drive_to_the_end(pilot, app)

    session, decisions, curtains, _ = asyncio.run(run())
    print("SOLO DECISIONS", decisions, "AUTO", session.auto_passes,
          "TURNS", session.game.state.turn, session.game.state.result)
    # the remembered bot (greedy) sits at seat 2; seats added in solo are random bots
    assert [s.agent for s in session.setup.seats] == ["human", "greedy"] + ["random"] * 4
    assert curtains == 0 and decisions > 0


def test_the_vtes_table_shows_each_seat_its_own_hand_and_no_other(ui_lib: Any) -> None:
    """Through a seeded random 6-seat game, the adapter's table and hand panes drawn for each
    seat hold that seat's hand and no card only another seat may know; drawn from another
    seat's view, the same check finds the hand (so it would see a leak)."""
    import random

    from rage_tui.ui.adapters.vtes import VtesAdapter

    session = vtes_session(ui_lib, ("human",) * 6)
    game = session.game
    adapter = VtesAdapter(session.library.cards)
    r = random.Random(3)
    checked = 0
    for step in range(600):
        if game.over:
            break
        if step % 7 == 0:
            for seat in range(6):
                view = game.view_for(seat)
                text = (adapter.table(view, {}).plain + adapter.hand(view).plain)
                known = known_names(game, seat)
                for other in range(6):
                    if other != seat:
                        assert not {n for n in secret_names(game, other) - known
                                    if n in text}, (seat, other)
                own = [game.state.card(i).name for i in game.state.players[seat].hand]
                assert all(n in text for n in own)
                wrong = adapter.hand(game.view_for((seat + 1) % 6)).plain
                theirs = secret_names(game, (seat + 1) % 6) - known
                assert not theirs or any(n in wrong for n in theirs)
                checked += 1
        d = game.pending
        assert d is not None
        game.apply(d.options[r.randrange(len(d.options))].choice, d.seat)
    assert checked >= 6 * 50


def test_a_saved_vtes_game_loads_again_with_its_own_cards(ui_lib: Any, tmp_path: Any) -> None:
    """The app's library is Rage's; a V:TES save (the autosave Continue loads) is read with
    the V:TES cards and replays to the same position."""
    session = vtes_session(ui_lib, ("human", "random"))
    game = session.game
    for _ in range(15):
        d = game.pending
        assert d is not None
        game.apply(d.options[-1].choice, d.seat)
    path = session.save(tmp_path / "v.json")
    again = GameSession.load(path, ui_lib)
    assert again.setup.ruleset == "vtes"
    assert again.game.choices == game.choices
    assert again.library.digest == session.library.digest != ui_lib.digest


def test_an_ousted_methuselah_is_shown_ousted_without_cards_in_hand(ui_lib: Any) -> None:
    """9, ousting: the ousted Methuselah leaves the game with her cards, so her seat on the
    table says "ousted" and shows no hand, library or crypt counts (it showed "hand 7")."""
    from rage_tui.rulesets.vtes.board import leave
    from rage_tui.ui.adapters.vtes import VtesAdapter

    session = vtes_session(ui_lib, ("human",) * 3)
    game = session.game
    adapter = VtesAdapter(session.library.cards)
    g: Any = game.state
    assert g.players[1].hand
    leave(g, 1)
    lines = adapter.table(game.view_for(0), {}).plain.splitlines()
    at = next(i for i, line in enumerate(lines) if line[2:].startswith("M1"))
    assert "ousted" in lines[at]
    block = []
    for line in lines[at + 1:]:
        if not line.startswith("    "):
            break
        block.append(line)
    assert not any("hand " in line for line in block), block
    mine = next(i for i, line in enumerate(lines) if line[2:].startswith("M0"))
    assert "hand " in lines[mine + 1]
