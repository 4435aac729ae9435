"""The ``vtes`` ruleset object: seats 2-6, laying out a game (2.2, 2.3), starting it, its
views."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rage_tui.engine.cards import Card
from rage_tui.engine.choices import Choice
from rage_tui.engine.errors import EngineError
from rage_tui.engine.flow import push
from rage_tui.engine.rng import Rng
from rage_tui.engine.state import CardNumberer, GameState, Setup
from rage_tui.rulesets.vtes.cards import VAMPIRE, VtesCard
from rage_tui.rulesets.vtes.checks import hidden_from, problems
from rage_tui.rulesets.vtes.state import (
    HAND_SIZE,
    START_UNCONTROLLED,
    VtesPlayer,
    VtesState,
    vtes_state,
)
from rage_tui.rulesets.vtes.turn import TurnLoop
from rage_tui.rulesets.vtes.view import VtesView, view_for

#: the turn limit: each Methuselah's turns (rules decision V7); a setup whose ``max_turns``
#: is not the core's default 60 gives its own number of rounds
ROUNDS = 20


def deck_parts(setup: Setup, seat: int) -> tuple[tuple[tuple[str, int], ...],
                                                 tuple[tuple[str, int], ...]]:
    """A seat's crypt and library as (card id, count) pairs. (Until the core's generic deck
    with sections lands, a V:TES deck carries its crypt in ``sept`` and its library in
    ``combat``.)"""
    deck = setup.seats[seat].deck
    return deck.sept, deck.combat


class Vtes:
    """Vampire: The Eternal Struggle, revised rules (1998)."""

    id = "vtes"
    game = "V:TES"
    min_seats = 2
    max_seats = 6

    def build_state(self, setup: Setup, defs: Mapping[str, Card],
                    iid_base: int = 1) -> VtesState:
        """Each Methuselah's crypt and library shuffled (2.3), 30 pool (2.2), 7 cards in hand
        and 4 crypt cards face down in her uncontrolled region."""
        vdefs: dict[str, VtesCard] = {}
        for cid, card in defs.items():
            if not isinstance(card, VtesCard):
                raise EngineError(f"card '{cid}' is not a V:TES card")
            vdefs[cid] = card
        numbers = CardNumberer(vdefs, iid_base)
        rng = Rng(setup.seed)
        players = []
        for seat, ss in enumerate(setup.seats):
            p = VtesPlayer(seat, ss.name)
            crypt, library = deck_parts(setup, seat)
            for cid, n in crypt:
                if vdefs[cid].type != VAMPIRE:
                    raise EngineError(f"{ss.name}'s crypt holds '{cid}', not a vampire")
                p.crypt += [numbers.new(cid, seat, ss.name) for _ in range(n)]
            for cid, n in library:
                if vdefs[cid].type == VAMPIRE:
                    raise EngineError(f"{ss.name}'s library holds the vampire '{cid}'")
                p.library += [numbers.new(cid, seat, ss.name) for _ in range(n)]
            rng.shuffle(p.crypt)
            rng.shuffle(p.library)
            p.hand = [p.library.pop() for _ in range(min(HAND_SIZE, len(p.library)))]
            p.uncontrolled = [p.crypt.pop() for _ in range(min(START_UNCONTROLLED,
                                                               len(p.crypt)))]
            players.append(p)
        g = VtesState(setup, vdefs, numbers.cards, players, rng)
        rounds = setup.variants.max_turns if setup.variants.max_turns != 60 else ROUNDS
        g.max_turns = rounds * len(players)
        return g

    def start(self, g: GameState[Any, Any], phase: str | None = None) -> None:
        """The first Methuselah (seat 0, or the state's ``active``) begins (2.1: seating by
        the players' choice); ``phase`` starts her turn at that phase."""
        push(g, TurnLoop(phase))

    def explain(self, g: GameState[Any, Any], seat: int, choice: Choice) -> str | None:
        """No explanation beyond the list of choices."""
        return None

    def view_for(self, g: GameState[Any, Any], seat: int | None, full: bool = True
                 ) -> VtesView:
        """What ``seat`` may know."""
        return view_for(vtes_state(g), seat, full)

    def secret_cards(self, g: GameState[Any, Any], seat: int) -> set[int]:
        """Card instances ``seat`` must not see (the simulator's views leak check). In the
        diablerie search (6.5.5) the diablerist looks through her own library, so its cards
        are hers to see while that decision is hers (as ``checks.problems`` allows)."""
        s = vtes_state(g)
        out = hidden_from(s, seat)
        d = s.pending
        if d is not None and d.seat == seat and d.kind == "diablerie-discipline":
            out -= set(s.players[seat].library)
        return out

    def check_invariants(self, g: GameState[Any, Any]) -> list[str]:
        """Every card in one place, nothing hidden in a view or a decision."""
        return problems(vtes_state(g))
