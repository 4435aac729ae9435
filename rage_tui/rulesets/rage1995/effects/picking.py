"""Cards of the player's choice from their own hand or deck: discarding the cards you pick
(Caern of Bygone Visions) and searching your deck for a card of a kind (Monster Joe's
Truck-n-Tow). Only the player who picks sees the options."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.events import ev, event, private
from rage_tui.engine.flow import pop
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import to_discard

RULE: Final = "card text"


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
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
        opts = tuple(option("Discard {card}", Choice("discard", (iid,)), g.cards[iid].cid,
                            card=g.name(iid)) for iid in hand)
        return ask(self.seat, "discard-pick", "{card}: choose a card to discard ({n} to go)",
                   {"card": g.name(self.card), "n": self.left}, opts, rule=RULE)

    def answer(self, g: GameState, choice: Choice) -> None:
        hand = self._hand(g)
        iid = int(choice.args[0]) if choice.kind == "discard" and choice.args else -1
        if iid not in hand:
            raise IllegalChoiceError("that card is not in your hand")
        hand.remove(iid)
        to_discard(g, iid)
        self.left -= 1
        g.emit(event("discarded", "{player} discards {card}",
                     {"player": g.player(self.seat).name, "card": g.name(iid)}, RULE,
                     seat=self.seat, cards=(iid,), card=self.card))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class TutorPick(Frame):
    """Ask ``seat`` which card of type ``card_type`` (one option per card name) to take from
    its ``deck`` into its hand, or to take nothing; the deck is shuffled afterwards. ``kinds``
    narrows equipment to those kinds (fetishes, bane fetishes ...). The player is asked even
    when the deck holds no such card, and only they learn what was taken (the card is not
    shown): the other players see the search and the hand grow, never the deck's contents."""

    def __init__(self, seat: int, card: int, deck: str, card_type: str,
                 kinds: tuple[str, ...] = ()) -> None:
        self.seat = seat
        self.card = card
        self.deck = deck
        self.card_type = card_type
        self.kinds = kinds

    def _deck(self, g: GameState) -> list[int]:
        p = g.player(self.seat)
        return p.sept_deck if self.deck == "sept" else p.combat_deck

    def _found(self, g: GameState) -> list[int]:
        seen: set[str] = set()
        out = []
        for iid in self._deck(g):
            cid = g.cards[iid].cid
            d = g.defs[cid]
            if (str(d.type) == self.card_type and cid not in seen
                    and (not self.kinds or str(d.equipment_kind) in self.kinds)):
                seen.add(cid)
                out.append(iid)
        return out

    def run(self, g: GameState) -> Decision | None:
        opts = tuple(option("Take {card}", Choice("take", (iid,)), g.cards[iid].cid,
                            card=g.name(iid)) for iid in self._found(g))
        return ask(self.seat, "tutor-pick", "{card}: choose the card to take from your deck",
                   {"card": g.name(self.card)}, (*opts, option("Take nothing", Choice("done"))),
                   rule=RULE)

    def answer(self, g: GameState, choice: Choice) -> None:
        iid = int(choice.args[0]) if choice.kind == "take" and choice.args else -1
        if choice.kind != "done" and iid not in self._found(g):
            raise IllegalChoiceError("that card cannot be taken")
        pop(g, self)
        deck = self._deck(g)
        p = g.player(self.seat)
        if iid >= 0:
            deck.remove(iid)
            (p.sept_hand if self.deck == "sept" else p.combat_hand).append(iid)
        g.rng.shuffle(deck)
        secret = (m("{player} searches the deck and takes {found}", player=p.name,
                    found=g.name(iid)) if iid >= 0
                  else m("{player} searches the deck and takes nothing", player=p.name))
        public = (m("{player} searches the deck and takes a card", player=p.name) if iid >= 0
                  else m("{player} searches the deck and takes nothing", player=p.name))
        g.emit(private({self.seat}, ev("effect", secret, RULE, seat=self.seat, card=self.card),
                       ev("effect", public, RULE, seat=self.seat, card=self.card)))
