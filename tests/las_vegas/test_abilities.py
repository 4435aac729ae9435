"""Rules tests of the seed's Special Abilities (Insight, Kailindo), Main and Alpha actions
("Use a Main action on a card", "Take an 'Alpha:' action"), the last-minute move across the
Umbra, and Moot Events."""

from __future__ import annotations

from rage_tui.engine.choices import Choice
from rage_tui.engine.flow import advance, push
from rage_tui.rulesets.las_vegas.alpha import AlphaPhase
from rage_tui.rulesets.las_vegas.damage import available_rage
from rage_tui.rulesets.las_vegas.main_phase import MainPhase
from rage_tui.rulesets.las_vegas.resolution import Resolution

from .helpers import add, add_char, answer, bare, pass_events, pick, set_combat_deck, start_combat


def test_insight_draws_that_many_more_then_discards_as_many_before_the_first_event() -> None:
    game, g = bare()
    seer = add_char(g, "lv-sees-through-time", 0)  # Insight 2
    boss = add_char(g, "lv-fomor-pit-boss", -1)
    set_combat_deck(g, 0, ["lv-bite"] * 9)
    set_combat_deck(g, 1, ["lv-dodge"] * 9)
    start_combat(game, seer, boss, 1)
    assert len(g.player(0).combat_hand) == 7
    for _ in range(2):
        d = game.pending
        assert d is not None and d.kind == "insight-discard" and d.seat == 0
        game.apply(d.options[0].choice)
    assert len(g.player(0).combat_hand) == 5 and len(g.player(0).combat_discard) == 2
    pass_events(game)
    assert game.pending is not None and game.pending.kind == "attack"


def test_kailindo_a_cheaper_card_than_the_opponents_gives_the_difference_in_rage() -> None:
    game, g = bare()
    monk = add_char(g, "lv-hands-like-water", 0)  # Kailindo
    boss = add_char(g, "lv-fomor-pit-boss", -1)
    hi = set_combat_deck(g, 0, ["lv-claw-swipe"] * 8)  # Rage 1
    pi = set_combat_deck(g, 1, ["lv-iron-hide"] * 8)  # Rage 2
    start_combat(game, monk, boss, 1)
    pass_events(game)
    c = g.combat
    assert c is not None
    before = available_rage(g, c, 0)
    pick(game, hi[0])
    pick(game, pi[0])
    assert available_rage(g, c, 0) == before - 1 + 1
    assert any(e.kind == "kailindo" and e.get("n") == 1 for e in g.events)


def main_table():  # type: ignore[no-untyped-def]
    game, g = bare()
    for p in g.players:
        p.sept_hand.clear()
    mother = add_char(g, "lv-mother-s-peace", 0)  # Main: heal 1 from each pack member
    for i in g.player(0).pack:
        g.chars[i].wounds = 2
    return game, g, mother


def test_main_action_once_per_phase() -> None:
    game, g, mother = main_table()
    push(g, MainPhase("main", [0, 1]))
    advance(g)
    answer(game, "main", mother, mother)
    assert all(g.chars[i].wounds == 1 for i in g.player(0).pack)
    while game.pending is not None and game.pending.seat != 0:
        game.apply(Choice("pass"))
    d = game.pending
    assert d is None or d.find(Choice("main", (mother, mother))) is None


def test_main_action_only_on_a_card_in_play_at_the_start_of_the_phase() -> None:
    game, g, _mother = main_table()
    dice = add(g, "lv-fetish-dice", 0)
    g.player(0).sept_hand.append(dice)
    push(g, MainPhase("main", [0, 1]))
    advance(g)
    to = g.player(0).pack[0]
    answer(game, "play", dice, to)
    while game.pending is not None and game.pending.seat != 0:
        game.apply(Choice("pass"))
    d = game.pending
    assert d is not None and d.find(Choice("main", (dice, to))) is None


def test_alpha_action_an_alpha_ability_is_the_alphas_action() -> None:
    game, g = bare()
    liam = add_char(g, "lv-liam-bright-song", 0)  # Alpha: draw 2 Sept cards
    g.chars[liam].hunting = True
    g.alphas = [liam]
    hand = len(g.player(0).sept_hand)
    push(g, AlphaPhase())
    advance(g)
    answer(game, "ability", liam)
    assert len(g.player(0).sept_hand) == hand + 2
    assert game.pending is None


def test_entering_the_umbra_right_before_the_action_costs_the_level_without_gnosis() -> None:
    game, g = bare()
    seer = add_char(g, "lv-sees-through-time", 0)  # Gnosis 7: -2 at the pick, not now
    bane = add_char(g, "lv-scrag-bane", -1)
    g.chars[bane].umbra = True
    g.chars[seer].hunting = True
    g.alphas = [seer]
    g.umbra = 12  # level 3: 2 cards
    deck = len(g.player(0).sept_deck)
    push(g, AlphaPhase())
    advance(g)
    d = game.pending
    assert d is not None and d.find(Choice("attack", (bane,))) is None
    answer(game, "cross", 2)
    assert g.chars[seer].umbra and len(g.player(0).sept_deck) == deck - 2
    d = game.pending
    assert d is not None and d.find(Choice("attack", (bane,))) is not None
    assert d.find(Choice("cross", (2,))) is None  # once


def test_moot_events_are_played_before_the_votes_from_the_callers_seat() -> None:
    game, g = bare()
    moot = add(g, "lv-call-to-the-hunt", 1)
    speech = add(g, "lv-stirring-speech", 0)
    for p in g.players:
        p.sept_hand.clear()
    g.player(0).sept_hand.append(speech)
    g.player(1).sept_hand.append(add(g, "lv-scavenge", 1))
    g.moots = [(moot, g.player(1).pack[0], 1)]
    push(g, Resolution())
    advance(g)
    d = game.pending
    assert d is not None and d.kind == "open-play" and d.seat == 1  # the caller's seat first
    game.apply(Choice("pass"))
    who = g.player(0).pack[0]
    answer(game, "play", speech, who)
    assert speech in g.player(0).sept_discard and len(g.player(0).sept_hand) == 1
