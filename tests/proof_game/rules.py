"""The rules of Sealed Gems (README.md in this folder is the rules text and its decisions).

A game is a run of rounds. Each round has two phases:

1. **Market** (open play): starting with the active seat, each seat in seating order may play
   a trick from its hand for its points or pass. After any play, priority returns to the
   active seat (rule 2). The market closes when every seat still in has passed in a row.
2. **Bid** (a simultaneous reveal): each seat puts one card from its hand face down (a trick
   bid is worth nothing; nothing, when its hand is empty); each bid is committed publicly at
   once and all are turned over together (rule 3). The highest gem scores its worth for each
   seat that bid it.

Then everyone draws back to three cards; a seat with no card in hand or purse leaves the game
and the seating order closes up (rule 4). The game ends when fewer than two seats are left;
the highest score wins, equal highest scores tie (rule 5).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rage_tui.engine.cards import Card
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.commit import NULL_CARD, commitment, salt_for, slot_key
from rage_tui.engine.events import event, private
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.engine.rng import Rng
from rage_tui.engine.state import CardNumberer, GameState, Setup
from rage_tui.engine.windows import PASS, OpenPlayFrame
from rage_tui.i18n import m
from tests.proof_game.state import HAND_SIZE, MAX_ROUNDS, GemPlayer, GemState
from tests.proof_game.view import GemView, view_for

NOTHING = Choice("bid-nothing")


def draw_up(g: GemState, seat: int) -> int:
    """``seat`` draws from its purse back to :data:`HAND_SIZE` cards; how many it drew."""
    p = g.player(seat)
    n = 0
    while len(p.hand) < HAND_SIZE and p.purse:
        p.hand.append(p.purse.pop(0))
        n += 1
    return n


def worth(g: GemState, iid: int) -> int:
    """What a card is worth as a bid: a gem its value, a trick nothing (rule 3)."""
    return g.value(iid) if g.card(iid).type == "gem" else 0


class Market(OpenPlayFrame[GemState]):
    """The market: an open-play window whose priority returns to its first seat, the active
    one, after every play (rule 2). Every seat in it is asked, whatever its hand, so the
    prompts tell nobody what a seat holds."""

    def playable(self, g: GemState, seat: int) -> list[Option]:
        """The tricks in ``seat``'s hand."""
        return [Option(Choice("trick", (i,)), m("Play {card} ({n} points)", card=g.name(i),
                                                n=g.value(i)), g.cards[i].cid)
                for i in g.player(seat).hand if g.card(i).type == "trick"]

    def run(self, g: GemState) -> Decision | None:
        if not self.seats or self.passes >= len(self.seats):
            pop(g, self)
            return None
        seat = self.seats[self.pos % len(self.seats)]
        return self._ask(seat, self.playable(g, seat))

    def answer(self, g: GemState, choice: Choice) -> None:
        seat = self.seats[self.pos % len(self.seats)]
        if choice == PASS:
            self.pos += 1
            self.passes += 1
            return
        self.pos = 0  # priority back to the active seat (rule 2)
        self.passes = 0
        self.play(g, seat, choice)

    def play(self, g: GemState, seat: int, choice: Choice) -> None:
        iid = int(choice.args[0])
        p = g.player(seat)
        p.hand.remove(iid)
        p.spent.append(iid)
        p.score += g.value(iid)
        g.emit(event("trick", "{player} plays {card} for {n} points",
                     {"player": p.name, "card": g.name(iid), "n": g.value(iid)}, "rule 2",
                     seat=seat, card=g.cards[iid].cid))


class Bid(Frame[GemState]):
    """Each seat in turn seals one card of its hand face down; then all are revealed
    together (rule 3). The order of asking changes nothing: no bid is seen before all are
    turned over."""

    def __init__(self, seats: list[int]) -> None:
        self.seats = list(seats)
        self.index = 0

    def run(self, g: GemState) -> Decision | None:
        if self.index < len(self.seats):
            seat = self.seats[self.index]
            hand = g.player(seat).hand
            opts = [Option(Choice("bid", (i,)), m("Bid {card} ({n}) face down",
                                                  card=g.name(i), n=worth(g, i)),
                           g.cards[i].cid) for i in hand]
            if not opts:
                opts = [Option(NOTHING, m("Bid nothing (your hand is empty)"))]
            return Decision(seat, "bid", m("Seal a bid: the gems are turned over together"),
                            tuple(opts), rule="rule 3")
        pop(g, self)
        reveal(g, self.seats)
        return None

    def answer(self, g: GemState, choice: Choice) -> None:
        seat = self.seats[self.index]
        self.index += 1
        iid = None if choice == NOTHING else int(choice.args[0])
        cid = NULL_CARD if iid is None else g.cards[iid].cid
        slot = slot_key("bid", g.turn, seat)
        salt = salt_for(g.setup.seed, g.turn, g.choices_made, slot)
        digest = commitment(cid, slot, salt)
        if iid is not None:
            g.player(seat).hand.remove(iid)
        g.sealed[seat] = iid
        g.proofs[seat] = (digest, salt)
        name = g.player(seat).name
        public = event("committed", "{player} seals a bid face down", {"player": name},
                       "rule 3", seat=seat, commitment=digest, slot=slot)
        secret = event("committed", "{player} seals {card} face down",
                       {"player": name, "card": g.name(iid) if iid is not None
                        else m("nothing")}, "rule 3", seat=seat, commitment=digest,
                       slot=slot, pick=cid)
        g.emit(private({seat}, secret, public))


def reveal(g: GemState, seats: list[int]) -> None:
    """Turn every sealed bid over with its salt (anyone can check it against the commitment:
    ``proofs`` is the core's proof row), score the highest gem, spend the bids."""
    for seat in seats:
        iid = g.sealed[seat]
        cid = NULL_CARD if iid is None else g.cards[iid].cid
        digest, salt = g.proofs[seat]
        g.emit(event("revealed", "{player} reveals {card}",
                     {"player": g.player(seat).name,
                      "card": g.name(iid) if iid is not None else m("nothing")}, "rule 3",
                     seat=seat, pick=cid, commitment=digest, salt=salt, round=g.turn,
                     proofs=((slot_key("bid", g.turn, seat), cid, salt),)))
    bids = {s: (worth(g, i) if i is not None else 0) for s, i in g.sealed.items()}
    best = max(bids.values(), default=0)
    for seat in seats:
        if best and bids[seat] == best:
            g.player(seat).score += best
            g.emit(event("scored", "{player}'s gem is the highest: {n} points",
                         {"player": g.player(seat).name, "n": best}, "rule 3", seat=seat))
        iid = g.sealed[seat]
        if iid is not None:
            g.player(seat).spent.append(iid)
    g.sealed.clear()
    g.proofs.clear()


class Rounds(Frame[GemState]):
    """The game: round after round, market then bid, then drawing and leaving (rule 4),
    until fewer than two seats are left (rule 5)."""

    def __init__(self) -> None:
        self.stage = "start"

    def run(self, g: GemState) -> Decision | None:
        if self.stage == "start":
            g.turn += 1
            g.phase = "market"
            g.emit(event("round", "Round {n}: {player} is active",
                         {"n": g.turn, "player": g.player(g.active).name}, "rule 1",
                         active=g.active))
            self.stage = "bid"
            push(g, Market("market", g.after(g.active)))
        elif self.stage == "bid":
            g.phase = "bid"
            self.stage = "end"
            push(g, Bid(g.after(g.active)))
        else:
            self.stage = "start"
            end_of_round(g)
        return None


def end_of_round(g: GemState) -> None:
    """Draw back up; seats with no card left leave and the order closes up (rule 4); the next
    seat in the order becomes active; the game ends with fewer than two seats (rule 5)."""
    for seat in g.order:
        n = draw_up(g, seat)
        if n:
            g.emit(event("drew", "{player} draws {n}", {"player": g.player(seat).name, "n": n},
                         "rule 4", seat=seat))
    after = g.after(g.active)
    leaving = [s for s in after if not g.player(s).hand and not g.player(s).purse]
    for seat in leaving:
        g.player(seat).out = True
        g.order.remove(seat)
        g.emit(event("left", "{player} has no card left and leaves the game",
                     {"player": g.player(seat).name}, "rule 4", seat=seat))
    following = [s for s in (*after[1:], after[0]) if s in g.order]
    if len(g.order) < 2 or g.turn >= MAX_ROUNDS:
        finish(g)
    else:
        g.active = following[0]


def scores(g: GemState) -> dict[int, int]:
    """Each seat's score, the game's result (rule 5)."""
    return {p.seat: p.score for p in g.players}


def finish(g: GemState) -> None:
    """End the game on the scores: one top score wins, equal top scores tie (rule 5)."""
    g.over = True
    table = scores(g)
    top = max(table.values())
    leaders = [s for s, n in table.items() if n == top]
    if len(leaders) == 1:
        g.winner = leaders[0]
        g.result = m("{player} wins with {n} points", player=g.player(leaders[0]).name, n=top)
    else:
        g.result = m("A tie at {n} points: {players}", n=top,
                     players=", ".join(g.player(s).name for s in leaders))
    g.emit(event("over", "The game is over", None, "rule 5", scores=tuple(sorted(
        table.items()))))


class SealedGems:
    """The :class:`rage_tui.engine.ruleset.Ruleset` of Sealed Gems."""

    id = "sealed-gems"
    game = "Sealed Gems"
    min_seats = 2
    max_seats = 6

    def build_state(self, setup: Setup, defs: Mapping[str, Card],
                    iid_base: int = 1) -> GemState:
        """Number every card, shuffle each purse, deal three cards each."""
        numbers = CardNumberer(defs, iid_base)
        rng = Rng(setup.seed)
        players = []
        for seat, ss in enumerate(setup.seats):
            p = GemPlayer(seat, ss.name)
            p.purse = [numbers.new(cid, seat, ss.deck.name)
                       for cid, n in ss.deck.sept for _ in range(n)]
            rng.shuffle(p.purse)
            players.append(p)
        g = GemState(setup=setup, defs=dict(defs), cards=numbers.cards, players=players,
                     rng=rng)
        for p in players:
            draw_up(g, p.seat)
        return g

    def start(self, g: GameState[Any, Any], phase: str | None = None) -> None:
        """The rounds begin with seat 0 active."""
        push(g, Rounds())

    def explain(self, g: GameState[Any, Any], seat: int, choice: Choice) -> str | None:
        """Nothing to add: every legal choice is offered."""
        return None

    def view_for(self, g: GameState[Any, Any], seat: int | None, full: bool = True
                 ) -> GemView:
        """What ``seat`` may see (view.py)."""
        assert isinstance(g, GemState)
        return view_for(g, seat, full)

    def secret_cards(self, g: GemState, seat: int) -> set[int]:
        """Cards ``seat`` may not see: other seats' hands, purses and sealed bids, and the
        order of its own purse (the views leak check, ``sim --check-every``)."""
        out = set(g.player(seat).purse)
        for p in g.players:
            if p.seat != seat:
                out |= {*p.hand, *p.purse}
                bid = g.sealed.get(p.seat)
                if bid is not None:
                    out.add(bid)
        return out

    def check_invariants(self, g: GemState) -> list[str]:
        """Rules facts that always hold: the order is the seats still in; a sealed bid has
        its commitment; no hand holds more than three cards."""
        found = []
        if g.order != g.seats_in():
            found.append(f"the seating order {g.order} is not the seats in {g.seats_in()}")
        if set(g.sealed) != set(g.proofs):
            found.append("a sealed bid has no commitment")
        found += [f"{p.name} holds {len(p.hand)} cards" for p in g.players
                  if len(p.hand) > HAND_SIZE]
        if not g.over and g.active not in g.order:
            found.append(f"the active seat {g.active} is not in the game")
        return found
