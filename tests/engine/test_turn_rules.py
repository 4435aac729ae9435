"""Rules of chapter 3 (the turn) and the parts of chapter 4 the turn touches, named after the
rule each test checks (Rules package v0.2)."""

from __future__ import annotations

import pytest

from rage_tui.engine.choices import Choice
from rage_tui.engine.errors import IllegalChoiceError
from tests.engine.conftest import (
    GAIA,
    answer,
    iid_of,
    label,
    new_game,
    pass_until,
    pick,
    position,
    scenario,
)


def test_first_redraw_phase_draws_five_sept_and_five_combat_cards(lib):
    game = new_game(lib)
    for p in game.state.players:
        assert len(p.sept_hand) == 5
        assert len(p.combat_hand) == 5
        assert len(p.sept_deck) == GAIA.sept_count - 5
    drew = [e for e in game.state.events if e.kind == "drew"]
    assert len(drew) == 4  # sept and combat, for each of two seats


def test_hand_sizes_are_a_variant_switch(lib):
    game = new_game(lib, sept_hand=7, combat_hand=4)
    assert [len(p.sept_hand) for p in game.state.players] == [7, 7]
    assert [len(p.combat_hand) for p in game.state.players] == [4, 4]


def test_setup_puts_packs_in_play_breed_side_up(lib):
    game = new_game(lib)
    assert len(game.state.creatures) == 6
    assert not any(c.crinos for c in game.state.creatures.values())


def test_same_seed_same_deal_and_different_seed_different_deal(lib):
    a, b, c = new_game(lib, seed=5), new_game(lib, seed=5), new_game(lib, seed=6)
    assert a.state.players[0].sept_hand == b.state.players[0].sept_hand
    assert a.state_hash() == b.state_hash()
    assert a.state_hash() != c.state_hash()


REDRAW = {
    "name": "redraw", "turn": 2, "phase": "redraw",
    "seats": [
        {"name": "Ann", "allegiance": "gaia", "pack": ["t-elder"],
         "sept_hand": ["t-spare", "t-goon"],
         "sept_deck": ["t-knife", "t-vest", "t-hill", "t-pup", "t-den"]},
        {"name": "Bob", "allegiance": "wyrm", "pack": ["t-spiral"], "sept_hand": ["t-spare"]},
    ],
}


def test_redraw_discards_chosen_cards_then_refills_from_the_top(lib):
    game = position(lib, REDRAW)
    assert game.pending.kind == "redraw-discard"
    label(game, "Discard Spare")
    answer(game, "done")
    # Bob's discards are collected privately after Ann's
    assert game.pending.seat == 1
    answer(game, "done")
    ann, bob = game.state.players
    names = sorted(game.state.name(i) for i in ann.sept_hand)
    assert names == sorted(["Goon", "Knife", "Vest", "Hill", "Pup"])
    assert [game.state.name(i) for i in ann.sept_discard] == ["Spare"]
    # Bob's sept deck is empty: he draws nothing and keeps his one card
    assert [game.state.name(i) for i in bob.sept_hand] == ["Spare"]


def test_redraw_discards_stay_private_until_everyone_has_chosen(lib):
    game = position(lib, REDRAW)
    label(game, "Discard Spare")
    answer(game, "done")
    bob_view = game.view_for(1)
    assert bob_view.seats[0].sept_discard == ()
    assert bob_view.seats[0].sept_hand is None
    answer(game, "done")
    assert game.view_for(1).seats[0].sept_discard == ("t-spare",)


REGEN = {
    "name": "regen", "turn": 2, "phase": "regeneration", "variants": {"strict_prompts": True},
    "seats": [
        {"name": "Ann", "allegiance": "gaia", "pack": [
            {"card": "t-elder", "crinos": True, "damage": [
                {"card": "t-claw", "owner": "Bob"}, {"card": "t-punch", "owner": "Bob"},
                {"card": "t-burn", "owner": "Bob", "aggravated": True}]}]},
        {"name": "Bob", "allegiance": "wyrm", "pack": [
            {"card": "t-exec", "damage": [{"card": "t-jab", "owner": "Ann"}]}]},
    ],
    "steps": [{"auto": "pass", "until_phase": "resource"}],
}


def test_regeneration_returns_the_lowest_non_aggravated_damage_card(lib):
    r = scenario(lib, {**REGEN, "expect": [
        {"event": "regenerated", "text": "Punch"},
        {"damage": {"t-elder": 3 + 2}},
        {"zone": {"t-punch@Bob": "combat_discard", "t-burn@Bob": "damage",
                  "t-claw@Bob": "damage"}},
    ]})
    assert r.passed, [c for c in r.checks if not c.ok] or r.error


def test_humans_do_not_regenerate_but_garou_do(lib):
    r = scenario(lib, {**REGEN, "expect": [{"damage": {"t-exec": 1}}]})
    assert r.passed, [c for c in r.checks if not c.ok] or r.error


def test_regeneration_tie_between_different_cards_is_the_controllers_choice(lib):
    data = {**REGEN, "seats": [
        {"name": "Ann", "allegiance": "gaia", "pack": [
            {"card": "t-elder", "damage": [{"card": "t-punch", "owner": "Bob"},
                                           {"card": "t-quick", "owner": "Bob"}]}]},
        {"name": "Bob", "allegiance": "wyrm", "pack": ["t-spiral"]}]}
    game = position(lib, data)
    assert game.pending.kind == "regenerate"
    assert game.pending.seat == 0
    assert {o.card for o in game.pending.options} == {"t-punch", "t-quick"}
    label(game, "Quick Jab")
    elder = game.state.creatures[iid_of(game, "t-elder")]
    assert [game.state.name(d) for d in elder.damage] == ["Punch"]


RESOURCE = {
    "name": "resources", "turn": 2, "phase": "resource",
    "seats": [
        {"name": "Ann", "allegiance": "gaia", "pack": [
            {"card": "t-elder", "attached": ["t-knife"]}, "t-seer", "t-cub"],
         "sept_hand": ["t-axe", "t-vest", "t-pup", "t-goon", "t-crown", "t-talisman"]},
        {"name": "Bob", "allegiance": "wyrm", "pack": ["t-spiral"],
         "sept_hand": ["t-crown", "t-talisman"]},
    ],
}


def test_a_creature_may_have_only_one_weapon(lib):
    game = position(lib, RESOURCE)
    labels = [o.label for o in game.pending.options]
    assert "Play Axe on Seer" in labels
    assert "Play Axe on Elder Howl" not in labels
    axe = next(o.choice.args[0] for o in game.pending.options if o.card == "t-axe")
    elder = iid_of(game, "t-elder")
    with pytest.raises(IllegalChoiceError, match="already has a weapon"):
        game.apply(Choice("play", (axe, elder)))


def test_an_ally_needs_a_recruiter_that_meets_its_requirement(lib):
    game = position(lib, RESOURCE)
    labels = [o.label for o in game.pending.options]
    assert "Play Pup with Seer" in labels
    assert not any(lb.startswith("Play Pup with Elder") for lb in labels)
    pup = next(o.choice.args[0] for o in game.pending.options if o.card == "t-pup")
    with pytest.raises(IllegalChoiceError, match="lacks theurge"):
        game.apply(Choice("play", (pup, iid_of(game, "t-elder"))))


def test_fetish_needs_gnosis_and_gaia_allegiance(lib):
    game = position(lib, RESOURCE)
    labels = [o.label for o in game.pending.options]
    assert "Play Talisman on Elder Howl" in labels  # Gnosis 5
    assert "Play Talisman on Cub" not in labels  # Gnosis 3
    tal = next(o.choice.args[0] for o in game.pending.options if o.card == "t-talisman")
    with pytest.raises(IllegalChoiceError, match="needs Gnosis 5"):
        game.apply(Choice("play", (tal, iid_of(game, "t-cub"))))
    answer(game, "done")
    assert not any(o.card == "t-talisman" for o in game.pending.options)  # Bob is Wyrm


def test_closed_play_resources_resolve_together_and_prey_goes_to_the_hunting_grounds(lib):
    game = position(lib, RESOURCE)
    label(game, "Play Goon into the Hunting Grounds")
    label(game, "Play Vest on Elder Howl")
    assert game.state.hunting == []  # nothing resolves before everyone has chosen
    answer(game, "done")
    answer(game, "done")
    assert [game.state.name(i) for i in game.state.hunting] == ["Goon"]
    elder = game.state.creatures[iid_of(game, "t-elder")]
    assert sorted(game.state.name(i) for i in elder.attached) == ["Knife", "Vest"]


def test_a_unique_card_played_by_two_seats_goes_to_one_of_them_at_random(lib):
    kept = set()
    for seed in range(8):
        game = position(lib, {**RESOURCE, "seed": seed})
        label(game, "Play Crown on Seer")
        answer(game, "done")
        label(game, "Play Crown on Spiral Brute")
        answer(game, "done")
        contest = [e for e in game.state.events if e.kind == "unique-contest"]
        assert len(contest) == 1
        owners = [c.controller for c in game.state.creatures.values()
                  for a in c.attached if game.state.cards[a].cid == "t-crown"]
        assert len(owners) == 1
        kept.add(owners[0])
        loser = game.state.players[1 - owners[0]]
        assert "t-crown" in [game.state.cards[i].cid for i in loser.sept_hand]
    assert kept == {0, 1}


UMBRA = {
    "name": "umbra", "turn": 2, "phase": "umbra",
    "seats": [
        {"name": "Ann", "allegiance": "gaia", "pack": ["t-elder", "t-seer", "t-cub"],
         "resources": ["t-den"]},
        {"name": "Bob", "allegiance": "wyrm", "pack": ["t-spiral"]},
    ],
}


def test_stepping_sideways_needs_gnosis_at_least_the_gauntlet(lib):
    game = position(lib, UMBRA)
    assert game.pending.kind == "step-sideways"
    labels = {o.label for o in game.pending.options}
    assert "Elder Howl steps into the Umbra" in labels  # Gnosis 5 >= 4
    assert "Seer steps into the Umbra" in labels
    assert not any("Cub" in lb for lb in labels)  # Gnosis 3 < 4


def test_characters_step_sideways_all_at_once(lib):
    game = position(lib, UMBRA)
    label(game, "Seer steps")
    assert not game.state.creatures[iid_of(game, "t-seer")].umbra
    answer(game, "done")
    seer = game.state.creatures[iid_of(game, "t-seer")]
    assert seer.umbra and not seer.physical


def test_the_umbra_restricts_who_an_alpha_can_attack(lib):
    data = {"name": "umbra attack", "turn": 2, "phase": "combat", "seats": [
        {"name": "Ann", "allegiance": "gaia", "pack": [{"card": "t-elder", "umbra": True}]},
        {"name": "Bob", "allegiance": "wyrm", "pack": ["t-spiral"]}],
        "hunting": [{"card": "t-goon", "owner": "Bob"}, {"card": "t-wisp", "owner": "Bob"}]}
    game = position(lib, data)
    pass_until(game, "alpha-action")
    labels = [o.label for o in game.pending.options]
    assert not any("Spiral" in lb for lb in labels)
    assert not any("Goon" in lb for lb in labels)
    assert "Attack Wisp in the Hunting Grounds" in labels  # spirits are in both worlds
    assert "Attack Wisp to bind it" in labels


MOOT = {
    "name": "moot", "turn": 2, "phase": "moot",
    "seats": [
        {"name": "Ann", "allegiance": "gaia", "pack": ["t-elder", "t-cub"],
         "sept_hand": ["t-decree"]},
        {"name": "Cy", "allegiance": "gaia", "pack": ["t-seer", "t-cub"],
         "sept_hand": ["t-record"]},
        {"name": "Bob", "allegiance": "wyrm", "pack": ["t-spiral"], "sept_hand": ["t-charter"]},
    ],
}


def test_juntas_need_two_packs_of_the_same_allegiance(lib):
    game = position(lib, MOOT)
    # two Gaia packs: moots may be called; one Wyrm pack: no board meetings
    assert game.pending.kind == "call-junta"
    assert game.pending.seat == 0
    answer(game, "done")
    answer(game, "done")
    assert game.pending is None or game.pending.kind != "call-junta"


def test_juntas_are_voted_highest_renown_first_and_a_tie_fails(lib):
    game = position(lib, MOOT)
    label(game, "calls Decree")
    answer(game, "done")
    label(game, "Seer calls Record")
    answer(game, "done")
    order = next(e for e in game.state.events if e.kind == "junta-order")
    assert order.text.endswith("Decree, Record")
    # Decree: voters by Renown: Elder (8), then Seer (5), then both Cubs (3) together
    d = game.pending
    assert (d.kind, game.state.name(d.about)) == ("vote", "Elder Howl")
    label(game, "Yes")
    assert game.state.name(game.pending.about) == "Seer"
    label(game, "No")
    assert game.state.name(game.pending.about) == "Cub"
    label(game, "No")
    assert game.state.name(game.pending.about) == "Cub"
    label(game, "Abstain")
    result = next(e for e in game.state.events if e.kind == "junta-result")
    assert "fails on a tie" in result.text and "(8 for, 8 against)" in result.text
    # Record: everyone yes: it passes and scores 2 VP for Cy, whose Seer called it
    for _ in range(4):
        label(game, "Yes")
    results = [e for e in game.state.events if e.kind == "junta-result"]
    assert results[1].get("passed") is True
    assert game.view_for(1).seats[1].vp == 2
    votes = [e for e in game.state.events if e.kind == "voted"]
    assert [game.state.name(e.get("creature")) for e in votes[:4]] == [
        "Elder Howl", "Seer", "Cub", "Cub"]


def test_votes_of_one_renown_tier_are_revealed_together(lib):
    game = position(lib, MOOT)
    label(game, "calls Decree")
    answer(game, "done")
    answer(game, "done")
    label(game, "Yes")  # Elder
    label(game, "No")  # Seer
    label(game, "No")  # Ann's Cub
    shown = [e for e in game.state.events if e.kind == "voted"]
    assert len(shown) == 2  # the first Cub's vote waits for the other Cub
    label(game, "Yes")
    shown = [e for e in game.state.events if e.kind == "voted"]
    assert len(shown) == 4


COMBAT = {
    "name": "combat phase", "turn": 2, "phase": "combat",
    "seats": [
        {"name": "Ann", "allegiance": "gaia", "pack": ["t-elder", "t-cub"],
         "combat_hand": ["t-punch", "t-claw", "t-jab", "t-duck", "t-maul"]},
        {"name": "Bob", "allegiance": "wyrm", "pack": ["t-spiral", "t-fomor"],
         "combat_hand": ["t-punch", "t-claw", "t-jab", "t-duck", "t-maul"]},
    ],
}


def test_each_seat_must_choose_an_alpha_and_alphas_act_in_descending_renown(lib):
    game = position(lib, COMBAT)
    pass_until(game, "alpha")
    assert {o.label for o in game.pending.options} == {"Elder Howl (Renown 8)", "Cub (Renown 3)"}
    label(game, "Cub")
    label(game, "Spiral")
    order = next(e for e in game.state.events if e.kind == "alpha-order")
    assert order.text.endswith("Spiral Brute, Cub")
    assert game.pending.kind == "alpha-action" and game.pending.seat == 1


def test_a_refused_challenge_ends_the_alpha_action(lib):
    game = position(lib, COMBAT)
    pass_until(game, "alpha")
    label(game, "Elder")
    label(game, "Spiral")
    label(game, "Challenge Fomor Thug")
    assert game.pending.kind == "challenge" and game.pending.seat == 1
    label(game, "Refuse")
    assert any(e.kind == "refused" for e in game.state.events)
    assert game.pending.kind == "alpha-action" and game.pending.seat == 1
    assert not any(e.kind == "round" for e in game.state.events)


def test_an_alpha_may_never_attack_its_own_pack(lib):
    game = position(lib, COMBAT)
    pass_until(game, "alpha")
    label(game, "Elder")
    label(game, "Spiral")
    with pytest.raises(IllegalChoiceError, match="its own pack"):
        answer(game, "challenge", iid_of(game, "t-cub"))


WIN = {
    "name": "win", "turn": 3, "phase": "combat", "renown_level": 20,
    "seats": [
        {"name": "Ann", "allegiance": "gaia", "pack": ["t-elder"],
         "victory": ["t-spiral", "t-spiral", "t-fomor", "t-exec"]},
        {"name": "Bob", "allegiance": "wyrm", "pack": ["t-spiral"],
         "victory": ["t-elder", "t-elder", "t-seer"]},
    ],
    "steps": [{"auto": "pass", "until": "alpha-action"}, {"pick": "Pass"}, {"pick": "Pass"}],
}


def test_two_seats_over_the_renown_level_the_one_with_most_vp_wins(lib):
    r = scenario(lib, {**WIN, "expect": [{"winner": "Ann"}, {"vp": {"Ann": 24, "Bob": 21}}]})
    assert r.passed, [c for c in r.checks if not c.ok] or r.error


def test_a_tie_at_the_top_plays_on(lib):
    data = {**WIN}
    data["seats"] = [dict(WIN["seats"][0], victory=["t-spiral", "t-spiral", "t-spiral"]),
                     WIN["seats"][1]]
    r = scenario(lib, {**data, "expect": [{"event": "tie"}, {"over": False},
                                          {"vp": {"Ann": 21, "Bob": 21}}]})
    assert r.passed, [c for c in r.checks if not c.ok] or r.error


def test_the_win_is_checked_only_at_the_end_of_the_combat_phase(lib):
    data = {**WIN, "phase": "resource", "steps": [{"auto": "pass", "until": "alpha"}],
            "expect": [{"over": False}, {"no_event": "game-over"}]}
    r = scenario(lib, data)
    assert r.passed, [c for c in r.checks if not c.ok] or r.error


def test_an_illegal_choice_is_refused_with_a_reason_and_changes_nothing(lib):
    game = new_game(lib)
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError) as err:
        answer(game, "attack", 999)
    assert "not one of the choices" in err.value.reason
    with pytest.raises(IllegalChoiceError, match="P1's decision"):
        game.apply(game.pending.options[0].choice, seat=1)
    assert game.state_hash() == before


def test_a_sidearm_does_not_count_against_the_one_weapon_limit_in_either_order(lib, tmp_path):
    from rage_tui.content.library import load_library
    from tests.engine.conftest import FIXTURES

    extra = tmp_path / "sidearm.yaml"
    extra.write_text("- {id: t-derringer, name: Derringer, type: equipment, slot: weapon,"
                     " keywords: [firearm, sidearm], plays_rage: 2}\n")
    lib2 = load_library([FIXTURES / "engine_cards.yaml", extra])
    for first, second in (("Derringer", "Axe"), ("Axe", "Derringer")):
        data = {**RESOURCE, "seats": [dict(RESOURCE["seats"][0],
                                           sept_hand=["t-axe", "t-derringer"]),
                                      RESOURCE["seats"][1]]}
        game = position(lib2, data)
        label(game, f"Play {first} on Seer")
        label(game, f"Play {second} on Seer")
        answer(game, "done")
        answer(game, "done")
        seer = game.state.creatures[iid_of(game, "t-seer")]
        assert sorted(game.state.name(a) for a in seer.attached) == ["Axe", "Derringer"]


def test_club_rules_a_character_that_called_a_junta_does_not_vote_that_turn(lib):
    game = position(lib, {**MOOT, "variants": {"club_rules": True}})
    label(game, "calls Decree")
    answer(game, "done")
    answer(game, "done")
    voters = []
    while game.pending is not None and game.pending.kind == "vote":
        voters.append(game.state.name(game.pending.about))
        label(game, "Yes")
    assert voters == ["Seer", "Cub", "Cub"]  # the Elder called Decree: no vote for it


def test_unique_one_seat_cannot_play_two_copies_in_one_closed_resource_phase(lib):
    """v0.2 "Unique": only one copy may be in play; a seat picking two copies in the same
    closed play would put both in play."""
    data = {**RESOURCE, "seats": [
        {**RESOURCE["seats"][0], "sept_hand": ["t-crown", "t-crown", "t-vest"]},
        RESOURCE["seats"][1]]}
    game = position(lib, data)
    pick(game, lambda o: o.label == "Play Crown on Seer"
         and o.choice.args[0] == game.state.player(0).sept_hand[0])
    labels = [o.label for o in game.pending.options]
    assert not any("Crown" in x for x in labels), labels
    with pytest.raises(IllegalChoiceError):
        crowns = [i for i in game.state.player(0).sept_hand if game.state.name(i) == "Crown"]
        answer(game, "play", crowns[-1], iid_of(game, "t-cub"))
    answer(game, "done")
    answer(game, "done")
    held = [c for c in game.state.creatures.values() for a in c.attached
            if game.state.cards[a].cid == "t-crown"]
    assert len(held) == 1
