"""The simulator's checks cover Rage: Across Las Vegas (``sim --check-every``): the views leak
check knows which cards each seat may not see (every deck, the other seats' hands, the other
side's face-down pick until the Reveal), and the board's own invariants catch a broken
board."""

from __future__ import annotations

from typing import Any

from rage_tui.ai.random_agent import RandomAgent
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.match import Match
from rage_tui.rulesets.las_vegas.checks import hidden_from, problems
from rage_tui.rulesets.las_vegas.ruleset import LasVegas
from rage_tui.rulesets.las_vegas.state import Combat, LVState
from rage_tui.sim import LEAK_PROOF_BASE, check_game

from .helpers import add_char, decks, library, new_game


def test_every_deck_and_the_other_seats_hands_are_secret_but_not_ones_own_hand() -> None:
    g = new_game(3, seed=4).state
    assert isinstance(g, LVState)
    secret = hidden_from(g, 0)
    me, other = g.player(0), g.player(1)
    assert set(me.sept_deck) <= secret and set(me.combat_deck) <= secret
    assert set(other.sept_hand) <= secret and set(other.combat_hand) <= secret
    assert other.sept_hand and not secret & set(me.sept_hand + me.combat_hand)
    assert g.cards[me.tribe].iid not in secret  # Tribe cards lie face up


def test_the_other_sides_face_down_pick_is_secret_until_the_reveal_not_ones_own() -> None:
    game = new_game(2, seed=3)
    g = game.state
    assert isinstance(g, LVState)
    a, b = add_char(g, "lv-hands-like-water", 0), add_char(g, "lv-hands-like-water", 1)
    mine, theirs = g.player(0).combat_deck.pop(), g.player(1).combat_deck.pop()
    g.combat = Combat(a, b, (0, 1), picks=[mine, theirs])
    g.committed = [mine, theirs]
    assert theirs in hidden_from(g, 0) and mine not in hidden_from(g, 0)
    assert mine in hidden_from(g, 1) and theirs not in hidden_from(g, 1)
    g.committed = []  # revealed
    assert theirs not in hidden_from(g, 0)


def test_a_view_that_showed_another_seats_hand_would_be_reported() -> None:
    ds = decks()
    setup = Setup((SeatSetup("A", ds[0]), SeatSetup("B", ds[1])), 2, 20,
                  ruleset="rage-las-vegas")
    match = Match(setup, library(), {0: RandomAgent(1), 1: RandomAgent(2)},
                  iid_base=LEAK_PROOF_BASE)
    assert check_game(match) == []
    ruleset: Any = match.game.ruleset
    assert isinstance(ruleset, LasVegas)
    honest = ruleset.view_for

    def leaky(g: Any, seat: int | None, full: bool = True) -> Any:
        v = honest(g, seat, full)
        v.table["peek"] = list(g.player(1 - (seat or 0)).sept_hand)
        return v

    ruleset.view_for = leaky
    found = check_game(match)
    assert any("view shows hidden card" in p for p in found), found


def test_a_character_in_play_without_its_record_breaks_the_board() -> None:
    g = new_game(2, seed=1).state
    assert isinstance(g, LVState)
    assert problems(g) == []
    iid = add_char(g, "lv-hands-like-water", 0)
    del g.chars[iid]
    assert any(f"character {iid}" in p and "without a record" in p for p in problems(g))
    g.umbra = 99
    assert any("off the chart" in p for p in problems(g))
