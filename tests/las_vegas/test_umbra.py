"""Rules tests of the seed's The Umbra section (the state of the Umbra, the Umbral chart and
its level effects, entering the Umbra with the Gnosis modifier) and Winning the Game."""

from __future__ import annotations

from rage_tui.engine.choices import Choice
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.main_phase import play_sept
from rage_tui.rulesets.las_vegas.resolution import umbra_cost
from rage_tui.rulesets.las_vegas.turn import sept_draw_number, start_of_turn

from .helpers import add, add_char, bare


def test_the_state_of_the_umbra_starts_at_7_on_level_2_and_cannot_leave_the_chart() -> None:
    _, g = bare()
    assert g.umbra == 7 and board.umbra_level(g) == 2
    board.move_umbra(g, -50, "test")
    assert g.umbra == 1
    board.move_umbra(g, 50, "test")
    assert g.umbra == 25 and board.umbra_level(g) == 5


def test_the_umbra_moves_up_1_when_a_wyrm_enemy_is_played_down_1_when_one_is_killed() -> None:
    _, g = bare()
    boss = add(g, "lv-fomor-pit-boss", 0)
    g.player(0).sept_hand.append(boss)
    play_sept(g, 0, Choice("play", (boss,)))
    assert g.umbra == 8 and boss in g.hunting
    board.kill(g, boss, 0)
    assert g.umbra == 7 and boss in g.player(0).victory


def test_the_umbra_moves_up_1_when_a_non_wyrm_garou_is_killed() -> None:
    _, g = bare()
    board.kill(g, g.player(1).pack[0], 0)
    assert g.umbra == 8


def test_an_umbra_enemy_starts_in_the_umbra() -> None:
    _, g = bare()
    bane = add(g, "lv-scrag-bane", 0)
    g.player(0).sept_hand.append(bane)
    play_sept(g, 0, Choice("play", (bane,)))
    assert g.chars[bane].umbra


def test_entering_the_umbra_discard_by_level_less_the_gnosis_modifier() -> None:
    _, g = bare()
    low = add_char(g, "lv-dumpster-jake", 0)  # Gnosis 3: no modifier
    mid = add_char(g, "lv-chews-the-wire", 0)  # Gnosis 4: -1
    high = add_char(g, "lv-cries-at-dawn", 0)  # Gnosis 7: -2
    table = {1: (0, 0, 0), 2: (1, 0, 0), 3: (2, 1, 0), 4: (3, 2, 1), 5: (3, 2, 1)}
    for level, want in table.items():
        g.umbra = level * 5
        assert (umbra_cost(g, low), umbra_cost(g, mid), umbra_cost(g, high)) == want


def test_entering_the_umbra_humans_cannot_go_and_spirits_go_for_free() -> None:
    _, g = bare()
    g.umbra = 20
    assert umbra_cost(g, add_char(g, "lv-kinfolk-trucker", 0)) is None
    assert umbra_cost(g, add_char(g, "lv-coyote-spirit", 0)) == 0


def test_umbral_chart_level_1_gnosis_6_garou_heal_and_sept_draw_rises() -> None:
    _, g = bare()
    marta = add_char(g, "lv-marta", 0)  # Gnosis 6
    jake = add_char(g, "lv-dumpster-jake", 0)  # Gnosis 3
    g.chars[marta].wounds = g.chars[jake].wounds = 2
    base = sept_draw_number(g, 0)
    g.umbra = 3
    start_of_turn(g)
    assert g.chars[marta].wounds == 1 and g.chars[jake].wounds == 2
    assert sept_draw_number(g, 0) == base + 1


def test_umbral_chart_level_5_sept_draw_drops_and_gifts_and_fetishes_are_lost() -> None:
    _, g = bare()
    base = sept_draw_number(g, 0)
    g.umbra = 23
    assert sept_draw_number(g, 0) == base - 1
    marta = add_char(g, "lv-marta", 0)  # Gnosis 6
    claws = add(g, "lv-razor-claws", 0)
    klaive = add(g, "lv-klaive", 0)
    g.chars[marta].attached += [claws, klaive]
    start_of_turn(g)
    assert g.chars[marta].attached == []
    assert claws in g.player(0).sept_discard and klaive in g.player(0).sept_discard


def test_umbral_chart_level_4_spirit_allies_take_a_wound_each_start_of_turn() -> None:
    _, g = bare()
    wisp = add_char(g, "lv-coyote-spirit", 0)
    g.umbra = 18
    start_of_turn(g)
    assert g.chars[wisp].wounds == 1


def test_umbral_chart_level_3_spirit_allies_take_a_wound_when_played() -> None:
    _, g = bare()
    g.umbra = 12
    spirit = add(g, "lv-coyote-spirit", 0)
    g.player(0).sept_hand.append(spirit)
    play_sept(g, 0, Choice("play", (spirit,)))
    assert g.chars[spirit].wounds == 1


def test_winning_the_game_a_player_at_the_renown_level_wins() -> None:
    _, g = bare()
    g.renown_level = 4
    board.kill(g, g.player(1).pack[0], 0)
    assert g.over and g.winner == 0


def test_winning_the_game_two_over_the_level_the_higher_wins() -> None:
    _, g = bare()
    g.renown_level = 3
    g.player(0).victory.append(add(g, "lv-marta", 1))  # 6
    g.player(1).victory.append(add(g, "lv-janus", 0))  # 4
    board.check_winner(g)
    assert g.over and g.winner == 0


def test_winning_the_game_a_tie_over_the_level_plays_on() -> None:
    _, g = bare()
    g.renown_level = 3
    g.player(0).victory.append(add(g, "lv-janus", 1))  # 4
    g.player(1).victory.append(add(g, "lv-frost-on-fur", 0))  # 3
    g.player(1).victory.append(add(g, "lv-lost-tourist", 0))  # a Victim: 1 by its text
    board.check_winner(g)
    assert not g.over and any(e.kind == "tie" for e in g.events)
    g.player(1).victory.append(add(g, "lv-stray-kinfolk", 0))  # a Victim: 0
    board.check_winner(g)
    assert not g.over
    board.kill(g, g.player(0).pack[0], 1)
    assert g.over and g.winner == 1


def test_winning_the_game_victims_score_0_unless_their_card_says() -> None:
    _, g = bare()
    g.player(0).victory += [add(g, "lv-stray-kinfolk", 1), add(g, "lv-pentex-accountant", 1)]
    assert board.score(g, 0) == 2
