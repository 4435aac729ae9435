"""Cards restored on branch cards-1 (issue 12): cancelling a card as it is played (Mari
Cabrah, Scourge-of-Men, Mage of the Celestial Chorus, Dreamspeaker Mage, Klailtal Stargazer),
activated abilities, joining pack actions without a card, and statics while in play; each
played through the engine."""

from __future__ import annotations

from tests.cards.helpers import (
    attack,
    commit,
    creature,
    damage,
    duel,
    game,
    kinds,
    label,
    offered,
    open_play_labels,
    pass_until_any,
    play,
    round_of,
    seat,
    stat,
    zones_of,
)


def _cancel_prompt(g):
    assert g.pending is not None and g.pending.kind == "cancel", g.pending
    return [o.label for o in g.pending.options]


# -- cancelling a card as it is played (v0.2 "Cancellation", rules decision R43) ------------

def test_scourge_of_men_cancels_a_gaia_gift_once_per_turn():
    g = game([seat("Ann", "gaia", ["tc-bard"], sept_hand=["battle-song", "battle-song"]),
              seat("Bob", "wyrm", ["scourge-of-men"])], phase="moot")
    play(g, "Bard plays Battle Song")
    assert "Scourge-of-Men cancels Battle Song" in _cancel_prompt(g)
    assert g.state.player(g.pending.seat).name == "Bob"
    label(g, "Scourge-of-Men cancels Battle Song")
    assert "cancelled" in kinds(g)
    assert stat(g, "tc-bard", "card_rage") == stat(g, "tc-bard", "rage")  # no effect
    assert zones_of(g, "battle-song").count("0:sept_discard") == 1
    play(g, "Bard plays Battle Song")  # the second one: Scourge has used his ability
    assert g.pending.kind != "cancel"
    assert stat(g, "tc-bard", "card_rage") == stat(g, "tc-bard", "rage") + 2


def test_a_gift_let_through_by_the_canceller_resolves():
    g = game([seat("Ann", "gaia", ["tc-bard"], sept_hand=["battle-song"]),
              seat("Bob", "wyrm", ["scourge-of-men"])], phase="moot")
    play(g, "Bard plays Battle Song")
    label(g, "Let Battle Song resolve")
    assert stat(g, "tc-bard", "card_rage") == stat(g, "tc-bard", "rage") + 2
    assert "cancelled" not in kinds(g)



def _mari_game():
    return game([seat("Ann", "gaia", ["mari-cabrah-elder", "mamu"]),
                 seat("Bob", "wyrm", ["blossom"], sept_hand=["body-wrack", "body-wrack"])],
                phase="moot", hunting=[{"card": "honest-senator", "owner": "Bob"}])


def test_mari_cabrah_elder_cancels_a_gift_aimed_at_her_pack_once_per_turn():
    g = _mari_game()
    health = stat(g, "mamu", "health")
    play(g, "Blossom plays Body Wrack on Mamu")
    assert g.state.player(g.pending.seat).name == "Ann"
    label(g, "Mari Cabrah cancels Body Wrack")
    assert stat(g, "mamu", "health") == health
    assert zones_of(g, "body-wrack").count("1:sept_discard") == 1
    play(g, "Blossom plays Body Wrack on Mamu")  # her ability is spent for the turn
    assert g.pending.kind != "cancel"
    assert stat(g, "mamu", "health") == health - 2


def test_mari_cabrah_elder_cannot_cancel_a_gift_aimed_elsewhere():
    g = _mari_game()
    play(g, "Blossom plays Body Wrack on Honest Senator")
    assert g.pending.kind != "cancel"
    assert stat(g, "honest-senator", "health") == 1


def test_mage_of_the_celestial_chorus_cancels_the_first_wyrm_gift_each_turn_by_itself():
    """Rules decision R43: a prey's canceller has no player and cancels at once."""
    g = game([seat("Ann", "gaia", ["mamu", "tc-bard"], sept_hand=["battle-song"]),
              seat("Bob", "wyrm", ["blossom"], sept_hand=["body-wrack", "body-wrack"])],
             phase="moot", hunting=[{"card": "mage-of-the-celestial-chorus", "owner": "Bob"}])
    health = stat(g, "mamu", "health")
    play(g, "Blossom plays Body Wrack on Mamu")
    assert g.pending.kind != "cancel"
    assert "cancelled" in kinds(g) and stat(g, "mamu", "health") == health
    play(g, "Bard plays Battle Song")  # a Gaia creature's gift: the Mage lets it be
    assert stat(g, "tc-bard", "card_rage") == stat(g, "tc-bard", "rage") + 2
    play(g, "Blossom plays Body Wrack on Mamu")  # once per turn
    assert stat(g, "mamu", "health") == health - 2
    assert kinds(g).count("cancelled") == 1


def test_dreamspeaker_mage_cancels_any_gift_of_another_player():
    g = game([seat("Ann", "gaia", ["mamu", "dreamspeaker-mage"]),
              seat("Bob", "wyrm", ["blossom"], sept_hand=["body-wrack"])], phase="moot")
    play(g, "Blossom plays Body Wrack on Mamu")
    label(g, "Dreamspeaker Mage cancels Body Wrack")
    assert stat(g, "mamu", "health") == 6
    assert zones_of(g, "body-wrack") == ["1:sept_discard"]


def test_dreamspeaker_mage_cancels_only_once_per_turn():
    """v0.2 chapter 0: "Once per turn the Dreamspeaker can ... cancel any single Gift"."""
    g = game([seat("Ann", "gaia", ["mamu", "dreamspeaker-mage"]),
              seat("Bob", "wyrm", ["blossom"], sept_hand=["body-wrack", "body-wrack"])],
             phase="moot")
    play(g, "Blossom plays Body Wrack on Mamu")
    label(g, "Dreamspeaker Mage cancels Body Wrack")
    play(g, "Blossom plays Body Wrack on Mamu")
    assert g.pending.kind != "cancel"
    assert stat(g, "mamu", "health") == 6 - 2


def test_dreamspeaker_mage_cancels_a_gift_already_in_play_sharing_her_once_a_turn():
    """v0.2 "Cancellation": cancellers "may also be used later, to ... remove cards with
    permanent or ongoing effect"; the Dreamspeaker "can cancel any single Gift" once per turn."""
    g = game([seat("Ann", "gaia", ["mamu", "dreamspeaker-mage"]),
              seat("Bob", "wyrm", ["blossom"], sept_hand=["body-wrack", "body-wrack"])],
             phase="moot")
    play(g, "Blossom plays Body Wrack on Mamu")
    label(g, "Let Body Wrack resolve")
    assert stat(g, "mamu", "health") == 6 - 2
    play(g, "Dreamspeaker Mage uses its ability (cancel) on Body Wrack")
    assert stat(g, "mamu", "health") == 6
    assert zones_of(g, "body-wrack").count("1:sept_discard") == 1
    play(g, "Blossom plays Body Wrack on Mamu")  # her cancel is spent for the turn
    assert g.pending.kind != "cancel"
    assert stat(g, "mamu", "health") == 6 - 2
    assert not any("(cancel)" in x for x in open_play_labels(g))


def test_dreamspeaker_mage_steps_sideways_once_per_turn():
    g = game([seat("Ann", "gaia", ["mamu", "dreamspeaker-mage"]),
              seat("Bob", "wyrm", ["zhyzack"])], phase="moot")
    play(g, "Dreamspeaker Mage uses its ability (step sideways)")
    assert creature(g, "dreamspeaker-mage").umbra
    assert "step sideways" not in " ".join(open_play_labels(g))


def test_dreamspeaker_mage_steps_sideways_in_combat_only_after_a_round():
    g = game([seat("Ann", "gaia", ["mamu", "dreamspeaker-mage"],
                   combat_hand=["pack-defense", "jab", "jab"],
                   combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab", "jab"],
                   combat_deck=["jab"] * 8)])
    attack(g, "Mamu", {"Ann": "Mamu", "Bob": "Zhyzack"}, seat_name="Bob")
    play(g, "Mamu plays Pack Defense", "Pre-combat")
    assert "step sideways" not in " ".join(open_play_labels(g, "Ann", "Beginning of combat"))
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", None, "Jab")
    play(g, "Dreamspeaker Mage uses its ability (step sideways)", "Between rounds")
    assert creature(g, "dreamspeaker-mage").umbra


def test_dreamspeaker_mage_uses_auspice_gifts():
    g = game([seat("Ann", "gaia", [{"card": "mamu", "damage": [{"card": "jab", "value": 3}]},
                                   "dreamspeaker-mage"],
                   sept_hand=["mothers-touch", "lunas-armor"]),
              seat("Bob", "wyrm", ["zhyzack"])], phase="moot")
    labels = open_play_labels(g)
    assert not any("Dreamspeaker Mage plays Luna's Armor" in x for x in labels)  # a tribe gift
    play(g, "Dreamspeaker Mage plays Mother's Touch on Mamu")  # a Theurge gift
    assert damage(g, "mamu") == 0


def test_klaital_stargazer_uses_any_gaia_gift():
    with_him = game([seat("Ann", "gaia", [{"card": "gesar", "attached": ["klaital-stargazer"]}],
                          sept_hand=["lunas-armor"]), seat("Bob", "wyrm", ["zhyzack"])],
                    phase="moot")
    play(with_him, "Gesar plays Luna's Armor on Gesar")
    assert stat(with_him, "gesar", "health") == 3 + 2
    without = game([seat("Ann", "gaia", ["gesar"], sept_hand=["lunas-armor"]),
                    seat("Bob", "wyrm", ["zhyzack"])], phase="moot")
    assert not any("Luna's Armor" in x for x in open_play_labels(without))


def test_klaital_stargazer_uses_no_gift_outside_the_gaia_requirements():
    """v0.2 "Gifts" lists what makes a gift a Gaia gift (Garou and Bastet tribes, breeds,
    auspices, some Fera); a gift that only the Ananasi may use is none (rules decision R45)."""
    g = game([seat("Ann", "gaia", [{"card": "gesar", "attached": ["klaital-stargazer"]}],
                   sept_hand=["tc-web-gift", "lunas-armor"]), seat("Bob", "wyrm", ["zhyzack"])],
             phase="moot")
    labels = open_play_labels(g)
    assert any("Gesar plays Luna's Armor" in x for x in labels)
    assert not any("Weaver's Thread" in x for x in labels)


def test_klaital_stargazer_cancels_an_action_card_played_by_a_garou():
    g = game([seat("Ann", "gaia", [{"card": "gesar", "attached": ["klaital-stargazer"]}]),
              seat("Bob", "gaia", ["mamu"], sept_hand=["step-sideways"])], phase="moot")
    play(g, "Mamu plays Step Sideways")
    label(g, "Gesar cancels Step Sideways")
    assert not creature(g, "mamu").umbra
    assert zones_of(g, "step-sideways") == ["1:sept_discard"]


def test_klaital_stargazer_keeps_his_garou_out_of_pack_actions():
    from rage_tui.rulesets.rage1995 import creatures as cr

    g = game([seat("Ann", "gaia", [{"card": "gesar", "attached": ["klaital-stargazer"]},
                                   "mamu"]), seat("Bob", "wyrm", ["zhyzack"])], phase="moot")
    assert cr.lone_wolf(g.state, creature(g, "gesar"))
    assert not cr.lone_wolf(g.state, creature(g, "mamu"))


# -- activated abilities ---------------------------------------------------------------------

def test_syntax_draws_a_sept_card_then_discards_one_of_her_choice_once_per_turn():
    g = game([seat("Ann", "gaia", ["syntax"], sept_hand=["battle-song"],
                   sept_deck=["lunas-armor", "mothers-touch"]),
              seat("Bob", "wyrm", ["zhyzack"])], phase="moot")
    play(g, "Syntax uses its ability")
    assert g.pending.kind == "discard-pick"
    hand = {g.state.name(i) for i in g.state.player(0).sept_hand}
    assert len(hand) == 2 and "Battle Song" in hand
    label(g, "Discard Battle Song")
    assert zones_of(g, "battle-song") == ["0:sept_discard"]
    assert len(g.state.player(0).sept_hand) == 1
    assert "Syntax uses its ability" not in " ".join(open_play_labels(g))


def test_iron_will_cancels_only_one_effect_holding_a_packmate_back():
    from rage_tui.rulesets.rage1995.state import Mod

    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["iron-will"]),
              seat("Bob", "wyrm", ["zhyzack"], combat_discard=["hamstring", "eyes-gouged"])],
             phase="moot")
    hamstring, gouged = g.state.player(1).combat_discard
    mamu = creature(g, "mamu")
    mamu.mods += [Mod("max_rage", 3, "combat", hamstring), Mod("play_random", 1, "combat",
                                                                gouged)]
    play(g, "Play Iron Will on Mamu")
    assert g.pending.kind == "release"
    label(g, "Cancel the effect of Hamstring")
    assert [mod.stat for mod in creature(g, "mamu").mods] == ["play_random"]
    assert zones_of(g, "iron-will") == ["0:sept_discard"]


def test_iron_will_leaves_limits_that_do_not_touch_combat_cards():
    """Iron Will lifts only what holds back a packmate's combat cards (rules decision R68): a
    ban on juntas stays."""
    from rage_tui.rulesets.rage1995.state import Mod

    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["iron-will"]),
              seat("Bob", "wyrm", ["zhyzack"], combat_discard=["hamstring", "eyes-gouged"])],
             phase="moot")
    hamstring, gouged = g.state.player(1).combat_discard
    mamu = creature(g, "mamu")
    mamu.mods += [Mod("no_juntas", 1, "next-turn", gouged), Mod("max_rage", 3, "combat",
                                                                 hamstring)]
    play(g, "Play Iron Will on Mamu")
    assert [mod.stat for mod in creature(g, "mamu").mods] == ["no_juntas"]


# -- joining a combat without a card (rules decision R46) ------------------------------------

def _pack_defense(g, user, joining):
    """``user`` plays Pack Defense at the pre-combat step and brings only ``joining`` in."""
    for _ in range(50):
        if g.pending.kind == "open-play" and offered(g, f"{user} plays Pack Defense"):
            break
        label(g, "Pass") if g.pending.kind == "open-play" else pass_until_any(g, {"open-play"})
    label(g, f"{user} plays Pack Defense")
    for name in joining:
        label(g, f"{name} joins the fight")
    if g.pending.kind == "join":
        label(g, "Nobody else joins")


def _defenders(g):
    return {g.state.name(i) for i in g.state.combat.defenders}


def test_janus_joins_a_pack_defence_with_a_black_fury_without_a_card():
    """FAQ (Janus): a Black Fury who joins a pack defence brings Janus along."""
    g = duel(["jab"], ["pack-defense"], stop="", bob=["tc-fang", "mari-cabrah", "janus"],
             bob_al="gaia", target="Young Fang")
    _pack_defense(g, "Young Fang", ["Mari Cabrah"])
    pass_until_any(g, {"tag-along"})
    label(g, "Janus joins the fight beside Mari Cabrah")
    pass_until_any(g, {"commit"})
    assert _defenders(g) == {"Young Fang", "Mari Cabrah", "Janus"}


def test_janus_cannot_join_a_pack_defence_without_a_black_fury():
    g = duel(["jab"], ["pack-defense"], stop="", bob=["tc-fang", "mamu", "janus"],
             bob_al="gaia", target="Young Fang")
    _pack_defense(g, "Young Fang", ["Mamu"])
    pass_until_any(g, {"commit", "tag-along"})
    assert g.pending.kind == "commit"
    assert "Janus" not in _defenders(g)


def test_stormcrow_joins_a_packmate_fighting_in_the_umbra_without_a_card():
    g = game([seat("Ann", "gaia", [{"card": "mamu", "umbra": True},
                                   {"card": "stormcrow", "umbra": True}],
                   combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", [{"card": "zhyzack", "umbra": True}],
                   combat_deck=["jab"] * 8)])
    attack(g, "Zhyzack", {"Ann": "Mamu", "Bob": "Zhyzack"})
    pass_until_any(g, {"tag-along"})
    label(g, "Stormcrow joins the fight beside Mamu")
    pass_until_any(g, {"commit"})
    assert {g.state.name(i) for i in g.state.combat.attackers} == {"Mamu", "Stormcrow"}


def test_stormcrow_stays_out_of_a_fight_in_the_physical_world():
    g = game([seat("Ann", "gaia", ["mamu", "stormcrow"], combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["zhyzack"], combat_deck=["jab"] * 8)])
    attack(g, "Zhyzack", {"Ann": "Mamu", "Bob": "Zhyzack"})
    pass_until_any(g, {"commit", "tag-along"})
    assert g.pending.kind == "commit"
    assert {g.state.name(i) for i in g.state.combat.attackers} == {"Mamu"}


def test_allison_kachina_brings_thomas_into_her_pack_action_without_a_card():
    """FAQ "Pack Actions": Allison, brought into a pack action, can bring her brother."""
    g = duel(["jab"], ["pack-defense"], stop="",
             bob=["tc-fang", "allison-kachina", "thomas-kachina"], bob_al="gaia",
             target="Young Fang")
    _pack_defense(g, "Young Fang", ["Allison Kachina"])
    pass_until_any(g, {"tag-along"})
    label(g, "Thomas Kachina joins the fight beside Allison Kachina")
    pass_until_any(g, {"commit"})
    assert _defenders(g) == {"Young Fang", "Allison Kachina", "Thomas Kachina"}


def test_allison_kachina_attacked_alone_brings_thomas_without_a_card():
    """FAQ: the Kachina twins "automatically use pack tactics": no pack-action card needed."""
    g = duel(["jab"], [], stop="", bob=["allison-kachina", "thomas-kachina"], bob_al="gaia",
             target="Allison Kachina")
    pass_until_any(g, {"commit", "tag-along"})
    assert g.pending.kind == "tag-along"
    label(g, "Thomas Kachina joins the fight beside Allison Kachina")
    pass_until_any(g, {"commit"})
    assert _defenders(g) == {"Allison Kachina", "Thomas Kachina"}


def test_thomas_kachina_attacked_alone_brings_allison_without_a_card():
    """FAQ: the Kachina twins (both of them) "automatically use pack tactics"."""
    g = duel(["jab"], [], stop="", bob=["thomas-kachina", "allison-kachina"], bob_al="gaia",
             target="Thomas Kachina")
    pass_until_any(g, {"commit", "tag-along"})
    assert g.pending.kind == "tag-along"
    label(g, "Allison Kachina joins the fight beside Thomas Kachina")
    pass_until_any(g, {"commit"})
    assert _defenders(g) == {"Thomas Kachina", "Allison Kachina"}


def test_thomas_kachina_brings_nobody_but_his_sister():
    g = duel(["jab"], [], stop="", bob=["thomas-kachina", "mamu"], bob_al="gaia",
             target="Thomas Kachina")
    pass_until_any(g, {"commit", "tag-along"})
    assert g.pending.kind == "commit"
    assert _defenders(g) == {"Thomas Kachina"}


def test_allison_kachina_brings_nobody_but_her_brother():
    g = duel(["jab"], [], stop="", bob=["allison-kachina", "mamu"], bob_al="gaia",
             target="Allison Kachina")
    pass_until_any(g, {"commit", "tag-along"})
    assert g.pending.kind == "commit"
    assert _defenders(g) == {"Allison Kachina"}


def test_golgol_fangs_of_wyrm_draws_a_combat_card_when_he_joins_a_pack_action():
    """FAQ (Gogol Fangs-First): his ability works whenever he becomes part of a pack action."""
    g = duel(["jab"], ["pack-defense"], stop="", bob=["zhyzack", "golgol-fangs-of-wyrm"])
    hand = len(g.state.player(1).combat_hand)
    _pack_defense(g, "Zhyzack", ["Gogol Fangs-First"])
    assert len(g.state.player(1).combat_hand) == hand - 1 + 2 + 1  # Pack Defense draws 2
    assert "pack-draw" in kinds(g)


# -- statics while in play -------------------------------------------------------------------

SENATOR = [{"card": "honest-senator", "owner": "Ann"}]


def _alpha_labels(g, seat_name):
    from tests.cards.helpers import to_alpha_action

    to_alpha_action(g, {"Ann": "Mamu", "Bob": "Seventh Son"})
    while g.state.player(g.pending.seat).name != seat_name:
        label(g, "Pass")
        pass_until_any(g, {"alpha-action"})
    return [o.label for o in g.pending.options]


def test_honest_senator_keeps_the_7th_generation_from_alpha_actions():
    def table(hunting):
        return game([seat("Ann", "gaia", ["mamu"], combat_deck=["jab"] * 8),
                     seat("Bob", "wyrm", ["tc-seventh"], combat_deck=["jab"] * 8)],
                    hunting=hunting)
    assert _alpha_labels(table(SENATOR), "Bob") == ["Pass"]
    assert any(x.startswith("Attack") for x in _alpha_labels(table([]), "Bob"))


def test_honest_senator_keeps_the_7th_generation_from_equipping():
    """Equipping is an action (v0.2 "Actions and actions"); the Senator allows only
    regenerating, recruiting allies and defending oneself."""
    def labels(hunting):
        g = game([seat("Ann", "gaia", ["mamu"]),
                  seat("Bob", "wyrm", ["tc-seventh"], sept_hand=["38-special"])],
                 phase="resource", hunting=hunting)
        return open_play_labels(g, "Bob")
    assert "Play .38 Special on Seventh Son" not in labels(SENATOR)
    assert "Play .38 Special on Seventh Son" in labels([])


def test_honest_senator_lets_the_7th_generation_defend_itself():
    g = game([seat("Ann", "gaia", ["mamu"], combat_hand=["jab"], combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["tc-seventh"], combat_hand=["jab"],
                   combat_deck=["jab"] * 8)], hunting=SENATOR)
    attack(g, "Seventh Son", {"Ann": "Mamu", "Bob": "Seventh Son"})
    pass_until_any(g, {"commit"})
    commit(g, None)  # Mamu
    assert offered(g, "Jab face down for Seventh Son")


def test_honest_senator_keeps_the_7th_generation_out_of_a_pack_defence():
    """v0.2 FAQ: a creature that may only defend itself plays no combat action when dragged
    into a pack action it was not the target of."""
    g = game([seat("Ann", "gaia", ["mamu"], combat_hand=["jab"], combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["zhyzack", "tc-seventh"],
                   combat_hand=["pack-defense", "jab"], combat_deck=["jab"] * 8)],
             hunting=SENATOR)
    attack(g, "Zhyzack", {"Ann": "Mamu", "Bob": "Zhyzack"})
    _pack_defense(g, "Zhyzack", ["Seventh Son"])
    pass_until_any(g, {"commit"})
    prompts = []
    while g.pending.kind in ("commit", "target"):
        if g.pending.kind == "target":
            g.apply(g.pending.options[0].choice)
            continue
        prompts.append(g.pending.prompt)
        commit(g, None)
    assert not any("Seventh Son" in p for p in prompts)
    assert "stymied" in kinds(g)


def test_priest_removes_the_lowest_gnosis_bane_each_regeneration_phase():
    g = game([seat("Ann", "gaia", ["mamu"]), seat("Bob", "wyrm", ["zhyzack"])],
             phase="regeneration",
             hunting=[{"card": "priest", "owner": "Ann"}, {"card": "furmling", "owner": "Bob"},
                      {"card": "drattosi", "owner": "Bob"}])
    assert zones_of(g, "furmling") == ["1:sept_discard"]  # Gnosis 3: removed, no one scores
    assert creature(g, "drattosi").iid in g.state.hunting  # Gnosis 4 stays
    assert creature(g, "priest").iid in g.state.hunting


def test_priest_cannot_be_chosen_by_a_bane():
    g = game([seat("Ann", "wyrm", [{"card": "zhyzack"},
                                   {"card": "bane-hound", "attached": ["tc-insight"]}],
                   sept_hand=["body-wrack"]), seat("Bob", "gaia", ["mamu"])],
             phase="moot", hunting=[{"card": "priest", "owner": "Bob"},
                                    {"card": "honest-senator", "owner": "Bob"}])
    labels = open_play_labels(g)
    assert "Bane Hound plays Body Wrack on Honest Senator" in labels
    assert not any("on Priest" in x for x in labels)


def test_priest_cannot_be_attacked_by_a_bane():
    """v0.2 chapter 0 (Priest): "Banes cannot act against the Priest in any way": a Bane alpha
    is not offered the attack that Zhyzack is."""
    from tests.cards.helpers import to_alpha_action

    def labels(alpha):
        g = game([seat("Ann", "wyrm", ["zhyzack", "bane-hound"], combat_deck=["jab"] * 8),
                  seat("Bob", "gaia", ["mamu"], combat_deck=["jab"] * 8)],
                 hunting=[{"card": "priest", "owner": "Bob"},
                          {"card": "honest-senator", "owner": "Bob"}])
        to_alpha_action(g, {"Ann": alpha, "Bob": "Mamu"})
        while g.state.player(g.pending.seat).name != "Ann":
            label(g, "Pass")
            pass_until_any(g, {"alpha-action"})
        return [o.label for o in g.pending.options]

    assert "Attack Priest in the Hunting Grounds" not in labels("Bane Hound")
    assert "Attack Honest Senator in the Hunting Grounds" in labels("Bane Hound")
    assert "Attack Priest in the Hunting Grounds" in labels("Zhyzack")


def test_priest_is_defended_by_the_mage_of_the_celestial_chorus():
    g = game([seat("Ann", "wyrm", ["zhyzack"], combat_deck=["jab"] * 8),
              seat("Bob", "gaia", ["mamu"], combat_deck=["jab"] * 8)],
             hunting=[{"card": "priest", "owner": "Bob"},
                      {"card": "mage-of-the-celestial-chorus", "owner": "Bob"}])
    attack(g, "Priest", {"Ann": "Zhyzack", "Bob": "Mamu"})
    pass_until_any(g, {"commit"})
    assert _defenders(g) == {"Priest", "Mage of the Celestial Chorus"}


def test_priest_uses_children_of_gaia_gifts_in_a_combat():
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["lunas-armor"],
                   combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["zhyzack"], combat_deck=["jab"] * 8)],
             hunting=[{"card": "priest", "owner": "Bob"}])
    attack(g, "Zhyzack", {"Ann": "Mamu", "Bob": "Zhyzack"})
    labels = open_play_labels(g, "Ann", "Beginning of combat")
    assert any(x.startswith("Priest plays Luna's Armor") for x in labels)


def _blossom_game(phase="combat"):
    return game([seat("Ann", "wyrm", ["blossom", "zhyzack"], combat_deck=["jab"] * 20,
                      sept_deck=["body-wrack"] * 10),
                 seat("Bob", "gaia", ["mamu", "gesar"], combat_deck=["jab"] * 20,
                      sept_deck=["battle-song"] * 10)], phase=phase)


def _combat_phase_window(g):
    for _ in range(400):
        d = g.pending
        if d.kind == "open-play" and "Beginning of the Combat Phase" in d.prompt and \
                g.state.player(d.seat).name == "Ann":
            return
        if d.kind == "alpha":
            g.apply(d.options[0].choice)
        elif d.kind == "alpha-action":
            label(g, "Pass")
        else:
            pass_until_any(g, {"open-play", "alpha", "alpha-action"}) if d.kind != "open-play" \
                else label(g, "Pass")
    raise AssertionError("no Combat Phase window")


def test_blossom_takes_herself_and_a_character_out_of_play_before_alphas():
    g = _blossom_game()
    _combat_phase_window(g)
    label(g, "Blossom uses its ability on Mamu")
    pass_until_any(g, {"alpha"})
    choices = {g.state.player(g.pending.seat).name: [o.label for o in g.pending.options]}
    g.apply(g.pending.options[0].choice)
    pass_until_any(g, {"alpha"})
    choices[g.state.player(g.pending.seat).name] = [o.label for o in g.pending.options]
    assert not any("Mamu" in x for x in choices["Bob"])  # out of play: cannot be alpha
    assert not any("Blossom" in x for x in choices["Ann"])
    g.apply(g.pending.options[0].choice)
    pass_until_any(g, {"alpha-action"})
    assert not any("Mamu" in o.label for o in g.pending.options)  # nobody can attack her
    assert g.state.player(0).out is False


def test_blossom_affects_the_same_character_at_most_twice():
    from tests.cards.helpers import finish_turn

    g = _blossom_game()
    for _ in range(2):
        _combat_phase_window(g)
        label(g, "Blossom uses its ability on Mamu")
        finish_turn(g)
    _combat_phase_window(g)
    assert not offered(g, "Blossom uses its ability on Mamu")
    assert offered(g, "Blossom uses its ability on Gesar")


def test_blossom_acts_only_before_alphas_are_chosen():
    g = _blossom_game(phase="moot")
    assert not any("Blossom uses" in x for x in open_play_labels(g))


COP = "kinfolk-small-town-cop"


def test_kinfolk_small_town_cop_arrests_a_character_until_the_next_regeneration_phase():
    from rage_tui.rulesets.rage1995.absence import absent
    from tests.cards.helpers import finish_turn, until_phase

    g = game([seat("Ann", "gaia", ["mamu", COP], sept_deck=["battle-song"] * 10,
                   combat_deck=["jab"] * 20),
              seat("Bob", "wyrm", ["zhyzack", "blossom"], sept_deck=["body-wrack"] * 10,
                   combat_deck=["jab"] * 20)], phase="moot")
    assert not any("on Mamu" in x for x in open_play_labels(g) if "Small Town Cop" in x)
    play(g, "Kinfolk Small Town Cop uses its ability on Zhyzack")
    zhyzack = creature(g, "zhyzack")
    assert absent(g.state, zhyzack)
    finish_turn(g)
    assert g.state.phase == "redraw" and absent(g.state, zhyzack)  # not back yet
    until_phase(g, "regeneration")
    assert not absent(g.state, creature(g, "zhyzack"))


def test_kinfolk_small_town_cop_has_rage_1_for_the_combat_once_his_38_is_lost():
    g = game([seat("Ann", "gaia", ["mamu", COP], combat_hand=["jab"],
                   combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["disarm"],
                   combat_deck=["jab"] * 8)])
    attack(g, "Zhyzack", {"Ann": "Kinfolk Small Town Cop", "Bob": "Zhyzack"})
    cop = creature(g, COP)
    assert stat(g, COP, "rage") == 2
    pass_until_any(g, {"commit"})
    round_of(g, None, "Disarm")
    assert not any(g.state.card(a).id == "38-special" for a in cop.attached)
    assert stat(g, COP, "rage") == 1


# -- the bots use these cards ------------------------------------------------------------------

def _bot_answers(g, kind, want=None):
    """The greedy and random bots answer the pending ``kind`` decision with a legal choice
    (the greedy one with a choice of kind ``want`` when given)."""
    from rage_tui.ai.greedy import GreedyAgent
    from rage_tui.ai.random_agent import RandomAgent

    seat_no = g.pending.seat
    view = g.view_for(seat_no)
    assert view.decision is not None and view.decision.kind == kind
    for agent in (GreedyAgent(1), RandomAgent(1)):
        if isinstance(agent, GreedyAgent):
            agent.set_library(g.state.defs)
        choice = agent.choose(view, [])
        assert view.decision.find(choice) is not None
        if want is not None and isinstance(agent, GreedyAgent):
            assert choice.kind == want, choice


def test_bots_answer_cancel_release_and_tag_along_decisions():
    g = game([seat("Ann", "gaia", ["tc-bard"], sept_hand=["battle-song"]),
              seat("Bob", "wyrm", ["scourge-of-men"])], phase="moot")
    play(g, "Bard plays Battle Song")
    _bot_answers(g, "cancel", want="cancel")
    g = duel(["jab"], ["pack-defense"], stop="", bob=["tc-fang", "mari-cabrah", "janus"],
             bob_al="gaia", target="Young Fang")
    _pack_defense(g, "Young Fang", ["Mari Cabrah"])
    pass_until_any(g, {"tag-along"})
    _bot_answers(g, "tag-along", want="take")
    from rage_tui.rulesets.rage1995.state import Mod

    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["iron-will"]),
              seat("Bob", "wyrm", ["zhyzack"], combat_discard=["hamstring", "eyes-gouged"])],
             phase="moot")
    hamstring, gouged = g.state.player(1).combat_discard
    creature(g, "mamu").mods += [Mod("max_rage", 3, "combat", hamstring),
                                 Mod("play_random", 1, "combat", gouged)]
    play(g, "Play Iron Will on Mamu")
    _bot_answers(g, "release")


def test_blossom_puts_a_characters_equipment_out_of_reach_too():
    def table():
        g = game([seat("Ann", "wyrm", ["blossom", {"card": "zhyzack",
                                                   "attached": ["38-special"]}],
                       combat_deck=["jab"] * 20),
                  seat("Bob", "gaia", ["mamu", "gesar"], sept_hand=["sticky-paws"],
                       combat_deck=["jab"] * 20)])
        _combat_phase_window(g)
        return g
    g = table()
    label(g, "Pass")
    assert any("Sticky Paws on .38 Special" in x for x in open_play_labels(g, "Bob"))
    g = table()
    label(g, "Blossom uses its ability on Zhyzack")
    assert not any("Sticky Paws" in x for x in open_play_labels(g, "Bob"))


def test_greedy_bot_arrests_an_enemy_and_cycles_with_syntax():
    """The greedy bot scores Blossom's and the cop's set-aside as harm to an enemy (and a loss
    on its own creature), and Syntax's draw-then-discard as worth using."""
    from rage_tui.ai.effects_value import effect_value
    from rage_tui.ai.greedy import GreedyAgent

    g = game([seat("Ann", "gaia", ["mamu", COP, "syntax"]),
              seat("Bob", "wyrm", ["zhyzack"])], phase="moot")
    view = g.view_for(0)
    defs = g.state.defs
    cop, mamu, zhyzack = (creature(g, c).iid for c in (COP, "mamu", "zhyzack"))
    timing = ("activated",)
    assert effect_value(view, defs, defs[COP], cop, zhyzack, timing) > 0.35
    assert effect_value(view, defs, defs[COP], cop, mamu, timing) < 0
    assert effect_value(view, defs, defs["syntax"], creature(g, "syntax").iid, None,
                        timing) > 0.35
    agent = GreedyAgent(1)
    agent.set_library(defs)
    open_play_labels(g)
    choice = agent.choose(g.view_for(g.pending.seat), [])
    assert choice.kind == "ability"
