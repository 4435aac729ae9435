"""Cards whose text the effect language cannot carry out yet are resolved by hand.

The card's text is shown; the players apply it themselves and confirm. The log says so. This
keeps a player's own cards playable even when they use something the engine does not have.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop
from rage_tui.i18n import CardTextMsg, m
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import GameState


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class ByHand(Frame):
    """Ask the player who played the card to confirm it was resolved by hand."""

    def __init__(self, seat: int, card: int) -> None:
        self.seat = seat
        self.card = card

    def run(self, g: GameState) -> Decision | None:
        card = g.card(self.card)
        return ask(self.seat, "resolve-by-hand",
                   "RESOLVE BY HAND - {card}: {x} Apply it together, then confirm.",
                   {"card": card.name,
                    "x": (CardTextMsg(card.id, card.text) if card.text else m("(no text)"))},
                   (option("Done: the players applied it", Choice("resolved")),),
                   rule="card text (by hand)")

    def answer(self, g: GameState, choice: Choice) -> None:
        pop(g, self)
        card = g.card(self.card)
        g.emit(event("by-hand",
                     "{card} was resolved by hand by the players (the engine cannot carry out its "
                     "text)", {"card": card.name}, "card text (by hand)", card=self.card,
                     seat=self.seat))
