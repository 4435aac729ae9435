"""Moots and board meetings: what a junta does when it passes (``when: passed``)."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import (
    creature,
    damage,
    finish_turn,
    game,
    label,
    pass_until_any,
    seat,
    stat,
    zones_of,
)


def _moot(ann, bob, ann_hand, al="gaia", bob_zones=None):
    return game([seat("Ann", al, ann, sept_hand=ann_hand),
                 seat("Bob", al, bob, **(bob_zones or {}))], phase="moot")


def _call_and_pass(g, call):
    label(g, call)
    pass_until_any(g, {"vote"})
    while g.pending is not None and g.pending.kind == "vote":
        label(g, "Yes" if g.state.player(g.pending.seat).name == "Ann" else "No")


def _hurt(cid, value):
    return {"card": cid, "damage": [{"card": "swipe", "value": value}]}


def test_sept_feast_heals_one_damage_from_every_gaia_character():
    g = _moot(["king-albrecht", _hurt("gesar", 2)], [_hurt("mamu", 2)], ["sept-feast"])
    _call_and_pass(g, "King Albrecht calls Sept Feast")
    assert damage(g, "gesar") == 1 and damage(g, "mamu") == 1


def test_songs_of_glory_gives_a_gaia_character_one_renown_for_good():
    g = _moot(["king-albrecht", "gesar"], ["mamu"], ["songs-of-glory"])
    _call_and_pass(g, "King Albrecht calls Songs of Glory on Gesar")
    assert stat(g, "gesar", "renown") == 5 + 1
    finish_turn(g)
    assert stat(g, "gesar", "renown") == 5 + 1


def test_ritual_challenge_shames_a_rival_and_raises_the_caller_until_the_end_of_the_turn():
    g = _moot(["king-albrecht", "questor"], ["mamu", "gesar"], ["ritual-challenge"])
    labels = [o.label for o in g.pending.options]
    assert not any("on Questor" in x for x in labels)  # not the caller's own pack
    _call_and_pass(g, "King Albrecht calls Ritual Challenge on Mamu")
    assert stat(g, "mamu", "renown") == 10 - 2
    assert stat(g, "king-albrecht", "renown") == 10 + 2
    finish_turn(g)
    assert stat(g, "mamu", "renown") == 10


def test_quarterly_profits_goes_to_the_callers_victory_pile():
    g = _moot(["george-birch", "zhyzack"], ["golgol-fangs-of-wyrm"], ["quarterly-profits"],
              al="wyrm")
    _call_and_pass(g, "George Birch calls Quarterly Profits")
    assert zones_of(g, "quarterly-profits") == ["0:victory"]
    assert total_vp(g.state, 0) == 2


def test_punitive_damages_destroys_a_piece_of_another_wyrm_packs_equipment():
    g = _moot(["george-birch", "zhyzack"],
              [{"card": "golgol-fangs-of-wyrm", "attached": ["wyrm-skin"]}],
              ["punitive-damages"], al="wyrm")
    labels = [o.label for o in g.pending.options]
    assert not any("on George Birch" in x for x in labels)
    _call_and_pass(g, "George Birch calls Punitive Damages on Gogol")
    assert zones_of(g, "wyrm-skin") == ["1:sept_discard"]
    assert creature(g, "golgol-fangs-of-wyrm").attached == []


def test_rampage_destroys_a_territory_of_the_named_creatures_pack():
    g = _moot(["zhyzack", "george-birch"], ["golgol-fangs-of-wyrm"], ["rampage"], al="wyrm",
              bob_zones={"resources": ["the-pit"]})
    _call_and_pass(g, "Zhyzack calls Rampage on Gogol")
    assert zones_of(g, "the-pit") == ["1:sept_discard"]


def test_hostile_takeover_takes_a_territory_of_the_named_creatures_pack():
    g = _moot(["zhyzack", "george-birch"], ["golgol-fangs-of-wyrm"], ["hostile-takeover"],
              al="wyrm",
              bob_zones={"resources": ["the-pit"]})
    _call_and_pass(g, "Zhyzack calls Hostile Takeover on Gogol")
    assert zones_of(g, "the-pit") == ["0:resources"]
