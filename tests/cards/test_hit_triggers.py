"""Cards that trigger when a combat action is about to damage their bearer
(``when: triggered, trigger: hit``): the bearer's player decides whether to use them."""

from __future__ import annotations

from tests.cards.helpers import (
    creature,
    damage,
    duel,
    game,
    label,
    play,
    round_of,
    seat,
    stat,
    zones_of,
)


def _hit_bob(item, **kw):
    g = duel(["body-blow"], ["jab"], bob=[{"card": "zhyzack", "attached": [item],
                                           "damage": [{"card": "swipe", "value": 2}]}], **kw)
    round_of(g, "Body Blow", None)
    assert g.pending.kind == "prevent" and g.state.player(g.pending.seat).name == "Bob"
    return g


def test_medicine_bag_blocks_a_killing_blow():
    """FAQ errata: the Medicine Bag blocks all damage from one killing blow."""
    g = duel(["body-blow"], ["jab"], bob=[{"card": "zhyzack", "attached": ["medicine-bag"],
                                           "damage": [{"card": "swipe", "value": 7}]}])
    round_of(g, "Body Blow", None)
    assert g.pending.kind == "prevent"
    label(g, "Use Medicine Bag")
    assert damage(g, "zhyzack") == 7
    assert zones_of(g, "medicine-bag") == ["1:sept_discard"]


def test_medicine_bag_is_not_offered_against_a_blow_that_would_not_kill():
    g = duel(["body-blow"], ["jab"], bob=[{"card": "zhyzack", "attached": ["medicine-bag"]}])
    round_of(g, "Body Blow", None)
    assert g.pending.kind != "prevent"
    assert damage(g, "zhyzack") == 3


def test_rite_of_the_black_spiral_heals_gives_rage_and_can_stop_a_hit():
    g = game([seat("Ann", "wyrm", ["golgol-fangs-of-wyrm",
                                    {"card": "zhyzack", "damage": [{"card": "jab", "value": 2}]}],
                   sept_hand=["rite-of-the-black-spiral"]),
              seat("Bob", "gaia", ["mamu"])])
    play(g, "Gogol Fangs-First plays Rite of the Black Spiral on Zhyzack")
    assert damage(g, "zhyzack") == 1
    assert stat(g, "zhyzack", "rage") == 7 + 1
    assert zones_of(g, "rite-of-the-black-spiral") == [f"attached@{creature(g, 'zhyzack').iid}"]
    g = _hit_bob("rite-of-the-black-spiral")
    label(g, "Use Rite of the Black Spiral")
    assert damage(g, "zhyzack") == 2
    assert zones_of(g, "rite-of-the-black-spiral") == ["1:sept_discard"]
