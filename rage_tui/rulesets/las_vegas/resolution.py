"""The Resolution Phase: moots are voted in the order called (each Garou votes on one moot
only, its Renown in votes, the caller for its own; a tie fails), alphas in the Umbra may come
back for free, then each seat picks its alpha, from the seat to the left of the last to pass
in the Main Phase, clockwise (seed, Resolution Phase; L5, L10)."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.engine.reading import reading
from rage_tui.engine.votes import Tally
from rage_tui.engine.windows import OpenPlayFrame
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.cards import EVENT
from rage_tui.rulesets.las_vegas.effects import LV, needs_target
from rage_tui.rulesets.las_vegas.prompts import round_decision
from rage_tui.rulesets.las_vegas.state import LVState

VOTE_RULE: Final = "LV Sequence of Play: Resolution Phase (votes)"
ALPHA_PICK_RULE: Final = "LV Sequence of Play: Resolution Phase (alphas)"
UMBRA_ENTRY: Final = "LV The Umbra: Entering the Umbra"
_PASS = Choice("pass")


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class Resolution(Frame[LVState]):
    """Votes, the free way back from the Umbra, then the alpha picks."""

    def __init__(self) -> None:
        self.step = 0

    def run(self, g: LVState) -> Decision | None:
        self.step += 1
        if self.step == 1:
            votes = [MootVote(i) for i in range(len(g.moots))]
            if g.moots:
                push(g, MootEvents("moot-events", board.clockwise_from(g, g.moots[0][2])),
                     *votes)
        elif self.step == 2:
            for moot, _, _ in g.moots:  # (voted: each to its owner's discard pile)
                g.player(g.cards[moot].owner).sept_discard.append(moot)
            g.moots.clear()
            push(g, UmbraReturn())
        elif self.step == 3:
            push(g, AlphaPicks())
        else:
            pop(g, self)
        return None


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class MootEvents(OpenPlayFrame[LVState]):
    """Moot Events, one at a time clockwise from the seat that called the first Moot, until
    every seat passes in a row. A seat holding Sept cards is always asked (no tell)."""

    def playable(self, g: LVState, seat: int) -> list[Option]:
        out = []
        for iid in g.player(seat).sept_hand:
            card = g.card(iid)
            if card.kind == EVENT and "moot-event" in card.keywords:
                out += [option("{who} plays {card}", Choice("play", (iid, who)), card.id,
                               who=g.name(who), card=g.name(iid))
                        for who in g.player(seat).pack if g.chars[who].regen == 0]
        return out

    def run(self, g: LVState) -> Decision | None:
        with reading(g):
            while self.seats and self.passes < len(self.seats):
                seat = self.seats[self.pos % len(self.seats)]
                if not g.player(seat).sept_hand and not g.setup.variants.strict_prompts:
                    self.pos += 1
                    self.passes += 1
                    continue
                return round_decision(self.window, seat, self.playable(g, seat))
        pop(g, self)
        return None

    def play(self, g: LVState, seat: int, choice: Choice) -> None:
        iid, who = int(choice.args[0]), int(choice.args[1])
        p = g.player(seat)
        p.sept_hand.remove(iid)
        p.sept_discard.append(iid)
        g.emit(event("played", "{player} plays {card}", {"player": p.name, "card": g.name(iid)},
                     "LV Sequence of Play: Resolution Phase (Moot Events)", seat=seat, card=iid,
                     cid=g.card(iid).id))
        LV.run(g, Ctx(iid, seat, user=who), "played")


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class MootVote(Frame[LVState]):
    """One moot: its target is named, its caller votes for it, then the chance to vote goes
    clockwise; a seat votes one of its Garou for or against, or passes and is out of this
    moot; when every seat has passed, more for than against passes it."""

    def __init__(self, index: int) -> None:
        self.index = index
        self.target: int | None = None
        self.started = False
        self.order: list[int] = []
        self.pos = 0
        self.passed: list[int] = []
        self.yes = 0
        self.no = 0

    def moot(self, g: LVState) -> tuple[int, int, int]:
        """(moot card, caller, seat)."""
        return g.moots[self.index]

    def run(self, g: LVState) -> Decision | None:
        moot, caller, seat = self.moot(g)
        if not self.started:
            if needs_target(g, g.cards[moot].cid, "moot") and self.target is None:
                targets = sorted(g.chars)
                if targets:
                    return ask(seat, "moot-target", "Name the target of {moot}",
                               {"moot": g.name(moot)},
                               tuple(option("{card}", Choice("target", (t,)), g.card(t).id,
                                            card=g.name(t)) for t in targets), moot, VOTE_RULE)
            self.started = True
            g.emit(event("moot", "{moot}, called by {caller}, goes to the vote",
                         {"moot": g.name(moot), "caller": g.name(caller)}, VOTE_RULE,
                         card=moot))
            if caller in g.chars and board.can_vote(g, caller):
                self._vote(g, caller, True)
            self.order = board.clockwise_from(g, seat)
            self.pos = 1 % len(self.order)
        while len(self.passed) < len(self.order):
            s = self.order[self.pos % len(self.order)]
            if s in self.passed:
                self.pos += 1
                continue
            opts = self.voters(g, s)
            if not opts:
                self.passed.append(s)
                self.pos += 1
                continue
            return ask(s, "vote", "Vote on {moot} ({yes} for, {no} against)",
                       {"moot": g.name(moot), "yes": self.yes, "no": self.no},
                       (option("Pass", _PASS), *opts), moot, VOTE_RULE)
        self._resolve(g)
        return None

    def voters(self, g: LVState, seat: int) -> list[Option]:
        """Each Garou of ``seat`` that may still vote, for or against."""
        out = []
        for i in g.player(seat).pack:
            if board.can_vote(g, i):
                n = board.renown(g, i)
                out.append(option("{card} votes for ({n})", Choice("vote", (i, "yes")),
                                  g.card(i).id, card=g.name(i), n=n))
                out.append(option("{card} votes against ({n})", Choice("vote", (i, "no")),
                                  g.card(i).id, card=g.name(i), n=n))
        return out

    def answer(self, g: LVState, choice: Choice) -> None:
        if choice.kind == "target":
            self.target = int(choice.args[0])
            return
        s = self.order[self.pos % len(self.order)]
        self.pos += 1
        if choice == _PASS:
            self.passed.append(s)
            g.emit(event("vote-pass", "{player} passes", {"player": g.player(s).name},
                         VOTE_RULE, seat=s))
            return
        self._vote(g, int(choice.args[0]), choice.args[1] == "yes")

    def _vote(self, g: LVState, voter: int, yes: bool) -> None:
        n = board.renown(g, voter)
        g.chars[voter].voted = True
        if yes:
            self.yes += n
        else:
            self.no += n
        if yes:
            g.emit(event("voted", "{card} casts {n} vote(s) for", {"card": g.name(voter), "n": n},
                         VOTE_RULE + "; rules decision L5", card=voter, n=n, yes=True))
        else:
            g.emit(event("voted", "{card} casts {n} vote(s) against",
                         {"card": g.name(voter), "n": n}, VOTE_RULE + "; rules decision L5",
                         card=voter, n=n, yes=False))

    def _resolve(self, g: LVState) -> None:
        moot, caller, seat = self.moot(g)
        pop(g, self)
        result = Tally(self.yes, self.no)
        g.emit(event("moot-result", "{moot} {verdict} ({yes} for, {no} against)",
                     {"moot": g.name(moot), "verdict": result.verdict, "yes": self.yes,
                      "no": self.no}, VOTE_RULE, card=moot, passed=result.passed,
                     yes=self.yes, no=self.no))
        if result.passed:
            user = caller if caller in g.chars else None
            LV.run(g, Ctx(moot, seat, user=user, target=self.target), "moot")


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class UmbraReturn(Frame[LVState]):
    """Characters that ended the last Alpha Phase in the Umbra may come back for free."""

    def run(self, g: LVState) -> Decision | None:
        for s in g.order:
            for i in g.player(s).pack:
                c = g.chars[i]
                if c.umbra and not c.hunting and not c.voted:
                    c.voted = True  # (asked once: the mark is cleared at the Start of Turn)
                    return ask(s, "umbra-return", "{card} is in the Umbra: come back?",
                               {"card": g.name(i)},
                               (option("Stay in the Umbra", Choice("stay", (i,))),
                                option("Come back for free", Choice("leave", (i,)))), i,
                               UMBRA_ENTRY)
        pop(g, self)
        return None

    def answer(self, g: LVState, choice: Choice) -> None:
        if choice.kind == "leave":
            iid = int(choice.args[0])
            g.chars[iid].umbra = False
            g.emit(event("umbra-leave", "{card} leaves the Umbra", {"card": g.name(iid)},
                         UMBRA_ENTRY, card=iid))


def umbra_cost(g: LVState, iid: int) -> int | None:
    """Sept cards to discard from the deck to send an alpha across (``None``: it cannot go):
    by Umbra level 0, 1, 2, 3, 3, less 1 for Gnosis 4-6 and 2 for Gnosis 7+; a Spirit goes
    for free; Humans never go."""
    card = g.card(iid)
    if "human" in card.keywords:
        return None
    if "spirit" in card.keywords:
        return 0
    base = (0, 1, 2, 3, 3)[board.umbra_level(g) - 1]
    gnosis = board.figure(g, iid, "gnosis")
    return max(0, base - (2 if gnosis >= 7 else 1 if gnosis >= 4 else 0))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class AlphaPicks(Frame[LVState]):
    """Each seat in turn picks its alpha (then may shift it to Crinos by discarding a Sept
    card, and send it across the Umbra); a seat with no characters leaves the game."""

    def __init__(self) -> None:
        self.order: list[int] | None = None
        self.pos = 0
        self.step = "pick"
        self.alpha = -1

    def run(self, g: LVState) -> Decision | None:
        if self.order is None:
            start = board.seat_after(g, g.last_passer) if g.last_passer >= 0 else g.order[0]
            self.order = board.clockwise_from(g, start)
            g.emit(event("alpha-order", "{player} picks an alpha first",
                         {"player": g.player(self.order[0]).name}, "rules decision L10",
                         seat=self.order[0]))
        while self.pos < len(self.order):
            s = self.order[self.pos]
            p = g.player(s)
            if self.step == "pick":
                if not p.pack:
                    p.out = True
                    g.emit(event("removed-seat", "{player} has no characters and leaves the "
                                 "game", {"player": p.name}, ALPHA_PICK_RULE, seat=s))
                    self.pos += 1
                    continue
                choices = [i for i in p.pack if g.chars[i].regen == 0] or list(p.pack)
                return ask(s, "alpha", "Pick your alpha", None,
                           tuple(option("{card}", Choice("alpha", (i,)), g.card(i).id,
                                        card=g.name(i)) for i in choices), None, ALPHA_PICK_RULE)
            if self.step == "crinos":
                opts = crinos_options(g, s, self.alpha)
                if opts:
                    return ask(s, "crinos", "Shift {card} to Crinos?", {"card": g.name(self.alpha)},
                               tuple(opts), self.alpha, ALPHA_PICK_RULE)
                self.step = "umbra"
            if self.step == "umbra":
                cost = umbra_cost(g, self.alpha)
                if cost is not None and cost <= len(p.sept_deck):
                    c = g.chars[self.alpha]
                    return ask(s, "umbra", "Send {card} across the Umbra for {n} card(s)?",
                               {"card": g.name(self.alpha), "n": cost},
                               (option("Stay where it is", Choice("stay")),
                                option("Leave the Umbra", Choice("cross", (cost,))) if c.umbra
                                else option("Enter the Umbra", Choice("cross", (cost,)))),
                               self.alpha, UMBRA_ENTRY)
                self._next()
        if all(g.player(s).out for s in range(g.n_seats)):
            best = max(range(g.n_seats), key=lambda s: (board.score(g, s), -s))
            board.end_game(g, best, ALPHA_PICK_RULE)
        pop(g, self)
        return None

    def _next(self) -> None:
        self.pos += 1
        self.step = "pick"

    def answer(self, g: LVState, choice: Choice) -> None:
        assert self.order is not None
        s = self.order[self.pos]
        p = g.player(s)
        if choice.kind == "alpha":
            self.alpha = int(choice.args[0])
            c = g.chars[self.alpha]
            if c.regen:
                c.regen = 0
            c.hunting = True
            c.fought = True
            g.alphas.append(self.alpha)
            g.emit(event("alpha", "{player} picks {card} as alpha",
                         {"player": p.name, "card": g.name(self.alpha)}, ALPHA_PICK_RULE,
                         seat=s, card=self.alpha))
            self.step = "crinos"
        elif self.step == "crinos":
            if choice.kind == "shift":
                pay_crinos(g, s, self.alpha, str(choice.args[0]),
                           int(choice.args[1]) if len(choice.args) > 1 else None)
            self.step = "umbra"
        else:
            if choice.kind == "cross":
                cross_umbra(g, s, self.alpha, int(choice.args[0]))
            self._next()


def crinos_options(g: LVState, seat: int, iid: int) -> list[Option]:
    """Stay in Breed form, or discard a Sept card (from the hand or the deck's top) to shift."""
    c = g.chars[iid]
    if c.crinos or not g.card(iid).two_sided:
        return []
    p = g.player(seat)
    out = [option("Stay in Breed form", Choice("breed"))]
    if p.sept_deck:
        out.append(option("Discard the top of the Sept deck and shift",
                          Choice("shift", ("deck",))))
    out += [option("Discard {card} and shift", Choice("shift", ("hand", i)), g.card(i).id,
                   card=g.name(i)) for i in p.sept_hand]
    return out if len(out) > 1 else []


def pay_crinos(g: LVState, seat: int, iid: int, source: str, card: int | None) -> None:
    """Discard the Sept card and shift ``iid`` to Crinos."""
    p = g.player(seat)
    if source == "deck":
        lost = p.sept_deck.pop()
    else:
        assert card is not None
        lost = card
        p.sept_hand.remove(card)
    p.sept_discard.append(lost)
    g.emit(event("discarded", "{player} discards {card}",
                 {"player": p.name, "card": g.name(lost)}, ALPHA_PICK_RULE, seat=seat,
                 card=lost))
    board.flip_crinos(g, iid, ALPHA_PICK_RULE)


def cross_umbra(g: LVState, seat: int, iid: int, cost: int) -> None:
    """Discard ``cost`` cards off the Sept deck; ``iid`` crosses into (or out of) the Umbra."""
    p = g.player(seat)
    for _ in range(cost):
        p.sept_discard.append(p.sept_deck.pop())
    c = g.chars[iid]
    c.umbra = not c.umbra
    if c.umbra:
        g.emit(event("umbra-cross", "{card} crosses into the Umbra", {"card": g.name(iid)},
                     UMBRA_ENTRY, card=iid, umbra=True, cost=cost))
    else:
        g.emit(event("umbra-cross", "{card} comes back from the Umbra", {"card": g.name(iid)},
                     UMBRA_ENTRY, card=iid, umbra=False, cost=cost))
