"""Cards that change while their creature fights in a pack action (v0.2 "Pack Actions"):
Zhyzack's Rage."""

from __future__ import annotations

from rage_tui.rulesets.rage1995 import creatures as cr
from tests.cards.helpers import creature, duel, pass_until_any, play


def test_pack_actions_zhyzack_has_one_more_rage_in_a_pack_defense():
    """v0.2 "Pack Actions": Zhyzack's +1 Rage holds only while a packmate fights beside him."""
    g = duel(["body-blow"], ["pack-defense"], stop="",
             bob=["zhyzack", "t-f-macneil", "blossom"])
    zhyzack = creature(g, "zhyzack")
    assert cr.rage(g.state, zhyzack) == 7
    play(g, "Zhyzack plays Pack Defense", "Pre-combat")
    pass_until_any(g, {"commit"})
    assert len(g.state.combat.defenders) > 1
    assert cr.rage(g.state, creature(g, "zhyzack")) == 8
