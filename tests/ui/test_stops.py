"""Hot-seat stops, "pass until" and the R7 house rule (issue 16): who is asked never depends on
hidden cards, and a pass made by a stop looks exactly like one made by hand."""

from __future__ import annotations

import asyncio
import dataclasses

from rage_tui.content.decks import load_deck
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.rulesets.rage1995.stops import STOPS, window_of
from rage_tui.ui.config import Settings
from rage_tui.ui.screens.curtain import CurtainScreen
from rage_tui.ui.screens.game import GameScreen
from rage_tui.ui.screens.reveal import RevealScreen
from rage_tui.ui.session import GameSession
from rage_tui.ui.stops import AutoPass, SeatStops
from rage_tui.ui.widgets.card_view import CardView
from tests.ui.conftest import (
    DECKS,
    SIZE,
    keys_for,
    new_app,
    press,
    screen_text,
    settle,
    stable_screen_text,
    to_the_board,
)

DEFAULT_STOPS = STOPS.defaults()
WINDOW_NAMES = STOPS.window_keys
PASS = Option(Choice("pass"), "Pass")


def window(name: str, *more: Option, seat: int = 0) -> Decision:
    return Decision(seat, "open-play", f"{name} (open play): play a card or ability, or pass",
                    (PASS, *more), rule="rules decision R8")


def test_window_names_come_from_the_open_play_prompt() -> None:
    assert window_of(window("Between rounds")) == "Between rounds"
    assert window_of(Decision(0, "alpha", "Choose your alpha", (PASS,))) is None
    assert "Beginning of combat" in DEFAULT_STOPS and "Redraw Phase" not in DEFAULT_STOPS


def test_a_stop_decides_whether_a_seat_is_asked_not_its_cards() -> None:
    auto = AutoPass(STOPS, {0: SeatStops(frozenset({"Moot Phase"}))})
    card = Option(Choice("play", (5, 1)), "Play Gaian Omen")
    for opts in ((), (card,)):  # nothing playable, or a playable card: the same answer
        assert auto.choice_for(window("Redraw Phase", *opts), 1, "redraw") == Choice("pass")
        assert auto.choice_for(window("Moot Phase", *opts), 1, "moot") is None
    # closed-play steps are always asked
    closed = Decision(0, "resources", "Resource Phase (closed play)",
                      (Option(Choice("done"), "Done"),))
    assert auto.choice_for(closed, 1, "resource") is None


def test_a_round_of_another_game_is_always_asked_not_passed_as_an_unknown_window() -> None:
    """Las Vegas's Main Phase is an open-play round whose name is no stop of the Rage
    windows: it was passed for every human seat, so nobody could play a card in it."""
    from rage_tui.rulesets.las_vegas.prompts import round_decision

    auto = AutoPass(STOPS, {0: SeatStops(DEFAULT_STOPS), 1: SeatStops(frozenset())})
    card = Option(Choice("play", (5, 1)), "Play Calm the Crowd")
    for seat in (0, 1):
        main = round_decision("main", seat, [card])
        assert auto.choice_for(main, 1, "main") is None
    # a Rage window that is not a stop is still passed
    assert auto.choice_for(window("Redraw Phase", card, seat=1), 1, "redraw") == Choice("pass")


def test_r56_the_after_bluffs_step_is_a_stop_like_a_window_whatever_the_seat_holds() -> None:
    """The after-bluffs priority round (Distractions) is asked by default; a seat that turned
    the stop off is passed for, the same way whether it holds such a card or not; "pass until
    my next closed-play step" passes it too (it is not a face-down play)."""
    card = Option(Choice("play", (7, 1)), "Play Distractions")

    def step(*opts: Option) -> Decision:
        return Decision(0, "after-bluffs", "After bluffs: play a card that acts now, or pass",
                        (PASS, *opts), rule="FAQ Distractions")

    assert window_of(step()) == "After bluffs" and "After bluffs" in DEFAULT_STOPS
    asked = AutoPass(STOPS, {0: SeatStops(DEFAULT_STOPS)})
    off = AutoPass(STOPS, {0: SeatStops(DEFAULT_STOPS - {"After bluffs"})})
    for opts in ((), (card,)):
        assert asked.choice_for(step(*opts), 1, "combat") is None
        assert off.choice_for(step(*opts), 1, "combat") == Choice("pass")
    asked.set_until(0, "closed", 1, "combat")
    assert asked.choice_for(step(card), 1, "combat") == Choice("pass")


def test_r72_r73_blow_questions_are_a_stop_whose_pass_is_let_it_hit() -> None:
    """The questions put as a blow is about to land (a redirect event, R73; a killing blow,
    R72) are the "Blows about to land" stop, on by default: turned off, the app lets the blow
    hit, whether or not the seat could answer otherwise. Armour-style stops (public cards on
    the creature) are not that stop and are always asked."""
    hit = Option(Choice("take"), "Let Jab hit Mamu")
    rite = Option(Choice("perform", (9, 3)), "Zhyzack performs Rite of the Black Spiral")
    shield = Option(Choice("redirect", (0, 4, 2)), "Shieldmate: Gesar takes it")
    kill = lambda *o: Decision(0, "lethal", "Jab is about to kill Mamu", (*o, hit),  # noqa: E731
                               rule="card text; rules decision R72")
    turn = lambda *o: Decision(0, "redirect", "Jab is about to deal 2 damage to Mamu: "  # noqa: E731
                               "redirect it?", (*o, hit), rule="v0.2 Redirecting attacks")
    armour = Decision(0, "prevent", "Jab is about to deal 2 damage to Mamu",
                      (Option(Choice("prevent", (7,)), "Use Flak Jacket"), hit))
    assert window_of(kill()) == window_of(turn(shield)) == "Blows about to land"
    assert window_of(armour) is None and "Blows about to land" in DEFAULT_STOPS
    asked = AutoPass(STOPS, {0: SeatStops(DEFAULT_STOPS)})
    off = AutoPass(STOPS, {0: SeatStops(DEFAULT_STOPS - {"Blows about to land"})})
    for d in (kill(), kill(rite), turn(), turn(shield)):
        assert asked.choice_for(d, 1, "combat") is None
        assert off.choice_for(d, 1, "combat") == Choice("take")
    assert off.choice_for(armour, 1, "combat") is None


def test_the_house_rule_skips_a_seat_with_nothing_playable() -> None:
    auto = AutoPass(STOPS, {0: SeatStops(frozenset(WINDOW_NAMES))}, skip_nothing_playable=True)
    assert auto.choice_for(window("Moot Phase"), 1, "moot") == Choice("pass")
    card = Option(Choice("play", (5, 1)), "Play Gaian Omen")
    assert auto.choice_for(window("Moot Phase", card), 1, "moot") is None


def test_pass_until_combat_passes_closed_steps_too_and_ends_at_the_combat_phase() -> None:
    auto = AutoPass(STOPS, {0: SeatStops(DEFAULT_STOPS)})
    now = window("Redraw Phase")
    auto.set_until(0, "combat", 2, "redraw", current=now)
    done = Decision(0, "resources", "Resource Phase (closed play)",
                    (Option(Choice("play", (1, 2)), "Play X"), Option(Choice("done"), "Done")))
    assert auto.choice_for(done, 2, "resource") == Choice("done")
    alpha = Decision(0, "alpha", "Choose your alpha", (Option(Choice("alpha", (3,)), "X"),))
    assert auto.choice_for(alpha, 2, "combat") is None  # cannot be passed: asked
    cd = Decision(0, "combat-discard", "Combat Phase: discard", (Option(Choice("done"), "D"),))
    assert auto.choice_for(cd, 2, "combat") is None  # the Combat Phase: over
    assert auto.until_of(0) is None


def test_pass_until_leaves_the_current_choice_to_the_player() -> None:
    auto = AutoPass(STOPS, {0: SeatStops(frozenset(WINDOW_NAMES))})
    now = window("Moot Phase")
    auto.set_until(0, "closed", 1, "moot", current=now)
    assert auto.choice_for(now, 1, "moot") is None
    assert auto.choice_for(window("After combat"), 1, "combat") == Choice("pass")
    closed = Decision(0, "combat-discard", "Combat Phase", (Option(Choice("done"), "Done"),))
    assert auto.choice_for(closed, 1, "combat") is None and auto.until_of(0) is None


def test_pass_until_the_next_resource_phase_set_during_one_waits_for_the_next_turn() -> None:
    auto = AutoPass(STOPS, {0: SeatStops(frozenset({"Resource Phase"}))})
    auto.set_until(0, "resource", 3, "resource")
    assert auto.choice_for(window("Resource Phase"), 3, "resource") == Choice("pass")
    assert auto.choice_for(window("Resource Phase"), 4, "resource") is None
    assert auto.until_of(0) is None


# -- whole games ----------------------------------------------------------------------------

def two_humans(sept: tuple[tuple[str, int], ...] | None = None) -> Setup:
    gaia = load_deck(DECKS / "gaia.yaml")
    if sept is not None:
        gaia = dataclasses.replace(gaia, sept=sept)
    return Setup((SeatSetup("Aileen", gaia), SeatSetup("Bram", load_deck(DECKS / "wyrm.yaml"))),
                 11, 20)


def play_quietly(session: GameSession, turns: int = 2) -> list[tuple[int, str, str | None]]:
    """Both players pass and keep everything; the decisions put to a person, in order."""
    asked: list[tuple[int, str, str | None]] = []
    game = session.game
    while game.state.turn <= turns and not game.over:
        if session.auto_step():
            continue
        d = game.pending
        assert d is not None
        asked.append((d.seat, d.kind, window_of(d)))
        kinds = [o.choice.kind for o in d.options]
        pick = next((k for k in ("pass", "done") if k in kinds), None)
        game.apply(d.options[kinds.index(pick) if pick else 0].choice, d.seat)
    return asked


def test_r7_who_is_asked_does_not_depend_on_hidden_cards(ui_lib) -> None:
    """Aileen holds only playable events in one game and nothing playable in the other: the
    decisions put to the players, and everything Bram sees, are the same."""
    runs = []
    for sept in ((("u-gaian-omen", 30),), (("u-howl-moot", 30),)):
        s = GameSession.start(two_humans(sept), ui_lib)
        s.use_settings(Settings())
        runs.append((play_quietly(s), [e.text for e in s.game.events_for(1)]))
    assert runs[0] == runs[1]
    # the control: asked in every window unless nothing is playable (the house rule, which
    # is how the game asked before stops) gives the hand away
    leaky = []
    for sept in ((("u-gaian-omen", 30),), (("u-howl-moot", 30),)):
        s = GameSession.start(two_humans(sept), ui_lib)
        old = Settings(skip_nothing_playable=True)
        old.set_stops("Aileen", STOPS, frozenset(WINDOW_NAMES))
        s.use_settings(old)
        leaky.append(play_quietly(s))
    assert leaky[0] != leaky[1]


def test_r7_a_stop_pass_and_a_pass_by_hand_give_the_same_events(ui_lib) -> None:
    by_stop = GameSession.start(two_humans(), ui_lib)
    by_stop.use_settings(Settings())
    every = Settings()
    every.set_stops("Aileen", STOPS, frozenset(WINDOW_NAMES))
    by_hand = GameSession.start(two_humans(), ui_lib)
    by_hand.use_settings(every)
    asked_stop, asked_hand = play_quietly(by_stop), play_quietly(by_hand)
    assert by_stop.auto_passes > by_hand.auto_passes
    assert len([a for a in asked_hand if a[0] == 0]) > len([a for a in asked_stop if a[0] == 0])
    assert by_stop.game.choices == by_hand.game.choices
    for seat in (None, 0, 1):
        assert by_stop.game.events_for(seat) == by_hand.game.events_for(seat)


def test_r7_bram_sees_the_same_screens_whether_aileen_passed_by_stop_or_by_hand(
        ui_lib, app_home) -> None:
    asyncio.run(_same_screens(ui_lib))


async def _bram_screens(ui_lib, stops_everywhere: bool, count: int = 4,
                        sept: tuple[tuple[str, int], ...] | None = None) -> list[str]:
    session = GameSession.start(two_humans(sept), ui_lib)
    app = new_app(ui_lib, session=session)
    if stops_everywhere:
        app.settings.set_stops("Aileen", STOPS, frozenset(WINDOW_NAMES))
    seen: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(5000):
            await settle(pilot)
            screen = app.screen
            if isinstance(screen, CurtainScreen | RevealScreen):
                await press(pilot, "enter")
                continue
            if not isinstance(screen, GameScreen) or screen.busy:
                await asyncio.sleep(0.001)
                continue
            d = session.my_decision()
            assert d is not None
            if d.seat == 1:
                # The card panel shows the card Bram himself last looked at, which a
                # handover clears: what it shows is Bram's own doing, not news of Aileen.
                screen.query_one(CardView).show_card(None)
                seen.append(await stable_screen_text(pilot))
                if len(seen) == count:
                    break
            kinds = [o.choice.kind for o in d.options]
            pick = next((k for k in ("pass", "done") if k in kinds), None)
            index = kinds.index(pick) if pick else 0
            before = len(session.game.choices)
            await press(pilot, *keys_for(index, session, d))
            for _ in range(50):
                if len(session.game.choices) > before:
                    break
                await settle(pilot)
    return seen


async def _same_screens(ui_lib) -> None:
    by_stop = await _bram_screens(ui_lib, False)
    by_hand = await _bram_screens(ui_lib, True)
    assert len(by_stop) == 4
    assert by_stop == by_hand


def test_r7_bram_sees_the_same_screens_whether_aileen_holds_playable_cards_or_not(
        ui_lib, app_home) -> None:
    async def both() -> None:
        playable = await _bram_screens(ui_lib, False, sept=(("u-gaian-omen", 30),))
        nothing = await _bram_screens(ui_lib, False, sept=(("u-howl-moot", 30),))
        assert len(playable) == 4 and playable == nothing

    asyncio.run(both())


def test_the_palette_lists_the_game_commands(ui_lib, app_home) -> None:
    asyncio.run(_palette(ui_lib))


async def _palette(ui_lib) -> None:
    from textual.command import CommandPalette

    from rage_tui.ui.commands import Board

    session = GameSession.start(two_humans(), ui_lib)
    app = new_app(ui_lib, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await to_the_board(pilot)
        # the palette reaches the board through commands.Board, without importing the screen
        members = [n for n in vars(Board) if not n.startswith("_")]
        assert "pass_until" in members and "rage_app" in members
        assert [n for n in members if not hasattr(app.screen, n)] == []
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        for _ in range(10):
            await pilot.pause(0.05)
        listed = screen_text(app)
        for name in ("Save game", "Stops", "Pass until the next Combat Phase",
                     "Rules reference", "Help"):
            assert name in listed, listed
        await pilot.press(*"klaive")
        for _ in range(10):
            await pilot.pause(0.05)
        assert "Card: Klaive Strike" in screen_text(app)
        await pilot.press("enter")
        for _ in range(10):
            await pilot.pause(0.05)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.query_one(CardView).card_id == "u-klaive-strike"


def test_stops_screen_and_pass_until_keys(ui_lib, app_home) -> None:
    asyncio.run(_stops_keys(ui_lib, app_home))


async def _stops_keys(ui_lib, app_home) -> None:
    import json

    from rage_tui.ui.screens.stops import PassUntilScreen, StopsScreen

    session = GameSession.start(two_humans(), ui_lib)
    app = new_app(ui_lib, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await to_the_board(pilot)
        viewer = session.viewer
        assert viewer is not None
        name = session.name(viewer)
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, StopsScreen)
        assert "Stops of " + name in screen_text(app)
        await pilot.press("space")  # the first window (Redraw Phase) becomes a stop
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        saved = json.loads((app_home / "settings.json").read_text(encoding="utf-8"))
        assert "Redraw Phase" in saved["stops"][name]
        assert session.autopass is not None
        assert "Redraw Phase" in session.autopass.seats[viewer].stops
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, PassUntilScreen)
        await pilot.press("2")
        await pilot.pause()
        # digit then Enter, as at the main prompt: the digit alone only highlights
        assert isinstance(app.screen, PassUntilScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert session.autopass.until_of(viewer) == "combat"


def test_reading_a_players_stops_of_another_game_writes_nothing_to_the_settings() -> None:
    """Asking for the stops of a game never set keeps the settings as they were (reading
    once left an empty entry of that game in settings.json); setting them keeps them apart
    from Rage's."""
    from rage_tui.rulesets import plugin

    spec = plugin("rage-las-vegas").stops_spec()
    settings = Settings()
    assert settings.stops_for("Aileen", spec) == spec.defaults()
    assert settings.game_stops == {} and settings.stops == {}
    settings.set_stops("Aileen", spec, frozenset({"post-combat", "main"}))
    assert settings.game_stops == {"rage-las-vegas": {"Aileen": ["main", "post-combat"]}}
    assert settings.stops == {}
    assert settings.stops_for("Aileen", spec) == frozenset({"main", "post-combat"})
