"""Cards of the Unlimited rulebook's example of play, each played through the engine.

Pack Defense, Battle Song, Flak Jacket, Eyes Gouged, Gathering for the Departed, Winter Wolf,
Silver Record, Sticky Paws, Luna's Armor, Full Moon, Unicorn, Fang Dagger, Stinging Wound and
Overextended Attack.
"""

from __future__ import annotations

from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import (
    attack,
    commit,
    creature,
    damage,
    events,
    finish_turn,
    game,
    label,
    open_play_labels,
    pass_until_any,
    play,
    round_of,
    seat,
    stat,
    until_phase,
    zones_of,
)

GAIA_FOES = ["body-blow", "swipe", "jab", "jab", "jab"]


def _duel(ann_hand, bob_hand, ann=("mamu",), bob=("zhyzack",), bob_al="wyrm", target="Zhyzack"):
    g = game([seat("Ann", "gaia", list(ann), combat_hand=ann_hand, combat_deck=["jab"] * 8),
              seat("Bob", bob_al, list(bob), combat_hand=bob_hand, combat_deck=["jab"] * 8)])
    attack(g, target)
    pass_until_any(g, {"commit"})
    return g


# -- pack-defense ----------------------------------------------------------------------------

def test_pack_defense_brings_two_packmates_into_the_defence_and_draws_two():
    g = game([seat("Ann", "gaia", ["anna-kliminski"], combat_hand=["body-blow"],
                   combat_deck=["jab"] * 5),
              seat("Bob", "gaia", ["gesar", "thomas-kachina", "questor-treetalker"],
                   combat_hand=["pack-defense", "dodge"], combat_deck=["swipe"] * 6)])
    attack(g, "Gesar", {"Bob": "Gesar"})
    hand = len(g.state.player(1).combat_hand)
    play(g, "Gesar plays Pack Defense", "Pre-combat")
    cs = g.state.combat
    assert {g.state.name(i) for i in cs.defenders} == {"Gesar", "Thomas Kachina",
                                                        "Questor Treetalker"}
    assert len(g.state.player(1).combat_hand) == hand - 1 + 2
    assert "1:combat_discard" in zones_of(g, "pack-defense")


def test_pack_defense_is_not_offered_to_the_attacking_side():
    g = game([seat("Ann", "gaia", ["anna-kliminski", "mari-cabrah"],
                   combat_hand=["pack-defense"], combat_deck=["jab"] * 5),
              seat("Bob", "gaia", ["gesar"], combat_hand=["dodge"], combat_deck=["jab"] * 5)])
    attack(g, "Gesar", {"Ann": "Anna"})
    labels = open_play_labels(g, "Ann", "Pre-combat")
    assert labels and not any("Pack Defense" in x for x in labels)


# -- battle-song, sticky-paws, lunas-armor, full-moon ----------------------------------------

def test_battle_song_plays_as_if_rage_were_two_higher_until_the_end_of_the_turn():
    g = game([seat("Ann", "gaia", ["questor-treetalker"], sept_hand=["battle-song"]),
              seat("Bob", "wyrm", ["zhyzack"])])
    play(g, "Questor Treetalker plays Battle Song")
    assert stat(g, "questor-treetalker", "card_rage") == 3
    assert stat(g, "questor-treetalker", "rage") == 1  # not a real Rage increase
    finish_turn(g)
    assert stat(g, "questor-treetalker", "card_rage") == 1


def test_sticky_paws_steals_equipment_from_another_pack():
    g = game([seat("Ann", "gaia", [{"card": "anna-kliminski", "attached": ["flak-jacket"]}]),
              seat("Bob", "gaia", ["gesar"], sept_hand=["sticky-paws"])])
    play(g, "Gesar plays Sticky Paws on Flak Jacket")
    assert zones_of(g, "flak-jacket") == [f"attached@{creature(g, 'gesar').iid}"]


def test_sticky_paws_loot_the_thief_does_not_meet_the_requirements_of_is_discarded():
    """v0.2 "Equipment": "If a creature acquires equipment that it does not meet the
    requirements for, the equipment is discarded" (War Paint needs a Wendigo or Uktena)."""
    g = game([seat("Ann", "gaia", [{"card": "anna-kliminski",
                                    "attached": ["war-paint-of-wahya-ohni"]}]),
              seat("Bob", "gaia", ["gesar"], sept_hand=["sticky-paws"])])
    play(g, "Gesar plays Sticky Paws on War Paint of Wahya Ohni")
    assert zones_of(g, "war-paint-of-wahya-ohni") == ["0:sept_discard"]


def test_lunas_armor_gives_plus_two_health_while_attached_and_full_moon_lets_anna_play_it():
    g = game([seat("Ann", "gaia", ["anna-kliminski"], sept_hand=["full-moon", "lunas-armor"]),
              seat("Bob", "gaia", ["gesar"])], phase="redraw")
    assert stat(g, "anna-kliminski", "gnosis") == 3
    play(g, "Play Full Moon")
    assert stat(g, "anna-kliminski", "gnosis") == 4  # Ahroun +1 Gnosis under the Full Moon
    assert stat(g, "gesar", "gnosis") == 8
    play(g, "Anna Kliminski plays Luna's Armor on Anna Kliminski")
    assert stat(g, "anna-kliminski", "health") == 5 + 2
    anna = creature(g, "anna-kliminski")
    assert [g.state.name(a) for a in anna.attached] == ["Luna's Armor"]


def test_full_moon_gives_no_rage_to_creatures_in_crinos_and_ends_with_the_turn():
    """The printed Full Moon gives Ahroun Gnosis and changes of form, no Rage."""
    g = game([seat("Ann", "gaia", [{"card": "gesar", "crinos": True}, "mari-cabrah"],
                   sept_hand=["full-moon"]),
              seat("Bob", "gaia", ["mamu"])], phase="redraw")
    play(g, "Play Full Moon")
    assert stat(g, "gesar", "rage") == 5 and stat(g, "mari-cabrah", "rage") == 3
    assert zones_of(g, "full-moon") == ["global"]
    pass_until_any(g, {"alpha"})
    assert "0:sept_discard" not in zones_of(g, "full-moon")


def test_full_moon_lets_garou_change_form_at_will_but_not_other_shapechangers():
    """v0.2 FAQ "Lunar Phases": Full Moon lets any Garou change form freely (Black Spiral
    Dancers are Garou) and does not reach Wyrm creatures that are not Garou (rules decision
    R19)."""
    g = game([seat("Ann", "gaia", ["gesar"], sept_hand=["full-moon"]),
              seat("Bob", "wyrm", ["crookpaw", "latonia-the-temptress"])], phase="redraw")
    play(g, "Play Full Moon")
    labels = open_play_labels(g, "Bob")
    assert any(x.startswith("Crookpaw changes to") for x in labels), labels
    assert not any(x.startswith("Latonia the Temptress changes to") for x in labels), labels


# -- flak-jacket, fang-dagger -----------------------------------------------------------------

def test_flak_jacket_lets_the_wearers_player_stop_a_hit_and_is_discarded():
    g = _duel(["body-blow"], ["dodge"], bob=({"card": "zhyzack", "attached": ["flak-jacket"]},))
    commit(g, "Body Blow")
    commit(g, None)
    assert g.pending.kind == "prevent" and g.state.player(g.pending.seat).name == "Bob"
    label(g, "Use Flak Jacket")
    assert damage(g, "zhyzack") == 0
    assert zones_of(g, "flak-jacket") == ["1:sept_discard"]
    assert events(g, "prevented")


def test_flak_jacket_can_be_kept_and_the_hit_lands():
    g = _duel(["body-blow"], ["dodge"], bob=({"card": "zhyzack", "attached": ["flak-jacket"]},))
    round_of(g, "Body Blow", None)
    label(g, "Let Body Blow hit")
    assert damage(g, "zhyzack") == 3
    assert zones_of(g, "flak-jacket") == [f"attached@{creature(g, 'zhyzack').iid}"]


def test_fang_dagger_lets_the_bearer_play_two_combat_actions_a_round():
    g = _duel(["jab", "swipe"], ["dodge"], ann=({"card": "mari-cabrah",
                                                 "attached": ["fang-dagger"]},))
    assert "(card 1)" in g.pending.prompt
    commit(g, "Jab")
    assert "(card 2)" in g.pending.prompt
    commit(g, "Swipe")
    commit(g, None)
    assert damage(g, "zhyzack") == 3


# -- eyes-gouged, stinging-wound, overextended-attack ------------------------------------------

def test_eyes_gouged_makes_the_wounded_creature_play_at_random_next_round():
    g = _duel(["eyes-gouged", "jab"], ["jab", "swipe"])
    round_of(g, "Eyes Gouged", None)
    assert damage(g, "zhyzack") == 2
    pass_until_any(g, {"commit"})
    commit(g, "Jab")  # Ann; Zhyzack's card is then picked at random without a prompt
    assert events(g, "random-play")


def test_stinging_wound_takes_one_gnosis_until_the_end_of_the_turn():
    g = _duel(["stinging-wound"], ["jab"])
    round_of(g, "Stinging Wound", None)
    assert damage(g, "zhyzack") == 2
    assert stat(g, "zhyzack", "gnosis") == 4 - 1


def test_overextended_attack_hurts_its_user_when_dodged_and_scores_nobody():
    g = _duel(["overextended-attack"], ["dodge"])
    round_of(g, "Overextended Attack", "Dodge")
    mamu = creature(g, "mamu")
    assert damage(g, "mamu") == 2 and damage(g, "zhyzack") == 0
    assert zones_of(g, "overextended-attack") == [f"damage@{mamu.iid}"]


def test_overextended_attack_that_lands_deals_four():
    g = _duel(["overextended-attack"], ["jab"])
    round_of(g, "Overextended Attack", None)
    assert damage(g, "zhyzack") == 4 and damage(g, "mamu") == 0


# -- gathering-for-the-departed ----------------------------------------------------------------

def test_gathering_for_the_departed_scores_after_a_packmate_dies():
    g = game([seat("Ann", "gaia", ["mamu"], combat_hand=["body-blow"], combat_deck=["jab"] * 6),
              seat("Bob", "gaia", [{"card": "thomas-kachina", "crinos": True,
                                    "damage": [{"card": "jab", "value": 3}]},
                                   "questor-treetalker"],
                   sept_hand=["gathering-for-the-departed"], combat_deck=["jab"] * 6)])
    attack(g, "Thomas", {"Bob": "Thomas"})
    labels = open_play_labels(g, "Bob", "Beginning of combat")
    assert labels and not any("Gathering" in x for x in labels)
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", None)
    play(g, "Questor Treetalker plays Gathering for the Departed", "After combat")
    assert zones_of(g, "gathering-for-the-departed") == ["1:victory"]
    assert total_vp(g.state, 1) == 1


def test_gathering_for_the_departed_is_not_offered_when_nobody_died():
    g = game([seat("Ann", "gaia", ["questor-treetalker"],
                   sept_hand=["gathering-for-the-departed"]),
              seat("Bob", "gaia", ["mamu"])])
    labels = open_play_labels(g)
    assert labels and not any("Gathering" in x for x in labels)


# -- winter-wolf, silver-record ----------------------------------------------------------------

def _moot(ann_hand, bob_hand):
    return game([seat("Ann", "gaia", ["king-albrecht", "questor"], sept_hand=ann_hand),
                 seat("Bob", "gaia", ["mamu", "gesar"], sept_hand=bob_hand)], phase="moot")


def _vote(g, ann: str, bob: str) -> None:
    while g.pending is not None and g.pending.kind == "vote":
        label(g, ann if g.state.player(g.pending.seat).name == "Ann" else bob)


def test_winter_wolf_retires_a_garou_of_renown_six_or_more_to_its_owners_victory_pile():
    g = _moot(["winter-wolf"], [])
    assert g.pending.kind == "call-junta"
    labels = [o.label for o in g.pending.options]
    assert "King Albrecht calls Winter Wolf on Mamu" in labels
    assert not any("on Gesar" in x for x in labels)  # Renown 5
    label(g, "King Albrecht calls Winter Wolf on Mamu")
    pass_until_any(g, {"vote"})
    _vote(g, "Yes", "No")
    assert "mamu" not in [g.state.cards[i].cid for i in g.state.creatures]
    assert zones_of(g, "mamu") == ["1:victory"]
    assert total_vp(g.state, 1) == 10


def test_silver_record_goes_to_the_callers_victory_pile_when_it_passes():
    g = _moot(["silver-record"], [])
    label(g, "Questor calls Silver Record")
    pass_until_any(g, {"vote"})
    _vote(g, "Yes", "No")
    assert zones_of(g, "silver-record") == ["0:victory"]
    assert total_vp(g.state, 0) == 2


def test_silver_record_is_discarded_when_it_fails():
    g = _moot(["silver-record"], [])
    label(g, "Questor calls Silver Record")
    pass_until_any(g, {"vote"})
    _vote(g, "No", "No")
    assert zones_of(g, "silver-record") == ["0:sept_discard"]


# -- unicorn ----------------------------------------------------------------------------------

def test_unicorn_lets_each_pack_member_regenerate_one_extra_damage_card():
    g = game([seat("Ann", "gaia", [{"card": "mamu", "damage": [
        {"card": "jab", "value": 1}, {"card": "swipe", "value": 2},
        {"card": "body-blow", "value": 3}]}], resources=["unicorn"]),
        seat("Bob", "gaia", [{"card": "gesar", "damage": [
            {"card": "jab", "value": 1}, {"card": "swipe", "value": 2}]}])],
        phase="regeneration")
    until_phase(g, "resource")
    assert damage(g, "mamu") == 3  # Jab (normal) and Swipe (Unicorn) regenerated
    assert damage(g, "gesar") == 2  # only the normal regeneration
