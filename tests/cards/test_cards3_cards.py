"""Combat actions, combat events and combat gifts brought to their printed texts (branch
cards-3): each test plays the card through the engine and checks what the card says."""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.effects import Ctx
from rage_tui.rulesets.rage1995.combat_state import killer_seat
from rage_tui.rulesets.rage1995.effects import LANGUAGE
from rage_tui.rulesets.rage1995.state import Mod
from tests.cards.helpers import (
    attack,
    commit,
    creature,
    damage,
    duel,
    events,
    finish_turn,
    game,
    label,
    open_play_labels,
    pass_until_any,
    play,
    round_of,
    seat,
)


def test_riposte_blocks_two_and_each_blocked_attack_hurts_its_player_for_one():
    """Riposte (designed, rules decision R53): Body Blow (3) is blocked down to 1, and its
    player takes 1 damage marked with the Riposte card."""
    g = duel(["riposte"], ["body-blow"])
    round_of(g, "Riposte", "Body Blow")
    assert damage(g, "mamu") == 1
    assert damage(g, "zhyzack") == 1
    zhyzack = g.state.creatures[g.state.player(1).pack[0]]
    assert [g.state.name(d) for d in zhyzack.damage] == ["Riposte"]


def test_riposte_does_not_hit_back_at_a_faster_attack_it_cannot_block():
    g = duel(["riposte"], ["jab"])
    round_of(g, "Riposte", "Jab")
    assert damage(g, "mamu") == 1 and damage(g, "zhyzack") == 0


def test_surprise_attack_stops_its_targets_blows_this_round_and_still_strikes():
    """FAQ Surprise Attack: the target's normal and slow actions deal the user no damage."""
    g = duel(["surprise-attack"], ["body-blow"])
    round_of(g, "Surprise Attack", "Body Blow")
    assert damage(g, "zhyzack") == 2 and damage(g, "mamu") == 0
    assert any("fends off Body Blow" in t for t in events(g, "dodged"))


def test_surprise_attack_cannot_stop_a_fast_blow():
    """FAQ Surprise Attack: it cannot cancel damage from a fast striking action."""
    g = duel(["surprise-attack"], ["jab"])
    round_of(g, "Surprise Attack", "Jab")
    assert damage(g, "mamu") == 1 and damage(g, "zhyzack") == 2


def test_two_surprise_attacks_at_each_other_both_deal_no_damage():
    """FAQ Surprise Attack: "If 2 Surprise attacks resolve against each other, neither creature
    will do damage"."""
    g = duel(["surprise-attack"], ["surprise-attack"])
    round_of(g, "Surprise Attack", "Surprise Attack")
    assert damage(g, "mamu") == 0 and damage(g, "zhyzack") == 0


def test_mangle_stops_the_wounded_creature_for_two_rounds_then_frees_it():
    """v0.2 chapter 0 Mangle: no actions for the next two rounds of this combat."""
    g = duel(["mangle", "jab", "jab", "jab"], ["jab"] * 4,
             ann=[{"card": "mamu", "crinos": True}])
    round_of(g, "Mangle", "Jab")
    assert damage(g, "zhyzack") == 6
    for _ in range(2):
        pass_until_any(g, {"commit"})
        stymied = len(events(g, "stymied"))
        round_of(g, "Jab")  # only Mamu is asked: Zhyzack cannot play
        assert len(events(g, "stymied")) == stymied + 1
    pass_until_any(g, {"commit"})
    commit(g, "Jab")
    assert g.pending.kind == "commit" and g.state.name(g.pending.about) == "Zhyzack"


def test_mangle_leaves_the_wounded_creature_nothing_but_combat_actions_until_the_phase_ends():
    """v0.2 chapter 0 Mangle: the wounded creature may take no actions other than play combat
    actions until the end of the phase: no gifts between rounds."""
    g = duel(["mangle", "jab"], ["jab", "jab"], ann=[{"card": "mamu", "crinos": True}],
             bob_sept=["toxic-claws"])
    round_of(g, "Mangle", "Jab")
    labels = open_play_labels(g, "Bob", "Between rounds")
    assert not any("Toxic Claws" in x for x in labels)
    unhurt = duel(["jab"], ["jab", "jab"], bob_sept=["toxic-claws"])
    round_of(unhurt, "Jab", "Jab")
    assert any("Toxic Claws" in x for x in open_play_labels(unhurt, "Bob", "Between rounds"))
    zhyzack = g.state.creatures[g.state.player(1).pack[0]]
    assert any(mod.stat == "combat_only" and mod.until == "phase" for mod in zhyzack.mods)


def test_mangle_restriction_ends_with_the_phase_not_the_turn():
    """v0.2 chapter 0 Mangle: "until the end of the phase". After a Sneak Attack in the Umbra
    Phase the wounded prey is free again in the Moot Phase of the same turn."""
    g = game([seat("Ann", "gaia", [{"card": "mamu", "crinos": True}], sept_hand=["sneak-attack"],
                   combat_hand=["mangle"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"], combat_deck=["jab"] * 12)],
             phase="umbra", hunting=[{"card": "arkady", "owner": "Bob"}])
    play(g, "Mamu plays Sneak Attack on Arkady")
    pass_until_any(g, {"commit"})
    round_of(g, "Mangle", "Jab")
    arkady = creature(g, "arkady")
    assert damage(g, "arkady") == 6
    assert any(mod.stat == "combat_only" and mod.until == "phase" for mod in arkady.mods)
    for _ in range(200):
        if g.state.phase == "moot" or g.pending is None:
            break
        d = g.pending
        labels = [o.label for o in d.options]
        pick = next((x for x in labels if x.startswith("Withdraw")), None)
        label(g, pick or ("Pass" if "Pass" in labels else labels[0]))
    assert g.state.phase == "moot" and g.state.turn == 2
    assert not any(mod.stat == "combat_only" for mod in arkady.mods)

def _pack_fight(ann_pack, ann_hand, bob_hand=("jab",)):
    g = game([seat("Ann", "gaia", list(ann_pack), combat_hand=list(ann_hand),
                   combat_deck=["jab"] * 20),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=list(bob_hand),
                   combat_deck=["jab"] * 12)])
    attack(g, "Zhyzack", {"Ann": g.state.name(g.state.player(0).pack[0]), "Bob": "Zhyzack"})
    return g


def test_fox_frenzy_flees_at_the_end_of_the_round_not_at_once():
    """Fox Frenzy (FAQ: a limited frenzy): the user is still in the round, and is hit there,
    then escapes at the end of it; its frenzy ends as it escapes."""
    g = _pack_fight(["mamu", "anna-kliminski"], ["hunting-party", "fox-frenzy", "jab", "jab"],
                    bob_hand=["body-blow"])
    play(g, "Mamu plays Hunting Party", "Pre-combat")
    play(g, "Anna Kliminski plays Fox Frenzy", "Beginning of combat")
    anna = creature(g, "anna-kliminski")
    assert anna.frenzy == "fox" and anna.iid in g.state.combat.attackers
    pass_until_any(g, {"commit"})
    for card in ("Jab", "Jab", "Body Blow"):
        commit(g, card)
    while g.pending.kind == "target":  # Zhyzack's Body Blow goes at Anna
        g.apply(next((o.choice for o in g.pending.options if "Anna" in o.label),
                     g.pending.options[0].choice))
    pass_until_any(g, {"withdraw", "open-play"})
    assert damage(g, "anna-kliminski") == 3
    assert anna.iid not in g.state.combat.attackers and anna.frenzy is None
    assert any("Anna Kliminski escapes the combat at the end of the round" in t
               for t in events(g, "left-combat"))


def test_umbral_escape_steps_into_the_umbra_and_the_foe_may_follow_next_round():
    """v0.2 chapter 0 and FAQ Umbral Escape: the user steps sideways (even Zhyzack, who cannot
    step sideways); it is not an escape, so the combat goes on for a round, and the opponent
    may follow with an Umbral Escape of its own."""
    g = duel(["jab", "umbral-escape"], ["umbral-escape", "jab"])
    round_of(g, "Jab", "Umbral Escape")
    z, mamu = creature(g, "zhyzack"), creature(g, "mamu")
    assert z.umbra and not z.physical and damage(g, "zhyzack") == 1  # parting shot
    pass_until_any(g, {"commit"})
    assert z.iid in g.state.combat.defenders and mamu.iid in g.state.combat.attackers
    round_of(g, "Umbral Escape", "Jab")
    pass_until_any(g, {"withdraw"})
    assert mamu.umbra and g.state.combat is not None
    assert z.iid in g.state.combat.defenders and mamu.iid in g.state.combat.attackers


def test_umbral_escape_left_behind_foe_leaves_after_a_whole_round_without_a_target():
    """v0.2 "Umbral Combat": a creature with no valid target for one full round is removed."""
    g = duel(["jab", "jab"], ["umbral-escape", "jab"])
    round_of(g, "Jab", "Umbral Escape")
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", "Jab")
    pass_until_any(g, {"open-play"})
    assert any("no valid target for a whole round" in t for t in events(g, "left-combat"))
    assert any(e.kind == "combat-end" for e in g.state.events)


def test_umbral_escape_returns_from_the_umbra_at_the_start_of_the_next_turn():
    g = duel(["jab"], ["umbral-escape"])
    round_of(g, "Jab", "Umbral Escape")
    assert creature(g, "zhyzack").umbra
    pass_until_any(g, {"commit"})
    round_of(g, None, None)  # nobody plays: the combat ends
    finish_turn(g)
    z = creature(g, "zhyzack")
    assert z.physical and not z.umbra
    assert any("returns from the Umbra" in t for t in events(g, "stepped-sideways"))


def test_step_sideways_against_a_gauntlet_needs_that_much_gnosis():
    """The ``gauntlet`` parameter of step-sideways (Umbral Escape's Gauntlet of 3): a user
    whose Gnosis fell below it stays in the physical world; with enough it steps."""
    g = duel(["jab"], ["jab"])
    z = creature(g, "zhyzack")
    spec = EffectSpec("step-sideways", "resolve", (("to", "umbra"), ("gauntlet", 3),
                                                   ("target", "self")))
    z.mods.append(Mod("gnosis", -2, "turn"))  # Gnosis 4 - 2 = 2
    LANGUAGE.primitives["step-sideways"](g.state, Ctx(z.iid, 1, z.iid), spec)
    assert z.physical and not z.umbra
    z.mods.clear()
    LANGUAGE.primitives["step-sideways"](g.state, Ctx(z.iid, 1, z.iid), spec)
    assert z.umbra and not z.physical


def test_run_like_hell_escapes_and_keeps_the_user_out_of_juntas_until_the_next_turn_ends():
    """Run Like Hell (FAQ errata names juntas; rules decision R54)."""
    from rage_tui.rulesets.rage1995.moot import can_call

    g = duel(["body-blow"], ["run-like-hell"], bob_sept=["quarterly-profits"])
    junta = g.state.player(1).sept_hand[0]
    z = creature(g, "zhyzack")
    assert can_call(g.state, z.iid, junta)
    round_of(g, "Body Blow", "Run Like Hell")
    assert damage(g, "zhyzack") == 0 and damage(g, "mamu") == 0
    assert any("escapes" in t for t in events(g, "effect"))
    assert not can_call(g.state, z.iid, junta)
    finish_turn(g)
    assert not can_call(g.state, z.iid, junta)  # the next turn, its Moot Phase included
    finish_turn(g)
    assert can_call(g.state, z.iid, junta)


def test_cleft_in_twain_needs_a_weapon_in_use():
    """FAQ (Conquistador's Sword): Cleft in Twain is a card that requires a weapon."""
    armed = duel(["cleft-in-twain"], ["jab"],
                 ann=[{"card": "mamu", "crinos": True, "attached": ["grand-klaive"]}])
    round_of(armed, "Cleft in Twain", "Jab")
    assert damage(armed, "zhyzack") == 6
    bare = duel(["cleft-in-twain"], ["jab"], ann=[{"card": "mamu", "crinos": True}])
    round_of(bare, "Cleft in Twain", "Jab")
    assert damage(bare, "zhyzack") == 0
    assert any("Cleft in Twain needs armed" in t for t in events(bare, "illegal"))


def test_cleft_in_twain_is_illegal_once_the_weapon_is_put_away():
    g = duel(["cleft-in-twain"], ["jab"],
             ann=[{"card": "mamu", "crinos": True, "attached": ["grand-klaive"]}])
    pick_weapon = next(o for o in g.pending.options if o.choice.kind == "weapon")
    g.apply(pick_weapon.choice)  # Mamu puts the klaive away this round
    round_of(g, "Cleft in Twain", "Jab")
    assert damage(g, "zhyzack") == 0


def test_razor_claws_adds_one_damage_to_one_combat_action_and_puts_the_weapon_away_for_it():
    """FAQ Razor Claws: it adds damage to a combat action and is regenerated with that action
    (one action, its damage card carries the extra point); v0.2 "Equipment": to use Razor
    Claws a creature cannot use a weapon."""
    g = duel(["jab", "jab", "jab"], ["jab", "jab", "jab"],
             ann=[{"card": "mamu", "attached": ["grand-klaive"]}],
             ann_sept=["razor-claws"], stop="")
    play(g, "Mamu plays Razor Claws", "Beginning of combat")
    mamu = creature(g, "mamu")
    assert mamu.unarmed
    pass_until_any(g, {"commit"})
    assert not any(o.choice.kind == "weapon" for o in g.pending.options)
    round_of(g, "Jab", "Jab")
    zhyzack = creature(g, "zhyzack")
    assert sorted(zhyzack.dmg_value.values()) == [1 + 1]  # one damage card worth 2
    assert not zhyzack.aggravated  # the klaive's aggravated damage is put away with it
    assert not mamu.unarmed  # the next round the klaive is back
    assert not any(mod.stat == "damage_bonus" for mod in mamu.mods)
    pass_until_any(g, {"commit", "weapon"})
    round_of(g, "Jab", "Jab")
    zhyzack = creature(g, "zhyzack")
    assert sorted(zhyzack.dmg_value.values()) == [1, 2]  # the second Jab: no extra point
    assert len(zhyzack.aggravated) == 1  # and aggravated: the klaive is back in hand

def _porcupine_duel(gift, bob_hand=("jab",), ann_hand=("body-blow",)):
    return duel(list(ann_hand), list(bob_hand), bob=[{"card": "zhyzack", "attached": [gift]}])


def test_gift_of_the_porcupine_becomes_a_damage_card_on_the_first_attacker_that_hurts_its_user():
    """v0.2 "Gifts" (triggered gifts attach the user until the trigger occurs) and FAQ (GotP is
    regenerated as a damage card): rules decision R55."""
    g = _porcupine_duel("gift-of-the-porcupine")
    round_of(g, "Body Blow", None)
    assert damage(g, "zhyzack") == 3
    mamu = creature(g, "mamu")
    assert damage(g, "mamu") == 1
    assert [g.state.name(d) for d in mamu.damage] == ["Gift of the Porcupine"]
    assert creature(g, "zhyzack").attached == []


def test_poison_tumors_hurts_the_attacker_once_then_is_used_up():
    g = _porcupine_duel("poison-tumors", ann_hand=("body-blow", "jab"), bob_hand=("jab", "jab"))
    round_of(g, "Body Blow", "Jab")
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", "Jab")
    assert damage(g, "mamu") == 1 + 1 + 1  # two Jabs and the Tumors, once
    assert damage(g, "zhyzack") == 3 + 1


def test_gift_of_the_porcupine_does_not_fire_on_its_users_own_blow_turned_back():
    """FAQ (Gift of the Porcupine): opponents take no damage from it when they redirected the
    user's attack back on himself."""
    g = _porcupine_duel("gift-of-the-porcupine", bob_hand=("body-blow",),
                        ann_hand=("redirected-attack",))
    round_of(g, "Redirected Attack", "Body Blow")
    label(g, "Use Redirected Attack: Body Blow hits Zhyzack")
    assert damage(g, "zhyzack") == 3 and damage(g, "mamu") == 0
    assert [g.state.name(a) for a in creature(g, "zhyzack").attached] == [
        "Gift of the Porcupine"]


def _mode(g, text):
    assert g.pending.kind == "mode", g.pending.kind
    g.apply(next(o.choice for o in g.pending.options if text in o.label))
    while g.pending is not None and g.pending.kind == "join":
        g.apply(next(o.choice for o in g.pending.options if o.choice.kind == "take"))


def test_reinforcements_may_bring_two_packmates_into_a_pack_action():
    """FAQ Reinforcements: bring in up to two pack members (a pack action) ..."""
    g = _pack_fight(["mamu", "anna-kliminski", "gesar", "mari-cabrah"], ["reinforcements"])
    hand = len(g.state.player(0).combat_hand)
    play(g, "Mamu plays Reinforcements", "Beginning of combat")
    assert [o.label for o in g.pending.options] == [
        "up to 2 pack member(s) join the fight", "draw 2 combat card(s)"]
    _mode(g, "join the fight")
    assert len(g.state.combat.attackers) == 3
    assert len(g.state.player(0).combat_hand) == hand - 1


def test_reinforcements_may_just_draw_two_even_with_packmates_at_hand():
    """FAQ Reinforcements: "You may opt not to bring in additional creatures and just draw 2
    cards" (no pack action then)."""
    g = _pack_fight(["mamu", "anna-kliminski", "gesar"], ["reinforcements"])
    hand = len(g.state.player(0).combat_hand)
    play(g, "Mamu plays Reinforcements", "Beginning of combat")
    _mode(g, "draw 2")
    assert len(g.state.combat.attackers) == 1
    assert len(g.state.player(0).combat_hand) == hand - 1 + 2


def _moon_bridge(bob_pack):
    g = game([seat("Ann", "gaia", ["mamu"], combat_deck=["jab"] * 8),
              seat("Bob", "gaia", bob_pack, sept_hand=["moon-bridge-escape"],
                   combat_hand=["pack-defense"], combat_deck=["jab"] * 8)])
    attack(g, "Gesar", {"Bob": "Gesar"})
    play(g, "Gesar plays Pack Defense", "Pre-combat")
    return g


def test_moon_bridge_escape_takes_the_user_and_the_packmates_its_player_picks():
    """Moon Bridge Escape: the user and up to two pack members escape (its player picks whom;
    here one of the two); FAQ: the combat ends at once."""
    g = _moon_bridge(["gesar", "mari-cabrah", "anna-kliminski"])
    cs = g.state.combat
    gesar, mari, anna = (creature(g, c) for c in ("gesar", "mari-cabrah", "anna-kliminski"))
    assert sorted(cs.defenders) == sorted([gesar.iid, mari.iid, anna.iid])
    play(g, "Mari Cabrah plays Moon Bridge Escape", "Beginning of combat")
    d = g.pending
    assert d.kind == "escape-with" and d.seat == 1
    assert sorted(o.label for o in d.options) == [
        "Anna Kliminski escapes too", "Gesar escapes too", "Nobody escapes with it"]
    label(g, "Gesar escapes too")
    label(g, "Nobody else escapes")
    assert cs.defenders == [anna.iid]
    assert cs.ended
    pass_until_any(g, {"alpha-action"})
    assert g.state.combat is None
    assert any(e.kind == "combat-end" for e in g.state.events)
    assert damage(g, "gesar") == 0


def test_bum_rush_brings_the_whole_pack_for_one_round_then_they_escape():
    """FAQ Bum Rush: all pack members come forward; errata: they escape at the end of the
    round (rather than withdraw)."""
    g = _pack_fight(["mamu", "anna-kliminski", "gesar"], ["bum-rush", "jab", "jab", "jab"],
                    bob_hand=["jab"])
    hand = len(g.state.player(0).combat_hand)
    play(g, "Mamu plays Bum Rush", "Pre-combat")
    cs = g.state.combat
    assert sorted(g.state.name(i) for i in cs.attackers) == ["Anna Kliminski", "Gesar", "Mamu"]
    assert len(g.state.player(0).combat_hand) == hand - 1  # no card drawn
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", "Jab", "Jab", "Jab")
    pass_until_any(g, {"withdraw"})
    assert [g.state.name(i) for i in cs.attackers] == ["Mamu"]
    assert sum("escapes the combat at the end of the round" in t
               for t in events(g, "left-combat")) == 2


def test_balors_gaze_may_be_played_before_the_first_round_and_lasts_that_round():
    """FAQ errata Balor's Gaze: playable at the start of combat too; it stops weaker
    opponents for one ROUND, not the whole combat."""
    g = game([seat("Ann", "wyrm", [{"card": "golgol-fangs-of-wyrm",
                                    "attached": ["tc-insight"]}],
                   sept_hand=["balors-gaze"], combat_hand=["jab"] * 3, combat_deck=["jab"] * 10),
              seat("Bob", "gaia", ["gesar"], combat_hand=["jab"] * 3, combat_deck=["jab"] * 10)])
    attack(g, "Gesar", {"Ann": g.state.name(g.state.player(0).pack[0]), "Bob": "Gesar"})
    play(g, "plays Balor's Gaze", "Beginning of combat")
    pass_until_any(g, {"commit"})
    commit(g, "Jab")  # only Golgol is asked: Gesar cannot play this round
    assert any("Gesar" in t for t in events(g, "stymied"))
    pass_until_any(g, {"commit"})
    commit(g, "Jab")
    assert g.pending.kind == "commit" and g.state.name(g.pending.about) == "Gesar"


def _distracted(ann_card, bob_card="Body Blow"):
    g = game([seat("Ann", "gaia", ["gesar"], sept_hand=["distractions"],
                   combat_hand=["jab", "jab"], combat_deck=["jab"] * 10),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["body-blow", "jab"],
                   combat_deck=["jab"] * 10)])
    attack(g, "Zhyzack", {"Ann": "Gesar", "Bob": "Zhyzack"})
    pass_until_any(g, {"commit"})
    round_of(g, ann_card, bob_card)
    pass_until_any(g, {"after-bluffs"})
    return g


def test_distractions_cancels_an_opponents_combat_action_once_bluffs_are_settled():
    """FAQ Distractions: played at the end of the establish-bluff step; it cancels one combat
    action an opponent played."""
    g = _distracted("Jab")
    assert g.state.player(g.pending.seat).name == "Ann"
    label(g, "Gesar plays Distractions on Body Blow")
    pass_until_any(g, {"withdraw"})
    assert damage(g, "gesar") == 0 and damage(g, "zhyzack") == 1
    assert any("Body Blow of Zhyzack is cancelled" in t for t in events(g, "effect"))


def test_distractions_cancelled_card_still_counts_as_played():
    """FAQ Distractions: the cancelled card counts as played for ending combat: a round in
    which only it was played does not end the combat."""
    g = _distracted(None)
    label(g, "Gesar plays Distractions on Body Blow")
    pass_until_any(g, {"withdraw", "commit"})
    assert g.state.combat is not None and damage(g, "gesar") == 0


def test_distractions_may_be_cast_on_a_combat_the_user_is_not_in():
    """FAQ "Prey": a Progenitor Mage "might cast a Distractions on a combat he is not involved
    in"; FAQ Gifts: gifts may be played on combatants by creatures not in the fight."""
    g = game([seat("Ann", "gaia", ["mamu"], combat_hand=["jab", "jab"],
                   combat_deck=["jab"] * 10),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["body-blow", "jab"],
                   combat_deck=["jab"] * 10),
              seat("Cid", "gaia", ["gesar"], sept_hand=["distractions"])])
    attack(g, "Zhyzack", {"Ann": "Mamu", "Bob": "Zhyzack"})
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", "Body Blow")
    pass_until_any(g, {"after-bluffs"})
    while g.state.player(g.pending.seat).name != "Cid":
        label(g, "Pass")
    label(g, "Gesar plays Distractions on Body Blow")
    pass_until_any(g, {"withdraw"})
    assert damage(g, "mamu") == 0 and damage(g, "zhyzack") == 1


def test_distractions_is_offered_only_after_the_bluffs():
    g = _distracted("Jab")
    label(g, "Pass")
    labels = open_play_labels(g, "Ann", "Between rounds")
    assert not any("Distractions" in x for x in labels)


def _master(target="Fomori"):
    g = game([seat("Ann", "gaia", [{"card": "king-albrecht", "attached": ["tc-insight"]},
                                   "mamu"],
                   sept_hand=["master-of-the-pack"], combat_hand=["jab"] * 3,
                   combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"] * 3, combat_deck=["jab"] * 8),
              seat("Cid", "gaia", ["gesar", "mari-cabrah"], combat_hand=["jab"] * 3,
                   combat_deck=["jab"] * 8)],
             hunting=[{"card": "fomori", "owner": "Bob"}])
    attack(g, target, {"Ann": "King", "Bob": "Zhyzack", "Cid": "Gesar"})
    return g


def test_master_of_the_pack_recruits_garou_of_any_pack_into_a_temporary_pack():
    """v0.2 chapter 0 Master of the Pack: one Garou in play (any pack) per point of the user's
    Renown joins the attack on an Enemy as a temporary pack; draw 2 (rules decision R57: the
    user's player plays for them and scores their kills)."""
    g = _master()
    hand = len(g.state.player(0).combat_hand)
    assert "King Albrecht plays Master of the Pack" in open_play_labels(g, "Ann", "Pre-combat")
    label(g, "King Albrecht plays Master of the Pack")
    d = g.pending
    assert d.kind == "join" and "up to 10 more" in d.prompt
    assert {o.label for o in d.options if o.choice.kind == "take"} == {
        "Mamu joins the fight", "Gesar joins the fight", "Mari Cabrah joins the fight"}
    label(g, "Gesar joins the fight")
    label(g, "Mamu joins the fight")
    label(g, "Nobody else joins")
    cs = g.state.combat
    gesar = creature(g, "gesar")
    assert sorted(g.state.name(i) for i in cs.attackers) == ["Gesar", "King Albrecht", "Mamu"]
    assert gesar.controller == 2 and cs.lent == {gesar.iid: 0}
    assert killer_seat(g.state, cs, gesar) == 0  # its kills score for Ann
    assert len(g.state.player(0).combat_hand) == hand - 0 + 2
    pass_until_any(g, {"commit"})
    asked = []
    while g.pending.kind == "commit":
        asked.append((g.state.name(g.pending.about), g.pending.seat))
        commit(g, "Jab" if g.pending.seat == 0 else None)
    assert ("Gesar", 0) in asked  # Ann plays Gesar's card from her own hand


def test_master_of_the_pack_is_only_for_an_attack_on_an_enemy():
    g = _master(target="Zhyzack")
    labels = open_play_labels(g, "Ann", "Pre-combat")
    assert not any("Master of the Pack" in x for x in labels)


def test_bots_answer_the_mode_escape_and_after_bluffs_choices():
    """The new decisions (Reinforcements' mode, Moon Bridge Escape's companions, Distractions
    after the bluffs) are answered with legal options by the greedy and the random bot."""
    from rage_tui.ai.greedy import GreedyAgent
    from rage_tui.ai.random_agent import RandomAgent

    def reinforcements():
        g = _pack_fight(["mamu", "anna-kliminski"], ["reinforcements"])
        label_until(g, "Mamu plays Reinforcements")
        return g, 0

    def moon_bridge():
        g = _moon_bridge(["gesar", "mari-cabrah", "anna-kliminski"])
        label_until(g, "Mari Cabrah plays Moon Bridge Escape")
        return g, 1

    def distractions():
        return _distracted("Jab"), 0

    for make, kind in ((reinforcements, "mode"), (moon_bridge, "escape-with"),
                       (distractions, "after-bluffs")):
        for agent in (GreedyAgent(1), RandomAgent(1)):
            g, who = make()
            if isinstance(agent, GreedyAgent):
                agent.set_library(g.state.defs)
            view = g.view_for(who)
            assert view.decision is not None and view.decision.kind == kind
            choice = agent.choose(view, [])
            assert view.decision.find(choice) is not None
            g.apply(choice)


def label_until(g, text):
    """Pass until an open-play option containing ``text``, then take it (no more)."""
    for _ in range(300):
        if g.pending.kind == "open-play" and any(text in o.label for o in g.pending.options):
            label(g, text)
            return
        pass_until_any(g, {"open-play"})
        if not any(text in o.label for o in g.pending.options):
            label(g, "Pass")
    raise AssertionError(text)
