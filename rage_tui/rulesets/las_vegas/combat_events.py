"""Combat Event windows: Pre-Combat, Mid-Combat and Post-Combat Events, one at a time
clockwise from the Hunter's seat until all pass in a row (seed, Combat)."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, option
from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop
from rage_tui.engine.reading import reading
from rage_tui.engine.windows import OpenPlayFrame
from rage_tui.rulesets.las_vegas.cards import COMBAT_EVENT
from rage_tui.rulesets.las_vegas.effects import LV
from rage_tui.rulesets.las_vegas.prompts import round_decision
from rage_tui.rulesets.las_vegas.simplified import simplified
from rage_tui.rulesets.las_vegas.state import LVState

EVENTS_RULE: Final = "LV Combat: Play Pre-Combat Events"


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class CombatEvents(OpenPlayFrame[LVState]):
    """Combat Event cards of one timing (``pre-combat``, ``mid-combat``, ``post-combat``),
    one at a time clockwise from the Hunter's seat until all pass in a row. Only the two
    fighting seats hold Combat cards; their In events act on their own combatant (L17).
    A seat holding Combat cards is always asked, so the prompt tells nothing of them."""

    def __init__(self, when: str, seats: list[int]) -> None:
        super().__init__(when, seats)
        self.when = when

    def playable(self, g: LVState, seat: int) -> list[Option]:
        c = g.combat
        if c is None or (c.ended and self.when != "post-combat"):
            return []
        out = []
        for i in g.player(seat).combat_hand:
            card = g.card(i)
            if card.kind == COMBAT_EVENT and any(s.when == self.when for s in card.effects):
                out.append(option("Play {card}", Choice("play", (i,)), card.id,
                                  card=g.name(i)))
        return out

    def run(self, g: LVState) -> Decision | None:
        with reading(g):
            while self.seats and self.passes < len(self.seats):
                seat = self.seats[self.pos % len(self.seats)]
                if not g.player(seat).combat_hand or g.combat is None:
                    self.pos += 1
                    self.passes += 1
                    continue
                return round_decision(self.window, seat, self.playable(g, seat))
        pop(g, self)
        return None

    def play(self, g: LVState, seat: int, choice: Choice) -> None:
        iid = int(choice.args[0])
        p = g.player(seat)
        p.combat_hand.remove(iid)
        p.combat_discard.append(iid)
        c = g.combat
        assert c is not None
        user = c.fighter(c.seats.index(seat))
        g.emit(event("combat-event", "{player} plays {card}",
                     {"player": p.name, "card": g.name(iid)}, simplified(EVENTS_RULE, "L17"),
                     seat=seat, card=iid))
        LV.run(g, Ctx(iid, seat, user=user, target=c.fighter(1 - c.side(user))), self.when)
        if c.hunter not in g.chars or c.prey not in g.chars:
            c.ended = True
