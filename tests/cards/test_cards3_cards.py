"""Combat actions, combat events and combat gifts brought to their printed texts (branch
cards-3): each test plays the card through the engine and checks what the card says."""

from __future__ import annotations

from tests.cards.helpers import (
    attack,
    commit,
    creature,
    damage,
    duel,
    events,
    game,
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
    assert any(mod.stat == "combat_only" and mod.until == "turn" for mod in zhyzack.mods)


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
