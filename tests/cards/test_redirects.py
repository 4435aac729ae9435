"""Redirecting a blow as it is about to land (v0.2 "Redirecting attacks", issue 12 item 1):
Passive Aggression, Redirected Attack, Circular Attack, Taking the Death Blow and Shieldmate,
played through combat rounds."""

from __future__ import annotations

from rage_tui.rulesets.rage1995 import redirect as rd
from tests.cards.helpers import (
    commit,
    creature,
    damage,
    duel,
    label,
    pass_until_any,
    play,
    round_of,
    zones_of,
)


def _redirects(g):
    return [o for o in g.pending.options if o.choice.kind == "redirect"]


def test_passive_aggression_sends_a_blow_back_at_its_player():
    g = duel(["swipe"], ["passive-aggression"])
    round_of(g, "Swipe", "Passive Aggression")
    assert g.pending.kind == "redirect" and g.pending.seat == 1
    assert [o.label for o in _redirects(g)] == [
        "Use Passive Aggression: Swipe hits Mamu instead of Zhyzack"]
    label(g, "Use Passive Aggression")
    assert damage(g, "zhyzack") == 0
    assert damage(g, "mamu") == 2
    assert any(e.kind == "redirected" for e in g.state.events)


def test_the_player_may_let_the_blow_land():
    g = duel(["swipe"], ["passive-aggression"])
    round_of(g, "Swipe", "Passive Aggression")
    label(g, "Let Swipe hit")
    assert damage(g, "zhyzack") == 2 and damage(g, "mamu") == 0


def test_a_normal_speed_redirect_cannot_catch_a_fast_blow():
    """FAQ (Redirected Attack): unless it is fast itself, it cannot redirect a fast card."""
    g = duel(["jab"], ["passive-aggression"])
    round_of(g, "Jab", "Passive Aggression")
    pass_until_any(g, {"commit", "open-play", "withdraw"})
    assert damage(g, "zhyzack") == 1 and damage(g, "mamu") == 0


def test_redirected_attack_turns_a_blow_onto_an_opponent():
    g = duel(["body-blow"], ["redirected-attack"])
    round_of(g, "Body Blow", "Redirected Attack")
    label(g, "Use Redirected Attack: Body Blow hits Mamu")
    assert damage(g, "mamu") == 3 and damage(g, "zhyzack") == 0


def _sides(g):
    cs = g.state.combat
    return (cs.attackers, cs.defenders)


def test_circular_attack_turns_a_blow_onto_another_opponent_and_works_once():
    """Circular Attack: a blow aimed at the user's side hits another opponent of its choice,
    never the creature that played it; a redirect card is spent after one blow."""
    g = _pack_fight([], ann_hand=["body-blow", "circular-attack"])
    st = g.state
    circular = next(i for i in st.player(0).combat_hand
                    if st.cards[i].cid == "circular-attack")
    mamu, tf = creature(g, "mamu"), creature(g, "t-f-macneil")
    ready = {mamu.iid: (0, circular)}
    ways = rd.options(st, _sides(g), tf, mamu, 3, ready, set())
    assert sorted(st.name(w.new_target) for w in ways) == ["Blossom", "Zhyzack"]
    assert all(w.credit == mamu.iid and not w.from_hand for w in ways)
    assert rd.options(st, _sides(g), tf, mamu, 3, ready, {circular}) == []


def test_circular_attack_has_no_one_to_turn_a_blow_on_in_a_one_on_one_fight():
    """Rules decision R41: one-on-one, Circular Attack has no other opponent to hit."""
    g = duel(["swipe", "circular-attack"], ["swipe"])
    st = g.state
    circular = next(i for i in st.player(0).combat_hand
                    if st.cards[i].cid == "circular-attack")
    mamu, zhyzack = creature(g, "mamu"), creature(g, "zhyzack")
    assert rd.options(st, ([mamu.iid], [zhyzack.iid]), zhyzack, mamu, 2,
                      {mamu.iid: (0, circular)}, set()) == []


def _pack_fight(hand, wounded=7, ann_hand=("body-blow",)):
    """Ann's Mamu attacks Zhyzack (wounded); Bob's Pack Defense brings T.F. MacNeil and
    Blossom in. Bob holds ``hand`` too."""
    g = duel(list(ann_hand), ["pack-defense", *hand], stop="",
             bob=[{"card": "zhyzack", "damage": [{"card": "swipe", "value": wounded}]},
                  "t-f-macneil", "blossom"])
    play(g, "Zhyzack plays Pack Defense", "Pre-combat")
    pass_until_any(g, {"commit"})
    return g


def test_taking_the_death_blow_moves_a_killing_blow_to_a_packmate():
    g = _pack_fight(["taking-the-death-blow"])
    commit(g, "Body Blow")
    while g.pending.kind == "commit":
        commit(g, None)
    while g.pending.kind == "target":
        label(g, "Zhyzack") if any("Zhyzack" in o.label for o in g.pending.options) \
            else g.apply(g.pending.options[0].choice)
    assert g.pending.kind == "redirect"
    labels = [o.label for o in _redirects(g)]
    assert "Play Taking the Death Blow: Body Blow hits T.F. MacNeil instead of Zhyzack" in labels
    label(g, "Body Blow hits T.F. MacNeil")
    assert damage(g, "zhyzack") == 7 and damage(g, "t-f-macneil") == 3
    assert zones_of(g, "taking-the-death-blow") == ["1:combat_discard"]


def test_taking_the_death_blow_is_not_offered_against_a_blow_that_would_not_kill():
    g = _pack_fight(["taking-the-death-blow"], wounded=0)
    commit(g, "Body Blow")
    while g.pending.kind == "commit":
        commit(g, None)
    while g.pending.kind == "target":
        label(g, "Zhyzack") if any("Zhyzack" in o.label for o in g.pending.options) \
            else g.apply(g.pending.options[0].choice)
    pass_until_any(g, {"commit", "open-play", "withdraw"})
    assert damage(g, "zhyzack") == 3


def test_shieldmate_brings_a_packmate_into_the_combat_in_the_targets_place():
    g = duel(["body-blow"], ["shieldmate"], bob=["zhyzack", "t-f-macneil"])
    round_of(g, "Body Blow", None)
    assert g.pending.kind == "redirect"
    label(g, "Play Shieldmate: Body Blow hits T.F. MacNeil")
    cs = g.state.combat
    assert damage(g, "t-f-macneil") == 3 and damage(g, "zhyzack") == 0
    assert creature(g, "t-f-macneil").iid in cs.defenders
    assert creature(g, "zhyzack").iid not in cs.defenders


def test_faq_shieldmate_is_a_pack_defence_the_attacking_side_cannot_use():
    """FAQ (Shieldmate): "creates a pack action. Creates a pack defense": a blow on the
    attacker is not moved onto its packmate."""
    g = duel(["shieldmate", "jab"], ["body-blow"], ann=["mamu", "anna-kliminski"])
    round_of(g, None, "Body Blow")
    assert g.pending is None or g.pending.kind != "redirect"
    assert damage(g, "mamu") == 3 and damage(g, "anna-kliminski") == 0


def test_faq_redirected_attack_may_turn_a_blow_back_on_its_player_or_another_opponent():
    """FAQ (Gift of the Porcupine, Poison Tumors): Redirected Attack can send the user's
    attack back on the one who played it; its text lets the user pick any opponent."""
    g = _pack_fight([], ann_hand=["body-blow", "redirected-attack"])
    st = g.state
    card = next(i for i in st.player(0).combat_hand if st.cards[i].cid == "redirected-attack")
    mamu, tf = creature(g, "mamu"), creature(g, "t-f-macneil")
    ways = rd.options(st, _sides(g), tf, mamu, 3, {mamu.iid: (0, card)}, set())
    assert sorted(st.name(w.new_target) for w in ways) == ["Blossom", "T.F. MacNeil", "Zhyzack"]


def test_faq_shieldmate_pack_defense_swaps_in_a_member_outside_the_combat():
    """FAQ (Shieldmate): it creates a pack defense and redirects after dodges and blocks;
    v0.2 "Redirecting attacks": a new creature not in the combat takes the target's place."""
    g = duel(["body-blow"], ["shieldmate"], bob=["zhyzack", "t-f-macneil"])
    assert creature(g, "t-f-macneil").iid not in g.state.combat.defenders
    round_of(g, "Body Blow", None)
    label(g, "Play Shieldmate: Body Blow hits T.F. MacNeil")
    assert creature(g, "t-f-macneil").iid in g.state.combat.defenders
    assert damage(g, "t-f-macneil") == 3
    assert zones_of(g, "shieldmate") == ["1:combat_discard"]

