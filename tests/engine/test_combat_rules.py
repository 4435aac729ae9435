"""Chapter 5 (Combat) of the Rules package v0.2 and its FAQ, one rule per test."""

from __future__ import annotations

import pytest

from rage_tui.engine.choices import Choice
from rage_tui.rulesets.rage1995 import frenzy
from rage_tui.rulesets.rage1995.zones import total_vp
from tests.engine.combat_helpers import commit, duel, events, round_of
from tests.engine.conftest import iid_of, label, pass_until


def _damage(game, cid):
    c = game.state.creatures.get(iid_of(game, cid))
    return sum(c.dmg_value.values())


# -- play-card step, null cards and tells -------------------------------------------------

def test_play_card_step_asks_once_per_creature_with_a_null_option(lib):
    game = duel(lib, ["t-punch"], ["t-jab"])
    d = game.pending
    assert d.seat == 0 and d.kind == "commit"
    assert [o.label for o in d.options] == ["Punch face down for Elder Howl",
                                            "A null card for Elder Howl (play nothing)"]


def _opponent_trace(lib, ann_card):
    game = duel(lib, ["t-punch", "t-claw"], ["t-jab", "t-duck"])
    bob_events_start = len(game.state.events)
    commit(game, ann_card)
    view = game.view_for(1)
    seen = [e for e in game.events_for(1, bob_events_start)]
    kinds = [game.pending.kind, game.pending.seat]
    return view, seen, kinds


@pytest.mark.parametrize("other", ["Claw", None])
def test_a_null_card_and_a_real_card_look_the_same_to_the_opponent(lib, other):
    v1, e1, k1 = _opponent_trace(lib, "Punch")
    v2, e2, k2 = _opponent_trace(lib, other)
    assert repr(v1) == repr(v2)
    assert repr(e1) == repr(e2)
    assert k1 == k2
    assert v1.combat.slots[0].face_down and v1.combat.slots[0].cid is None


def test_with_null_cards_off_playing_nothing_is_visible(lib):
    game = duel(lib, ["t-punch"], ["t-jab"], variants={"null_cards": False})
    commit(game, None)
    assert not game.view_for(1).combat.slots[0].face_down
    commit(game, "Jab")
    assert "No card is played for Elder Howl" in [e.text for e in game.events_for(1)]


def test_alternatives_a_decoy_goes_back_to_the_hand_and_counts_as_no_card(lib):
    game = duel(lib, ["t-rend"], ["t-punch"], variants={"null_cards": False})
    label(game, "Rend as a decoy")
    assert game.view_for(1).combat.slots[0].face_down
    round_of(game, "Punch")
    ann = game.state.players[0]
    assert [game.state.name(i) for i in ann.combat_hand][:1] == ["Rend"]
    assert _damage(game, "t-elder") == 2  # the decoy was no card: Bob's Punch is not a bluff
    assert events(game, "decoy")


# -- establish-bluff step ------------------------------------------------------------------

def test_establish_bluff_bluff_vs_bluff_both_land(lib):
    # Elder (Rage 4) bluffs Rend (Rage 10); Spiral (Rage 5) bluffs Maul (Rage 6)
    game = duel(lib, ["t-rend"], ["t-maul"])
    round_of(game, "Rend", "Maul")
    bluffs = events(game, "bluff")
    assert len(bluffs) == 2 and all(" lands" in b for b in bluffs)
    assert "Rend needs Rage 10, Elder Howl has 4: a bluff; Spiral Brute bluffed too" in bluffs[0]
    assert _damage(game, "t-elder") == 5


def test_establish_bluff_a_bluff_against_a_real_card_is_discarded(lib):
    game = duel(lib, ["t-rend"], ["t-punch"])
    round_of(game, "Rend", "Punch")
    assert " is discarded" in events(game, "bluff")[0]
    assert _damage(game, "t-elder") == 2
    assert game.state.players[0].combat_discard[-1:] and game.state.name(
        game.state.players[0].combat_discard[0]) == "Rend"


def test_establish_bluff_a_null_card_counts_as_a_bluff(lib):
    game = duel(lib, ["t-rend"], ["t-jab"])
    round_of(game, "Rend", None)
    assert " lands" in events(game, "bluff")[0]


def test_establish_bluff_illegal_cards_are_discarded_and_count_as_no_card(lib):
    # Rally is a combat event: illegal face down; Bite needs Crinos or Lupus form (Elder is homid)
    game = duel(lib, ["t-rally", "t-bite"], ["t-maul", "t-jab"])
    round_of(game, "Rally", "Maul")
    illegal = events(game, "illegal")
    assert "Rally for Elder Howl is illegal" in illegal[0]
    assert " lands" in events(game, "bluff")[0]  # Bob's bluff lands: Ann played no card
    label(game, "Fight on")
    pass_until(game, "commit")
    assert game.state.creatures[iid_of(game, "t-elder")].crinos
    round_of(game, "Bite", "Jab")  # in Crinos now, Bite is legal
    assert len(events(game, "illegal")) == 1


def test_establish_bluff_cannot_be_bluffed_above_rage_is_illegal(lib):
    game = duel(lib, ["t-sure"], ["t-jab"])  # Sure Strike Rage 5 > Elder's 4
    round_of(game, "Sure Strike", None)
    assert "cannot be bluffed" in events(game, "illegal")[0]


def test_establish_bluff_a_dodge_targets_all_opponents(lib):
    # bluffed Duck? Duck is Rage 1; use a Rage 0 creature: the Executive (Rage 1) vs Guard
    game = duel(lib, ["t-punch"], ["t-guard", "t-jab"], bob="t-exec", attack="Executive")
    round_of(game, "Punch", "Guard")  # Guard (Rage 2) is a bluff for the Executive (Rage 1)
    text = events(game, "bluff")[0]
    assert "an opponent did not bluff" in text and "discarded" in text


def test_bluffing_kailindo_without_the_keyword_is_illegal(lib):
    game = duel(lib, ["t-kata"], ["t-jab"])
    round_of(game, "Kata", None)
    assert "needs kailindo" in events(game, "illegal")[0]


def test_combat_restricted_a_side_may_play_only_one_per_combat(lib):
    game = duel(lib, ["t-once", "t-once"], ["t-jab", "t-jab"])
    round_of(game, "Once Only", "Jab")
    label(game, "Fight on")
    pass_until(game, "commit")
    round_of(game, "Once Only", "Jab")
    assert "Combat Restricted" in events(game, "illegal")[0]


def test_firearm_lets_the_bearer_play_up_to_its_rage_without_raising_rage(lib):
    game = duel(lib, ["t-punch"], ["t-claw"], bob={"card": "t-exec", "attached": ["t-pistol"]},
                attack="Executive")
    exec_view = game.view_for(0).creature(iid_of(game, "t-exec"))
    assert (exec_view.rage, exec_view.card_rage) == (1, 3)
    round_of(game, "Punch", "Claw")  # Claw needs Rage 4: over the pistol's 3, a bluff
    assert events(game, "bluff") == [
        "Claw needs Rage 4, Executive has 3: a bluff; Elder Howl did not bluff: Claw is discarded"]
    game2 = duel(lib, ["t-punch"], ["t-punch"], bob={"card": "t-exec", "attached": ["t-pistol"]},
                 attack="Executive")
    round_of(game2, "Punch", "Punch")  # Punch needs Rage 2: the pistol allows it
    assert events(game2, "bluff") == []
    assert _damage(game2, "t-elder") == 2


# -- resolution step -----------------------------------------------------------------------

def test_resolution_a_dodge_prevents_the_damage_of_an_attack_on_its_user(lib):
    game = duel(lib, ["t-punch"], ["t-duck"])
    round_of(game, "Punch", "Duck")
    assert events(game, "dodged") == ["Spiral Brute dodges Punch"]
    assert _damage(game, "t-spiral") == 0


def test_resolution_a_dodge_does_not_stop_a_faster_attack(lib):
    game = duel(lib, ["t-quick"], ["t-duck"])
    round_of(game, "Quick Jab", "Duck")
    assert _damage(game, "t-spiral") == 2


def test_resolution_a_block_takes_its_value_off_the_attack(lib):
    game = duel(lib, ["t-claw"], ["t-guard"])
    round_of(game, "Claw", "Guard")
    assert _damage(game, "t-spiral") == 1


def test_resolution_a_fast_kill_discards_the_victims_slower_action(lib):
    hurt = {"card": "t-spiral", "crinos": True,
            "damage": [{"card": "t-maul", "owner": "Ann"}, {"card": "t-jab", "owner": "Ann"}]}
    game = duel(lib, ["t-quick"], ["t-slow"], bob=hurt)  # 6 damage of Crinos Health 8
    round_of(game, "Quick Jab", "Haymaker")
    assert "Spiral Brute is killed" in events(game, "killed")
    assert _damage(game, "t-elder") == 0  # the slower Haymaker never landed
    bob = game.state.players[1]
    assert "t-slow" in [game.state.cards[i].cid for i in bob.combat_discard + bob.combat_hand]


def test_resolution_actions_at_the_same_speed_land_together(lib):
    hurt = {"card": "t-spiral", "crinos": True,
            "damage": [{"card": "t-maul", "owner": "Ann"}, {"card": "t-jab", "owner": "Ann"}]}
    game = duel(lib, ["t-punch"], ["t-claw"], bob=hurt)
    round_of(game, "Punch", "Claw")  # Punch kills Spiral; Claw (same speed) still lands
    assert "Spiral Brute is killed" in events(game, "killed")
    assert _damage(game, "t-elder") == 3


def test_resolution_non_damaging_actions_take_effect_before_damage_at_the_same_speed(lib):
    game = duel(lib, ["t-punch"], ["t-duck"])
    round_of(game, "Punch", "Duck")
    kinds = [e.kind for e in game.state.events]
    assert kinds.index("dodge") < kinds.index("dodged")


def test_resolution_a_reversal_sends_the_attack_back(lib, tmp_path):
    from rage_tui.content.library import load_library
    from tests.engine.conftest import FIXTURES

    extra = tmp_path / "rev.yaml"
    extra.write_text("- {id: t-mirror, name: Mirror, type: combat_action, rage: 1, "
                     "keywords: [reversal]}\n")
    lib2 = load_library([FIXTURES / "engine_cards.yaml", extra])
    game = duel(lib2, ["t-claw"], ["t-mirror"])
    round_of(game, "Claw", "Mirror")
    assert events(game, "reversed") == ["Spiral Brute turns Claw back on Elder Howl"]
    assert _damage(game, "t-elder") == 3 and _damage(game, "t-spiral") == 0


# -- damage and death -------------------------------------------------------------------

def test_damage_a_breed_form_character_flips_at_its_breed_rage(lib):
    game = duel(lib, ["t-maul"], ["t-claw"])  # Elder breed Rage 4 Health 5
    round_of(game, "Maul", "Claw")  # Elder bluffs Maul: discarded; Claw hits for 3
    assert _damage(game, "t-elder") == 3
    assert not game.state.creatures[iid_of(game, "t-elder")].crinos


def test_damage_flip_then_death_at_crinos_health_scores_the_renown(lib):
    game = duel(lib, ["t-maul", "t-maul"], ["t-jab", "t-jab"], bob="t-fomor", attack=None,
                hunting=[{"card": "t-goon", "owner": "Bob"}])
    label(game, "Attack Goon")
    label(game, "Stay out")
    pass_until(game, "commit")
    commit(game, "Maul")  # Elder bluffs Maul (Rage 6 > 4)
    commit(game, None)  # Bob plays a null card for the Goon: a bluff too
    assert "Goon is killed" in events(game, "killed")
    assert total_vp(game.state, 0) == 3
    assert "Ann scores Goon for 3 VP" in events(game, "scored")


def test_crinos_flip_at_breed_health_and_death_at_crinos_health(lib):
    game = duel(lib, ["t-jab"] * 3, ["t-maul"] * 3, bob="t-spiral")
    round_of(game, None, "Maul")  # Spiral Rage 5 bluffs Maul 6; Ann null: lands, 5 damage
    elder = game.state.creatures[iid_of(game, "t-elder")]
    assert elder.crinos and _damage(game, "t-elder") == 5
    assert "Elder Howl changes to homid" not in " ".join(events(game, "flipped"))
    label(game, "Fight on")
    pass_until(game, "commit")
    round_of(game, "Jab", "Maul")  # Jab is real, so Bob's bluff fails
    assert _damage(game, "t-elder") == 5
    label(game, "Fight on")
    pass_until(game, "commit")
    round_of(game, None, "Maul")  # 10 damage >= Crinos Health 8
    assert "Elder Howl is killed" in events(game, "killed")
    assert game.state.players[0].out
    pass_until(game, "never", limit=20) if False else None
    while not game.state.over:
        label(game, "Pass")
    assert game.state.winner == 1
    assert "last pack standing" in game.state.result


def test_a_victim_killed_by_a_gaia_pack_is_worth_nothing_and_discarded(lib):
    game = duel(lib, ["t-punch"], ["t-jab"], attack=None,
                hunting=[{"card": "t-hiker", "owner": "Bob"}])
    label(game, "Attack Hiker")
    pass_until(game, "commit")
    round_of(game, "Punch", None)
    assert "Hiker is killed" in events(game, "killed")
    assert total_vp(game.state, 0) == 0
    bob = game.state.players[1]
    assert "t-hiker" in [game.state.cards[i].cid for i in bob.sept_discard]


def test_a_character_killed_by_prey_is_removed_from_the_game(lib):
    game = duel(lib, ["t-jab"], ["t-rend"], ann="t-exec", bob="t-fomor", attack=None,
                hunting=[{"card": "t-goon", "owner": "Bob"}])
    label(game, "Attack Goon")
    label(game, "Stay out")
    pass_until(game, "commit")
    round_of(game, None, "Rend")  # both bluff: Rend (8) kills the Executive (Health 3)
    assert "Executive is killed" in events(game, "killed")
    assert "Executive is removed from the game" in events(game, "removed")
    assert total_vp(game.state, 1) == 0


# -- ending combat --------------------------------------------------------------------------

def test_withdrawal_the_attacker_may_withdraw_at_the_end_of_a_round(lib):
    game = duel(lib, ["t-punch", "t-punch"], ["t-jab", "t-jab"])
    round_of(game, "Punch", "Jab")
    assert game.pending.kind == "withdraw" and game.pending.seat == 0
    label(game, "Withdraw")
    assert "the attacker withdrew" in events(game, "combat-end")[0]


def test_a_round_in_which_no_creature_played_a_combat_action_ends_the_combat(lib):
    game = duel(lib, ["t-punch"], ["t-jab"])
    round_of(game, None, None)
    assert "no creature played a combat action" in events(game, "combat-end")[0]


def test_after_every_combat_every_player_refills_the_combat_hand(lib):
    game = duel(lib, ["t-punch", "t-claw"], ["t-jab", "t-duck"], deck=["t-jab"] * 8)
    round_of(game, "Punch", "Jab")
    label(game, "Withdraw")
    assert [len(p.combat_hand) for p in game.state.players] == [5, 5]


def test_withdrawal_is_not_allowed_while_a_creature_is_in_full_frenzy(lib):
    game = duel(lib, ["t-punch", "t-punch"], ["t-jab", "t-jab"])
    elder = game.state.creatures[iid_of(game, "t-elder")]
    frenzy.start(game.state, elder, "full")
    round_of(game, "Punch", "Jab")
    assert "no withdrawal" in " ".join(events(game, "no-withdrawal"))
    assert game.pending.kind != "withdraw"


# -- frenzy -----------------------------------------------------------------------------------

def test_full_frenzy_flips_to_crinos_and_draws_cards_equal_to_crinos_rage(lib):
    game = duel(lib, ["t-punch"], ["t-jab"], deck=["t-jab"] * 20)
    elder = game.state.creatures[iid_of(game, "t-elder")]
    frenzy.start(game.state, elder, "full")
    assert elder.crinos and elder.frenzy_drawn == 7
    assert len(game.state.players[0].combat_hand) == 5 + 7


def test_a_fully_frenzied_creature_must_play_a_combat_action_including_bluffs(lib):
    game = duel(lib, ["t-rend", "t-rally"], ["t-jab"])
    elder = game.state.creatures[iid_of(game, "t-elder")]
    game.state.players[0].combat_deck.clear()
    frenzy.start(game.state, elder, "full")
    # the pending decision was computed before the frenzy: ask again
    from rage_tui.rulesets.rage1995.combat_state import commit_options

    labels = [o.label for o in commit_options(game.state, 0, elder.iid, set())]
    assert labels == ["Rend face down for Elder Howl"]


def test_frenzy_ends_with_a_random_discard_of_the_cards_drawn_for_it(lib):
    game = duel(lib, ["t-punch"], ["t-jab"], deck=["t-jab"] * 20)
    elder = game.state.creatures[iid_of(game, "t-elder")]
    frenzy.start(game.state, elder, "full")
    before = len(game.state.players[0].combat_hand)
    frenzy.end(game.state, elder, "test")
    assert len(game.state.players[0].combat_hand) == before - 7
    assert events(game, "frenzy-discard")


def test_a_frenzied_creature_stops_fighting_when_hacked_apart_at_health_plus_rage(lib):
    hurt = {"card": "t-elder", "crinos": True,
            "damage": [{"card": "t-maul", "owner": "Bob", "value": 7}]}  # Crinos Health 8
    game = duel(lib, ["t-jab"] * 3, ["t-rend"] * 3, ann=hurt)
    elder = game.state.creatures[iid_of(game, "t-elder")]
    frenzy.start(game.state, elder, "full")  # Crinos Health 8 + Rage 7: hacked apart at 15
    assert elder.hack_level == 15
    round_of(game, None, "Rend")  # both bluff: Rend lands, 7 + 8 = 15: dead and hacked apart
    assert "fights on" in " ".join(events(game, "dead-fighting"))
    assert "hacked apart" in " ".join(events(game, "frenzy-end"))
    assert iid_of_or_none(game, "t-elder") is None
    assert "Bob scores Elder Howl for 8 VP" in events(game, "scored")


def iid_of_or_none(game, cid):
    return next((i for i in game.state.creatures if game.state.cards[i].cid == cid), None)


def test_prey_is_played_by_a_player_other_than_the_attacker_in_rotation(lib):
    cy = {"name": "Cy", "allegiance": "gaia", "pack": ["t-cub"], "combat_hand": ["t-jab"] * 3,
          "combat_deck": ["t-jab"] * 5}
    game = duel(lib, ["t-punch"] * 3, ["t-jab"] * 3, attack=None, extra_seat=cy,
                hunting=[{"card": "t-goon", "owner": "Bob"}])
    label(game, "Attack Goon")
    label(game, "Stay out")
    pass_until(game, "commit")
    commit(game, "Punch")
    assert game.pending.kind == "commit" and game.pending.seat == 1  # Bob plays for the Goon
    commit(game, None)
    if game.state.combat is not None and game.pending.kind == "withdraw":
        label(game, "Fight on")
        pass_until(game, "commit")
        commit(game, "Punch")
        assert game.pending.seat == 2  # then Cy


def test_a_gaia_alpha_may_step_in_for_a_victim(lib):
    cy = {"name": "Cy", "allegiance": "gaia", "pack": ["t-seer"], "combat_hand": ["t-jab"] * 3,
          "combat_deck": ["t-jab"] * 5}
    game = duel(lib, ["t-punch"] * 3, ["t-jab"] * 3, ann="t-cub", bob="t-spiral", attack=None,
                extra_seat=cy, hunting=[{"card": "t-hiker", "owner": "Cy"}])
    # alphas: Spiral (7) acts first
    assert game.state.player(game.pending.seat).name == "Bob"
    label(game, "Attack Hiker")
    d = game.pending
    assert d.kind == "step-in" and game.state.player(d.seat).name in ("Ann", "Cy")
    assert game.state.name(d.about) == "Seer"  # highest Renown first
    label(game, "Step in")
    assert "Seer steps in for Hiker" in events(game, "stepped-in")
    assert game.state.combat.defenders == [iid_of(game, "t-seer")]


def test_prey_that_pack_defend_join_each_other(lib, tmp_path):
    from rage_tui.content.library import load_library
    from tests.engine.conftest import FIXTURES

    extra = tmp_path / "pd.yaml"
    extra.write_text(
        "- {id: t-rat, name: Rat Swarm, type: enemy, renown: 1, rage: 1, gnosis: 1, health: 1,"
        " keywords: [animal, pack-defends]}\n")
    lib2 = load_library([FIXTURES / "engine_cards.yaml", extra])
    game = duel(lib2, ["t-punch"] * 3, ["t-jab"] * 3, attack=None,
                hunting=[{"card": "t-rat", "owner": "Bob"}, {"card": "t-rat", "owner": "Bob"}])
    game.apply(next(o for o in game.pending.options if o.card == "t-rat").choice)
    label(game, "Stay out")
    pass_until(game, "commit")
    assert len(game.state.combat.defenders) == 2
    assert events(game, "pack-defence")


def test_apply_refuses_a_card_that_is_not_in_the_hand(lib):
    game = duel(lib, ["t-punch"], ["t-jab"])
    import pytest as _p

    from rage_tui.engine.errors import IllegalChoiceError

    with _p.raises(IllegalChoiceError, match="not in your combat hand"):
        game.apply(Choice("commit", (99999,)))


# -- rivalry, loyalty and hunting prey --------------------------------------------------------

def _lib_with(tmp_path, text):
    from rage_tui.content.library import load_library
    from tests.engine.conftest import FIXTURES

    extra = tmp_path / "extra.yaml"
    extra.write_text(text)
    return load_library([FIXTURES / "engine_cards.yaml", extra])


def test_rivalry_forces_the_attack_onto_a_rival_among_valid_targets(lib, tmp_path):
    lib2 = _lib_with(tmp_path, (
        "- {id: t-hothead, name: Hothead, type: character, allegiance: gaia, renown: 9,"
        " keywords: [get-of-fenris, homid, ahroun], rivals: [t-spiral],"
        " breed: {form: homid, rage: 5, gnosis: 2, health: 5}}\n"))
    game = duel(lib2, ["t-punch"], ["t-jab"], ann="t-hothead", attack=None,
                hunting=[{"card": "t-goon", "owner": "Bob"}])
    kinds = [(o.choice.kind, o.label) for o in game.pending.options]
    assert ("attack", "Attack the alpha Spiral Brute of Bob") in kinds
    assert not any("Goon" in lb for _, lb in kinds)  # the rival must be the attack's target
    assert ("pass", "Pass") in kinds


def test_loyalty_forbids_attacking_the_target_of_the_loyalty(lib, tmp_path):
    lib2 = _lib_with(tmp_path, (
        "- {id: t-friend, name: Friend, type: character, allegiance: gaia, renown: 9,"
        " keywords: [fianna, homid, galliard], loyal_to: [black-spiral-dancers],"
        " breed: {form: homid, rage: 5, gnosis: 2, health: 5}}\n"))
    game = duel(lib2, ["t-punch"], ["t-jab"], ann="t-friend", attack=None)
    assert [o.label for o in game.pending.options] == ["Pass"]


def test_hunting_prey_attacks_a_character_at_the_end_of_the_combat_phase(lib, tmp_path):
    lib2 = _lib_with(tmp_path, (
        "- {id: t-stalker, name: Stalker, type: enemy, renown: 3, rage: 3, gnosis: 1,"
        " health: 3, keywords: [human, hunter]}\n"))
    game = duel(lib2, ["t-punch"], ["t-jab"], attack=None,
                hunting=[{"card": "t-stalker", "owner": "Bob"}])
    label(game, "Pass")
    label(game, "Pass")
    d = game.pending
    assert d.kind == "hunter-target" and d.seat == 1  # the prey's owner picks its target
    assert [o.label for o in d.options] == ["Stalker attacks Elder Howl"]  # never a Wyrm one
    label(game, "Stalker attacks Elder Howl")
    pass_until(game, "commit")
    assert game.state.combat.attackers == [iid_of(game, "t-stalker")]
    assert game.pending.seat == 0  # Ann defends her Elder


# -- reveal mini-step: feints and instinctive combat actions ------------------------------

def test_a_feint_lets_its_user_play_one_more_card_after_the_reveal(lib, tmp_path):
    lib2 = _lib_with(tmp_path, (
        "- {id: t-feint, name: Feint, type: combat_action, rage: 1, damage: 1,"
        " keywords: [feint]}\n"
        "- {id: t-rat, name: Rat Swarm, type: enemy, renown: 1, rage: 1, gnosis: 1, health: 9,"
        " keywords: [animal, pack-defends]}\n"))
    game = duel(lib2, ["t-feint", "t-claw"], ["t-jab", "t-duck"], attack=None,
                hunting=[{"card": "t-rat", "owner": "Bob"}, {"card": "t-rat", "owner": "Bob"}])
    game.apply(next(o for o in game.pending.options if o.card == "t-rat").choice)
    label(game, "Stay out")
    pass_until(game, "commit")
    commit(game, "Feint")
    commit(game, "Jab")
    commit(game, None)
    while game.pending.kind == "target":
        game.apply(game.pending.options[0].choice)
    d = game.pending
    assert d.kind == "feint" and d.seat == 0
    label(game, "Claw face down")
    assert game.pending.kind == "target"  # two rats: Ann picks the extra card's target
    bob = game.view_for(1)
    extra = bob.combat.slots[-1]
    assert extra.face_down and extra.cid is None  # the opponent cannot see it yet
    assert bob.seats[0].combat_hand_count == 1  # nor a smaller hand
    assert game.view_for(0).combat.slots[-1].cid == "t-claw"
    game.apply(game.pending.options[0].choice)
    assert any("Mini-step cards are revealed: Elder Howl: Claw" in t
               for t in events(game, "revealed"))


def test_a_stymied_creature_gets_no_face_down_card_but_may_play_an_instinctive_one(lib, tmp_path):
    from rage_tui.rulesets.rage1995.state import Mod

    lib2 = _lib_with(tmp_path, (
        "- {id: t-instinct, name: Instinct, type: combat_action, rage: 1, damage: 2,"
        " keywords: [instinctive]}\n"))
    game = duel(lib2, ["t-punch", "t-instinct"], ["t-jab"])
    elder = game.state.creatures[iid_of(game, "t-elder")]
    elder.mods.append(Mod("no_actions", 1, "next-round"))
    round_of(game, "Punch", "Jab")  # round 1: Elder acts normally
    label(game, "Fight on")
    pass_until(game, "commit")
    assert game.pending.seat == 1  # Elder is stymied: no commit decision for it
    commit(game, "Jab") if any(o.label.startswith("Jab") for o in game.pending.options) \
        else commit(game, None)
    assert game.pending.kind == "instinctive" and game.pending.seat == 0
    label(game, "Instinct face up")
    assert "t-instinct" in [game.state.cards[s.card].cid for s in game.state.combat.slots
                            if s.card > 0] or events(game, "instinctive")


# -- more of "Combat Rounds", "Ending Combat", "Damage and Death", "Frenzy" and the FAQ ------

PACK = {"name": "Bob", "allegiance": "wyrm"}


def _pack_fight(lib2, ann_hand, bob_hand, bob_pack):
    """Ann's Elder attacks Bob's alpha; Bob's extra pack members join through a pre-combat
    pack defence card (t-rally2)."""
    game = duel(lib2, ann_hand, [*bob_hand, "t-rally2"], bob=bob_pack, attack=None)
    label(game, "Attack the alpha Spiral Brute")
    pick_ = [o for o in game.pending.options if "Rally Round" in o.label]
    assert pick_, [o.label for o in game.pending.options]
    game.apply(pick_[0].choice)
    while game.pending.kind == "join":  # v0.2 Pack Actions: Bob brings in everyone he can
        game.apply(next(o for o in game.pending.options if o.choice.kind == "take").choice)
    pass_until(game, "commit")
    return game


RALLY = ("- {id: t-rally2, name: Rally Round, type: combat_event, effects: "
         "[{when: pre-combat, do: join-combat, amount: 2}]}\n")


def test_targeting_step_a_card_against_a_pack_names_its_target(lib, tmp_path):
    lib2 = _lib_with(tmp_path, RALLY)
    game = _pack_fight(lib2, ["t-punch"], ["t-jab", "t-jab"], ["t-spiral", "t-fomor"])
    assert len(game.state.combat.defenders) == 2
    commit(game, "Punch")
    commit(game, "Jab")
    commit(game, "Jab")
    d = game.pending
    assert d.kind == "target" and d.seat == 0
    assert {o.label for o in d.options} == {"Target Spiral Brute", "Target Fomor Thug"}
    label(game, "Target Fomor Thug")
    assert _damage(game, "t-fomor") == 2 and _damage(game, "t-spiral") == 0


def test_pack_bluffs_land_only_against_bluffing_targets_faq(lib, tmp_path):
    # FAQ "Combat - Bluffs": A bluffs at B; B bluffs at A; C plays a real card at A:
    # A's bluff works because its own target (B) bluffed.
    lib2 = _lib_with(tmp_path, RALLY)
    game = _pack_fight(lib2, ["t-rend"], ["t-maul", "t-jab"], ["t-spiral", "t-fomor"])
    commit(game, "Rend")  # Elder (Rage 4) bluffs Rend at the Spiral
    commit(game, "Maul")  # Spiral (Rage 5) bluffs Maul
    commit(game, "Jab")  # Fomor plays a real Jab
    label(game, "Target Spiral Brute")
    bluffs = events(game, "bluff")
    assert any("Rend" in b and " lands" in b for b in bluffs), bluffs
    assert any("Maul" in b and " lands" in b for b in bluffs), bluffs  # its target bluffed


def test_the_combat_goes_on_when_the_attacked_creature_of_a_pack_action_dies_faq(lib, tmp_path):
    lib2 = _lib_with(tmp_path, RALLY)
    hurt = {"card": "t-spiral", "crinos": True,
            "damage": [{"card": "t-maul", "owner": "Ann"}, {"card": "t-jab", "owner": "Ann"}]}
    game = _pack_fight(lib2, ["t-punch", "t-punch"], ["t-jab", "t-jab", "t-jab"],
                       [hurt, "t-fomor"])
    commit(game, "Punch")
    commit(game, "Jab")
    commit(game, "Jab")
    label(game, "Target Spiral Brute")
    assert "Spiral Brute is killed" in events(game, "killed")
    assert game.pending.kind == "withdraw"  # the Fomor Thug fights on
    assert game.state.combat.defenders == [iid_of(game, "t-fomor")]


def test_special_abilities_of_a_discarded_bluff_do_not_resolve(lib, tmp_path):
    lib2 = _lib_with(tmp_path, (
        "- {id: t-gouge, name: Gouge, type: combat_action, rage: 9, damage: 1, effects: "
        "[{when: on-damage, do: play-random, target: other}]}\n"))
    game = duel(lib2, ["t-gouge"], ["t-jab"])
    round_of(game, "Gouge", "Jab")
    assert "discarded" in events(game, "bluff")[0]
    assert not any(m.stat == "play_random" for m in
                   game.state.creatures[iid_of(game, "t-spiral")].mods)


def test_an_on_damage_rider_makes_the_wounded_creature_play_at_random_next_round(lib, tmp_path):
    lib2 = _lib_with(tmp_path, (
        "- {id: t-gouge, name: Gouge, type: combat_action, rage: 1, damage: 1, effects: "
        "[{when: on-damage, do: play-random, target: other}]}\n"))
    game = duel(lib2, ["t-gouge", "t-jab"], ["t-jab", "t-punch", "t-claw"])
    round_of(game, "Gouge", "Jab")
    label(game, "Fight on")
    pass_until(game, "commit")
    commit(game, "Jab")
    assert "Spiral Brute plays a card picked at random" in events(game, "random-play")
    assert game.pending is None or game.pending.seat != 1 or game.pending.kind != "commit"


def test_a_card_that_ends_the_combat_ends_it(lib, tmp_path):
    lib2 = _lib_with(tmp_path, (
        "- {id: t-flee, name: Flee, type: combat_event, effects: [{when: played, "
        "do: end-combat}]}\n"))
    game = duel(lib2, ["t-punch", "t-jab"], ["t-jab", "t-flee", "t-jab"])
    round_of(game, "Punch", "Jab")
    label(game, "Fight on")
    label(game, "plays Flee")  # between rounds (open play)
    assert "Flee ended it" in events(game, "combat-end")[0]


def test_armor_that_can_take_a_hit_is_the_defenders_choice_when_damage_would_land(lib, tmp_path):
    lib2 = _lib_with(tmp_path, (
        "- {id: t-jacket, name: Jacket, type: equipment, slot: armor, effects: "
        "[{when: triggered, trigger: hit, do: prevent}]}\n"))
    game = duel(lib2, ["t-claw", "t-claw"], ["t-jab", "t-jab"],
                bob={"card": "t-spiral", "attached": ["t-jacket"]})
    round_of(game, "Claw", "Jab")
    d = game.pending
    assert d.kind == "prevent" and d.seat == 1
    label(game, "Let Claw hit")
    assert _damage(game, "t-spiral") == 3
    label(game, "Fight on")
    pass_until(game, "commit")
    round_of(game, "Claw", "Jab")
    label(game, "Use Jacket")
    assert _damage(game, "t-spiral") == 3
    assert "Jacket stops Claw for Spiral Brute and is discarded" in events(game, "prevented")


def test_damage_a_character_forced_back_to_breed_form_with_too_much_damage_dies(lib, tmp_path):
    lib2 = _lib_with(tmp_path, (
        "- {id: t-calm, name: Calm, type: combat_event, effects: [{when: played, "
        "do: change-form, form: breed, target: chosen, of: opponent}]}\n"))
    hurt = {"card": "t-spiral", "crinos": True,
            "damage": [{"card": "t-maul", "owner": "Ann"}]}  # 5 damage, breed Health 4
    game = duel(lib2, ["t-jab", "t-calm"], ["t-jab", "t-jab"], bob=hurt)
    round_of(game, None, "Jab")
    label(game, "Fight on")
    label(game, "plays Calm on Spiral Brute")
    assert "Spiral Brute is killed" in events(game, "killed")


def test_frenzy_allies_and_prey_cannot_frenzy_and_no_double_frenzy(lib):
    game = duel(lib, ["t-punch"], ["t-jab"], hunting=[{"card": "t-goon", "owner": "Bob"}])
    elder = game.state.creatures[iid_of(game, "t-elder")]
    goon = game.state.creatures[iid_of(game, "t-goon")]
    assert "cannot frenzy" in frenzy.can_start(game.state, goon)
    frenzy.start(game.state, elder, "full")
    assert "already in a frenzy" in frenzy.can_start(game.state, elder)


def test_frenzy_a_frenzied_creature_may_not_play_gifts(lib, tmp_path):
    from rage_tui.rulesets.rage1995.effects.playing import open_play_options

    lib2 = _lib_with(tmp_path, (
        "- {id: t-howl, name: Howl, type: gift, gnosis: 1, effects: [{when: played, do: modify,"
        " stat: rage, amount: 1, until: turn, target: self}]}\n"))
    game = duel(lib2, ["t-punch"], ["t-jab"])
    from rage_tui.engine.state import CardInst  # give Ann a Howl in hand

    iid = max(game.state.cards) + 1
    game.state.cards[iid] = CardInst(iid, "t-howl", 0)
    game.state.players[0].sept_hand[:] = [iid]
    assert open_play_options(game.state, 0, "Between rounds")
    frenzy.start(game.state, game.state.creatures[iid_of(game, "t-elder")], "full")
    assert open_play_options(game.state, 0, "Between rounds") == []


def test_frenzy_ends_when_the_creature_is_out_of_playable_combat_cards_and_shows_the_hand(lib):
    game = duel(lib, ["t-rally", "t-kata"], ["t-jab", "t-jab", "t-jab"])
    elder = game.state.creatures[iid_of(game, "t-elder")]
    frenzy.start(game.state, elder, "full")  # the deck is empty: it draws nothing
    from rage_tui.rulesets.rage1995.combat_state import commit_options

    assert [o.card for o in commit_options(game.state, 0, elder.iid, set())][-1] is None
    round_of(game, None, "Jab")
    assert events(game, "hand-revealed")
    assert "out of playable combat cards" in " ".join(events(game, "frenzy-end"))


def test_frenzy_head_wound_escape_faq_no_cards_on_either_side_ends_the_combat(lib, tmp_path):
    # FAQ "Combat - Frenzy": a frenzied creature that cannot play a card next round, facing an
    # opponent who plays nothing, ends the combat ("a clever way to escape a frenzy").
    lib2 = _lib_with(tmp_path, (
        "- {id: t-daze, name: Daze, type: combat_action, rage: 1, damage: 1, effects: "
        "[{when: on-damage, do: modify, stat: no_actions, amount: 1, until: next-round,"
        " target: other}]}\n"))
    game = duel(lib2, ["t-daze", "t-jab"], ["t-jab"] * 12)
    spiral = game.state.creatures[iid_of(game, "t-spiral")]
    frenzy.start(game.state, spiral, "full")
    round_of(game, "Daze", "Jab")
    assert game.pending.kind != "withdraw"  # no withdrawing from a full frenzy
    pass_until(game, "commit")
    assert game.pending.seat == 0  # the dazed Spiral gets no face-down card
    commit(game, None)
    assert game.pending.kind == "instinctive"  # it may still play an instinctive action
    label(game, "Play nothing")
    assert "no creature played a combat action" in events(game, "combat-end")[0]


def test_a_creature_with_no_valid_target_for_a_whole_round_leaves_the_combat(lib, tmp_path):
    lib2 = _lib_with(tmp_path, (
        "- {id: t-blink, name: Blink, type: combat_event, effects: [{when: played, "
        "do: step-sideways, target: self}]}\n"))
    game = duel(lib2, ["t-jab", "t-blink", "t-jab"], ["t-jab", "t-jab"])
    round_of(game, "Jab", "Jab")
    label(game, "Fight on")
    label(game, "plays Blink")  # the Elder slips into the Umbra: nobody can reach it
    pass_until(game, "commit")
    round_of(game, "Jab", "Jab")
    assert "Elder Howl leaves the combat" in " ".join(events(game, "left-combat"))
    assert "one side has no creatures left" in events(game, "combat-end")[0]


def test_a_fully_frenzied_creature_keeps_fighting_after_a_mortal_wound(lib):
    hurt = {"card": "t-spiral", "crinos": True, "damage": [{"card": "t-maul", "owner": "Ann"}]}
    game = duel(lib, ["t-claw", "t-jab"], ["t-jab"] * 20, bob=hurt, deck=["t-jab"] * 20)
    spiral = game.state.creatures[iid_of(game, "t-spiral")]
    frenzy.start(game.state, spiral, "full")  # Crinos 8 Health, 8 Rage: hacked apart at 16
    round_of(game, "Claw", "Jab")  # 5 + 3 = 8: lethal, but it fights on
    assert spiral.dead and "fights on" in " ".join(events(game, "dead-fighting"))
    assert game.state.combat is not None and game.pending.kind == "commit"
    assert not any("one side has no creatures" in t for t in events(game, "combat-end"))


def test_binding_a_spirit_makes_it_an_ally_worth_half_its_renown_and_scores_nothing(lib):
    game = duel(lib, ["t-rend"], ["t-jab"], ann={"card": "t-elder", "umbra": True},
                attack=None, hunting=[{"card": "t-wisp", "owner": "Bob"}])
    label(game, "Attack Wisp to bind it")
    pass_until(game, "commit")
    round_of(game, "Rend", None)  # both bluff: Rend kills the Wisp
    assert events(game, "scored") == []
    assert "Wisp is bound and joins Ann's pack as an ally, worth 2 VP" in " ".join(
        events(game, "bound"))
    assert total_vp(game.state, 0) == 2
    assert iid_of(game, "t-wisp") in game.state.players[0].pack


def test_play_card_step_a_creature_may_declare_it_fights_without_its_weapon(lib):
    armed = {"card": "t-exec", "attached": ["t-pistol"]}
    game = duel(lib, ["t-punch"], ["t-punch", "t-punch"], bob=armed, attack="Executive")
    commit(game, "Punch")
    labels = [o.label for o in game.pending.options]
    assert "Declare: Executive will put away Pistol this round" in labels
    label(game, "put away Pistol")  # a public declaration; the card is still to choose
    assert "Executive fights without its weapon from now on" in events(game, "weapon")
    assert not any(o.choice.kind == "weapon" for o in game.pending.options)  # once a round
    assert game.view_for(0).creature(iid_of(game, "t-exec")).card_rage == 1
    commit(game, "Punch")  # without the pistol, Punch (Rage 2) is a bluff: discarded
    assert "discarded" in events(game, "bluff")[0]


def test_a_creature_cards_own_static_effects_apply_to_it_and_its_pack(lib, tmp_path):
    lib2 = _lib_with(tmp_path, (
        "- {id: t-chief, name: Chief, type: character, allegiance: gaia, renown: 7,"
        " keywords: [silver-fangs, homid, ahroun], breed: {form: homid, rage: 3, gnosis: 3,"
        " health: 4}, text: Chief has +1 Gnosis. Silver Fangs of his pack have +1 Rage.,"
        " effects: [{when: static, do: modify, stat: gnosis, amount: 1, target: self},"
        " {when: static, do: modify, stat: rage, amount: 1, target: pack,"
        " keyword: silver-fangs}]}\n"))
    game = duel(lib2, ["t-jab"], ["t-jab"], ann=["t-chief", "t-elder", "t-cub"], attack=None)
    view = game.view_for(0)
    chief, elder, cub = (view.creature(iid_of(game, c)) for c in ("t-chief", "t-elder", "t-cub"))
    assert (chief.gnosis, chief.rage) == (4, 4)
    assert elder.rage == 4 + 1  # a Silver Fang packmate
    assert cub.rage == 2  # a Fianna: unaffected


def test_prey_gifts_any_player_not_fighting_the_prey_may_play_its_gifts(lib, tmp_path):
    from rage_tui.engine.state import CardInst
    from rage_tui.rulesets.rage1995.effects.playing import open_play_options

    lib2 = _lib_with(tmp_path, (
        "- {id: t-scales, name: Scales, type: gift, gnosis: 3, requires: [bane], effects: "
        "[{when: played, do: modify, stat: rage, amount: 2, until: combat, target: self}]}\n"))
    cy = {"name": "Cy", "allegiance": "gaia", "pack": ["t-cub"]}
    game = duel(lib2, ["t-punch"], ["t-jab"], attack=None, extra_seat=cy,
                hunting=[{"card": "t-wisp", "owner": "Bob"}])
    label(game, "Attack Wisp in the Hunting Grounds")
    label(game, "Stay out")
    pass_until(game, "commit")
    for seat in (0, 2):  # Ann attacks the Wisp; Cy is not in this combat
        iid = max(game.state.cards) + 1
        game.state.cards[iid] = CardInst(iid, "t-scales", seat)
        game.state.players[seat].sept_hand[:] = [iid]
    assert open_play_options(game.state, 0, "Between rounds") == []
    labels = [o.label for o in open_play_options(game.state, 2, "Between rounds")]
    assert labels == ["Wisp plays Scales"]
