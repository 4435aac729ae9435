"""Discards of the player's choice: a card tells you to discard cards from your own hand and
lets you pick which (Caern of Bygone Visions); the frame asks for one card at a time."""

from __future__ import annotations

from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.events import ev
from rage_tui.engine.flow import pop
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import to_discard

RULE = "card text"


class DiscardPick(Frame):
    """Ask ``seat`` to discard ``amount`` cards of its choice from its ``deck`` (sept or
    combat) hand, one at a time (fewer if the hand runs out)."""

    def __init__(self, seat: int, card: int, deck: str, amount: int) -> None:
        self.seat = seat
        self.card = card
        self.deck = deck
        self.left = amount

    def _hand(self, g: GameState) -> list[int]:
        p = g.player(self.seat)
        return p.sept_hand if self.deck == "sept" else p.combat_hand

    def run(self, g: GameState) -> Decision | None:
        hand = self._hand(g)
        if self.left <= 0 or not hand:
            pop(g, self)
            return None
        opts = tuple(Option(Choice("discard", (iid,)), m("Discard {card}", card=g.name(iid)),
                            g.cards[iid].cid) for iid in hand)
        return Decision(self.seat, "discard-pick",
                        m("{card}: choose a card to discard ({n} to go)", card=g.name(self.card),
                          n=self.left), opts, rule=RULE)

    def answer(self, g: GameState, choice: Choice) -> None:
        hand = self._hand(g)
        iid = int(choice.args[0]) if choice.kind == "discard" and choice.args else -1
        if iid not in hand:
            raise IllegalChoiceError("that card is not in your hand")
        hand.remove(iid)
        to_discard(g, iid)
        self.left -= 1
        g.emit(ev("discarded", m("{player} discards {card}", player=g.player(self.seat).name,
                                 card=g.name(iid)), RULE, seat=self.seat, cards=(iid,),
                  card=self.card))
