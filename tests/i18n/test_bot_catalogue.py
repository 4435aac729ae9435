"""The bots and the prey speak the player's language (#29 item 7, the catalogue scan extended to
the bot and prey modules): no sentence of ``rage_tui/ai`` reaches a player without a catalogue
marker, and the prey's seat in a solo campaign is named in the language of the table."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from rage_tui.content.bundled import decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.i18n import set_language
from rage_tui.solo import new_campaign

AI = Path(__file__).resolve().parents[2] / "rage_tui" / "ai"
#: calls whose literal arguments are catalogue message ids (or are made into one)
MARKERS = frozenset({"m", "_", "N_", "c_", "cN_", "option", "event", "ask", "later"})


def sentences_outside_the_catalogue(source: str, where: str = "<source>") -> list[str]:
    """Literal texts of two words or more that are neither docstrings, nor inside a catalogue
    marker, nor the message of a raised error or a failed assertion (a programming error, or
    one the command line translates where it is caught), nor compared with a label
    (``"..." in str(label)``)."""
    tree = ast.parse(source)
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant):
            skip.add(id(body[0].value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip.add(id(node.value))  # a bare string: a comment in a string
        marked = isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
            and node.func.id in MARKERS
        if marked or isinstance(node, ast.Raise | ast.Assert | ast.Compare):
            skip.update(id(inner) for inner in ast.walk(node))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in skip and re.search(r"[A-Za-z]{2,} [A-Za-z]{2,}", node.value):
            found.append(f"{where}:{node.lineno}: {node.value!r}")
    return found


def test_no_sentence_of_the_bots_or_the_prey_bypasses_the_catalogue() -> None:
    problems = []
    for path in sorted(AI.glob("*.py")):
        problems += sentences_outside_the_catalogue(path.read_text(encoding="utf-8"),
                                                    f"rage_tui/ai/{path.name}")
    assert not problems, "mark these with m() (a game message):\n" + "\n".join(problems)


def test_the_bot_scan_catches_an_unmarked_sentence_and_lets_marked_ones_through() -> None:
    bad = '''
WORDS = {"punch": "its strongest strike"}
def why(n):
    return f"kept {n} cards for later"
'''
    assert [p.split(":")[1] for p in sentences_outside_the_catalogue(bad)] == ["2", "4"]
    good = '''
"""A module's docstring in words."""
WORDS = {"punch": m("its strongest strike")}
def why(n, label):
    """Why, in words."""
    if "take up" in str(label):
        raise ValueError("asked to choose without a decision")
    return m("kept {n} cards for later", n=n)
'''
    assert sentences_outside_the_catalogue(good) == []


def test_the_prey_seat_of_a_polish_campaign_is_named_in_polish() -> None:
    deck = load_deck(decks_dir() / "fangs-of-the-north.yaml")
    set_language("pl")
    try:
        polish = new_campaign(deck, "The Sickened Wood", "normal", seed=1)
    finally:
        set_language("en")
    english = new_campaign(deck, "The Sickened Wood", "normal", seed=1)
    assert english.game.state.setup.seats[1].name == "The Hunt"
    assert polish.game.state.setup.seats[1].name == "Polowanie"
