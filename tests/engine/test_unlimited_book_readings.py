"""Four readings of the Rage Unlimited rulebook (seed 003, Polish) that rage-unlimited once
simplified (rules decisions U20-U23), and the kill logged when a frenzy ends with mortal damage
(both rulesets). Each test plays the bundled scenario of the book's section and, where the two
rulesets differ, shows that rage-1995 (v0.2) plays it the other way."""

from __future__ import annotations

from pathlib import Path

from rage_tui.content.bundled import bundled_library
from rage_tui.content.scenario import load_scenario
from rage_tui.engine.choices import Choice
from rage_tui.scenarios import ScenarioResult, build_game, run_file

ROOT = Path(__file__).resolve().parents[2] / "scenarios"
UNLIMITED = ROOT / "unlimited"


def _failed(result: ScenarioResult) -> list[str]:
    return [f"{c.label}: {c.detail}" for c in result.checks if not c.ok]


def _passes(path: Path) -> ScenarioResult:
    result = run_file(path, bundled_library())
    assert result.error is None, result.error
    assert not _failed(result), _failed(result)
    return result


def test_faza_dobioru_a_player_holding_seven_discards_two_of_her_choice_to_five() -> None:
    """"dobrać ich tyle aby mieć ich w ręce dokładnie pięć": until two are discarded there is
    no Done; the two she picks go to her discard pile and she ends with exactly five."""
    result = _passes(UNLIMITED / "faza-dobioru-redraw-leaves-exactly-five.yaml")
    g = result.game.state
    ann = g.player(0)
    assert len(ann.sept_hand) == 5
    assert sorted(g.cards[i].cid for i in ann.sept_discard) == ["sc-coin", "sc-lamp"]


def test_faza_dobioru_under_rage_1995_a_hand_of_seven_is_kept() -> None:
    model, lib = load_scenario(UNLIMITED / "faza-dobioru-redraw-leaves-exactly-five.yaml",
                               bundled_library())
    game = build_game(model.model_copy(update={"ruleset": "rage-1995", "steps": []}), lib)
    d = game.state.pending
    while d is not None and d.kind != "redraw-discard":
        game.apply(next(o.choice for o in d.options if o.choice.kind in ("done", "pass")))
        d = game.state.pending
    assert d is not None and d.seat == 0
    assert any(o.choice.kind == "done" for o in d.options)
    game.apply(Choice("done"))
    assert len(game.state.player(0).sept_hand) == 7


def test_wybor_alfy_a_spirit_ally_is_beside_the_pack_and_may_be_alpha() -> None:
    """"Alfą może być dowolna postać jak i sojusznik"; the Flame Spirit is laid beside the
    pack, in the physical world, and Ann picks it as alpha."""
    result = _passes(UNLIMITED / "wybor-alfy-a-spirit-ally-may-be-alpha.yaml")
    g = result.game.state
    spirit = next(c for i, c in g.creatures.items() if g.cards[i].cid == "flame-spirit")
    assert spirit.physical and not spirit.umbra
    assert g.alphas[0] == spirit.iid


def test_wybor_alfy_spirits_stay_in_both_worlds_under_rage_1995() -> None:
    result = run_file(UNLIMITED / "wybor-alfy-a-spirit-ally-may-be-alpha.yaml",
                      bundled_library(), ruleset="rage-1995")
    g = result.game.state
    spirit = next(c for i, c in g.creatures.items() if g.cards[i].cid == "flame-spirit")
    assert spirit.physical and spirit.umbra  # v0.2 "Spirit": in both worlds


def test_ekwipunek_a_second_weapon_goes_on_and_one_weapon_is_used_a_round() -> None:
    """"broni bez ograniczeń, z tym, że w trakcie jednej rundy walki może użyć tylko jednej":
    the pistol goes on beside the dagger; with the pistol declared the dagger's extra action
    is gone (one card for Mari) and the pistol's Rage 5 makes her Blast land."""
    result = _passes(UNLIMITED / "ekwipunek-any-number-of-weapons-one-a-round.yaml")
    g = result.game.state
    mari = next(c for i, c in g.creatures.items() if g.cards[i].cid == "sc-mari")
    assert sorted(g.cards[a].cid for a in mari.attached) == ["9mm-semi-auto-pistol",
                                                             "fang-dagger"]


def test_ekwipunek_under_rage_1995_the_second_weapon_is_refused() -> None:
    result = run_file(UNLIMITED / "ekwipunek-any-number-of-weapons-one-a-round.yaml",
                      bundled_library(), ruleset="rage-1995")
    assert result.error is not None and "Play 9mm Semi Auto Pistol" in result.error


def test_rundy_walki_only_the_players_who_played_combat_cards_refill() -> None:
    """"na koniec walki, wszyscy gracze, którzy zagrywali jakieś karty walki dobierają":
    Cid, outside the combat, keeps three cards though his discards could refill him."""
    result = _passes(UNLIMITED / "rundy-walki-only-players-who-played-refill.yaml")
    g = result.game.state
    assert [len(p.combat_hand) for p in g.players] == [5, 4, 3]
    assert not any(k.startswith("played-combat:") for k in g.marks)  # nothing left behind


def test_rundy_walki_under_rage_1995_everyone_refills() -> None:
    result = run_file(UNLIMITED / "rundy-walki-only-players-who-played-refill.yaml",
                      bundled_library(), ruleset="rage-1995")
    assert any("Cid holds 0 sept and 3 combat cards" in f and "holds 0 and 4" in f
               for f in _failed(result))


def test_szal_a_creature_dying_as_its_frenzy_ends_is_logged_as_killed() -> None:
    result = _passes(UNLIMITED / "szal-killed-when-the-frenzy-ends.yaml")
    kinds = [e.kind for e in result.game.state.events]
    end = kinds.index("frenzy-end")
    assert kinds[end + 1:end + 3] == ["killed", "scored"]


def test_frenzy_a_creature_hacked_apart_is_logged_as_killed_under_rage_1995() -> None:
    result = _passes(ROOT / "rules" / "frenzy-hacked-apart-is-killed.yaml")
    kinds = [e.kind for e in result.game.state.events]
    assert kinds.count("killed") == 1
    assert kinds.index("dead-fighting") < kinds.index("frenzy-end") < kinds.index("killed")


def test_atakowanie_wroga_a_character_killed_by_an_enemy_is_discarded() -> None:
    """"Wszelkie postacie uśmiercone przez wrogów są odrzucane": the wolf goes to Ann's sept
    discard pile, nobody scores it, and the jacket it had taken goes back to Bob (U24)."""
    result = _passes(UNLIMITED / "atakowanie-wroga-killed-by-an-enemy-is-discarded.yaml")
    g = result.game.state
    ann, bob = g.player(0), g.player(1)
    assert [g.cards[i].cid for i in ann.sept_discard] == ["sc-wolf"]
    assert not ann.removed and not ann.victory and not bob.victory
    assert [g.cards[i].cid for i in bob.sept_discard] == ["flak-jacket"]


def test_atakowanie_wroga_under_rage_1995_a_character_killed_by_prey_is_removed() -> None:
    from rage_tui.rulesets.rage1995.damage import remove_dead

    model, lib = load_scenario(UNLIMITED / "atakowanie-wroga-killed-by-an-enemy-is-discarded.yaml",
                               bundled_library())
    for ruleset, pile in (("rage-1995", "removed"), ("rage-unlimited", "sept_discard")):
        game = build_game(model.model_copy(update={"ruleset": ruleset, "steps": []}), lib)
        g = game.state
        wolf = next(c for i, c in g.creatures.items() if g.cards[i].cid == "sc-wolf")
        fomori = next(i for i in g.creatures if g.cards[i].cid == "fomori")
        from rage_tui.rulesets.rage1995.combat_records import CombatState

        g.combat = CombatState("attack", 0, [wolf.iid], [fomori], None, fomori)
        remove_dead(g, wolf, None, in_combat=True)
        assert [g.cards[i].cid for i in getattr(g.player(0), pile)] == ["sc-wolf"], ruleset
