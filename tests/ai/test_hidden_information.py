"""No bot can reach hidden information: everything a bot is handed (its view, its events, the
options, and for the searching bot the oracle) holds none of the other seats' hand cards or
unrevealed face-down cards."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.hard import HardAgent
from rage_tui.ai.inspect import ids_in
from rage_tui.ai.random_agent import RandomAgent
from rage_tui.content.library import CardLibrary
from rage_tui.engine.choices import Choice
from rage_tui.engine.events import Event
from rage_tui.match import Match
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.view_types import View
from tests.ai.conftest import new_match

BASE = 1_000_000


def secrets(g: GameState, seat: int) -> set[int]:
    """Instance ids ``seat`` must not see: other seats' hands, unrevealed face-down cards."""
    out: set[int] = set()
    for p in g.players:
        if p.seat != seat:
            out.update(p.sept_hand, p.combat_hand)
    cs = g.combat
    if cs is not None and cs.step in ("play-card", "targeting"):
        out.update(s.card for s in cs.slots if s.seat != seat and s.card > 0)
    return out


class Watched:
    """Wraps a bot and checks everything it is handed against the real game."""

    def __init__(self, inner: GreedyAgent | RandomAgent, match_ref: list[Match]) -> None:
        self.inner = inner
        self.name = inner.name
        self.match_ref = match_ref
        self.checked = 0
        self.searched = 0
        self.public: set[int] = set()
        self.cursor = 0

    def _check(self, view: View, events: Sequence[Event], *objs: object) -> None:
        """The view and the other objects must hold no hidden card at all. Events may name a
        card that is hidden now only if it was public when the event happened (a revealed card
        that was later reshuffled and drawn): each event must be the public version or this
        seat's own, and any hidden card it names must appear in what a spectator saw."""
        match = self.match_ref[0]
        g = match.game.state
        d = g.pending
        assert d is not None
        hidden = secrets(g, d.seat)
        for obj in (view, *objs):
            leaked = ids_in(obj, g) & hidden
            assert not leaked, f"{self.name} was handed hidden cards {sorted(leaked)}"
        public = self.public
        public |= ids_in(match.game.events_for(None, self.cursor), g)
        self.cursor = len(g.events)
        for e in events:
            assert e.seats is None or d.seat in e.seats, f"{e.kind} was meant for {e.seats}"
            leaked = ids_in(e, g) & hidden - public
            assert not leaked, f"{self.name} saw hidden cards {sorted(leaked)} in '{e.text}'"
        self.checked += 1

    def set_library(self, defs: object) -> None:
        bind = getattr(self.inner, "set_library", None)
        if bind is not None:
            bind(defs)

    def choose(self, view: View, events: Sequence[Event]) -> Choice:
        assert view.decision is not None
        self._check(view, events, view.decision.options)
        return self.inner.choose(view, events)

    def wants_search(self, view: View) -> bool:
        return isinstance(self.inner, HardAgent) and self.inner.wants_search(view)

    def choose_searching(self, view: View, events: Sequence[Event], oracle: object) -> Choice:
        assert isinstance(self.inner, HardAgent) and view.decision is not None
        self._check(view, events, view.decision.options, oracle)
        self.searched += 1
        return self.inner.choose_searching(view, events, oracle)  # type: ignore[arg-type]


@pytest.mark.parametrize("search", ["flat", "tree", "ucb"])
def test_no_bot_is_handed_another_seats_hidden_cards(lib: CardLibrary, search: str) -> None:
    ref: list[Match] = []
    bots = [Watched(HardAgent(1, worlds=2, budget_s=0.005, top_k=2, search=search), ref),
            Watched(GreedyAgent(2), ref)]
    match = new_match(lib, {0: bots[0], 1: bots[1]}, seed=4, iid_base=BASE)
    ref.append(match)
    steps = 0
    while not match.game.over and steps < 4000:
        match.step_bot()
        steps += 1
    assert bots[0].checked > 50 and bots[1].checked > 50
    assert bots[0].searched > 5


def test_random_bot_in_a_three_seat_game_sees_no_hidden_cards(lib: CardLibrary) -> None:
    from tests.ai.conftest import GAIA, WYRM

    ref: list[Match] = []
    bots = {i: Watched(RandomAgent(i), ref) for i in range(3)}
    match = new_match(lib, bots, seed=7, decks=(GAIA, WYRM, GAIA), iid_base=BASE)
    ref.append(match)
    for _ in range(1500):
        if match.game.over:
            break
        match.step_bot()
    assert all(b.checked > 20 for b in bots.values())


def test_the_oracle_exposes_no_game_state(lib: CardLibrary) -> None:
    from rage_tui.ai.oracle import SearchOracle

    match = new_match(lib, {}, seed=3, iid_base=BASE)
    oracle = SearchOracle(match.game, 0)
    assert ids_in(oracle, match.game.state) == set()
    assert not hasattr(oracle, "__dict__")


@pytest.mark.parametrize("search", ["flat", "tree", "ucb"])
def test_bots_with_the_bundled_decks_see_no_hidden_cards(search: str) -> None:
    from rage_tui.content.bundled import bundled_library, decks_dir
    from rage_tui.content.decks import load_deck
    from rage_tui.engine.state import SeatSetup, Setup

    lib = bundled_library()
    decks = [load_deck(decks_dir() / f"{stem}.yaml")
             for stem in ("fangs-of-the-north", "tales-of-the-sept")]
    ref: list[Match] = []
    bots = {0: Watched(GreedyAgent(3), ref),
            1: Watched(HardAgent(4, worlds=2, budget_s=0.005, top_k=2, search=search), ref)}
    setup = Setup(tuple(SeatSetup(f"P{i}", d, "bot") for i, d in enumerate(decks)), 11)
    match = Match(setup, lib.cards, bots, iid_base=BASE)
    ref.append(match)
    for _ in range(3000):
        if match.game.over:
            break
        match.step_bot()
    assert bots[0].checked > 30 and bots[1].searched > 3
