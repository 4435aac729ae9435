"""Actions, events, totems, rites and quests played in open play."""

from __future__ import annotations

import dataclasses

from tests.cards.helpers import (
    attack,
    creature,
    damage,
    events,
    game,
    label,
    open_play_labels,
    pass_until_any,
    play,
    round_of,
    seat,
    stat,
    zones_of,
)


def _fight(ann, bob, ann_sept=(), bob_sept=(), ann_hand=("jab", "jab"), bob_hand=("jab",),
           bob_al="wyrm", target=None):
    g = game([seat("Ann", "gaia", ann, sept_hand=list(ann_sept), combat_hand=list(ann_hand),
                   combat_deck=["jab"] * 12),
              seat("Bob", bob_al, bob, sept_hand=list(bob_sept), combat_hand=list(bob_hand),
                   combat_deck=["jab"] * 12)])
    first = lambda s: g.state.name(g.state.player(s).pack[0])  # noqa: E731
    attack(g, target or first(1), {"Ann": first(0), "Bob": first(1)})
    return g


# -- actions ------------------------------------------------------------------------------

def test_friends_in_high_places_ends_the_combat():
    g = _fight(["mamu"], ["zhyzack"], ann_sept=["friends-in-high-places"])
    play(g, "Mamu plays Friends in High Places", "Beginning of combat")
    assert g.state.combat.ended


def test_friends_in_high_places_only_once_a_turn_per_pack():
    """v0.2 chapter 0: a pack may not play more than one Friends in High Places per turn."""
    g = _fight(["mamu"], ["zhyzack"], ann_sept=["friends-in-high-places",
                                                 "friends-in-high-places"])
    play(g, "Mamu plays Friends in High Places", "Beginning of combat")
    from rage_tui.rulesets.rage1995.effects import open_play_options

    assert any("Friends" in g.state.name(i) for i in g.state.player(0).sept_hand)
    g.state.combat.ended = ""  # as if a second combat were going on this turn
    assert not any("Friends in High Places" in o.label
                   for o in open_play_options(g.state, 0, "Beginning of combat"))


def test_friends_in_high_places_cannot_end_a_combat_with_a_frenzied_creature():
    g = _fight(["mamu"], ["zhyzack"], ann_sept=["friends-in-high-places"],
               ann_hand=["frenzy", "jab"])
    play(g, "Mamu plays Frenzy", "Beginning of combat")
    labels = open_play_labels(g, "Ann", "Beginning of combat")
    assert not any("Friends in High Places" in x for x in labels)


def test_throat_bare_lets_a_character_escape_between_rounds():
    g = _fight(["mamu"], ["zhyzack"], bob_sept=["throat-bare"])
    labels = open_play_labels(g, "Bob", "Beginning of combat")
    assert not any("Throat Bare" in x for x in labels)
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", None)
    play(g, "Zhyzack plays Throat Bare", "Between rounds")
    assert g.state.combat.defenders == []


def test_legal_chicanery_discards_a_homid_victim():
    g = game([seat("Ann", "wyrm", ["george-birch"], sept_hand=["legal-chicanery"]),
              seat("Bob", "gaia", ["mamu"])],
             hunting=[{"card": "family-of-five", "owner": "Bob"},
                      {"card": "wild-animals", "owner": "Bob"}])
    labels = open_play_labels(g)
    assert not any("on Wild Animals" in x for x in labels)
    play(g, "George Birch plays Legal Chicanery on Family of Five")
    assert zones_of(g, "family-of-five") == ["1:sept_discard"]


def test_legal_chicanery_also_discards_a_homid_ally_of_a_gaia_pack():
    """FAQ errata: it affects homid-form victims and homid-form Gaia allies."""
    g = game([seat("Ann", "wyrm", ["george-birch", "the-cleaner"],
                   sept_hand=["legal-chicanery"]),
              seat("Bob", "gaia", ["mamu", "kinfolk-small-town-cop"])])
    labels = open_play_labels(g)
    assert not any("on The Cleaner" in x or "on Mamu" in x for x in labels)
    play(g, "George Birch plays Legal Chicanery on Kinfolk Small Town Cop")
    assert zones_of(g, "kinfolk-small-town-cop") == ["1:sept_discard"]


def test_step_sideways_moves_a_character_that_can_step_sideways():
    g = game([seat("Ann", "gaia", ["gesar"], sept_hand=["step-sideways"]),
              seat("Bob", "wyrm", ["george-birch"], sept_hand=["step-sideways"])])
    labels = open_play_labels(g, "Bob")
    assert not any("Step Sideways" in x for x in labels)  # a human cannot
    play(g, "Gesar plays Step Sideways")
    assert creature(g, "gesar").umbra and not creature(g, "gesar").physical


def test_shapeshift_turns_a_two_sided_character_over():
    g = game([seat("Ann", "gaia", ["gesar"], sept_hand=["shapeshift", "shapeshift"]),
              seat("Bob", "wyrm", ["zhyzack"], sept_hand=["shapeshift"])])
    labels = open_play_labels(g, "Bob")
    assert not any("Shapeshift" in x for x in labels)  # one-form
    play(g, "Gesar plays Shapeshift")
    assert creature(g, "gesar").crinos and stat(g, "gesar", "rage") == 5
    play(g, "Gesar plays Shapeshift")
    assert not creature(g, "gesar").crinos


def test_iron_will_frees_a_packmate_from_a_rage_limit():
    g = _fight(["mamu"], ["zhyzack"], ann_hand=["hamstring", "jab"],
               bob_hand=["dry-gulch", "jab", "jab"], bob_sept=["iron-will"])
    pass_until_any(g, {"commit"})
    round_of(g, "Hamstringed", None)
    assert any(m.stat == "max_rage" for m in creature(g, "zhyzack").mods)
    play(g, "Play Iron Will on Zhyzack", "Between rounds")
    assert not any(m.stat == "max_rage" for m in creature(g, "zhyzack").mods)
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", "Dry Gulch")
    assert not events(g, "illegal")
    assert damage(g, "mamu") == 4


# -- events -------------------------------------------------------------------------------

def test_visit_from_white_father_lets_the_pack_with_fewest_vp_draw_two():
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["visit-from-white-father"],
                   sept_deck=["shapeshift"] * 3),
              seat("Bob", "gaia", ["gesar"], victory=["silver-record"],
                   sept_deck=["shapeshift"] * 3)])
    play(g, "Play Visit from White Father")
    assert len(g.state.player(0).sept_hand) == 2
    assert len(g.state.player(1).sept_hand) == 0


def test_spiritual_revelation_gives_characters_in_the_umbra_two_gnosis():
    g = game([seat("Ann", "gaia", [{"card": "gesar", "umbra": True}, "mari-cabrah"],
                   sept_hand=["spiritual-revelation"]),
              seat("Bob", "wyrm", ["zhyzack"])], hunting=[{"card": "furmling", "owner": "Bob"}])
    play(g, "Play Spiritual Revelation")
    assert stat(g, "gesar", "gnosis") == 8 + 2
    assert stat(g, "mari-cabrah", "gnosis") == 6
    assert stat(g, "furmling", "gnosis") == 3  # a spirit in the Umbra, but not a character


def test_gates_of_malfeas_gives_wyrm_creatures_in_the_umbra_one_rage():
    g = game([seat("Ann", "wyrm", [{"card": "zhyzack", "umbra": True}, "golgol-fangs-of-wyrm"],
                   sept_hand=["gates-of-malfeas"]),
              seat("Bob", "gaia", [{"card": "gesar", "umbra": True}])])
    play(g, "Play Gates of Malfeas")
    assert stat(g, "zhyzack", "rage") == 7 + 1
    assert stat(g, "golgol-fangs-of-wyrm", "rage") == 5
    assert stat(g, "gesar", "rage") == 2


def test_chimera_makes_the_sept_hand_one_larger_while_in_play():
    from rage_tui.rulesets.rage1995.zones import hand_size

    g = game([seat("Ann", "gaia", ["gesar"], sept_hand=["chimera"]),
              seat("Bob", "wyrm", ["zhyzack"])])
    assert hand_size(g.state, 0, "sept") == 5
    play(g, "Gesar plays Chimera")
    assert zones_of(g, "chimera") == ["0:resources"]
    assert hand_size(g.state, 0, "sept") == 6
    assert g.state.player(0).sept_hand_size == 5  # not for good: only while it is in play
    g.state.player(0).resources.clear()
    assert hand_size(g.state, 0, "sept") == 5


def test_wendigo_totem_makes_the_combat_hand_one_larger_while_in_play():
    from rage_tui.rulesets.rage1995.zones import hand_size

    g = game([seat("Ann", "gaia", ["thomas-kachina"], sept_hand=["wendigo-totem"]),
              seat("Bob", "wyrm", ["zhyzack"])])
    play(g, "Thomas Kachina plays Wendigo")
    assert hand_size(g.state, 0, "combat") == 6
    assert g.state.player(0).combat_hand_size == 5


def test_old_storm_chaser_makes_the_sept_hand_one_larger_and_the_redraw_uses_it():
    g = game([seat("Ann", "gaia", ["old-storm-chaser", "gesar"],
                   sept_deck=["shapeshift"] * 10),
              seat("Bob", "wyrm", ["zhyzack"], sept_deck=["shapeshift"] * 10)],
             phase="redraw", turn=2)
    from tests.cards.helpers import pass_until_any

    pass_until_any(g, {"resources"})
    assert len(g.state.player(0).sept_hand) == 6
    assert len(g.state.player(1).sept_hand) == 5


# -- rites --------------------------------------------------------------------------------

def test_rite_of_accomplishment_gives_a_packmate_one_renown():
    g = game([seat("Ann", "gaia", ["mamu", "gesar"], sept_hand=["rite-of-accomplishment"]),
              seat("Bob", "wyrm", ["zhyzack"])])
    play(g, "Mamu plays Rite of Accomplishment on Gesar")
    assert stat(g, "gesar", "renown") == 5 + 1
    assert zones_of(g, "rite-of-accomplishment") == [f"attached@{creature(g, 'gesar').iid}"]


def test_rite_of_scarification_gives_the_performer_two_health():
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["rite-of-scarification"]),
              seat("Bob", "wyrm", ["zhyzack"])])
    play(g, "Mamu plays Rite of Scarification")
    assert stat(g, "mamu", "health") == 6 + 2


def test_rite_of_binding_brings_a_spirit_prey_into_the_pack():
    g = game([seat("Ann", "gaia", ["mari-cabrah"], sept_hand=["rite-of-binding"]),
              seat("Bob", "wyrm", ["zhyzack"])],
             hunting=[{"card": "furmling", "owner": "Bob"},
                      {"card": "incarna-avatar", "owner": "Bob"}])
    labels = open_play_labels(g)
    assert not any("on Incarna Avatar" in x for x in labels)
    play(g, "Mari Cabrah plays Rite of Binding on Furmling")
    furmling = creature(g, "furmling")
    assert furmling.controller == 0 and furmling.iid in g.state.player(0).pack
    assert furmling.iid not in g.state.hunting


def test_rites_are_not_performed_during_a_combat():
    g = _fight(["mamu"], ["zhyzack"], ann_sept=["rite-of-scarification"])
    labels = open_play_labels(g, "Ann", "Beginning of combat")
    assert not any("Rite of Scarification" in x for x in labels)


# -- quests -------------------------------------------------------------------------------

def test_jackals_quest_scores_once_for_gear_taken_from_another_pack():
    """FAQ errata Jackal's Quest: played when you acquire another pack's equipment, only if
    the creature was in another pack at the time (R79): one quest per piece taken."""
    g = game([seat("Ann", "gaia", [{"card": "anna-kliminski", "attached": ["flak-jacket"]}]),
              seat("Bob", "gaia", ["gesar", {"card": "mari-cabrah", "attached": ["medicine-bag"]}],
                   sept_hand=["sticky-paws", "jackals-quest", "jackals-quest"])])
    labels = open_play_labels(g, "Bob")
    assert not any("Jackal's Quest" in x for x in labels)
    play(g, "Gesar plays Sticky Paws on Flak Jacket")
    labels = open_play_labels(g, "Bob")
    assert "Gesar plays Jackal's Quest" in labels
    assert not any("Mari Cabrah plays Jackal's Quest" in x for x in labels)
    play(g, "Gesar plays Jackal's Quest")
    assert zones_of(g, "jackals-quest").count("1:victory") == 1
    labels = open_play_labels(g, "Bob")
    assert not any("Jackal's Quest" in x for x in labels)  # the second copy has no new gear


def test_jackals_quest_is_not_played_for_gear_carried_since_an_earlier_phase():
    """Carrying another player's equipment is not enough: the quest follows the taking."""
    g = game([seat("Ann", "gaia", ["anna-kliminski"]),
              seat("Bob", "gaia", [{"card": "gesar", "attached": ["flak-jacket"]}],
                   sept_hand=["jackals-quest"])])
    flak = next(a for a in creature(g, "gesar").attached)
    # Ann's card, carried by Gesar since before this phase
    g.state.cards[flak] = dataclasses.replace(g.state.cards[flak], owner=0)
    assert not any("Jackal's Quest" in x for x in open_play_labels(g, "Bob"))


def test_firebrand_scores_for_a_character_that_voted_with_the_winners_twice():
    g = game([seat("Ann", "gaia", ["king-albrecht", "questor"],
                   sept_hand=["silver-record", "songs-of-glory", "firebrand"]),
              seat("Bob", "gaia", ["gesar"])], phase="moot")
    label(g, "King Albrecht calls Songs of Glory on Questor")
    label(g, "Questor calls Silver Record")
    pass_until_any(g, {"vote"})
    while g.pending.kind == "vote":
        label(g, "Yes" if g.state.player(g.pending.seat).name == "Ann" else "No")
    labels = open_play_labels(g, "Ann", "Moot Phase")
    assert "King Albrecht plays Firebrand" in labels
    play(g, "King Albrecht plays Firebrand")
    assert zones_of(g, "firebrand") == ["0:victory"]
