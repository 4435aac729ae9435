"""The order of blows at one speed (v0.2 "Multiple Cards": "the controlling player may
determine the order that the blows land"; "Resolution step": the opponent of the creature hit
decides). Everything at one speed lands together anyway (R18); the order decides which card is
the killing blow, so it is asked only when the blows together could kill (rules decision R15).
"""

from __future__ import annotations

from typing import Final

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.combat_state import CombatState
from rage_tui.rulesets.rage1995.state import Creature, GameState

RULE: Final = "v0.2 Multiple Cards"


def order_groups(g: GameState, cs: CombatState, queue: list[int]) -> list[list[int]]:
    """Groups of queued damage slots (one seat's blows on one target at this speed) whose order
    the seat chooses: two or more different blows that together could kill the target."""
    by_key: dict[tuple[int, int], list[int]] = {}
    for k in queue:
        s = cs.slots[k]
        if s.lands and s.target in g.creatures:
            by_key.setdefault((s.seat, s.target), []).append(k)
    out = []
    for (_seat, target), ks in by_key.items():
        if len(ks) < 2 or len({(cs.slots[k].creature, g.cards[cs.slots[k].card].cid)
                                for k in ks}) < 2:
            continue
        c = g.creatures[target]
        total = sum(g.card(cs.slots[k].card).damage or 0 for k in ks)
        if cr.damage(c) + total >= _killing_health(g, c):
            out.append(ks)
    return out


def _killing_health(g: GameState, c: Creature) -> int:
    """Damage that kills: a breed-form character first flips to Crinos (R1), so its Crinos
    Health counts."""
    card = cr.cdef(g, c)
    if c.crinos or card.crinos is None or not cr.is_character(g, c):
        return cr.health(g, c)
    return card.crinos.stats.health + cr._mod(c, "health", g)


def order_decision(g: GameState, cs: CombatState, group: list[int]) -> Decision:
    """Ask the group's player which of the remaining blows lands first."""
    s0 = cs.slots[group[0]]
    opts = tuple(option("{card} from {creature} lands first", Choice("first", (k,)),
                        g.cards[cs.slots[k].card].cid, card=g.name(cs.slots[k].card),
                        creature=g.name(cs.slots[k].creature)) for k in group)
    return ask(s0.seat, "damage-order",
               "{n} blows hit {target} at the same speed: which lands first?",
               {"n": len(group), "target": g.name(s0.target)}, opts, about=s0.target, rule=RULE)


def put_first(queue: list[int], group: list[int], k: int) -> None:
    """Move ``k`` to the earliest queue position held by the group, keeping the rest in order;
    then drop it from the group (a group of one is settled)."""
    spots = sorted(queue.index(i) for i in group)
    rest = [i for i in (queue[p] for p in spots) if i != k]
    for p, i in zip(spots, [k, *rest], strict=True):
        queue[p] = i
    group.remove(k)
