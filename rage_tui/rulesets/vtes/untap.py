"""The untap phase (4): untap every card; the Edge's pool; contested cards (4.1) and titles
(4.2); location effects; announcing or completing a withdrawal (9.2)."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.engine.flow import Frame, pop
from rage_tui.rulesets.vtes.board import (
    burn_blood,
    burn_card,
    burn_pool,
    check_end,
    gain_pool,
    leave,
    settle,
)
from rage_tui.rulesets.vtes.effects import VTES
from rage_tui.rulesets.vtes.state import HAND_SIZE, VtesState


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class UntapPhase(Frame[VtesState]):
    """Untap, then the phase's effects one decision at a time (4)."""

    def __init__(self) -> None:
        self.stage = 0
        self.todo: list[int] = []

    def run(self, g: VtesState) -> Decision | None:
        g.phase = "untap"
        seat = g.active
        p = g.players[seat]
        if self.stage == 0:
            self.stage = 1
            if p.withdrawing:
                p.withdrawing = False
                if not p.lost:
                    withdraw(g, seat)
                    return None
                g.emit(event("withdraw-failed", "{player}'s withdrawal fails", {"player": p.name},
                             "9.2", seat=seat))
            for iid in (*p.ready, *p.torpor, *p.play):
                g.tapped.discard(iid)
                for c in g.attached.get(iid, ()):
                    g.tapped.discard(c)
            if g.edge == seat:
                gain_pool(g, seat, 1)
                g.emit(event("edge-pool", "{player} takes 1 pool for the Edge",
                             {"player": p.name}, "4", seat=seat))
            for c in list(p.contested):  # rivals all yielded: the card is back (4.1)
                if not any(g.cards[o].cid == g.cards[c].cid for q in g.players
                           for o in q.contested if o != c):
                    p.contested.remove(c)
                    p.ready.append(c)
                    g.tapped.discard(c)
                    g.emit(event("uncontested", "{card} is no longer contested",
                                 {"card": g.name(c)}, "4.1"))
            for loc in list(p.play):
                VTES.run(g, Ctx(loc, seat), "untap")
            self.todo = list(p.contested)
        while self.todo:
            c = self.todo[0]
            if c not in p.contested:
                self.todo.pop(0)
                continue
            opts = [option("Yield {card}", Choice("yield", (c,)), g.cards[c].cid,
                           card=g.name(c))]
            if p.pool >= 1:
                opts.insert(0, option("Pay 1 pool to go on contesting {card}",
                                      Choice("contest", (c,)), g.cards[c].cid, card=g.name(c)))
            return ask(seat, "contest", "Contested card: pay or yield", None, tuple(opts),
                       about=c, rule="4.1")
        if self.stage == 1:
            self.stage = 2
            self.todo = [v for v in (*p.ready, *p.torpor) if g.title_contested(v)]
        while self.stage == 2 and self.todo:
            v = self.todo[0]
            if not g.title_contested(v):
                self.todo.pop(0)
                continue
            if v in p.torpor or g.blood.get(v, 0) < 1:
                self.todo.pop(0)
                yield_title(g, v)
                continue
            return ask(seat, "contest-title", "Contested title: pay 1 blood or yield", None,
                       (option("Pay 1 blood from {card} to go on contesting", Choice(
                           "title", (v,)), g.cards[v].cid, card=g.name(v)),
                        option("Yield the title of {card}", Choice("yield-title", (v,)),
                               g.cards[v].cid, card=g.name(v))), about=v, rule="4.2")
        if self.stage == 2:
            self.stage = 3
            if not p.library and len(p.hand) < HAND_SIZE and not p.withdrawing:
                return ask(seat, "withdraw", "Your library is empty: announce a withdrawal?",
                           None, (option("No", Choice("stay")),
                                  option("Announce a withdrawal", Choice("withdraw"))),
                           rule="9.2")
        pop(g, self)
        return None

    def answer(self, g: VtesState, choice: Choice) -> None:
        seat = g.active
        p = g.players[seat]
        if choice.kind == "contest":
            self.todo.pop(0)
            burn_pool(g, seat, 1)
            settle(g)
        elif choice.kind == "yield":
            self.todo.pop(0)
            burn_card(g, int(choice.args[0]))
            g.emit(event("yield", "{player} yields {card}",
                         {"player": p.name, "card": g.name(int(choice.args[0]))}, "4.1"))
        elif choice.kind == "title":
            self.todo.pop(0)
            burn_blood(g, int(choice.args[0]), 1)
        elif choice.kind == "yield-title":
            self.todo.pop(0)
            yield_title(g, int(choice.args[0]))
        elif choice.kind == "withdraw":
            p.withdrawing = True
            p.lost = False
            g.emit(event("withdrawing", "{player} announces a withdrawal", {"player": p.name},
                         "9.2", seat=seat))


def yield_title(g: VtesState, v: int) -> None:
    """A vampire yields his contested title (4.2)."""
    g.yielded_titles.add(v)
    g.emit(event("yield-title", "{card} yields the title", {"card": g.name(v)}, "4.2"))


def withdraw(g: VtesState, seat: int) -> None:
    """A successful withdrawal: 1 victory point, out of the game, nothing for the predator
    (9.2)."""
    p = g.players[seat]
    p.vp += 1
    p.withdrew = True
    g.emit(event("withdrew", "{player} withdraws from the game: 1 victory point",
                 {"player": p.name}, "9.2", seat=seat))
    leave(g, seat)
    check_end(g)
