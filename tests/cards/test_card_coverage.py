"""Every bundled card with rules text (not ``keywords_only``) has a test that names it.

A card is named by a test in tests/cards when its id (with ``_`` for ``-``) is part of a test
function's name, or is a string in the rows of a ``pytest.mark.parametrize`` on a test (the
rows may be a module-level list). Mentioning a card only as test data does not count.
"""

from __future__ import annotations

import ast
from pathlib import Path

from rage_tui.content.bundled import bundled_library

HERE = Path(__file__).resolve().parent


def _strings(node: ast.AST) -> set[str]:
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant)
            and isinstance(n.value, str)}


def named_by_tests() -> tuple[set[str], set[str]]:
    """(test function names, strings in parametrize rows) of every test module here."""
    names: set[str] = set()
    rows: set[str] = set()
    for path in sorted(HERE.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assigned = {t.id: node.value for node in tree.body if isinstance(node, ast.Assign)
                    for t in node.targets if isinstance(t, ast.Name)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test_"):
                continue
            names.add(node.name)
            for deco in node.decorator_list:
                if not (isinstance(deco, ast.Call) and isinstance(deco.func, ast.Attribute)
                        and deco.func.attr == "parametrize" and len(deco.args) >= 2):
                    continue
                values = deco.args[1]
                if isinstance(values, ast.Name) and values.id in assigned:
                    values = assigned[values.id]
                rows |= _strings(values)
    return names, rows


def cards_needing_a_test() -> list[str]:
    lib = bundled_library()
    return sorted(cid for cid, card in lib.cards.items() if card.text and not card.keywords_only)


def test_every_card_with_rules_text_has_a_test_naming_it():
    names, rows = named_by_tests()
    missing = [cid for cid in cards_needing_a_test()
               if cid not in rows and not any(cid.replace("-", "_") in n for n in names)]
    assert not missing, f"cards with rules text and no test naming them: {missing}"


def test_the_coverage_check_is_not_vacuous():
    names, rows = named_by_tests()
    assert len(cards_needing_a_test()) > 50
    assert "test_flak_jacket_lets_the_wearers_player_stop_a_hit_and_is_discarded" in names
    assert "faerie-armor" in rows
