"""Invariants a simulation checks after every decision (``sim --check-every``): each card in
exactly one place, and nothing hidden from a seat in its view or its decision (issue 28,
item 4)."""

from __future__ import annotations

from rage_tui.engine.game import zone_census
from rage_tui.rulesets.vtes.state import VtesState
from rage_tui.rulesets.vtes.view import view_for

#: argument positions of a choice that are not card instances (a level, a blood count)
NOT_CARDS = {"mod": (1,), "react": (1,), "card": (1,), "act": (3,)}


def hidden_from(g: VtesState, seat: int) -> set[int]:
    """Card instances ``seat`` may not see: other seats' hands, libraries, crypts and face-down
    uncontrolled vampires, and the order of her own library and crypt."""
    out: set[int] = set()
    for p in g.players:
        out.update(p.library, p.crypt)
        if p.seat != seat:
            out.update(p.hand)
            out.update(i for i in p.uncontrolled if g.is_vampire(i))
    return out


def problems(g: VtesState) -> list[str]:
    """Everything wrong with the state now, in words (empty: all is well)."""
    found = [f"turn {g.turn} {g.phase}: card {i} ({g.cards[i].cid}) is in {places or 'no zone'}"
             for i, places in zone_census(g).items() if len(places) != 1]
    for seat in range(g.n_seats):
        v = view_for(g, seat)
        for sv in v.seats:
            if sv.seat != seat and sv.hand:
                found.append(f"seat {seat}'s view shows seat {sv.seat}'s hand")
            if sv.seat != seat and any(g.defs[c].type == "vampire" for c in sv.uncontrolled):
                found.append(f"seat {seat}'s view shows seat {sv.seat}'s face-down vampires")
        d = g.pending
        if d is not None and d.seat == seat:
            secret = hidden_from(g, seat)
            if d.kind == "diablerie-discipline":  # she searches her own library (6.5.5)
                secret -= set(g.players[seat].library)
            for o in d.options:
                c = o.choice
                if c.kind == "terms":
                    continue  # (a seat number)
                for k, a in enumerate(c.args):
                    if k in NOT_CARDS.get(c.kind, ()) or not isinstance(a, int):
                        continue
                    if a in secret:
                        found.append(f"seat {seat}'s decision {d.kind} names hidden card {a}")
    return found
