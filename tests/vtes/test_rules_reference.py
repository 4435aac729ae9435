"""The V:TES rules reference (issue 28 item 7): the ruleset brings its own reference through
its declaration, every rule the V:TES engine cites resolves to a section of it (as written
in the code and as emitted in whole games), every rules decision of
docs/rules-decisions-vtes.md has a section, and every section reads in Polish."""

from __future__ import annotations

import ast
import re

import pytest

from rage_tui.i18n import Msg
from rage_tui.references import reference_for
from rage_tui.rulesets import plugin
from tests.vtes.helpers import ROOT
from tests.vtes.test_games import play

CITATION = re.compile(r"^(\d+(\.\d+)*|rules decision V\d+)$")


def vtes_citations() -> set[str]:
    """Every rule id written in the V:TES ruleset: string constants that are a section
    number or a rules decision, and every "rules decision Vn" inside a string."""
    found: set[str] = set()
    for path in (ROOT / "rage_tui" / "rulesets" / "vtes").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if CITATION.match(node.value):
                    found.add(node.value)
                found.update(re.findall(r"rules decision V\d+", node.value))
    return found


def test_the_ruleset_declares_its_reference_and_it_is_the_vtes_one() -> None:
    assert plugin("vtes").rules_reference == "rage_tui.rules_reference_vtes"
    ref = reference_for("vtes")
    assert "V:TES" in ref.title.render("en") and len(ref.sections) >= 30
    keys = {rule: getattr(ref.find(rule), "key", None)
            for rule in ("9.1", "6.2.2", "rules decision V7")}
    assert keys == {"9.1": "vtes-ousting", "6.2.2": "vtes-blocks",
                    "rules decision V7": "decision-v7"}
    assert reference_for("rage-1995").find("rules decision V7") is None


def test_the_scan_finds_the_citations() -> None:
    found = vtes_citations()
    assert {"9.1", "6.2.2", "6.4.6", "rules decision V7"} <= found and len(found) > 25


@pytest.mark.parametrize("rule", sorted(vtes_citations()))
def test_every_rule_id_cited_by_the_vtes_engine_resolves(rule: str) -> None:
    assert reference_for("vtes").find(rule) is not None, f"no section for '{rule}'"


def test_every_rule_cited_on_the_events_of_whole_games_resolves() -> None:
    ref = reference_for("vtes")
    seen: set[str] = set()
    for n in (2, 4, 6):
        seen.update(e.rule for e in play(n, seed=10 + n, check=False).state.events if e.rule)
    assert {"3", "7", "6.1.1"} <= seen
    assert not sorted(r for r in seen if ref.find(r) is None)


def test_every_rules_decision_of_the_document_has_a_section() -> None:
    text = (ROOT / "docs" / "rules-decisions-vtes.md").read_text(encoding="utf-8")
    ids = re.findall(r"^\| (V\d+) \|", text, re.M)
    assert len(ids) >= 15
    ref = reference_for("vtes")
    assert not [i for i in ids if ref.find(f"rules decision {i}") is None]


def test_every_section_reads_in_polish() -> None:
    ref = reference_for("vtes")
    untranslated = [s.key for s in ref.sections for t in (s.title, s.body)
                    if isinstance(t, Msg) and t.render("pl") == t.render("en")]
    assert not untranslated
    ousting = ref.section("vtes-ousting")
    assert ousting is not None and isinstance(ousting.body, Msg)
    assert "drapieżnik" in ousting.body.render("pl")


def test_a_citation_with_a_section_number_and_its_title_finds_the_section() -> None:
    from rage_tui.references import reference_for

    ref = reference_for("vtes")
    assert ref.find("6.4.2 Determine Range") is ref.find("6.4.2")
    assert ref.find("9.1 Victory Points") is ref.find("9.1") is not None
    assert ref.find("7 Influence Phase, rules decision V2") is ref.find("7")
