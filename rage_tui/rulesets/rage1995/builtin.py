"""Built-in equipment: the items a creature card always carries (``equipment:`` on the card).

A creature with built-in equipment comes into play with a fresh copy of each item attached: a
Kinfolk Small Town Cop carries his .38 Special from the moment he is recruited, a Beat Cop hers
as soon as she enters the Hunting Grounds. The copy is an ordinary piece of equipment while it
is attached (it can be stolen, destroyed or disarmed like any other), but it is not a card of
anyone's deck: when it would be discarded it leaves the game instead, so it never reaches a
sept discard pile (or a hand) to be played a second time.
"""

from __future__ import annotations

from typing import Final

from rage_tui.engine.events import event
from rage_tui.engine.state import CardInst
from rage_tui.rulesets.rage1995.state import GameState

RULE: Final = "card text: built-in equipment"


def _key(iid: int) -> str:
    return f"builtin:{iid}"


def is_builtin(g: GameState, iid: int) -> bool:
    """Whether card instance ``iid`` is a built-in copy dealt with a creature."""
    return _key(iid) in g.marks


def deal_builtin(g: GameState, creature: int) -> list[int]:
    """Attach a new copy of each built-in item of ``creature`` that it does not carry yet.
    Returns the new instance ids (owned by the creature card's owner)."""
    c = g.creatures[creature]
    card = g.card(creature)
    owner = g.cards[creature].owner
    carried = {g.cards[a].cid for a in c.attached}
    out = []
    for cid in card.equipment:
        if cid in carried or cid not in g.defs:
            continue
        iid = max(g.cards) + 1
        g.cards[iid] = CardInst(iid, cid, owner)
        g.marks[_key(iid)] = creature
        c.attached.append(iid)
        out.append(iid)
        g.emit(event("built-in", "{creature} carries {card} (built in)",
                     {"creature": g.name(creature), "card": g.name(iid)}, RULE, card=iid,
                     creature=creature))
    return out


def deal_all_builtin(g: GameState) -> None:
    """At the start of a game (or of a position): every creature in play gets its items."""
    for iid in sorted(g.creatures):
        if g.card(iid).equipment:
            deal_builtin(g, iid)
