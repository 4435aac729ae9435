"""Combat events: pack actions (members join the fight), frenzies, tactics."""

from __future__ import annotations

from tests.cards.helpers import (
    attack,
    commit,
    creature,
    duel,
    game,
    open_play_labels,
    pass_until_any,
    play,
    round_of,
    seat,
    stat,
)


def _names(g, ids):
    return sorted(g.state.name(i) for i in ids)


def _pack_fight(ann_pack, ann_hand, bob=("zhyzack",), bob_al="wyrm", target="Zhyzack"):
    g = game([seat("Ann", "gaia" if bob_al == "wyrm" else "wyrm", list(ann_pack),
                   combat_hand=ann_hand, combat_deck=["jab"] * 20),
              seat("Bob", bob_al, list(bob), combat_hand=["jab"], combat_deck=["jab"] * 12)])
    first = g.state.name(g.state.player(0).pack[0])
    attack(g, target, {"Ann": first, "Bob": g.state.name(g.state.player(1).pack[0])})
    return g


def test_hunting_party_brings_two_packmates_into_the_attack():
    g = _pack_fight(["mamu", "anna-kliminski", "gesar", "mari-cabrah"], ["hunting-party"])
    play(g, "Mamu plays Hunting Party", "Pre-combat")
    assert _names(g, g.state.combat.attackers) == ["Anna Kliminski", "Mamu", "Mari Cabrah"]


def test_surprise_ally_brings_one_packmate_and_draws_one():
    g = _pack_fight(["mamu", "anna-kliminski"], ["surprise-ally"])
    hand = len(g.state.player(0).combat_hand)
    play(g, "Mamu plays Surprise Ally", "Beginning of combat")
    assert _names(g, g.state.combat.attackers) == ["Anna Kliminski", "Mamu"]
    assert len(g.state.player(0).combat_hand) == hand - 1 + 1


def test_surprise_ally_is_a_pack_attack_the_defender_cannot_play():
    """FAQ (Surprise Ally): "Creates a pack action. Creates a pack attack." (Pack Defense makes
    a pack defence; Bum Rush and Reinforcements may make either)."""
    g = game([seat("Ann", "gaia", ["mamu"], combat_hand=["jab"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["zhyzack", "morgan"], combat_hand=["surprise-ally"],
                   combat_deck=["jab"] * 12)])
    attack(g, "Zhyzack", {"Ann": "Mamu", "Bob": "Zhyzack"})
    labels = open_play_labels(g, "Bob", "Beginning of combat")
    assert not any("Surprise Ally" in x for x in labels)
    assert _names(g, g.state.combat.defenders) == ["Zhyzack"]


def test_a_second_surprise_ally_cannot_bring_in_another_packmate():
    """v0.2 "Pack Actions": "You may not bring in members of your pack using two of the same
    card twice. For example, you could not play Surprise Ally, draw in a Flame Spirit, and
    then play another Surprise Ally"."""
    g = _pack_fight(["mamu", "anna-kliminski", "gesar"],
                    ["surprise-ally", "surprise-ally", "jab", "jab"])
    play(g, "Mamu plays Surprise Ally", "Beginning of combat")
    assert _names(g, g.state.combat.attackers) == ["Anna Kliminski", "Mamu"]
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", "Jab", "Jab")
    labels = open_play_labels(g, "Ann", "Between rounds")
    assert not any("Surprise Ally" in x for x in labels)
    assert _names(g, g.state.combat.attackers) == ["Anna Kliminski", "Mamu"]


def test_pack_actions_cross_the_gauntlet_bum_rush_brings_packmates_in_the_umbra_too():
    """v0.2 "Umbral Combat": pack actions cross the Gauntlet; FAQ Bum Rush: all pack members
    come forward (rules decision R84)."""
    g = _pack_fight(["mamu", "anna-kliminski", "gesar", {"card": "mari-cabrah",
                                                         "umbra": True}], ["bum-rush"])
    play(g, "Mamu plays Bum Rush", "Pre-combat")
    assert _names(g, g.state.combat.attackers) == ["Anna Kliminski", "Gesar", "Mamu",
                                                   "Mari Cabrah"]
    assert creature(g, "mari-cabrah").umbra  # she fights from where she is


def test_attacking_the_wyrm_brings_every_packmate_from_either_world_against_an_enemy():
    """Every other member joins, the one in the Umbra too, and nobody is asked to choose
    (rules decision R84)."""
    g = game([seat("Ann", "gaia", ["mamu", "anna-kliminski", {"card": "gesar", "umbra": True}],
                   combat_hand=["attacking-the-wyrm"], combat_deck=["jab"] * 20),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"], combat_deck=["jab"] * 12)],
             hunting=[{"card": "fomori", "owner": "Bob"}])
    attack(g, "Fomori", {"Ann": "Mamu", "Bob": "Zhyzack"})
    d = g.pending
    hits = [o for o in d.options if "Attacking the Wyrm" in o.label]
    while not hits:
        pass_until_any(g, {"open-play"})
        hits = [o for o in g.pending.options if "Attacking the Wyrm" in o.label]
    g.apply(hits[0].choice)
    assert g.pending is None or g.pending.kind != "join"  # no choice offered
    assert _names(g, g.state.combat.attackers) == ["Anna Kliminski", "Gesar", "Mamu"]


def test_attacking_the_wyrm_is_only_for_attacks_on_enemy_cards():
    """The printed card: an Enemy, not any Wyrm creature (a Wyrm alpha) or a Gaia one."""
    g = _pack_fight(["mamu", "anna-kliminski"], ["attacking-the-wyrm"])
    labels = open_play_labels(g, "Ann", "Pre-combat")
    assert labels and not any("Attacking the Wyrm" in x for x in labels)
    g = game([seat("Ann", "gaia", ["mamu", "anna-kliminski"], combat_hand=[
        "attacking-the-wyrm"], combat_deck=["jab"] * 8),
        seat("Bob", "gaia", ["gesar"], combat_deck=["jab"] * 8)])
    attack(g, "Gesar", {"Ann": "Mamu"})
    labels = open_play_labels(g, "Ann", "Pre-combat")
    assert labels and not any("Attacking the Wyrm" in x for x in labels)


def test_lynch_mob_brings_up_to_three_humans():
    g = game([seat("Ann", "wyrm", ["george-birch", "doctor-spencer", "the-cleaner",
                                   "golgol-fangs-of-wyrm"],
                   combat_hand=["lynch-mob"], combat_deck=["jab"] * 8),
              seat("Bob", "gaia", ["gesar"], combat_deck=["jab"] * 8)])
    attack(g, "Gesar", {"Ann": "George"})
    play(g, "George Birch plays Ass Whuppin' Lynch Mob", "Pre-combat")
    assert _names(g, g.state.combat.attackers) == ["Doctor Spencer", "George Birch",
                                                   "The Cleaner"]


def test_lynch_mob_up_to_three_lets_its_player_choose_how_many_humans_join():
    """"Up to three" (rules decision R85): the player may stop after one."""
    g = game([seat("Ann", "wyrm", ["george-birch", "doctor-spencer", "the-cleaner",
                                   "golgol-fangs-of-wyrm"],
                   combat_hand=["lynch-mob"], combat_deck=["jab"] * 8),
              seat("Bob", "gaia", ["gesar"], combat_deck=["jab"] * 8)])
    attack(g, "Gesar", {"Ann": "George"})
    for _ in range(50):
        hits = [o for o in g.pending.options if "Lynch Mob" in o.label]
        if g.pending.kind == "open-play" and hits:
            break
        pass_until_any(g, {"open-play"})
    g.apply(hits[0].choice)
    assert g.pending.kind == "join"
    takes = [o for o in g.pending.options if o.choice.kind == "take"]
    assert sorted(g.state.name(o.choice.args[0]) for o in takes) == ["Doctor Spencer",
                                                                      "The Cleaner"]
    g.apply(next(o for o in takes if "Cleaner" in o.label).choice)
    assert g.pending.kind == "join"
    g.apply(next(o for o in g.pending.options if o.choice.kind == "done").choice)
    assert _names(g, g.state.combat.attackers) == ["George Birch", "The Cleaner"]


def test_lynch_mob_must_be_started_by_a_human():
    g = game([seat("Ann", "wyrm", ["golgol-fangs-of-wyrm", "george-birch"],
                   combat_hand=["lynch-mob"], combat_deck=["jab"] * 8),
              seat("Bob", "gaia", ["gesar"], combat_deck=["jab"] * 8)])
    attack(g, "Gesar", {"Ann": "Gogol"})
    labels = open_play_labels(g, "Ann", "Pre-combat")
    assert labels and not any("Lynch Mob" in x for x in labels)


def test_frenzy_sends_the_user_into_full_frenzy():
    g = _pack_fight(["mamu"], ["frenzy"])
    hand = len(g.state.player(0).combat_hand)
    play(g, "Mamu plays Frenzy", "Beginning of combat")
    mamu = creature(g, "mamu")
    assert mamu.frenzy == "full" and mamu.crinos
    assert len(g.state.player(0).combat_hand) == hand - 1 + 9  # Crinos Rage 9


def test_frenzy_is_not_offered_to_a_creature_that_cannot_frenzy():
    g = _pack_fight(["the-cleaner"], ["frenzy"], bob=("gesar",), bob_al="gaia",
                    target="Gesar")
    labels = open_play_labels(g, "Ann", "Beginning of combat")
    assert labels and not any("Frenzy" in x for x in labels)


def test_battle_fervor_is_a_limited_frenzy_with_two_more_rage():
    g = _pack_fight(["mamu"], ["battle-fervor"])
    play(g, "Mamu plays Battle Fervor", "Beginning of combat")
    assert creature(g, "mamu").frenzy == "limited"
    assert stat(g, "mamu", "rage") == 6 + 2


def test_gang_beating_gives_one_extra_combat_action_each_round():
    g = duel(["gang-beating", "jab", "swipe"], ["jab"], stop="")
    play(g, "Mamu plays Gang Beating", "Beginning of combat")
    pass_until_any(g, {"commit"})
    assert "(card 1)" in g.pending.prompt
    commit(g, "Jab")
    assert "(card 2)" in g.pending.prompt


def test_the_unlimited_fomori_pack_defends_with_pack_fomori():
    """FAQ errata (Fomori): the two fomori enemies of Limited/Unlimited "should be called Pack
    Fomori" and pack defend with Pack Fomori; the Fomori of the example of play is one."""
    g = game([seat("Ann", "gaia", ["mamu"], combat_hand=["jab"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"], combat_deck=["jab"] * 12)],
             hunting=[{"card": "fomori", "owner": "Bob"}, {"card": "pack-fomori", "owner": "Bob"},
                      {"card": "skull-pig", "owner": "Bob"}])
    attack(g, "Attack Fomori", {"Ann": "Mamu", "Bob": "Zhyzack"})
    pass_until_any(g, {"commit"})
    assert _names(g, g.state.combat.defenders) == ["Fomori", "Pack Fomori"]
