"""Determinization: worlds deal again exactly what a seat cannot see, and a search over them
gives the same numbers whatever the hidden cards really are."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.oracle import SearchOracle
from rage_tui.content.library import CardLibrary
from rage_tui.engine.choices import Choice
from rage_tui.engine.determinize import clone, redeal
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.game import state_hash
from rage_tui.engine.state import CardInst
from rage_tui.match import Match
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.view import stale_views
from tests.ai.conftest import new_match


def advance_to(match: Match, kind: str, seat: int, after: int = 0, limit: int = 5000) -> None:
    """Let the bots play until ``seat`` must answer a decision of ``kind`` (skipping the first
    ``after`` of them)."""
    for _ in range(limit):
        d = match.game.pending
        assert d is not None, "the game ended first"
        if d.kind == kind and d.seat == seat and len(d.options) > 1:
            if after == 0:
                return
            after -= 1
        match.step_bot()
    raise AssertionError(f"no {kind} for seat {seat}")


def cids(g: GameState, iids: list[int]) -> Counter[str]:
    return Counter(g.cards[i].cid for i in iids)


@pytest.fixture
def commit_match(lib: CardLibrary) -> Match:
    """Seat 1 must commit while seat 0's face-down card is already on the table."""
    match = new_match(lib, {0: GreedyAgent(1), 1: GreedyAgent(2)}, seed=3)
    for _ in range(40):
        advance_to(match, "commit", 1)
        cs = match.game.state.combat
        if any(s.seat == 0 for s in cs.slots):
            return match
        match.step_bot()
    raise AssertionError("no commit after seat 0's")


def test_redeal_keeps_every_zone_size_and_each_decks_composition(commit_match: Match) -> None:
    g = commit_match.game.state
    commit_match.game.view_for(0)  # the world starts with a copy of a warm cache
    before = clone(g)
    w = redeal(g, 1, random.Random(8))
    assert state_hash(g) == state_hash(before), "redeal must not touch the real game"
    for p, q in zip(g.players, w.players, strict=True):
        if p.seat == 1:
            assert q.sept_hand == p.sept_hand and q.combat_hand == p.combat_hand
            assert cids(w, q.combat_hand) == cids(g, p.combat_hand)
            assert len(q.sept_deck) == len(p.sept_deck)
            assert cids(w, q.sept_deck) == cids(g, p.sept_deck)
            assert cids(w, q.combat_deck) == cids(g, p.combat_deck)
        else:
            assert len(q.sept_hand) == len(p.sept_hand)
            assert cids(w, q.sept_hand + q.sept_deck) == cids(g, p.sept_hand + p.sept_deck)
        assert cids(w, q.combat_discard) == cids(g, p.combat_discard)
        assert cids(w, q.victory) == cids(g, p.victory)
    real = [s.card for s in g.combat.slots if s.seat == 0 and s.card > 0]
    wreal = [s.card for s in w.combat.slots if s.seat == 0 and s.card > 0]
    p0, q0 = g.players[0], w.players[0]
    assert len(q0.combat_hand) + len(wreal) == len(p0.combat_hand) + len(real)
    assert cids(w, q0.combat_hand + q0.combat_deck + wreal) == cids(
        g, p0.combat_hand + p0.combat_deck + real)
    assert w.events == []
    assert stale_views(w) == [], "a world's cached creature views must hold in the world"


def test_redeal_deals_other_hands_differently_for_different_generators(
        commit_match: Match) -> None:
    g = commit_match.game.state
    hands = {tuple(sorted(w.cards[i].cid for i in w.players[0].sept_hand))
             for w in (redeal(g, 1, random.Random(k)) for k in range(8))}
    assert len(hands) > 1


def _swap_hand_and_deck(g: GameState, seat: int) -> GameState:
    """A copy of ``g`` in which ``seat``'s hand cards and its top deck cards trade places:
    the same game as far as anyone else can tell."""
    other = clone(g, keep_events=True)
    p = other.players[seat]
    for zone_a, zone_b in ((p.sept_hand, p.sept_deck), (p.combat_hand, p.combat_deck)):
        for a, b in zip(zone_a, zone_b, strict=False):
            ca, cb = other.cards[a], other.cards[b]
            other.cards[a] = CardInst(a, cb.cid, ca.owner)
            other.cards[b] = CardInst(b, ca.cid, cb.owner)
    return other


def test_worlds_depend_only_on_what_the_seat_may_know(commit_match: Match) -> None:
    g = commit_match.game.state
    swapped = _swap_hand_and_deck(g, 0)
    assert state_hash(swapped) != state_hash(g)
    assert cids(swapped, swapped.players[0].sept_hand) != cids(g, g.players[0].sept_hand)
    one = redeal(g, 1, random.Random(21))
    two = redeal(swapped, 1, random.Random(21))
    assert state_hash(one) == state_hash(two)


def test_the_oracle_gives_identical_numbers_when_only_hidden_cards_differ(
        commit_match: Match) -> None:
    game = commit_match.game
    d = game.pending
    assert d is not None and d.seat == 1
    choices = [o.choice for o in d.options[:3]]
    other_game = copy.copy(game)
    other_game.state = _swap_hand_and_deck(game.state, 0)
    a = SearchOracle(game, 1).evaluate(choices, worlds=4, seed=99, budget_s=60.0)
    b = SearchOracle(other_game, 1).evaluate(choices, worlds=4, seed=99, budget_s=60.0)
    assert a == b
    assert len(a) == 3


def test_the_oracle_refuses_a_choice_that_is_not_legal(commit_match: Match) -> None:
    oracle = SearchOracle(commit_match.game, 1)
    with pytest.raises(IllegalChoiceError):
        oracle.evaluate([Choice("commit", (123456789,))], worlds=1, seed=1, budget_s=1.0)
    with pytest.raises(IllegalChoiceError):
        SearchOracle(commit_match.game, 0).evaluate([Choice("pass")], 1, 1, 1.0)
