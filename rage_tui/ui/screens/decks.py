"""Decks: browse the bundled decks and your own, their cards, and each card in full; open the
deck builder on a new deck, a copy, or one of yours."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option as ListOption

from rage_tui.engine.decks import DeckList
from rage_tui.i18n import N_, _, render
from rage_tui.ui.catalog import DeckCatalog, DeckEntry
from rage_tui.ui.describe import side_name
from rage_tui.ui.widgets.card_view import CardView
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.too_small import TooSmall


class DecksScreen(Screen[None]):
    """Deck list, card list, card in full."""

    BINDINGS = [Binding("escape,q", "back", N_("Back")),
                Binding("tab", "app.focus_next", N_("Next")),
                Binding("n", "build('new')", N_("New deck")),
                Binding("c", "build('copy')", N_("Copy deck")),
                Binding("e", "build('edit')", N_("Edit yours"))]

    def __init__(self, catalog: DeckCatalog) -> None:
        super().__init__()
        self.catalog = catalog
        self.entries: list[DeckEntry] = catalog.entries()
        self.rows: list[str | None] = []
        self.current: DeckEntry | None = None

    def _deck_items(self) -> list[ListOption]:
        items: list[ListOption] = []
        for i, e in enumerate(self.entries):
            if i == 0 or e.is_user != self.entries[i - 1].is_user:
                head = _("Your decks") if e.is_user else _("Bundled decks")
                items.append(ListOption(Text(head, style="bold underline"), disabled=True))
            text = Text(e.title, style="bold" if not e.error else "red")
            if e.deck is not None:
                text.append(f"  {side_name(e.deck.allegiance.value)}", style="dim")
            items.append(ListOption(text, id=str(i)))
        if not items:
            items = [ListOption(Text(_("No bundled decks in {folder}").format(
                folder=self.catalog.folder), style="dim"), disabled=True)]
        return items

    def compose(self) -> ComposeResult:
        with Horizontal(id="decks-body"):
            with Vertical(id="decks-left"):
                yield Static(_("Decks (n: new, c: copy, e: edit yours)"), classes="section")
                yield OptionList(*self._deck_items(), id="deck-list")
                yield Static(id="deck-info")
            yield OptionList(id="deck-cards")
            yield CardView(self.catalog.cards, id="deck-card")
        yield Footer()
        yield TooSmall()

    def on_mount(self) -> None:
        self.query_one("#deck-list", OptionList).focus()

    def on_screen_resume(self) -> None:
        """Back from the deck builder: show the decks as they are on disk now."""
        ref = self.current.ref if self.current is not None else None
        self.entries = self.catalog.entries()
        items = self._deck_items()
        deck_list = self.query_one("#deck-list", OptionList)
        deck_list.set_options(items)
        self.current = None
        for index, option in enumerate(items):
            if option.id is not None and self.entries[int(option.id)].ref == ref:
                deck_list.highlighted = index  # shows the deck as it is now

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id == "deck-list" and event.option.id is not None:
            self.show_deck(self.entries[int(event.option.id)])
        elif event.option_list.id == "deck-cards":
            cid = self.rows[event.option_index] if event.option_index < len(self.rows) else None
            if cid is not None:
                self.query_one(CardView).show_card(cid)

    def show_deck(self, entry: DeckEntry) -> None:
        """Fill the card list with ``entry``'s cards."""
        info = self.query_one("#deck-info", Static)
        cards = self.query_one("#deck-cards", OptionList)
        self.rows = []
        self.current = entry
        if entry.deck is None:
            info.update(Text(entry.error, style="red"))
            cards.clear_options()
            return
        deck = entry.deck
        from rage_tui.rulesets.rage1995.construction import check_deck

        problems = check_deck(deck, self.catalog.cards)
        text = Text(deck.description + "\n" if deck.description else "")
        text.append(_("{sept} sept, {combat} combat cards").format(
            sept=deck.sept_count, combat=deck.combat_count) + "\n")
        if entry.error:
            text.append(entry.error, style="red")
        elif problems:
            text.append(_("At renown level 20: {problems}").format(
                problems="; ".join(render(p) for p in problems[:3])), style="yellow")
        else:
            text.append(_("Legal at renown level 20."), style="green")
        info.update(text)
        items: list[ListOption] = []
        self._section(items, _("Pack"), [(c, 1) for c in deck.pack], deck)
        self._section(items, _("Sept deck ({n})").format(n=deck.sept_count), deck.sept, deck)
        self._section(items, _("Combat deck ({n})").format(n=deck.combat_count), deck.combat,
                      deck)
        cards.set_options(items)
        first = next((cid for cid in self.rows if cid is not None), None)
        self.query_one(CardView).show_card(first)

    def _section(self, items: list[ListOption], title: str,
                 entries: Sequence[tuple[str, int]], deck: DeckList) -> None:
        items.append(ListOption(Text(title, style="bold underline"), disabled=True))
        self.rows.append(None)
        for cid, n in entries:
            card = self.catalog.cards.get(cid)
            name = card.name if card is not None else _("{card} (unknown)").format(card=cid)
            items.append(ListOption(Text(f"{n:>2} x {name}")))
            self.rows.append(cid)

    def action_back(self) -> None:
        """Back to the title screen."""
        self.app.pop_screen()

    def action_build(self, how: str) -> None:
        """Open the deck builder: a ``new`` deck, a ``copy`` of the highlighted deck, or
        ``edit`` the highlighted deck when it is one of yours (a bundled one is copied)."""
        from rage_tui.engine.cards import Allegiance
        from rage_tui.ui.deck_draft import DeckDraft
        from rage_tui.ui.screens.deck_builder import DeckBuilderScreen

        folder = self.catalog.user_folder
        if folder is None:
            self.app.notify(_("There is no folder for your decks."), severity="error")
            return
        entry = self.current
        if how == "new" or entry is None or entry.deck is None:
            draft = DeckDraft(_("New deck"), Allegiance.GAIA)
        elif how == "edit" and entry.is_user:
            draft = DeckDraft.copy_of(entry.deck, path=entry.path)
        else:
            draft = DeckDraft.copy_of(entry.deck, name=_("{deck} (copy)").format(
                deck=entry.deck.name))
        self.app.push_screen(DeckBuilderScreen(draft, self.catalog.cards, folder))
