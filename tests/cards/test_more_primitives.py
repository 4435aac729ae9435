"""Unit tests: each primitive of the second batch (effects/health.py, stats.py, movement.py,
card_moves.py, possessions.py) and the targets and conditions of effects/language.py, called
directly on a position."""

from __future__ import annotations

from typing import Any

import pytest

from rage_tui.engine.cards import EffectSpec
from rage_tui.rulesets.rage1995.effects.language import (
    LANGUAGE,
    Ctx,
    candidates,
    conditions_hold,
    known_primitives,
    targets,
)
from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import creature, damage, game, seat, zones_of

NEW = ("hurt", "mend", "bounty", "restrict", "unrestrict", "banish", "bind", "rally",
       "straddle", "shapeshift", "draw-for", "tutor", "disarm", "raze", "seize",
       "guard-equipment", "announce")


def spec(do: str, when: str = "played", **params: Any) -> EffectSpec:
    return EffectSpec(do, when, tuple(sorted(params.items())))


def run(g, do: str, user: str | None = None, target: str | None = None,
        other: str | None = None, seat_no: int = 0, source: str = "iron-will", **params):
    """Call primitive ``do`` for ``seat_no`` with a card of the game (Ann's Iron Will): on the
    creature ``target`` (as a chosen target), ``other`` (a combat trigger's other end) or the
    user."""
    st = g.state
    if target is not None:
        params.setdefault("target", "chosen")
    elif other is not None:
        params.setdefault("target", "other")
    iid = next((i for i in st.cards if st.cards[i].cid == source), None)
    assert iid is not None
    ctx = Ctx(iid, seat_no, creature(g, user).iid if user else None,
              creature(g, target).iid if target else None,
              creature(g, other).iid if other else None)
    LANGUAGE.primitives[do](st, ctx, spec(do, **params))
    return ctx


def two(ann=("mamu",), bob=("zhyzack",), ann_zones=None, bob_zones=None, **kw):
    return game([seat("Ann", "gaia", list(ann), sept_hand=["iron-will"], **(ann_zones or {})),
                 seat("Bob", "wyrm", list(bob), **(bob_zones or {}))], **kw)


def test_every_new_primitive_is_registered():
    assert set(NEW) <= known_primitives()


def test_hurt_kills_outside_combat_and_scores_nothing():
    g = two(hunting=[{"card": "fomori", "owner": "Bob"}])
    ctx = run(g, "hurt", user="mamu", target="fomori", amount=3)
    assert ctx.consumed
    assert zones_of(g, "fomori") == ["1:sept_discard"]
    assert zones_of(g, "iron-will") == ["0:sept_discard"]  # the damage card, discarded
    assert total_vp(g.state, 0) == 0


def test_hurt_marks_damage_with_the_card():
    g = two()
    run(g, "hurt", user="mamu", target="zhyzack", amount=2, aggravated=True)
    z = creature(g, "zhyzack")
    assert damage(g, "zhyzack") == 2 and len(z.aggravated) == 1
    assert zones_of(g, "iron-will") == [f"damage@{z.iid}"]


def test_mend_heals_points_lowest_cards_first_and_marks_a_partial_heal():
    g = two(ann=({"card": "mamu", "damage": [{"card": "jab", "value": 1},
                                             {"card": "body-blow", "value": 3,
                                              "aggravated": True}]},))
    run(g, "mend", target="mamu", amount=2)
    m = creature(g, "mamu")
    assert damage(g, "mamu") == 2 and len(m.damage) == 1


def test_bounty_raises_what_a_creature_is_worth():
    g = two()
    run(g, "bounty", other="zhyzack", amount=2)
    z = creature(g, "zhyzack")
    assert g.state.marks[f"vp:{z.iid}"] == 7 + 2


def test_restrict_outside_resolution_applies_to_the_coming_round():
    g = two()
    run(g, "restrict", target="zhyzack", kind="max-rage", amount=2)
    assert [(m.stat, m.amount, m.until) for m in creature(g, "zhyzack").mods] == [
        ("max_rage", 2, "round")]


@pytest.mark.parametrize(("kind", "stat_name"), [("stymie", "no_actions"),
                                                 ("random", "play_random")])
def test_restrict_kinds(kind, stat_name):
    g = two()
    run(g, "restrict", target="zhyzack", kind=kind)
    assert creature(g, "zhyzack").mods[0].stat == stat_name


def test_unrestrict_removes_every_restriction():
    g = two()
    for kind in ("stymie", "random", "max-rage"):
        run(g, "restrict", target="zhyzack", kind=kind)
    run(g, "unrestrict", target="zhyzack")
    assert creature(g, "zhyzack").mods == []


def test_banish_removes_a_character_from_the_game_without_vp():
    g = two(bob=("zhyzack", "blossom"))
    run(g, "banish", target="zhyzack")
    assert zones_of(g, "zhyzack") == ["1:removed"]
    assert total_vp(g.state, 0) == 0


def test_bind_moves_a_prey_into_the_pack_but_never_one_that_cannot_be_bound():
    g = two(hunting=[{"card": "furmling", "owner": "Bob"},
                     {"card": "incarna-avatar", "owner": "Bob"}])
    run(g, "bind", target="furmling")
    run(g, "bind", target="incarna-avatar")
    assert creature(g, "furmling").controller == 0
    assert creature(g, "incarna-avatar").controller is None


def test_straddle_puts_a_creature_in_both_worlds():
    g = two(ann=({"card": "gesar", "umbra": True},))
    run(g, "straddle", target="gesar")
    assert creature(g, "gesar").umbra and creature(g, "gesar").physical


def test_shapeshift_flips_and_a_breed_form_with_too_much_damage_dies():
    g = two(ann=({"card": "gesar", "crinos": True, "damage": [{"card": "jab", "value": 4}]},
                 "mamu"))
    run(g, "shapeshift", user="gesar", target="gesar")
    assert zones_of(g, "gesar") == ["0:removed"]
    g = two(ann=("gesar",))
    run(g, "shapeshift", user="gesar", target="gesar")
    assert creature(g, "gesar").crinos


def test_draw_for_fewest_vp_and_everyone():
    g = two(ann_zones={"sept_deck": ["shapeshift"] * 4, "victory": ["silver-record"]},
            bob_zones={"sept_deck": ["shapeshift"] * 4})
    run(g, "draw-for", who="fewest-vp", amount=2)
    assert [len(p.sept_hand) for p in g.state.players] == [1, 2]
    run(g, "draw-for", who="everyone", amount=1)
    assert [len(p.sept_hand) for p in g.state.players] == [2, 3]
    run(g, "draw-for", who="others", amount=1)
    assert [len(p.sept_hand) for p in g.state.players] == [2, 4]


def test_tutor_finds_a_named_card_and_says_so_when_there_is_none():
    g = two(ann_zones={"combat_deck": ["jab", "dodge", "jab"]})
    run(g, "tutor", deck="combat", card="dodge")
    assert [g.state.name(i) for i in g.state.player(0).combat_hand] == ["Dodge"]
    run(g, "tutor", deck="combat", card="dodge")
    assert "finds no Dodge" in g.state.events[-1].text


def test_disarm_takes_weapons_or_any_gear_and_respects_guard_equipment():
    g = two(bob=({"card": "zhyzack", "attached": ["whip-of-the-wicked", "wyrm-skin"]},))
    run(g, "disarm", target="zhyzack")
    assert [g.state.cards[a].cid for a in creature(g, "zhyzack").attached] == ["wyrm-skin"]
    run(g, "disarm", target="zhyzack", slot="any")
    assert creature(g, "zhyzack").attached == []
    g = two(bob=({"card": "zhyzack", "attached": ["wyrm-skin", "falcons-grasp"]},))
    run(g, "disarm", target="zhyzack", slot="any")
    assert len(creature(g, "zhyzack").attached) == 2


def test_raze_and_seize_take_a_territory_of_the_targets_pack():
    g = two(bob_zones={"resources": ["the-pit"]})
    run(g, "seize", target="zhyzack")
    assert zones_of(g, "the-pit") == ["0:resources"]
    run(g, "raze", target="mamu")
    assert zones_of(g, "the-pit") == ["1:sept_discard"]


def test_guard_equipment_and_announce_do_nothing_when_run():
    g = two()
    before = len(g.state.events)
    run(g, "guard-equipment", user="mamu")
    assert len(g.state.events) == before
    run(g, "announce", user="mamu", text="howls")
    assert g.state.events[-1].text.endswith("howls")


# -- targets and conditions ---------------------------------------------------------------------

def test_group_targets_honour_filters_and_pick():
    g = two(ann=({"card": "gesar", "umbra": True, "damage": [{"card": "jab", "value": 1}]},
                 {"card": "mari-cabrah", "damage": [{"card": "jab", "value": 2}]}, "mamu"))
    ctx = Ctx(1, 0, None)
    names = lambda s: sorted(g.state.name(c.iid) for c in targets(g.state, ctx, s))  # noqa: E731
    assert names(spec("modify", target="pack", world="umbra")) == ["Gesar"]
    assert names(spec("modify", target="pack", keyword="lupus")) == ["Mamu"]
    assert names(spec("modify", target="pack", pick="most-damaged")) == ["Mari Cabrah"]
    assert names(spec("modify", target="all", allegiance="wyrm")) == ["Zhyzack"]
    assert names(spec("modify", target="all", card_type="character",
                      not_keyword="garou")) == []


def test_chosen_targets_accept_a_list_of_of_values():
    g = two(ann=("mamu", "gesar"))
    ctx = Ctx(1, 0, creature(g, "mamu").iid)
    got = candidates(g.state, ctx, spec("modify", target="chosen",
                                        of=("other-packmate", "character")))
    assert [g.state.name(i) for i in got] == ["Gesar"]
    got = candidates(g.state, ctx, spec("modify", target="chosen", of="other-pack"))
    assert [g.state.name(i) for i in got] == ["Zhyzack"]


def test_user_conditions():
    g = two(ann=({"card": "gesar", "umbra": True},))
    ctx = Ctx(1, 0, creature(g, "gesar").iid)
    holds = lambda *c: conditions_hold(g.state, ctx, spec("x", **{"if": c}))  # noqa: E731
    assert holds("user-umbra", "user-can-step", "user-two-sided", "user-can-frenzy")
    assert not holds("user-crinos")
    assert not holds("user-damaged")
    assert not holds("user-in-combat")
    assert holds("not-in-combat")
    assert not holds("packmate-died")
