"""The demo viewer, the demo list and the rules reference screen, driven with Textual's Pilot."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine
from typing import Any

from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Input, OptionList

from rage_tui.demos import DemoRun, find_demo
from rage_tui.ui.screens.demo_list import DemoListScreen
from rage_tui.ui.screens.demo_view import DemoViewScreen
from rage_tui.ui.screens.rules_reference import RulesReferenceScreen

SIZE = (130, 42)


def sync(test: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """Run an async test body in its own event loop (no pytest async plugin is used)."""

    @functools.wraps(test)
    def run(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))

    return run


def screen_text(app: App[Any]) -> str:
    """Every character on the screen as painted now."""
    from textual._context import visible_screen_stack

    visible_screen_stack.set(list(app._background_screens))
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text for strip in strips)


def flat(app: App[Any]) -> str:
    """The screen with runs of spaces and box edges squeezed, for phrases that wrap."""
    return " ".join(screen_text(app).replace("│", " ").split())


def story(screen: DemoViewScreen) -> str:
    """The narration panel's text as plain words."""
    from rich.console import Group
    from rich.text import Text

    group = screen.story()
    assert isinstance(group, Group)
    return " ".join(" ".join(t.plain.split()) for t in group.renderables
                    if isinstance(t, Text))


def table(screen: DemoViewScreen) -> str:
    """The table panel's text."""
    from textual.widgets import Static

    return str(screen.query_one("#demo-table", Static).render())


class Host(App[None]):
    """A bare app that shows one screen."""

    def __init__(self, screen_factory: Any) -> None:
        super().__init__()
        self.factory = screen_factory

    def on_mount(self) -> None:
        self.push_screen(self.factory())


async def wait_for(pilot: Pilot[Any], test: Any, limit: int = 400) -> None:
    for _ in range(limit):
        if test():
            return
        await pilot.pause(0.01)
    raise AssertionError("timed out")


@sync
async def test_stepping_forward_and_back_shows_each_beat_and_its_table(
        runs: dict[str, DemoRun]) -> None:
    run = runs["combat-basics"]
    app = Host(lambda: DemoViewScreen(run.info, run, pace=0))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, DemoViewScreen)
        assert screen.step == 0
        assert "Press → or n to begin" in flat(app)
        await pilot.press("right", "n", "right", "right", "right", "right")
        assert screen.step == 6
        beat = run.steps[5]
        assert f"step 6 of {len(run.steps)}" in flat(app)
        words = story(screen)
        assert " ".join(beat.say.split()) in words
        assert "Choice: Bob: Swipe face down for Buggerhead" in words
        assert "Buggerhead takes 3 damage" in words
        assert "Rule: v0.2 Combat Rounds" in words
        assert "✓ buggerhead has 3 damage" in words
        assert "Choice: Bob: Swipe face down" in flat(app), "the story is on screen"
        assert "damage 3/5: Body Blow 3" in table(screen), "the table shows the damage card"
        assert "damage 3/5: Body Blow 3" in flat(app)
        await pilot.press("left", "p")
        assert screen.step == 4
        await pilot.press("end")
        assert screen.step == screen.total
        assert "All 21 expectations of this demo held" in story(screen)
        await pilot.press("right")
        assert screen.step == screen.total
        await pilot.press("home")
        assert screen.step == 0
        await pilot.press("left")
        assert screen.step == 0


@sync
async def test_autoplay_steps_by_itself_and_stops_at_the_end(runs: dict[str, DemoRun]) -> None:
    run = runs["bluffing"]
    app = Host(lambda: DemoViewScreen(run.info, run, pace=0.02))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, DemoViewScreen)
        assert not screen.playing
        await pilot.press("space")
        await wait_for(pilot, lambda: screen.step == screen.total and not screen.playing)
        assert "Game over: Bob wins" in table(screen)
        screen.action_autoplay()
        assert screen.step == 0 and screen.playing, "autoplay at the end starts again"
        await pilot.press("left")
        assert not screen.playing, "stepping back stops autoplay"
        stopped = screen.step
        await pilot.pause(0.1)
        assert screen.step == stopped


@sync
async def test_r_opens_the_rules_reference_at_the_rule_of_the_beat(
        runs: dict[str, DemoRun]) -> None:
    run = runs["null-cards"]
    app = Host(lambda: DemoViewScreen(run.info, run, pace=0))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("right", "right", "right", "right")
        assert run.steps[3].rule == "rules decision R5"
        await pilot.press("r")
        assert isinstance(app.screen, RulesReferenceScreen)
        assert app.screen.current is not None and app.screen.current.key == "decision-r5"
        assert "R5: Null cards on" in flat(app)
        await pilot.press("escape")
        assert isinstance(app.screen, DemoViewScreen)


@sync
async def test_the_viewer_plays_the_demo_itself_when_not_given_a_run() -> None:
    info = find_demo("regeneration")
    app = Host(lambda: DemoViewScreen(info, pace=0))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, DemoViewScreen)
        assert screen.total == 2
        await pilot.press("right")
        assert "Questor Treetalker regenerates Glancing Blow" in story(screen)


@sync
async def test_the_demo_list_opens_the_highlighted_demo() -> None:
    app = Host(lambda: DemoListScreen(pace=0))
    async with app.run_test(size=SIZE) as pilot:
        assert "A turn at a glance" in flat(app)
        await pilot.press("down", "enter")
        screen = app.screen
        assert isinstance(screen, DemoViewScreen)
        assert screen.info.name == "combat-basics"
        await pilot.press("escape")
        assert isinstance(app.screen, DemoListScreen)


@sync
async def test_rage_tui_demo_name_opens_the_viewer_over_the_list() -> None:
    from rage_tui.ui.screens.demo_launch import make_demo_app
    from rage_tui.ui.screens.title import TitleScreen

    app = make_demo_app("moots", pace=0, blink=False)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, DemoViewScreen))
        screen = app.screen
        assert isinstance(screen, DemoViewScreen) and screen.info.name == "moots-and-voting"
        await pilot.press("escape")
        assert isinstance(app.screen, DemoListScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen)


@sync
async def test_an_unknown_demo_name_in_the_app_shows_a_message() -> None:
    from rage_tui.ui.screens.demo_launch import make_demo_app

    app = make_demo_app("nothing-like-this", pace=0, blink=False)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: "No such demo" in flat(app))
        assert "Traceback" not in flat(app)


@sync
async def test_the_reference_searches_and_opens_at_a_citation() -> None:
    app = Host(lambda: RulesReferenceScreen("v0.2 Combat Rounds: establish-bluff"))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, RulesReferenceScreen)
        assert screen.current is not None and screen.current.key == "combat-rounds"
        assert "Play-card step: each creature" in flat(app)
        await pilot.press("slash")
        assert isinstance(app.focused, Input)
        await pilot.press(*"hacked")
        assert [s.key for s in screen.shown] == ["frenzy"]
        assert "hacked apart" in flat(app)
        await pilot.press("enter")
        assert isinstance(app.focused, OptionList)
        await pilot.press("escape")


@sync
async def test_the_reference_explains_an_unknown_citation() -> None:
    app = Host(lambda: RulesReferenceScreen("house rule 42"))
    async with app.run_test(size=SIZE):
        assert "There is no section for 'house rule 42'" in flat(app)
        assert "What the game is about" in flat(app)
