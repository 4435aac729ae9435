"""After a pack action, the extra combat cards go: a player who had more than one creature on
one side of a combat discards down to the combat hand size when it ends.

v0.2 is silent (it only says cards drawn for a pack defence stay in hand "until played or
discarded normally (e.g. at the end of combat)"); the Unlimited rulebook ("Działania
watahy") makes such a player discard down to 5. Rules decision R20."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import to_discard

RULE: Final = "rules decision R20"


def pack_action_seats(g: GameState, attackers: list[int], defenders: list[int]) -> list[int]:
    """Seats that had more than one pack member on one side of the combat (prey excluded)."""
    out: list[int] = []
    for side in (attackers, defenders):
        count: dict[int, int] = {}
        for iid in side:
            if iid in g.hunting or str(g.defs[g.cards[iid].cid].card_type) in ("enemy", "victim"):
                continue
            owner = g.cards[iid].owner
            count[owner] = count.get(owner, 0) + 1
        out.extend(s for s, n in count.items() if n > 1 and s not in out)
    return sorted(out)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class HandCut(Frame):
    """The player discards combat cards of their choice down to the combat hand size."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def run(self, g: GameState) -> Decision | None:
        p = g.player(self.seat)
        over = len(p.combat_hand) - p.combat_hand_size
        if over <= 0:
            pop(g, self)
            return None
        opts = tuple(option("Discard {card}", Choice("discard", (iid,)), g.cards[iid].cid,
                            card=g.name(iid)) for iid in p.combat_hand)
        return ask(self.seat, "hand-cut",
                   "The pack action is over: discard {over} combat card(s) down to "
                   "{combat_hand_size}",
                   {"over": over, "combat_hand_size": p.combat_hand_size}, opts, rule=RULE)

    def answer(self, g: GameState, choice: Choice) -> None:
        iid = int(choice.args[0])
        p = g.player(self.seat)
        p.combat_hand.remove(iid)
        to_discard(g, iid)
        g.emit(event("discarded", "{player} discards {card} after the pack action",
                     {"player": p.name, "card": g.name(iid)}, RULE, seat=self.seat, cards=(iid,)))
