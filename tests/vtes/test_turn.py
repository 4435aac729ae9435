"""Getting started (2), the turn (3-8) and the end of the game (9) of seed 002."""

from __future__ import annotations

from rage_tui.engine.choices import Choice
from rage_tui.engine.game import Game
from rage_tui.rulesets.vtes.ruleset import Vtes
from rage_tui.rulesets.vtes.turn import transfers_for
from tests.vtes.helpers import Table, cards, census_ok, passes, pending, pick, setup


def test_2_2_and_2_3_each_methuselah_starts_with_30_pool_7_cards_and_4_face_down() -> None:
    game = Game(setup(5), cards(), Vtes())
    g = game.state
    for p in g.players:
        assert p.pool == 30 and len(p.hand) == 7 and len(p.uncontrolled) == 4
        assert len(p.crypt) == 8 and len(p.library) == 60 - 7
    assert g.edge is None and census_ok(game)


def test_2_1_prey_is_to_the_left_and_predator_to_the_right() -> None:
    g = Table(4).g
    assert [g.prey(s) for s in range(4)] == [1, 2, 3, 0]
    assert [g.predator(s) for s in range(4)] == [3, 0, 1, 2]


def _pass_everything(game: Game, turns: int) -> list[int]:
    while game.state.turn <= turns and not game.over:
        d = pending(game)
        safe = [o.choice for o in d.options if o.choice.kind in ("pass", "end", "done", "no",
                                                                 "stay")]
        game.apply(safe[0] if safe else d.options[0].choice)
    return [int(e.get("n")) for e in game.state.events if e.kind == "transfers"]


def test_7_influence_transfers_are_1_2_3_in_the_first_three_turns_then_4() -> None:
    game = Game(setup(4), cards(), Vtes())
    got = _pass_everything(game, 6)
    assert got[:6] == [1, 2, 3, 4, 4, 4]
    assert [transfers_for(t) for t in (1, 2, 3, 4, 9)] == [1, 2, 3, 4, 4]


def test_7_a_vampire_with_blood_equal_to_capacity_is_controlled_at_the_end_of_influence() -> None:
    t = Table(2, turn=5)
    v = t.minion(0, "rake", blood=2, region="uncontrolled")  # capacity 3
    game = t.start("influence")
    pick(game, "to", v)
    assert t.g.players[0].pool == 29
    pick(game, "pass")
    assert v in t.g.players[0].ready and t.g.blood[v] == 3 and v not in t.g.tapped


def test_7_four_transfers_and_a_pool_move_a_crypt_card_to_the_uncontrolled_region() -> None:
    t = Table(2, turn=5)
    before = len(t.g.players[0].crypt)
    game = t.start("influence")
    pick(game, "crypt")
    assert len(t.g.players[0].crypt) == before - 1 and len(t.g.players[0].uncontrolled) == 1
    assert t.g.players[0].pool == 29


def test_7_two_transfers_move_a_blood_back_to_the_pool() -> None:
    t = Table(2, turn=5)
    v = t.minion(0, "tiberius", blood=3, region="uncontrolled")
    game = t.start("influence")
    pick(game, "from", v)
    assert t.g.blood[v] == 2 and t.g.players[0].pool == 31
    d = pending(game)
    assert d.find(Choice("from", (v,))) is not None  # 2 transfers left
    pick(game, "from", v)
    assert pending(game).find(Choice("from", (v,))) is None


def test_4_the_edge_gives_a_pool_in_its_holders_untap_phase() -> None:
    t = Table(2)
    t.g.edge = 0
    t.start("untap")
    assert t.g.players[0].pool == 31


def test_4_untap_phase_untaps_every_card_of_the_active_methuselah() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=2)
    w = t.minion(1, "lupo", blood=2)
    t.g.tapped |= {v, w}
    t.start("untap")
    assert v not in t.g.tapped and w in t.g.tapped


def test_4_1_two_copies_of_a_unique_vampire_are_contested_and_yielding_ends_it() -> None:
    t = Table(2, turn=5)
    mine = t.minion(0, "rake", blood=2, region="uncontrolled")
    theirs = t.minion(1, "rake", blood=3)
    game = t.start("influence")
    pick(game, "to", mine)
    pick(game, "pass")
    g = t.g
    assert mine in g.players[0].contested and theirs in g.players[1].contested
    assert any(e.kind == "contested" for e in g.events)
    d = pending(game)  # seat 0 has no card to discard; seat 1's untap: pay or yield
    assert d.seat == 1 and d.kind == "contest"
    pick(game, "yield", theirs)
    assert theirs in g.players[1].ash
    # back at seat 0's untap the contest is over: Rake turns face up, ready
    while g.active != 0 or g.phase not in ("master", "minion"):
        d = pending(game)
        game.apply(next(o.choice for o in d.options if o.choice.kind in ("pass", "end",
                                                                            "no", "stay")))
    assert mine in g.players[0].ready


def test_4_1_contesting_costs_a_pool_each_untap() -> None:
    t = Table(2)
    a = t.minion(0, "rake", blood=3, region="contested")
    t.minion(1, "rake", blood=3, region="contested")
    game = t.start("untap")
    pick(game, "contest", a)
    assert t.g.players[0].pool == 29


def test_4_2_two_princes_of_one_city_contest_the_title_pay_a_blood_or_yield() -> None:
    t = Table(2)
    a = t.minion(0, "tiberius", blood=3)  # Prince of Chicago
    b = t.minion(1, "marcus-vell", blood=3)  # Prince of Chicago too
    aleph = t.minion(1, "aleph", blood=3)  # Prince of Vienna: not contested
    g = t.g
    assert g.title(a) == "" and g.title(b) == "" and g.title(aleph) == "prince"
    game = t.start("untap")
    pick(game, "title", a)
    assert g.blood[a] == 2
    t2 = Table(2)
    a2 = t2.minion(0, "tiberius", blood=3)
    b2 = t2.minion(1, "marcus-vell", blood=3)
    game2 = t2.start("untap")
    pick(game2, "yield-title", a2)
    assert t2.g.title(a2) == "" and t2.g.title(b2) == "prince"


def test_4_2_a_vampire_in_torpor_must_yield_a_contested_title() -> None:
    t = Table(2)
    a = t.minion(0, "tiberius", blood=3, region="torpor")
    b = t.minion(1, "marcus-vell", blood=3)
    t.start("untap")
    assert a in t.g.yielded_titles and t.g.title(b) == "prince"


def test_8_discard_phase_discards_one_card_and_draws_another() -> None:
    t = Table(2)
    c, = t.hand(0, "bonding")
    t.g.players[0].library = t.hand(0, "knife")
    t.g.players[0].hand.remove(t.g.players[0].library[0])
    game = t.start("discard")
    pick(game, "discard", c)
    assert c in t.g.players[0].ash and len(t.g.players[0].hand) == 1


def test_9_1_ousting_gives_the_predator_1_vp_and_6_pool_and_the_seating_closes() -> None:
    t = Table(3)
    v = t.minion(0, "tiberius", blood=4)  # bleed 1
    t.g.players[1].pool = 1
    game = t.start("minion")
    pick(game, "act", v, "bleed")
    passes(game)
    g = t.g
    assert g.players[1].out
    assert g.players[0].vp == 1 and g.players[0].pool == 36
    assert g.prey(0) == 2 and g.predator(2) == 0
    assert census_ok(game)


def test_9_1_the_last_methuselah_gets_one_more_victory_point_and_the_game_ends() -> None:
    t = Table(2)
    v = t.minion(0, "tiberius", blood=4)
    t.g.players[1].pool = 1
    game = t.start("minion")
    pick(game, "act", v, "bleed")
    passes(game)
    assert game.over and t.g.players[0].vp == 2 and t.g.winner == 0


def test_9_2_a_withdrawal_scores_a_victory_point_if_nothing_is_lost() -> None:
    t = Table(3)
    game = t.start("untap")
    pick(game, "withdraw")
    g = t.g
    assert g.players[0].withdrawing
    while not g.players[0].out and g.turn < 8:
        d = pending(game)
        game.apply(next(o.choice for o in d.options if o.choice.kind in ("pass", "end",
                                                                            "no", "stay")))
    assert g.players[0].withdrew and g.players[0].vp == 1 and g.players[2].vp == 0


def test_v7_the_turn_limit_ends_the_game_with_the_most_victory_points_winning() -> None:
    game = Game(setup(2), cards(), Vtes())
    g = game.state
    g.max_turns = 3
    _pass_everything(game, 10)
    assert game.over and g.turn == 3 and any(e.kind == "turn-limit" for e in g.events)
    assert g.winner is None or g.players[g.winner].pool == max(p.pool for p in g.players)
