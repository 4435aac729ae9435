"""Equipment that explodes when its bearer is hit hard (``{when: static, do: explode}`` on an
attached card, Flamethrower).

Every blow that lands on a creature in a combat, and every damage a card's effect deals it
while it fights (a self-inflicted miss, a triggered gift), adds to what the creature took this
round (FAQ: "take 4 or more damage in a single round"). When that reaches the item's
``threshold`` the item explodes at once, whether its bearer was using it or not (FAQ: "even if
you are not using it"): it leaves the bearer and becomes a damage card worth ``amount`` on it
(so it reaches the discard pile with the damage). A kill by the explosion is credited like
the damage that set it off (rules decision R49).
"""

from __future__ import annotations

from typing import Any, Final

from rage_tui.engine.events import event
from rage_tui.rulesets.rage1995.damage import mark_damage
from rage_tui.rulesets.rage1995.state import Creature, GameState

RULE: Final = "rules decision R49"


def _explosive(g: GameState, c: Creature) -> list[tuple[int, int, int]]:
    """(item, threshold, amount) for each exploding item the creature carries."""
    out = []
    for a in c.attached:
        for e in g.card(a).effects:
            if e.when == "static" and e.do == "explode":
                out.append((a, int(e.param("threshold", 4)), int(e.param("amount", 2))))
    return out


def after_blow(g: GameState, cs: Any, target: Creature, value: int,
               killer: int | None) -> None:
    """A blow worth ``value`` landed on ``target``: count it for this round, and blow up the
    items whose threshold the round's damage has reached. ``killer`` is the seat credited
    with a kill."""
    key = f"{cs.round}:{target.iid}"
    cs.taken[key] = cs.taken.get(key, 0) + value
    for item, threshold, amount in _explosive(g, target):
        if cs.taken[key] < threshold or item not in target.attached:
            continue
        target.attached.remove(item)
        g.emit(event("explodes", "{card} explodes: {target} took {taken} damage this round",
                     {"card": g.name(item), "target": g.name(target.iid), "taken": cs.taken[key]},
                     RULE, card=item, creature=target.iid))
        mark_damage(g, target, item, amount, False, None, killer)


def after_effect_damage(g: GameState, target: Creature, value: int, killer: int | None) -> None:
    """Damage worth ``value`` from a card's effect (not a blow) reached ``target``: while it
    fights in a combat it counts for this round like a blow (FAQ, Flamethrower)."""
    cs = g.combat
    # (two tests, not ``in (*a, *d)``: mypyc cannot compile a starred tuple there)
    if cs is None or value <= 0 or (target.iid not in cs.attackers
                                    and target.iid not in cs.defenders):
        return
    after_blow(g, cs, target, value, killer)
