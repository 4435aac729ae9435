"""The Decks screen names each deck's side as the board does ("Gaia", "Wyrm", in the reader's
language), not by its file key ("gaia", "wyrm")."""

from __future__ import annotations

from pathlib import Path

from rage_tui.ui.catalog import DeckCatalog
from rage_tui.ui.screens.decks import DecksScreen
from tests.ui.conftest import DECKS


def test_deck_list_names_the_side_of_each_deck(ui_lib, tmp_path: Path) -> None:
    screen = DecksScreen(DeckCatalog(DECKS, ui_lib.cards, tmp_path / "mine"))
    rows = [str(item.prompt) for item in screen._deck_items() if not item.disabled]
    assert rows and all(r.endswith(("  Gaia", "  Wyrm")) for r in rows), rows
