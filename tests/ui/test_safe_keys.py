"""Safe keys at the table (issue #29): the highlighted default is the harmless answer, a card
marked illegal or a bluff is committed only by a second deliberate Enter, and keys typed
before a question appeared never answer it."""

from __future__ import annotations

import asyncio
from typing import Any

from textual import events
from textual.app import App, ComposeResult

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.ui.screens.game import GameScreen
from rage_tui.ui.session import GameSession
from rage_tui.ui.widgets.prompt_panel import PromptPanel, default_index
from tests.ui.conftest import SIZE, new_app, press, settle
from tests.ui.test_snapshots import board_ready, solo_setup


def face_down() -> Decision:
    """A face-down step: two cards (the first illegal, the second a bluff) and play nothing."""
    return ask(0, "commit", "Choose a face-down card for {who}", {"who": "King Albrecht"},
               (option("{card} face down for {who}", Choice("commit", (5,)), None,
                       card="Throat Rip", who="King Albrecht"),
                option("{card} face down for {who}", Choice("commit", (6,)), None,
                       card="Bite", who="King Albrecht"),
                option("No card for {who}", Choice("commit", (-1,)), None,
                       who="King Albrecht")))


HINTS = ("illegal: needs a Garou", "bluff: needs Rage 3, King Albrecht has 1", None)


class PanelApp(App[None]):
    """The prompt panel alone, recording what it commits."""

    def __init__(self, decision: Decision, hints: tuple[str | None, ...] = HINTS) -> None:
        super().__init__()
        self.decision = decision
        self.hints = hints
        self.chosen: list[Choice] = []

    def compose(self) -> ComposeResult:
        yield PromptPanel(id="prompt")

    def on_mount(self) -> None:
        panel = self.query_one(PromptPanel)
        panel.show(self.decision, hints=self.hints)
        panel.options.focus()

    def on_prompt_panel_chosen(self, message: PromptPanel.Chosen) -> None:
        self.chosen.append(message.choice)


async def _keys(decision: Decision, *keys: str, hints: tuple[str | None, ...] = HINTS
                ) -> tuple[list[Choice], str]:
    app = PanelApp(decision, hints)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        panel = app.query_one(PromptPanel)
        for key in keys:
            if key.isdigit():
                panel.pick_number(int(key))
            elif key == "enter":
                panel.confirm()
            await settle(pilot)
        status = str(app.query_one("#prompt-status").render())
        return app.chosen, status


def test_the_highlighted_default_of_a_face_down_step_is_play_nothing() -> None:
    assert default_index(face_down()) == 2
    chosen, _ = asyncio.run(_keys(face_down(), "enter"))
    assert chosen == [Choice("commit", (-1,))]


def test_resource_phase_default_is_done_not_the_first_play() -> None:
    d = ask(0, "open-play", "Resource Phase", None,
            (option("Play {card}", Choice("play", (3,)), None, card="Nexus Crawler"),
             option("Done", Choice("done"))))
    assert default_index(d) == 1


def test_enter_on_an_option_marked_illegal_does_not_commit_it() -> None:
    chosen, status = asyncio.run(_keys(face_down(), "1", "enter"))
    assert chosen == []
    assert "press Enter again" in status and "illegal" in status


def test_a_second_enter_on_the_illegal_option_commits_it() -> None:
    chosen, _ = asyncio.run(_keys(face_down(), "1", "enter", "enter"))
    assert chosen == [Choice("commit", (5,))]


def test_a_bluff_needs_a_second_enter_and_moving_away_resets_the_warning() -> None:
    chosen, _ = asyncio.run(_keys(face_down(), "2", "enter", "1", "enter"))
    assert chosen == []
    chosen, _ = asyncio.run(_keys(face_down(), "2", "enter", "enter"))
    assert chosen == [Choice("commit", (6,))]


async def _typed_ahead(ui_lib: Any) -> tuple[int, int, int]:
    session = GameSession.start(solo_setup(), ui_lib)
    app = new_app(ui_lib, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await board_ready(pilot)
        # Keys typed in one go, meant for this question and (too early) for the next one:
        # the second pair is made now, before the next question exists.
        ahead = [events.Key("1", "1"), events.Key("enter", None)]
        start = len(session.game.choices)
        await press(pilot, "1", "enter")
        for _ in range(100):
            await settle(pilot)
            screen = app.screen
            if isinstance(screen, GameScreen) and not screen.busy \
                    and session.my_decision() is not None:
                break
        answered = len(session.game.choices)
        driver = app._driver
        assert driver is not None
        for key in ahead:
            driver.send_message(key)
        for _ in range(20):
            await settle(pilot)
        return start, answered, len(session.game.choices)


def test_keys_typed_before_a_question_appeared_never_answer_it(ui_lib) -> None:
    start, answered, after = asyncio.run(_typed_ahead(ui_lib))
    assert answered > start
    assert after == answered


def _two_senators() -> Decision:
    senator = ("Play {card} {where}", "honest-senator")
    return ask(0, "open-play", "Resource Phase", None,
               (option(senator[0], Choice("play", (3, -1)), senator[1], card="Honest Senator",
                       where="into the Hunting Grounds"),
                option(senator[0], Choice("play", (4, -1)), senator[1], card="Honest Senator",
                       where="into the Hunting Grounds"),
                option("Done", Choice("done"))))


async def _listed(decision: Decision, hints: tuple[str | None, ...] = ()) -> list[str]:
    app = PanelApp(decision, hints)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        opts = app.query_one(PromptPanel).options
        return [str(opts.get_option_at_index(i).prompt) for i in range(opts.option_count)]


def test_two_copies_of_a_card_in_hand_are_one_play_on_the_list() -> None:
    """#29 item 6: "Play Honest Senator into the Hunting Grounds" was offered twice."""
    listed = asyncio.run(_listed(_two_senators()))
    assert listed == ["1 Play Honest Senator into the Hunting Grounds", "2 Done"]
    chosen, _ = asyncio.run(_keys(_two_senators(), "1", "enter", hints=()))
    assert chosen == [Choice("play", (3, -1))]
    chosen, _ = asyncio.run(_keys(_two_senators(), "2", "enter", hints=()))
    assert chosen == [Choice("done")]


def test_plays_that_read_alike_but_carry_different_warnings_stay_apart() -> None:
    hints = ("illegal: needs a Garou", None, None)
    listed = asyncio.run(_listed(_two_senators(), hints))
    assert listed == ["1 Play Honest Senator into the Hunting Grounds  (illegal: needs a Garou)",
                      "2 Play Honest Senator into the Hunting Grounds", "3 Done"]
    chosen, _ = asyncio.run(_keys(_two_senators(), "2", "enter", hints=hints))
    assert chosen == [Choice("play", (4, -1))]
