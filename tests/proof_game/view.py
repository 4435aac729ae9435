"""What one seat of Sealed Gems may see: every score, the seating order and the active seat,
its own hand (card instances and ids), of the others only hand and purse counts, every spent
card, and of the sealed bids only who has bid and the public commitment (its own bid too)."""

from __future__ import annotations

from dataclasses import dataclass

from rage_tui.engine.view import View
from tests.proof_game.state import GemState


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as the viewer sees it (``hand`` empty unless it is the viewer's)."""

    seat: int
    name: str
    out: bool
    score: int
    hand_count: int
    purse_count: int
    spent: tuple[str, ...]
    #: whether the seat has bid face down this round, and the public commitment
    sealed: bool
    commitment: str
    hand: tuple[int, ...] = ()
    hand_cards: tuple[str, ...] = ()
    #: the viewer's own sealed bid (a card id; "" otherwise)
    own_bid: str = ""


@dataclass(frozen=True, slots=True)
class GemView(View):
    """The table from one seat."""

    active: int = 0
    order: tuple[int, ...] = ()
    seats: tuple[SeatView, ...] = ()


def view_for(g: GemState, seat: int | None, full: bool = True) -> GemView:
    """Everything ``seat`` may know now (``None``: a spectator, who sees no hand)."""
    d = g.pending
    mine = d if d is not None and d.seat == seat else None
    waiting = d.seat if d is not None else None
    if not full:
        return GemView(seat, g.turn, g.phase, g.step, mine, waiting, g.over, g.winner,
                       g.result, g.active, tuple(g.order))
    seats = []
    for p in g.players:
        own = p.seat == seat
        bid = g.sealed.get(p.seat)
        seats.append(SeatView(
            p.seat, p.name, p.out, p.score, len(p.hand), len(p.purse),
            tuple(g.cards[i].cid for i in p.spent), p.seat in g.sealed,
            g.proofs[p.seat][0] if p.seat in g.proofs else "",
            tuple(p.hand) if own else (),
            tuple(g.cards[i].cid for i in p.hand) if own else (),
            g.cards[bid].cid if own and bid is not None else ""))
    return GemView(seat, g.turn, g.phase, g.step, mine, waiting, g.over, g.winner, g.result,
                   g.active, tuple(g.order), tuple(seats))
