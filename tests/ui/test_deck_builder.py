"""The deck builder (Decks screen, n/c/e): search and filter the library, add and remove cards,
the construction rules checked live with ``rage-tui deck check``'s messages, saving to the
player's deck folder, and playing the saved deck from the New game screen."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Select

from rage_tui.content.decks import load_deck
from rage_tui.engine.cards import Allegiance
from rage_tui.rulesets.rage1995.construction import check_deck
from rage_tui.ui.deck_draft import CardFilter, DeckDraft
from rage_tui.ui.screens.confirm_dialog import ConfirmDialog
from rage_tui.ui.screens.deck_builder import DeckBuilderScreen
from rage_tui.ui.screens.decks import DecksScreen
from rage_tui.ui.screens.new_game import NewGameScreen
from tests.ui.conftest import DECKS, SIZE, new_app, screen_text

LEGAL_SEPT = {"Fetish Bracer": 10, "Riverbank": 10, "Gaian Omen": 10}
LEGAL_COMBAT = {"Klaive Strike": 10, "Howling Lunge": 10}


async def type_text(pilot: Pilot[Any], text: str) -> None:
    await pilot.press(*("space" if ch == " " else ch for ch in text))


async def search(pilot: Pilot[Any], builder: DeckBuilderScreen, text: str) -> None:
    """Type ``text`` in the search box (ctrl+f), then go back to the card list."""
    await pilot.press("ctrl+f", "home", "ctrl+k")
    await type_text(pilot, text)
    builder.query_one("#library").focus()
    await pilot.pause()


async def add(pilot: Pilot[Any], builder: DeckBuilderScreen, name: str, copies: int) -> None:
    await search(pilot, builder, name)
    assert builder.cards[builder.library_rows[0]].name == name
    await pilot.press(*["plus"] * copies)


async def open_builder(pilot: Pilot[Any], app: Any, key: str = "n") -> DeckBuilderScreen:
    await pilot.press("d")
    await pilot.pause()
    assert isinstance(app.screen, DecksScreen)
    await pilot.press(key)
    await pilot.pause()
    assert isinstance(app.screen, DeckBuilderScreen)
    return app.screen


def test_build_a_legal_deck_save_it_and_play_it(ui_lib, app_home: Path) -> None:
    asyncio.run(_legal_deck(ui_lib, app_home))


async def _legal_deck(ui_lib, app_home: Path) -> None:
    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        builder = await open_builder(pilot, app)
        builder.query_one("#deck-name").focus()
        await pilot.press("home", "ctrl+k")
        await type_text(pilot, "Grove Pups")
        for name in ("Moonrunner", "Stormcaller"):
            await add(pilot, builder, name, 1)
        await pilot.pause()
        # Live check, the messages of `rage-tui deck check`.
        text = screen_text(app)
        assert "Not legal at renown level 20" in text
        assert "sept deck: 0 cards; at least 30 are needed" in text
        for name, n in LEGAL_SEPT.items():
            await add(pilot, builder, name, n)
        for name, n in LEGAL_COMBAT.items():
            await add(pilot, builder, name, n)
        await pilot.pause()
        assert "Legal at renown level 20." in screen_text(app)
        assert "30 sept, 20 combat" in screen_text(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert not isinstance(app.screen, ConfirmDialog)
        saved = app_home / "decks" / "grove-pups.yaml"
        deck = load_deck(saved)
        assert deck.name == "Grove Pups" and deck.allegiance == Allegiance.GAIA
        assert deck.pack == ("u-moonrunner", "u-stormcaller")
        assert dict(deck.sept) == {"u-fetish-bracer": 10, "u-riverbank": 10,
                                   "u-gaian-omen": 10}
        assert dict(deck.combat) == {"u-klaive-strike": 10, "u-howling-lunge": 10}
        assert check_deck(deck, ui_lib.cards) == []
        assert "Saved to" in screen_text(app)
        assert builder.draft.path == saved and not builder.dirty
        # Back to Decks: the new deck is listed as yours.
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, DecksScreen)
        assert "Grove Pups (yours)" in screen_text(app)
        # The New game screen offers it; the game starts with it.
        await pilot.press("escape", "n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        deck_select = app.screen.seat_rows()[0].query_one("#deck", Select)
        offered = [value for _, value in deck_select._options]
        assert "user:grove-pups" in offered
        deck_select.value = "user:grove-pups"
        await pilot.pause()
        await pilot.press("ctrl+g")
        await pilot.pause()
        if isinstance(app.screen, ConfirmDialog):  # the other (test) deck may be illegal
            assert "Grove Pups" not in screen_text(app)
            await pilot.press("y")
        for _ in range(50):
            if app.session is not None:
                break
            await pilot.pause()
        assert app.session is not None
        assert app.session.setup.seats[0].deck.name == "Grove Pups"
        assert app.session.setup.seats[0].deck.sept == deck.sept


def test_an_illegal_deck_shows_the_problem_and_warns_before_saving(
        ui_lib, app_home: Path) -> None:
    asyncio.run(_illegal_deck(ui_lib, app_home))


async def _illegal_deck(ui_lib, app_home: Path) -> None:
    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # A copy of the bundled Gaia test deck, then a Wyrm character added to its pack.
        builder = await open_builder(pilot, app, key="c")
        assert builder.draft.name == "Test Sept of the Grove (copy)"
        assert "Legal at renown level 20." in screen_text(app)
        await add(pilot, builder, "Ashmaw", 1)
        await pilot.pause()
        problem = "pack: Ashmaw is a wyrm character in a gaia deck"
        assert problem in check_deck(builder.draft.to_decklist(), ui_lib.cards)
        assert problem in screen_text(app)
        saved = app_home / "decks" / "test-sept-of-the-grove-copy.yaml"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert problem in screen_text(app)
        await pilot.press("n")  # Keep building
        await pilot.pause()
        assert isinstance(app.screen, DeckBuilderScreen)
        assert not saved.exists()
        # Saved anyway: the file says it is not legal, and so does `deck check`.
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert saved.is_file()
        assert "# NOT LEGAL" in saved.read_text(encoding="utf-8")
        assert problem in check_deck(load_deck(saved), ui_lib.cards)
        # Removing the card makes it legal again, live.
        await search(pilot, builder, "Ashmaw")
        await pilot.press("minus")
        await pilot.pause()
        assert "Legal at renown level 20." in screen_text(app)


def test_filters_by_type_side_rage_and_text(ui_lib) -> None:
    cards = list(ui_lib.cards.values())
    names = lambda f: [c.name for c in f.apply(cards)]  # noqa: E731
    assert names(CardFilter(type="combat_action", max_rage=1)) == \
        ["Howling Lunge", "Moon Sidestep", "Toxic Spit"]
    assert names(CardFilter(type="character", allegiance="wyrm")) == \
        ["Ashmaw", "Grinder", "Venomtongue"]
    assert names(CardFilter(type="character", min_rage=5)) == ["Ashmaw"]
    assert names(CardFilter(text="silver blade")) == ["Klaive Strike"]
    assert names(CardFilter(text="theurge", type="character")) == ["Greyfur"]
    assert "Riverbank" in names(CardFilter(allegiance="none"))
    # Characters first, then sept cards, then combat cards.
    everything = CardFilter().apply(cards)
    groups = [0 if c.type == "character" else 2 if c.is_combat else 1 for c in everything]
    assert groups == sorted(groups)


def test_filter_in_the_screen_narrows_the_list(ui_lib) -> None:
    asyncio.run(_filter_screen(ui_lib))


async def _filter_screen(ui_lib) -> None:
    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        builder = await open_builder(pilot, app)
        builder.query_one("#type-filter", Select).value = "combat_action"
        builder.query_one("#rage-max").focus()
        await pilot.press("1")
        await pilot.pause()
        shown = [ui_lib.cards[c].name for c in builder.library_rows]
        assert shown == ["Howling Lunge", "Moon Sidestep", "Toxic Spit"]
        assert "Toxic Spit" in screen_text(app) and "Bane Lash" not in screen_text(app)


def test_draft_counts_and_removal(ui_lib) -> None:
    deck = load_deck(DECKS / "gaia.yaml")
    draft = DeckDraft.copy_of(deck)
    bite = ui_lib.cards["u-klaive-strike"]
    before = draft.count(bite.id)
    draft.add(bite)
    assert draft.count(bite.id) == before + 1
    for _ in range(before + 3):
        draft.remove(bite)
    assert draft.count(bite.id) == 0 and bite.id not in draft.combat
    pup = ui_lib.cards["u-moonrunner"]
    draft.remove(pup)
    assert "u-moonrunner" not in draft.pack
    assert draft.problems(ui_lib.cards) == check_deck(draft.to_decklist(), ui_lib.cards)


def test_the_catalog_lists_the_players_decks_after_the_bundled_ones(ui_lib, tmp_path: Path,
                                                                    write) -> None:
    from rage_tui.ui.catalog import DeckCatalog, DeckError

    mine = tmp_path / "mine"
    catalog = DeckCatalog(DECKS, ui_lib.cards, mine)
    assert [e.ref for e in catalog.usable()] == ["bundled:gaia", "bundled:wyrm"]
    mine.mkdir()
    (mine / "pups.yaml").write_text((DECKS / "gaia.yaml").read_text(encoding="utf-8")
                                    .replace("Test Sept of the Grove", "Pups"), "utf-8")
    (mine / "broken.yaml").write_text("name: [", "utf-8")
    # Read again each time: a deck saved a moment ago is offered at once.
    assert [e.ref for e in catalog.usable()] == ["bundled:gaia", "bundled:wyrm", "user:pups"]
    assert [e.title for e in catalog.entries() if e.is_user] == ["broken (yours)",
                                                                 "Pups (yours)"]
    assert catalog.resolve("user:pups").name == "Pups"
    assert catalog.label("user:pups") == "Pups (yours)"
    with pytest.raises(DeckError, match="no saved deck called 'gone'"):
        catalog.resolve("user:gone")
    with pytest.raises(DeckError, match=r"saved deck broken\.yaml"):
        catalog.resolve("user:broken")


def test_the_solo_screen_offers_the_players_decks(ui_lib, app_home: Path) -> None:
    asyncio.run(_solo_offers(ui_lib, app_home))


async def _solo_offers(ui_lib, app_home: Path) -> None:
    from rage_tui.content.deck_writer import write_deck
    from rage_tui.ui.screens.solo import SoloScreen

    write_deck(DeckDraft.copy_of(load_deck(DECKS / "gaia.yaml"), name="Pups").to_decklist(),
               app_home / "decks" / "pups.yaml")
    app = new_app(ui_lib, start="solo", seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SoloScreen)
        for wid in ("#deck", "#opp-0"):
            offered = app.screen.query_one(wid, Select)._options
            assert ("Pups (yours)", "user:pups") in [(str(t), v) for t, v in offered]


def test_renown_level_and_club_rules_change_the_live_check(ui_lib) -> None:
    asyncio.run(_level_and_club(ui_lib))


async def _level_and_club(ui_lib) -> None:
    from textual.widgets import Checkbox

    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        builder = await open_builder(pilot, app, key="c")
        assert "Legal at renown level 20." in screen_text(app)
        builder.query_one("#renown").focus()
        await pilot.press("home", "ctrl+k", "5")
        await pilot.pause()
        assert "pack: total Renown 8 is over the Renown level 5" in screen_text(app)
        builder.query_one("#club-rules", Checkbox).value = True
        await pilot.pause()
        text = screen_text(app)
        assert "renown level 5 with Givors' club rules" in text
        club = "combat deck: club rules allow 1 of each card; Klaive Strike has 5"
        assert club in builder.live_problems
        assert builder.live_problems == check_deck(builder.draft.to_decklist(), ui_lib.cards, 5,
                                                   club_rules=True)


def test_editing_your_deck_saves_it_in_place(ui_lib, app_home: Path) -> None:
    asyncio.run(_edit_in_place(ui_lib, app_home))


async def _edit_in_place(ui_lib, app_home: Path) -> None:
    from rage_tui.content.deck_writer import write_deck

    path = app_home / "decks" / "pups.yaml"
    write_deck(DeckDraft.copy_of(load_deck(DECKS / "gaia.yaml"), name="Pups").to_decklist(),
               path)
    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
        decks = app.screen
        assert isinstance(decks, DecksScreen)
        assert "Your decks" in screen_text(app)
        deck_list = decks.query_one("#deck-list")
        deck_list.focus()
        await pilot.press("end")  # the last deck: yours
        await pilot.pause()
        assert decks.current is not None and decks.current.ref == "user:pups"
        await pilot.press("e")
        await pilot.pause()
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen) and builder.draft.path == path
        await add(pilot, builder, "Klaive Strike", 2)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert dict(load_deck(path).combat)["u-klaive-strike"] == 7
        await pilot.press("escape")
        await pilot.pause()
        # Back on Decks, the highlighted deck is the one just saved, as saved.
        assert decks.current is not None and decks.current.deck is not None
        assert dict(decks.current.deck.combat)["u-klaive-strike"] == 7
        assert sorted(p.name for p in (app_home / "decks").iterdir()) == ["pups.yaml"]


def test_question_mark_opens_the_rules_on_building_a_deck(ui_lib) -> None:
    asyncio.run(_rules(ui_lib))


async def _rules(ui_lib) -> None:
    from rage_tui.ui.screens.rules_reference import RulesReferenceScreen

    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await open_builder(pilot, app)
        assert "?: the rules, Building a deck" in screen_text(app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesReferenceScreen)
        assert app.screen.current is not None and app.screen.current.key == "deck-building"
        assert "Building a deck" in screen_text(app)


def test_a_renamed_deck_is_saved_under_its_new_name(ui_lib, app_home: Path) -> None:
    """Issue 29: a deck renamed "Tester Pack" in the builder was still saved as the file of
    its old name; now it moves to tester-pack.yaml and the old file goes."""
    asyncio.run(_renamed(ui_lib, app_home))


async def _renamed(ui_lib, app_home: Path) -> None:
    from textual.widgets import Input

    from rage_tui.content.deck_writer import write_deck

    folder = app_home / "decks"
    write_deck(DeckDraft.copy_of(load_deck(DECKS / "gaia.yaml"), name="Pups").to_decklist(),
               folder / "pups.yaml")
    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
        decks = app.screen
        assert isinstance(decks, DecksScreen)
        decks.query_one("#deck-list").focus()
        await pilot.press("end")
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        builder = app.screen
        assert isinstance(builder, DeckBuilderScreen)
        name = builder.query_one("#deck-name", Input)
        name.focus()
        name.value = "Tester Pack"
        await pilot.pause()
        assert builder.draft.name == "Tester Pack"
        builder.query_one("#library").focus()
        await pilot.press("ctrl+s")
        for _ in range(5):
            await pilot.pause()
        assert sorted(p.name for p in folder.iterdir()) == ["tester-pack.yaml"]
        assert load_deck(folder / "tester-pack.yaml").name == "Tester Pack"
        assert builder.draft.path == folder / "tester-pack.yaml"


def test_a_search_lists_the_card_of_that_name_first() -> None:
    """Issue 29: searching "Dodge" listed five cards whose text mentions dodging before the
    card named Dodge; the whole name comes first, then names that start with the words,
    then names holding them, then the rest."""
    from rage_tui.content.bundled import bundled_library

    cards = list(bundled_library().cards.values())
    found = CardFilter(text="dodge").apply(cards)
    assert found[0].name == "Dodge" and len(found) > 1
    ranks = [CardFilter(text="dodge").name_rank(c) for c in found]
    assert ranks == sorted(ranks) and ranks[0] == 0 and ranks[-1] == 3


def test_plus_in_a_rage_field_adds_the_card_instead_of_typing(ui_lib) -> None:
    """Issue 29: '+' pressed in the min/max Rage field was typed there; the number fields
    take digits only and '+' adds the highlighted card."""
    asyncio.run(_plus_in_rage(ui_lib))


async def _plus_in_rage(ui_lib) -> None:
    from textual.widgets import Input

    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        builder = await open_builder(pilot, app)
        await search(pilot, builder, "Klaive Strike")
        cid = builder.library_rows[0]
        before = builder.draft.count(cid)
        field = builder.query_one("#rage-max", Input)
        field.focus()
        await pilot.press("3", "plus", "minus", "plus")
        await pilot.pause()
        assert field.value == "3"
        assert builder.draft.count(cid) == before + 1


def test_tab_goes_from_the_search_to_the_card_list(ui_lib) -> None:
    """Issue 29: Tab walked five filter fields before the card list; it now goes search,
    card list, deck list, deck name and round again."""
    asyncio.run(_tab_order(ui_lib))


async def _tab_order(ui_lib) -> None:
    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        builder = await open_builder(pilot, app)
        await pilot.press("ctrl+f")
        seen = []
        for _ in range(4):
            await pilot.press("tab")
            await pilot.pause()
            assert builder.focused is not None
            seen.append(builder.focused.id)
        assert seen == ["library", "deck-rows", "deck-name", "search"]


def test_a_name_typed_on_the_card_list_searches_instead_of_opening_the_rules(ui_lib) -> None:
    """Issue 29: a key typed outside a field opened the rules reference (a card name typed
    on the list, at its "r"); now the letters go into the search box and filter the list."""
    asyncio.run(_typed_on_the_list(ui_lib))


async def _typed_on_the_list(ui_lib) -> None:
    from textual.widgets import Input, OptionList

    app = new_app(ui_lib)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        builder = await open_builder(pilot, app)
        assert builder.focused is not None and builder.focused.id == "library"
        before = builder.query_one("#library", OptionList).option_count
        await pilot.press("r", "a", "t")
        await pilot.pause()
        assert app.screen is builder  # no rules reference
        search = builder.query_one("#search", Input)
        assert search.value == "rat" and builder.focused is search
        after = builder.query_one("#library", OptionList).option_count
        assert 0 < after < before
        assert all("rat" in builder.cards[cid].name.lower() or "rat" in builder.cards[cid].text
                   .lower() or any("rat" in k for k in builder.cards[cid].keywords)
                   for cid in builder.library_rows)
        # + still adds the highlighted card from the list
        builder.query_one("#library", OptionList).focus()
        await pilot.press("plus")
        await pilot.pause()
        assert sum(builder.draft.count(cid) for cid in builder.library_rows) >= 1
