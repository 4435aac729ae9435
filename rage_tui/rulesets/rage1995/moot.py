"""Moot Phase (v0.2 "Moot Phase" and "Juntas"): calling juntas, voting, resolving."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.cards import Allegiance
from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop, push
from rage_tui.engine.votes import NO, YES, ballot_options, tally
from rage_tui.i18n import Text, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import effects
from rage_tui.rulesets.rage1995.cards import CardDef, CardType
from rage_tui.rulesets.rage1995.effects.language import (
    Ctx,
    candidates,
    holder_seat,
    needs_choice,
)
from rage_tui.rulesets.rage1995.frames import Frame, PrivateCollect, TieredVote
from rage_tui.rulesets.rage1995.openplay import OpenPlay
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.tied import tied_up
from rage_tui.rulesets.rage1995.votes import junta_renown, may_vote, shunned, votes, voting_cards
from rage_tui.rulesets.rage1995.zones import to_discard

RULE: Final = "v0.2 Juntas - Moots and Board Meetings"
BALLOT_WORDS: Final = {"yes": m("yes"), "no": m("no"), "abstain": m("abstain")}
"""A ballot in words."""
MOOT_START: Final = "moot-start"
"""``GameState.marks`` key: the turn whose juntas are being called (the ``moot-start``
condition)."""
MOOT_WINDOW: Final = "Beginning of the Moot Phase"
VOTE_FIRST: Final = 1 << 20
"""The rank of a creature that votes before everyone else."""
JUNTA_OF: Final = {Allegiance.GAIA: CardType.MOOT, Allegiance.WYRM: CardType.BOARD_MEETING}


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
    card = g.card(junta)
    spec = next((e for e in card.effects if e.when == "passed" and needs_choice(e)), None)
    if spec is None:
        return [-1]
    out = []
    named = spec.param("pack") is not None  # the card names the packs it reaches (R64)
    for t in candidates(g, Ctx(junta, seat, caller), spec):
        c = g.creatures.get(t)
        if c is None:  # a card (equipment): judged by its holder below
            c = next((h for h in g.creatures.values() if t in h.attached), None)
        if c is not None and cr.only_umbra(c):
            continue
        holder = holder_seat(g, t)
        if not named and holder is not None and JUNTA_OF.get(
                g.player(holder).allegiance) != card.type:
            continue
        out.append(t)
    return out


# (a voted junta waits in its frame: part of the state a searching bot copies)
@mypyc_attr(serializable=True)  # picklable when compiled
@dataclass
class Called:
    """A junta that has been called."""

    iid: int
    caller: int
    seat: int
    target: int | None = None
    votes: dict[int, str] = field(default_factory=dict)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
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
                g.marks[MOOT_START] = g.turn
                push(g, CallJuntas(seats))
            return None
        pop(g, self)
        juntas_voted(g)
        push(g, OpenPlay("Moot Phase", g.seats_in()))
        return None


def juntas_voted(g: GameState) -> None:
    """Every junta of the Moot Phase has been voted: cards attached to creatures run their
    ``juntas-voted`` effects (Rite of Wisdom), ``self`` being the bearer."""
    voted = g.cids_with("juntas-voted")  # the library's cards with such effects (per game)
    if not voted:
        return
    for c in list(g.creatures.values()):
        for a in list(c.attached):
            if c.controller is not None and a in c.attached and g.cards[a].cid in voted:
                effects.run(g, effects.Ctx(a, c.controller, c.iid), "juntas-voted")


def moot_start_options(g: GameState, seat: int, used: set[int]) -> list[Option]:
    """Cards played at the beginning of the Moot Phase, in private with the juntas called
    (their ``played`` effects need ``moot-start``: Rite of Wisdom; rules decision R63)."""
    out = []
    for o in effects.open_play_options(g, seat, MOOT_WINDOW):
        iid = int(o.choice.args[0])
        if iid not in used and any("moot-start" in tuple(e.param("if", ()))
                                   for e in g.card(iid).effects if e.when == "played"):
            out.append(o)
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class CallJuntas(PrivateCollect):
    """At the beginning of the Moot Phase each seat may call juntas (closed play), and play
    the cards that are played then (Rite of Wisdom)."""

    kind = "call-junta"
    rule = RULE

    def options(self, g: GameState, seat: int, picked: list[Choice]) -> list[Option]:
        used = {int(c.args[0]) for c in picked}
        out = moot_start_options(g, seat, used)
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
                    out.append(option("{creature} calls {card}{on}",
                                      Choice("call", (iid, c.iid, t)), card.id,
                                      creature=g.name(c.iid), card=card.name, on=on))
        return out

    def prompt(self, g: GameState, seat: int) -> Text:
        return m("Moot Phase: call juntas (Moots or Board Meetings)")

    def finish(self, g: GameState) -> None:
        for seat in self.seats:  # cards played at the beginning of the phase come first
            for c in self.picks[seat]:
                if c.kind == "play":
                    effects.play_open(g, seat, c, MOOT_WINDOW)
        g.marks.pop(MOOT_START, None)
        called: list[Called] = []
        for seat in self.seats:
            for c in self.picks[seat]:
                if c.kind != "call":
                    continue
                iid, caller, target = int(c.args[0]), int(c.args[1]), int(c.args[2])
                g.player(seat).sept_hand.remove(iid)
                if g.card(iid).restricted:
                    g.player(seat).played_restricted.add(g.card(iid).id)
                g.marks[f"called:{caller}:{g.turn}"] = 1
                called.append(Called(iid, caller, seat, None if target == -1 else target))
                g.emit(event("junta-called", "{caller} calls {card}",
                             {"caller": g.name(caller), "card": g.name(iid)}, RULE, seat=seat,
                             card=iid, caller=caller))
        if not called:
            return
        ties = {id(c): g.rng.randrange(1 << 30) for c in called}
        called.sort(key=lambda c: (-(g.card(c.iid).renown_req or 0),
                                   -_caller_renown(g, c.caller), ties[id(c)]))
        g.emit(event("junta-order", "Juntas are voted in this order: {names}",
                     {"names": ", ".join(g.name(c.iid) for c in called)}, RULE,
                     order=tuple(c.iid for c in called)))
        if rules_for(g).junta_effect_at_once:
            push(g, *[Vote(c) for c in called])
        else:  # every junta is voted first; all take effect at the end of the Moot Phase
            push(g, *[Vote(c) for c in called], JuntaEffects())


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
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
                if not (own and cr.is_character(g, c)) and not may_vote(g, c, card.card_type):
                    continue
                if cr.only_umbra(c) or c.away or shunned(c) or tied_up(g, c):
                    continue
                if g.setup.variants.club_rules and g.marks.get(f"called:{c.iid}:{g.turn}"):
                    continue  # Givors' club rules: a caller does not vote this turn
                out.append(c.iid)
        return out

    def rank(self, g: GameState, voter: int) -> int:
        """Renown: the most renowned vote first; a creature bearing a ``vote-first`` card
        (Rite of Wisdom) votes before everyone."""
        c = g.creatures[voter]
        if any(e.when == "static" and e.do == "vote-first"
               for a in c.attached for e in g.card(a).effects):
            return VOTE_FIRST
        return cr.renown(g, c)

    def order(self, g: GameState, voter: int) -> tuple[int, int]:
        """Within a tier, in seat order."""
        return (g.creatures[voter].controller or 0, voter)

    def still_votes(self, g: GameState, voter: int) -> bool:
        """The creature is still in play."""
        return voter in g.creatures

    def ask(self, g: GameState, voter: int) -> Decision:
        """Yes, no or abstain, with the creature's number of votes; yes or no may also use a
        card on the voter that acts as it votes (Elder Stone)."""
        c = g.creatures[voter]
        assert c.controller is not None
        options = list(ballot_options())
        for card in voting_cards(g, c, str(g.card(self.junta.iid).type)):
            for ballot, word in ((YES, m("Yes")), (NO, m("No"))):
                options.append(option("{ballot}, using {card}", Choice("vote", (ballot, card)),
                                      g.cards[card].cid, ballot=word, card=g.name(card)))
        return ask(c.controller, "vote", "{voter} votes on {junta} ({votes} votes)",
                   {"voter": g.name(voter), "junta": g.name(self.junta.iid), "votes": votes(g, c)},
                   tuple(options), about=voter, rule=RULE)

    def answer(self, g: GameState, choice: Choice) -> None:
        """A ballot that uses a card is held as ``ballot+card`` until its tier is shown (so a
        searching bot's world, which redeals other seats' ballots, drops it with them)."""
        if len(choice.args) == 2:
            choice = Choice("vote", (f"{choice.args[0]}+{int(choice.args[1])}",))
        super().answer(g, choice)

    def shown(self, g: GameState, voter: int, ballot: str) -> None:
        """The ballot is recorded and shown; a card used with it acts first (v0.2 "Vote
        modifiers": as the creature votes)."""
        ballot, _, used = ballot.partition("+")
        c = g.creatures[voter]
        if used and int(used) in c.attached and c.controller is not None:
            effects.run(g, effects.Ctx(int(used), c.controller, voter, self.junta.iid),
                        "voting")
        self.junta.votes[voter] = ballot
        g.emit(event("voted", "{voter} votes {ballot} ({votes})",
                     {"voter": g.name(voter), "ballot": BALLOT_WORDS.get(ballot, ballot),
                      "votes": votes(g, g.creatures[voter])}, RULE, creature=voter, vote=ballot,
                     junta=self.junta.iid))

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
        for c in g.creatures.values():  # votes given for this junta only (Elder Stone)
            c.mods = [md for md in c.mods if md.until != "junta"]
        name = g.name(self.junta.iid)
        g.emit(event("junta-result", "{name} {verdict} ({yes} for, {no} against)",
                     {"name": name, "verdict": result.verdict, "yes": result.yes, "no": result.no},
                     RULE, junta=self.junta.iid, passed=result.passed, yes=result.yes,
                     no=result.no))
        return result.passed


def take_effect(g: GameState, junta: Called, passed: bool) -> None:
    """A voted junta: a passed one takes effect (and may stay in play); the rest are
    discarded."""
    if passed:
        target = junta.target
        if target is not None and target not in g.creatures:  # a card: still a target?
            target = target if target in junta_targets(g, junta.seat, junta.caller,
                                                        junta.iid) else None
        elif target is not None and cr.only_umbra(g.creatures[target]):
            target = None
        kept = effects.resolve_junta(g, junta.iid, junta.seat, junta.caller, target)
        if kept:
            return
    to_discard(g, junta.iid)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class JuntaEffects(Frame):
    """Rage Unlimited ("Faza Rad"): the voted juntas all take effect together once every one
    of them has been voted, in the order they were voted."""

    def __init__(self) -> None:
        self.results: list[tuple[Called, bool]] = []

    def run(self, g: GameState) -> Decision | None:
        pop(g, self)
        if any(passed for _, passed in self.results):
            g.emit(event("juntas-take-effect",
                         "Every moot has been voted: the ones that passed take effect now", None,
                         "Rage Unlimited: Faza Rad"))
        for junta, passed in self.results:
            take_effect(g, junta, passed)
        return None

    def held_cards(self, g: GameState) -> list[int]:
        """Voted juntas waiting to take effect (for the zone census)."""
        return [j.iid for j, _ in self.results]
