"""Cards with ``when: regeneration`` effects: at the start of each Regeneration Phase, after
normal regeneration (extra regeneration, healing, card draw, quests that score)."""

from __future__ import annotations

from tests.cards.helpers import (
    creature,
    damage,
    game,
    open_play_labels,
    play,
    seat,
    zones_of,
)


def _hurt(cid, *values, umbra=False, aggravated=(), attached=()):
    names = ["jab", "swipe", "body-blow", "kneecapper", "dry-gulch"]
    return {"card": cid, "umbra": umbra, "attached": list(attached),
            "damage": [{"card": names[i], "value": v, "aggravated": i in aggravated}
                       for i, v in enumerate(values)]}


def _regen(ann_pack, bob_pack=None, ann_al="gaia", **ann_zones):
    bob_al = "wyrm" if ann_al == "gaia" else "gaia"
    return game([seat("Ann", ann_al, ann_pack, **ann_zones),
                 seat("Bob", bob_al, bob_pack or (["zhyzack"] if bob_al == "wyrm"
                                                   else ["gesar"]))],
                phase="regeneration")


def test_war_paint_of_wahya_ohni_regenerates_one_extra_card():
    g = _regen([_hurt("mamu", 1, 2, 3, attached=["war-paint-of-wahya-ohni"])])
    assert damage(g, "mamu") == 3


def test_malfeas_lets_every_member_regenerate_one_extra_card():
    g = _regen([_hurt("zhyzack", 1, 2), _hurt("golgol-fangs-of-wyrm", 1, 2)], ann_al="wyrm",
               resources=["malfeas"])
    assert damage(g, "zhyzack") == 0 and damage(g, "golgol-fangs-of-wyrm") == 0


def test_balkan_fief_regenerates_one_extra_card_on_the_most_wounded_member():
    g = _regen([_hurt("mamu", 1, 2, 3), _hurt("anna-kliminski", 1, 2)],
               resources=["balkan-fief"])
    assert damage(g, "mamu") == 3
    assert damage(g, "anna-kliminski") == 2


def test_balkan_fief_passes_over_a_member_with_only_aggravated_damage():
    """FAQ Balkan Fief: "One member of the pack can regenerate one additional damage card": the
    extra card goes to a member that can regenerate one, not to aggravated wounds."""
    g = _regen([_hurt("mamu", 4, 3, aggravated=(0, 1)), _hurt("anna-kliminski", 1, 2)],
               resources=["balkan-fief"])
    assert damage(g, "mamu") == 7
    assert damage(g, "anna-kliminski") == 0


def test_umbral_quest_scores_when_its_bearer_is_still_in_the_umbra():
    g = _regen([{"card": "gesar", "umbra": True, "attached": ["umbral-quest"]}])
    assert zones_of(g, "umbral-quest") == ["0:victory"]


def test_umbral_quest_ends_at_once_when_its_bearer_leaves_the_umbra():
    """FAQ Umbral Quest: removed from the Umbra before the quest is over, the quest ends
    immediately (R80): stepping back in before the Regeneration Phase scores nothing."""
    g = game([seat("Ann", "gaia", [{"card": "gesar", "umbra": True}],
                   sept_hand=["umbral-quest", "step-sideways", "step-sideways"]),
              seat("Bob", "wyrm", ["zhyzack"])])
    play(g, "Gesar plays Umbral Quest")
    play(g, "Gesar plays Step Sideways")
    assert not creature(g, "gesar").umbra
    assert zones_of(g, "umbral-quest") == ["0:sept_discard"]
    play(g, "Gesar plays Step Sideways")
    assert creature(g, "gesar").umbra
    assert zones_of(g, "umbral-quest") == ["0:sept_discard"]


def test_umbral_quest_is_only_offered_for_a_member_in_the_umbra():
    g = game([seat("Ann", "gaia", [{"card": "gesar", "umbra": True}, "mari-cabrah"],
                   sept_hand=["umbral-quest"]), seat("Bob", "wyrm", ["zhyzack"])])
    labels = open_play_labels(g)
    assert "Gesar plays Umbral Quest" in labels
    assert not any("Mari Cabrah plays Umbral Quest" in x for x in labels)
    play(g, "Gesar plays Umbral Quest")
    assert zones_of(g, "umbral-quest") == [f"attached@{creature(g, 'gesar').iid}"]
