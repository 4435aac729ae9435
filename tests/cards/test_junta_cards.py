"""Moots and board meetings: what a junta does when it passes (``when: passed``)."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import (
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


def test_quarterly_profits_goes_to_the_callers_victory_pile():
    g = _moot(["george-birch", "zhyzack"], ["golgol-fangs-of-wyrm"], ["quarterly-profits"],
              al="wyrm")
    _call_and_pass(g, "George Birch calls Quarterly Profits")
    assert zones_of(g, "quarterly-profits") == ["0:victory"]
    assert total_vp(g.state, 0) == 2
