"""What creatures do as a combat opens: after the step-ins and pack actions of the pre-combat
step, before the beginning-of-combat window and the first round.

* ``foes-redraw`` (``when: static`` on a creature's own card; Latonia the Temptress, FAQ
  errata): every player opposing the creature discards the whole combat hand and draws as many
  cards. The players opposing it are those whose creatures fight on the other side; when prey
  fights on the other side, every player who may play for the prey (all but the creature's own
  player) (rules decision R52).
"""

from __future__ import annotations

from typing import Any, Final

from rage_tui.engine.events import event
from rage_tui.rulesets.rage1995 import team
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import draw_combat, to_discard

RULE: Final = "rules decision R52"


def _has(g: GameState, iid: int, do: str) -> bool:
    # (the library's cards with such an effect: a per-game set, instead of reading effects)
    return g.cards[iid].cid in g.present_with("static", do)


def opposing_seats(g: GameState, cs: Any, iid: int) -> list[int]:
    """The players opposing creature ``iid`` in the combat ``cs``."""
    me = g.creatures[iid]
    seats: set[int] = set()
    for o in cs.opponents(iid):
        foe = g.creatures.get(o)
        if foe is None:
            continue
        if foe.controller is not None:
            seats.add(cs.lent.get(o, foe.controller))  # who plays its cards (Master of the Pack)
        else:
            seats.update(team.prey_players(g, [s for s in g.seats_in() if s != me.controller]))
    seats.discard(cs.lent.get(iid, me.controller) if me.controller is not None else -1)
    return sorted(seats)


def open_combat(g: GameState, cs: Any) -> None:
    """Carry out the opening abilities of the creatures in the combat."""
    for iid in list(cs.attackers + cs.defenders):
        if iid not in g.creatures or not _has(g, iid, "foes-redraw"):
            continue
        for seat in opposing_seats(g, cs, iid):
            p = g.player(seat)
            n = len(p.combat_hand)
            for card in list(p.combat_hand):
                p.combat_hand.remove(card)
                to_discard(g, card)
            g.emit(event("redraw",
                         "{creature}: {player} discards the combat hand ({n} cards) and draws as "
                         "many", {"creature": g.name(iid), "player": p.name, "n": n}, RULE,
                         seat=seat, count=n, creature=iid))
            draw_combat(g, seat, n)
