"""Cards that trigger when a combat action is about to damage their bearer
(``when: triggered, trigger: hit``): the bearer's player decides whether to use them."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.zones import total_vp
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


def test_medicine_bag_stops_the_hit_and_heals_one():
    g = _hit_bob("medicine-bag")
    label(g, "Use Medicine Bag")
    assert damage(g, "zhyzack") == 1
    assert zones_of(g, "medicine-bag") == ["1:sept_discard"]


def test_red_hot_baby_powder_stops_the_hit_and_sends_the_attacker_into_full_frenzy():
    g = _hit_bob("red-hot-baby-powder")
    label(g, "Use Red Hot Baby Powder")
    mamu = creature(g, "mamu")
    assert damage(g, "zhyzack") == 2
    assert mamu.frenzy == "full" and mamu.crinos


def test_spiral_boomerang_stops_the_hit_and_the_bearer_escapes():
    g = _hit_bob("spiral-boomerang")
    label(g, "Use Spiral Boomerang")
    assert damage(g, "zhyzack") == 2
    assert any(e.kind == "combat-end" for e in g.state.events)


def test_pandoras_box_stops_the_hit_and_seals_a_spirit_away_for_no_vp():
    g = game([seat("Ann", "gaia", [{"card": "mamu", "attached": ["pandoras-box"]}],
                   combat_hand=["jab"], combat_deck=["jab"] * 6),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["body-blow"],
                   combat_deck=["jab"] * 6)],
             hunting=[{"card": "furmling", "owner": "Bob"}])
    from tests.cards.helpers import attack, pass_until_any

    attack(g, "Furmling", {"Ann": "Mamu"})
    pass_until_any(g, {"commit"})
    round_of(g, None, "Body Blow")
    label(g, "Use Pandora's Box")
    assert damage(g, "mamu") == 0
    assert zones_of(g, "furmling") == ["1:sept_discard"]
    assert total_vp(g.state, 0) == 0


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
