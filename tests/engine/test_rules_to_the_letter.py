"""Issue 11, items 2-8: v0.2 rules (and its FAQ) the engine bent, one rule per test.

Death outside combat, regeneration by creature class, Crinos for good, open play for every
player during a combat, parting shots, stepping in after pack actions, Combat Restricted.
"""

from __future__ import annotations

from typing import Any

from rage_tui.engine.game import zone_census
from rage_tui.rulesets.rage1995.zones import total_vp
from tests.engine.combat_helpers import events, round_of
from tests.engine.conftest import iid_of, label, pass_until, position


def _lib(tmp_path):
    from rage_tui.content.library import load_library
    from tests.engine.conftest import FIXTURES

    return load_library([FIXTURES / "engine_cards.yaml", FIXTURES / "rules_letter_cards.yaml"])


def _seat(name: str, allegiance: str, pack: list[Any], **zones: Any) -> dict[str, Any]:
    return {"name": name, "allegiance": allegiance, "pack": pack, **zones}


QUIET = ("done", "pass", "stay", "continue")


def _answer_quietly(game) -> None:
    """Done, Pass, Stay out or Fight on; otherwise the first option (an alpha ...)."""
    d = game.pending
    assert d is not None, "the game is over"
    opts = [o for o in d.options if o.choice.kind in QUIET] or list(d.options)
    game.apply(opts[0].choice)


def _until(game, kind: str) -> None:
    for _ in range(300):
        if game.pending is not None and game.pending.kind == kind:
            return
        _answer_quietly(game)
    raise AssertionError(f"no {kind} decision")


def _open_play(game, seat_name: str, text: str) -> None:
    """Pass until ``seat_name`` has an open-play decision offering ``text``; play it."""
    for _ in range(300):
        d = game.pending
        assert d is not None
        who = game.state.player(d.seat).name
        found = [o for o in d.options if text.lower() in o.label.lower()]
        if d.kind == "open-play" and who == seat_name and found:
            game.apply(found[0].choice)  # copies of one card: any will do
            return
        _answer_quietly(game)
    raise AssertionError(f"{seat_name} was never offered {text}")


def _where(game, iid: int) -> list[str]:
    return zone_census(game.state)[iid]


# -- item 2: v0.2 "Death" (and "Victory Pile"): killed outside combat ----------------------

def test_death_a_character_killed_outside_combat_by_a_health_loss_leaves_the_game(tmp_path):
    lib = _lib(tmp_path)
    cub = {"card": "t-cub", "crinos": True, "attached": ["t-knife"],
           "damage": [{"card": "t-punch", "owner": "Bob"}, {"card": "t-jab", "owner": "Bob"}]}
    game = position(lib, {
        "name": "wrack", "turn": 2, "phase": "resource",
        "seats": [_seat("Ann", "gaia", [cub, "t-pup"]),
                  _seat("Bob", "wyrm", ["t-boss"], sept_hand=["t-wrack"])]})
    knife = game.state.creatures[iid_of(game, "t-cub")].attached[0]
    cub_iid = iid_of(game, "t-cub")
    _open_play(game, "Bob", "plays Wrack on Cub")  # Health 5 - 2 = 3: 3 damage kills
    st = game.state
    assert cub_iid not in st.creatures  # the body leaves play at once
    assert cub_iid in st.player(0).removed  # a character killed outside combat: removed
    assert _where(game, knife) == ["0:sept_discard"]
    assert not events(game, "scored") and total_vp(st, 1) == 0
    # Ann's last character died: she is out, and her ally left play with her
    assert st.player(0).out
    assert "Ann has no characters left and is out of the game" in events(game, "out")


def test_death_a_character_forced_into_breed_form_outside_combat_dies_and_leaves_play(tmp_path):
    lib = _lib(tmp_path)
    hurt = {"card": "t-cub", "crinos": True,
            "damage": [{"card": "t-claw", "owner": "Bob"}]}  # 3 damage, breed Health 3
    game = position(lib, {
        "name": "calm", "turn": 2, "phase": "resource",
        "seats": [_seat("Ann", "gaia", ["t-elder", hurt]),
                  _seat("Bob", "wyrm", ["t-boss"], sept_hand=["t-calm"])]})
    cub_iid = iid_of(game, "t-cub")
    _open_play(game, "Bob", "plays Calm on Cub")
    assert "Cub is killed" in events(game, "killed")
    assert cub_iid not in game.state.creatures
    assert cub_iid in game.state.player(0).removed
    assert not game.state.player(0).out  # Elder is still there
    # a dead body can no longer regenerate, be chosen as alpha or be attacked
    pass_until(game, "alpha")
    assert all(o.card != "t-cub" for o in game.pending.options)


def test_death_an_ally_killed_outside_combat_goes_to_its_owners_sept_discard(tmp_path):
    lib = _lib(tmp_path)
    pup = {"card": "t-pup", "damage": [{"card": "t-jab", "owner": "Bob"}]}  # Health 2
    game = position(lib, {
        "name": "wrack ally", "turn": 2, "phase": "resource",
        "seats": [_seat("Ann", "gaia", ["t-seer", pup]),
                  _seat("Bob", "wyrm", ["t-boss"], sept_hand=["t-wrack"])]})
    pup_iid = iid_of(game, "t-pup")
    _open_play(game, "Bob", "plays Wrack on Pup")
    assert _where(game, pup_iid) == ["0:sept_discard"]
    assert total_vp(game.state, 1) == 0


# -- item 3: v0.2 "Regeneration Phase", "Banes", "Spirit" ----------------------------------

def test_regeneration_phase_bane_allies_and_bane_prey_are_spirits_and_do_not_regenerate(
        tmp_path):
    lib = _lib(tmp_path)

    def hurt(cid: str) -> dict[str, Any]:
        return {"card": cid, "damage": [{"card": "t-jab", "owner": "Ann"}]}

    game = position(lib, {
        "name": "regen", "turn": 2, "phase": "regeneration",
        "seats": [_seat("Ann", "gaia", ["t-elder"]),
                  _seat("Bob", "wyrm", [hurt("t-boss"), hurt("t-hound")])],
        "hunting": [{**hurt("t-lurker"), "owner": "Bob"}, {**hurt("t-wisp"), "owner": "Bob"}]})
    _until(game, "alpha")
    healed = " ".join(events(game, "regenerated"))
    assert "Bane Lord regenerates" in healed  # a Bane character regenerates
    for name in ("Bane Hound", "Lurker", "Wisp"):  # Bane allies and prey are spirits
        assert name not in healed
    st = game.state
    for cid in ("t-hound", "t-lurker", "t-wisp"):
        assert len(st.creatures[iid_of(game, cid)].damage) == 1


def test_banes_every_bundled_bane_ally_or_prey_carries_the_spirit_keyword():
    from rage_tui.content.bundled import bundled_library

    lacking = [c.id for c in bundled_library().cards.values()
               if c.is_creature and c.type.value != "character" and "bane" in c.keywords
               and "spirit" not in c.keywords]
    assert lacking == []


# -- item 4: FAQ "Character Forms": Crinos until the end of the game ------------------------

def test_faq_character_forms_a_character_stays_in_crinos_after_its_wounds_regenerate(lib):
    cub = {"card": "t-cub", "crinos": True, "damage": [{"card": "t-jab", "owner": "Bob"}]}
    game = position(lib, {
        "name": "crinos", "turn": 2, "phase": "regeneration",
        "seats": [_seat("Ann", "gaia", [cub]), _seat("Bob", "wyrm", ["t-spiral"])]})
    _until(game, "alpha")
    c = game.state.creatures[iid_of(game, "t-cub")]
    assert "Cub regenerates Jab (1)" in events(game, "regenerated")
    assert c.damage == [] and c.crinos  # healed, still in Crinos form
    assert not [t for t in events(game, "flipped") if "Cub" in t]


# -- item 5: v0.2 "Combat Rounds" / FAQ "Gifts": open play is for every player --------------

def test_combat_rounds_players_outside_the_combat_may_play_gifts_for_prey(tmp_path):
    lib = _lib(tmp_path)
    game = position(lib, {
        "name": "prey gift", "turn": 2, "phase": "combat",
        "seats": [_seat("Ann", "gaia", ["t-elder"], combat_hand=["t-punch"] * 3),
                  _seat("Bob", "wyrm", ["t-exec"], combat_hand=["t-jab"] * 3),
                  _seat("Cy", "wyrm", ["t-boss"], sept_hand=["t-scales"])],
        "hunting": [{"card": "t-wisp", "owner": "Bob"}]})
    _until(game, "alpha-action")
    while game.state.player(game.pending.seat).name != "Ann":
        label(game, "Pass")
        _until(game, "alpha-action")
    label(game, "Attack Wisp")
    # Cy is not in the combat, yet is asked at the beginning-of-combat step
    _until(game, "open-play")
    d = game.pending
    assert game.state.player(d.seat).name == "Cy"
    assert game.state.combat.step == "beginning of combat"
    label(game, "Wisp plays Scales")
    assert "Wisp gets +2 Rage" in " ".join(events(game, "effect"))


# -- item 6: v0.2 "Parting shots" and "Frenzy" ----------------------------------------------

def _escape_duel(lib, ann_creature: dict[str, Any] | str = "t-elder"):
    """Elder Howl attacks Spiral Brute; Ann holds Run (fast: it shoves, then escapes)."""
    game = position(lib, {
        "name": "escape", "turn": 2, "phase": "combat",
        "seats": [_seat("Ann", "gaia", [ann_creature],
                        combat_hand=["t-run", "t-jab", "t-jab", "t-jab"]),
                  _seat("Bob", "wyrm", ["t-spiral"], combat_hand=["t-quick"] * 3)]})
    _until(game, "alpha-action")
    label(game, "Attack the alpha Spiral Brute")
    _until(game, "commit")
    return game


def test_parting_shots_an_escaping_creature_still_takes_attacks_at_the_same_speed(tmp_path):
    game = _escape_duel(_lib(tmp_path))
    round_of(game, "Run", "Quick Jab")  # both fast; Run lands first, then Elder escapes
    elder = game.state.creatures[iid_of(game, "t-elder")]
    assert "Elder Howl escapes the combat" in " ".join(events(game, "effect"))
    assert sum(elder.dmg_value.values()) == 2  # the Quick Jab landed all the same
    assert "Elder Howl takes 2 damage from Spiral Brute (Quick Jab)" in " ".join(
        events(game, "damage"))
    assert game.state.combat is None  # the attacking side is empty: the combat is over


def test_frenzy_escaping_the_combat_ends_the_frenzy_and_discards_its_cards(tmp_path):
    ann = {"card": "t-elder", "frenzy": "full", "frenzy_drawn": 2}
    game = _escape_duel(_lib(tmp_path), ann)
    round_of(game, "Run", "Quick Jab")
    ends = events(game, "frenzy-end")
    assert ends and "escaped" in ends[0], ends
    assert "Ann discards 2 combat card(s) at random" in " ".join(events(game, "frenzy-discard"))
    assert game.state.creatures[iid_of(game, "t-elder")].frenzy is None


# -- item 7: FAQ "Stepping in occurs after pack actions are declared" ----------------------

def _hunt(lib):
    game = position(lib, {
        "name": "step in", "turn": 2, "phase": "combat",
        "seats": [_seat("Ann", "gaia", ["t-seer", "t-cub"],
                        combat_hand=["t-callout", "t-jab", "t-jab"]),
                  _seat("Bob", "wyrm", ["t-spiral", "t-fomor"],
                        combat_hand=["t-hparty", "t-jab", "t-jab"])],
        "hunting": [{"card": "t-hiker", "owner": "Ann"}]})
    _until(game, "alpha-action")
    assert game.state.player(game.pending.seat).name == "Bob"  # Spiral (7) before Seer (5)
    label(game, "Attack Hiker")
    return game


def test_faq_stepping_in_occurs_after_pack_actions_so_the_alpha_faces_the_whole_pack(tmp_path):
    game = _hunt(_lib(tmp_path))
    _open_play(game, "Bob", "plays Party")  # the pack attack is declared first
    label(game, "Fomor Thug joins")  # who joins is Bob's choice (v0.2 Pack Actions)
    assert "Fomor Thug joins the fight" in " ".join(events(game, "effect"))
    pass_until(game, "step-in")
    label(game, "Step in")
    cs = game.state.combat
    assert sorted(cs.attackers) == sorted([iid_of(game, "t-spiral"), iid_of(game, "t-fomor")])
    assert cs.defenders == [iid_of(game, "t-seer")]


def test_stepping_in_a_creature_that_stepped_in_may_not_call_packmates(tmp_path):
    from rage_tui.rulesets.rage1995.effects.playing import open_play_options

    game = _hunt(_lib(tmp_path))
    pass_until(game, "step-in")
    label(game, "Step in")
    assert not [o for o in open_play_options(game.state, 0, "Pre-combat")
                if "Call Out" in o.label]
    pass_until(game, "commit")
    assert iid_of(game, "t-cub") not in game.state.combat.defenders


# -- item 8: v0.2 "Combat Restricted" for every card that has it ---------------------------

def test_combat_restricted_a_side_plays_one_per_combat_of_events_and_gifts_too(tmp_path):
    from rage_tui.rulesets.rage1995.effects.playing import open_play_options

    lib = _lib(tmp_path)
    game = position(lib, {
        "name": "restricted", "turn": 2, "phase": "combat",
        "seats": [_seat("Ann", "gaia", ["t-elder"], sept_hand=["t-smite", "t-smite"],
                        combat_hand=["t-gang", "t-gang", "t-punch", "t-punch", "t-punch"]),
                  _seat("Bob", "wyrm", ["t-fomor"], combat_hand=["t-jab"] * 5)]})
    _until(game, "alpha-action")
    label(game, "Attack the alpha Fomor Thug")
    _open_play(game, "Ann", "plays Gang Up")
    assert not [o for o in open_play_options(game.state, 0, "Beginning of combat")
                if "Gang Up" in o.label]
    pass_until(game, "commit")
    round_of(game, "Punch", "Punch", "Jab")
    label(game, "Fight on")
    _open_play(game, "Ann", "plays Smite")
    labels = [o.label for o in open_play_options(game.state, 0, "Between rounds")]
    assert not [x for x in labels if "Smite" in x or "Gang Up" in x], labels


# -- R19: a card that lets characters change form at will (the Unlimited Full Moon) ---------

def test_r19_full_moon_lets_each_character_change_form_once_a_turn_but_not_into_death(
        tmp_path):
    from rage_tui.rulesets.rage1995.openplay import options

    lib = _lib(tmp_path)
    hurt = {"card": "t-elder", "crinos": True,
            "damage": [{"card": "t-maul", "owner": "Bob", "aggravated": True}]}  # breed Health 5
    game = position(lib, {
        "name": "moon", "turn": 2, "phase": "regeneration",
        "seats": [_seat("Ann", "gaia", [{"card": "t-cub", "crinos": True}, hurt],
                        sept_hand=["t-moon"]),
                  _seat("Bob", "wyrm", ["t-spiral"])]})
    st = game.state
    assert not [o for o in options(st, 0, "Regeneration Phase") if o.choice.kind == "shift"]
    _open_play(game, "Ann", "Play Moon")
    shifts = [o.label for o in options(st, 0, "Regeneration Phase") if o.choice.kind == "shift"]
    assert shifts == ["Cub changes to lupus form (Moon)"]  # the Elder would die in homid form
    _open_play(game, "Ann", "Cub changes to lupus form")
    assert not st.creatures[iid_of(game, "t-cub")].crinos
    assert "rules decision R19" in [e.rule for e in st.events if e.kind == "flipped"]
    assert not [o for o in options(st, 0, "Resource Phase") if o.choice.kind == "shift"]


def test_death_a_creature_dies_when_the_health_bonus_holding_it_up_runs_out(lib):
    from tests.engine.combat_helpers import duel

    elder = {"card": "t-elder", "crinos": True,
             "damage": [{"card": "t-maul", "owner": "Bob", "value": 7}],  # Crinos Health 8
             "mods": [{"stat": "health", "amount": 2, "until": "round"}]}
    game = duel(lib, ["t-duck"] * 3, ["t-jab"] * 3, ann=elder)
    round_of(game, None, "Jab")  # 8 damage: alive while the +2 Health lasts
    assert "Elder Howl is killed" in events(game, "killed")
    assert iid_of_or_none(game, "t-elder") is None
    assert not events(game, "scored")  # nobody killed it (R25)


def iid_of_or_none(game, cid):
    return next((i for i in game.state.creatures if game.state.cards[i].cid == cid), None)
