"""What one seat may see of a game of Rage: Across Las Vegas: its own hands; every other
seat's hand and deck only as counts; the face-down combat picks only as commitments; every
public fact of the table (characters, wounds, forms, rites in progress, regeneration, the
Umbra, the Hunting Grounds, Victory Piles, moots called, the combat's Rage pools)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rage_tui.engine.view import View
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.state import LVState


@dataclass(frozen=True, slots=True)
class LVView(View):
    """The core view and the table as plain data (``table``)."""

    table: dict[str, Any]


def _char(g: LVState, iid: int) -> dict[str, Any]:
    c = g.chars[iid]
    return {"iid": iid, "card": g.cards[iid].cid, "owner": c.owner, "wounds": c.wounds,
            "crinos": c.crinos, "regen": c.regen, "umbra": c.umbra, "hunting": c.hunting,
            "attached": [g.cards[a].cid for a in c.attached],
            "rite": g.cards[c.rite].cid if c.rite is not None else None,
            "rite_left": c.rite_left, "rage": board.figure(g, iid, "rage"),
            "health": board.death_at(g, iid), "renown": board.renown(g, iid)}


def view_for(g: LVState, seat: int | None, full: bool = True) -> LVView:
    """The view of ``seat`` (``None``: a spectator, who sees no hand)."""
    d = g.pending
    mine = d if d is not None and d.seat == seat else None
    table: dict[str, Any] = {}
    if full:
        seats = []
        for p in g.players:
            own = seat == p.seat
            seats.append({
                "seat": p.seat, "name": p.name, "out": p.out,
                "tribe": g.cards[p.tribe].cid,
                "sept_hand": [(i, g.cards[i].cid) for i in p.sept_hand] if own
                else len(p.sept_hand),
                "combat_hand": [(i, g.cards[i].cid) for i in p.combat_hand] if own
                else len(p.combat_hand),
                "sept_deck": len(p.sept_deck), "combat_deck": len(p.combat_deck),
                "sept_discard": [g.cards[i].cid for i in p.sept_discard],
                "combat_discard": [g.cards[i].cid for i in p.combat_discard],
                "pack": [_char(g, i) for i in p.pack],
                "totem": [g.cards[i].cid for i in p.totem],
                "rites": [g.cards[i].cid for i in p.rites],
                "victory": [g.cards[i].cid for i in p.victory], "score": board.score(g, p.seat)})
        combat = None
        c = g.combat
        if c is not None:
            from rage_tui.rulesets.las_vegas.damage import available_rage

            combat = {"hunter": c.hunter, "prey": c.prey, "seats": c.seats, "round": c.round,
                      "initiative": c.initiative, "passes": c.passes,
                      "rage": [available_rage(g, c, s) if c.fighter(s) in g.chars else 0
                               for s in (0, 1)],
                      "face_down": [c.commits[s] if c.picks[s] in g.committed else None
                                    for s in (0, 1)],
                      "own_pick": None if seat not in c.seats else
                      _own_pick(g, seat)}
        table = {"seats": seats, "order": list(g.order),
                 "hunting": [_char(g, i) for i in g.hunting], "umbra": g.umbra,
                 "umbra_level": board.umbra_level(g), "renown_level": g.renown_level,
                 "moots": [(mo, g.cards[mo].cid, ca, s) for mo, ca, s in g.moots],
                 "long_events": [g.cards[i].cid for i in g.long_events],
                 "alphas": list(g.alphas), "combat": combat}
    return LVView(seat, g.turn, g.phase, g.step, mine, d.seat if d is not None else None,
                  g.over, g.winner, g.result, table)


def _own_pick(g: LVState, seat: int) -> str | None:
    c = g.combat
    assert c is not None
    side = c.seats.index(seat)
    pick = c.picks[side]
    return g.cards[pick].cid if pick is not None and pick in g.committed else None
