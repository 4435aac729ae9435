"""Referendums (6.3): terms chosen once the action succeeds, polling clockwise from the acting
Methuselah (rules decision V4), votes from titled ready vampires, one political action card per
Methuselah, the Edge burned for a vote, the Prisci block; a tie fails. Nobody draws during a
referendum; all draw up after it (6.3.2)."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.engine.flow import Frame, pop
from rage_tui.engine.votes import Tally
from rage_tui.rulesets.vtes.board import burn_card, draw_up, settle
from rage_tui.rulesets.vtes.cards import POLITICAL, TITLE_VOTES
from rage_tui.rulesets.vtes.effects import VTES
from rage_tui.rulesets.vtes.requirements import stat
from rage_tui.rulesets.vtes.state import VtesState
from rage_tui.rulesets.vtes.words import word

DONE = Choice("done")
SIDES = ("for", "against")


def vote_sources(g: VtesState, seat: int) -> list[tuple[int, int, bool]]:
    """Each ready titled vampire of ``seat``: (vampire, votes, priscus) (6.3.3)."""
    out = []
    for v in g.players[seat].ready:
        if not g.is_vampire(v):
            continue
        title = g.title(v)
        n = TITLE_VOTES.get(title, 0) + g.card(v).votes + stat(g, v, "votes")
        if title == "priscus":
            out.append((v, 1, True))
        elif n > 0:
            out.append((v, n, False))
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class Referendum(Frame[VtesState]):
    """A referendum called by ``actor``'s political action ``card`` (or, with no card, a
    Blood Hunt on ``diabolist``, 6.5.6)."""

    def __init__(self, seat: int, actor: int, card: int | None, diabolist: int | None = None
                 ) -> None:
        self.seat = seat
        self.actor = actor
        self.card = card
        self.diabolist = diabolist
        self.stage = "terms"
        self.chosen_seat: int | None = None
        self.voters: list[int] = []
        self.tally = [0, 0]
        self.prisci = [0, 0]
        self.cast: list[str] = []

    def _needs(self, g: VtesState) -> str:
        if self.card is None:
            return ""
        specs = g.card(self.card).effects
        return "methuselah" if any(s.param("target") == "chosen-methuselah" for s in specs) \
            else ""

    def run(self, g: VtesState) -> Decision | None:
        if self.stage == "terms":
            if self._needs(g) and self.chosen_seat is None:
                opts = [option("{player}", Choice("terms", (s,)), None,
                               player=g.players[s].name) for s in g.seats_in()]
                return ask(self.seat, "terms", "Choose the terms of the referendum", None,
                           tuple(opts), rule="6.3.2")
            self.stage = "polling"
            self.voters = g.clockwise(self.seat)
            g.emit(event("referendum", "A referendum is called: {what}",
                         {"what": g.name(self.card) if self.card is not None else
                          word("blood-hunt")}, "6.3.2", seat=self.seat,
                         card=g.cards[self.card].cid if self.card is not None else "",
                         chosen=-1 if self.chosen_seat is None else self.chosen_seat,
                         diabolist=-1 if self.diabolist is None else self.diabolist))
        if self.voters:  # every Methuselah is asked until she is done (V3, V4)
            seat = self.voters[0]
            opts = self._options(g, seat)
            return ask(seat, "vote", "Referendum: {yes} for, {no} against. Cast votes?",
                       {"yes": self._score()[0], "no": self._score()[1]},
                       (option("Done voting", DONE), *opts), rule="6.3.3")
        self._resolve(g)
        return None

    def _options(self, g: VtesState, seat: int) -> list[Option]:
        opts: list[Option] = []
        card = next((c for c in g.players[seat].hand if g.card(c).type == POLITICAL), None)
        for side in SIDES:
            w = word(side)
            for v, n, _priscus in vote_sources(g, seat):
                if f"v{v}" not in self.cast:
                    opts.append(option("{minion}: {n} vote(s) {side}",
                                       Choice("title", (v, side)), None, minion=g.name(v),
                                       n=n, side=w))
            if g.edge == seat:
                opts.append(option("Burn the Edge: 1 vote {side}", Choice("edge", (side,)),
                                   None, side=w))
            if f"p{seat}" in self.cast:
                continue
            if seat == self.seat and self.card is not None:
                opts.append(option("The called political action: 1 vote {side}",
                                   Choice("called", (side,)), None, side=w))
            elif card is not None:
                opts.append(option("Play {card} for 1 vote {side}", Choice("card", (card, side)),
                                   None, card=g.name(card), side=w))
        return opts

    def _score(self) -> tuple[int, int]:
        yes, no = self.tally
        if self.prisci[0] > self.prisci[1]:
            yes += 3
        elif self.prisci[1] > self.prisci[0]:
            no += 3
        return yes, no

    def answer(self, g: VtesState, choice: Choice) -> None:
        if choice.kind == "terms":
            self.chosen_seat = int(choice.args[0])
            return
        seat = self.voters[0]
        if choice == DONE:
            self.voters.pop(0)
            return
        side = SIDES.index(str(choice.args[-1]))
        n = 1
        if choice.kind == "title":
            v = int(choice.args[0])
            self.cast.append(f"v{v}")
            src = {x: (k, pr) for x, k, pr in vote_sources(g, seat)}
            n, priscus = src.get(v, (0, False))
            if priscus:
                self.prisci[side] += 1
                n = 0
        elif choice.kind == "edge":
            g.edge = None  # burned back to the centre (6.3.3)
            g.emit(event("edge-burned", "{player} burns the Edge for a vote",
                         {"player": g.players[seat].name}, "6.3.3", seat=seat))
        elif choice.kind == "card":
            c = int(choice.args[0])
            self.cast.append(f"p{seat}")
            g.players[seat].hand.remove(c)
            g.players[seat].ash.append(c)  # not replaced until the referendum ends
        else:
            self.cast.append(f"p{seat}")
        self.tally[side] += n
        g.emit(event("votes", "{player} casts {n} vote(s) {side}",
                     {"player": g.players[seat].name, "n": n, "side": word(SIDES[side])}, "6.3.3",
                     seat=seat, side=SIDES[side], n=n))

    def _resolve(self, g: VtesState) -> None:
        pop(g, self)
        yes, no = self._score()
        t = Tally(yes, no)
        g.emit(event("referendum-result", "The referendum {verdict} ({yes} to {no})",
                     {"verdict": t.verdict, "yes": yes, "no": no}, "6.3.2", passed=t.passed,
                     yes=yes, no=no))
        owner = g.players[self.seat]
        if t.passed:
            if self.card is not None:
                VTES.run_specs(g, Ctx(self.card, self.seat, user=self.actor,
                                      other=self.chosen_seat),
                               [s for s in g.card(self.card).effects if s.when == "referendum"])
            elif self.diabolist is not None and g.where(self.diabolist):
                g.emit(event("blood-hunt", "Blood Hunt: {minion} is burned",
                             {"minion": g.name(self.diabolist)}, "6.5.6"))
                burn_card(g, self.diabolist)
        if self.card is not None and self.card in owner.limbo:
            owner.limbo.remove(self.card)
            owner.ash.append(self.card)
        for s in g.seats_in():
            draw_up(g, s)
        settle(g)
