"""Each ruleset's log cites its own rules and its own reference opens (#29 item 4): under
rage-unlimited the turn is cited as the book's "Fazy tury", and `r` opens the Unlimited
reference, which has no Umbra Phase (U1)."""

from __future__ import annotations

import dataclasses
from typing import Any

from rage_tui.content.library import CardLibrary
from rage_tui.references import reference_for
from rage_tui.ui.describe import citing_ruleset, rule_citation, set_citing_ruleset
from rage_tui.ui.screens.rules_reference import RulesReferenceScreen
from rage_tui.ui.session import GameSession
from rage_tui.ui.widgets.event_log import EventLog, event_text
from tests.ui.conftest import new_app, screen_text
from tests.ui.test_screens import ready_board, run
from tests.ui.test_session import setup


def test_the_unlimited_reference_replaces_the_v02_turn_and_has_no_umbra_phase() -> None:
    unlimited, v02 = reference_for("rage-unlimited"), reference_for("rage-1995")
    assert unlimited.find("v0.2 Turn Sequence").key == "unlimited-fazy-tury"
    assert unlimited.find("v0.2 Umbra Phase").key == "unlimited-umbra-unlimited"
    assert "umbra-phase" not in {s.key for s in unlimited.sections}
    assert unlimited.find("v0.2 Combat Declaration").key == "combat-declaration"  # U18
    assert unlimited.find("rules decision U20") is not None
    assert v02.find("v0.2 Turn Sequence").key == "turn-sequence"
    assert v02.find("rules decision U20") is None  # not rage-1995's rules
    assert unlimited.cite("v0.2 Combat Rounds: establish-bluff") == (
        "Rage Unlimited: Rundy walki: establish-bluff")


def test_a_ruleset_without_a_reference_says_so() -> None:
    empty = reference_for("no-such-ruleset")
    assert empty.sections == () and "no-such-ruleset" in str(empty.title)


def test_citations_follow_the_ruleset_being_cited() -> None:
    try:
        set_citing_ruleset("rage-unlimited")
        assert rule_citation("v0.2 Turn Sequence") == "Rage Unlimited: Fazy tury"
        set_citing_ruleset("rage-1995")
        assert rule_citation("v0.2 Turn Sequence") == "v0.2 Turn Sequence"
    finally:
        set_citing_ruleset(None)


def test_an_unlimited_game_logs_its_own_rules_and_opens_its_own_reference(
        ui_lib: CardLibrary) -> None:
    seen: dict[str, Any] = {}
    unlimited = dataclasses.replace(setup(("human", "random")), ruleset="rage-unlimited")

    async def body(pilot: Any) -> None:
        app = pilot.app
        board = await ready_board(pilot)
        seen["citing"] = citing_ruleset()
        log = board.query_one(EventLog)
        lines = [event_text(e).plain for e in log._events if e.rule]
        seen["turn"] = [x for x in lines if "Fazy tury" in x]
        seen["v02 turn"] = [x for x in lines if "v0.2 Turn Sequence" in x]
        log.focus()
        cited = [i for i, e in enumerate(log._events) if e.rule == "v0.2 Turn Sequence"]
        log.highlighted = cited[0]
        await pilot.press("enter")
        await pilot.pause()
        seen["screen"] = isinstance(app.screen, RulesReferenceScreen)
        text = screen_text(app)
        seen["fazy"] = "Fazy tury" in text
        seen["umbra phase"] = "umbra-phase" in {sec.key for sec in app.screen.shown}
        seen["title"] = "Rage Unlimited" in text

    run(new_app(ui_lib, session=GameSession.start(unlimited, ui_lib)), body)
    assert seen["citing"] == "rage-unlimited"
    assert seen["turn"] and not seen["v02 turn"]
    assert seen["screen"] and seen["fazy"] and seen["title"] and not seen["umbra phase"]
    assert citing_ruleset() is None  # the game screen is gone: default citations again
