"""One seat of the New game screen: name, human or bot, the bot's difficulty, the deck."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Label, Select

from rage_tui.i18n import _
from rage_tui.ui.config import HUMAN, SeatConfig
from rage_tui.ui.describe import bot_title

FILE = "@file"
BOT = "bot"


class SeatRow(Horizontal):
    """Fields of one seat; :meth:`read` gives the :class:`SeatConfig`."""

    DEFAULT_CSS = """
    SeatRow { height: auto; }
    SeatRow Label { width: 3; padding: 1 0 0 0; }
    SeatRow #name { width: 16; }
    SeatRow #player { width: 13; }
    SeatRow #difficulty { width: 16; }
    SeatRow #deck { width: 1fr; min-width: 24; }
    SeatRow #path { width: 1fr; display: none; }
    SeatRow.-file #path { display: block; }
    """

    def __init__(self, index: int, seat: SeatConfig, decks: Sequence[tuple[str, str]],
                 agents: Sequence[str], unusable: Sequence[tuple[Text, str]] = ()) -> None:
        super().__init__(classes="seat-row")
        self.index = index
        self.seat = seat
        self.decks = list(decks)
        #: decks that cannot be used, greyed with their reason (listed, never a default)
        self.unusable = list(unusable)
        self.agents = list(agents) or ["random"]
        #: set when the row is being removed (its removal completes on a later message)
        self.retired = False

    def compose(self) -> ComposeResult:
        seat = self.seat
        yield Label(f"{self.index + 1}.")
        yield Input(seat.name, placeholder=_("Name"), max_length=24, id="name")
        yield Select([(_("Human"), HUMAN), (_("Bot"), BOT)],
                     value=HUMAN if seat.is_human else BOT,
                     allow_blank=False, id="player")
        agent = seat.player if seat.player in self.agents else self.agents[0]
        yield Select([(bot_title(a), a) for a in self.agents], value=agent,
                     allow_blank=False,
                     id="difficulty", disabled=seat.is_human)
        refs = [ref for _, ref in self.decks]
        if seat.deck in refs or seat.deck in [ref for _, ref in self.unusable]:
            deck = seat.deck
        elif seat.deck and not seat.deck.startswith(("bundled:", "user:")):
            deck = FILE
        elif refs:
            deck = refs[self.index % len(refs)]
        else:
            deck = FILE
        yield Select([*self.decks, *self.unusable, (_("Deck file ..."), FILE)], value=deck,
                     allow_blank=False,
                     id="deck")
        yield Input(seat.deck if deck == FILE else "", placeholder=_("path/to/deck.yaml"),
                    id="path")
        self.set_class(deck == FILE, "-file")

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "player":
            self.query_one("#difficulty", Select).disabled = event.value != BOT
        elif event.select.id == "deck":
            self.set_class(event.value == FILE, "-file")

    def read(self) -> SeatConfig:
        """The seat as filled in (a row not composed yet reads as the seat it was given)."""
        if not self.query("#name"):
            return self.seat
        name = self.query_one("#name", Input).value.strip()
        player = self.query_one("#player", Select).value
        agent = str(self.query_one("#difficulty", Select).value)
        deck = str(self.query_one("#deck", Select).value)
        if deck == FILE:
            deck = self.query_one("#path", Input).value.strip()
        return SeatConfig(name, agent if player == BOT else HUMAN, deck)
