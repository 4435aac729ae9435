"""Every bundled demo is a scenario whose expectations hold, narrated step by step."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.content.library import CardLibrary
from rage_tui.demos import (
    DemoError,
    DemoRun,
    demos_dir,
    find_demo,
    list_demos,
    run_demo,
    walkthrough,
)
from rage_tui.rules_reference import find

REQUIRED = ("turn-at-a-glance", "combat-basics", "bluffing", "null-cards", "crinos-and-death",
            "frenzy", "pack-actions", "prey-and-stepping-in", "moots-and-voting",
            "umbra-and-caerns", "regeneration", "example-of-play")
NAMES = [d.name for d in list_demos()]


def test_at_least_twelve_demos_covering_the_issue_list() -> None:
    assert len(NAMES) >= 12
    assert set(REQUIRED) <= set(NAMES)
    assert len(set(NAMES)) == len(NAMES), "demo names must be unique"


@pytest.mark.parametrize("name", NAMES)
def test_demo_passes_every_expectation(name: str, runs: dict[str, DemoRun]) -> None:
    run = runs[name]
    assert run.result.error is None, run.result.error
    failed = [f"{c.label}: {c.detail}" for c in run.result.checks if not c.ok]
    assert not failed, failed
    assert len(run.result.checks) >= 3, "a demo must check what it shows"


@pytest.mark.parametrize("name", NAMES)
def test_demo_is_narrated_with_rules_that_resolve(name: str, runs: dict[str, DemoRun]) -> None:
    run = runs[name]
    assert run.info.description and run.info.rule
    assert find(run.info.rule) is not None, run.info.rule
    said = [st for st in run.steps if st.say]
    assert said, "a demo needs narration"
    assert len(said) * 2 >= len(run.steps), "most steps of a demo should be narrated"
    for st in run.steps:
        if st.say:
            assert st.rule, f"narrated step {st.index + 1} cites no rule"
        if st.rule:
            assert find(st.rule) is not None, f"step {st.index + 1} cites unknown '{st.rule}'"


def test_the_example_of_play_ends_with_bill_winning_on_his_kills(
        runs: dict[str, DemoRun]) -> None:
    run = runs["example-of-play"]
    g = run.result.game
    assert g is not None and g.state.over
    assert g.state.player(g.state.winner or 0).name == "Bill"
    assert run.steps[-1].table.over and "Bill wins with 18 VP" in run.steps[-1].table.result
    bill = run.steps[-1].table.seats[0]
    assert bill.name == "Bill" and bill.vp == 18
    assert sorted(c for c in bill.victory if c is not None) == [
        "fomori", "mamu", "thomas-kachina"]


def test_the_example_of_play_explains_where_v02_differs_from_the_book(
        runs: dict[str, DemoRun]) -> None:
    text = " ".join(st.say for st in runs["example-of-play"].steps)
    for point in ("Renown 5", "rules decision R12", "Full Moon", "one-weapon",
                  "bluff aimed at a creature that did not bluff", "jacket"):
        assert point in text, point


def test_each_step_keeps_the_table_after_it(runs: dict[str, DemoRun]) -> None:
    run = runs["combat-basics"]
    assert run.table_after(0).combat is None
    assert any(st.table.combat is not None for st in run.steps)
    first_damage = next(st for st in run.steps if any(e.kind == "damage" for e in st.events))
    defender = next(c for s in first_damage.table.seats for c in s.pack
                    if c.cid == "buggerhead")
    assert defender.total_damage == 3
    assert run.views_after(0)[0].seats[0].combat_hand is not None


def test_walkthrough_tells_every_step(runs: dict[str, DemoRun]) -> None:
    run = runs["bluffing"]
    text = walkthrough(run)
    assert text.startswith(run.info.title)
    assert "Crookpaw bluffed too: Lightning Lunge lands" in text
    assert "[rule: v0.2 Bluff Step Options]" in text
    assert text.rstrip().endswith("expectations held.")


def test_find_demo_by_name_prefix_or_file_stem() -> None:
    assert find_demo("bluffing").name == "bluffing"
    assert find_demo("03-bluffing").name == "bluffing"
    assert find_demo("example").name == "example-of-play"
    with pytest.raises(DemoError, match="no demo called"):
        find_demo("no-such-demo")


def test_a_broken_demo_is_reported_not_raised(tmp_path: Path, library: CardLibrary) -> None:
    good = (demos_dir() / "02-combat-basics.yaml").read_text(encoding="utf-8")
    (tmp_path / "01-good.yaml").write_text(good, encoding="utf-8")
    (tmp_path / "02-bad.yaml").write_text(good.replace("Attack the alpha Buggerhead",
                                                       "Attack the moon"), encoding="utf-8")
    (tmp_path / "03-ugly.yaml").write_text("name: [unclosed", encoding="utf-8")
    demos = list_demos(tmp_path, library)
    assert [d.name for d in demos] == ["good", "bad", "ugly"]
    assert "does not load" in demos[2].description
    bad = run_demo(demos[1], library)
    assert not bad.passed and "matches no option" in (bad.result.error or "")
    assert bad.steps, "the steps before the failure are kept"
    ugly = run_demo(demos[2], library)
    assert not ugly.passed and ugly.steps == []


def test_an_engine_fault_is_reported_not_raised(monkeypatch: pytest.MonkeyPatch,
                                                library: CardLibrary) -> None:
    from rage_tui.engine.game import Game

    def broken(self: Game, *args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(Game, "apply", broken)
    run = run_demo(find_demo("combat-basics"), library)
    assert not run.passed
    assert run.result.error is not None and "RuntimeError: boom" in run.result.error
