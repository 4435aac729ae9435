"""The deck builder: search the card library, add and remove cards, see the construction rules
checked as you go, save the deck to your deck folder (where New game and Solo offer it)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Checkbox, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option as ListOption

from rage_tui.engine.cards import Allegiance
from rage_tui.i18n import N_, _, ngettext, render
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.ui.deck_draft import ANY, DEFAULT_RENOWN, NO_SIDE, CardFilter, DeckDraft, card_rage
from rage_tui.ui.render import type_label
from rage_tui.ui.widgets.card_view import CardView
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.safe_list import SafeOptionList
from rage_tui.ui.widgets.too_small import TooSmall

SIDES = ((N_("Gaia"), Allegiance.GAIA.value), (N_("Wyrm"), Allegiance.WYRM.value))
SIDE_FILTER = ((N_("Any side"), ANY), (N_("Gaia"), "gaia"), (N_("Wyrm"), "wyrm"),
               (N_("Rogue"), "rogue"), (N_("No side"), NO_SIDE))


class NumberInput(Input):
    """A field for a whole number that types digits only: every other key (``+``, ``-``)
    goes on to the screen's keys, so ``+`` adds the highlighted card (issue 29: ``+`` was
    typed into the Rage fields)."""

    def __init__(self, value: str = "", **kwargs: Any) -> None:
        super().__init__(value, restrict=r"[0-9]*", **kwargs)

    async def _on_key(self, event: events.Key) -> None:
        if event.is_printable and not (event.character or "").isdigit():
            event.prevent_default()  # not typed; the screen's binding may use the key


class DeckBuilderScreen(Screen[None]):
    """Edit a :class:`DeckDraft`; ctrl+s saves it to ``folder``."""

    DEFAULT_CSS = """
    DeckBuilderScreen #builder-head { height: 3; }
    DeckBuilderScreen #builder-head Label { padding: 1 1 0 1; }
    DeckBuilderScreen #deck-name { width: 28; }
    DeckBuilderScreen #deck-side { width: 14; }
    DeckBuilderScreen #renown { width: 10; }
    DeckBuilderScreen #deck-totals { width: 1fr; padding: 1 1 0 1; }
    DeckBuilderScreen #filters { height: 3; }
    DeckBuilderScreen #search { width: 1fr; }
    DeckBuilderScreen #type-filter { width: 22; }
    DeckBuilderScreen #side-filter { width: 16; }
    DeckBuilderScreen .rage { width: 14; }
    DeckBuilderScreen #builder-body { height: 1fr; }
    DeckBuilderScreen #library { width: 1fr; height: 1fr; border: round $primary; }
    DeckBuilderScreen #deck-rows { width: 32; height: 1fr; border: round $primary; }
    DeckBuilderScreen #builder-card { width: 38; }
    DeckBuilderScreen #problems-box { height: auto; max-height: 8; }
    DeckBuilderScreen #problems { height: auto; padding: 0 1; }
    DeckBuilderScreen #builder-status { height: 1; padding: 0 1; }
    """

    BINDINGS = [
        Binding("plus,equals_sign", "add", N_("+1")),
        Binding("minus,delete", "remove", N_("-1")),
        Binding("ctrl+s", "save", N_("Save")),
        Binding("ctrl+f", "focus_search", N_("Search")),
        Binding("tab", "focus_main", show=False),
        Binding("question_mark,f2", "rules", N_("Rules"), key_display="?"),
        Binding("escape", "back", N_("Back")),
    ]

    def __init__(self, draft: DeckDraft, cards: Mapping[str, CardDef], folder: Path,
                 renown_level: int | None = DEFAULT_RENOWN) -> None:
        super().__init__()
        self.draft = draft
        self.cards = cards
        self.folder = folder
        self.renown_level = renown_level
        self.club_rules = False
        self.live_problems: list[str] = []
        self.filter = CardFilter()
        self.library_rows: list[str] = []
        self.deck_rows: list[str | None] = []
        self.dirty = draft.path is None
        self.file_name_of = draft.name
        """The deck's name when its file was last chosen: renaming it moves the file."""

    def compose(self) -> ComposeResult:
        types = sorted({c.card_type for c in self.cards.values()}, key=lambda t: type_label(t))
        with Horizontal(id="builder-head"):
            yield Label(_("Deck"))
            yield Input(self.draft.name, max_length=80, id="deck-name")
            yield Select([(_(label), v) for label, v in SIDES],
                         value=self.draft.allegiance.value, allow_blank=False, id="deck-side")
            yield Label(_("Renown"))
            yield NumberInput(str(self.renown_level) if self.renown_level else "",
                              placeholder=_("none"), id="renown")
            yield Checkbox(_("Club rules"), self.club_rules, id="club-rules")
            yield Static(id="deck-totals")
        with Horizontal(id="filters"):
            # (it does not select its text when focused: typing on a list adds to the search;
            # ctrl+f selects it, to type a new one)
            yield Input(placeholder=_("search name, text, keywords (ctrl+f)"), id="search",
                        select_on_focus=False)
            yield Select([(_("Any type"), ANY), *((type_label(t), t.value) for t in types)],
                         value=ANY, allow_blank=False, id="type-filter")
            yield Select([(_(label), v) for label, v in SIDE_FILTER], value=ANY,
                         allow_blank=False, id="side-filter")
            yield NumberInput(placeholder=_("min Rage"), id="rage-min", classes="rage")
            yield NumberInput(placeholder=_("max Rage"), id="rage-max", classes="rage")
        with Horizontal(id="builder-body"):
            yield SafeOptionList(id="library")
            yield SafeOptionList(id="deck-rows")
            yield CardView(self.cards, id="builder-card")
        with VerticalScroll(id="problems-box"):
            yield Static(id="problems")
        yield Static(id="builder-status")
        yield Footer()
        yield TooSmall()

    def on_mount(self) -> None:
        if not getattr(self.app, "blink", True):
            for box in self.query(Input):
                box.cursor_blink = False
        self.refresh_library()
        self.refresh_deck()
        self.query_one("#library", OptionList).focus()

    # -- lists ---------------------------------------------------------------------------------
    def refresh_library(self) -> None:
        """Show the cards that pass the filters, with the copies already in the deck."""
        library = self.query_one("#library", OptionList)
        shown = self.filter.apply(self.cards.values())
        self.library_rows = [c.id for c in shown]
        library.set_options([ListOption(self._library_line(c)) for c in shown])
        if shown:
            library.highlighted = 0
        else:
            library.set_options([ListOption(Text(_("No card matches the filters."),
                                                 style="dim"), disabled=True)])

    def _library_line(self, card: CardDef) -> Text:
        n = self.draft.count(card.id)
        text = Text(f"{n:>2} " if n else "   ", style="bold green")
        text.append(card.name, style="bold" if n else "")
        side = _(card.allegiance.value.title()) if card.allegiance is not None else ""
        rage = card_rage(card)
        details = " · ".join(x for x in (type_label(card.card_type), side,
                                         _("Rage {n}").format(n=rage) if rage is not None
                                         else "") if x)
        text.append(f"  {details}", style="dim")
        return text

    def refresh_deck(self) -> None:
        """Rebuild the deck list, the totals and the live construction check."""
        rows = self.query_one("#deck-rows", OptionList)
        keep = rows.highlighted
        d = self.draft
        items: list[ListOption] = []
        self.deck_rows = []
        pack: dict[str, int] = {}
        for cid in d.pack:
            pack[cid] = pack.get(cid, 0) + 1
        renown = sum(self.cards[c].renown for c in d.pack if c in self.cards)
        for title, entries in ((_("Pack (Renown {n})").format(n=renown), pack),
                               (_("Sept deck ({n})").format(n=sum(d.sept.values())), d.sept),
                               (_("Combat deck ({n})").format(n=sum(d.combat.values())),
                                d.combat)):
            items.append(ListOption(Text(title, style="bold underline"), disabled=True))
            self.deck_rows.append(None)
            for cid, n in entries.items():
                card = self.cards.get(cid)
                items.append(ListOption(f"{n:>2} x {card.name if card else cid}"))
                self.deck_rows.append(cid)
        rows.set_options(items)
        if keep is not None and keep < len(items):
            rows.highlighted = keep
        self.query_one("#deck-totals", Static).update(
            _("{characters} characters, {sept} sept, {combat} combat").format(
                characters=len(d.pack), sept=sum(d.sept.values()),
                combat=sum(d.combat.values())))
        self.show_problems()

    def show_problems(self) -> list[str]:
        """The live construction check (the messages of ``rage-tui deck check``)."""
        problems = self.draft.problems(self.cards, self.renown_level, self.club_rules)
        self.live_problems = problems
        if self.renown_level and self.club_rules:
            level = _("renown level {n} with Givors' club rules").format(n=self.renown_level)
        elif self.renown_level:
            level = _("renown level {n}").format(n=self.renown_level)
        elif self.club_rules:
            level = _("no renown level, with Givors' club rules")
        else:
            level = _("no renown level")
        if problems:
            text = Text(ngettext(
                "Not legal at {level} ({n} problem; ?: the rules, Building a deck):",
                "Not legal at {level} ({n} problems; ?: the rules, Building a deck):",
                len(problems)).format(level=level, n=len(problems)), style="bold yellow")
            for p in problems:
                text.append(f"\n- {render(p)}", style="yellow")
        else:
            text = Text(_("Legal at {level}.").format(level=level), style="bold green")
        self.query_one("#problems", Static).update(text)
        return problems

    def _update_library_row(self, cid: str) -> None:
        if cid in self.library_rows:
            library = self.query_one("#library", OptionList)
            i = self.library_rows.index(cid)
            library.replace_option_prompt_at_index(i, self._library_line(self.cards[cid]))

    # -- events --------------------------------------------------------------------------------
    def on_input_changed(self, event: Input.Changed) -> None:
        wid = event.input.id
        if wid == "deck-name":
            self.draft.name = event.value
            self.dirty = True
            return
        if wid == "renown":
            try:
                level = int(event.value) if event.value.strip() else None
            except ValueError:
                return
            self.renown_level = level if level is None or level > 0 else None
            self.show_problems()
            return
        if wid == "search":
            self.filter.text = event.value
        elif wid in ("rage-min", "rage-max"):
            try:
                value = int(event.value) if event.value.strip() else None
            except ValueError:
                value = None
            if wid == "rage-min":
                self.filter.min_rage = value
            else:
                self.filter.max_rage = value
        else:
            return
        self.refresh_library()

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        if event.checkbox.id == "club-rules":
            self.club_rules = event.value
            self.show_problems()

    def on_select_changed(self, event: Select.Changed) -> None:
        wid = event.select.id
        value = str(event.value)
        if wid == "deck-side":
            if value != self.draft.allegiance.value:
                self.draft.allegiance = Allegiance(value)
                self.dirty = True
                self.refresh_deck()
        elif wid == "type-filter":
            self.filter.type = value
            self.refresh_library()
        elif wid == "side-filter":
            self.filter.allegiance = value
            self.refresh_library()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        cid = self._row_card(event.option_list.id, event.option_index)
        if cid is not None:
            self.query_one(CardView).show_card(cid)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "library":
            event.stop()
            self.action_add()

    def _row_card(self, list_id: str | None, index: int | None) -> str | None:
        if index is None:
            return None
        rows: list[str] | list[str | None] = (
            self.library_rows if list_id == "library" else
            self.deck_rows if list_id == "deck-rows" else [])
        return rows[index] if 0 <= index < len(rows) else None

    def _focused_card(self) -> str | None:
        focused = self.focused
        if isinstance(focused, OptionList):
            return self._row_card(focused.id, focused.highlighted)
        if isinstance(focused, NumberInput):  # a key from a number field: the library's card
            library = self.query_one("#library", OptionList)
            return self._row_card(library.id, library.highlighted)
        return None

    # -- actions -------------------------------------------------------------------------------
    def action_add(self) -> None:
        """One more copy of the highlighted card."""
        self._change(+1)

    def action_remove(self) -> None:
        """One copy fewer of the highlighted card."""
        self._change(-1)

    def _change(self, delta: int) -> None:
        cid = self._focused_card()
        if cid is None or cid not in self.cards:
            return
        card = self.cards[cid]
        if delta > 0:
            self.draft.add(card)
        else:
            self.draft.remove(card)
        self.dirty = True
        self._update_library_row(cid)
        self.refresh_deck()
        self.set_status(_("{card}: {n} in the deck").format(card=card.name,
                                                            n=self.draft.count(cid)))

    def action_rules(self) -> None:
        """The rules reference, on building a deck."""
        show = getattr(self.app, "show_rule", None)
        if show is not None:
            show("deck-building")

    #: Where Tab goes, in turn: the fields a builder uses all the time (issue 29: Tab walked
    #: five filter fields before the card list); Shift+Tab still walks every field.
    TAB_ORDER = ("search", "library", "deck-rows", "deck-name")

    def action_focus_main(self) -> None:
        """Tab: the next of the search box, the card list, the deck list and the deck's name
        (from any other field: the card list)."""
        focused = self.focused
        here = focused.id if focused is not None else None
        order = self.TAB_ORDER
        nxt = order[(order.index(here) + 1) % len(order)] if here in order else "library"
        self.query_one(f"#{nxt}").focus()

    #: The lists where a typed letter starts a search rather than being a command (issue 29:
    #: a card name typed on the list opened the rules reference at its "r").
    TYPE_TO_SEARCH = ("library", "deck-rows")

    def on_key(self, event: events.Key) -> None:
        """A letter, digit or space typed on the card or deck list goes into the search box
        (focused, the text added at its end); +, - and ? keep their commands."""
        focused = self.focused
        char = event.character
        if focused is None or focused.id not in self.TYPE_TO_SEARCH or char is None \
                or not (char.isalnum() or char == " "):
            return
        event.stop()
        event.prevent_default()
        search = self.query_one("#search", Input)
        search.focus()
        search.cursor_position = len(search.value)
        search.insert_text_at_cursor(char)

    def action_focus_search(self) -> None:
        """Jump to the search box, its text selected (typing replaces it)."""
        search = self.query_one("#search", Input)
        search.focus()
        search.select_all()

    def set_status(self, text: str, style: str = "") -> None:
        """A line under the rules check."""
        self.query_one("#builder-status", Static).update(Text(text, style=style))

    def target_path(self) -> Path:
        """Where the deck is saved: its own file when it was opened from one (or saved once),
        otherwise a file named after the deck in the deck folder. A deck of the deck folder
        renamed in the builder moves to a file named after its new name (issue 29: "Tester
        Pack" was still saved as new-deck.yaml); a file elsewhere keeps its name."""
        from rage_tui.content.deck_writer import deck_file_stem

        named = self.folder / f"{deck_file_stem(self.draft.name)}.yaml"
        path = self.draft.path
        if path is None:
            return named
        if path.parent == self.folder and self.draft.name != self.file_name_of:
            return named
        return path

    def action_save(self) -> None:
        """Save the deck (an illegal deck only after a warning)."""
        self._save()

    @work(exclusive=True, group="deck-save", exit_on_error=False)
    async def _save(self) -> None:
        from rage_tui.content.deck_writer import write_deck
        from rage_tui.ui.screens.confirm_dialog import ConfirmDialog

        if not self.draft.name.strip():
            self.set_status(_("The deck needs a name."), "bold red")
            return
        problems = self.show_problems()
        comment = ""
        if problems:
            shown = "\n".join(f"- {render(p)}" for p in problems[:8])
            more = "\n" + _("... and {n} more").format(n=len(problems) - 8) \
                if len(problems) > 8 else ""
            ok = await self.app.push_screen_wait(ConfirmDialog(
                _("Not a legal deck"), _("This deck breaks the construction rules:\n"
                                         "{problems}\n\nSave it anyway, marked as not legal?"
                                         ).format(problems=shown + more),
                yes=_("Save anyway"), no=_("Keep building")))
            if not ok:
                self.set_status(_("Not saved."))
                return
            comment = ("NOT LEGAL (rage-tui deck check"
                       f"{f' --renown {self.renown_level}' if self.renown_level else ''}"
                       f"{' --club-rules' if self.club_rules else ''}):\n"
                       + "\n".join(f"- {p}" for p in problems))
        path = self.target_path()
        old = self.draft.path if self.draft.path is not None and path != self.draft.path \
            else None
        if path != self.draft.path and path.exists():
            ok = await self.app.push_screen_wait(ConfirmDialog(
                _("Replace a deck?"), _("{file} already holds a deck. Replace it?").format(
                    file=path.name), yes=_("Replace"), no=_("Back")))
            if not ok:
                self.set_status(_("Not saved: change the name to save a new deck."))
                return
        try:
            write_deck(self.draft.to_decklist(), path,
                       comment or "Built with the rage-tui deck builder.")
        except OSError as exc:
            self.set_status(_("Could not save to {path}: {error}").format(
                path=path, error=exc.strerror or exc), "bold red")
            return
        if old is not None:  # renamed: the new file is written, the old one goes
            old.unlink(missing_ok=True)
        self.draft.path = path
        self.file_name_of = self.draft.name
        self.dirty = False
        done = _("Saved to {path} (not legal).") if problems else _("Saved to {path} (legal).")
        self.set_status(done.format(path=path), "bold green" if not problems else "bold yellow")

    def action_back(self) -> None:
        """Back to the Decks screen (asks first when there are unsaved changes)."""
        self._back()

    @work(exclusive=True, group="deck-back", exit_on_error=False)
    async def _back(self) -> None:
        from rage_tui.ui.screens.confirm_dialog import ConfirmDialog

        if self.dirty:
            ok = await self.app.push_screen_wait(ConfirmDialog(
                _("Unsaved deck"), _("Leave the deck builder without saving?"),
                yes=_("Leave"), no=_("Stay")))
            if not ok:
                return
        self.app.pop_screen()
