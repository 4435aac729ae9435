"""Rage: Across Las Vegas in the app through its UI adapter (issue 27 item 5): the table text
of a known game (Tribe card, Staging Area, Hunting Grounds, Umbral track, the combat's Rage
pools), no other seat's hand or face-down pick in it, and the game offered on the setup
screens."""

from __future__ import annotations

from typing import Any

from rage_tui.engine.game import Game
from rage_tui.rulesets.las_vegas.state import LVState
from rage_tui.ui.adapters.las_vegas import LasVegasAdapter, umbra_track
from tests.las_vegas.helpers import library, new_game


def greedy_until(game: Game, stop: Any, limit: int = 5000) -> None:
    """Play ``game`` with a greedy bot at every seat until ``stop(game)`` holds."""
    from rage_tui.ai.las_vegas_greedy import LVGreedyAgent

    bots = [LVGreedyAgent(library(), s) for s in range(len(game.state.players))]
    for _ in range(limit):
        if game.over or stop(game):
            return
        d = game.pending
        assert d is not None
        game.apply(bots[d.seat].choose(game.view_for(d.seat), []), d.seat)
    raise AssertionError("the stop never came")


def at_first_defence() -> Game:
    """A seeded 3-seat game (Renown level 10) at its first defence pick: P1's Howls-For-
    Vengeance hunts the Hungry Ghost that P2 plays, P1's attack is face down."""
    game = new_game(3, 2, renown=10)
    greedy_until(game, lambda g: g.pending.kind == "defend")
    return game


def cids_in(obj: object) -> set[str]:
    """Every card id named anywhere in a view's table (strings that are card ids)."""
    defs = library()
    if isinstance(obj, str):
        return {obj} if obj in defs else set()
    if isinstance(obj, dict):
        return set().union(*(cids_in(v) for v in obj.values())) if obj else set()
    if isinstance(obj, list | tuple):
        return set().union(*(cids_in(v) for v in obj)) if obj else set()
    return set()


def secret_names(game: Game, viewer: int) -> set[str]:
    """Names of the cards in other seats' hands or face down for another side, that the
    viewer's view names nowhere (so they may not be on its screen)."""
    g = game.state
    assert isinstance(g, LVState)
    hidden = [i for p in g.players if p.seat != viewer for i in (*p.sept_hand, *p.combat_hand)]
    c = g.combat
    if c is not None:
        hidden += [pk for s, pk in enumerate(c.picks)
                   if pk is not None and pk in g.committed and c.seats[s] != viewer]
    known = {library()[cid].name for cid in cids_in(game.view_for(viewer).table)}
    return {g.card(i).name for i in hidden} - known


def test_the_table_shows_tribe_cards_packs_hunting_grounds_and_the_combat() -> None:
    game = at_first_defence()
    adapter = LasVegasAdapter(library())
    view = game.view_for(2)
    text = adapter.table(view, {1: "greedy"}).plain
    # the viewer first, with its Tribe card's Sept Draw and Tribe Fury
    assert text.index("P2 (you)") < text.index("P0 ·") < text.index("P1 (greedy bot)")
    assert "Get of Fenris (Sept Draw 5, Fury 6)" in text
    assert "Bone Gnawers (Sept Draw 7, Fury 3)" in text
    # its alpha in the Hunting Grounds, in Crinos form, with its rite in progress
    assert "Stillwater Packmother (Crinos) wounds 0/8" in text
    assert "rite in progress: Rite of Binding, 3 quarter turns left" in text
    # the Enemies and Victims in the middle, the one fighting in the Umbra
    assert "Hungry Ghost wounds 0/3 R4 Rn2 · in the Umbra · fighting" in text
    assert "Umbral track 11/25, level 3" in text and "Renown level 10" in text
    # the combat: Rage pools and the hunter's pick face down
    assert "Combat, round 1: Howls-For-Vengeance (P1) hunts Hungry Ghost (for P2)" in text
    assert "Rage pool: Howls-For-Vengeance 8 · Hungry Ghost 4" in text
    assert "face down, secret until the reveal: Howls-For-Vengeance (P1)" in text
    status = adapter.status(view, "P2").plain
    assert status == "Turn 1 · Alpha Phase · combat: P1 - P2 · deciding: P2"


def test_no_seat_sees_another_seats_hand_or_face_down_pick() -> None:
    game = at_first_defence()
    adapter = LasVegasAdapter(library())
    g = game.state
    assert isinstance(g, LVState) and g.combat is not None
    attack = g.card(g.combat.picks[0]).name  # type: ignore[arg-type]
    for viewer in range(3):
        view = game.view_for(viewer)
        text = adapter.table(view, {}).plain + adapter.hand(view).plain
        secret = secret_names(game, viewer)
        assert not {n for n in secret if n in text}, viewer
        own = [g.card(i).name for i in g.players[viewer].combat_hand]
        assert all(n in text for n in own)
    # the attacker's own screen names its pick; the defender's does not
    p1 = adapter.table(game.view_for(1), {}).plain
    assert f"your pick: {attack}" in p1
    assert attack in secret_names(game, 2)
    # P2's hand drawn in P0's view: the check above would see it (it can fail)
    p2_hand = {g.card(i).name for i in g.players[2].combat_hand}
    assert p2_hand and p2_hand <= secret_names(game, 0)
    assert all(n in adapter.hand(game.view_for(2)).plain for n in p2_hand)
    assert not any(n in adapter.hand(game.view_for(0)).plain for n in p2_hand - {
        g.card(i).name for i in g.players[0].combat_hand})


def test_through_a_whole_game_no_view_shows_another_seats_secret_cards() -> None:
    """Every fifth decision of a seeded greedy 3-seat game to its end, drawn for each seat."""
    from rage_tui.ai.las_vegas_greedy import LVGreedyAgent

    game = new_game(3, 5, renown=20)
    adapter = LasVegasAdapter(library())
    bots = [LVGreedyAgent(library(), s) for s in range(3)]
    checked = secret_seen = 0
    for step in range(5000):
        if game.over:
            break
        if step % 5 == 0:
            for viewer in range(3):
                view = game.view_for(viewer)
                text = adapter.table(view, {}).plain + adapter.hand(view).plain
                secret = secret_names(game, viewer)
                secret_seen += bool(secret)
                assert not {n for n in secret if n in text}, (step, viewer)
                checked += 1
        d = game.pending
        assert d is not None
        game.apply(bots[d.seat].choose(game.view_for(d.seat), []), d.seat)
    assert game.over and checked > 30 and secret_seen > 10
    over = adapter.game_over(game.view_for(None), {}).plain
    winner = game.state.players[game.state.winner].name  # type: ignore[index]
    assert f"* {winner}: " in over and "Renown" in over


def test_the_umbral_track_marks_the_marker_in_its_level() -> None:
    track = umbra_track(11, 3).plain
    assert track == "Umbral track 11/25, level 3  -----|-----|o----|-----|-----"
    assert umbra_track(25, 5).plain.endswith("|----o")


def test_the_card_pane_shows_a_cards_figures() -> None:
    adapter = LasVegasAdapter(library())
    assert adapter.card("lv-tribe-bone-gnawers").plain.startswith(
        "Bone Gnawers · Tribe\nSept Draw 7 · Tribe Fury 3")
    assert "Crinos: Rage 7 · Gnosis 3 · Health 8" in adapter.card(
        "lv-stillwater-packmother").plain
    assert "Damage 6 · Block 0 · Rage cost 4" in adapter.card("lv-savage-mauling").plain


# -- the app: setup screens, a whole hot-seat game, saves ------------------------------------
SEED = 46
#: a short game: the bundled packs (but Alley Kings) fit under Renown 15 (seed, Preparing the
#: Table: the level caps the starting pack)
LEVEL = 15


def lv_session(ui_lib: Any, players: tuple[str, ...], level: int = LEVEL) -> Any:
    """A Las Vegas session of bundled decks (from Claws in the Desert on), one seat each."""
    from rage_tui.content.plugins import ruleset_content
    from rage_tui.engine.state import SeatSetup, Setup
    from rage_tui.ui.adapter import library_for
    from rage_tui.ui.session import GameSession

    lib = library_for("rage-las-vegas", ui_lib)
    decks = ruleset_content("rage-las-vegas").decks[1:]
    setup = Setup(tuple(SeatSetup(f"W{i}", decks[i % len(decks)], p)
                        for i, p in enumerate(players)), seed=SEED, renown_level=level,
                  ruleset="rage-las-vegas")
    return GameSession.start(setup, lib)


def test_the_new_game_screen_offers_las_vegas_with_its_seats_and_renown_level(
        ui_lib: Any) -> None:
    """Chosen on the New game screen, the game shows its seat range, its own decks and its
    declared Renown level with the ruleset's help, not the Rage house rules."""
    from textual.widgets import Input, Select, Static

    from rage_tui.ui.screens.new_game import NewGameScreen
    from tests.ui.conftest import new_app
    from tests.ui.test_screens import run

    seen: dict[str, Any] = {}

    async def body(pilot: Any) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, NewGameScreen)
        select = screen.query_one("#ruleset", Select)
        seen["listed"] = "rage-las-vegas" in [v for _l, v in select._options]
        select.value = "rage-las-vegas"
        await pilot.pause()
        seen["seats"] = str(screen.query_one("#seats-title", Static).render())
        seen["level shown"] = screen.query_one("#level-field").display
        seen["hint"] = str(screen.query_one("#level-hint", Static).render())
        seen["house shown"] = screen.query_one("#house-field").display
        screen.query_one("#level", Input).value = "15"
        setup, problems = screen.build_setup(screen.read_config())
        seen["setup"] = (setup.ruleset, setup.renown_level, [s.deck.name for s in setup.seats])
        seen["problems"] = problems
        screen.query_one("#level", Input).value = ""
        seen["blank"] = screen.build_setup(screen.read_config())[0].renown_level

    run(new_app(ui_lib, start="play", seed=3), body)
    assert seen["listed"] and seen["seats"].startswith("Seats (2-6)")
    assert seen["level shown"] and not seen["house shown"]
    assert seen["hint"] == "Renown to win; it also caps each starting pack (20 usual, 15 short)"
    assert seen["setup"] == ("rage-las-vegas", 15, ["Alley Kings", "Claws in the Desert"])
    # Alley Kings' pack costs more than 15 Renown: the ruleset's own check says so
    assert seen["problems"] == ["Aileen (Alley Kings): the starting pack costs 16 Renown, over "
                                "the Renown level 15"]
    assert seen["blank"] == 20  # the game always has a level: blank is its default


def test_the_solo_screen_lists_las_vegas_and_opens_its_solo_table(ui_lib: Any) -> None:
    from textual.widgets import Select

    from rage_tui.ui.screens.new_game import NewGameScreen
    from rage_tui.ui.screens.solo import SoloScreen
    from tests.ui.conftest import new_app, screen_text
    from tests.ui.test_screens import run

    seen: dict[str, Any] = {}

    async def body(pilot: Any) -> None:
        app = pilot.app
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SoloScreen)
        select = screen.query_one("#ruleset", Select)
        seen["listed"] = "rage-las-vegas" in [v for _l, v in select._options]
        select.value = "rage-las-vegas"
        await pilot.pause()
        text = screen_text(app)
        seen["note"] = "Start opens its solo table" in text
        seen["rage fields"] = "Bot pack 1" in text or "Your deck" in text
        await pilot.press("ctrl+g")
        await pilot.pause()
        new = app.screen
        seen["next"] = (isinstance(new, NewGameScreen) and new.mode == "solo"
                        and new.query_one("#ruleset", Select).value == "rage-las-vegas")

    run(new_app(ui_lib), body)
    assert seen == {"listed": True, "note": True, "rage fields": False, "next": True}


def test_the_help_explains_the_las_vegas_turn_on_its_board() -> None:
    from rage_tui.ui.screens.help import help_text

    text = help_text("rage-las-vegas")
    assert "Rage: Across Las Vegas in brief" in text and "The game in brief" not in text
    for phase in ("*Start of Turn*", "*Sept Draw*", "*Main*", "*Resolution*", "*Alpha*",
                  "*End*"):
        assert phase in text
    assert "face down" in text and "initiative" in text
    assert "The game in brief" in help_text(None)
    # the legend of the Rage table (R4 G5 H5, null cards) is Rage's alone
    assert "R4 G5 H5" not in text and "R4 G5 H5" in help_text(None)
    assert "Keys on the board" in text


async def _drive(pilot: Any, app: Any, check_every: int = 4) -> tuple[Any, int, int, int]:
    """Answer every human decision with the keys of the option a greedy bot of that seat
    picks from that seat's view; pass every curtain; check the screen for other seats'
    secret cards. Returns the session, decisions, curtains and checks."""
    import asyncio

    from rage_tui.ai.las_vegas_greedy import LVGreedyAgent
    from rage_tui.i18n import render
    from rage_tui.ui.screens.curtain import CurtainScreen
    from rage_tui.ui.screens.game import GameScreen
    from rage_tui.ui.screens.game_over import GameOverScreen
    from rage_tui.ui.screens.reveal import RevealScreen
    from tests.ui.conftest import choose_with_keys, keys_for, painted, press, screen_text, settle

    decisions = curtains = checks = reveals = 0
    session = None
    bots: dict[int, Any] = {}
    others: dict[str, int] = {}
    for _ in range(20_000):
        await settle(pilot)
        screen = app.screen
        if isinstance(screen, CurtainScreen):
            curtains += 1
            if screen.reveals:  # a reveal shown with the curtain: no Rage bluffs in it
                await painted(pilot)
                assert "Establishing bluffs" not in screen_text(app)
                reveals += 1
            await press(pilot, "enter")
            continue
        if isinstance(screen, RevealScreen):
            reveals += 1
            await painted(pilot)
            text = screen_text(app)
            assert "Establishing bluffs" not in text and "Nobody bluffed" not in text, text
            assert "Combat round" in text, text
            await press(pilot, "enter")
            continue
        if isinstance(screen, GameOverScreen):
            await painted(pilot)
            text = screen_text(app)
            assert "Game over" in text and "Renown" in text, text
            break
        if not isinstance(screen, GameScreen):
            others[type(screen).__name__] = others.get(type(screen).__name__, 0) + 1
            await asyncio.sleep(0.001)
            continue
        session = screen.session
        if screen.busy:
            await asyncio.sleep(0.001)
            continue
        d = session.my_decision()
        assert d is not None, "the board waits but nobody at the keyboard may decide"
        if decisions % check_every == 0:
            await painted(pilot)
            text = screen_text(app)
            assert not {n for n in secret_names(session.game, d.seat) if n in text}
            checks += 1
        bot = bots.setdefault(d.seat, LVGreedyAgent(session.library.cards, d.seat))
        choice = bot.choose(session.game.view_for(d.seat), [])
        index = next(i for i, o in enumerate(d.options) if o.choice == choice)
        before = await choose_with_keys(pilot, session, keys_for(index, session, d))
        seat, applied = session.game.choices[before]
        assert seat == d.seat and render(next(o.label for o in d.options
                                              if o.choice == applied)) == render(
            d.options[index].label)
        decisions += 1
    else:
        raise AssertionError(f"the game did not end ({decisions} decisions, {others}, "
                             f"{screen_text(app)})")
    assert session is not None and session.game.over and reveals > 0
    return session, decisions, curtains, checks


def test_a_three_seat_hot_seat_las_vegas_game_is_played_to_its_end_at_80x24(
        ui_lib: Any) -> None:
    """Set up on the New game screen (three seats, Renown level 15, a pack that fits it) and
    played with keys at 80x24 behind privacy curtains to its end."""
    import asyncio

    from textual.widgets import Input, Select

    from rage_tui.ui.screens.new_game import NewGameScreen
    from tests.ui.conftest import new_app

    app = new_app(ui_lib, start="play", seed=SEED, ruleset="rage-las-vegas")

    async def run() -> tuple[Any, int, int, int]:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            while len(screen.seat_rows()) < 3:
                await pilot.press("ctrl+n")
                await pilot.pause()
            screen.query_one("#level", Input).value = str(LEVEL)
            screen.seat_rows()[0].query_one("#deck", Select).value = \
                "bundled:zodiac-pack"
            await pilot.pause()
            await pilot.press("ctrl+g")
            for _ in range(20):
                await pilot.pause()
                if not isinstance(app.screen, NewGameScreen):
                    break
            assert not isinstance(app.screen, NewGameScreen)
            return await _drive(pilot, app)

    session, decisions, curtains, checks = asyncio.run(run())
    print("LV DECISIONS", decisions, "CURTAINS", curtains, "CHECKS", checks,
          "AUTO", session.auto_passes, "TURNS", session.game.state.turn)
    setup = session.setup
    assert setup.ruleset == "rage-las-vegas" and setup.renown_level == LEVEL
    assert len(setup.seats) == 3 and all(s.agent == "human" for s in setup.seats)
    assert setup.seats[0].deck.name == "Zodiac Pack"
    assert decisions + session.auto_passes == len(session.game.choices)
    assert session.game.state.winner is not None
    assert curtains >= session.game.state.turn and checks > 10


def test_a_solo_las_vegas_game_against_two_greedy_bots_is_played_to_its_end_at_80x24(
        ui_lib: Any) -> None:
    """One human against two greedy bots, played with keys at 80x24 to its end: the human is
    asked only its own decisions, no curtain ever shows (nobody to hide from), and the
    screen never shows a bot's secret cards."""
    import asyncio

    from tests.ui.conftest import new_app

    session = lv_session(ui_lib, ("human", "greedy", "greedy"))
    app = new_app(ui_lib, session=session)

    async def run() -> tuple[Any, int, int, int]:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            return await _drive(pilot, app)

    played, decisions, curtains, checks = asyncio.run(run())
    assert played.game.over and played.game.state.winner is not None
    assert curtains == 0 and decisions > 0 and checks > 0
    humans = {seat for seat, _choice in played.game.choices
              if played.setup.seats[seat].agent == "human"}
    assert humans == {0}
    assert decisions + played.auto_passes == sum(
        1 for seat, _c in played.game.choices if seat == 0)


def test_a_saved_las_vegas_game_loads_again_and_verifies(ui_lib: Any, tmp_path: Any,
                                                          capsys: Any) -> None:
    """Saved in the middle of a combat round, the game loads under its own ruleset and cards
    at the same position, and ``rage-tui verify`` checks the save the app wrote."""
    from rage_tui.cli import main
    from rage_tui.ui.session import GameSession

    session = lv_session(ui_lib, ("human", "human", "human"))
    game = session.game
    greedy_until(game, lambda g: g.pending.kind == "defend")
    assert not game.over
    path = session.save(tmp_path / "lv.json")
    again = GameSession.load(path, ui_lib)
    assert again.setup.ruleset == "rage-las-vegas" and again.setup.renown_level == LEVEL
    assert again.game.choices == game.choices
    assert again.game.state_hash() == game.state_hash()
    assert again.game.pending == game.pending
    assert again.library.digest == session.library.digest != ui_lib.digest
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert "honest" in out and "in progress" in out


def test_las_vegas_stops_are_its_own_rounds_with_the_main_phase_asked_by_default() -> None:
    """The stops of this game are its open-play rounds (LV Sequence of Play: the Main Phase,
    the Moot Events, the three combat event rounds), not Rage's windows: by default a seat is
    asked in the Main Phase, where the cards are played; a seat that turned a round off is
    passed for there, whatever it holds, and a Rage window name means nothing here."""
    from rage_tui.engine.choices import Choice, Decision, option
    from rage_tui.engine.windows import PASS
    from rage_tui.rulesets import plugin
    from rage_tui.rulesets.las_vegas.prompts import round_decision
    from rage_tui.ui.stops import AutoPass

    spec = plugin("rage-las-vegas").stops_spec()
    assert spec.window_keys == ("main", "moot-events", "pre-combat", "mid-combat",
                                "post-combat")
    assert "main" in spec.defaults() and "post-combat" not in spec.defaults()
    card = option("Play Calm the Crowd", Choice("play", (5,)))
    auto = AutoPass.made(spec, {0: spec.defaults(), 1: spec.defaults() - {"main"}}, False)
    for opts in ([], [card]):  # what the seat holds changes nothing
        assert auto.choice_for(round_decision("main", 0, opts), 1, "main") is None
        assert auto.choice_for(round_decision("main", 1, opts), 1, "main") == PASS
        assert auto.choice_for(round_decision("post-combat", 0, opts), 1, "alpha") == PASS
    rage_window = Decision(0, "open-play", "Redraw Phase (open play): play a card or ability,"
                           " or pass", (option("Pass", PASS),))
    assert spec.window_of(rage_window) is None
    assert auto.choice_for(rage_window, 1, "main") is None


def test_pass_until_the_alpha_phase_passes_the_main_phase_but_never_a_secret_pick() -> None:
    """"Pass until the next Alpha Phase" passes every round that can be passed until the
    Alpha Phase begins; the attack and defence picks are never passed for a player (they stay
    face down until the Reveal: a pick made without a handover would show it was a pass)."""
    from rage_tui.engine.choices import Choice, Decision, option
    from rage_tui.engine.windows import PASS
    from rage_tui.rulesets import plugin
    from rage_tui.rulesets.las_vegas.prompts import round_decision
    from rage_tui.ui.stops import AutoPass

    spec = plugin("rage-las-vegas").stops_spec()
    assert [p.key for p in spec.until] == ["resolution", "alpha", "turn"]
    auto = AutoPass.made(spec, {0: spec.defaults()}, False)
    auto.set_until(0, "alpha", 2, "main")
    assert auto.choice_for(round_decision("main", 0, []), 2, "main") == PASS
    vote = Decision(0, "vote", "Vote on Moot (0 for, 0 against)",
                    (option("Pass", PASS), option("For", Choice("vote", (1,)))))
    assert auto.choice_for(vote, 2, "resolution") == PASS
    attack = Decision(0, "attack", "Fang has initiative: pick an attack or pass",
                      (option("Pass", PASS), option("Claw", Choice("pick", (9,)))))
    assert auto.choice_for(attack, 2, "alpha") is None  # asked, and the Alpha Phase is here
    assert auto.until_of(0) is None
    auto.set_until(0, "turn", 2, "alpha")
    assert auto.choice_for(attack, 2, "alpha") is None  # secret: asked even while passing
    assert auto.choice_for(round_decision("mid-combat", 0, []), 2, "alpha") == PASS
    assert auto.choice_for(round_decision("main", 0, []), 3, "main") is None  # next turn
    assert auto.until_of(0) is None



def test_the_stops_screen_and_pass_until_offer_this_games_rounds_in_the_app(
        ui_lib: Any, app_home: Any) -> None:
    """In a Las Vegas hot-seat game, ``o`` lists this game's rounds (not Rage's phases) and
    keeps the choice under this game in the settings; ``p`` offers this game's points, and
    the one chosen runs: the Main Phase is then passed without a handover."""
    import asyncio
    import json

    from rage_tui.ui.screens.stops import PassUntilScreen, StopsScreen
    from tests.ui.conftest import new_app, screen_text, to_the_board

    session = lv_session(ui_lib, ("human", "human"))
    app = new_app(ui_lib, session=session)
    seen: dict[str, Any] = {}

    async def go() -> None:
        async with app.run_test(size=(100, 36)) as pilot:
            await to_the_board(pilot)
            viewer = session.viewer
            name = session.name(viewer)
            await pilot.press("o")
            await pilot.pause()
            assert isinstance(app.screen, StopsScreen)
            seen["stops"] = screen_text(app)
            await pilot.press("space")  # the first round (Main Phase) is no longer a stop
            await pilot.press("ctrl+s")
            await pilot.pause()
            saved = json.loads((app_home / "settings.json").read_text(encoding="utf-8"))
            seen["saved"] = saved["game_stops"]["rage-las-vegas"][name]
            seen["rage saved"] = saved["stops"].get(name)
            seen["live"] = session.autopass.seats[viewer].stops
            await pilot.press("p")
            await pilot.pause()
            assert isinstance(app.screen, PassUntilScreen)
            seen["until"] = screen_text(app)
            await pilot.press("2", "enter")
            await pilot.pause()
            seen["running"] = session.autopass.until_of(viewer)

    asyncio.run(go())
    assert "Main Phase" in seen["stops"] and "Pre-Combat Events" in seen["stops"]
    assert "Redraw Phase" not in seen["stops"] and "Blows about to land" not in seen["stops"]
    assert "main" not in seen["saved"] and "pre-combat" in seen["saved"]
    assert seen["rage saved"] is None  # Rage's stops of that name are untouched
    assert "main" not in seen["live"]
    assert "the next Alpha Phase" in seen["until"] and "Combat Phase" not in seen["until"]
    assert seen["running"] == "alpha"
