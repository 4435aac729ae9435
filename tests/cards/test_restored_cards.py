"""Cards given back their printed meaning (issue 12, item 2), each played through the engine.
The rules documents decide: v0.2 chapter 0 (superseded card texts), the FAQ and its rulings."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import game, label, pass_until_any, seat, stat


def test_national_park_gives_one_gnosis_per_copy():
    """FAQ (Territories): two National Parks give +2 Gnosis."""
    base = game([seat("Ann", "gaia", ["mamu", "gesar"]), seat("Bob", "wyrm", ["zhyzack"])])
    one = game([seat("Ann", "gaia", ["mamu", "gesar"], resources=["national-park"]),
                seat("Bob", "wyrm", ["zhyzack"])])
    two = game([seat("Ann", "gaia", ["mamu", "gesar"],
                     resources=["national-park", "national-park"]),
                seat("Bob", "wyrm", ["zhyzack"])])
    for cid in ("mamu", "gesar"):
        assert stat(one, cid, "gnosis") == stat(base, cid, "gnosis") + 1
        assert stat(two, cid, "gnosis") == stat(base, cid, "gnosis") + 2
    assert stat(two, "zhyzack", "gnosis") == stat(base, "zhyzack", "gnosis")


def test_a_9mm_lets_a_homid_bearer_play_rage_5_cards():
    """FAQ (Equipment): the 9mm 'allows them to play Rage 5 combat cards'."""
    armed = {"card": "anna-kliminski", "attached": ["9mm-semi-auto-pistol"]}
    g = game([seat("Ann", "gaia", [armed]),
              seat("Bob", "wyrm", ["zhyzack"])])
    plain = game([seat("Ann", "gaia", ["anna-kliminski"]), seat("Bob", "wyrm", ["zhyzack"])])
    assert stat(plain, "anna-kliminski", "card_rage") < 5
    assert stat(g, "anna-kliminski", "card_rage") == 5


def test_a_submachine_gun_works_in_homid_form_only():
    """FAQ errata Submachine Gun: "Can only be used in Homid form"; in Homid form the bearer
    plays Rage 5 cards, in other forms the gun gives nothing (FAQ Equipment: fingers too big).
    Questor (lupus breed Rage 1, Crinos Rage 4) stays below Rage 5 without the gun."""
    homid = game([seat("Ann", "gaia", [{"card": "anna-kliminski",
                                        "attached": ["submachine-gun"]}]),
                  seat("Bob", "wyrm", ["zhyzack"])])
    assert stat(homid, "anna-kliminski", "card_rage") == 5
    for crinos in (False, True):
        armed = game([seat("Ann", "gaia", [{"card": "questor-treetalker", "crinos": crinos,
                                            "attached": ["submachine-gun"]}]),
                      seat("Bob", "wyrm", ["zhyzack"])])
        bare = game([seat("Ann", "gaia", [{"card": "questor-treetalker", "crinos": crinos}]),
                     seat("Bob", "wyrm", ["zhyzack"])])
        assert stat(armed, "questor-treetalker", "card_rage") == stat(
            bare, "questor-treetalker", "card_rage") < 5


def test_winter_wolf_cannot_retire_a_garou_prey():
    """FAQ ruling on Winter Wolf: it cannot target Garou prey (so no one retires their own
    Arkady from the Hunting Grounds for its VP)."""
    g = game([seat("Ann", "gaia", ["king-albrecht", "questor"], sept_hand=["winter-wolf"]),
              seat("Bob", "gaia", ["mamu"])], phase="moot",
             hunting=[{"card": "arkady", "owner": "Ann"}])
    assert g.pending.kind == "call-junta"
    labels = [o.label for o in g.pending.options]
    assert "King Albrecht calls Winter Wolf on Mamu" in labels
    assert not any("on Arkady" in x for x in labels)
    label(g, "King Albrecht calls Winter Wolf on Mamu")
    pass_until_any(g, {"vote"})
    while g.pending is not None and g.pending.kind == "vote":
        label(g, "Yes")
    assert total_vp(g.state, 1) == 10
