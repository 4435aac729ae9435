"""The sept and combat hands of the player at the keyboard (nobody else's cards, ever)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option as ListOption

from rage_tui.i18n import _
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.view_types import SeatView


class HandList(OptionList):
    """One hand as a list of cards."""

    DEFAULT_CSS = """
    HandList { width: 1fr; height: auto; max-height: 9; border: round $primary;
               text-wrap: nowrap; text-overflow: ellipsis; }
    HandList:focus { border: round $accent; }
    """


class HandView(Horizontal):
    """Both hands of one seat; empty (with a note) when no seat's cards may be shown."""

    DEFAULT_CSS = """
    HandView { height: auto; }
    """

    @dataclass
    class CardFocused(Message):
        """A hand card got the highlight."""

        iid: int
        cid: str

    @dataclass
    class CardPicked(Message):
        """Enter on a hand card: find what can be done with it."""

        iid: int

    def __init__(self, defs: Mapping[str, CardDef], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.defs = defs
        self._cards: dict[str, tuple[int, str]] = {}
        self._shown: tuple[object, ...] | None = None

    def compose(self) -> ComposeResult:
        yield HandList(id="sept-hand")
        yield HandList(id="combat-hand")

    def show(self, seat: SeatView | None) -> None:
        """Show ``seat``'s hands (it must be the viewer's own seat view)."""
        key = None if seat is None else (seat.seat, seat.sept_hand, seat.combat_hand)
        if key == self._shown:
            return
        self._shown = key
        self._cards = {}
        for wid, title, hand in (
                ("sept-hand", _("Sept hand"), seat.sept_hand if seat else None),
                ("combat-hand", _("Combat hand"), seat.combat_hand if seat else None)):
            lst = self.query_one(f"#{wid}", HandList)
            old = lst.highlighted
            items = []
            for iid, cid in hand or ():
                self._cards[f"{wid}:{iid}"] = (iid, cid)
                card = self.defs.get(cid)
                # one line per card: a long name is cut short, never wrapped onto a second
                # line that would look like another card
                items.append(ListOption(Text(card.name if card else cid, no_wrap=True,
                                             overflow="ellipsis"), id=f"{wid}:{iid}"))
            if hand is None:
                lst.border_title = _("{hand} (hidden)").format(hand=title)
            else:
                lst.border_title = f"{title} ({len(hand)})"
            lst.set_options(items)
            if items:
                lst.highlighted = min(old or 0, len(items) - 1)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        found = self._cards.get(event.option.id or "")
        if found is not None:
            self.post_message(self.CardFocused(*found))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        found = self._cards.get(event.option.id or "")
        if found is not None:
            self.post_message(self.CardPicked(found[0]))
