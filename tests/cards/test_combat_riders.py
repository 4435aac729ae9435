"""Combat actions with riders: ``on-damage``, ``on-kill`` and ``on-miss`` effects."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import (
    creature,
    damage,
    duel,
    events,
    label,
    pass_until_any,
    play,
    round_of,
    stat,
    zones_of,
)


def _next_round(g):
    pass_until_any(g, {"commit"})


def test_head_wound_stops_the_wounded_creature_playing_a_card_next_round():
    """FAQ "Combat - Frenzy": a creature that is Head Wounded "cannot play a combat card in
    the following round"; the round after, it plays again."""
    g = duel(["head-wound", "jab", "jab"], ["jab"] * 3)
    round_of(g, "Head Wound", None)
    assert damage(g, "zhyzack") == 3 and stat(g, "zhyzack", "rage") == 7
    _next_round(g)
    stymied = len(events(g, "stymied"))
    round_of(g, "Jab")  # only Mamu is asked: Zhyzack cannot play
    assert len(events(g, "stymied")) == stymied + 1
    _next_round(g)
    round_of(g, "Jab", "Jab")
    assert damage(g, "mamu") == 1


def test_a_head_wounded_attacker_may_still_withdraw_between_rounds():
    """FAQ (Head Wound): "If you were wounded with a Head Wound and are the attacker, you may
    withdraw between rounds"."""
    g = duel(["jab", "jab"], ["head-wound", "jab"])
    round_of(g, "Jab", "Head Wound")
    assert damage(g, "mamu") == 3
    pass_until_any(g, {"withdraw", "commit"})
    assert g.pending.kind == "withdraw" and g.state.player(g.pending.seat).name == "Ann"
    label(g, "Withdraw")
    assert g.state.combat is None


def test_healing_a_head_wound_ends_its_effect():
    """v0.2 "Damage and Death": "When a damage card is healed, all ongoing effects caused by
    the damage end (e.g. Head Wound, Maim)": healed between rounds, the creature plays again."""
    g = duel(["jab", "jab", "jab"], ["head-wound", "jab", "jab"], ann=["mari-cabrah"],
             ann_sept=["mothers-touch"])
    round_of(g, "Jab", "Head Wound")
    mari = creature(g, "mari-cabrah")
    assert any(md.stat == "no_actions" for md in mari.mods)
    play(g, "Mother's Touch on Mari Cabrah", "Between rounds")
    assert damage(g, "mari-cabrah") == 0
    assert not any(md.stat == "no_actions" for md in mari.mods)


def test_healing_does_not_end_hamstringed():
    """v0.2 "Damage and Death": effects "not caused by the damage (e.g. Hamstringed)" are not
    cancelled when the damage card is healed."""
    g = duel(["hamstring", "jab", "jab"], ["jab", "jab"], bob=["tsannik"], target="Tsannik",
             bob_sept=["kiss-of-the-wyrm"])
    round_of(g, "Hamstringed", None)
    tsannik = creature(g, "tsannik")
    play(g, "Kiss of the Wyrm on Tsannik", "Between rounds")
    assert damage(g, "tsannik") == 0
    assert any(md.stat == "max_rage" for md in tsannik.mods)


def test_fur_gnarl_is_aggravated_on_a_creature_in_crinos_form():
    """FAQ (Fur Gnarl): the wound is aggravated if the creature "was in Crinos when it
    received this"."""
    g = duel(["fur-gnarl"], ["jab"], ann=[{"card": "mamu", "crinos": True}])
    round_of(g, "Fur Gnarl", None)
    z = creature(g, "zhyzack")  # Zhyzack's only form is Crinos
    assert damage(g, "zhyzack") == 3 and len(z.aggravated) == 1


def test_fur_gnarl_is_normal_damage_on_a_creature_in_breed_form():
    """FAQ (Fur Gnarl): "If the creature is not in Crinos/battle form when this wound is
    delivered, then the wound is not aggravated"."""
    g = duel(["fur-gnarl"], ["jab"], ann=[{"card": "mamu", "crinos": True}], bob=["morgan"],
             target="Morgan")
    round_of(g, "Fur Gnarl", None)
    morgan = creature(g, "morgan")
    assert damage(g, "morgan") == 3 and not morgan.aggravated


def test_hamstring_limits_its_target_even_when_the_blow_is_dodged():
    """v0.2 "Redirecting attacks": effects "not reliant on damaging its target take effect
    normally (e.g. Hamstringed still affects its original target)"; "Damage and Death": they
    are "not caused by the damage"."""
    g = duel(["hamstring", "jab"], ["dodge", "dry-gulch", "body-blow"])
    round_of(g, "Hamstringed", "Dodge")
    assert damage(g, "zhyzack") == 0
    _next_round(g)
    round_of(g, "Jab", "Dry Gulch")
    assert any("Rage 3 or less" in t for t in events(g, "illegal"))


def test_hamstring_limits_the_wounded_creature_to_rage_three_next_round():
    g = duel(["hamstring", "jab"], ["dry-gulch", "body-blow"])
    round_of(g, "Hamstringed", None)
    _next_round(g)
    round_of(g, "Jab", "Dry Gulch")
    assert any("Rage 3 or less" in t for t in events(g, "illegal"))


def test_curb_stomp_takes_three_junta_renown_until_the_end_of_the_next_turn():
    from rage_tui.engine.flow import push
    from rage_tui.rulesets.rage1995.phases import EndOfTurn
    from tests.cards.helpers import creature

    def end_of_turn():
        frame = EndOfTurn()
        push(g.state, frame)
        frame.run(g.state)

    g = duel(["curb-stomp"], ["jab"])
    round_of(g, "Curb Stomp", None)
    assert stat(g, "zhyzack", "junta_renown") == 7 - 3
    assert stat(g, "zhyzack", "renown") == 7  # only for juntas
    z = creature(g, "zhyzack")
    end_of_turn()  # this turn ends: the penalty lasts through the next one
    assert stat(g, "zhyzack", "junta_renown") == 7 - 3
    end_of_turn()
    assert stat(g, "zhyzack", "junta_renown") == 7 and z.mods == []


def test_curb_stomp_leaves_a_prey_creatures_renown_alone():
    g = duel(["curb-stomp"], ["jab"], target="Pentex First Team 43",
             hunting=[{"card": "pentex-first-team-43", "owner": "Bob"}])
    round_of(g, "Curb Stomp", "Jab", None)  # the First Team plays two cards a round
    assert damage(g, "pentex-first-team-43") == 5
    assert stat(g, "pentex-first-team-43", "junta_renown") == 6


def test_telling_blow_makes_the_kill_worth_two_more_vp():
    g = duel(["telling-blow"], ["jab"], bob=[{"card": "zhyzack", "damage": [
        {"card": "dry-gulch", "value": 6}]}, "blossom"])
    round_of(g, "Telling Blow", None)
    assert zones_of(g, "zhyzack") == ["0:victory"]
    assert total_vp(g.state, 0) == 7 + 2
    scored = [e for e in g.state.events if e.kind == "scored"]  # the log says what the
    assert [e.get("vp") for e in scored] == [7 + 2]                # counter counts (#29)
    assert "for 9 VP" in str(events(g, "scored")[0])


def test_head_or_gut_draws_two_sept_cards_on_a_kill():
    g = duel(["head-or-gut"], ["jab"], bob=[{"card": "zhyzack", "damage": [
        {"card": "dry-gulch", "value": 6}]}, "blossom"],
        ann_zones={"sept_deck": ["iron-will", "shapeshift", "step-sideways"]})
    round_of(g, "Head or Gut?", None)
    assert "0:victory" in zones_of(g, "zhyzack")
    assert len(g.state.player(0).sept_hand) == 2 and len(g.state.player(0).sept_deck) == 1


def test_head_or_gut_played_by_prey_draws_nothing():
    """FAQ (Head or Gut?): "If a Prey Creature kills someone with a Head or Gut, HoG has no
    special effect"; the player who played it for the prey draws no sept card."""
    g = duel(["jab"], ["head-or-gut"], ann=[{"card": "mamu", "crinos": True, "damage": [
        {"card": "dry-gulch", "value": 7}]}], target="Fomori",
        hunting=[{"card": "fomori", "owner": "Bob"}],
        bob_zones={"sept_deck": ["iron-will", "shapeshift", "step-sideways"]})
    round_of(g, None, "Head or Gut?")
    assert events(g, "killed")  # the blow killed Mamu
    assert len(g.state.player(1).sept_hand) == 0 and len(g.state.player(1).sept_deck) == 3


def test_telling_blow_played_by_prey_adds_no_vp():
    """FAQ (Telling Blow): "If a Prey Creature kills someone with a Telling Blow, TB has no
    special effect"."""
    g = duel(["jab"], ["telling-blow"], ann=[{"card": "mamu", "crinos": True, "damage": [
        {"card": "dry-gulch", "value": 7}]}], target="Fomori",
        hunting=[{"card": "fomori", "owner": "Bob"}])
    round_of(g, None, "Telling Blow")
    assert events(g, "killed")
    assert not any(k.startswith("vp:") for k in g.state.marks)


def test_disarm_is_not_a_damage_card_and_cannot_be_dodged():
    """FAQ (Disarm): not a damage card; it cannot be blocked or dodged."""
    g = duel(["disarm"], ["evasion"], bob=[{"card": "zhyzack", "attached": [
        "whip-of-the-wicked", "wyrm-skin"]}])
    round_of(g, "Disarm", "Evasion")
    assert damage(g, "zhyzack") == 0
    assert zones_of(g, "whip-of-the-wicked") == ["1:sept_discard"]
    assert zones_of(g, "wyrm-skin") == [f"attached@{creature(g, 'zhyzack').iid}"]


def test_run_like_hell_escapes_before_a_slower_blow_and_deals_no_damage():
    g = duel(["body-blow"], ["run-like-hell"])
    round_of(g, "Body Blow", "Run Like Hell")
    assert damage(g, "mamu") == 0 and damage(g, "zhyzack") == 0
    assert any("escapes" in e.text for e in g.state.events if e.kind == "effect")


def test_run_like_hell_is_still_hit_by_a_blow_at_its_own_speed():
    """v0.2 "Parting shots": a creature leaving the combat is still hit by actions aimed at
    it that resolve at the same time."""
    g = duel(["jab"], ["run-like-hell"])
    round_of(g, "Jab", "Run Like Hell")
    assert damage(g, "zhyzack") == 1
    assert any("escapes" in e.text for e in g.state.events if e.kind == "effect")


def test_fancy_footwork_does_not_dodge_a_fast_blow():
    """FAQ (Fancy Footwork): "Fast Striking attacks resolve before Fancy Footwork (unless it
    too is Fast Striking) and so are not affected by Fancy Footwork"; Evasion, itself fast,
    dodges the Jab."""
    g = duel(["jab"], ["fancy-footwork"])
    round_of(g, "Jab", "Fancy Footwork")
    assert damage(g, "zhyzack") == 1
    slow = duel(["swipe"], ["fancy-footwork"])
    round_of(slow, "Swipe", "Fancy Footwork")
    assert damage(slow, "zhyzack") == 0
    fast = duel(["jab"], ["evasion"])
    round_of(fast, "Jab", "Evasion")
    assert damage(fast, "zhyzack") == 0


def test_mantis_form_takes_its_user_into_crinos_form():
    """FAQ (Mantis Form): creatures that cannot change to Crinos may play it, "They simply
    don't shapeshift": the others do."""
    g = duel(["mantis-form"], ["jab"], ann=["morihei-high-mountain"])
    assert not creature(g, "morihei-high-mountain").crinos
    round_of(g, "Mantis Form", None)
    assert damage(g, "zhyzack") == 3
    assert creature(g, "morihei-high-mountain").crinos
