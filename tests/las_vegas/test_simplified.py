"""The simplifications of rage-las-vegas are counted (issue 27): the ruleset's list
(``simplified.SIMPLIFIED``), the rules-decisions document's counted section and its table rows
marked Simplified name the same decisions, the code cites each where it applies, and the
events that cite one open the rules reference on the section the simplified rule belongs to."""

from __future__ import annotations

import ast
import random
import re

import pytest

from rage_tui.references import reference_for
from rage_tui.rulesets.las_vegas.simplified import SIMPLIFIED, simplified

from .helpers import ROOT, new_game

DOC = (ROOT / "docs" / "rules-decisions-las-vegas.md").read_text(encoding="utf-8")


def test_the_three_lists_name_the_same_decisions() -> None:
    assert sorted(SIMPLIFIED) == ["L16", "L17", "L18"]
    counted = DOC.split("## Simplified or not yet built (counted)", 1)[1]
    assert re.findall(r"^\* \*\*(L\d+)\*\*", counted, re.M) == sorted(SIMPLIFIED)
    marked = re.findall(r"^\| (L\d+) \|.*\*\*Simplified\*\*", DOC, re.M)
    assert marked == sorted(SIMPLIFIED)


def test_the_code_cites_each_where_it_applies() -> None:
    cited: list[str] = []
    for path in (ROOT / "rage_tui" / "rulesets" / "las_vegas").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "simplified":
                arg = node.args[1]
                assert isinstance(arg, ast.Constant)
                cited.append(str(arg.value))
    assert sorted(cited) == sorted(SIMPLIFIED)


def test_a_citation_names_the_decision_and_only_a_counted_one() -> None:
    assert simplified("LV Winning the Game", "L16") == (
        "LV Winning the Game; rules decision L16 (simplified)")
    with pytest.raises(KeyError):
        simplified("LV Winning the Game", "L6")  # a reading, not a simplification


@pytest.mark.parametrize(("decision", "rule", "section"), [
    ("L16", "LV The Umbra: Umbral Chart", "lv-umbral-chart"),
    ("L17", "LV Combat: Play Pre-Combat Events", "lv-combat-events"),
    ("L18", "LV Combat: Apply Any Damage (reactions)", "lv-damage"),
])
def test_each_citation_opens_the_section_of_its_rule(decision: str, rule: str,
                                                     section: str) -> None:
    found = reference_for("rage-las-vegas").find(simplified(rule, decision))
    assert found is not None and found.key == section


def test_games_cite_the_simplifications_on_their_events() -> None:
    seen: set[str] = set()
    for seed in range(3):
        game = new_game(2, seed=seed, deck_ids=[seed % 7, (seed + 1) % 7])
        r = random.Random(seed)
        while not game.over:
            d = game.pending
            assert d is not None
            game.apply(r.choice(d.options).choice)
        seen.update(e.rule for e in game.state.events if e.rule and "(simplified)" in e.rule)
    assert simplified("LV The Umbra: Umbral Chart", "L16") in seen
    assert simplified("LV Combat: Apply Any Damage (reactions)", "L18") in seen
