"""Modifiers on a creature's blows (issue 12, item 1): all damage aggravated (Furmling,
Mizrait, the Grand Klaive's bearer) and extra damage on a creature's own card
(Walks-with-Might in Crinos form), played through combat rounds."""

from __future__ import annotations

from tests.cards.helpers import creature, damage, duel, round_of


def _aggravated_cards(g, cid):
    c = creature(g, cid)
    return [g.state.cards[d].cid for d in c.damage if d in c.aggravated]


def test_the_grand_klaive_makes_its_bearers_damage_aggravated():
    g = duel(["swipe"], ["jab"], ann=[{"card": "mamu", "attached": ["grand-klaive"]}])
    round_of(g, "Swipe", None)
    assert damage(g, "zhyzack") == 2
    assert _aggravated_cards(g, "zhyzack") == ["swipe"]
    plain = duel(["swipe"], ["jab"])
    round_of(plain, "Swipe", None)
    assert _aggravated_cards(plain, "zhyzack") == []


def test_all_damage_the_furmling_deals_is_aggravated():
    g = duel(["jab"], ["swipe"], target="Furmling",
             hunting=[{"card": "furmling", "owner": "Bob"}])
    round_of(g, None, "Swipe")
    assert _aggravated_cards(g, "mamu") == ["swipe"]


def test_walks_with_might_deals_one_more_only_in_crinos_form():
    crinos = duel(["swipe"], ["jab"], ann=[{"card": "walks-with-might", "crinos": True}])
    round_of(crinos, "Swipe", None)
    assert damage(crinos, "zhyzack") == 2 + 1
    homid = duel(["swipe"], ["jab"], ann=["walks-with-might"])
    round_of(homid, "Swipe", None)
    assert damage(homid, "zhyzack") == 2
