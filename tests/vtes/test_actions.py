"""Actions (6.1), taking an action (6.2) and sequencing (1.6.1.5) of seed 002."""

from __future__ import annotations

from tests.vtes.helpers import Table, census_ok, offered, passes, pending, pick


def test_6_1_1_a_successful_bleed_of_1_moves_1_pool_to_the_bank_and_takes_the_edge() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=2)
    t.g.edge = 1
    game = t.start()
    pick(game, "act", v, "bleed")
    passes(game)
    g = t.g
    assert g.players[1].pool == 29 and g.players[0].pool == 30
    assert g.edge == 0 and v in g.tapped
    assert any(e.kind == "bleed" and e.get("amount") == 1 for e in g.events)


def test_6_1_1_a_bleed_of_0_does_not_take_the_edge() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=2)
    t.minion(1, "andreas", blood=3)
    t.hand(1, "stonewall")  # -1 bleed, Fortitude: Andreas has it
    game = t.start()
    pick(game, "act", v, "bleed")
    pick(game, "no")  # no block
    pick(game, "pass")  # the acting Methuselah plays nothing
    d = pending(game)
    assert d.seat == 1
    game.apply(next(o.choice for o in d.options if o.choice.kind == "react"))
    passes(game)  # priority back at seat 0, who passes, then seat 1
    assert t.g.players[1].pool == 30 and t.g.edge is None


def test_6_2_2_a_hunt_at_plus_1_stealth_is_not_blocked_by_a_minion_with_0_intercept() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=1)
    b = t.minion(1, "lupo", blood=3)
    game = t.start()
    pick(game, "act", v, "hunt")
    pick(game, "block", b)
    passes(game)
    g = t.g
    assert any(e.kind == "block-failed" for e in g.events)
    assert b not in g.tapped
    assert g.blood[v] == 2  # (the block failed; Lupo may not try again without intercept)


def test_6_2_2_a_block_succeeds_when_intercept_equals_stealth() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=1)
    b = t.minion(1, "julien-rey", blood=3)  # +1 intercept
    game = t.start()
    pick(game, "act", v, "hunt")
    pick(game, "block", b)
    passes(game)
    g = t.g
    assert any(e.kind == "blocked" for e in g.events) and b in g.tapped
    assert pending(game).kind in ("strike", "maneuver")


def test_6_2_2_stealth_is_added_only_when_needed_and_intercept_answers_it() -> None:
    t = Table(2)
    v = t.minion(0, "royce", blood=3)  # superior Obfuscate
    b = t.minion(1, "julien-rey", blood=3)  # +1 intercept, Auspex superior
    unseen, = t.hand(0, "unseen-step")
    keen, = t.hand(1, "keen-senses")
    game = t.start()
    pick(game, "act", v, "hunt")
    pick(game, "block", b)
    d = pending(game)
    assert d.seat == 0 and d.kind == "stealth"
    pick(game, "mod", unseen, 0)  # stealth 2 against intercept 1: now the blocker needs it
    d = pending(game)
    assert d.seat == 1 and d.kind == "intercept"
    pick(game, "react", keen, 1, b)  # superior: +2 intercept, 3 >= 2
    d = pending(game)
    assert d.seat == 0 and d.kind == "stealth" and len(d.options) == 1  # nothing left to add
    pick(game, "no")
    assert b in t.g.tapped and unseen in t.g.players[0].ash and keen in t.g.players[1].ash


def test_6_2_2_an_undirected_action_may_be_blocked_by_the_prey_first_then_the_predator() -> None:
    t = Table(4)
    v = t.minion(0, "rake", blood=1)
    prey = t.minion(1, "lupo", blood=3)
    t.minion(2, "nik", blood=3)  # neither prey nor predator
    pred = t.minion(3, "andreas", blood=3)
    game = t.start()
    pick(game, "act", v, "hunt")
    d = pending(game)
    assert d.seat == 1 and d.kind == "block" and offered(game, "block", prey)
    pick(game, "no")
    d = pending(game)
    assert d.seat == 3 and d.kind == "block" and offered(game, "block", pred)
    pick(game, "no")
    assert t.g.blood[v] == 2


def test_6_2_2_a_directed_action_may_be_blocked_only_by_the_target() -> None:
    t = Table(4)
    v = t.minion(0, "rake", blood=1)
    t.minion(1, "lupo", blood=3)
    t.minion(3, "andreas", blood=3)
    game = t.start()
    pick(game, "act", v, "bleed")
    d = pending(game)
    assert d.seat == 1 and d.kind == "block"
    pick(game, "no")
    assert pending(game).kind != "block"


def test_6_1_3_and_6_2_3_costs_are_paid_only_when_the_action_succeeds() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=1)
    gun, = t.hand(0, "submachine-gun")  # equip at +1 stealth, costs 2 pool
    b = t.minion(1, "julien-rey", blood=3)  # intercept 1: blocks it
    game = t.start()
    pick(game, "act", v, "card", gun, 0)
    pick(game, "block", b)
    passes(game)
    g = t.g
    assert g.players[0].pool == 30 and gun in g.players[0].ash  # blocked: burned, not paid
    t2 = Table(2)
    v2 = t2.minion(0, "rake", blood=1)
    gun2, = t2.hand(0, "submachine-gun")
    game2 = t2.start()
    pick(game2, "act", v2, "card", gun2, 0)
    assert t2.g.players[0].pool == 28 and gun2 in t2.g.attached[v2]


def test_6_2_3_a_modifier_is_paid_when_played_whatever_happens() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=2)
    press, = t.hand(0, "pressing-demand")  # +1 bleed, 1 pool
    game = t.start()
    pick(game, "act", v, "bleed")
    pick(game, "mod", press, 0)
    assert t.g.players[0].pool == 29
    passes(game)
    assert t.g.players[1].pool == 28  # bled for 2


def test_6_1_4_and_6_1_5_retainers_stack_on_the_minion_allies_wait_a_turn() -> None:
    t = Table(2)
    v = t.minion(0, "nik", blood=3)
    w = t.minion(0, "rake", blood=3)
    bodyguard, gang = t.hand(0, "bodyguard", "loyal-street-gang")
    game = t.start()
    pick(game, "act", v, "card", bodyguard, 0)
    g = t.g
    assert bodyguard in g.attached[v] and g.blood[bodyguard] == 2 and g.players[0].pool == 28
    pick(game, "act", w, "card", gang, 0)
    assert gang in g.players[0].uncontrolled and g.blood[gang] == 3
    assert pending(game).kind == "influence"  # no minion left to act (the gang waits)
    while g.active == 0:
        game.apply(next(o.choice for o in pending(game).options
                        if o.choice.kind in ("pass", "end")))
    assert gang in g.players[0].ready and census_ok(game)


def test_6_1_6_computer_hacking_is_a_bleed_at_plus_1() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=2)
    hack, = t.hand(0, "computer-hacking")
    game = t.start()
    pick(game, "act", v, "card", hack, 0)
    passes(game)
    assert t.g.players[1].pool == 28 and t.g.edge == 0 and hack in t.g.players[0].ash


def test_6_1_2_an_empty_untapped_vampire_must_hunt_first() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=0)
    t.minion(0, "lupo", blood=2)
    game = t.start()
    d = pending(game)
    assert [o.choice.args[1] for o in d.options] == ["hunt"] and d.options[0].choice.args[0] == v


def test_1_6_1_5_after_any_play_priority_returns_to_the_acting_methuselah() -> None:
    t = Table(3)
    v = t.minion(0, "andreas", blood=3)  # Dominate: Bonding
    t.minion(1, "thomas", blood=3)  # Fortitude: Stonewall
    bond, = t.hand(0, "bonding")
    wall, = t.hand(1, "stonewall")
    game = t.start()
    pick(game, "act", v, "bleed")
    pick(game, "no")
    d = pending(game)
    assert d.seat == 0  # the acting Methuselah first
    pick(game, "pass")
    d = pending(game)
    assert d.seat == 1  # then the defending one
    game.apply(next(o.choice for o in d.options if o.choice.kind == "react"))
    d = pending(game)
    assert d.seat == 0 and offered(game, "mod", bond, 0)  # back to the acting one
    pick(game, "mod", bond, 0)
    passes(game)
    assert t.g.players[1].pool == 29 and wall in t.g.players[1].ash  # 1 + 1 - 1


def test_1_6_2_3_an_out_of_turn_master_card_is_borrowed_from_the_next_master_phase() -> None:
    t = Table(2)
    v = t.minion(0, "tiberius", blood=3)
    for _ in range(2):
        t.attach(v, "laptop")  # bleed 3
    refuge, = t.hand(1, "sudden-refuge")
    later, = t.hand(1, "call-in-a-debt")
    game = t.start()
    pick(game, "act", v, "bleed")
    pick(game, "pass")
    pick(game, "oot", refuge)
    passes(game)
    g = t.g
    assert g.players[1].pool == 30 - 1 - (3 - 2) and g.players[1].oot_debt
    assert not offered(game, "oot", refuge)
    while g.active == 0:
        d = pending(game)
        game.apply(next(o.choice for o in d.options if o.choice.kind in ("pass", "end")))
    pick(game, "stay")  # (an empty library: seat 1 could withdraw)
    assert g.players[1].oot_debt is False and later in g.players[1].hand  # no master action
    assert any(e.kind == "oot-debt" for e in g.events)


def test_1_6_2_3_an_out_of_turn_master_card_is_not_played_on_ones_own_turn() -> None:
    t = Table(2)
    refuge, = t.hand(0, "sudden-refuge")
    game = t.start("master")
    assert game.pending is None or not offered(game, "master", refuge)
