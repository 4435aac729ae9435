"""Cards that change while their creature fights in a pack action (v0.2 "Pack Actions"):
Zhyzack's Rage."""

from __future__ import annotations

from rage_tui.rulesets.rage1995 import creatures as cr
from tests.cards.helpers import (
    commit,
    creature,
    damage,
    duel,
    label,
    pass_until_any,
    play,
    round_of,
)


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


def test_faq_hunts_at_night_never_joins_a_pack_action():
    """FAQ (Hunts-at-Night): he takes part in no pack action; Pack Defense brings the others."""
    g = duel(["body-blow"], ["pack-defense"], stop="",
             bob=["zhyzack", "hunts-at-night", "t-f-macneil"])
    play(g, "Zhyzack plays Pack Defense", "Pre-combat")
    pass_until_any(g, {"commit"})
    defenders = g.state.combat.defenders
    assert creature(g, "t-f-macneil").iid in defenders
    assert creature(g, "hunts-at-night").iid not in defenders


def test_faq_no_pack_action_joins_a_combat_hunts_at_night_fights_in():
    """FAQ (Hunts-at-Night): attacked, he fights alone: Pack Defense is not offered to him
    and Shieldmate cannot bring a packmate in."""
    g = duel(["body-blow"], ["pack-defense", "shieldmate"], stop="",
             bob=["hunts-at-night", "t-f-macneil"], bob_al="gaia", target="Hunts-at-Night")
    label(g, "Pass")  # Ann passes the pre-combat step; Bob is asked
    assert g.pending.kind == "open-play" and g.pending.seat == 1
    assert [o.label for o in g.pending.options] == ["Pass"]
    pass_until_any(g, {"commit"})
    assert g.state.combat.defenders == [creature(g, "hunts-at-night").iid]
    round_of(g, "Body Blow", None)
    assert g.pending is None or g.pending.kind != "redirect"
    assert creature(g, "t-f-macneil").iid not in g.state.combat.defenders


def test_faq_gang_beating_user_must_go_it_alone():
    """FAQ (Gang Beating): after it, no packmate may be added to the combat, so Shieldmate
    cannot swap one in (without Gang Beating it can: test_redirects)."""
    g = duel(["body-blow"], ["gang-beating", "shieldmate"], stop="",
             bob=["zhyzack", "t-f-macneil"])
    play(g, "Zhyzack plays Gang Beating", "Beginning of combat")
    pass_until_any(g, {"commit"})
    commit(g, "Body Blow")
    while g.pending.kind == "commit":
        commit(g, None)
    pass_until_any(g, {"commit", "open-play", "withdraw", "redirect"})
    assert g.pending.kind != "redirect"
    assert damage(g, "zhyzack") == 3
    assert creature(g, "t-f-macneil").iid not in g.state.combat.defenders
