"""Solo has stops and "pass until" like hot-seat (#29 item 3): alone at the keyboard the game
passes for the player wherever Pass is the only answer, asks in every window where there is
something to play, and answers for them (in the log) a decision whose only option follows
from public facts, in solo and hot-seat alike."""

from __future__ import annotations

from rage_tui.content.library import CardLibrary
from rage_tui.engine.choices import Decision
from rage_tui.rulesets.rage1995.stops import STOPS, window_of
from rage_tui.ui.config import Settings
from rage_tui.ui.session import GameSession
from tests.ui.test_session import setup


def _play(s: GameSession, decisions: int = 400) -> list[Decision]:
    """Drive the session as the app does (bots, automatic answers), the human choosing the
    first option; the decisions the human was asked."""
    asked: list[Decision] = []
    for _ in range(decisions):
        if s.over:
            break
        if s.bot_to_move():
            s.step_bot()
            continue
        if s.auto_step():
            continue
        seat = s.handoff_needed()
        if seat is not None:
            s.hand_to(seat)
        d = s.my_decision()
        assert d is not None
        asked.append(d)
        pick = next((o for o in d.options if o.choice.kind in ("pass", "done")), d.options[0])
        s.choose(pick.choice)
    return asked


def test_solo_never_asks_a_window_where_pass_is_the_only_answer(ui_lib: CardLibrary) -> None:
    s = GameSession.start(setup(("human", "random")), ui_lib)
    s.use_settings(Settings())
    asked = _play(s)
    windows = [d for d in asked if window_of(d) is not None]
    assert not [d for d in windows if STOPS.only_pass(d)]


def test_solo_asks_only_at_its_stops_the_combat_windows_and_the_resource_phase(
        ui_lib: CardLibrary) -> None:
    """Solo asked at every window (Redraw, Regeneration, Umbra, Moot ...: a Pass each); its
    default stops are the combat windows and the Resource Phase, and the player may change
    them."""
    DEFAULT_STOPS = STOPS.defaults()
    settings = Settings()
    s = GameSession.start(setup(("human", "random")), ui_lib)
    s.use_settings(settings)
    assert s.autopass is not None
    assert s.autopass.seats[s.humans[0]].stops == DEFAULT_STOPS | {"Resource Phase"}
    asked = _play(s)
    assert {window_of(d) for d in asked} - {None} <= DEFAULT_STOPS | {"Resource Phase"}
    settings.solo_stops = ["Pre-combat"]
    s.use_settings(settings)
    assert s.autopass.seats[s.humans[0]].stops == frozenset({"Pre-combat"})


def test_pass_until_works_in_solo(ui_lib: CardLibrary) -> None:
    s = GameSession.start(setup(("human", "random")), ui_lib)
    s.use_settings(Settings())
    while s.my_decision() is None:
        if s.bot_to_move():
            s.step_bot()
        else:
            s.auto_step()
    s.pass_until("combat")  # was: "pass until is for hot-seat games"
    assert s.autopass is not None and s.autopass.until_of(s.humans[0]) == "combat"


def test_a_single_public_option_is_answered_for_the_player_and_logged(
        ui_lib: CardLibrary) -> None:
    """A seat whose pack has one possible alpha is not asked to pick it, in hot-seat too (no
    curtain for it); the log says it was given for them."""
    import dataclasses

    from rage_tui.content.decks import load_deck
    from rage_tui.engine.state import SeatSetup, Setup
    from tests.ui.test_session import DECKS

    lone = dataclasses.replace(load_deck(DECKS / "gaia.yaml"), pack=("u-moonrunner",))
    two = Setup((SeatSetup("Aileen", lone), SeatSetup("Bram", load_deck(DECKS / "wyrm.yaml"))),
                25, 5)
    s = GameSession.start(two, ui_lib)
    s.use_settings(Settings())
    asked = _play(s, 300)
    alphas = [d for d in asked if d.kind == "alpha" and s.name(d.seat) == "Aileen"]
    notes = [str(e.text) for e in s.log_events() if e.kind == "auto-answer"]
    assert not alphas  # never asked: her one creature is her alpha
    assert any(n.startswith("Aileen had only one possible answer") and "Moonrunner" in n
               for n in notes)
    assert [d for d in asked if d.kind == "alpha" and s.name(d.seat) == "Bram"]  # he chooses
