"""Hidden information: hands and decks are hidden, combat picks are secret until the
Reveal, a searching bot's redealt world looks the same from its seat, and whether a seat is
asked never depends on what it holds."""

from __future__ import annotations

import random

from rage_tui.engine.choices import Choice
from rage_tui.engine.determinize import redeal
from rage_tui.engine.flow import advance, push
from rage_tui.engine.game import zone_census
from rage_tui.rulesets.las_vegas.main_phase import MainPhase
from rage_tui.rulesets.las_vegas.view import view_for

from .helpers import add, bare, new_game


def test_views_do_not_change_when_every_hidden_card_is_dealt_again() -> None:
    checked = 0
    for seed in range(3):
        game = new_game(3, seed=seed)
        r = random.Random(seed)
        steps = 0
        while not game.over and steps < 400:
            g = game.state
            if steps % 7 == 0:
                for seat in range(g.n_seats):
                    world = redeal(g, seat, random.Random(steps))
                    assert view_for(world, seat) == view_for(g, seat)
                    assert all(len(z) == 1 for z in zone_census(world).values())
                    checked += 1
            d = game.pending
            assert d is not None
            game.apply(r.choice(d.options).choice)
            steps += 1
    assert checked > 100


def test_a_redealt_world_changes_what_the_seat_cannot_see() -> None:
    game = new_game(2, seed=5)
    g = game.state
    world = redeal(g, 0, random.Random(1))
    mine = [world.cards[i].cid for i in world.player(0).sept_hand]
    assert mine == [g.cards[i].cid for i in g.player(0).sept_hand]
    deck = [world.cards[i].cid for i in world.player(1).sept_deck + world.player(1).sept_hand]
    real = [g.cards[i].cid for i in g.player(1).sept_deck + g.player(1).sept_hand]
    assert sorted(deck) == sorted(real)
    # the other seat's hand is dealt again: over a few worlds it differs from the real one
    hands = {tuple(redeal(g, 0, random.Random(k)).cards[i].cid for i in g.player(1).sept_hand)
             for k in range(8)}
    assert len(hands) > 1


def test_hands_are_counts_in_other_seats_views_and_draws_are_redacted() -> None:
    game = new_game(2, seed=2)
    g = game.state
    v = view_for(g, 0)
    seats = v.table["seats"]
    assert isinstance(seats[1]["sept_hand"], int) and isinstance(seats[0]["sept_hand"], list)
    hand1 = {g.cards[i].cid for i in g.player(1).sept_hand}
    for e in game.events_for(0):
        if e.kind == "drew" and e.get("seat") == 1:
            assert e.get("cards") is None and e.get("count") is not None
    spectator = view_for(g, None).table["seats"]
    assert all(isinstance(s["sept_hand"], int) for s in spectator)
    assert hand1  # (the cards exist; they were never shown to seat 0)


def test_main_phase_a_seat_holding_only_unplayable_cards_is_still_asked() -> None:
    """No tell through the prompt sequence: a seat with Sept cards is asked whether or not
    any can be played now (a Totem while it already has one cannot)."""
    game, g = bare()
    for p in g.players:
        p.sept_hand.clear()
    g.player(0).totem.append(add(g, "lv-rat", 0))
    g.player(0).sept_hand.append(add(g, "lv-owl", 0))
    push(g, MainPhase("main", [0, 1]))
    advance(g)
    d = game.pending
    assert d is not None and d.seat == 0 and [o.choice for o in d.options] == [Choice("pass")]
