"""The Las Vegas rules reference (issue 27 item 6): the ruleset brings its own reference
through its declaration, every rule the Las Vegas engine cites resolves to a section of it
(as written in the code and as emitted in whole games), every rules decision of
docs/rules-decisions-las-vegas.md has a section, and every section reads in Polish."""

from __future__ import annotations

import ast
import random
import re

import pytest

from rage_tui.cli import main
from rage_tui.i18n import Msg
from rage_tui.references import reference_for
from rage_tui.rulesets import plugin

from .helpers import ROOT, new_game


def lv_citations() -> set[str]:
    """Every rule id written in the Las Vegas ruleset: string constants that start with
    ``LV `` and every ``rules decision Ln`` inside a string."""
    found: set[str] = set()
    for path in (ROOT / "rage_tui" / "rulesets" / "las_vegas").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if node.value.startswith("LV "):
                    found.add(node.value)
                found.update(re.findall(r"rules decision L\d+", node.value))
    return found


def test_the_ruleset_declares_its_reference_and_it_is_the_las_vegas_one() -> None:
    declared = plugin("rage-las-vegas")
    assert declared.rules_reference == "rage_tui.rules_reference_las_vegas"
    assert declared.rules_decisions == "docs/rules-decisions-las-vegas.md"
    ref = reference_for("rage-las-vegas")
    assert "Las Vegas" in ref.title.render("en") and len(ref.sections) >= 40
    keys = {rule: getattr(ref.find(rule), "key", None)
            for rule in ("LV Combat: Reveal Combat Cards", "LV Winning the Game",
                         "rules decision L6", "LV Combat: Apply Any Damage (reactions)")}
    assert keys == {"LV Combat: Reveal Combat Cards": "lv-reveal",
                    "LV Winning the Game": "lv-winning", "rules decision L6": "decision-l6",
                    "LV Combat: Apply Any Damage (reactions)": "lv-damage"}
    assert reference_for("rage-1995").find("LV Winning the Game") is None


def test_the_scan_finds_the_citations() -> None:
    found = lv_citations()
    assert {"LV Combat: Reveal Combat Cards", "rules decision L6"} <= found
    assert len(found) > 30


@pytest.mark.parametrize("rule", sorted(lv_citations()))
def test_every_rule_id_cited_by_the_las_vegas_engine_resolves(rule: str) -> None:
    assert reference_for("rage-las-vegas").find(rule) is not None, f"no section for '{rule}'"


def test_every_rule_cited_on_the_events_of_whole_games_resolves() -> None:
    ref = reference_for("rage-las-vegas")
    seen: set[str] = set()
    for n in (2, 4, 6):
        game = new_game(n, seed=n, deck_ids=[(n + i) % 7 for i in range(n)])
        r = random.Random(n)
        while not game.over:
            d = game.pending
            assert d is not None
            game.apply(r.choice(d.options).choice)
        seen.update(e.rule for e in game.state.events if e.rule)
    assert {"LV Sequence of Play: Main Phase", "LV Combat: Apply Any Damage"} <= seen
    assert not sorted(r for r in seen if ref.find(r) is None)


def test_every_rules_decision_of_the_document_has_a_section() -> None:
    text = (ROOT / "docs" / "rules-decisions-las-vegas.md").read_text(encoding="utf-8")
    ids = re.findall(r"^\| (L\d+) \|", text, re.M)
    assert len(ids) >= 21
    ref = reference_for("rage-las-vegas")
    assert not [i for i in ids if ref.find(f"rules decision {i}") is None]


def test_every_section_reads_in_polish() -> None:
    ref = reference_for("rage-las-vegas")
    untranslated = [s.key for s in ref.sections for t in (s.title, s.body)
                    if isinstance(t, Msg) and t.render("pl") == t.render("en")]
    assert not untranslated
    winning = ref.section("lv-winning")
    assert winning is not None and isinstance(winning.body, Msg)
    assert "Renom" in winning.body.render("pl")


def test_the_player_opens_it_with_rage_tui_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--ruleset", "rage-las-vegas"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Rules reference (our summary of Rage: Across Las Vegas)")
    assert "  lv-reveal                The reveal and the Rage it costs" in out
    assert main(["rules", "--ruleset", "rage-las-vegas", "LV Combat: Reveal Combat Cards"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("The reveal and the Rage it costs  [LV Combat: Reveal Combat Cards")
    assert "counts as Damage 0 and Block 0" in out
    assert main(["--lang", "pl", "rules", "--ruleset", "rage-las-vegas", "decision-l6"]) == 0
    assert "pas każdego walczącego" in capsys.readouterr().out
    assert main(["rules", "--ruleset", "rage-las-vegas", "no such words"]) == 1
    assert "no section of the rage-las-vegas rules reference matches" in capsys.readouterr().out
