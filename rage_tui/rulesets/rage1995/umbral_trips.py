"""Trips into the Umbra that end at the start of the next turn (v0.2 chapter 0 Umbral Escape:
"It returns from the Umbra at the start of the next turn"; FAQ: it must return even with a
caern). A ``step-sideways`` effect with ``back: next-turn`` marks the creature (an
``umbral_trip`` modifier remembering whether it was in both worlds, as spirits are); the turn
brings it back: a spirit to both worlds (v0.2 "Spirits"), anyone else to the physical world."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.events import event
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995.state import Creature, GameState, Mod
from rage_tui.rulesets.rage1995.upkeep import check_realms

STAT: Final = "umbral_trip"
RULE: Final = "v0.2 Umbral Escape"


def mark(c: Creature, card: int) -> None:
    """``c`` comes back from the Umbra at the start of the next turn."""
    if not any(mod.stat == STAT for mod in c.mods):
        both = 1 if c.umbra and c.physical else 0
        c.mods.append(Mod(STAT, both, "permanent", card))


def come_back(g: GameState) -> None:
    """The start of a turn: every marked creature returns from the Umbra."""
    moved = False
    for c in g.creatures.values():
        trip = next((mod for mod in c.mods if mod.stat == STAT), None)
        if trip is None:
            continue
        c.mods.remove(trip)
        c.physical = True
        c.umbra = bool(trip.amount)
        moved = True
        where = (m("to both worlds") if c.umbra else m("to the physical world"))
        g.emit(event("stepped-sideways", "{card} returns from the Umbra {where}",
                     {"card": g.name(c.iid), "where": where}, RULE, creature=c.iid))
    if moved:
        check_realms(g)
