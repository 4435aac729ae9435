"""Cards with ``when: static`` effects: attached cards change their bearer, pack resources the
pack, lunar and lasting events every creature."""

from __future__ import annotations

import pytest

from tests.cards.helpers import (
    commit,
    creature,
    damage,
    duel,
    events,
    game,
    play,
    round_of,
    seat,
    stat,
)

# card on the bearer, bearer, stat, value with the card
ATTACHED = [
    ("tc-insight", "gesar", "gnosis", 8 + 3),
    ("oisin-macgaelach", "tc-bard", "rage", 3 + 2),
    ("oisin-macgaelach", "tc-bard", "health", 4 + 2),
    ("oisin-macgaelach", "tc-bard", "votes", 6 + 2),
    ("mockmaw", "golgol-fangs-of-wyrm", "rage", 5 + 2),
    ("shu-horus", "tc-strider", "rage", 3 + 2),
    ("fenris", "mamu", "rage", 6 + 1),
]


@pytest.mark.parametrize(("card", "bearer", "name", "value"), ATTACHED,
                         ids=[f"{c}-{n}" for c, _, n, _ in ATTACHED])
def test_an_attached_card_changes_its_bearer(card, bearer, name, value):
    al = "gaia" if bearer in ("mamu", "gesar", "tc-bard", "tc-strider") else "wyrm"
    other = "king-albrecht" if al == "gaia" else "blossom"
    g = game([seat("Ann", al, [{"card": bearer, "attached": [card]}, other]),
              seat("Bob", "gaia" if al == "wyrm" else "wyrm", ["anna-kliminski"
                                                               if al == "wyrm" else "zhyzack"])])
    assert stat(g, bearer, name) == value
    unchanged = game([seat("Ann", al, [bearer, other]), seat("Bob", "wyrm", ["zhyzack"])])
    assert stat(unchanged, bearer, name) != value
    assert stat(g, other, name) == stat(unchanged, other, name)  # only the bearer


def test_mockmaw_makes_the_sept_hand_larger_for_each_kill():
    """FAQ errata: each kill by the Garou channelling Mockmaw raises the pack's sept hand size
    by 1 for good."""
    wounded = {"card": "mamu", "damage": [{"card": "dry-gulch", "value": 8}]}
    g = duel(["body-blow"], ["jab"],
             ann=[{"card": "golgol-fangs-of-wyrm", "attached": ["mockmaw"]}], target="Mamu",
             bob=[wounded, "gesar"], bob_al="gaia")
    round_of(g, "Body Blow", None)
    assert g.state.player(0).sept_hand_size == 5 + 1


# pack resource, member it helps, member it does not help (or None), stat, value
PACK = [
    ("falcon", "mamu", None, "junta_renown", 10 + 1),
    ("falcon", "mamu", None, "votes", 10 + 1),
    ("mammon", "golgol-fangs-of-wyrm", None, "votes", 9 + 1),
    ("pangaea", "mamu", "anna-kliminski", "rage", 6 + 1),
    ("aetherial-realm", "anna-kliminski", None, "gnosis", 3 + 1),
]


@pytest.mark.parametrize(("card", "member", "other", "name", "value"), PACK,
                         ids=[p[0] for p in PACK])
def test_a_pack_resource_helps_the_pack(card, member, other, name, value):
    wyrm = member in ("golgol-fangs-of-wyrm", "t-f-macneil", "zhyzack")
    al, foe_al = ("wyrm", "gaia") if wyrm else ("gaia", "wyrm")
    pack = [member] + ([other] if other else [])
    foe = "gesar" if wyrm else "blossom"
    g = game([seat("Ann", al, pack, resources=[card]), seat("Bob", foe_al, [foe])])
    base = game([seat("Ann", al, pack), seat("Bob", foe_al, [foe])])
    assert stat(g, member, name) == value != stat(base, member, name)
    assert stat(g, foe, name) == stat(base, foe, name)  # other packs are not helped
    if other:
        assert stat(g, other, name) == stat(base, other, name)


# -- lunar phases and lasting events (in play for everyone) ------------------------------------

def _moon(card):
    g = game([seat("Ann", "gaia", ["gesar", "questor-treetalker"], sept_hand=[card]),
              seat("Bob", "wyrm", ["zhyzack", "t-f-macneil"])], phase="redraw")
    play(g, f"Play {g.state.defs[card].name}")
    return g


def test_new_moon_gives_ragabash_gnosis_and_stops_frenzy():
    """FAQ errata: New Moon keeps Garou, Fera, banes and vampires from frenzying."""
    from rage_tui.rulesets.rage1995 import creatures as cr

    before = game([seat("Ann", "gaia", ["gesar", "questor-treetalker"]),
                   seat("Bob", "wyrm", ["zhyzack", "t-f-macneil"])])
    assert cr.can_frenzy(before.state, creature(before, "zhyzack"))
    g = _moon("new-moon")
    assert stat(g, "gesar", "gnosis") == 8 + 1
    assert not cr.can_frenzy(g.state, creature(g, "zhyzack"))
    assert not cr.can_frenzy(g.state, creature(g, "gesar"))
    assert stat(g, "zhyzack", "rage") == 7  # no Rage change any more

def test_gibbous_moon_lets_galliards_play_cards_at_one_more_rage():
    """v0.2 "Frenzy": Gibbous Moon is a "plays cards at +X Rage" ability, like Battle Song,
    which raises neither Rage itself nor frenzy draws (R78); it gives no votes."""
    from rage_tui.rulesets.rage1995 import creatures as cr

    g = _moon("gibbous-moon")
    questor = creature(g, "questor-treetalker")
    assert stat(g, "questor-treetalker", "gnosis") == 5 + 1
    assert stat(g, "questor-treetalker", "card_rage") == cr.rage(g.state, questor) + 1
    assert stat(g, "questor-treetalker", "rage") == 1  # lupus breed form: Rage unchanged
    assert stat(g, "questor-treetalker", "votes") == 5  # no extra vote
    assert stat(g, "gesar", "card_rage") == stat(g, "gesar", "rage")  # not a Galliard


# -- triggered gifts stay on their user until they trigger ---------------------------------------

def test_gift_of_the_porcupine_is_played_and_stays_on_its_user():
    g = game([seat("Ann", "gaia", ["mari-cabrah"], sept_hand=["gift-of-the-porcupine"]),
              seat("Bob", "wyrm", ["zhyzack"])])
    play(g, "Mari Cabrah plays Gift of the Porcupine")
    assert [g.state.name(a) for a in creature(g, "mari-cabrah").attached] == [
        "Gift of the Porcupine"]


def test_poison_tumors_is_played_by_a_fomor_and_stays_on_it():
    g = game([seat("Ann", "wyrm", ["latonia-the-temptress"], sept_hand=["poison-tumors"]),
              seat("Bob", "gaia", ["gesar"])])
    play(g, "Latonia the Temptress plays Poison Tumors")
    assert [g.state.name(a) for a in creature(g, "latonia-the-temptress").attached] == [
        "Poison Tumors"]


def test_flamethrower_lets_any_form_play_rage_six():
    g = game([seat("Ann", "gaia", [{"card": "mamu", "crinos": True,
                                    "attached": ["flamethrower"]}]),
              seat("Bob", "wyrm", ["zhyzack"])])
    assert stat(g, "mamu", "card_rage") == 9  # Crinos Rage 9 is already above 6
    g = game([seat("Ann", "gaia", [{"card": "questor-treetalker",
                                    "attached": ["flamethrower"]}]),
              seat("Bob", "wyrm", ["zhyzack"])])
    assert stat(g, "questor-treetalker", "card_rage") == 6


def test_a_static_card_stops_when_it_leaves_play():
    g = duel(["jab"], ["dodge"], ann=[{"card": "mamu", "attached": ["fenris"]}])
    assert stat(g, "mamu", "rage") == 7
    creature(g, "mamu").attached.clear()
    assert stat(g, "mamu", "rage") == 6
    commit(g, "Jab")


# -- wards: damage cards of some Rage do not affect the wearer (FAQ rulings) --------------------

@pytest.mark.parametrize(("card", "blow", "name", "taken"), [
    ("faerie-armor", "swipe", "Swipe", 0),            # Rage 2
    ("faerie-armor", "body-blow", "Body Blow", 0),    # Rage 3
    ("faerie-armor", "head-wound", "Head Wound", 3),  # Rage 4: not warded
    ("skin-of-the-hellbound", "curb-stomp", "Curb Stomp", 0),  # Rage 6
    ("skin-of-the-hellbound", "body-blow", "Body Blow", 3),    # Rage 3: not warded
])
def test_a_ward_stops_damage_cards_of_its_rage(card, blow, name, taken):
    g = duel([blow], ["jab"], ann=[{"card": "mamu", "crinos": True}],
             bob=[{"card": "zhyzack", "attached": [card]}])
    round_of(g, name, None)
    assert damage(g, "zhyzack") == taken
    assert bool(events(g, "warded")) == (taken == 0)


def test_sky_river_caern_gives_gnosis_only_to_members_in_the_umbra():
    g = game([seat("Ann", "wyrm", [{"card": "zhyzack", "umbra": True}, "golgol-fangs-of-wyrm"],
                   resources=["sky-river-caern"]), seat("Bob", "gaia", ["mamu"])])
    base = game([seat("Ann", "wyrm", [{"card": "zhyzack", "umbra": True},
                                      "golgol-fangs-of-wyrm"]), seat("Bob", "gaia", ["mamu"])])
    assert stat(g, "zhyzack", "gnosis") == stat(base, "zhyzack", "gnosis") + 1
    assert stat(g, "golgol-fangs-of-wyrm", "gnosis") == stat(base, "golgol-fangs-of-wyrm",
                                                             "gnosis")


def test_tibetan_monastery_gives_gnosis_to_characters_not_allies():
    g = game([seat("Ann", "gaia", ["gesar", "kinfolk-small-town-cop"],
                   resources=["tibetan-monastery"]), seat("Bob", "wyrm", ["zhyzack"])])
    assert stat(g, "gesar", "gnosis") == 8 + 1
    assert stat(g, "kinfolk-small-town-cop", "gnosis") == 1
