"""Equipment used as an activated ability (discard it to use it), played through the engine:
the Bane Arrow (v0.2 chapter 0 and FAQ), Spiral Boomerang and Pandora's Box (FAQ), Red Hot
Baby Powder."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import (
    attack,
    creature,
    damage,
    duel,
    game,
    offered,
    pass_until_any,
    play,
    round_of,
    seat,
    zones_of,
)


def _between_rounds(g):
    for _ in range(40):
        if g.pending.kind == "open-play" and "Between rounds" in g.pending.prompt:
            return
        g.apply(next((o for o in g.pending.options if o.choice.kind in ("pass", "done")),
                     g.pending.options[0]).choice)
    raise AssertionError("no between-rounds window")


def test_the_bane_arrow_deals_three_unblockable_damage_to_an_enemy_for_no_vp():
    g = game([seat("Ann", "gaia", [{"card": "mamu", "attached": ["bane-arrow"]}],
                   combat_hand=["jab"], combat_deck=["jab"] * 6),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["evasion"],
                   combat_deck=["jab"] * 6)],
             hunting=[{"card": "fomori", "owner": "Bob"}])
    attack(g, "Fomori", {"Ann": "Mamu"})
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", "Evasion")  # the fomori dodges the Jab
    _between_rounds(g)
    play(g, "Mamu uses Bane Arrow on Fomori", "Between rounds")
    assert zones_of(g, "fomori") == ["1:sept_discard"]  # killed (Health 3), scored by no one
    assert total_vp(g.state, 0) == 0
    assert "bane-arrow" not in [g.state.cards[a].cid for a in creature(g, "mamu").attached]


def test_the_bane_arrow_is_only_for_enemy_cards_and_only_between_rounds():
    g = duel(["jab"], ["jab"], ann=[{"card": "mamu", "attached": ["bane-arrow"]}], stop="")
    pass_until_any(g, {"open-play"})
    assert not offered(g, "Bane Arrow")  # beginning of combat, and Zhyzack is no Enemy card
    round_of_at_commit(g)
    _between_rounds(g)
    assert not offered(g, "Bane Arrow")


def round_of_at_commit(g):
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", "Jab")


def test_the_spiral_boomerang_sends_an_opponent_into_the_umbra_out_of_the_combat():
    g = duel(["jab"], ["jab"], ann=[{"card": "golgol-fangs-of-wyrm",
                                      "attached": ["spiral-boomerang"]}], target="Mamu",
             bob=["mamu"], bob_al="gaia", stop="")
    pass_until_any(g, {"open-play"})
    play(g, "Gogol Fangs-First uses Spiral Boomerang on Mamu", "Beginning of combat")
    mamu = creature(g, "mamu")
    assert mamu.umbra and not mamu.physical
    assert zones_of(g, "spiral-boomerang") == ["0:sept_discard"]
    pass_until_any(g, {"alpha-action", "alpha", "commit", "withdraw"})
    assert any(e.kind == "combat-end" for e in g.state.events)


def test_pandoras_box_seals_a_spirit_in_a_combat_away_for_no_vp():
    g = game([seat("Ann", "gaia", [{"card": "mamu", "attached": ["pandoras-box"]}],
                   combat_hand=["jab"], combat_deck=["jab"] * 6),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["body-blow"],
                   combat_deck=["jab"] * 6)],
             hunting=[{"card": "furmling", "owner": "Bob"}])
    attack(g, "Furmling", {"Ann": "Mamu"})
    play(g, "Mamu uses Pandora's Box on Furmling", "Beginning of combat")
    assert zones_of(g, "furmling") == ["1:sept_discard"]
    assert zones_of(g, "pandoras-box") == ["0:sept_discard"]
    assert total_vp(g.state, 0) == 0 and damage(g, "mamu") == 0


def test_red_hot_baby_powder_sends_a_creature_into_full_frenzy_before_the_first_round():
    g = duel(["jab"], ["jab"], bob=[{"card": "zhyzack", "attached": ["red-hot-baby-powder"]}],
             target="Zhyzack", stop="")
    pass_until_any(g, {"open-play"})
    while not offered(g, "Zhyzack uses Red Hot Baby Powder on Mamu"):
        g.apply(next(o for o in g.pending.options if o.choice.kind in ("pass", "done")).choice)
        pass_until_any(g, {"open-play"})
    play(g, "Zhyzack uses Red Hot Baby Powder on Mamu", "Beginning of combat")
    assert creature(g, "mamu").frenzy == "full"
    assert zones_of(g, "red-hot-baby-powder") == ["1:sept_discard"]
