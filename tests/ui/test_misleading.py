"""Issue 16, "fix what misleads": each test here failed on the code before the fix."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from pathlib import Path

from rich.text import Text

from rage_tui.content.bundled import bundled_library, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.content.library import load_library
from rage_tui.engine.events import ev
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.ui import describe
from rage_tui.ui.screens.new_game import NewGameScreen
from rage_tui.ui.screens.reveal import reveal_lines
from rage_tui.ui.session import GameSession
from rage_tui.ui.widgets.event_log import EventLog, event_text
from rage_tui.ui.widgets.hand_view import HandList
from tests.ui.conftest import DECKS, FIXTURES, SIZE, new_app, remember_setup, screen_text
from tests.ui.test_snapshots import board_ready, play_until, solo_setup


def test_the_combat_summary_says_a_landed_bluff_hit() -> None:
    """Seen: "T.F. MacNeil Head Wound -> King Albrecht fails" while the log said the bluff
    landed and King Albrecht took 3. The outcome now comes from the structured fields of the
    round's events (bluff ``lands``, damage ``card``), not from the slot's bookkeeping."""
    lib = bundled_library()
    decks = sorted(decks_dir().glob("*.yaml"))
    s = GameSession.start(Setup((SeatSetup("Aileen", load_deck(decks[0])),
                                 SeatSetup("Bram", load_deck(decks[1]))), 1, 20), lib)
    g, rng = s.game, random.Random(1)
    hit = None
    while hit is None and not g.over:
        d = g.pending
        assert d is not None
        kinds = [o.choice.kind for o in d.options]
        if d.kind in ("open-play", "redraw-discard", "combat-discard"):
            i = kinds.index("pass") if "pass" in kinds else kinds.index("done")
        elif d.kind == "commit":
            i = rng.randrange(len(d.options))
        else:
            i = 0
        start = len(g.state.events)
        g.apply(d.options[i].choice, d.seat)
        new = g.state.events[start:]
        landed = {e.get("card") for e in new if e.kind == "bluff" and e.get("lands")}
        hit = next((e for e in new if e.kind == "damage" and e.get("card") in landed), None)
    assert hit is not None and g.state.combat is not None
    bluffer = hit.get("by")
    lines = {iid: line.plain for line, iid in describe.combat_lines(
        s.view(), lib.cards, describe.round_outcomes(s.combat_events()))}
    assert "fails" not in lines[bluffer]
    assert lines[bluffer].endswith("hits"), lines[bluffer]


def test_the_reveal_reads_the_cards_from_the_events_fields_not_its_text() -> None:
    names = {1: "Dr. Sith", 2: "Jab; Hook", 3: "Mamu", -1: "?"}
    e = ev("revealed", "Cards are revealed. Dr. Sith: Jab; Hook at Mamu", slots=((1, 2, 3),))
    assert reveal_lines(e, names.__getitem__) == ["Dr. Sith: Jab; Hook at Mamu"]
    nothing = ev("revealed", "whatever", slots=((3, -1, -1),))
    assert reveal_lines(nothing, names.__getitem__) == ["Mamu: nothing"]


def test_the_log_uses_the_right_grammar_for_a_player_named_you() -> None:
    for said, meant in (("You has chosen", "You have chosen"),
                        ("You puts Elk Herd into the Hunting Grounds",
                         "You put Elk Herd into the Hunting Grounds"),
                        ("You picks Moonrunner as alpha", "You pick Moonrunner as alpha"),
                        ("You discards 2 combat card(s)", "You discard 2 combat card(s)"),
                        ("Bram attacks You", "Bram attacks You")):
        assert event_text(ev("x", said)).plain == meant


def test_a_bot_named_after_its_kind_is_labelled_once() -> None:
    assert describe.player_label("Bram (greedy)", "greedy") == "Bram (greedy)"
    assert describe.player_label("Bram", "greedy") == "Bram (greedy bot)"
    assert describe.player_label("Aileen", "human") == "Aileen"


def test_enter_on_the_setup_screen_does_not_start_a_game(ui_lib, app_home) -> None:
    remember_setup(app_home, "play", level=20)

    async def body() -> None:
        app = new_app(ui_lib, start="play", seed=3)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            assert app.session is None
            app.screen.query_one("#start").focus()
            await pilot.press("enter")
            for _ in range(20):
                await pilot.pause()
                if app.session is not None:
                    break
            assert app.session is not None  # Enter on Start does start it

    asyncio.run(body())


def test_an_out_of_range_number_is_refused_and_enter_then_picks_nothing(ui_lib) -> None:
    session = GameSession.start(solo_setup(), ui_lib)

    async def body() -> None:
        app = new_app(ui_lib, session=session)
        async with app.run_test(size=SIZE) as pilot:
            await board_ready(pilot)
            d = session.my_decision()
            assert d is not None and len(d.options) < 9
            before = len(session.game.choices)
            await pilot.press("9", "enter")
            await pilot.pause()
            assert len(session.game.choices) == before
            text = screen_text(app)
            assert "there is no choice 9" in text or "from 1 to" in text, text
            await pilot.press("1", "enter")
            for _ in range(20):
                await pilot.pause()
                if len(session.game.choices) > before:
                    break
            assert session.game.choices[before] == (d.seat, d.options[0].choice)

    asyncio.run(body())


def test_a_long_card_name_stays_on_one_line_in_the_hand(tmp_path: Path) -> None:
    long_name = "Klaive Strike of the Seventh Moon Beneath the Silver Fangs"
    text = (FIXTURES / "ui_cards.yaml").read_text(encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(text.replace("name: Klaive Strike,",
                                                      f"name: {long_name},"), encoding="utf-8")
    lib = load_library([tmp_path / "cards.yaml"])
    setup = Setup((SeatSetup("Aileen", load_deck(DECKS / "gaia.yaml")),
                   SeatSetup("Bram", load_deck(DECKS / "wyrm.yaml"), "random")), 25, 5)
    session = GameSession.start(setup, lib)
    hand_ids = [session.game.state.cards[i].cid
                for i in session.game.state.player(0).combat_hand]
    assert "u-klaive-strike" in hand_ids

    async def body() -> None:
        app = new_app(lib, session=session)
        async with app.run_test(size=SIZE) as pilot:
            await board_ready(pilot)
            hand = app.screen.query_one("#combat-hand", HandList)
            assert hand.option_count == len(hand_ids)
            assert hand.virtual_size.height == hand.option_count  # one line per card

    asyncio.run(body())


def test_the_log_shows_the_newest_line_however_long_the_game(ui_lib) -> None:
    # a long game (renown level 60), so the log passes the 400 lines it used to stop at
    session = GameSession.start(dataclasses.replace(solo_setup(), renown_level=60, seed=3),
                                  ui_lib)
    while len(session.log_events()) < 420 and not session.over:
        play_until(session, 40)
    assert len(session.log_events()) >= 420
    session.take_public_events()

    async def body() -> None:
        app = new_app(ui_lib, session=session)
        async with app.run_test(size=SIZE) as pilot:
            await board_ready(pilot)
            d = session.my_decision()
            assert d is not None
            await pilot.press("1", "enter")
            await board_ready(pilot)
            log = app.screen.query_one(EventLog)
            last = session.log_events()[-1]
            shown = log.get_option_at_index(log.option_count - 1).prompt
            assert isinstance(shown, Text) and shown.plain == event_text(last).plain
            assert log.highlighted == log.option_count - 1

    asyncio.run(body())



def hot_seat_session() -> GameSession:
    """A seeded hot-seat game between Aileen and Bram (the first two bundled decks, seed 7)."""
    decks = sorted(decks_dir().glob("*.yaml"))
    return GameSession.start(Setup((SeatSetup("Aileen", load_deck(decks[0])),
                                    SeatSetup("Bram", load_deck(decks[1]))), 7, 20),
                             bundled_library())


def attack_until(s: GameSession, kind: str, seat: int | None = None) -> None:
    """Play ``s`` until a decision of ``kind`` (for ``seat``, if given) is pending: attacking
    when an alpha acts, passing otherwise."""
    g = s.game
    while not (g.pending is not None and g.pending.kind == kind
               and seat in (None, g.pending.seat)):
        d = g.pending
        assert d is not None and not g.over
        kinds = [o.choice.kind for o in d.options]
        pick = "attack" if d.kind == "alpha-action" else next(
            (k for k in ("pass", "done") if k in kinds), kinds[0])
        g.apply(d.options[kinds.index(pick)].choice, d.seat)


def session_at_first_commit() -> GameSession:
    """:func:`hot_seat_session` played to Aileen's first face-down card."""
    s = hot_seat_session()
    attack_until(s, "commit", seat=0)
    return s


def test_own_face_down_choices_say_bluff_or_illegal_for_the_decider_only() -> None:
    """Issue 16 item 5: "bluff: needs Rage 6, King Albrecht has 5", "illegal: needs crinos
    form", only in the deciding seat's own list."""
    s = session_at_first_commit()
    g = s.game
    d = g.pending
    s.hand_to(0)
    hints = s.option_hints(d)
    state = g.state
    creature = state.creatures[d.about]
    marked = {h.split(":")[0] for h in hints if h}
    assert marked == {"bluff", "illegal"}, hints
    for opt, hint in zip(d.options, hints, strict=True):
        if opt.choice.args == (-1,):
            assert hint is None
            continue
        card = state.card(int(opt.choice.args[0]))
        if hint and hint.startswith("illegal"):
            assert card.forms_req or card.type.value != "combat_action" or card.requires
        if hint and hint.startswith("bluff"):
            assert card.rage_req is not None and f"needs Rage {card.rage_req}" in hint
            assert f"{state.name(creature.iid)} has " in hint
    s.hand_to(1)  # Bram at the keyboard: nothing about Aileen's cards
    assert s.option_hints(d) == [None] * len(d.options)
