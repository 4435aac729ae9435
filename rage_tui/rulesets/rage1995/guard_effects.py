"""What combat actions do to the blows of a round besides dodging and blocking them (v0.2
"Resolution Step Options"), run by the resolution step:

* ``guard`` effects take effect as the guards of the action's speed are set, before any blow
  of that speed lands (so two of them at one speed act on each other). ``fend-off`` (Surprise
  Attack) makes the blows of the action's target at that speed or slower do nothing to the
  user this round (a ``fend`` modifier on the user naming the target);
* ``blocked`` effects run each time the action's block takes damage off an attack on its user
  (``other`` is the creature that played the attack): Riposte's counter-blow.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mypy_extensions import mypyc_attr

from rage_tui.i18n import Msg, m
from rage_tui.rulesets.rage1995.combat_state import CombatState
from rage_tui.rulesets.rage1995.effects import Ctx, run
from rage_tui.rulesets.rage1995.state import Creature, GameState


# (kept by the resolution frame: part of the state a searching bot copies)
@mypyc_attr(serializable=True)  # picklable when compiled
@dataclass
class Counters:
    """The round's actions with ``blocked`` effects: creature -> its slots."""

    blocked: dict[int, list[int]] = field(default_factory=dict)


def register(g: GameState, cs: CombatState, counters: Counters, k: int) -> None:
    """An action's guards are being set: run its ``guard`` effects now and keep its
    ``blocked`` effects for the blows its block will meet."""
    s = cs.slots[k]
    cid = g.cards[s.card].cid  # (the library's cards with such effects: once per game)
    if cid in g.cids_with("blocked"):
        counters.blocked.setdefault(s.creature, []).append(k)
    if cid in g.cids_with("guard"):
        target = s.target if s.target in cs.opponents(s.creature) else None
        run(g, Ctx(s.card, s.seat, s.creature, target, target), "guard")


def fends(target: Creature, by: Creature) -> bool:
    """Whether ``target`` fends off every blow of ``by`` this round (``fend-off``)."""
    return any(mod.stat == "fend" and mod.amount == by.iid for mod in target.mods)


def fended(g: GameState, target: Creature, card: str) -> Msg:
    """How a blow fended off reads."""
    return m("{target} fends off {card}", target=g.name(target.iid), card=card)


def after_block(g: GameState, cs: CombatState, counters: Counters, target: Creature,
                by: Creature) -> None:
    """A block of ``target`` took damage off ``by``'s attack: the ``blocked`` effects of
    ``target``'s actions hit back (never a creature's own reversed blow)."""
    if target.iid == by.iid:
        return
    for k in counters.blocked.get(target.iid, []):
        s = cs.slots[k]
        run(g, Ctx(s.card, s.seat, target.iid, by.iid, by.iid), "blocked")
