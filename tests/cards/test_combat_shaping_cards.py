"""Creatures and equipment that change how a combat is fought, played through the engine:
Wyrm Skin, Whip of the Wicked and the Flamethrower (FAQ), Drattosi, Nightmaster, Flame Spirit,
Pentex First Team 43, Nexus Crawler, Latonia the Temptress and Doctor Spencer (FAQ)."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import (
    attack,
    commit,
    creature,
    damage,
    duel,
    game,
    label,
    open_play_labels,
    pass_until_any,
    pick,
    play,
    round_of,
    seat,
    stat,
    to_alpha_action,
    zones_of,
)


def _commit_labels(g):
    assert g.pending.kind == "commit"
    return [o.label for o in g.pending.options]


# -- Wyrm Skin (rules decision R48) ----------------------------------------------------------

def test_wyrm_skin_takes_two_rage_off_a_card_aimed_at_the_wearer():
    # Mamu (lupus, Rage 6) plays Curb Stomp (Rage 6) at Zhyzack in Wyrm Skin: at Rage 4 it is
    # a bluff, and Zhyzack did not bluff, so it is discarded without a hit
    g = duel(["curb-stomp"], ["jab"], bob=[{"card": "zhyzack", "attached": ["wyrm-skin"]}])
    round_of(g, "Curb Stomp", "Jab")
    assert damage(g, "zhyzack") == 0
    assert any(e.kind == "bluff" and not e.get("lands") for e in g.state.events)
    assert zones_of(g, "curb-stomp") == ["0:combat_discard"]


def test_without_wyrm_skin_the_same_card_lands():
    g = duel(["curb-stomp"], ["jab"])
    round_of(g, "Curb Stomp", "Jab")
    assert damage(g, "zhyzack") == 5


def test_wyrm_skin_makes_a_dodge_against_the_wearer_a_bluff():
    """Syntax (Rage 2) dodges at Rage 0 against Zhyzack in Wyrm Skin: her Dodge (Rage 1) is a
    bluff and Body Blow lands; without the skin it is dodged (R48)."""
    for skin, hurt in ((True, 3), (False, 0)):
        zhyzack = {"card": "zhyzack", "attached": ["wyrm-skin"]} if skin else "zhyzack"
        g = duel(["dodge"], ["body-blow"], ann=["syntax"], bob=[zhyzack])
        round_of(g, "Dodge", "Body Blow")
        assert damage(g, "syntax") == hurt
        assert any(e.kind == "bluff" for e in g.state.events) is skin


# -- Whip of the Wicked (FAQ, R48) -----------------------------------------------------------

def test_whip_of_the_wicked_makes_its_foes_play_blocks_before_damage_cards():
    g = duel(["body-blow", "parry"], ["jab"],
             bob=[{"card": "zhyzack", "attached": ["whip-of-the-wicked"]}])
    labels = _commit_labels(g)
    assert any(x.startswith("Parry face down") for x in labels)
    assert not any(x.startswith("Body Blow face down") for x in labels)


def test_whip_of_the_wicked_counts_a_card_that_blocks_and_strikes_as_a_block():
    g = duel(["body-blow", "block-and-strike"], ["jab"],
             bob=[{"card": "zhyzack", "attached": ["whip-of-the-wicked"]}])
    labels = _commit_labels(g)
    assert any(x.startswith("Block and Strike face down") for x in labels)
    assert not any(x.startswith("Body Blow face down") for x in labels)


def test_whip_of_the_wicked_lets_damage_cards_through_once_the_hand_has_no_defence():
    g = duel(["body-blow", "jab"], ["jab"],
             bob=[{"card": "zhyzack", "attached": ["whip-of-the-wicked"]}])
    assert any(x.startswith("Body Blow face down") for x in _commit_labels(g))


def test_whip_of_the_wicked_binds_only_the_bearers_foes():
    g = duel(["jab"], ["body-blow", "parry"],
             bob=[{"card": "zhyzack", "attached": ["whip-of-the-wicked"]}])
    commit(g, "Jab")
    assert any(x.startswith("Body Blow face down") for x in _commit_labels(g))


def _whip_against_prey(ann_hand):
    """Bob's Zhyzack, bearing the Whip, attacks a Fomori; Ann and Carl may play for it. The
    commit labels of the Fomori's first card, and who was asked."""
    g = game([seat("Ann", "gaia", ["mamu"], combat_hand=ann_hand, combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", [{"card": "zhyzack", "attached": ["whip-of-the-wicked"]}],
                   combat_hand=["jab"] * 3, combat_deck=["jab"] * 8),
              seat("Carl", "gaia", ["tc-bard"], combat_hand=["body-blow", "jab"],
                   combat_deck=["jab"] * 8)],
             hunting=[{"card": "fomori", "owner": "Ann"}])
    attack(g, "Fomori", {"Bob": "Zhyzack"}, seat_name="Bob")
    pass_until_any(g, {"commit"})
    while "Fomori" not in str(g.pending.prompt):
        commit(g, "Jab")
    return g.state.player(g.pending.seat).name, [o.label for o in g.pending.options]


def test_whip_of_the_wicked_against_prey_waits_for_every_prey_players_defences():
    """FAQ (Whip of the Wicked): "If facing Prey, all players that could play blocks or dodges
    must be out of blocks and dodges before any other cards can be played" (R48)."""
    who, labels = _whip_against_prey(["parry", "jab"])
    assert who == "Carl"  # Carl plays for the Fomori; Ann still holds a Parry
    assert not any(x.startswith(("Body Blow face down", "Jab face down")) for x in labels)
    who, labels = _whip_against_prey(["jab", "jab"])
    assert who == "Carl"
    assert any(x.startswith("Body Blow face down") for x in labels)


# -- Flamethrower (FAQ, R49) -----------------------------------------------------------------

def test_the_flamethrower_explodes_when_its_bearer_takes_four_damage_in_a_round():
    g = duel(["dry-gulch"], ["jab"], bob=[{"card": "zhyzack", "attached": ["flamethrower"]}])
    round_of(g, "Dry Gulch", "Jab")
    zhyzack = creature(g, "zhyzack")
    assert damage(g, "zhyzack") == 4 + 2
    assert "flamethrower" in [g.state.cards[d].cid for d in zhyzack.damage]
    assert "flamethrower" not in [g.state.cards[a].cid for a in zhyzack.attached]
    assert any(e.kind == "explodes" for e in g.state.events)


def test_the_flamethrower_holds_under_three_damage():
    g = duel(["body-blow"], ["jab"], bob=[{"card": "zhyzack", "attached": ["flamethrower"]}])
    round_of(g, "Body Blow", "Jab")
    assert damage(g, "zhyzack") == 3
    assert "flamethrower" in [g.state.cards[a].cid for a in creature(g, "zhyzack").attached]


def test_the_flamethrower_counts_damage_that_is_not_a_blow():
    """FAQ (Flamethrower): it explodes when its bearer takes "4 or more damage in a single
    round": Young Fang's Swipe (2) and the 2 Zhyzack takes when Mamu dodges his Overextended
    Attack make 4 (rules decision R49)."""
    g = game([seat("Ann", "gaia", ["mamu", "tc-fang"],
                   combat_hand=["pack-defense", "dodge", "swipe"], combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", [{"card": "zhyzack", "attached": ["flamethrower"]}],
                   combat_hand=["overextended-attack"], combat_deck=["jab"] * 8)])
    attack(g, "Mamu", {"Ann": "Mamu", "Bob": "Zhyzack"}, seat_name="Bob")
    play(g, "Mamu plays Pack Defense", "Pre-combat")
    pass_until_any(g, {"commit"})
    commit(g, "Dodge")  # Mamu
    commit(g, "Swipe")  # Young Fang
    commit(g, "Overextended Attack")  # Zhyzack
    label(g, "Target Mamu")
    zhyzack = creature(g, "zhyzack")
    assert damage(g, "zhyzack") == 2 + 2 + 2
    assert "flamethrower" in [g.state.cards[d].cid for d in zhyzack.damage]
    assert any(e.kind == "explodes" for e in g.state.events)


# -- Drattosi and Nightmaster (FAQ) ----------------------------------------------------------

def _alpha_action_labels(_, hunting, umbra=False):
    g = game([seat("Ann", "gaia", [{"card": "mamu", "umbra": umbra}], combat_hand=["swipe"],
                   combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"], combat_deck=["jab"] * 8)],
             hunting=[{"card": hunting, "owner": "Bob"}])
    to_alpha_action(g, {"Ann": "Mamu"})
    while g.state.player(g.pending.seat).name != "Ann":
        label(g, "Pass")
        pass_until_any(g, {"alpha-action"})
    return g, [o.label for o in g.pending.options]


def test_only_creatures_in_the_umbra_can_attack_drattosi():
    _, labels = _alpha_action_labels(None, "drattosi")
    assert not any("Attack Drattosi" in x for x in labels)
    _, labels = _alpha_action_labels(None, "drattosi", umbra=True)
    assert any("Attack Drattosi in the Hunting Grounds" in x for x in labels)


def test_drattosi_allows_only_rage_one_actions_in_the_first_round():
    g, _ = _alpha_action_labels(None, "drattosi", umbra=True)
    pick(g, lambda o: o.label.startswith("Attack Drattosi in"))
    pass_until_any(g, {"commit"})
    round_of(g, "Swipe", "Jab")  # Swipe needs Rage 2: illegal in round 1
    assert any(e.kind == "illegal" and g.state.cards[e.get("card")].cid == "swipe"
               for e in g.state.events)
    assert damage(g, "drattosi") == 0
    assert zones_of(g, "swipe") == ["0:combat_discard"]


def test_drattosi_makes_a_combat_action_without_a_rage_requirement_illegal_in_round_one():
    """v0.2 "Restricted Play": a creature restricted to Rage 1 combat actions "cannot play
    Combat Actions without a Rage requirement": Spirit Claws is illegal against Drattosi."""
    g = game([seat("Ann", "gaia", [{"card": "tc-strider", "umbra": True}],
                   combat_hand=["spirit-claws"], combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab", "jab"],
                   combat_deck=["jab"] * 8)],
             hunting=[{"card": "drattosi", "owner": "Bob"}])
    attack(g, "Drattosi", {"Ann": "Strider"})
    pass_until_any(g, {"commit"})
    round_of(g, "Spirit Claws", "Jab")
    assert any(e.kind == "illegal" and g.state.cards[e.get("card")].cid == "spirit-claws"
               for e in g.state.events)
    assert damage(g, "drattosi") == 0


def test_drattosi_frees_its_foes_from_the_second_round_on():
    g = game([seat("Ann", "gaia", [{"card": "mamu", "umbra": True}],
                   combat_hand=["jab", "swipe"], combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab", "jab"],
                   combat_deck=["jab"] * 8)],
             hunting=[{"card": "drattosi", "owner": "Bob"}])
    attack(g, "Drattosi", {"Ann": "Mamu"})
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", "Jab")  # a Rage 1 card is fine in round 1
    assert damage(g, "drattosi") == 1
    pass_until_any(g, {"commit"})
    round_of(g, "Swipe", "Jab")
    assert damage(g, "drattosi") == 1 + 2


def test_iron_will_frees_a_packmate_from_drattosis_first_round_rage_limit():
    """Iron Will cancels an effect that limits the Rage of the combat actions a packmate may
    play, a foe's lasting ability included (rules decision R68): Swipe (Rage 2) lands on
    Drattosi in the first round."""
    g = game([seat("Ann", "gaia", [{"card": "mamu", "umbra": True}],
                   combat_hand=["swipe"], combat_deck=["jab"] * 8, sept_hand=["iron-will"]),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab", "jab"],
                   combat_deck=["jab"] * 8)],
             hunting=[{"card": "drattosi", "owner": "Bob"}])
    attack(g, "Drattosi", {"Ann": "Mamu"})
    labels = open_play_labels(g, "Ann", window="Beginning of combat")
    assert any("Iron Will on Mamu" in x for x in labels), labels
    label(g, next(x for x in labels if "Iron Will on Mamu" in x))
    pass_until_any(g, {"commit"})
    round_of(g, "Swipe", "Jab")
    assert not any(e.kind == "illegal" for e in g.state.events)
    assert damage(g, "drattosi") == 2
    assert zones_of(g, "iron-will") == ["0:sept_discard"]


def test_nightmaster_lives_in_the_umbra_so_only_umbral_creatures_attack_him():
    g = game([seat("Ann", "gaia", ["mamu"]),
              seat("Bob", "wyrm", ["zhyzack"], sept_hand=["nightmaster"])], phase="resource")
    pass_until_any(g, {"resources"})
    label(g, "Done")
    pass_until_any(g, {"resources"})
    label(g, "Play Nightmaster into the Hunting Grounds")
    label(g, "Done")  # closed play: the prey arrives when every seat is done
    night = creature(g, "nightmaster")
    assert night.umbra and not night.physical
    _, labels = _alpha_action_labels(None, "nightmaster")
    assert not any("Attack Nightmaster" in x for x in labels)
    _, labels = _alpha_action_labels(None, "nightmaster", umbra=True)
    assert any("Attack Nightmaster in the Hunting Grounds" in x for x in labels)


# -- Flame Spirit (FAQ, R51) -----------------------------------------------------------------

def _spirit_duel(ann_hand, bob_hand, **more):
    return duel(ann_hand, bob_hand, ann=["flame-spirit", "mamu"], **more)


def _burn_out_at(g, target):
    assert g.pending.kind == "alternative", g.pending.prompt
    label(g, f"Flame Spirit plays Burn Out at {target}")


def test_flame_spirit_burns_out_for_four_damage_and_marks_it_with_its_own_card():
    g = _spirit_duel(["jab"], ["jab"])
    round_of(g, None, "Jab")  # the spirit plays no combat card
    _burn_out_at(g, "Zhyzack")
    pass_until_any(g, {"commit", "withdraw", "alpha-action", "open-play"})
    zhyzack = creature(g, "zhyzack")
    assert damage(g, "zhyzack") == 4
    assert [g.state.cards[d].cid for d in zhyzack.damage] == ["flame-spirit"]
    assert zones_of(g, "flame-spirit") == [f"damage@{zhyzack.iid}"]
    assert zones_of(g, "flame-spirit-burn-out") == ["0:removed"]
    assert total_vp(g.state, 1) == 0  # discarded, not killed: nobody scores it


def test_flame_spirits_burn_out_can_be_dodged_and_the_spirit_is_still_discarded():
    g = _spirit_duel(["jab"], ["evasion"])
    round_of(g, None, "Evasion")
    _burn_out_at(g, "Zhyzack")
    pass_until_any(g, {"commit", "withdraw", "alpha-action", "open-play"})
    assert damage(g, "zhyzack") == 0
    assert zones_of(g, "flame-spirit") == ["0:sept_discard"]


def test_flame_spirit_cannot_burn_out_after_playing_a_combat_card():
    g = _spirit_duel(["jab"], ["jab"])
    round_of(g, "Jab", "Jab")
    assert g.pending.kind == "alternative"  # asked all the same: the card is still hidden
    assert [o.choice.kind for o in g.pending.options] == ["hold"]


def test_flame_spirit_plays_combat_actions_at_rage_one():
    g = _spirit_duel(["swipe"], ["jab"])
    assert stat(g, "flame-spirit", "card_rage") == 1
    round_of(g, "Swipe", "Jab")
    label(g, "Flame Spirit does not play Burn Out")
    pass_until_any(g, {"commit", "withdraw", "alpha-action", "open-play"})
    assert damage(g, "zhyzack") == 0  # Swipe (Rage 2) was a bluff against a real Jab
    assert any(e.kind == "bluff" and not e.get("lands") for e in g.state.events)


def test_flame_spirit_burn_out_is_never_a_deck_card():
    from rage_tui.rulesets.rage1995.construction import _entry
    from tests.cards.helpers import library

    assert any("at most 0 copies" in p for p in _entry(
        library()["flame-spirit-burn-out"], 1, "combat", False))


def test_the_greedy_bot_has_the_flame_spirit_burn_out_for_a_kill():
    from rage_tui.ai.greedy import GreedyAgent

    g = _spirit_duel(["jab"], ["jab"], bob=[{"card": "zhyzack", "damage": [
        {"card": "body-blow", "value": 5}]}])  # Zhyzack (Health 9) has 4 Health left
    round_of(g, None, "Jab")
    assert g.pending.kind == "alternative"
    choice = GreedyAgent(1).choose(g.view_for(0), [])
    assert choice.kind == "alternative"


# -- Pentex First Team 43 and Nexus Crawler --------------------------------------------------

def test_pentex_first_team_43_plays_two_combat_actions_from_one_hand():
    g = duel(["jab"], ["jab", "swipe"], target="Pentex First Team 43",
             hunting=[{"card": "pentex-first-team-43", "owner": "Bob"}])
    commit(g, "Jab")  # Mamu
    bob = g.state.player(1)
    held = len(bob.combat_hand)
    assert "Pentex First Team 43" in g.pending.prompt and g.pending.seat == 1
    commit(g, "Jab")
    assert "(card 2)" in g.pending.prompt and g.pending.seat == 1  # the same player's hand
    round_of(g, "Swipe")
    assert len(bob.combat_hand) == held - 2
    assert damage(g, "mamu") == 1 + 2


def _crawler_fight(ann_hand, ann_deck="jab"):
    return game([seat("Ann", "gaia", ["mamu"], combat_hand=ann_hand,
                      combat_deck=[ann_deck] * 8),
                 seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"] * 3,
                      combat_deck=["jab"] * 8)],
                hunting=[{"card": "nexus-crawler", "owner": "Bob"}])


def test_nexus_crawler_makes_its_foes_play_at_random_from_the_first_round():
    g = _crawler_fight(["swipe"], "swipe")
    attack(g, "Nexus Crawler", {"Ann": "Mamu"})
    pass_until_any(g, {"commit"})
    # Mamu is never asked: her card is picked at random (a hand of Swipes)
    assert g.state.player(g.pending.seat).name == "Bob"
    assert any(e.kind == "random-play" and e.get("creature") == creature(g, "mamu").iid
               for e in g.state.events)
    round_of(g, "Jab")
    assert damage(g, "nexus-crawler") == 2


def test_nexus_crawler_lets_combat_events_be_chosen_only_at_the_beginning_of_combat():
    g = _crawler_fight(["frenzy", "jab"])
    attack(g, "Nexus Crawler", {"Ann": "Mamu"})
    labels = open_play_labels(g, "Ann", window="Beginning of combat")
    assert any("Mamu plays Frenzy" in x for x in labels)
    label(g, "Pass")
    pass_until_any(g, {"commit"})
    round_of(g, "Jab")
    labels = open_play_labels(g, "Ann", window="Between rounds")
    assert not any("Frenzy" in x for x in labels)


# -- Latonia the Temptress (FAQ errata, R52) -------------------------------------------------

def test_latonia_the_temptress_makes_her_foe_discard_and_redraw_the_combat_hand():
    g = duel(["swipe"] * 5, ["body-blow"] * 5, target="Latonia",
             bob=["latonia-the-temptress"])
    ann, bob = g.state.player(0), g.state.player(1)
    assert [g.state.cards[i].cid for i in ann.combat_hand] == ["jab"] * 5
    assert [g.state.cards[i].cid for i in ann.combat_discard] == ["swipe"] * 5
    assert [g.state.cards[i].cid for i in bob.combat_hand] == ["body-blow"] * 5
    assert any(e.kind == "redraw" and e.get("seat") == 0 for e in g.state.events)


def test_latonia_the_temptress_against_prey_makes_its_players_redraw():
    g = game([seat("Ann", "gaia", ["mamu"], combat_hand=["swipe"] * 5,
                   combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["latonia-the-temptress"], combat_hand=["body-blow"] * 5,
                   combat_deck=["jab"] * 8)],
             hunting=[{"card": "fomori", "owner": "Ann"}])
    attack(g, "Fomori", {"Bob": "Latonia"}, seat_name="Bob")
    pass_until_any(g, {"commit"})
    ann, bob = g.state.player(0), g.state.player(1)
    assert [g.state.cards[i].cid for i in ann.combat_hand] == ["jab"] * 5  # plays for the prey
    assert [g.state.cards[i].cid for i in bob.combat_hand] == ["body-blow"] * 5


# -- Doctor Spencer (FAQ, R52) ---------------------------------------------------------------

def _spencer_pack_combat():
    g = duel(["swipe"] * 5, ["pack-defense"] + ["jab"] * 4, target="Doctor Spencer",
             bob=["doctor-spencer", "zhyzack"], stop="")
    play(g, "Pack Defense", "Pre-combat")  # Zhyzack joins: a pack combat
    pass_until_any(g, {"commit"})
    return g


def test_doctor_spencer_plays_last_in_a_pack_combat_having_seen_his_opponents_cards():
    g = _spencer_pack_combat()
    spencer = creature(g, "doctor-spencer").iid
    asked = []
    for _ in range(10):
        d = g.pending
        if d.kind not in ("commit", "target"):
            break
        asked.append((d.kind, d.about))
        if d.kind == "commit" and d.about == spencer:
            peek = [e for e in g.state.events if e.kind == "peek"][-1]
            seen = peek.get("slots")[0]
            assert peek.seats == frozenset({1}) and g.state.cards[seen[1]].cid == "swipe"
            assert "Swipe" not in str(peek.for_seat(0).text)  # the other player learns nothing
            commit(g, "Jab")
        elif d.kind == "commit":
            commit(g, "Swipe" if d.seat == 0 else "Jab")
        else:
            label(g, "Target Doctor Spencer")
    assert asked[:3] == [("commit", creature(g, "mamu").iid),
                         ("commit", creature(g, "zhyzack").iid),
                         ("target", creature(g, "mamu").iid)]
    assert asked[3] == ("commit", spencer)  # after every other card is down and targeted
    assert damage(g, "mamu") == 1 + 1  # Zhyzack's Jab and Spencer's
    assert damage(g, "doctor-spencer") == 2


def test_doctor_spencer_plays_in_turn_when_fighting_alone():
    g = duel(["swipe"], ["jab"], target="Doctor Spencer", bob=["doctor-spencer"])
    commit(g, "Swipe")
    assert g.pending.kind == "commit" and g.pending.about == creature(g, "doctor-spencer").iid
    assert "Play-card step" in g.pending.prompt
    assert not any(e.kind == "peek" for e in g.state.events)


def test_a_kill_by_the_flamethrowers_explosion_scores_for_the_blows_pack():
    # Zhyzack (Health 9, 3 damage) takes Dry Gulch (4) and the explosion (2): 9, dead
    g = duel(["dry-gulch"], ["jab"], bob=[{"card": "zhyzack", "attached": ["flamethrower"],
                                          "damage": [{"card": "body-blow", "value": 3}]}])
    round_of(g, "Dry Gulch", "Jab")
    assert zones_of(g, "zhyzack") == ["0:victory"]
    assert total_vp(g.state, 0) == 7


def test_flame_spirit_may_burn_out_behind_a_decoy_when_null_cards_are_off():
    g = _spirit_duel(["jab"], ["jab"], variants={"strict_prompts": True, "null_cards": False})
    decoy = next(o for o in g.pending.options if o.choice.kind == "decoy")
    g.apply(decoy.choice)
    held = len(g.state.player(0).combat_hand)
    round_of(g, "Jab")
    _burn_out_at(g, "Zhyzack")
    pass_until_any(g, {"commit", "withdraw", "alpha-action", "open-play"})
    assert damage(g, "zhyzack") == 4
    assert len(g.state.player(0).combat_hand) == held + 1  # the decoy went back to the hand


def test_burn_out_and_playing_last_keep_every_card_in_exactly_one_zone():
    from rage_tui.engine.game import zone_census

    def clean(g):
        assert {i: z for i, z in zone_census(g.state).items() if len(z) != 1} == {}

    g = _spirit_duel(["jab"], ["jab"])
    for card in (None, "Jab"):
        clean(g)
        commit(g, card)
    clean(g)
    _burn_out_at(g, "Zhyzack")
    clean(g)
    pass_until_any(g, {"commit", "withdraw", "alpha-action", "open-play"})
    clean(g)
    g = _spencer_pack_combat()
    for _ in range(8):
        clean(g)
        d = g.pending
        if d.kind not in ("commit", "target"):
            break
        g.apply(d.options[0].choice)
    clean(g)


def test_a_burn_out_turned_back_by_passive_aggression_hits_the_flame_spirit_itself():
    g = _spirit_duel(["jab"], ["passive-aggression"])
    round_of(g, None, "Passive Aggression")
    _burn_out_at(g, "Zhyzack")
    pass_until_any(g, {"redirect"})
    pick(g, lambda o: o.choice.kind == "redirect")
    pass_until_any(g, {"commit", "withdraw", "alpha-action", "open-play"})
    assert damage(g, "zhyzack") == 0
    assert zones_of(g, "flame-spirit") == ["1:victory"]  # killed by its own Burn Out
    assert zones_of(g, "flame-spirit-burn-out") == ["0:removed"]


def test_an_attacker_sealed_away_at_pre_combat_leaves_nobody_to_step_in_against():
    # Pandora's Box takes the attacking Flame Spirit out before step-ins are offered
    g = game([seat("Ann", "gaia", ["flame-spirit", "mamu"], combat_hand=["jab"],
                   combat_deck=["jab"] * 6),
              seat("Bob", "wyrm", [{"card": "zhyzack", "attached": ["pandoras-box"]}],
                   combat_hand=["jab"], combat_deck=["jab"] * 6)],
             hunting=[{"card": "fomori", "owner": "Bob"}])
    attack(g, "Fomori", {"Ann": "Flame Spirit"})
    play(g, "Zhyzack uses Pandora's Box on Flame Spirit", "Pre-combat")
    pass_until_any(g, {"alpha-action", "commit", "alpha"})
    assert zones_of(g, "flame-spirit") == ["0:sept_discard"]
    assert not any(e.kind == "stepped-in" for e in g.state.events)
