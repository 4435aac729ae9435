"""Diablerie (6.5.5) and the call of a Blood Hunt (6.5.6)."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.rulesets.vtes.board import add_blood, burn_card
from rage_tui.rulesets.vtes.cards import MASTER
from rage_tui.rulesets.vtes.effects import has
from rage_tui.rulesets.vtes.state import VtesState

NO = Choice("no")


def diablerie(g: VtesState, diabolist: int, victim: int) -> None:
    """The victim's blood to the diabolist (excess drains), his equipment too (rules
    decision V5: all of it), the victim burned; an older victim gives a discipline card
    from the diabolist's library, ash heap or hand; then any Methuselah may call a Blood
    Hunt."""
    g.emit(event("diablerie", "{minion} diablerizes {target}",
                 {"minion": g.name(diabolist), "target": g.name(victim)}, "6.5.5",
                 diabolist=diabolist, victim=victim))
    add_blood(g, diabolist, g.blood.get(victim, 0))
    g.blood[victim] = 0
    for e in g.equipment(victim):
        g.attached[victim].remove(e)
        g.attached.setdefault(diabolist, []).append(e)
    older = g.capacity(victim) > g.capacity(diabolist)
    burn_card(g, victim)
    push(g, OfferDiscipline(diabolist) if older else OfferBloodHunt(diabolist))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class OfferDiscipline(Frame[VtesState]):
    """6.5.5 step 4: a master discipline card from the library, ash heap or hand."""

    def __init__(self, diabolist: int) -> None:
        self.diabolist = diabolist

    def run(self, g: VtesState) -> Decision | None:
        seat = g.owner(self.diabolist)
        p = g.players[seat]
        # (sorted: the search shows what the library holds, not in what order)
        found = sorted((c for c in (*p.library, *p.ash, *p.hand)
                        if g.card(c).type == MASTER and has(g.card(c).effects, "master",
                                                            "discipline")),
                       key=lambda c: (g.cards[c].cid, c))
        if not found or not g.where(self.diabolist):
            pop(g, self)
            push(g, OfferBloodHunt(self.diabolist))
            return None
        opts = [option("Put {card} on {minion}", Choice("disc", (c,)), g.cards[c].cid,
                       card=g.name(c), minion=g.name(self.diabolist)) for c in found]
        return ask(seat, "diablerie-discipline", "Diablerie of an older vampire: take a "
                   "discipline?", None, (option("No", NO), *opts), rule="6.5.5")

    def answer(self, g: VtesState, choice: Choice) -> None:
        pop(g, self)
        p = g.players[g.owner(self.diabolist)]
        if choice != NO:
            c = int(choice.args[0])
            for pile in (p.library, p.ash, p.hand):
                if c in pile:
                    pile.remove(c)
            g.attached.setdefault(self.diabolist, []).append(c)
            from rage_tui.rulesets.vtes.board import draw_up

            draw_up(g, p.seat)
        g.rng.shuffle(p.library)  # searched: shuffled again (6.5.5)
        push(g, OfferBloodHunt(self.diabolist))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class OfferBloodHunt(Frame[VtesState]):
    """Each Methuselah in turn, clockwise from the diabolist's, may call a Blood Hunt
    referendum; the first to call it does (rules decision V6)."""

    def __init__(self, diabolist: int) -> None:
        self.diabolist = diabolist
        self.asked: list[int] | None = None

    def run(self, g: VtesState) -> Decision | None:
        if self.asked is None:
            self.asked = g.clockwise(g.owner(self.diabolist))
        if not self.asked or not g.where(self.diabolist):
            pop(g, self)
            return None
        return ask(self.asked[0], "blood-hunt", "Call a Blood Hunt on {minion}?",
                   {"minion": g.name(self.diabolist)},
                   (option("No", NO), option("Call a Blood Hunt", Choice("hunt"))),
                   about=self.diabolist, rule="6.5.6")

    def answer(self, g: VtesState, choice: Choice) -> None:
        assert self.asked is not None
        seat = self.asked.pop(0)
        if choice != NO:
            pop(g, self)
            from rage_tui.rulesets.vtes.politics import Referendum

            push(g, Referendum(seat, self.diabolist, None, diabolist=self.diabolist))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class OfferDiablerie(Frame[VtesState]):
    """A vampire who blocks a vampire leaving torpor may diablerize him (6.5.2)."""

    def __init__(self, blocker: int, victim: int) -> None:
        self.blocker = blocker
        self.victim = victim

    def run(self, g: VtesState) -> Decision | None:
        return ask(g.owner(self.blocker), "diablerize", "Diablerize {minion}?",
                   {"minion": g.name(self.victim)},
                   (option("No", NO), option("Diablerize", Choice("yes"))), rule="6.5.2")

    def answer(self, g: VtesState, choice: Choice) -> None:
        pop(g, self)
        if choice != NO:
            diablerie(g, self.blocker, self.victim)
