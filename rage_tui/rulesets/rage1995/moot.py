"""Moot Phase (v0.2 "Moot Phase" and "Juntas"): calling juntas, voting, resolving."""

from __future__ import annotations

from dataclasses import dataclass, field

from rage_tui.engine.cards import Allegiance
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.events import ev
from rage_tui.engine.flow import pop, push
from rage_tui.engine.votes import ballot_options, tally
from rage_tui.i18n import Text, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardDef, CardType
from rage_tui.rulesets.rage1995.frames import Frame, PrivateCollect, TieredVote
from rage_tui.rulesets.rage1995.openplay import OpenPlay
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.tied import tied_up
from rage_tui.rulesets.rage1995.votes import junta_renown, may_vote, shunned, votes
from rage_tui.rulesets.rage1995.zones import to_discard

RULE = "v0.2 Juntas - Moots and Board Meetings"
BALLOT_WORDS = {"yes": m("yes"), "no": m("no"), "abstain": m("abstain")}
"""A ballot in words."""
JUNTA_OF = {Allegiance.GAIA: CardType.MOOT, Allegiance.WYRM: CardType.BOARD_MEETING}


def junta_allegiances(g: GameState) -> set[Allegiance]:
    """Allegiances with at least two packs in the game (only they may hold juntas)."""
    counts: dict[Allegiance, int] = {}
    for s in g.seats_in():
        al = g.player(s).allegiance
        counts[al] = counts.get(al, 0) + 1
    return {al for al, n in counts.items() if n >= 2}


def can_call(g: GameState, caller: int, junta_iid: int) -> bool:
    """A character of the junta's allegiance, in the physical world, with enough Renown."""
    c = g.creatures.get(caller)
    if c is None or c.controller is None or not cr.is_character(g, c) or cr.only_umbra(c):
        return False
    card = g.card(junta_iid)
    if JUNTA_OF.get(g.player(c.controller).allegiance) != card.type:
        return False
    if c.away or shunned(c) or tied_up(g, c):
        return False
    return junta_renown(g, c) >= (card.renown_req or 0)


def _caller_renown(g: GameState, caller: int) -> int:
    """v0.2 "Order of voting": ties go by the Renown of the callers (their Renown now)."""
    c = g.creatures.get(caller)
    return cr.renown(g, c) if c is not None else g.card(caller).renown


def restricted_spent(g: GameState, seat: int, card: CardDef, picked: set[int]) -> bool:
    """v0.2 "Restricted": a player plays one per game (a copy already played, or already
    picked in this closed play, uses it up)."""
    return card.restricted and (card.id in g.player(seat).played_restricted or any(
        g.card(i).id == card.id for i in picked))


def junta_targets(g: GameState, seat: int, caller: int, junta: int) -> list[int]:
    """Targets a junta may name when it is called (-1 when it names none). Juntas never
    target creatures only in the Umbra, nor packs of the other allegiance."""
    from rage_tui.rulesets.rage1995.effects.language import Ctx, candidates, needs_choice

    card = g.card(junta)
    spec = next((e for e in card.effects if e.when == "passed" and needs_choice(e)), None)
    if spec is None:
        return [-1]
    out = []
    for t in candidates(g, Ctx(junta, seat, caller), spec):
        c = g.creatures.get(t)
        if c is None:  # a card (equipment, territory ...): judged by its holder below
            c = next((h for h in g.creatures.values() if t in h.attached), None)
            if c is None:
                out.append(t)
                continue
        if cr.only_umbra(c):
            continue
        if c.controller is not None and JUNTA_OF.get(g.player(c.controller).allegiance) \
                != card.type:
            continue
        out.append(t)
    return out


@dataclass
class Called:
    """A junta that has been called."""

    iid: int
    caller: int
    seat: int
    target: int | None = None
    votes: dict[int, str] = field(default_factory=dict)


class MootPhase(Frame):
    """Call juntas in private, then vote on them in order of Renown."""

    def __init__(self) -> None:
        self.stage = "call"

    def run(self, g: GameState) -> Decision | None:
        if self.stage == "call":
            self.stage = "open"
            als = junta_allegiances(g)
            seats = [s for s in g.seats_in() if g.player(s).allegiance in als]
            if seats:
                push(g, CallJuntas(seats))
            return None
        pop(g, self)
        push(g, OpenPlay("Moot Phase", g.seats_in()))
        return None


class CallJuntas(PrivateCollect):
    """At the beginning of the Moot Phase each seat may call juntas (closed play)."""

    kind = "call-junta"
    rule = RULE

    def options(self, g: GameState, seat: int, picked: list[Choice]) -> list[Option]:
        used = {int(c.args[0]) for c in picked}
        out = []
        for iid in g.player(seat).sept_hand:
            card = g.card(iid)
            if iid in used or card.type not in (CardType.MOOT, CardType.BOARD_MEETING):
                continue
            if restricted_spent(g, seat, card, used):
                continue
            for c in cr.characters(g, seat):
                if not can_call(g, c.iid, iid):
                    continue
                for t in junta_targets(g, seat, c.iid, iid):
                    on = (m(" on {t}", t=g.name(t)) if t != -1 else "")
                    out.append(Option(Choice("call", (iid, c.iid, t)),
                                      m("{creature} calls {card}{on}", creature=g.name(c.iid),
                                        card=card.name, on=on), card.id))
        return out

    def prompt(self, g: GameState, seat: int) -> Text:
        return m("Moot Phase: call juntas (Moots or Board Meetings)")

    def finish(self, g: GameState) -> None:
        called: list[Called] = []
        for seat in self.seats:
            for c in self.picks[seat]:
                iid, caller, target = int(c.args[0]), int(c.args[1]), int(c.args[2])
                g.player(seat).sept_hand.remove(iid)
                if g.card(iid).restricted:
                    g.player(seat).played_restricted.add(g.card(iid).id)
                g.marks[f"called:{caller}:{g.turn}"] = 1
                called.append(Called(iid, caller, seat, None if target == -1 else target))
                g.emit(ev("junta-called", m("{caller} calls {card}", caller=g.name(caller),
                                            card=g.name(iid)), RULE,
                          seat=seat, card=iid, caller=caller))
        if not called:
            return
        ties = {id(c): g.rng.randrange(1 << 30) for c in called}
        called.sort(key=lambda c: (-(g.card(c.iid).renown_req or 0),
                                   -_caller_renown(g, c.caller), ties[id(c)]))
        g.emit(ev("junta-order", m("Juntas are voted in this order: {names}",
                                   names=", ".join(g.name(c.iid) for c in called)), RULE,
                  order=tuple(c.iid for c in called)))
        from rage_tui.rulesets.rage1995.rules import rules_for

        if rules_for(g).junta_effect_at_once:
            push(g, *[Vote(c) for c in called])
        else:  # every junta is voted first; all take effect at the end of the Moot Phase
            push(g, *[Vote(c) for c in called], JuntaEffects())


class Vote(TieredVote):
    """Voting on one junta: creatures vote from highest Renown down; each Renown tier votes
    together (collected in private, then shown). A tie fails."""

    def __init__(self, junta: Called) -> None:
        super().__init__()
        self.junta = junta

    def voters(self, g: GameState) -> list[int]:
        """Characters of the junta's allegiance and creatures whose card lets them vote, in
        the physical world and with their pack (club rules: not this turn's callers)."""
        card = g.card(self.junta.iid)
        out = []
        for s in g.seats_in():
            own = JUNTA_OF.get(g.player(s).allegiance) == card.type
            for c in cr.pack_creatures(g, s):
                if not (own and cr.is_character(g, c)) and not may_vote(g, c, card.type):
                    continue
                if cr.only_umbra(c) or c.away or shunned(c) or tied_up(g, c):
                    continue
                if g.setup.variants.club_rules and g.marks.get(f"called:{c.iid}:{g.turn}"):
                    continue  # Givors' club rules: a caller does not vote this turn
                out.append(c.iid)
        return out

    def rank(self, g: GameState, voter: int) -> int:
        """Renown: the most renowned vote first."""
        return cr.renown(g, g.creatures[voter])

    def order(self, g: GameState, voter: int) -> tuple[int, int]:
        """Within a tier, in seat order."""
        return (g.creatures[voter].controller or 0, voter)

    def still_votes(self, g: GameState, voter: int) -> bool:
        """The creature is still in play."""
        return voter in g.creatures

    def ask(self, g: GameState, voter: int) -> Decision:
        """Yes, no or abstain, with the creature's number of votes."""
        c = g.creatures[voter]
        assert c.controller is not None
        return Decision(c.controller, "vote", m("{voter} votes on {junta} ({votes} votes)",
                                                voter=g.name(voter), junta=g.name(self.junta.iid),
                                                votes=votes(g, c)), ballot_options(),
                        about=voter, rule=RULE)

    def shown(self, g: GameState, voter: int, ballot: str) -> None:
        """The ballot is recorded and shown."""
        self.junta.votes[voter] = ballot
        g.emit(ev("voted", m("{voter} votes {ballot} ({votes})", voter=g.name(voter),
                             ballot=BALLOT_WORDS.get(ballot, ballot),
                             votes=votes(g, g.creatures[voter])), RULE, creature=voter,
                  vote=ballot, junta=self.junta.iid))

    def held_cards(self, g: GameState) -> list[int]:
        """The junta card waiting for its vote (for the zone census)."""
        return [self.junta.iid]

    def resolve(self, g: GameState) -> None:
        """Count; the result waits for the end of the Moot Phase or applies at once."""
        passed = self._tally(g)
        waiting = next((f for f in reversed(g.stack) if isinstance(f, JuntaEffects)), None)
        if waiting is not None:
            waiting.results.append((self.junta, passed))
            return
        take_effect(g, self.junta, passed)

    def _tally(self, g: GameState) -> bool:
        ballots = {i: v for i, v in self.junta.votes.items() if i in g.creatures}
        result = tally(ballots, lambda i: votes(g, g.creatures[i]))
        name = g.name(self.junta.iid)
        g.emit(ev("junta-result", m("{name} {verdict} ({yes} for, {no} against)", name=name,
                                    verdict=result.verdict, yes=result.yes,
                                    no=result.no), RULE, junta=self.junta.iid, passed=result.passed,
                  yes=result.yes, no=result.no))
        return result.passed


def take_effect(g: GameState, junta: Called, passed: bool) -> None:
    """A voted junta: a passed one takes effect (and may stay in play); the rest are
    discarded."""
    if passed:
        from rage_tui.rulesets.rage1995 import effects

        target = junta.target
        if target is not None and (target not in g.creatures
                                   or cr.only_umbra(g.creatures[target])):
            target = None
        kept = effects.resolve_junta(g, junta.iid, junta.seat, junta.caller, target)
        if kept:
            return
    to_discard(g, junta.iid)


class JuntaEffects(Frame):
    """Rage Unlimited ("Faza Rad"): the voted juntas all take effect together once every one
    of them has been voted, in the order they were voted."""

    def __init__(self) -> None:
        self.results: list[tuple[Called, bool]] = []

    def run(self, g: GameState) -> Decision | None:
        pop(g, self)
        if any(passed for _, passed in self.results):
            g.emit(ev("juntas-take-effect", m("Every moot has been voted: the ones that passed "
                                              "take effect now"), "Rage Unlimited: Faza Rad"))
        for junta, passed in self.results:
            take_effect(g, junta, passed)
        return None

    def held_cards(self, g: GameState) -> list[int]:
        """Voted juntas waiting to take effect (for the zone census)."""
        return [j.iid for j, _ in self.results]
