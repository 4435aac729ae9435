"""Rules of v0.2 read to the letter (issue 11, items 9-16), each test named after the rule it
checks. Positions use the bundled cards where the rule is about a printed card."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from rage_tui.content.bundled import bundled_library
from rage_tui.content.library import CardLibrary
from rage_tui.engine.errors import IllegalChoiceError
from tests.engine.conftest import answer, iid_of, pick, position

RULES = Path(__file__).resolve().parents[2] / "scenarios" / "rules"

ELDER = {"id": "sc-elder", "name": "Elder", "type": "character", "allegiance": "gaia",
         "renown": 8, "keywords": ["silver-fangs", "homid", "philodox"],
         "breed": {"form": "homid", "rage": 4, "gnosis": 5, "health": 5},
         "crinos": {"rage": 7, "gnosis": 5, "health": 8}}
SAGE = {**ELDER, "id": "sc-sage", "name": "Sage", "renown": 7}
BRUTE = {"id": "sc-brute", "name": "Brute", "type": "character", "allegiance": "wyrm",
         "renown": 6, "keywords": ["black-spiral-dancers", "homid"],
         "breed": {"form": "homid", "rage": 5, "gnosis": 3, "health": 4},
         "crinos": {"rage": 8, "gnosis": 3, "health": 8}}


RALLY = {"id": "sc-rally", "name": "Rally", "type": "event", "restricted": True,
         "text": "Restricted. Draw 1 sept card.",
         "effects": [{"when": "played", "do": "draw", "deck": "sept", "amount": 1}]}


def with_cards(base: CardLibrary, *raws: dict) -> CardLibrary:
    """``base`` plus cards given as scenario-style dicts."""
    from rage_tui.content.library import validate_card

    extra = CardLibrary(files=["test"])
    for raw in raws:
        card, problems = validate_card(raw, "test", 1)
        assert card is not None, problems
        extra.cards[card.id] = card
        extra.origin[card.id] = ("test", 1)
        extra._raw[card.id] = dict(raw)
    merged, clashes = base.merged(extra)
    assert not clashes
    return merged


@pytest.fixture(scope="module")
def blib() -> CardLibrary:
    """The bundled library plus the test characters above."""
    return with_cards(bundled_library(), ELDER, SAGE, BRUTE, RALLY)


# -- item 9 ---------------------------------------------------------------------------------

def test_faq_garou_on_sept_cards_means_garou_characters_winter_wolf_cannot_retire_prey(blib):
    game = position(blib, {
        "name": "winter wolf", "turn": 2, "phase": "moot",
        "variants": {"strict_prompts": True},
        "seats": [
            {"name": "Ann", "allegiance": "gaia", "pack": ["sc-elder"],
             "sept_hand": ["winter-wolf"]},
            {"name": "Cy", "allegiance": "gaia", "pack": ["sc-sage"]},
            {"name": "Bob", "allegiance": "wyrm", "pack": ["sc-brute"]}],
        "hunting": [{"card": "arkady", "owner": "Bob"}]})
    labels = [o.label for o in game.pending.options]
    assert "Elder calls Winter Wolf on Sage" in labels
    assert not any("Arkady" in x for x in labels), labels
    wolf = game.state.player(0).sept_hand[0]
    with pytest.raises(IllegalChoiceError):
        answer(game, "call", wolf, iid_of(game, "sc-elder"), iid_of(game, "arkady"))


def test_faq_garou_requirement_of_a_sept_card_is_not_met_by_a_garou_ally(blib):
    from rage_tui.rulesets.rage1995 import requirements

    game = position(blib, {
        "name": "garou ally", "turn": 2, "phase": "resource",
        "seats": [{"name": "Ann", "allegiance": "gaia", "pack": ["sc-elder"]},
                  {"name": "Bob", "allegiance": "wyrm", "pack": ["sc-brute"]}],
        "hunting": [{"card": "arkady", "owner": "Bob"}]})
    g = game.state
    needs_garou = replace(g.defs["winter-wolf"], requires=frozenset({"garou"}))
    combat_card = replace(g.defs["claw-rake"], requires=frozenset({"garou"}))
    arkady = g.creatures[iid_of(game, "arkady")]
    elder = g.creatures[iid_of(game, "sc-elder")]
    assert requirements.meets_requires(g, elder, needs_garou)
    assert not requirements.meets_requires(g, arkady, needs_garou)
    assert requirements.meets_requires(g, arkady, combat_card)  # combat cards keep the wide sense


# -- item 14 --------------------------------------------------------------------------------

def test_v02_restricted_a_player_calls_only_one_copy_of_a_restricted_junta(blib):
    game = position(blib, {
        "name": "takeover", "turn": 2, "phase": "moot",
        "variants": {"strict_prompts": True},
        "seats": [
            {"name": "Bob", "allegiance": "wyrm", "pack": ["sc-brute"],
             "sept_hand": ["hostile-takeover", "hostile-takeover"]},
            {"name": "Dee", "allegiance": "wyrm", "pack": ["sc-brute"],
             "resources": ["balkan-fief"]}]})  # a territory to name
    first = [o for o in game.pending.options if o.card == "hostile-takeover"]
    assert first
    game.apply(first[0].choice)
    assert not [o for o in game.pending.options if o.card == "hostile-takeover"]
    answer(game, "done")  # Bob
    answer(game, "done")  # Dee
    assert "hostile-takeover" in game.state.player(0).played_restricted


def test_v02_restricted_a_played_restricted_event_is_not_offered_again(blib):
    from rage_tui.rulesets.rage1995.effects.playing import open_play_options

    game = position(blib, {
        "name": "restricted event", "turn": 2, "phase": "resource",
        "seats": [
            {"name": "Bob", "allegiance": "wyrm", "pack": ["sc-brute"],
             "sept_hand": ["sc-rally", "sc-rally"]},
            {"name": "Ann", "allegiance": "gaia", "pack": ["sc-elder"],
             "sept_hand": ["winter-wolf", "winter-wolf"]}]})
    g = game.state
    offered = [o for o in open_play_options(g, 0, "Resource Phase")
               if o.card == "sc-rally"]
    assert offered
    g.player(0).played_restricted.add("sc-rally")
    assert not [o for o in open_play_options(g, 0, "Resource Phase")
                if o.card == "sc-rally"]


# -- item 11 --------------------------------------------------------------------------------

def _resource_options(game):
    return [o.label for o in game.pending.options]


def test_v02_realms_without_a_requirement_need_a_gaia_character(blib):
    seats = [{"name": "Bob", "allegiance": "wyrm",
              "pack": [{"card": "sc-brute", "umbra": True}], "sept_hand": ["aetherial-realm"]},
             {"name": "Ann", "allegiance": "gaia",
              "pack": [{"card": "sc-elder", "umbra": True}], "sept_hand": ["aetherial-realm"]}]
    game = position(blib, {"name": "realm", "turn": 2, "phase": "resource", "seats": seats,
                           "variants": {"strict_prompts": True}})
    assert game.pending.seat == 0
    assert not [x for x in _resource_options(game) if "Aetherial" in x]
    answer(game, "done")
    assert "Play Aetherial Realm with Elder" in _resource_options(game)


def test_v02_realms_are_discarded_when_no_character_of_the_pack_is_in_the_umbra(blib):
    game = position(blib, {
        "name": "realm lost", "turn": 2, "phase": "umbra",
        "variants": {"strict_prompts": True},
        "seats": [{"name": "Ann", "allegiance": "gaia",
                   "pack": [{"card": "sc-elder", "umbra": True}],
                   "resources": ["caern-of-bygone-visions", "aetherial-realm"]},
                  {"name": "Bob", "allegiance": "wyrm", "pack": ["sc-brute"]}]})
    from tests.engine.conftest import label

    label(game, "Elder steps out of the Umbra")
    answer(game, "done")
    while game.pending is not None and game.pending.kind == "step-sideways":
        answer(game, "done")
    ann = game.state.player(0)
    assert [game.state.cards[r].cid for r in ann.resources] == ["caern-of-bygone-visions"]
    assert "aetherial-realm" in [game.state.cards[i].cid for i in ann.sept_discard]
    assert [e for e in game.state.events if e.kind == "realm-lost"]


def test_v02_personal_totems_a_character_with_one_does_not_benefit_from_the_pack_totem(blib):
    from rage_tui.rulesets.rage1995 import creatures as cr

    game = position(blib, {
        "name": "totems", "turn": 2, "phase": "resource",
        "seats": [{"name": "Ann", "allegiance": "gaia",
                   "pack": [{"card": "king-albrecht", "attached": ["fenris"]}, "sc-elder"],
                   "resources": ["falcon"]},
                  {"name": "Bob", "allegiance": "wyrm", "pack": ["sc-brute"]}]})
    g = game.state
    king = g.creatures[iid_of(game, "king-albrecht")]
    elder = g.creatures[iid_of(game, "sc-elder")]
    assert cr.static_bonus(g, elder, "junta_renown") == 1  # Falcon, the pack totem
    assert cr.static_bonus(g, king, "junta_renown") == 0  # Fenris holder: no Falcon bonus
    assert cr.rage(g, king) == g.card(king.iid).breed.stats.rage + 1  # Fenris itself works


def test_v02_past_lives_a_character_killed_channelling_one_costs_two_sept_hand_cards(blib):
    from rage_tui.scenarios import run_file

    result = run_file(RULES / "past-life-death.yaml", bundled_library())
    assert result.passed, [c for c in result.checks if not c.ok] or result.error
    g = result.game.state
    ann = g.player(0)
    assert len(ann.sept_hand) == 3 and ann.sept_hand_size == 5
    assert "sc-ancestor" in [g.cards[i].cid for i in ann.sept_discard]


def _open_resources(blib, **seat0):
    knife = {"id": "sc-knife", "name": "Knife", "type": "equipment", "slot": "weapon"}
    data = {"name": "trade", "turn": 2, "phase": "resource",
            "variants": {"strict_prompts": True},
            "cards": [knife],
            "seats": [{"name": "Ann", "allegiance": "gaia",
                       "pack": [{"card": "sc-elder", "attached": ["sc-knife"]}], **seat0},
                      {"name": "Cy", "allegiance": "gaia", "pack": ["sc-sage"]}]}
    from rage_tui.content.scenario import ScenarioModel
    from rage_tui.scenarios import build_game

    model = ScenarioModel.model_validate(data)
    extra = CardLibrary(files=["t"])
    from rage_tui.content.library import validate_card

    card, _ = validate_card(knife, "t", 1)
    extra.cards[card.id], extra.origin[card.id], extra._raw[card.id] = card, ("t", 1), knife
    lib, _ = blib.merged(extra)
    game = build_game(model, lib)
    while game.pending.kind != "open-play":
        answer(game, "done")
    return game


def test_v02_resources_all_resources_can_be_discarded_during_the_resource_phase(blib):
    game = _open_resources(blib, resources=["caern-of-bygone-visions"])
    from tests.engine.conftest import label

    label(game, "Discard Caern of Bygone Visions from play")
    ann = game.state.player(0)
    assert ann.resources == []
    assert [game.state.cards[i].cid for i in ann.sept_discard] == ["caern-of-bygone-visions"]
    answer(game, "pass")  # Cy
    label(game, "Discard Knife from Elder")
    assert game.state.creatures[iid_of(game, "sc-elder")].attached == []


def test_v02_equipment_goes_to_another_pack_only_if_its_player_agrees(blib):
    from tests.engine.conftest import label

    game = _open_resources(blib)
    label(game, "Give Knife from Elder to Sage")
    assert game.pending.kind == "trade-offer" and game.pending.seat == 1
    label(game, "Refuse")
    assert [game.state.name(a) for a in game.state.creatures[iid_of(game, "sc-elder")].attached
            ] == ["Knife"]
    assert not [o for o in game.pending.options if o.choice.kind == "trade"]
    game = _open_resources(blib)
    label(game, "Give Knife from Elder to Sage")
    label(game, "Accept")
    sage = game.state.creatures[iid_of(game, "sc-sage")]
    assert [game.state.name(a) for a in sage.attached] == ["Knife"]


# -- item 16 --------------------------------------------------------------------------------

WALL = {"id": "x-wall", "name": "Wall", "type": "combat_action", "rage": 1, "block": 3,
        "block_mode": "all-or-nothing"}
CURL = {"id": "x-curl", "name": "Curl", "type": "combat_action", "rage": 1, "block": 6,
        "keywords": ["slow"], "guards": "round"}


@pytest.fixture(scope="module")
def block_lib(lib) -> CardLibrary:
    return with_cards(lib, WALL, CURL)


def _spiral_damage(game):
    c = game.state.creatures[iid_of(game, "t-spiral")]
    return sum(c.dmg_value.values())


@pytest.mark.parametrize(("attack", "taken"), [("Claw", 0), ("Maul", 5)])
def test_v02_blocks_an_all_or_nothing_block_stops_a_small_attack_and_not_a_big_one(
        block_lib, attack, taken):
    from tests.engine.combat_helpers import duel, round_of

    game = duel(block_lib, ["t-claw" if attack == "Claw" else "t-maul"], ["x-wall"],
                ann={"card": "t-elder", "crinos": True})
    round_of(game, attack, "Wall")
    assert _spiral_damage(game) == taken


def test_v02_blocks_a_reducing_block_takes_its_value_off_each_attack(block_lib):
    from tests.engine.combat_helpers import duel, round_of

    game = duel(block_lib, ["t-maul"], ["t-guard"], ann={"card": "t-elder", "crinos": True})
    round_of(game, "Maul", "Guard")
    assert _spiral_damage(game) == 5 - 2


def test_card_text_a_block_for_the_whole_round_stops_faster_attacks_too(block_lib):
    from tests.engine.combat_helpers import duel, round_of

    game = duel(block_lib, ["t-quick"], ["x-curl"])
    round_of(game, "Quick Jab", "Curl")
    assert _spiral_damage(game) == 0
    assert "Spiral Brute blocks all of Quick Jab" in [
        e.text for e in game.state.events if e.kind == "blocked"]


def test_card_text_fetal_position_guards_every_speed_this_round():
    card = bundled_library().cards["fetal-position"]
    assert "this round" in card.text
    assert card.guards_round and not card.block_all_or_nothing and card.block == 6


# -- item 15 --------------------------------------------------------------------------------

def test_unlimited_pack_actions_extra_combat_cards_are_cut_back_to_the_hand_size():
    """v0.2 is silent; the Unlimited rulebook ("Działania watahy") decides (R20)."""
    from rage_tui.scenarios import run_file

    result = run_file(RULES / "pack-action-hand.yaml", bundled_library())
    assert result.passed, [c for c in result.checks if not c.ok] or result.error
    g = result.game.state
    bob = g.player(1)
    assert len(bob.combat_hand) == bob.combat_hand_size == 5
    assert [e.rule for e in g.events if "after the pack action" in e.text] == [
        "rules decision R20"]


# -- item 13 --------------------------------------------------------------------------------

def test_v02_pack_actions_the_player_picks_who_joins_and_how_many_up_to_n():
    from rage_tui.scenarios import run_file

    result = run_file(RULES / "pack-action-join.yaml", bundled_library())
    assert result.passed, [c for c in result.checks if not c.ok] or result.error
    g = result.game.state
    names = sorted(g.name(i) for i in g.combat.attackers)
    assert names == ["Cub", "Elder"]  # the Sage and the Seer (higher Renown) stayed home


@pytest.mark.parametrize(("first", "vp"), [("Telling Blow from Elder", 3 + 2),
                                           ("Flesh Wound from Cub", 3)])
def test_v02_multiple_cards_the_controlling_player_orders_blows_at_one_speed(first, vp):
    from rage_tui.content.scenario import load_scenario
    from rage_tui.rules_reference import find
    from rage_tui.scenarios import run_model

    model, lib = load_scenario(RULES / "damage-order.yaml", bundled_library())
    steps = list(model.steps)
    steps[-1] = steps[-1].model_copy(update={"pick": f"{first} lands first"})
    result = run_model(model.model_copy(update={"steps": steps, "expect": []}), lib)
    assert result.error is None, result.error
    g = result.game.state
    asked = [e for e in g.events if e.kind == "killed"]
    assert len(asked) == 1
    from rage_tui.rulesets.rage1995.zones import total_vp

    assert total_vp(g, 0) == vp  # the Telling Blow bonus only when it is the killing blow
    assert find("v0.2 Multiple Cards") is not None


def test_faq_prey_hunters_tied_on_renown_a_random_player_decides_who_attacks_first():
    from rage_tui.content.scenario import load_scenario
    from rage_tui.scenarios import run_model

    choosers = set()
    for seed in range(12):
        model, lib = load_scenario(RULES / "hunter-tie.yaml", bundled_library())
        model = model.model_copy(update={"seed": seed, "steps": model.steps[:1], "expect": []})
        result = run_model(model, lib)
        assert result.error is None, result.error
        d = result.game.state.pending
        assert d.kind == "hunt-order"
        assert sorted(o.label for o in d.options) == ["Prowler attacks first",
                                                      "Stalker attacks first"]
        choosers.add(d.seat)
    assert choosers == {0, 1}


def test_v02_stepping_in_alphas_tied_on_renown_are_asked_in_a_random_order(lib):
    """v0.2 "Stepping in": the highest Renown steps in; it is silent on ties (R22: random)."""
    from tests.engine.combat_helpers import duel

    wyrm2 = {"name": "Cy", "allegiance": "wyrm", "pack": ["t-spiral"]}
    first = set()
    for seed in range(12):
        game = duel(lib, ["t-punch"], ["t-jab"], attack=None, seed=seed,
                    hunting=[{"card": "t-goon", "owner": "Bob"}], extra_seat=wyrm2)
        while game.state.player(game.pending.seat).name != "Ann":
            answer(game, "pass")
        pick(game, lambda o: o.label.startswith("Attack Goon"))
        assert game.pending.kind == "step-in"
        first.add(game.pending.seat)
        assert [e for e in game.state.events if e.kind == "tie"]
    assert first == {1, 2}


def test_v02_order_of_voting_ties_go_by_the_callers_renown_now(lib):
    from rage_tui.rulesets.rage1995.state import Mod

    game = position(lib, {
        "name": "juntas", "turn": 2, "phase": "moot",
        "seats": [{"name": "Ann", "allegiance": "gaia", "pack": ["t-seer"],
                   "sept_hand": ["t-record"]},
                  {"name": "Cy", "allegiance": "gaia", "pack": ["t-elder"],
                   "sept_hand": ["t-record"]}]})
    seer = game.state.creatures[iid_of(game, "t-seer")]
    seer.mods.append(Mod("renown", 4, "turn", seer.iid))  # 5 + 4 = 9 > the Elder's 8
    from tests.engine.conftest import label

    label(game, "Seer calls Record")
    answer(game, "done")
    label(game, "Elder Howl calls Record")
    answer(game, "done")
    order = next(e for e in game.state.events if e.kind == "junta-order")
    seer_card = list(order.get("order"))
    assert game.state.cards[seer_card[0]].owner == 0  # the Seer's Record is voted first


# -- item 12 --------------------------------------------------------------------------------

def _battlefield_model(**changes):
    from rage_tui.content.scenario import load_scenario

    model, lib = load_scenario(RULES / "battlefield.yaml", bundled_library())
    return model.model_copy(update=changes), lib


def test_v02_battlefields_are_a_variant_switched_off_by_default():
    from rage_tui.scenarios import build_game

    model, lib = _battlefield_model(variants={}, steps=[], expect=[])
    game = build_game(model, lib)
    while game.pending.kind != "alpha-action":
        game.apply(next(o for o in game.pending.options if o.choice.kind in ("done", "pass",
                                                                              "alpha")).choice)
    assert not [o for o in game.pending.options if o.choice.kind == "battlefield"]
    from rage_tui.rulesets.rage1995.resources import play_options, verify_play

    for on in (False, True):
        model, lib = _battlefield_model(variants={"battlefields": on}, phase="resource",
                                        hunting=[], steps=[], expect=[])
        seats = [model.seats[0].model_copy(update={"sept_hand": ["den-of-rorth"]}),
                 model.seats[1]]
        game = build_game(model.model_copy(update={"seats": seats}), lib)
        den = game.state.player(0).sept_hand[0]
        offered = [o for o in play_options(game.state, 0, []) if o.card == "den-of-rorth"]
        assert bool(offered) is on
        if not on:
            with pytest.raises(IllegalChoiceError):
                verify_play(game.state, 0, den, -1)


def test_v02_battlefields_won_go_to_the_attackers_victory_pile_for_their_renown():
    from rage_tui.scenarios import run_model

    model, lib = _battlefield_model()
    result = run_model(model, lib)
    assert result.passed, [c for c in result.checks if not c.ok] or result.error
    g = result.game.state
    assert [g.cards[i].cid for i in g.player(0).victory] == ["den-of-rorth"]
    assert not g.creatures[iid_of(result.game, "sc-elder")].away  # back with its pack


def test_v02_battlefields_that_hold_lose_their_damage_and_stay_in_play():
    from rage_tui.scenarios import run_model

    model, lib = _battlefield_model(expect=[])
    steps = list(model.steps[:-3])
    steps.append(steps[0].model_copy(update={"auto": None, "seat": "Ann", "kind": "commit",
                                             "card": "jab", "pick": None}))
    steps.append(steps[0].model_copy(update={"auto": None, "seat": "Bob", "kind": "commit",
                                             "card": "null"}))
    steps.append(steps[0].model_copy(update={"auto": None, "seat": "Ann", "pick": "Withdraw",
                                             "kind": None, "card": None}))
    seats = [model.seats[0].model_copy(update={"combat_hand": ["jab"]}), model.seats[1]]
    result = run_model(model.model_copy(update={"steps": steps, "seats": seats}), lib)
    assert result.error is None, result.error
    g = result.game.state
    den = iid_of(result.game, "den-of-rorth")
    assert den in g.hunting and g.creatures[den].damage == []
    assert [e for e in g.events if e.kind == "battlefield-holds"]
