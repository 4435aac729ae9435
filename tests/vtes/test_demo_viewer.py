"""The V:TES demos in the app (issue 28 item 7): listed among the rules demos, watched step by
step with the table drawn by the ruleset's UI adapter as an onlooker sees it, the rules
reference opened at the step's rule, and ``rage-tui demo NAME`` opening the app on one."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text
from textual.widgets import OptionList

from rage_tui.rulesets.vtes.view import VtesView
from rage_tui.scripted_demos import run_file
from rage_tui.ui.screens.demo_launch import make_demo_app
from rage_tui.ui.screens.demo_list import DemoListScreen, app_scripted_demos
from rage_tui.ui.screens.rules_reference import RulesReferenceScreen
from rage_tui.ui.screens.scripted_demo_view import ScriptedDemoScreen
from tests.demos.test_viewer import SIZE, Host, flat, sync, wait_for
from tests.vtes.helpers import ROOT

OUSTING = ROOT / "scenarios" / "demos" / "vtes" / "06-vtes-an-ousting.yaml"


def _table(screen: ScriptedDemoScreen) -> str:
    """The table panel's text (the adapter's status line and table)."""
    group = screen.table()
    assert isinstance(group, Group)
    return "\n".join(t.plain for t in group.renderables if isinstance(t, Text))


def test_the_app_lists_the_vtes_demos_by_their_headers_in_teaching_order() -> None:
    found = app_scripted_demos()
    titles = [r.title for r in found if r.ruleset == "vtes"]
    assert titles == ["V:TES: a whole turn", "V:TES: a bleed and a block",
                      "V:TES: a referendum and the Edge", "V:TES: range and a press",
                      "V:TES: torpor and a rescue", "V:TES: an ousting"]
    # every ruleset the app draws brings its scripted demos (Las Vegas too), none played yet
    assert {r.ruleset for r in found} == {"rage-las-vegas", "vtes"}
    assert all(r.game is None and not r.beats for r in found)


def test_each_step_keeps_the_onlookers_view_with_no_hand_in_it() -> None:
    run = run_file(OUSTING)
    views = [run.start_view, *(b.view for b in run.beats)]
    assert all(isinstance(v, VtesView) and v.seat is None for v in views)
    assert all(not sv.hand for v in views if isinstance(v, VtesView) for sv in v.seats)
    assert [b.deciding for b in run.beats][-1] == "Cas"


@sync
async def test_stepping_through_the_ousting_shows_the_narration_and_the_table() -> None:
    run = run_file(OUSTING)
    app = Host(lambda: ScriptedDemoScreen(OUSTING, run, pace=0))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, ScriptedDemoScreen)
        assert "Press → or n to begin" in flat(app)
        assert "Ann · pool 30" in _table(screen)
        await pilot.press("right")
        assert "Ann, Bob and Cas sit clockwise" in flat(app)
        assert "Ann · pool 3 ·" in _table(screen) and "deciding: Cas" in _table(screen)
        await pilot.press("right", "right", "right", "right", "right", "right")
        assert screen.step == 7
        words = flat(app)
        assert "Ann is ousted: Cas scores 1 victory point and 6 pool" in words
        assert "The seating closes up: Cas's prey is now Bob" in words
        assert "Ann · ousted" in _table(screen) and "Cas · pool 12 · 1 VP" in _table(screen)
        await pilot.press("r")
        assert isinstance(app.screen, RulesReferenceScreen)
        assert "ousted" in flat(app)
        await pilot.press("escape", "end")
        assert screen.step == screen.total
        assert "All 14 expectations of this demo held" in flat(app)


@sync
async def test_the_demo_list_opens_a_vtes_demo() -> None:
    app = Host(lambda: DemoListScreen(pace=0))
    async with app.run_test(size=SIZE) as pilot:
        listing = app.screen
        assert isinstance(listing, DemoListScreen)
        menu = listing.query_one("#demo-choices", OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        at = [r.path.resolve() for r in listing.scripted].index(OUSTING.resolve())
        menu.highlighted = ids.index(f"s{at}")
        await pilot.pause()
        assert "rage-tui demo vtes-an-ousting" in flat(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ScriptedDemoScreen))
        screen: Any = app.screen
        await wait_for(pilot, lambda: screen.demo_run is not None)
        assert screen.demo_run.passed and screen.total == 9


@sync
async def test_rage_tui_demo_name_opens_the_app_on_the_scripted_demo() -> None:
    app = make_demo_app("vtes-an-ousting", pace=0, scripted=OUSTING)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ScriptedDemoScreen))
        assert "V:TES: an ousting" in flat(app)
        await pilot.press("escape")
        assert isinstance(app.screen, DemoListScreen)
