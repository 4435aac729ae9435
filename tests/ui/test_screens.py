"""The screens around the board, and the board's dialogs, driven with keys."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from rage_tui.content.library import CardLibrary
from rage_tui.engine.choices import Choice
from rage_tui.ui.app import RageApp
from rage_tui.ui.screens.decks import DecksScreen
from rage_tui.ui.screens.demo_list import DemoListScreen
from rage_tui.ui.screens.game import GameScreen
from rage_tui.ui.screens.help import HelpScreen
from rage_tui.ui.screens.message_dialog import MessageDialog
from rage_tui.ui.screens.new_game import NewGameScreen
from rage_tui.ui.screens.rules_reference import RulesReferenceScreen
from rage_tui.ui.screens.title import TitleScreen
from rage_tui.ui.session import GameSession
from rage_tui.ui.widgets.prompt_panel import PromptPanel
from tests.ui.conftest import SIZE, new_app, press, remember_setup, screen_text, settle
from tests.ui.test_session import setup


def run(app: RageApp, body: Callable[[Any], Awaitable[None]],
        size: tuple[int, int] = SIZE) -> None:
    async def go() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await body(pilot)

    asyncio.run(go())


async def ready_board(pilot: Any, timeout: float = 30.0) -> GameScreen:
    """Wait until the board waits for the player (bots may think in threads meanwhile)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        await settle(pilot)
        screen = pilot.app.screen
        if isinstance(screen, GameScreen) and not screen.busy:
            await pilot.pause()
            return screen
        await asyncio.sleep(0.01)
    raise AssertionError(f"no board: {pilot.app.screen}")


def solo_app(lib: CardLibrary) -> RageApp:
    return new_app(lib, session=GameSession.start(setup(("human", "random")), lib))


def test_title_menu_keys_open_decks_demos_and_help(ui_lib: CardLibrary) -> None:
    async def body(pilot: Any) -> None:
        app = pilot.app
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("d")
        assert isinstance(app.screen, DecksScreen)
        await pilot.pause()
        text = screen_text(app)
        assert "Test Sept of the Grove" in text and "Moonrunner" in text
        await pilot.press("escape", "r")
        assert isinstance(app.screen, DemoListScreen)
        await pilot.pause()
        assert "No demos are installed" in screen_text(app)
        await pilot.press("escape", "h")
        assert isinstance(app.screen, HelpScreen)
        assert "Keys on the board" in screen_text(app)
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)

    run(new_app(ui_lib), body)


def test_a_small_terminal_gets_a_clear_message(ui_lib: CardLibrary) -> None:
    async def body(pilot: Any) -> None:
        assert "too small" in screen_text(pilot.app)
        await pilot.resize_terminal(80, 24)  # the compact layout's size (issue 16)
        await pilot.pause()
        assert "too small" not in screen_text(pilot.app)

    run(new_app(ui_lib), body, size=(79, 23))


def test_a_bad_save_file_is_explained_in_a_dialog(ui_lib: CardLibrary, tmp_path: Path) -> None:
    bad = tmp_path / "game.json"
    bad.write_text("[1, 2", encoding="utf-8")

    async def body(pilot: Any) -> None:
        assert isinstance(pilot.app.screen, MessageDialog)
        assert "corrupt or truncated" in screen_text(pilot.app)
        await pilot.press("enter")
        assert isinstance(pilot.app.screen, TitleScreen)

    run(new_app(ui_lib, start="load", load_path=bad), body)
    assert bad.read_text(encoding="utf-8") == "[1, 2"


def test_new_game_form_checks_names_and_seats(ui_lib: CardLibrary, app_home: Path) -> None:
    remember_setup(app_home, "play")

    async def body(pilot: Any) -> None:
        app = pilot.app
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert len(screen.seat_rows()) == 3
        for _ in range(4):
            await pilot.press("ctrl+n")
        await pilot.pause()
        assert len(screen.seat_rows()) == 5
        assert "At most 5 players" in screen_text(app)
        for _ in range(4):
            await pilot.press("ctrl+d")
        await pilot.pause()
        assert len(screen.seat_rows()) == 2
        rows = screen.seat_rows()
        from textual.widgets import Input

        rows[1].query_one("#name", Input).value = "aileen"
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert "same name" in screen_text(app)
        assert isinstance(app.screen, NewGameScreen)

    run(new_app(ui_lib, start="play", seed=3), body)


def test_board_refusal_rules_save_and_quit(ui_lib: CardLibrary, app_home: Path) -> None:
    async def body(pilot: Any) -> None:
        app = pilot.app
        board = await ready_board(pilot)
        # A choice the engine refuses shows its reason under the prompt.
        board.query_one(PromptPanel).post_message(
            PromptPanel.Chosen(Choice("commit", (424242,)), 0))
        await pilot.pause()
        assert "Refused:" in screen_text(app)
        # r opens the rule behind the question.
        await press(pilot, "r")
        await pilot.pause()
        assert isinstance(app.screen, RulesReferenceScreen)
        await pilot.press("escape")
        # ctrl+s saves into the saves folder.
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert list((app_home / "saves").glob("*.json"))
        # q saves and returns to the title, where Continue is now offered.
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert (app_home / "autosave.json").is_file()
        await pilot.press("c")
        board = await ready_board(pilot)
        assert board.session.game.state.turn >= 1

    run(solo_app(ui_lib), body)


def test_the_log_opens_the_rule_it_cites(ui_lib: CardLibrary) -> None:
    async def body(pilot: Any) -> None:
        app = pilot.app
        board = await ready_board(pilot)
        from rage_tui.ui.widgets.event_log import EventLog

        log = board.query_one(EventLog)
        log.focus()
        cited = [i for i, e in enumerate(log._events) if e.rule == "v0.2 Turn Sequence"]
        log.highlighted = cited[0]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RulesReferenceScreen)
        assert "Turn Sequence" in screen_text(app)

    run(solo_app(ui_lib), body)


def test_an_internal_error_becomes_a_dialog(ui_lib: CardLibrary,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    async def body(pilot: Any) -> None:
        app = pilot.app
        board = await ready_board(pilot)

        def broken(choice: Choice) -> None:
            raise RuntimeError("the engine fell over")

        monkeypatch.setattr(board.session, "choose", broken)
        await press(pilot, "1", "enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MessageDialog)
        text = screen_text(app)
        assert "Something went wrong" in text and "the engine fell" in text

    run(solo_app(ui_lib), body)


def test_solo_screen_starts_bot_packs_and_campaigns(ui_lib: CardLibrary, app_home: Path) -> None:
    from textual.widgets import Select

    from rage_tui.ui.screens.solo import SoloScreen

    async def body(pilot: Any) -> None:
        app = pilot.app
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SoloScreen)
        screen.query_one("#difficulty", Select).value = "easy"
        await pilot.press("ctrl+g")
        board = await ready_board(pilot)
        assert board.session.solo == {"kind": "bots", "difficulty": "easy"}
        assert board.session.setup.seats[1].agent == "greedy-easy"
        board.leave()
        await pilot.pause()
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SoloScreen)
        screen.query_one("#kind", Select).value = "campaign"
        await pilot.pause()
        assert "Sludge rats crawl" in screen_text(app)
        await pilot.press("ctrl+g")
        board = await ready_board(pilot)
        assert board.session.solo is not None and board.session.solo["kind"] == "campaign"
        assert "of 4 Renown" in screen_text(app)
        # A campaign save comes back as a campaign, with its Hunt.
        path = board.session.save()
        loaded = GameSession.load(path, ui_lib)
        assert loaded.status_line().startswith("Turn")
        assert loaded.match.agents[1].__class__.__name__ == "HuntAgent"

    run(new_app(ui_lib), body)


def test_the_curtain_ignores_an_enter_pressed_at_once(ui_lib: CardLibrary) -> None:
    from rage_tui.ui.screens.curtain import CurtainScreen

    session = GameSession.start(setup(), ui_lib)

    async def body(pilot: Any) -> None:
        app = pilot.app
        for _ in range(50):
            if isinstance(app.screen, CurtainScreen):
                break
            await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        assert isinstance(app.screen, CurtainScreen), "a stray Enter lifted the curtain"
        app.screen.guard = 0.0  # the guard time is over (without depending on the clock)
        await pilot.press("enter")
        await ready_board(pilot)

    # a guard far longer than any slow test machine needs between the two steps above
    run(new_app(ui_lib, session=session, curtain_guard=60.0), body)


def test_a_seat_row_being_removed_is_not_read_as_a_second_seat(
        ui_lib: CardLibrary, app_home: Path) -> None:
    """Removing rows completes on a later message: while the old rows of a ruleset change are
    still in the DOM next to their replacements, the form reads each seat once (CI saw "Two
    seats have the same name" on a slow machine)."""
    remember_setup(app_home, "play")
    seen: dict[str, Any] = {}

    async def body(pilot: Any) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, NewGameScreen)
        old = screen.seat_rows()
        names = [row.read().name for row in old]
        for row in old:
            row.retired = True  # as _new_rows marks them before removing them
        box = screen.query_one("#seats")
        await box.mount(*[screen._row(i, row.read()) for i, row in enumerate(old)])
        await pilot.pause()
        seen["in dom"] = len(screen.query(SeatRow))
        seen["read"] = [s.name for s in screen.read_config().seats]
        seen["names"] = names

    from rage_tui.ui.widgets.seat_row import SeatRow

    run(new_app(ui_lib, start="play", seed=3), body)
    assert seen["in dom"] == 2 * len(seen["names"])
    assert seen["read"] == seen["names"]
