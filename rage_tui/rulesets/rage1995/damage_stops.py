"""What stops a blow about to land on a creature (v0.2 "Resolution Step Options": "Cards which
prevent damage are used when the damage would hit"): a ``shield`` effect on it, or a card
attached to it that prevents a hit (``when: triggered, trigger: hit``). The resolution step
asks the player and calls these."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.events import event
from rage_tui.rulesets.rage1995 import redirect as rd
from rage_tui.rulesets.rage1995.effects import Ctx, run
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.zones import to_discard

RULE_RESOLVE: Final = "v0.2 Resolution Step Options"


def shielded(g: GameState, target: Creature, what: str) -> bool:
    """A shield effect on the creature stops this damage and is used up."""
    for mod in target.mods:
        if mod.stat == "shield":
            target.mods.remove(mod)
            g.emit(event("prevented", "{target} is protected from {what}",
                         {"target": g.name(target.iid), "what": what}, RULE_RESOLVE,
                         creature=target.iid))
            return True
    return False


def savers_of(g: GameState, target: Creature, value: int) -> list[int]:
    """Attached cards that can stop damage about to hit (``when: triggered, trigger: hit``;
    with ``lethal: true`` only a blow that would kill)."""
    lethal = rd.lethal(g, target, value)
    return [a for a in target.attached
            if any(e.when == "triggered" and e.param("trigger") == "hit" and e.do == "prevent"
                   and (lethal or not e.param("lethal")) for e in g.card(a).effects)]


def use_saver(g: GameState, target: Creature, a: int, what: str) -> None:
    """The player uses attached card ``a`` to stop the blow: its ``triggered`` effects run and
    it is discarded."""
    owner = target.controller if target.controller is not None else g.cards[a].owner
    run(g, Ctx(a, owner, target.iid), "triggered")
    target.attached.remove(a)
    to_discard(g, a)
    g.emit(event("prevented", "{card} stops {what} for {target} and is discarded",
                 {"card": g.name(a), "what": what, "target": g.name(target.iid)}, RULE_RESOLVE,
                 creature=target.iid, card=a))
