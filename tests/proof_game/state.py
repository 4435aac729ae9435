"""Sealed Gems' state: the core state with each seat's purse (its deck), hand, spent pile and
score, the seating order (which shrinks when a seat leaves), the active seat, and the sealed
bids lying face down with their public commitments."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from rage_tui.engine.cards import Card
from rage_tui.engine.rng import Rng
from rage_tui.engine.state import CardInst, GameState, PlayerState, Setup

#: cards a seat holds after drawing
HAND_SIZE = 3
#: a safety valve: a game still going after this many rounds ends on the scores
MAX_ROUNDS = 40


@dataclass
class GemPlayer(PlayerState):
    """One seat: its purse (face down, top first), hand, spent cards and score."""

    purse: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    spent: list[int] = field(default_factory=list)
    score: int = 0


class GemState(GameState[Card, GemPlayer]):
    """The whole game of Sealed Gems."""

    def __init__(self, setup: Setup, defs: dict[str, Card], cards: dict[int, CardInst],
                 players: list[GemPlayer], rng: Rng) -> None:
        super().__init__(setup, defs, cards, players, rng)
        #: the seating order of the seats still in (a seat that leaves drops out of it)
        self.order: list[int] = [p.seat for p in players]
        #: the seat whose round it is: it acts first in the market and priority returns to it
        self.active = 0
        #: seat -> the card it bid face down (None: it bid nothing), until the reveal
        self.sealed: dict[int, int | None] = {}
        #: seat -> (commitment, salt) of its sealed bid; the commitment is public at once,
        #: the salt only at the reveal
        self.proofs: dict[int, tuple[str, str]] = {}

    def value(self, iid: int) -> int:
        """A card's worth."""
        return int(getattr(self.card(iid), "value", 0))

    def after(self, seat: int) -> list[int]:
        """The seating order starting at ``seat`` (which must be in it)."""
        i = self.order.index(seat)
        return [*self.order[i:], *self.order[:i]]

    def hash_parts(self) -> dict[str, Any]:
        return {"order": self.order, "active": self.active, "sealed": sorted(
            (s, -1 if i is None else i) for s, i in self.sealed.items()),
            "proofs": sorted(self.proofs.items()),
            "seats": [(p.purse, p.hand, p.spent, p.score, p.out) for p in self.players]}

    def card_places(self) -> Iterator[tuple[Iterable[int], str]]:
        for p in self.players:
            yield p.purse, f"{p.seat}:purse"
            yield p.hand, f"{p.seat}:hand"
            yield p.spent, f"{p.seat}:spent"
        yield [i for i in self.sealed.values() if i is not None], "sealed"

    def redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Shuffle every other seat's hand and purse together and deal them out again in the
        same sizes, and shuffle the seat's own purse (its order is unknown to it). Sealed
        bids stay: a bot's search replaces none (it asks nothing of them)."""
        for p in self.players:
            if p.seat == seat:
                rng.shuffle(p.purse)
                continue
            pool = [*p.hand, *p.purse]
            rng.shuffle(pool)
            p.hand, p.purse = pool[:len(p.hand)], pool[len(p.hand):]
