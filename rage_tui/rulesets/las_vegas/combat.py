"""A combat: Prepare for Combat, Pre-Combat Events, the rounds (``combat_round``), End of
Combat and Post-Combat Events (seed, Combat). Rage spent in a combat comes back after it."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.combat_draw import COMBAT_HAND, draw_combat
from rage_tui.rulesets.las_vegas.combat_events import CombatEvents
from rage_tui.rulesets.las_vegas.combat_round import CombatRound
from rage_tui.rulesets.las_vegas.state import Combat, LVState

PREPARE_RULE: Final = "LV Combat: Prepare for Combat"
EVENTS_RULE: Final = "LV Combat: Play Pre-Combat Events"
END_RULE: Final = "LV Combat: End of Combat"


INSIGHT_RULE: Final = "LV Special Abilities: Insight"


def insight_of(g: LVState, iid: int) -> int:
    """A character's Insight; at Umbra level 1 Spirits gain Insight 2."""
    card = g.card(iid)
    spirit = 2 if "spirit" in card.keywords and board.umbra_level(g) == 1 else 0
    return card.insight + spirit


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class InsightDiscard(Frame[LVState]):
    """After drawing its Insight in extra Combat cards, the seat discards as many (one at a
    time, its own choice) before the first Combat Event."""

    def __init__(self, seat: int, n: int) -> None:
        self.seat = seat
        self.left = n

    def run(self, g: LVState) -> Decision | None:
        hand = g.player(self.seat).combat_hand
        if self.left <= 0 or not hand:
            pop(g, self)
            return None
        return ask(self.seat, "insight-discard", "Insight: discard {n} Combat card(s)",
                   {"n": self.left},
                   tuple(option("Discard {card}", Choice("discard", (i,)), g.card(i).id,
                                card=g.name(i)) for i in hand), rule=INSIGHT_RULE)

    def answer(self, g: LVState, choice: Choice) -> None:
        iid = int(choice.args[0])
        p = g.player(self.seat)
        p.combat_hand.remove(iid)
        p.combat_discard.append(iid)
        self.left -= 1
        g.emit(event("discarded", "{player} discards {card}",
                     {"player": p.name, "card": g.name(iid)}, INSIGHT_RULE, seat=self.seat,
                     card=iid))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class CombatFrame(Frame[LVState]):
    """One combat between ``hunter`` and ``prey`` (fought for by ``prey_seat``)."""

    def __init__(self, hunter: int, prey: int, prey_seat: int) -> None:
        self.hunter = hunter
        self.prey = prey
        self.prey_seat = prey_seat
        self.step = 0

    def run(self, g: LVState) -> Decision | None:
        self.step += 1
        if self.step == 1:
            self.prepare(g)
            c = g.combat
            assert c is not None
            insight = [InsightDiscard(c.seats[side], n) for side in (0, 1)
                       if (n := insight_of(g, c.fighter(side))) > 0]
            for frame in insight:
                draw_combat(g, frame.seat, frame.left)
            push(g, *insight, CombatEvents("pre-combat", self.seats(g)))
        elif self.step == 2:
            push(g, CombatRound())
        elif self.step == 3:
            push(g, CombatEvents("post-combat", self.seats(g)))
        else:
            self.finish(g)
            pop(g, self)
        return None

    def seats(self, g: LVState) -> list[int]:
        """The two fighting seats, the Hunter's first (clockwise, the others hold nothing)."""
        c = g.combat
        assert c is not None
        return [s for s in board.clockwise_from(g, c.seats[0]) if s in c.seats]

    def prepare(self, g: LVState) -> None:
        """Hunter and Prey to the Hunting Grounds, five Combat cards each."""
        hunter_seat = g.chars[self.hunter].owner
        g.combat = Combat(self.hunter, self.prey, (hunter_seat, self.prey_seat))
        for i in (self.hunter, self.prey):
            g.chars[i].fought = True
            if g.chars[i].owner >= 0:
                g.chars[i].hunting = True
            if g.chars[i].regen:
                g.chars[i].regen = 0  # (fighting cancels regeneration, wounds kept)
        g.emit(event("combat", "Combat: {hunter} (Hunter) against {prey} (Prey)",
                     {"hunter": g.name(self.hunter), "prey": g.name(self.prey)},
                     PREPARE_RULE if g.chars[self.prey].owner >= 0
                     else PREPARE_RULE + "; rules decision L7",
                     hunter=self.hunter, prey=self.prey, seats=(hunter_seat, self.prey_seat)))
        for s in (hunter_seat, self.prey_seat):
            draw_combat(g, s, COMBAT_HAND)

    def finish(self, g: LVState) -> None:
        """Both seats discard their Combat cards; the Rage pool comes back."""
        c = g.combat
        assert c is not None
        for s in c.seats:
            p = g.player(s)
            p.combat_discard.extend(p.combat_hand)
            p.combat_hand.clear()
        g.combat = None
        g.emit(event("combat-end", "The combat is over; spent Rage comes back", None,
                     END_RULE))
