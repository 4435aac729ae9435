"""Creatures that draw combat cards when they become part of a pack action (``pack-draw``,
Gogol Fangs-First; FAQ: "his ability works whenever he becomes part of a pack action").

Every procedure that adds a pack member to a side of a combat calls :func:`pack_draws`
afterwards; a creature with a ``pack-draw`` effect on its card that is now fighting in a pack
action (another member of its pack on its side) has its player draw ``amount`` combat cards,
once per combat.
"""

from __future__ import annotations

from typing import Final

from rage_tui.engine.events import event
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import draw_combat

RULE: Final = "card text: Gogol Fangs-First (FAQ)"


def pack_draws(g: GameState) -> None:
    """Draw for every creature with ``pack-draw`` that has just become part of a pack action
    in the current combat."""
    cs = g.combat
    if cs is None:
        return
    for iid in [*cs.attackers, *cs.defenders]:
        c = g.creatures.get(iid)
        if c is None or c.controller is None or ("pack-draw", str(iid)) in cs.restricted_used:
            continue
        specs = [e for e in cr.cdef(g, c).effects if e.when == "static" and e.do == "pack-draw"]
        if not specs or not cr.in_pack_action(g, c):
            continue
        cs.restricted_used.add(("pack-draw", str(iid)))
        n = sum(int(e.param("amount", 1)) for e in specs)
        draw_combat(g, c.controller, n)
        g.emit(event("pack-draw",
                     "{creature} is part of a pack action: {player} draws {n} combat card(s)",
                     {"creature": g.name(iid), "player": g.player(c.controller).name, "n": n}, RULE,
                     creature=iid, seat=c.controller))
