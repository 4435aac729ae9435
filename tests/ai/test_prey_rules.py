"""The Retaliation enemy rules (shared/seeds/004) as scripted prey play them in Rage combat.
Each test names the book's section it checks; docs/solo.md has the mapping."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from rage_tui.ai.prey import PreyDirector
from rage_tui.content.behaviour import library_behaviours
from rage_tui.content.library import CardLibrary, load_library
from rage_tui.engine.choices import Choice
from rage_tui.engine.game import Game
from tests.engine.conftest import FIXTURES, label, pass_until, pick, position

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def plib() -> CardLibrary:
    return load_library([FIXTURES / "engine_cards.yaml", HERE / "prey_cards.yaml"])


def fight(plib: CardLibrary, prey: list[str], ann_hand: list[str], bob_hand: list[str],
          ann_pack: list[Any] | None = None, bob_deck: list[str] | None = None) -> Game:
    """Ann's alpha attacks ``prey[0]`` (the other prey are in the Hunting Grounds too); Bob
    plays for the prey. Waits at the first commit."""
    seats = [{"name": "Ann", "allegiance": "gaia", "pack": ann_pack or ["t-elder"],
              "combat_hand": ann_hand},
             {"name": "Bob", "allegiance": "wyrm", "pack": ["t-fomor"],
              "combat_hand": bob_hand, "combat_deck": bob_deck or []}]
    game = position(plib, {"name": "prey rules", "turn": 2, "phase": "combat", "seats": seats,
                           "hunting": [{"card": p, "owner": "Bob"} for p in prey]})
    for _ in range(50):  # Ann's alpha is the first creature of her pack
        d = game.pending
        if d.kind == "alpha-action":
            break
        passes = [o for o in d.options if o.choice.kind in ("done", "pass")]
        game.apply((passes or list(d.options))[0].choice)
    if game.state.player(game.pending.seat).name != "Ann":
        label(game, "Pass")
        pass_until(game, "alpha-action")
    pick(game, lambda o: o.label == f"Attack {plib[prey[0]].name} in the Hunting Grounds")
    settle(game, None)
    return game


def scripted(game: Game, director: PreyDirector) -> bool:
    d = game.pending
    if d is None or d.about is None or d.kind not in ("commit", "target"):
        return False
    c = game.state.creatures.get(d.about)
    return c is not None and c.controller is None and director.handles(
        d.kind, game.state.cards[d.about].cid)


def settle(game: Game, director: PreyDirector | None, ann_target: str | None = None) -> None:
    """Answer everything (prey by the director, Ann's targets by name, fight on) until Ann
    must commit a card or the combat is over."""
    for _ in range(200):
        d = game.pending
        if d is None or (game.state.combat is None and d.kind != "commit" and any(
                e.kind == "combat-end" for e in game.state.events)):
            return
        if director is not None and scripted(game, director):
            game.apply(director.choose(game.view_for(d.seat)))
        elif d.kind == "commit":
            return
        elif d.kind == "target":
            want = [o for o in d.options if ann_target and ann_target in o.label]
            game.apply((want or list(d.options))[0].choice)
        elif d.kind == "withdraw":
            game.apply(Choice("continue"))
        else:
            calm = [o for o in d.options if o.choice.kind in ("pass", "done", "stay", "take")]
            game.apply((calm or list(d.options))[0].choice)


def round_(game: Game, director: PreyDirector, card: str | None,
           target: str | None = None) -> None:
    """Ann commits ``card`` (a card name, None for a null card); the round is played out."""
    d = game.pending
    assert d is not None and d.kind == "commit", d
    opts = [o for o in d.options if o.choice.kind == "commit" and (
        o.card is None if card is None else o.label.startswith(card + " face down"))]
    game.apply(opts[0].choice)
    settle(game, director, target)


def director_for(plib: CardLibrary) -> PreyDirector:
    d = PreyDirector(library_behaviours(plib), 3)
    d.set_library(plib.cards)
    return d


def damage_on(game: Game, cid: str) -> list[int]:
    return [int(e.get("value")) for e in game.state.events if e.kind == "damage"
            and game.state.cards[e.get("target")].cid == cid]


def iid_of(game: Game, cid: str) -> int:
    return next(i for i, c in game.state.cards.items() if c.cid == cid)


# -- "ENEMY COMBAT DECK" ----------------------------------------------------------------------

def test_enemy_combat_deck_every_prey_in_a_round_acts_on_the_one_number_drawn(
        plib: CardLibrary) -> None:
    game = fight(plib, ["ai-guarded", "ai-guardian", "ai-pack-minion"], ["t-duck"] * 12,
                 ["t-punch"] * 14)
    director = director_for(plib)
    for _ in range(10):
        round_(game, director, "Duck")
    # (the eleventh round has begun: its number is drawn from a fresh shuffle)
    draws = [int(e.get("number")) for e in game.state.events if e.kind == "prey-draw"][:10]
    assert sorted(draws) == list(range(1, 11)), "ten draws: each number once"
    by_round: dict[int, set[str]] = {}
    for _turn, rnd, text in director.notes:
        by_round.setdefault(rnd, set()).add(text.split("number ")[1].split(":")[0])
    assert len(by_round) == 10
    for rnd, numbers in by_round.items():
        assert numbers == {str(draws[rnd - 1])}, (rnd, numbers)
    # the deck's order is not in anyone's view, only this round's number
    view = game.view_for(0)
    assert view.combat is None or not hasattr(view.combat, "prey_deck")


def test_enemy_combat_deck_is_drawn_with_the_game_rng_so_a_replay_draws_the_same(
        plib: CardLibrary) -> None:
    runs = []
    for _ in range(2):
        game = fight(plib, ["ai-guarded", "ai-guardian"], ["t-duck"] * 6, ["t-punch"] * 8)
        director = director_for(plib)
        for _ in range(4):
            round_(game, director, "Duck")
        runs.append([e.get("number") for e in game.state.events if e.kind == "prey-draw"])
    assert runs[0] == runs[1] and len(runs[0]) >= 4


# -- "BOSSSES" ------------------------------------------------------------------------------

def test_bosses_a_health_threshold_stops_damage_and_starts_the_next_phase(
        plib: CardLibrary) -> None:
    game = fight(plib, ["ai-phased"], ["t-claw"] * 4, ["t-punch"] * 6)
    director = director_for(plib)
    round_(game, director, "Claw")
    round_(game, director, "Claw")
    # Health 10, next phase at 6 left: damage stops at 4 (3 + 1; the other 2 are lost)
    assert damage_on(game, "ai-phased") == [3, 1]
    assert any(e.kind == "threshold" and e.get("lost") == 2 for e in game.state.events)
    assert any(e.kind == "boss-phase" for e in game.state.events)
    # its first phase only waited; in the new phase it punches from step 1
    round_(game, director, "Claw")
    assert "phase 2, script step 1 of 1: Punch" in director.notes[-1][2]
    assert damage_on(game, "t-elder")[-1] == 2


def test_bosses_play_their_script_in_order_and_loop(plib: CardLibrary) -> None:
    game = fight(plib, ["ai-boss"], ["t-jab"] * 6, ["t-claw", "t-punch", "t-rend", "t-duck",
                                                     "t-jab", "t-claw", "t-maul", "t-punch"])
    director = director_for(plib)
    for _ in range(5):
        round_(game, director, "Jab")
    steps = [int(e.get("step")) for e in game.state.events if e.kind == "boss-step"]
    assert steps[:5] == [0, 1, 2, 3, 4]
    plays = [t.split(": ", 1)[1] for _, _, t in director.notes]
    assert plays == ["its strongest strike", "a null card", "a bluff with its highest card",
                     "the card t-duck", "its strongest strike"]


# -- "MINIONS" --------------------------------------------------------------------------------

def test_minions_die_to_any_damage(plib: CardLibrary) -> None:
    game = fight(plib, ["ai-minion"], ["t-jab"] * 3, ["t-punch"] * 3)
    round_(game, director_for(plib), "Jab")
    assert damage_on(game, "ai-minion") == [1]
    assert iid_of(game, "ai-minion") not in game.state.creatures
    assert any(e.kind == "killed" and e.get("creature") == iid_of(game, "ai-minion")
               for e in game.state.events)


# -- "AFFIX (ENEMIES ONLY)" -----------------------------------------------------------------

def test_affix_guardian_1_the_other_prey_take_1_less_from_each_hit(plib: CardLibrary) -> None:
    game = fight(plib, ["ai-guarded", "ai-guardian"], ["t-claw"] * 4, ["t-punch"] * 6)
    director = director_for(plib)
    round_(game, director, "Claw", target="Test Guarded")
    assert damage_on(game, "ai-guarded") == [2]  # Claw does 3, the guardian takes 1 off
    round_(game, director, "Claw", target="Test Guardian")
    assert damage_on(game, "ai-guardian") == [3]  # it does not shield itself


def test_affix_lupus_hunter_adds_2_against_lupus_form_only(plib: CardLibrary) -> None:
    cub = fight(plib, ["ai-lupus-hunter"], ["t-duck"] * 2, ["t-punch"] * 3,
                ann_pack=["t-cub"])
    round_(cub, director_for(plib), None)
    assert damage_on(cub, "t-cub") == [4]  # Punch 2 + 2 against lupus
    elder = fight(plib, ["ai-lupus-hunter"], ["t-duck"] * 2, ["t-punch"] * 3)
    round_(elder, director_for(plib), None)
    assert damage_on(elder, "t-elder") == [2]  # homid: no bonus


def test_affix_silver_blade_adds_2_no_block_stops_against_crinos_only(
        plib: CardLibrary) -> None:
    crinos = fight(plib, ["ai-silver"], ["t-guard"] * 2, ["t-punch"] * 3,
                   ann_pack=[{"card": "t-elder", "crinos": True}])
    round_(crinos, director_for(plib), "Guard")
    # Punch 2, blocked by 2, then 2 that no block stops
    assert damage_on(crinos, "t-elder") == [2]
    homid = fight(plib, ["ai-silver"], ["t-guard"] * 2, ["t-punch"] * 3)
    round_(homid, director_for(plib), "Guard")
    assert damage_on(homid, "t-elder") == []


def test_affix_explosive_damage_lands_before_the_combat_ends(plib: CardLibrary) -> None:
    game = fight(plib, ["ai-fuse"], ["t-claw"] * 5, ["t-punch"] * 5, bob_deck=["t-jab"] * 3)
    round_(game, director_for(plib), "Claw")
    kinds = [e.kind for e in game.state.events]
    assert "explodes" in kinds and "combat-end" in kinds
    blast = max(k for k, e in enumerate(game.state.events) if e.kind == "damage"
                and game.state.cards[e.get("target")].cid == "t-elder")
    assert kinds.index("explodes") < blast < kinds.index("combat-end")
    assert damage_on(game, "t-elder") == [2]


def test_an_explosive_preys_blast_counts_for_gear_that_explodes(plib: CardLibrary) -> None:
    """Rules decision R49 (FAQ, Flamethrower: "take 4 or more damage in a single round"): the
    blast of a dying explosive prey is damage taken in the round, so it sets off gear whose
    threshold it reaches."""
    game = fight(plib, ["ai-fuse"], ["t-claw"] * 5, ["t-punch"] * 5, bob_deck=["t-jab"] * 3,
                 ann_pack=[{"card": "t-elder", "attached": ["ai-blast-vest"]}])
    round_(game, director_for(plib), "Claw")
    assert sorted(damage_on(game, "t-elder")) == [2, 2]
    assert [e.kind for e in game.state.events].count("explodes") == 2


# -- "TARGETING" ------------------------------------------------------------------------------

def test_targeting_a_monomaniac_never_retargets(plib: CardLibrary) -> None:
    game = fight(plib, ["ai-mono"], ["t-jab"] * 4, ["t-punch"] * 6,
                 ann_pack=["t-elder", "t-cub"])
    director = director_for(plib)
    round_(game, director, "Jab")
    elder, cub = iid_of(game, "t-elder"), iid_of(game, "t-cub")
    assert director.fight is not None and director.fight.locked[iid_of(game, "ai-mono")] == elder
    # next round its quarry (the alpha) is out of reach and another foe stands before it
    view = game.view_for(1)
    assert view.combat is not None
    # (the cub is the alpha now, so a fresh choice by its target rule would be the cub)
    pack = tuple(replace(c, umbra=True, physical=False, alpha=False) if c.iid == elder
                 else replace(c, alpha=True) for c in view.seats[0].pack)
    seats = (replace(view.seats[0], pack=pack), *view.seats[1:])
    view = replace(view, seats=seats, combat=replace(view.combat, round=2,
                                                     attackers=(elder, cub)))
    mono = iid_of(game, "ai-mono")
    assert dict(view.combat.prey_locks) == {mono: elder}, "the engine keeps the quarry"
    assert director.plan(view, mono) == "null"
    assert "monomaniac" in director.notes[-1][2]
    # a fresh director (a reloaded game) knows the quarry from the game, not from memory
    assert director_for(plib).plan(view, mono) == "null"
    # without the affix it would retarget the closest foe and punch
    plain = director_for(plib)
    plain.behaviours["ai-mono"] = plain.behaviours["ai-mono"].model_copy(
        update={"affixes": []})
    plain.fight = None
    assert plain.plan(view, mono) == "punch"


# -- "INITIATIVE TIES" ------------------------------------------------------------------------

def test_initiative_ties_players_first_then_boss_leader_common_minion(
        plib: CardLibrary) -> None:
    game = fight(plib, ["ai-pack-minion", "ai-guarded", "ai-guardian", "ai-pack-boss"],
                 ["t-duck"] * 3, ["t-punch"] * 8)
    director = director_for(plib)
    order = []
    d = game.pending
    assert d is not None
    order.append(game.state.cards[d.about].cid)
    commit_opts = [o for o in d.options if o.card is None and o.choice.kind == "commit"]
    game.apply(commit_opts[0].choice)
    while game.pending is not None and game.pending.kind == "commit":
        order.append(game.state.cards[game.pending.about].cid)
        game.apply(director.choose(game.view_for(game.pending.seat)))
    assert order == ["t-elder", "ai-pack-boss", "ai-guardian", "ai-guarded", "ai-pack-minion"]
    settle(game, director)
    hitters = [game.state.cards[e.get("by")].cid for e in game.state.events
               if e.kind == "damage" and e.get("by") is not None]
    ranks = {"ai-pack-boss": 1, "ai-guardian": 2, "ai-guarded": 3, "ai-pack-minion": 4}
    assert hitters and [ranks[h] for h in hitters] == sorted(ranks[h] for h in hitters)


def test_enemy_combat_deck_order_is_hidden_from_searching_bots(plib: CardLibrary) -> None:
    import random

    from rage_tui.engine.determinize import clone, redeal

    game = fight(plib, ["ai-guarded", "ai-guardian"], ["t-duck"] * 6, ["t-punch"] * 8)
    round_(game, director_for(plib), "Duck")
    real = game.state
    other = clone(real)
    other.combat.prey_deck.reverse()
    assert other.combat.prey_deck != real.combat.prey_deck
    worlds = [redeal(g, 0, random.Random(5)).combat.prey_deck for g in (real, other)]
    assert worlds[0] == worlds[1], "a world does not depend on the hidden deck order"
    assert sorted(worlds[0]) == sorted(real.combat.prey_deck)


def _two_foes(plib: CardLibrary, prey: str, cub: dict[str, Any]) -> tuple[Game, Any, int]:
    """A fight against ``prey`` in its second round, seen by Bob, with the cub (changed by
    ``cub``) fighting beside Ann's alpha; and the prey's instance."""
    game = fight(plib, [prey], ["t-jab"] * 4, ["t-punch"] * 6, ann_pack=["t-elder", "t-cub"])
    round_(game, director_for(plib), "Jab")
    view = game.view_for(1)
    elder, young = iid_of(game, "t-elder"), iid_of(game, "t-cub")
    pack = tuple(replace(c, **cub) if c.iid == young else c for c in view.seats[0].pack)
    view = replace(view, seats=(replace(view.seats[0], pack=pack), *view.seats[1:]),
                   combat=replace(view.combat, round=2, attackers=(elder, young)))
    return game, view, iid_of(game, prey)


def _target_of(director: PreyDirector, view: Any, me: int, foes: list[int]) -> int:
    from rage_tui.engine.choices import Decision, Option

    d = Decision(1, "target", "target", tuple(Option(Choice("target", (f,)), str(f))
                                             for f in foes), about=me)
    return int(director.choose(replace(view, decision=d)).args[0])


def test_targeting_a_move_with_its_own_target_uses_it_first_then_the_closest(
        plib: CardLibrary) -> None:
    game, view, me = _two_foes(plib, "ai-seeker", {"crinos": True, "form": "crinos"})
    elder, cub = iid_of(game, "t-elder"), iid_of(game, "t-cub")
    # its move names "a foe in Crinos": the cub, though the elder is the one it fights
    assert _target_of(director_for(plib), view, me, [elder, cub]) == cub
    # nobody in Crinos: it retargets the closest, the creature it is fighting (the elder)
    _game, calm, me = _two_foes(plib, "ai-seeker", {})
    assert _target_of(director_for(plib), calm, me, [elder, cub]) == elder


def test_targeting_with_no_legal_target_it_plays_a_null_card(plib: CardLibrary) -> None:
    game, view, me = _two_foes(plib, "ai-seeker", {"umbra": True, "physical": False})
    elder = iid_of(game, "t-elder")
    pack = tuple(replace(c, umbra=True, physical=False) if c.iid == elder else c
                 for c in view.seats[0].pack)
    gone = replace(view, seats=(replace(view.seats[0], pack=pack), *view.seats[1:]))
    director = director_for(plib)
    assert director.plan(gone, me) == "null"
    assert "no legal target" in director.notes[-1][2]
    # with the elder still in reach, the same number makes it punch
    assert director_for(plib).plan(view, me) == "punch"
