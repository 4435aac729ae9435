"""The remembered setup and the deck catalog."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.content.library import CardLibrary
from rage_tui.ui.catalog import DeckCatalog, DeckError
from rage_tui.ui.config import GameConfig, SeatConfig, load_last_setup, save_last_setup
from tests.ui.conftest import DECKS


def test_last_setup_is_remembered_per_mode_without_the_seed(app_home: Path) -> None:
    config = GameConfig([SeatConfig("Ann", "human", "bundled:gaia"),
                         SeatConfig("Bot", "random", "/x/deck.yaml")], seed=99,
                        renown_level=None, null_cards=False, club_rules=True, mode="solo")
    save_last_setup(config)
    back = load_last_setup("solo")
    assert back.seats == config.seats
    assert (back.renown_level, back.null_cards, back.club_rules) == (None, False, True)
    assert "seed" not in (app_home / "last-setup.json").read_text(encoding="utf-8")
    assert load_last_setup("play").seats[1].player == "human"


def test_a_damaged_settings_file_gives_the_default(app_home: Path) -> None:
    app_home.mkdir(parents=True)
    (app_home / "last-setup.json").write_text("{not json", encoding="utf-8")
    assert len(load_last_setup("play").seats) == 2
    weird = GameConfig.from_json({"seats": [{"name": 3}], "renown_level": "x"})
    assert len(weird.seats) == 2 and weird.renown_level == 20


def test_catalog_resolves_bundled_decks_and_files(ui_lib: CardLibrary, tmp_path: Path) -> None:
    catalog = DeckCatalog(DECKS, ui_lib.cards)
    assert [e.ref for e in catalog.usable()] == ["bundled:gaia", "bundled:wyrm"]
    assert catalog.resolve("bundled:gaia").name == "Test Sept of the Grove"
    assert catalog.resolve(str(DECKS / "wyrm.yaml")).name == "Test Hive of Ash"
    with pytest.raises(DeckError, match="no bundled deck"):
        catalog.resolve("bundled:nope")
    with pytest.raises(DeckError, match="no deck file"):
        catalog.resolve(str(tmp_path / "missing.yaml"))
    odd = tmp_path / "odd.yaml"
    odd.write_text("name: Odd\nallegiance: gaia\npack: [nobody]\nsept: {}\ncombat: {}\n",
                   encoding="utf-8")
    with pytest.raises(DeckError, match="unknown cards: nobody"):
        catalog.resolve(str(odd))
