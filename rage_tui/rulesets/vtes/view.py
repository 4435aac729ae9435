"""What one Methuselah may see (4 of issue 28): every pool, victory point, the Edge, every
controlled minion with its blood and what is on it; her own hand and uncontrolled region; of
the others only counts (hand, library, crypt, uncontrolled region face down)."""

from __future__ import annotations

from dataclasses import dataclass

from rage_tui.engine.view import View
from rage_tui.rulesets.vtes.state import VtesState


@dataclass(frozen=True, slots=True)
class MinionView:
    """A controlled minion as everyone sees it."""

    iid: int
    card: str
    blood: int
    tapped: bool
    region: str
    attached: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One Methuselah's side of the table; ``hand`` and ``uncontrolled`` are empty unless
    they are the viewer's own (``uncontrolled_blood``: the blood on each, everyone sees
    counters)."""

    seat: int
    name: str
    out: bool
    pool: int
    vp: int
    prey: int
    predator: int
    hand_count: int
    library_count: int
    crypt_count: int
    ash: tuple[str, ...]
    uncontrolled_count: int
    uncontrolled_blood: tuple[int, ...]
    hand: tuple[str, ...]
    uncontrolled: tuple[str, ...]
    minions: tuple[MinionView, ...]
    contested: tuple[str, ...]
    play: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class VtesView(View):
    """The table from one seat."""

    active: int = 0
    edge: int | None = None
    seats: tuple[SeatView, ...] = ()


def view_for(g: VtesState, seat: int | None, full: bool = True) -> VtesView:
    """Everything ``seat`` may know (``None``: a spectator, no hands or faces)."""
    d = g.pending
    mine = d if d is not None and d.seat == seat else None
    waiting = d.seat if d is not None else None
    if not full:
        return VtesView(seat, g.turn, g.phase, g.step, mine, waiting, g.over, g.winner,
                        g.result, g.active, g.edge)
    seats = []
    for p in g.players:
        own = p.seat == seat
        minions = tuple(
            MinionView(i, g.cards[i].cid, g.blood.get(i, 0), i in g.tapped, region,
                       tuple(g.cards[c].cid for c in g.attached.get(i, ())))
            for region, pile in (("ready", p.ready), ("torpor", p.torpor))
            for i in pile)
        unc = [i for i in p.uncontrolled]
        seats.append(SeatView(
            p.seat, p.name, p.out, p.pool, p.vp, g.prey(p.seat), g.predator(p.seat),
            len(p.hand), len(p.library), len(p.crypt), tuple(g.cards[i].cid for i in p.ash),
            len(unc), tuple(g.blood.get(i, 0) for i in unc),
            tuple(g.cards[i].cid for i in p.hand) if own else (),
            tuple(g.cards[i].cid for i in unc) if own else
            tuple(g.cards[i].cid for i in unc if not g.is_vampire(i)),
            minions, tuple(g.cards[i].cid for i in p.contested),
            tuple(g.cards[i].cid for i in p.play)))
    return VtesView(seat, g.turn, g.phase, g.step, mine, waiting, g.over, g.winner, g.result,
                    g.active, g.edge, tuple(seats))
