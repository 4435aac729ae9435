"""Rules tests of the seed's Combat section (Prepare for Combat, Check Initiative, the two
picks, Reveal Combat Cards, Apply Any Damage, End of Combat) and Sustained Rage, Frenzy."""

from __future__ import annotations

from rage_tui.engine.commit import check
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.damage import available_rage

from .helpers import add_char, answer, bare, pass_events, pick, set_combat_deck, start_combat

FILL = ["lv-dodge", "lv-parry", "lv-roll-with-it"]


def fight(hunter_cards: list[str], prey_cards: list[str], hunter: str = "lv-janus",
          prey: str = "lv-fomor-pit-boss"):  # type: ignore[no-untyped-def]
    game, g = bare()
    h = add_char(g, hunter, 0)
    p = add_char(g, prey, -1)
    hi = set_combat_deck(g, 0, (hunter_cards + FILL * 3)[:8])
    pi = set_combat_deck(g, 1, (prey_cards + FILL * 3)[:8])
    start_combat(game, h, p, 1)
    pass_events(game)
    return game, g, h, p, hi, pi


def test_prepare_for_combat_each_player_draws_five_and_the_hunter_has_initiative() -> None:
    game, g, h, _p, _hi, _pi = fight(["lv-bite"], ["lv-roll-with-it"])
    assert len(g.player(0).combat_hand) == 5 and len(g.player(1).combat_hand) == 5
    d = game.pending
    assert d is not None and d.kind == "attack" and d.seat == 0 and d.about == h


def test_apply_damage_damage_4_against_block_1_gives_3_wounds() -> None:
    game, g, h, p, hi, pi = fight(["lv-bite"], ["lv-roll-with-it"])
    pick(game, hi[0])
    pick(game, pi[0])
    assert g.chars[p].wounds == 3
    assert g.chars[h].wounds == 0


def test_reveal_ineligible_card_still_costs_its_rage_up_to_all_and_counts_as_0() -> None:
    game, g, h, p, hi, _pi = fight(["lv-bite"], [])
    c = g.combat
    assert c is not None
    c.spent[0] = board.figure(g, h, "rage") - 1  # one Rage left; Bite costs 2
    pick(game, hi[0])
    pick(game, None)
    assert g.chars[p].wounds == 0  # counts as Damage 0
    assert available_rage(g, c, 0) == 0  # paid the one Rage it had
    assert any(e.kind == "ineligible" for e in g.events)


def test_reveal_a_card_of_the_wrong_kind_is_ineligible() -> None:
    game, g, _h, p, hi, _pi = fight(["lv-dodge"], [])
    pick(game, hi[0])  # a defence played as an attack
    pick(game, None)
    assert g.chars[p].wounds == 0
    assert [e.get("card") for e in g.events if e.kind == "ineligible"] == [hi[0]]


def test_reveal_rage_is_spent_from_a_pool_within_the_combat() -> None:
    game, g, _h, _p, hi, _pi = fight(["lv-bite", "lv-claw-swipe"], [])
    c = g.combat
    assert c is not None
    start = available_rage(g, c, 0)
    pick(game, hi[0])
    pick(game, None)
    assert available_rage(g, c, 0) == start - 2


def test_apply_damage_counterattack_wounds_both() -> None:
    game, g, h, p, hi, pi = fight(["lv-claw-swipe"], ["lv-gut-check"])
    pick(game, hi[0])
    pick(game, pi[0])
    assert g.chars[p].wounds == 3  # Claw Swipe's 3, a counterattack blocks nothing
    assert g.chars[h].wounds == 2  # Gut Check's 2
    said = [e for e in g.events if e.kind == "counter"]
    assert len(said) == 1 and said[0].get("to_defender") == 3 and said[0].get("to_attacker") == 2
    text = said[0].text.render("en")  # the defender's wounds named on the defender
    assert text == f"{g.name(p)} counterattacks: 3 wound(s) to {g.name(p)}, 2 back to {g.name(h)}"


def test_apply_damage_fast_beats_slow_when_both_would_die() -> None:
    game, g, h, p, hi, pi = fight(["lv-quick-slash"], ["lv-vengeful-maul"])
    g.chars[p].wounds = board.death_at(g, p) - 2  # Quick Slash (fast, 2) kills it
    g.chars[h].wounds = board.death_at(g, h) - 1  # the Maul (slow, 5) would kill Janus
    pick(game, hi[0])
    pick(game, pi[0])
    if game.pending is not None and game.pending.kind == "react":
        answer(game, "none")
    assert p not in g.chars
    assert h in g.chars and g.chars[h].wounds == board.death_at(g, h) - 1


def test_apply_damage_cards_of_the_same_speed_strike_together() -> None:
    game, g, h, p, hi, pi = fight(["lv-claw-swipe"], ["lv-gut-check"])
    g.chars[p].wounds = board.death_at(g, p) - 3
    g.chars[h].wounds = board.death_at(g, h) - 2
    pick(game, hi[0])
    pick(game, pi[0])
    assert p not in g.chars and h not in g.chars
    assert p in g.player(0).victory  # Janus's pack scores the Enemy
    assert h in g.removed  # killed by an Enemy: out of the game


def test_apply_damage_the_attacker_may_react_to_a_counterattack() -> None:
    game, g, h, p, hi, pi = fight(["lv-claw-swipe", "lv-iron-hide"], ["lv-counterbite"])
    pick(game, hi[0])
    pick(game, pi[0])
    d = game.pending
    assert d is not None and d.kind == "react" and d.seat == 0
    answer(game, "pick", hi[1])  # Iron Hide blocks 4 of Counterbite's 3
    assert g.chars[h].wounds == 0
    assert g.chars[p].wounds == 3


def test_apply_damage_a_counterattack_cannot_be_a_reaction() -> None:
    game, _g, _h, _p, hi, pi = fight(["lv-claw-swipe", "lv-gut-check"], ["lv-counterbite"])
    pick(game, hi[0])
    pick(game, pi[0])
    d = game.pending
    assert d is None or d.kind != "react" or all(o.choice.args != (hi[1],) for o in d.options)


def test_end_of_combat_one_pass_ends_only_the_round() -> None:
    """L6: a pass by the player with initiative ends the round (Mid-Combat Events follow);
    the combat goes on and the other combatant has initiative next."""
    game, g, _h, _p, _hi, _pi = fight(["lv-bite"], ["lv-claw-swipe"])
    pick(game, None)
    pass_events(game)
    d = game.pending
    c = g.combat
    assert c is not None and not c.ended
    assert d is not None and d.kind == "attack" and d.seat == 1 and c.initiative == 1


def test_end_of_combat_a_pass_by_each_in_turn_ends_it() -> None:
    """L6: the other side of the line: a pass, then a pass by the other combatant."""
    game, g, _h, _p, _hi, _pi = fight(["lv-bite"], ["lv-claw-swipe"])
    pick(game, None)
    pick(game, None)
    pass_events(game)
    assert g.combat is None
    assert any(e.kind == "combat-over" for e in g.events)


def test_end_of_combat_an_attack_between_two_passes_keeps_it_going() -> None:
    game, g, _h, _p, _hi, pi = fight(["lv-bite"], ["lv-claw-swipe"])
    pick(game, None)  # Janus passes
    pick(game, pi[0])  # the Enemy attacks
    pick(game, None)  # Janus blocks nothing
    pick(game, None)  # Janus passes again: one pass since the attack
    pass_events(game)
    assert g.combat is not None and not g.combat.ended


def test_end_of_combat_rage_pool_is_replenished_after_combat() -> None:
    game, g, _h, _p, hi, _pi = fight(["lv-bite"], [])
    pick(game, hi[0])
    pick(game, None)
    pick(game, None)
    pick(game, None)
    pass_events(game)
    assert g.combat is None
    assert not g.player(0).combat_hand and not g.player(1).combat_hand  # all discarded
    _game2, g2, _h2, _p2, _hi2, _pi2 = fight(["lv-bite"], [])
    c = g2.combat
    assert c is not None and c.spent == [0, 0]


def test_reveal_commitments_verify_against_the_revealed_cards() -> None:
    game, g, _h, _p, hi, pi = fight(["lv-bite"], ["lv-roll-with-it"])
    pick(game, hi[0])
    pick(game, pi[0])
    commits = [e for e in g.events if e.kind == "committed"]
    reveals = [e for e in g.events if e.kind == "revealed"]
    assert len(commits) == 2 and len(reveals) == 2
    for e in reveals:
        assert check(e.get("pick"), f"{e.get('fighter')}|{e.get('round')}", e.get("salt"),
                     e.get("commitment"))
    public = [e.for_seat(1) for e in g.events if e.kind == "committed" and e.get("side") == 0]
    assert public and all(x is not None and x.get("pick") is None for x in public)


def test_sustained_rage_plays_cards_of_that_cost_with_no_rage_left() -> None:
    game, g, _h, p, hi, _pi = fight(["lv-claw-swipe"], [], hunter="lv-hrothgar-iron-jaw")
    c = g.combat
    assert c is not None
    c.spent[0] = 99  # nothing left; Hrothgar has Sustained Rage 1, Claw Swipe costs 1
    pick(game, hi[0])
    pick(game, None)
    assert g.chars[p].wounds == 3
    said = [e for e in g.events if e.kind == "sustained"]
    assert [e.text.render("en") for e in said] == [
        "Hrothgar Iron-Jaw plays Claw Swipe on its Sustained Rage 1"]
    assert said[0].rule == "LV Special Abilities: Sustained Rage"


def test_frenzy_trigger_damage_by_base_crinos_health() -> None:
    _, g = bare()
    assert board.trigger_damage(g, add_char(g, "lv-janus", 0)) == 2  # Crinos Health 5
    assert board.trigger_damage(g, add_char(g, "lv-howls-for-vengeance", 0)) == 3  # 8
    assert board.trigger_damage(g, add_char(g, "lv-grim-tally", 0)) == 2  # 5
    g.umbra = 22  # level 5: Trigger Damage drops by 1
    assert board.trigger_damage(g, add_char(g, "lv-howls-for-vengeance", 0)) == 2


def test_frenzy_a_garou_taking_its_trigger_damage_draws_its_frenzy_number() -> None:
    """The seed's example: Janus (Health 5, Frenzy 2) takes 3 in a round and draws two."""
    game, g, h, _p, _hi, pi = fight(["lv-dodge"], ["lv-claw-swipe"])
    g.umbra = 7  # level 2: no chart change
    pick(game, None)
    before = len(g.player(0).combat_hand)
    pick(game, pi[0])  # the Enemy attacks for 3
    pick(game, None)
    assert g.chars[h].wounds == 3
    assert len(g.player(0).combat_hand) == before + 2
    assert any(e.kind == "frenzy" and e.get("card") == h for e in g.events)


def test_frenzy_garou_cannot_frenzy_at_umbra_level_1() -> None:
    _, g = bare()
    janus = add_char(g, "lv-janus", 0)
    g.umbra = 3
    assert board.frenzy_number(g, janus) == 0
    g.umbra = 12
    assert board.frenzy_number(g, janus) == 3  # level 3: +1
    g.umbra = 17
    assert board.frenzy_number(g, janus) == 4  # level 4: +2


def test_combat_a_breed_form_shapeshifter_flips_to_crinos_and_fights_on() -> None:
    game, g, h, _p, _hi, pi = fight(["lv-dodge"], ["lv-bite"])
    pick(game, None)
    pick(game, pi[0])  # 4 Damage against Janus's Breed Health 3: it flips (Crinos Health 5)
    pick(game, None)
    assert g.chars[h].crinos and g.chars[h].wounds == 4
    assert g.combat is not None and not g.combat.ended
