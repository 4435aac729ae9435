"""Plain-text V:TES deck lists (the deck tools' export, Lackey's text, JOL's): read, matched
by name, unknown names reported with their line; export and import give the same deck."""

from __future__ import annotations

import pytest

from rage_tui.content.errors import ContentError
from rage_tui.content.vtes_cards import load_vtes_deck
from rage_tui.content.vtes_text import parse_vtes_text, vtes_text
from tests.vtes.helpers import cards
from tests.vtes.test_games import DECKS

EXPORT = """Deck Name: Street War
Crypt (3 cards, min=7, max=14, avg=4)
-------------------------------------
2x Lupo          4 cel pot        Brujah:4
1x Tiberius      7 cel POT pre    Brujah:4 prince

Library (5 cards)
Master (1)
1x Blood Doll

Combat (4)
3x Undead Strength
1x Dodge
"""

LACKEY = "3\tBonding\n2\tComputer Hacking\nCrypt:\n2\tAndreas\n1\tThomas\n"
JOL = "Crypt:\n2x Nora\nLibrary:\n4x Unseen Step\n"


def test_the_deck_tools_export_format() -> None:
    d = parse_vtes_text(EXPORT, cards())
    assert dict(d.sept) == {"lupo": 2, "tiberius": 1}
    assert dict(d.combat) == {"blood-doll": 1, "undead-strength": 3, "dodge": 1}


def test_lackeys_text_and_jols_text() -> None:
    d = parse_vtes_text(LACKEY, cards())
    assert dict(d.sept) == {"andreas": 2, "thomas": 1}
    assert dict(d.combat) == {"bonding": 3, "computer-hacking": 2}
    j = parse_vtes_text(JOL, cards())
    assert dict(j.sept) == {"nora": 2} and dict(j.combat) == {"unseen-step": 4}


def test_unknown_names_are_listed_with_their_line_and_close_matches() -> None:
    with pytest.raises(ContentError) as exc:
        parse_vtes_text("Crypt:\n2x Lupo\nLibrary:\n3x Bondng\n1x Nothing Like It\n", cards())
    text = str(exc.value)
    assert "deck:4:" in text and "Bonding" in text and "deck:5:" in text


def test_export_then_import_gives_the_same_deck() -> None:
    for p in DECKS:
        deck = load_vtes_deck(p, cards())
        back = parse_vtes_text(vtes_text(deck, cards()), cards())
        assert sorted(back.sept) == sorted(deck.sept) and sorted(back.combat) == sorted(
            deck.combat)
