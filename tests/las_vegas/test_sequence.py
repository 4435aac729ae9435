"""Rules tests of the seed's Preparing the Table and Sequence of Play sections (Start of Turn,
Sept Draw, Main, Resolution, Alpha and End phases)."""

from __future__ import annotations

from rage_tui.engine.choices import Choice
from rage_tui.engine.flow import advance, push
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.alpha import AlphaPhase, alpha_order
from rage_tui.rulesets.las_vegas.main_phase import MainPhase
from rage_tui.rulesets.las_vegas.resolution import AlphaPicks, MootVote
from rage_tui.rulesets.las_vegas.turn import SeptDraw, sept_draw_number, start_of_turn

from .helpers import add, add_char, answer, bare, new_game

# deck files in name order: 0 Alley Kings (Bone Gnawers, Fury 3), 1 Claws in the Desert (Red
# Talons, 7), 2 Fangs of Hoover Dam (Get of Fenris, 6), 3 Roads Through the Umbra (Silent
# Striders, 4), 4 Thunder Over Vegas (Shadow Lords, 5), 5 Winter Over the Strip (Wendigo, 4)


def fury(g, seat):  # type: ignore[no-untyped-def]
    return g.card(g.player(seat).tribe).fury


def test_preparing_the_table_seats_clockwise_by_highest_tribe_fury() -> None:
    game = new_game(3, deck_ids=[0, 1, 2])
    assert game.state.order == [1, 2, 0]


def test_preparing_the_table_a_fury_tie_is_decided_at_random_for_the_whole_game() -> None:
    orders = {tuple(new_game(2, seed=s, deck_ids=[3, 5]).state.order) for s in range(12)}
    assert orders == {(0, 1), (1, 0)}
    game = new_game(2, seed=4, deck_ids=[3, 5])
    first = list(game.state.order)
    for _ in range(40):
        game.apply(game.pending.options[0].choice)  # type: ignore[union-attr]
    assert game.state.order == first


def test_preparing_the_table_the_pack_starts_breed_side_up_in_the_staging_area() -> None:
    g = new_game(2).state
    for p in g.players:
        assert p.pack and all(not g.chars[i].crinos and not g.chars[i].hunting for i in p.pack)


def test_sept_draw_each_player_draws_up_to_the_sept_draw_number() -> None:
    g = new_game(2, deck_ids=[0, 1]).state
    for s in (0, 1):
        assert len(g.player(s).sept_hand) == sept_draw_number(g, s) == fury_draw(g, s)


def fury_draw(g, s):  # type: ignore[no-untyped-def]
    return g.card(g.player(s).tribe).sept_draw


def test_sept_draw_a_player_over_the_number_discards_down_to_it() -> None:
    game, g = bare()
    p = g.player(0)
    extra = [add(g, "lv-scavenge", 0) for _ in range(sept_draw_number(g, 0) + 2)]
    p.sept_hand[:] = extra
    push(g, SeptDraw())
    advance(g)
    d = game.pending
    assert d is not None and d.kind == "discard-down" and d.seat == 0
    game.apply(d.options[0].choice)
    game.apply(game.pending.options[0].choice)  # type: ignore[union-attr]
    assert len(p.sept_hand) == sept_draw_number(g, 0)
    assert len(p.sept_discard) == 2


def test_sept_draw_when_nobody_can_draw_the_renown_level_drops_by_1_permanently() -> None:
    _game, g = bare()
    for p in g.players:
        p.sept_deck.clear()
    start = g.renown_level
    push(g, SeptDraw())
    advance(g)
    assert g.renown_level == start - 1
    push(g, SeptDraw())
    advance(g)
    assert g.renown_level == start - 2  # cumulative, turn after turn


def test_sept_draw_the_level_holds_while_anyone_can_draw() -> None:
    _game, g = bare()
    g.player(0).sept_deck.clear()
    start = g.renown_level
    push(g, SeptDraw())
    advance(g)
    assert g.renown_level == start


def test_main_phase_starts_at_the_highest_fury_and_goes_round_until_all_pass_in_a_row() -> None:
    game = new_game(3, deck_ids=[0, 1, 2])
    g = game.state
    d = game.pending
    assert d is not None and d.kind == "open-play" and d.seat == 1  # Fury 7
    seen = []
    while game.pending is not None and game.pending.kind == "open-play":
        seen.append(game.pending.seat)
        game.apply(Choice("pass"))
    assert seen == [1, 2, 0]
    assert g.phase == "resolution"


def test_main_phase_one_play_at_a_time_a_play_resets_the_passes() -> None:
    game, g = bare(3, deck_ids=[0, 1, 2])
    tourist = add(g, "lv-lost-tourist", 1)
    for p in g.players:
        p.sept_hand.clear()
    g.player(1).sept_hand += [tourist, add(g, "lv-stray-kinfolk", 1)]
    g.player(2).sept_hand.append(add(g, "lv-scavenge", 2))
    g.player(0).sept_hand.append(add(g, "lv-scavenge", 0))
    push(g, MainPhase("main", list(g.order)))
    advance(g)
    asked = [game.pending.seat]  # type: ignore[union-attr]
    answer(game, "play", tourist)
    assert tourist in g.hunting
    while game.pending is not None:
        asked.append(game.pending.seat)
        game.apply(Choice("pass"))
    assert asked == [1, 2, 0, 1]  # after the play, each passes once in a row
    assert g.last_passer == 1  # the one who played the last card passes last


def regen_table():  # type: ignore[no-untyped-def]
    game, g = bare()
    for p in g.players:
        p.sept_hand.clear()
    a, b = g.player(0).pack[:2]
    for i in (a, b):
        g.chars[i].wounds = 1
        g.chars[i].wounded_at_main = True
    g.player(0).sept_hand.append(add(g, "lv-lost-tourist", 0))
    push(g, MainPhase("main", [0, 1]))
    advance(g)
    return game, g, a, b


def test_regenerating_setting_one_to_regenerate_still_lets_the_player_set_another() -> None:
    game, g, a, b = regen_table()
    answer(game, "regen", a)
    game.apply(Choice("pass")) if game.pending.seat == 1 else None  # type: ignore[union-attr]
    d = game.pending
    assert d is not None and d.seat == 0
    assert d.find(Choice("regen", (b,))) is not None
    assert g.chars[a].regen == g.card(a).paw


def test_regenerating_once_a_player_makes_another_play_it_cannot_set_another() -> None:
    game, g, a, b = regen_table()
    tourist = g.player(0).sept_hand[0]
    answer(game, "play", tourist)
    while game.pending is not None and game.pending.seat != 0:
        game.apply(Choice("pass"))
    d = game.pending
    assert d is None or (d.find(Choice("regen", (a,))) is None
                         and d.find(Choice("regen", (b,))) is None)


def test_regenerating_a_pass_is_a_play_other_than_regenerating() -> None:
    """L3: passing is one of the four plays, so it closes regeneration for the turn."""
    game, g, _a, _b = regen_table()
    game.apply(Choice("pass"))
    assert g.player(0).regen_closed


def test_regenerating_needs_a_paw_print_and_a_wound_at_the_start_of_the_main_phase() -> None:
    _game, g, a, b = regen_table()
    g.chars[b].wounded_at_main = False
    from rage_tui.rulesets.las_vegas.main_phase import regen_options

    assert [o.choice.args[0] for o in regen_options(g, 0)] == [a]


def test_start_of_turn_regenerating_characters_turn_and_heal_when_upright() -> None:
    _, g = bare()
    a = g.player(0).pack[0]
    c = g.chars[a]
    c.wounds, c.crinos, c.regen = 3, True, 2
    start_of_turn(g)
    assert c.regen == 1 and c.wounds == 3
    start_of_turn(g)
    assert c.regen == 0 and c.wounds == 0 and not c.crinos


def test_start_of_turn_a_rite_advances_a_quarter_turn_and_becomes_active() -> None:
    _, g = bare()
    a = g.player(0).pack[0]
    rite = add(g, "lv-rite-of-the-hunt", 0)
    g.chars[a].rite, g.chars[a].rite_left = rite, 2
    start_of_turn(g)
    assert g.chars[a].rite_left == 1
    start_of_turn(g)
    assert g.chars[a].rite is None and rite in g.player(0).rites
    assert board.bonus(g, a, "damage") == 1  # active: the pack's Damage +1


def test_start_of_turn_a_rite_does_not_advance_when_its_shapeshifter_fought_last_turn() -> None:
    _, g = bare()
    a = g.player(0).pack[0]
    rite = add(g, "lv-rite-of-cleansing", 0)
    g.chars[a].rite, g.chars[a].rite_left = rite, 2
    g.chars[a].fought = True
    start_of_turn(g)
    assert g.chars[a].rite_left == 2
    start_of_turn(g)  # it did not fight in the turn just past
    assert g.chars[a].rite_left == 1


def moot_table():  # type: ignore[no-untyped-def]
    game, g = bare()
    m1 = add(g, "lv-call-to-the-hunt", 0)
    m2 = add(g, "lv-rite-of-renewal-moot", 1)
    a = g.player(0).pack[0]
    b = g.player(1).pack[0]
    g.moots = [(m1, a, 0), (m2, b, 1)]
    push(g, MootVote(1), )
    push(g, MootVote(0))
    advance(g)
    return game, g, a, b


def test_resolution_the_caller_votes_for_its_own_moot_first() -> None:
    game, g, a, _b = moot_table()
    assert g.chars[a].voted
    first = next(e for e in g.events if e.kind == "voted")
    assert first.get("card") == a and first.get("yes") is True
    d = game.pending
    assert d is not None and d.kind == "vote" and d.seat == 1  # then clockwise


def test_resolution_each_garou_votes_on_one_moot_only() -> None:
    game, g, a, b = moot_table()
    d = game.pending
    assert d is not None and d.seat == 1
    other = g.player(1).pack[1]
    answer(game, "vote", other, "no")
    while game.pending is not None and game.pending.kind == "vote" \
            and g.moots and game.pending.about == g.moots[0][0]:
        game.apply(Choice("pass"))
    d = game.pending
    assert d is not None and d.about == g.moots[1][0]
    voters = {o.choice.args[0] for o in d.options if o.choice.kind == "vote"}
    assert a not in voters and other not in voters and b not in voters  # b called it


def test_resolution_a_tied_moot_fails() -> None:
    game, g = bare()
    moot = add(g, "lv-rite-of-renewal-moot", 0)
    a = g.player(0).pack[0]
    g.moots = [(moot, a, 0)]
    g.umbra = 12
    against = next(i for i in g.player(1).pack if board.renown(g, i) == board.renown(g, a))
    push(g, MootVote(0))
    advance(g)
    answer(game, "vote", against, "no")
    while game.pending is not None:
        game.apply(Choice("pass"))
    result = [e for e in g.events if e.kind == "moot-result"][-1]
    assert result.get("passed") is False and result.get("yes") == result.get("no")
    assert g.umbra == 12  # not applied


def test_resolution_a_moot_with_more_for_than_against_passes_and_takes_effect() -> None:
    game, g = bare()
    moot = add(g, "lv-rite-of-renewal-moot", 0)
    a = g.player(0).pack[0]
    g.moots = [(moot, a, 0)]
    g.umbra = 12
    push(g, MootVote(0))
    advance(g)
    while game.pending is not None:
        game.apply(Choice("pass"))
    assert g.umbra == 9


def test_resolution_regenerating_garou_and_garou_in_the_umbra_cannot_vote() -> None:
    _, g = bare()
    a, b = g.player(0).pack[:2]
    g.chars[a].regen = 2
    g.chars[b].umbra = True
    assert not board.can_vote(g, a) and not board.can_vote(g, b)


def test_resolution_the_first_alpha_picker_sits_left_of_the_last_to_pass() -> None:
    game, g = bare(3, deck_ids=[0, 1, 2])  # order [1, 2, 0]
    g.last_passer = 2
    push(g, AlphaPicks())
    advance(g)
    assert game.pending is not None and game.pending.seat == 0
    g.last_passer = 0
    _, g2 = bare(3, deck_ids=[0, 1, 2])
    g2.last_passer = 0
    push(g2, AlphaPicks())
    advance(g2)
    assert g2.pending is not None and g2.pending.seat == 1


def test_alpha_phase_alphas_act_in_renown_order_ties_by_tribe_fury() -> None:
    _, g = bare(2, deck_ids=[0, 1])  # seat 1 has the higher Fury
    low0 = add_char(g, "lv-two-bit-eddie", 0)  # Renown 3
    high0 = add_char(g, "lv-marta", 0)  # Renown 6
    low1 = add_char(g, "lv-tears-the-neon", 1)  # Renown 3
    g.alphas = [low0, low1, high0]
    assert alpha_order(g) == [high0, low1, low0]


def test_alpha_phase_the_first_alpha_acts_first() -> None:
    game, g = bare(2, deck_ids=[0, 1])
    a0 = add_char(g, "lv-two-bit-eddie", 0)
    a1 = add_char(g, "lv-tears-the-neon", 1)
    for a in (a0, a1):
        g.chars[a].hunting = True
    g.alphas = [a0, a1]
    push(g, AlphaPhase())
    advance(g)
    assert game.pending is not None and game.pending.about == a1


def test_alpha_phase_a_garou_wussing_out_in_the_umbra_moves_it_down_2() -> None:
    game, g = bare()
    a = g.player(0).pack[0]
    g.chars[a].hunting = g.chars[a].umbra = True
    g.alphas = [a]
    g.umbra = 10
    push(g, AlphaPhase())
    advance(g)
    answer(game, "wuss")
    assert g.umbra == 8


def test_alpha_phase_a_refused_challenge_costs_nothing() -> None:
    game, g = bare()
    a = g.player(0).pack[0]
    g.chars[a].hunting = True
    g.alphas = [a]
    t = g.player(1).pack[0]
    push(g, AlphaPhase())
    advance(g)
    answer(game, "challenge", t)
    assert game.pending is not None and game.pending.seat == 1
    answer(game, "refuse")
    assert g.combat is None and not g.chars[t].hunting and game.pending is None


def test_end_phase_shapeshifters_flip_back_unless_wounded_past_breed_health() -> None:
    from rage_tui.rulesets.las_vegas.turn import end_phase

    _, g = bare()
    a, b = g.player(0).pack[:2]
    g.chars[a].crinos = g.chars[b].crinos = True
    g.chars[b].wounds = g.card(b).health
    g.chars[a].hunting = True
    end_phase(g)
    assert not g.chars[a].crinos and g.chars[b].crinos and not g.chars[a].hunting
