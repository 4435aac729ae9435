"""Cards that trigger when a combat action is about to damage their bearer
(``when: triggered, trigger: hit``): the bearer's player decides whether to use them."""

from __future__ import annotations

from tests.cards.helpers import (
    damage,
    duel,
    label,
    round_of,
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
