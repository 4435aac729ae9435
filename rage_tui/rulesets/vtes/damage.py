"""Damage resolution (6.4.6): prevention first, then a vampire burns a blood to heal each
point; what he cannot heal sends him to torpor; aggravated damage cannot be healed, and on a
vampire who already has unhealed damage each point costs a blood or he is burned. Allies and
retainers lose a life counter per point and are burned with none left."""

from __future__ import annotations

from rage_tui.engine.events import event
from rage_tui.rulesets.vtes.board import burn_blood, burn_card
from rage_tui.rulesets.vtes.state import VtesState


def to_torpor(g: VtesState, v: int) -> None:
    """A vampire who cannot heal his wounds goes to torpor with his cards (6.5.1)."""
    p = g.players[g.owner(v)]
    if v in p.ready:
        p.ready.remove(v)
        p.torpor.append(v)
        g.emit(event("torpor", "{minion} goes to torpor", {"minion": g.name(v)}, "6.5.1",
                     minion=v))


def take_damage(g: VtesState, iid: int, normal: int, aggravated: int) -> str:
    """Inflict damage no longer prevented; returns ``ok``, ``torpor`` or ``burned``."""
    if normal <= 0 and aggravated <= 0:
        return "ok"
    g.emit(event("damage", "{minion} takes {n} damage ({a} aggravated)",
                 {"minion": g.name(iid), "n": normal + aggravated, "a": aggravated}, "6.4.6",
                 minion=iid, normal=normal, aggravated=aggravated))
    if not g.is_vampire(iid):
        burn_blood(g, iid, normal + aggravated)
        if g.blood.get(iid, 0) <= 0:
            g.emit(event("burned", "{minion} is burned", {"minion": g.name(iid)}, "6.4.6"))
            burn_card(g, iid)
            return "burned"
        return "ok"
    wounded = g.where(iid) == "torpor"
    healed = burn_blood(g, iid, normal)  # regular damage first (6.4.6)
    if healed < normal:
        wounded = True
    for _ in range(aggravated):
        if not wounded:
            wounded = True  # cannot be healed: torpor
            continue
        if burn_blood(g, iid, 1) == 0:
            g.emit(event("burned", "{minion} is burned", {"minion": g.name(iid)}, "6.4.6"))
            burn_card(g, iid)
            return "burned"
    if wounded:
        to_torpor(g, iid)
        return "torpor"
    return "ok"
