"""Gifts, played in open play by a creature meeting their keyword and Gnosis requirements."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.zones import total_vp
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
    stat,
    zones_of,
)

KLAITAL = "tc-insight"  # a test past life: +3 Gnosis, to reach the big gifts' Gnosis


def _fight(ann, bob, ann_sept=(), bob_sept=(), ann_al="gaia", target=None, **kw):
    bob_al = "wyrm" if ann_al == "gaia" else "gaia"
    g = game([seat("Ann", ann_al, ann, sept_hand=list(ann_sept), combat_hand=["jab", "jab"],
                   combat_deck=["jab"] * 10),
              seat("Bob", bob_al, bob, sept_hand=list(bob_sept),
                   combat_hand=kw.pop("bob_hand", ["jab", "jab"]), combat_deck=["jab"] * 10)],
             **kw)
    first = lambda s: g.state.name(g.state.player(s).pack[0])  # noqa: E731
    attack(g, target or first(1), {"Ann": first(0), "Bob": first(1)})
    return g


def _between_rounds(g, ann_card="Jab", bob_card=None, *more):
    pass_until_any(g, {"commit"})
    round_of(g, ann_card, bob_card, *more)
    pass_until_any(g, {"open-play"})
    while "Between rounds" not in g.pending.prompt:
        pass_until_any(g, {"commit"})
        round_of(g, ann_card, bob_card, *more)
        pass_until_any(g, {"open-play"})


def test_razor_claws_adds_one_damage_to_the_blow_of_the_coming_round_only():
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["razor-claws"]),
              seat("Bob", "wyrm", ["zhyzack"])])
    labels = open_play_labels(g)
    assert labels and not any("Razor Claws" in x for x in labels)  # only in combat
    g = _fight(["mamu"], ["zhyzack"], ann_sept=["razor-claws"])
    play(g, "Mamu plays Razor Claws", "Beginning of combat")
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", None)
    assert damage(g, "zhyzack") == 1 + 1
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", None)
    assert damage(g, "zhyzack") == 1 + 1 + 1  # the second Jab gets no extra point


def _fray(gift: list[str]):
    wounded = {"card": "zhyzack", "damage": [{"card": "swipe", "value": 7}]}
    return duel(["body-blow"], ["body-blow"], bob=[wounded], ann_sept=gift, stop="")


def test_spirit_of_the_fray_makes_the_users_blows_fast():
    """Mamu's Body Blow, made fast, kills the wounded Zhyzack before his own Body Blow
    lands; without the gift both land together."""
    g = _fray(["spirit-of-the-fray"])
    play(g, "Mamu plays Spirit of the Fray", "Beginning of combat")
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", "Body Blow")
    assert damage(g, "mamu") == 0
    assert zones_of(g, "zhyzack") == ["0:victory"]
    plain = _fray([])
    pass_until_any(plain, {"commit"})
    round_of(plain, "Body Blow", "Body Blow")
    assert damage(plain, "mamu") == 3


def test_spirit_of_the_fray_is_not_offered_between_rounds():
    g = _fight(["mamu"], ["zhyzack"], ann_sept=["spirit-of-the-fray"])
    _between_rounds(g)
    labels = open_play_labels(g, "Ann", "Between rounds")
    assert not any("Spirit of the Fray" in x for x in labels)


def test_mothers_touch_heals_three_damage_aggravated_included():
    g = game([seat("Ann", "gaia", ["mari-cabrah", {"card": "anna-kliminski", "damage": [
        {"card": "jab", "value": 2}, {"card": "swipe", "value": 2, "aggravated": True}]}],
        sept_hand=["mothers-touch"]), seat("Bob", "wyrm", ["zhyzack"])])
    play(g, "Mari Cabrah plays Mother's Touch on Anna Kliminski")
    assert damage(g, "anna-kliminski") == 1


def test_falcons_grasp_keeps_the_users_equipment_from_other_players():
    g = game([seat("Ann", "gaia", [{"card": "king-albrecht", "attached": ["flak-jacket"]}],
                   sept_hand=["falcons-grasp"]),
              seat("Bob", "gaia", ["gesar"], sept_hand=["sticky-paws"])])
    assert "Gesar plays Sticky Paws on Flak Jacket" in open_play_labels(g, "Bob")
    play(g, "King Albrecht plays Falcon's Grasp")
    labels = open_play_labels(g, "Bob")
    assert not any("Sticky Paws" in x for x in labels)


def test_exorcism_discards_a_spirit_in_the_hunting_grounds_for_no_vp():
    g = game([seat("Ann", "gaia", ["mari-cabrah"], sept_hand=["exorcism"]),
              seat("Bob", "wyrm", ["zhyzack"])],
             hunting=[{"card": "furmling", "owner": "Bob"},
                      {"card": "incarna-avatar", "owner": "Bob"}])
    labels = open_play_labels(g)
    assert "Mari Cabrah plays Exorcism on Furmling" in labels
    assert not any("on Incarna Avatar" in x for x in labels)  # cannot be bound
    play(g, "Mari Cabrah plays Exorcism on Furmling")
    assert zones_of(g, "furmling") == ["1:sept_discard"]
    assert total_vp(g.state, 0) == 0


def test_gaias_vengeance_deals_eight_to_an_enemy_card_between_rounds():
    """v0.2 chapter 0: Gaia's Vengeance hits an Enemy the user faces, not any Wyrm creature."""
    g = _fight([{"card": "morihei-high-mountain", "attached": [KLAITAL]}], ["zhyzack"],
               ann_sept=["gaias-vengeance"], target="Pentex First Team 43",
               hunting=[{"card": "pentex-first-team-43", "owner": "Bob"}])
    _between_rounds(g, "Jab", None, None)  # the First Team plays two cards a round
    play(g, "Morihei High-Mountain plays Gaia's Vengeance on Pentex First Team 43",
         "Between rounds")
    assert zones_of(g, "pentex-first-team-43") == ["0:victory"]


def test_gaias_vengeance_is_not_offered_against_a_wyrm_character():
    g = _fight([{"card": "morihei-high-mountain", "attached": [KLAITAL]}], ["zhyzack"],
               ann_sept=["gaias-vengeance"])
    _between_rounds(g, "Jab", None)
    assert not any("Gaia's Vengeance" in o.label for o in g.pending.options)


def test_toxic_claws_adds_one_damage_to_the_blow_of_the_coming_round_only():
    """FAQ Toxic Claws: it 'adds damage to a combat action and is regenerated when that action
    is regenerated': one action, not every blow of the combat."""
    g = _fight(["golgol-fangs-of-wyrm"], ["mamu"], ann_sept=["toxic-claws"], ann_al="wyrm")
    play(g, "Gogol Fangs-First plays Toxic Claws", "Beginning of combat")
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", None)
    assert damage(g, "mamu") == 1 + 1
    assert stat(g, "mamu", "rage") == 6
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", None)
    assert damage(g, "mamu") == 1 + 1 + 1  # the second Jab gets no extra point
    mamu = creature(g, "mamu")
    assert sorted(mamu.dmg_value[d] for d in mamu.damage) == [1, 2]  # the 2 is one card


def test_song_of_rage_sends_an_opponent_into_full_frenzy():
    g = _fight(["golgol-fangs-of-wyrm"], ["mamu"], ann_sept=["song-of-rage"], ann_al="wyrm")
    play(g, "Gogol Fangs-First plays Song of Rage on Mamu", "Beginning of combat")
    assert creature(g, "mamu").frenzy == "full"


def test_kiss_of_the_wyrm_heals_two_from_a_wyrm_creature():
    g = game([seat("Ann", "wyrm", ["scourge-of-men", {"card": "zhyzack", "damage": [
        {"card": "body-blow", "value": 3, "aggravated": True}]}], sept_hand=["kiss-of-the-wyrm"]),
        seat("Bob", "gaia", [{"card": "mamu", "damage": [{"card": "jab", "value": 2}]}])])
    labels = open_play_labels(g)
    assert not any("Kiss of the Wyrm on Mamu" in x for x in labels)
    play(g, "Scourge-of-Men plays Kiss of the Wyrm on Zhyzack")
    assert damage(g, "zhyzack") == 1


def test_body_wrack_takes_two_health_for_good():
    g = game([seat("Ann", "wyrm", ["blossom"], sept_hand=["body-wrack"]),
              seat("Bob", "gaia", ["mamu"])])
    play(g, "Blossom plays Body Wrack on Mamu")
    assert stat(g, "mamu", "health") == 6 - 2
    assert zones_of(g, "body-wrack") == [f"attached@{creature(g, 'mamu').iid}"]


def test_balors_gaze_stymies_weaker_opponents_next_round():
    g = _fight([{"card": "golgol-fangs-of-wyrm", "attached": [KLAITAL]}], ["gesar"],
               ann_sept=["balors-gaze"], ann_al="wyrm")
    _between_rounds(g, "Jab", "Jab")
    play(g, "Gogol Fangs-First plays Balor's Gaze", "Between rounds")
    pass_until_any(g, {"commit"})
    commit(g, "Jab")
    assert any("Gesar" in t for t in events(g, "stymied"))


def test_subjugation_of_gaia_destroys_a_fetish_but_not_mundane_gear():
    g = game([seat("Ann", "wyrm", ["scourge-of-men"], sept_hand=["subjugation-of-gaia"]),
              seat("Bob", "gaia", [{"card": "mari-cabrah",
                                    "attached": ["fang-dagger", "flak-jacket"]}])])
    labels = open_play_labels(g)
    assert not any("on Flak Jacket" in x for x in labels)
    play(g, "Scourge-of-Men plays Subjugation of Gaia on Fang Dagger")
    assert zones_of(g, "fang-dagger") == ["1:sept_discard"]


def test_gaias_will_corrupted_deals_five_to_a_victim_card_between_rounds():
    """v0.2 chapter 0: Gaia's Will Corrupted hits a Victim, not a Gaia character."""
    g = _fight([{"card": "scourge-of-men", "attached": [KLAITAL]}], ["mamu"],
               ann_sept=["gaias-will-corrupted"], ann_al="wyrm", target="Beat Cop",
               hunting=[{"card": "beat-cop", "owner": "Bob"}])
    _between_rounds(g, "Jab", None)
    play(g, "Scourge-of-Men plays Gaia's Will Corrupted on Beat Cop", "Between rounds")
    assert zones_of(g, "beat-cop") == ["0:victory"]
    g = _fight([{"card": "scourge-of-men", "attached": [KLAITAL]}], ["mamu"],
               ann_sept=["gaias-will-corrupted"], ann_al="wyrm")
    _between_rounds(g, "Jab", None)
    assert not any("Gaia's Will Corrupted" in o.label for o in g.pending.options)


def test_body_wrack_outlasts_healing_of_the_targets_damage():
    """FAQ Body Wrack: healing the damage does not stop the Gift; v0.2 "Aggravated Damage":
    effects not caused by damage are not undone by healing (rules decision R83)."""
    from rage_tui.i18n import later
    from rage_tui.rulesets.rage1995.damage import regenerate_once

    g = game([seat("Ann", "gaia", [{"card": "mamu", "damage": [{"card": "jab", "value": 1}]}]),
              seat("Bob", "wyrm", ["blossom"], sept_hand=["body-wrack"])], phase="moot")
    health = stat(g, "mamu", "health")
    play(g, "Blossom plays Body Wrack on Mamu")
    assert stat(g, "mamu", "health") == health - 2
    assert regenerate_once(g.state, creature(g, "mamu"), later("a test heal"))
    assert damage(g, "mamu") == 0
    assert stat(g, "mamu", "health") == health - 2
    assert zones_of(g, "body-wrack") == [f"attached@{creature(g, 'mamu').iid}"]
