"""The rules reference: every rule id the engine cites resolves to a section, every rules
decision has one, and the text can be searched."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from rage_tui import rules_reference as ref
from rage_tui.content.bundled import bundled_library, scenarios_dir
from rage_tui.content.library import iter_card_files
from rage_tui.demos import DemoRun
from rage_tui.scenarios import run_file

ROOT = Path(__file__).resolve().parents[2]
CITATION = re.compile(r"^(v0\.2 |DESIGN \d|rules decision R\d|card text)")


def engine_citations() -> set[str]:
    """Every rule id written in the engine and the rulesets: string constants that start like a
    citation, and every "rules decision Rn" mentioned inside a string."""
    found: set[str] = set()
    for folder in ("engine", "rulesets"):
        for path in (ROOT / "rage_tui" / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    if CITATION.match(node.value) and len(node.value) < 80:
                        found.add(node.value)
                    found.update(re.findall(r"rules decision R\d+", node.value))
    return found


def test_the_scan_finds_the_citations() -> None:
    found = engine_citations()
    assert {"v0.2 Bluff Step Options", "v0.2 Regeneration Phase", "DESIGN 5: open play",
            "rules decision R6"} <= found
    assert len(found) > 30


@pytest.mark.parametrize("rule", sorted(engine_citations()))
def test_every_rule_id_cited_by_the_engine_resolves(rule: str) -> None:
    assert ref.find(rule) is not None, f"no section for '{rule}'"


def test_every_rule_cited_on_events_and_decisions_resolves(runs: dict[str, DemoRun]) -> None:
    """What the engine actually emits while playing every demo and every rules scenario."""
    seen: set[str] = set()
    for run in runs.values():
        if run.game is not None:
            seen.update(e.rule for e in run.game.state.events if e.rule)
    lib = bundled_library()
    for path in iter_card_files([scenarios_dir() / "rules"]):
        result = run_file(path, lib)
        if result.game is not None:
            seen.update(e.rule for e in result.game.state.events if e.rule)
            pending = result.game.state.pending
            if pending is not None and pending.rule:
                seen.add(pending.rule)
    for run in runs.values():
        seen.update(st.rule for st in run.steps if st.rule)
    missing = sorted(r for r in seen if ref.find(r) is None)
    assert not missing, missing


def test_every_rules_decision_of_the_docs_has_a_section() -> None:
    doc = (ROOT / "docs" / "rules-decisions.md").read_text(encoding="utf-8")
    ids = set(re.findall(r"^\| (R\d+) \|", doc, re.M))
    assert len(ids) >= 18
    for rid in ids:
        sec = ref.find(f"rules decision {rid}")
        assert sec is not None and sec.title.startswith(f"{rid}:"), rid
        assert ref.find(rid) is sec


def test_citations_with_details_fall_back_to_their_section() -> None:
    rounds = ref.find("v0.2 Combat Rounds")
    assert rounds is not None
    assert ref.find("v0.2 Combat Rounds: establish-bluff") is rounds
    assert ref.find("card text (by hand)") is ref.find("card text")
    assert ref.find("Full Moon lets it change form at will (rules decision R19)") is ref.find(
        "R19")
    assert ref.find("") is None
    assert ref.find("something else entirely") is None


def test_sections_cover_every_phase_and_combat_step() -> None:
    titles = " | ".join(s.title for s in ref.sections())
    for words in ("turn sequence", "Redraw Phase", "Regeneration Phase", "Resource Phase",
                  "Umbra Phase", "Moot Phase", "Combat Phase", "Declaring a combat",
                  "Play-card step", "Targeting step", "Reveal step", "Establish-bluff step",
                  "Resolution step", "Withdrawal step", "Frenzy", "Damage", "juntas",
                  "Winning", "Keywords"):
        assert words.lower() in titles.lower(), words
    keys = [s.key for s in ref.sections()]
    assert len(keys) == len(set(keys))
    cites = [c.lower() for s in ref.sections() for c in s.cites]
    assert len(cites) == len(set(cites)), "a citation must point to one section"
    assert {s.part for s in ref.sections()} == set(ref.PARTS)


def test_search_ranks_title_hits_first_and_needs_every_word() -> None:
    hits = ref.search("bluff")
    assert hits and "bluff" in hits[0].title.lower()
    assert ref.search("null cards")[0].key == "play-card"
    assert ref.search("frenzy withdraw")
    assert all("frenzy" in s.text().lower() and "withdraw" in s.text().lower()
               for s in ref.search("frenzy withdraw"))
    assert ref.search("zzzz-not-a-word") == []
    assert len(ref.search("")) == len(ref.sections())
