"""Combat (6.4) and torpor (6.5) of seed 002: range and maneuvers, strikes, presses, the
damage examples of 6.4.6, steal blood (6.4.5), rescue, diablerie and the Blood Hunt."""

from __future__ import annotations

from rage_tui.engine.game import Game
from rage_tui.rulesets.vtes.damage import take_damage
from tests.vtes.helpers import Table, census_ok, offered, passes, pending, pick

FIGHT = ("open-play", "stealth", "intercept", "maneuver", "extra-strike", "prevent", "press")


def _fight(t: Table, actor: int, blocker: int) -> Game:
    """``actor`` hunts, ``blocker`` (with intercept enough) blocks: combat begins."""
    game = t.start()
    pick(game, "act", actor, "hunt")
    pick(game, "block", blocker)
    passes(game)
    return game


def test_6_4_6_lupo_with_1_blood_and_1_aggravated_goes_to_torpor_with_1_blood() -> None:
    t = Table(2)
    lupo = t.minion(0, "lupo", blood=1)
    assert take_damage(t.g, lupo, 0, 1) == "torpor"
    assert lupo in t.g.players[0].torpor and t.g.blood[lupo] == 1


def test_6_4_6_royce_with_1_blood_and_2_aggravated_is_empty_in_torpor() -> None:
    t = Table(2)
    royce = t.minion(0, "royce", blood=1)
    assert take_damage(t.g, royce, 0, 2) == "torpor"
    assert royce in t.g.players[0].torpor and t.g.blood[royce] == 0


def test_6_4_6_nik_with_1_blood_and_2_regular_and_1_aggravated_is_burned() -> None:
    t = Table(2)
    nik = t.minion(0, "nik", blood=1)
    assert take_damage(t.g, nik, 2, 1) == "burned"
    assert nik in t.g.players[0].ash


def test_6_4_6_an_ally_loses_a_life_per_damage_and_is_burned_with_none() -> None:
    t = Table(2)
    gang = t.minion(0, "loyal-street-gang", blood=3)
    assert take_damage(t.g, gang, 2, 0) == "ok" and t.g.blood[gang] == 1
    assert take_damage(t.g, gang, 0, 1) == "burned" and gang in t.g.players[0].ash


def test_6_4_5_hand_strikes_at_close_range_deal_strength_damage_each() -> None:
    t = Table(2)
    rake = t.minion(0, "rake", blood=1)
    julien = t.minion(1, "julien-rey", blood=3)  # intercept 1
    game = _fight(t, rake, julien)
    passes(game, ("maneuver",))
    pick(game, "strike", "hand")
    pick(game, "strike", "hand")
    passes(game, FIGHT)
    g = t.g
    assert g.blood[julien] == 2 and g.blood[rake] == 0  # both healed 1 with a blood
    assert any(e.kind == "combat-over" for e in g.events) and census_ok(game)


def test_6_4_2_a_maneuver_to_long_range_leaves_a_hand_strike_without_effect() -> None:
    t = Table(2)
    rake = t.minion(0, "rake", blood=2)
    julien = t.minion(1, "julien-rey", blood=3)
    step, = t.hand(1, "sidestep")
    game = _fight(t, rake, julien)
    pick(game, "no")  # the acting minion does not maneuver
    pick(game, "card", step, 0)  # Julien maneuvers to long
    pick(game, "no")  # Rake has nothing to answer with
    assert any(e.kind == "range" and e.get("close") is False for e in t.g.events)
    pick(game, "strike", "hand")
    pick(game, "strike", "hand")
    assert t.g.blood[julien] == 3 and t.g.blood[rake] == 2  # no damage either way


def test_6_4_5_a_ranged_weapon_strikes_at_long_range() -> None:
    t = Table(2)
    rake = t.minion(0, "rake", blood=2)
    yuri = t.minion(1, "julien-rey", blood=3)
    gun = t.attach(yuri, "submachine-gun")
    game = _fight(t, rake, yuri)
    pick(game, "no")
    pick(game, "weapon", gun)  # the gun's maneuver: its strike is chosen too (6.4.2)
    pick(game, "no")
    d = pending(game)
    pick(game, "strike", "hand")
    d = pending(game)
    assert [o.choice.args for o in d.options] == [("weapon", gun)]
    pick(game, "strike", "weapon", gun)
    passes(game, FIGHT)
    assert rake in t.g.players[0].torpor  # 3 damage, 1 healed with his last blood


def test_6_4_5_a_dodge_cancels_the_opposing_strike_and_combat_ends_resolves_first() -> None:
    t = Table(2)
    rake = t.minion(0, "rake", blood=2)
    julien = t.minion(1, "julien-rey", blood=3)
    dodge, = t.hand(1, "dodge")
    game = _fight(t, rake, julien)
    passes(game, FIGHT)
    pick(game, "strike", "hand")
    pick(game, "card", dodge, 0)
    assert t.g.blood[julien] == 3 and t.g.blood[rake] == 2


def test_6_4_5_first_strike_that_sends_to_torpor_stops_the_other_strike() -> None:
    t = Table(2)
    rake = t.minion(0, "rake", blood=1)
    ibrahim = t.minion(1, "ibrahim-sol", blood=1)  # strength 2, superior Celerity
    t.attach(ibrahim, "night-vision-goggles")  # intercept 1
    blow, = t.hand(1, "lightning-blow")
    game = _fight(t, rake, ibrahim)
    passes(game, ("maneuver",))
    pick(game, "strike", "hand")
    pick(game, "card", blow, 0)  # damage equal to his strength, first strike
    passes(game, FIGHT)
    g = t.g
    assert rake in g.players[0].torpor and g.blood[rake] == 0
    assert g.blood[ibrahim] == 1  # Rake's hand strike never resolved


def test_6_4_5_steal_blood_moves_counters_before_the_damage_is_healed() -> None:
    t = Table(2)
    katrin = t.minion(0, "katrin-vogt", blood=1)  # Thaumaturgy, capacity 4
    julien = t.minion(1, "julien-rey", blood=3)
    theft, = t.hand(0, "blood-theft")
    game = _fight(t, katrin, julien)
    passes(game, FIGHT)
    pick(game, "card", theft, 0)  # steal 2 blood
    pick(game, "strike", "hand")  # 1 damage to Katrin at the same time
    passes(game, FIGHT)
    g = t.g
    assert g.blood[julien] == 1 and g.blood[katrin] == 2  # 1 + 2 stolen - 1 healed


def test_6_4_3_blur_gives_an_additional_strike_at_the_same_range() -> None:
    t = Table(2)
    cassandra = t.minion(0, "cassandra", blood=4)  # superior Celerity: Blur gives 2
    julien = t.minion(1, "julien-rey", blood=4)
    blur, = t.hand(0, "blur")
    game = _fight(t, cassandra, julien)
    passes(game, ("maneuver",))
    pick(game, "strike", "hand")
    pick(game, "strike", "hand")
    passes(game, ("prevent",))
    pick(game, "card", blur, 1)
    pick(game, "no")
    pick(game, "strike", "hand")
    passes(game, ("prevent",))
    pick(game, "strike", "hand")
    passes(game, ("prevent",))
    assert t.g.blood[julien] == 1  # three hand strikes of 1


def test_6_4_6_a_prevention_card_is_played_before_the_damage() -> None:
    t = Table(2)
    rake = t.minion(0, "rake", blood=2)
    andreas = t.minion(1, "beatrix-lund", blood=3)  # superior Fortitude
    t.attach(andreas, "night-vision-goggles")  # intercept 1
    rock, = t.hand(1, "skin-of-rock")
    game = _fight(t, rake, andreas)
    passes(game, ("maneuver",))
    pick(game, "strike", "hand")
    pick(game, "strike", "hand")
    passes(game, ("extra-strike",))
    d = pending(game)
    assert d.kind == "prevent"
    while pending(game).seat != 1:
        pick(game, "no")
    pick(game, "card", rock, 1)
    assert t.g.blood[andreas] == 3


def test_6_4_4_a_press_starts_another_round() -> None:
    t = Table(2)
    rake = t.minion(0, "rake", blood=3)
    julien = t.minion(1, "julien-rey", blood=4)
    press, = t.hand(0, "relentless")
    game = _fight(t, rake, julien)
    passes(game, ("maneuver",))
    pick(game, "strike", "hand")
    pick(game, "strike", "hand")
    passes(game, ("extra-strike", "prevent"))
    pick(game, "card", press, 0)
    pick(game, "no")
    assert any(e.kind == "combat-round" and e.text.startswith("Combat round 2")
               for e in t.g.events)


def test_6_5_3_a_vampire_in_torpor_is_rescued_for_two_blood() -> None:
    t = Table(2)
    rake = t.minion(0, "rake", blood=3)
    lupo = t.minion(0, "lupo", blood=1, region="torpor")
    game = t.start()
    pick(game, "act", rake, "rescue", lupo, 1)
    passes(game)
    g = t.g
    assert lupo in g.players[0].ready and g.blood[rake] == 2 and g.blood[lupo] == 0


def test_6_5_4_diablerie_moves_the_blood_and_the_equipment_and_burns_the_victim() -> None:
    t = Table(3)
    rake = t.minion(0, "rake", blood=1)  # capacity 3
    victim = t.minion(1, "tiberius", blood=4, region="torpor")  # older: capacity 7
    gun = t.attach(victim, "pistol")
    disc, = t.hand(0, "discipline-celerity")
    game = t.start()
    pick(game, "act", rake, "diablerize", victim)
    passes(game)
    g = t.g
    assert victim in g.players[1].ash and g.blood[rake] == 3 and gun in g.attached[rake]
    pick(game, "disc", disc)  # an older victim: a discipline (6.5.5 step 4)
    assert disc in g.attached[rake] and g.capacity(rake) == 4 and g.level(rake, "cel") == 1
    d = pending(game)
    assert d.kind == "blood-hunt"
    pick(game, "hunt")
    while pending(game).kind == "vote":
        pick(game, "done")
    assert rake in g.players[0].ready  # no votes for: the Blood Hunt fails
    assert census_ok(game)


def test_6_5_6_a_blood_hunt_that_passes_burns_the_diabolist() -> None:
    t = Table(2)
    rake = t.minion(0, "rake", blood=1)
    victim = t.minion(1, "odette-vale", blood=1, region="torpor")  # younger: no discipline
    aleph = t.minion(1, "aleph", blood=3)  # a Prince: 2 votes
    game = t.start()
    pick(game, "act", rake, "diablerize", victim)
    passes(game)
    pick(game, "no")  # seat 0 does not call it
    pick(game, "hunt")  # seat 1 does
    pick(game, "done")
    pick(game, "title", aleph, "for")
    pick(game, "done")
    assert rake in t.g.players[0].ash


def test_6_5_2_a_vampire_leaving_torpor_who_is_blocked_may_be_diablerized() -> None:
    t = Table(2)
    lupo = t.minion(0, "lupo", blood=2, region="torpor")
    blocker = t.minion(1, "julien-rey", blood=2)
    game = t.start()
    pick(game, "act", lupo, "leave")
    pick(game, "block", blocker)
    passes(game)
    pick(game, "yes")
    assert lupo in t.g.players[0].ash and t.g.blood[blocker] == 4


def test_6_4_7_a_ranged_strike_at_long_range_may_hit_a_retainer_and_cannot_be_dodged() -> None:
    t = Table(2)
    rake = t.minion(0, "rake", blood=3)
    pistol = t.attach(rake, "pistol")  # 2 damage, ranged
    step, = t.hand(0, "sidestep")
    blocker = t.minion(1, "julien-rey", blood=3)
    guard = t.attach(blocker, "bodyguard", life=2)
    dodge, = t.hand(1, "dodge")
    game = _fight(t, rake, blocker)
    pick(game, "card", step, 0)  # to long range
    pick(game, "no")
    assert not offered(game, "strike", "hand", "at", guard)  # a hand strike is not ranged
    assert offered(game, "strike", "weapon", pistol, "at", guard)
    pick(game, "strike", "weapon", pistol, "at", guard)
    pick(game, "card", dodge, 0)
    passes(game, FIGHT)
    g = t.g
    assert guard in g.players[1].ash and g.blood[blocker] == 3


def test_6_4_7_a_retainer_regains_its_life_after_a_combat_it_survives() -> None:
    t = Table(2)
    rake = t.minion(0, "rake", blood=3)
    t.attach(rake, "pistol")
    step, = t.hand(0, "sidestep")
    blocker = t.minion(1, "julien-rey", blood=3)
    hound = t.attach(blocker, "ghoul-enforcer", life=2)
    game = _fight(t, rake, blocker)
    pick(game, "card", step, 0)
    pick(game, "no")
    opts = [o.choice for o in pending(game).options if "at" in o.choice.args]
    assert opts  # the pistol at the ghoul
    t.g.blood[hound] = 1  # (as if wounded earlier in the combat)
    pick(game, "strike", "hand")
    pick(game, "strike", "hand")
    passes(game, FIGHT)
    assert t.g.blood[hound] == 2
