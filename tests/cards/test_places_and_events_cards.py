"""Sept events, places and battlefields restored to their printed abilities (issue #12):
The Pit, Full Moon, Lunar Eclipse, Wyrm Taint, Season of Plenty and the others of branch
cards-4."""

from __future__ import annotations

from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import requirements
from rage_tui.rulesets.rage1995.zones import hand_size, total_vp
from tests.cards.helpers import (
    attack,
    creature,
    finish_turn,
    game,
    label,
    open_play_labels,
    pass_until_any,
    pick,
    play,
    round_of,
    seat,
    stat,
    to_alpha_action,
    until_phase,
    zones_of,
)


def _wyrm_hunts(prey: str, resources: list[str]):
    g = game([seat("Ann", "wyrm", ["zhyzack"], combat_hand=["body-blow"],
                   combat_deck=["jab"] * 8, resources=resources),
              seat("Bob", "gaia", ["mamu"], combat_hand=["jab"], combat_deck=["jab"] * 8)],
             hunting=[{"card": prey, "owner": "Bob",
                       "damage": [{"card": "dry-gulch", "value": 2}]}])
    attack(g, g.state.defs[prey].name)
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", None)
    return g


def test_the_pit_makes_a_victim_killed_by_the_pack_worth_one_more_vp():
    """FAQ: The Pit's bonus is for victims (Family of Five, Renown 2: 3 VP with The Pit)."""
    g = _wyrm_hunts("family-of-five", ["the-pit"])
    assert zones_of(g, "family-of-five") == ["0:victory"]
    assert total_vp(g.state, 0) == 2 + 1
    plain = _wyrm_hunts("family-of-five", [])
    assert total_vp(plain.state, 0) == 2


def test_lunar_eclipse_stops_gifts_played_through_an_auspice_only():
    """FAQ: Lunar Eclipse stops gifts played through an auspice requirement, not those the
    user meets another way: Gesar (a Stargazer Ragabash) loses Sticky Paws (Ragabash only) but
    keeps Distractions (Ragabash or Stargazers) through his tribe, as Morihei does in v0.2."""
    g = game([seat("Ann", "gaia", ["gesar"], sept_hand=["lunar-eclipse", "sticky-paws"]),
              seat("Bob", "wyrm", [{"card": "zhyzack", "attached": ["flak-jacket"]}])],
             phase="redraw")
    assert "Gesar plays Sticky Paws on Flak Jacket" in open_play_labels(g)
    gesar = creature(g, "gesar")
    defs = g.state.defs
    assert requirements.meets_requires(g.state, gesar, defs["distractions"])
    play(g, "Play Lunar Eclipse")
    assert not any("Sticky Paws" in x for x in open_play_labels(g))
    assert not requirements.meets_requires(g.state, gesar, defs["sticky-paws"])
    assert requirements.meets_requires(g.state, gesar, defs["distractions"])


def _gaia_hunts(prey: str, sept: list[str], hurt: int = 2):
    """Ann (Gaia, Mamu) holds ``sept``; Bob (Wyrm, T.F. MacNeil); ``prey`` in the Hunting
    Grounds with ``hurt`` damage. The game waits at the Redraw Phase."""
    return game([seat("Ann", "gaia", ["mamu"], sept_hand=sept, combat_hand=["body-blow"],
                      combat_deck=["jab"] * 8),
                 seat("Bob", "wyrm", ["t-f-macneil"], combat_hand=["jab"],
                      combat_deck=["jab"] * 8)],
                phase="redraw",
                hunting=[{"card": prey, "owner": "Bob",
                          "damage": [{"card": "dry-gulch", "value": hurt}]}])


def test_wyrm_taint_gives_enemies_in_the_hunting_grounds_rage_until_one_is_killed():
    """Wyrm Taint: enemies in the Hunting Grounds (the Furmling, Rage 4) have +1 Rage, a Wyrm
    character (T.F. MacNeil, Rage 3) has not; the card is discarded when the Furmling dies."""
    g = _gaia_hunts("furmling", ["wyrm-taint"])
    play(g, "Play Wyrm Taint")
    assert zones_of(g, "wyrm-taint") == ["global"]
    assert stat(g, "furmling", "rage") == 4 + 1
    assert stat(g, "t-f-macneil", "rage") == 3
    attack(g, "Furmling")
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", None)
    assert zones_of(g, "furmling") == ["0:victory"]
    assert zones_of(g, "wyrm-taint") == ["0:sept_discard"]


def test_season_of_plenty_makes_every_sept_hand_one_larger_until_a_character_dies():
    """Season of Plenty: every player's sept hand size +1 while it lasts; the kill of an enemy
    leaves it in play, the death of a character (Zhyzack) discards it."""
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["season-of-plenty"],
                   combat_hand=["body-blow", "body-blow"], combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", [{"card": "zhyzack", "damage": [
                  {"card": "dry-gulch", "value": 6}]}, "blossom"],
                   combat_hand=["jab"], combat_deck=["jab"] * 8)],
             hunting=[{"card": "furmling", "owner": "Bob",
                       "damage": [{"card": "dry-gulch", "value": 2}]}])
    play(g, "Play Season of Plenty")
    assert [hand_size(g.state, s, "sept") for s in (0, 1)] == [5 + 1, 5 + 1]
    attack(g, "Zhyzack", {"Ann": "Mamu", "Bob": "Zhyzack"})
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", None)
    assert zones_of(g, "zhyzack") == ["0:victory"]
    assert zones_of(g, "season-of-plenty") == ["0:sept_discard"]
    assert [hand_size(g.state, s, "sept") for s in (0, 1)] == [5, 5]


def test_season_of_plenty_stays_when_an_enemy_dies():
    g = _gaia_hunts("furmling", ["season-of-plenty"])
    play(g, "Play Season of Plenty")
    attack(g, "Furmling")
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", None)
    assert zones_of(g, "furmling") == ["0:victory"]
    assert zones_of(g, "season-of-plenty") == ["global"]


def _telemarketing():
    return game([seat("Ann", "wyrm", ["george-birch"],
                      sept_hand=["telemarketing-campaign", "telemarketing-campaign"],
                      sept_deck=["shapeshift"] * 12),
                 seat("Bob", "gaia", ["gesar"], sept_hand=["shapeshift"] * 2,
                      sept_deck=["shapeshift"] * 12)], phase="resource")


def test_telemarketing_campaign_skips_the_others_next_redraw_and_shrinks_your_hand():
    """v0.2 chapter 0: the other packs skip their next Redraw Phase (Bob keeps his two cards);
    the player's sept hand size is 3 smaller next turn (Ann refills to 2, not 5); the turn
    after, Bob redraws again."""
    g = _telemarketing()
    play(g, "Play Telemarketing Campaign")
    finish_turn(g)
    until_phase(g, "regeneration")
    ann, bob = g.state.player(0), g.state.player(1)
    assert len(bob.sept_hand) == 2
    assert len(ann.sept_hand) == 5 - 3
    assert any(e.kind == "skipped" and e.get("seat") == 1 for e in g.state.events)
    finish_turn(g)
    until_phase(g, "regeneration")
    assert len(bob.sept_hand) == 5 and len(ann.sept_hand) == 5


def test_telemarketing_campaign_cannot_be_played_on_consecutive_turns():
    g = _telemarketing()
    play(g, "Play Telemarketing Campaign")
    finish_turn(g)
    assert not any("Telemarketing" in x for x in open_play_labels(g))
    finish_turn(g)
    assert any("Telemarketing" in x for x in open_play_labels(g))


def test_bull_is_only_for_a_lupus_gaia_garou_and_gives_two_rage_in_any_frenzy():
    """FAQ errata: Bull is for lupus Gaia Garou (not lupus or Gaia) and works in all
    frenzies: Mamu (Rage 6) has Rage 8 in a limited frenzy and 6 out of it; a lupus Black
    Spiral Dancer of a Wyrm pack may not take it."""
    from rage_tui.rulesets.rage1995 import frenzy

    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["bull"]),
              seat("Bob", "wyrm", ["zhyzack"])], phase="resource")
    play(g, "Mamu plays Bull")
    assert stat(g, "mamu", "rage") == 6
    frenzy.start(g.state, creature(g, "mamu"), "limited")
    assert stat(g, "mamu", "rage") == 6 + 2
    wyrm = game([seat("Ann", "wyrm", ["morgan"], sept_hand=["bull"]),
                 seat("Bob", "gaia", ["mamu"])], phase="resource")
    assert not any("Bull" in x for x in open_play_labels(wyrm))


def test_caern_of_bygone_visions_fetches_a_fetish_of_your_choice_bane_fetishes_included():
    """FAQ: the caern "can be used to fetch Bane Fetishes" (R59: once per turn, in the Resource
    Phase): the options are the fetishes in the sept deck, of either side, one per card;
    mundane equipment and other cards are not offered; the deck is shuffled."""
    g = game([seat("Ann", "gaia", ["mamu"], resources=["caern-of-bygone-visions"],
                   sept_deck=["shapeshift", "flak-jacket", "fang-dagger", "wyrm-skin",
                              "fang-dagger"]),
              seat("Bob", "wyrm", ["zhyzack"])], phase="regeneration")
    assert "Use Caern of Bygone Visions" not in open_play_labels(g)
    play(g, "Use Caern of Bygone Visions")
    assert g.state.phase == "resource"
    d = g.pending
    assert d.kind == "tutor-pick" and d.seat == 0
    assert sorted(o.label for o in d.options) == ["Take Fang Dagger", "Take Wyrm Skin",
                                                         "Take nothing"]
    pick(g, lambda o: o.label == "Take Wyrm Skin")
    p = g.state.player(0)
    assert [g.state.cards[i].cid for i in p.sept_hand] == ["wyrm-skin"]
    assert sorted(g.state.cards[i].cid for i in p.sept_deck) == [
        "fang-dagger", "fang-dagger", "flak-jacket", "shapeshift"]
    assert "Use Caern of Bygone Visions" not in open_play_labels(g)


def test_monster_joes_truck_n_tow_searches_the_deck_for_the_equipment_you_choose():
    """FAQ: the piece of equipment searched for goes to your hand (R59: once per turn, in the
    Resource Phase); the options are the equipment in the deck, one per card."""
    g = game([seat("Ann", "wyrm", ["george-birch"], resources=["monster-joes-truck-n-tow"],
                   sept_deck=["shapeshift", "flak-jacket", "38-special", "flak-jacket"]),
              seat("Bob", "gaia", ["gesar"])], phase="regeneration")
    assert "Use Monster Joe's Truck-n-Tow" not in open_play_labels(g)
    play(g, "Use Monster Joe's Truck-n-Tow")
    d = g.pending
    assert d.kind == "tutor-pick" and d.seat == 0
    assert sorted(o.label for o in d.options) == ["Take .38 Special", "Take Flak Jacket",
                                                         "Take nothing"]
    pick(g, lambda o: o.label == "Take .38 Special")
    p = g.state.player(0)
    assert [g.state.cards[i].cid for i in p.sept_hand] == ["38-special"]
    assert sorted(g.state.cards[i].cid for i in p.sept_deck) == [
        "flak-jacket", "flak-jacket", "shapeshift"]
    assert "Use Monster Joe's Truck-n-Tow" not in open_play_labels(g)


def test_caern_of_the_painted_sands_lets_the_pack_hold_one_of_each_gaian_tribe_totem():
    """FAQ: with the caern the pack plays one copy of each pack totem of a Gaian tribe, even
    one its characters do not meet (Chimera, Stargazers or Uktena, for a Child of Gaia); when
    the caern is discarded the pack keeps only its newest totem (R60)."""
    def table(resources: list[str]):
        return game([seat("Ann", "gaia", ["questor-treetalker"], resources=resources,
                          sept_hand=["unicorn", "chimera", "unicorn"]),
                     seat("Bob", "wyrm", ["zhyzack"])], phase="resource")

    plain = table([])
    assert not any("Chimera" in x for x in open_play_labels(plain))
    g = table(["caern-of-the-painted-sands"])
    play(g, "Questor Treetalker plays Unicorn")
    play(g, "Questor Treetalker plays Chimera")
    ann = g.state.player(0)
    held = [g.state.cards[r].cid for r in ann.resources]
    assert held == ["caern-of-the-painted-sands", "unicorn", "chimera"]
    assert hand_size(g.state, 0, "sept") == 5 + 1  # Chimera works beside Unicorn
    assert not any("plays Unicorn" in x for x in open_play_labels(g))  # one copy of each
    play(g, "Discard Caern of the Painted Sands from play")
    assert [g.state.cards[r].cid for r in ann.resources] == ["chimera"]
    assert sorted(zones_of(g, "unicorn")) == ["0:sept_discard", "0:sept_hand"]


def test_operation_blight_lets_pentex_characters_step_sideways_and_take_the_umbral_quest():
    """FAQ: Operation Blight lets characters use Umbral Quest who otherwise could not: George
    Birch (a human Pentex executive, Gnosis 3) steps sideways through it (Gauntlet 2), and in
    the Umbra he may take up the Umbral Quest."""
    g = game([seat("Ann", "wyrm", ["george-birch"], resources=["operation-blight"],
                   sept_hand=["umbral-quest"]),
              seat("Bob", "gaia", ["mamu"])], phase="umbra")
    pass_until_any(g, {"step-sideways"})
    assert g.pending.seat == 0
    pick(g, lambda o: o.label == "George Birch steps into the Umbra")
    pass_until_any(g, {"open-play"})
    assert creature(g, "george-birch").umbra
    play(g, "George Birch plays Umbral Quest")
    assert zones_of(g, "umbral-quest") == [f"attached@{creature(g, 'george-birch').iid}"]


def test_without_operation_blight_a_pentex_human_cannot_step_sideways():
    from rage_tui.rulesets.rage1995 import upkeep

    g = game([seat("Ann", "wyrm", ["george-birch"], resources=["sky-river-caern"]),
              seat("Bob", "gaia", ["mamu"])], phase="umbra")
    birch = creature(g, "george-birch")
    assert not cr.can_step_sideways(g.state, birch)
    assert not upkeep.caern_opens_for(g.state, birch)
    assert g.pending is None or g.pending.kind != "step-sideways" or not any(
        "George Birch" in o.label for o in g.pending.options)


def test_shu_horus_lets_the_garou_step_sideways_either_way_once_per_game_for_the_pack():
    """FAQ errata: Shu Horus may step the Garou into or out of the Umbra; v0.2 "Past Lives":
    a once-per-game ability is used once by each pack, whichever copy it plays."""
    g = game([seat("Ann", "gaia", [{"card": "tc-strider", "umbra": True}],
                   sept_hand=["shu-horus", "shu-horus"]),
              seat("Bob", "wyrm", ["zhyzack"])], phase="redraw")
    play(g, "Strider plays Shu Horus")
    strider = creature(g, "tc-strider")
    assert strider.umbra  # arriving moves nobody
    assert stat(g, "tc-strider", "rage") == 3 + 2
    play(g, "Strider uses Shu Horus")
    assert not strider.umbra and strider.physical  # out of the Umbra
    assert "Strider uses Shu Horus" not in open_play_labels(g)
    finish_turn(g)  # the past life goes back to the hand; the second copy comes next turn
    play(g, "Strider plays Shu Horus")
    assert stat(g, "tc-strider", "rage") == 3 + 2
    assert "Strider uses Shu Horus" not in open_play_labels(g)


def test_stuck_sideways_holds_a_creature_that_stepped_sideways_in_both_worlds_a_turn_more():
    """FAQ: Stuck Sideways is played on a creature that steps sideways (R61: this turn); it is
    in both worlds until the end of the next turn, then stays where it stepped to."""
    g = game([seat("Ann", "gaia", ["gesar", "mari-cabrah"], resources=["sky-river-caern"],
                   sept_hand=["stuck-sideways"]),
              seat("Bob", "wyrm", ["zhyzack"])], phase="umbra")
    pass_until_any(g, {"step-sideways"})
    pick(g, lambda o: o.label == "Gesar steps into the Umbra")
    labels = open_play_labels(g)
    assert "Play Stuck Sideways on Gesar" in labels
    assert not any("Stuck Sideways on Mari" in x for x in labels)
    play(g, "Play Stuck Sideways on Gesar")
    gesar = creature(g, "gesar")
    assert gesar.umbra and gesar.physical
    finish_turn(g)
    assert gesar.umbra and gesar.physical  # the next turn still
    finish_turn(g)
    assert gesar.umbra and not gesar.physical  # it stays where it stepped to


# -- battlefields (the battlefields variant) ------------------------------------------------

def _engage(field: str, ann_al: str = "gaia", ann: str = "mamu",
            hurt: int = 0, ann_hand: list[str] | None = None):
    """Ann's alpha engages ``field`` (with ``hurt`` damage on it); Bob plays its defenders.
    Returns the game at the engage and both combat hand sizes just before it."""
    g = game([seat("Ann", ann_al, [ann], combat_hand=ann_hand or ["jab"] * 5,
                   combat_deck=["jab"] * 20),
              seat("Bob", "gaia" if ann_al == "wyrm" else "wyrm", ["zhyzack"],
                   combat_hand=["jab"] * 5, combat_deck=["jab"] * 20)],
             hunting=[{"card": field, "owner": "Bob",
                       "damage": [{"card": "dry-gulch", "value": hurt}] if hurt else []}],
             variants={"strict_prompts": True, "battlefields": True})
    to_alpha_action(g)
    while g.state.player(g.pending.seat).name != "Ann":
        label(g, "Pass")
        pass_until_any(g, {"alpha-action"})
    before = [len(p.combat_hand) for p in g.state.players]
    pick(g, lambda o: o.label == f"Engage the battlefield {g.state.defs[field].name}")
    return g, before


def test_battle_of_screaming_mud_draws_four_and_three_halves_rage_and_bars_withdrawal():
    """v0.2 Battlefields example 1: the attacker draws 4, the Defending Player 3; the
    attacker fights at half Rage (Mamu 6: 3) and cannot withdraw."""
    g, before = _engage("battle-of-screaming-mud")
    assert [len(p.combat_hand) for p in g.state.players] == [before[0] + 4, before[1] + 3]
    assert stat(g, "mamu", "rage") == 3
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", "Jab")
    pass_until_any(g, {"commit"})  # round 2 begins: nobody was asked to withdraw
    assert not any(e.kind == "combat-end" for e in g.state.events)
    assert any(e.kind == "no-withdrawal" for e in g.state.events)
    assert g.state.combat.round == 2


def test_reinforcements_brings_packmates_into_a_battlefield_fight():
    """v0.2 "Battlefields beta rules", Alpha Defence point 1: no other ability brings more
    creatures into a battlefield fight "unless they specifically mention Battlefields (e.g.
    Reinforcements is fine)"; the FAQ on Reinforcements. The packmate fights away from the pack
    like the attacker."""
    g = game([seat("Ann", "gaia", ["mamu", "anna-kliminski"],
                   combat_hand=["reinforcements"] + ["jab"] * 4, combat_deck=["jab"] * 20),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"] * 5,
                   combat_deck=["jab"] * 20)],
             hunting=[{"card": "den-of-rorth", "owner": "Bob"}],
             variants={"strict_prompts": True, "battlefields": True})
    to_alpha_action(g, {"Ann": "Mamu"})
    while g.state.player(g.pending.seat).name != "Ann":
        label(g, "Pass")
        pass_until_any(g, {"alpha-action"})
    pick(g, lambda o: o.label == "Engage the battlefield Den of Rorth, Son of Bast")
    play(g, "Mamu plays Reinforcements", "Beginning of combat")
    pick(g, lambda o: "join the fight" in o.label)
    pick(g, lambda o: o.label == "Anna Kliminski joins the fight")
    anna = creature(g, "anna-kliminski")
    assert anna.iid in g.state.combat.attackers and anna.away


def test_den_of_rorth_draws_three_for_a_gaia_attacker_four_for_a_wyrm_one():
    g, before = _engage("den-of-rorth")
    assert [len(p.combat_hand) for p in g.state.players] == [before[0] + 3, before[1] + 4]
    g, before = _engage("den-of-rorth", ann_al="wyrm", ann="zhyzack")
    assert [len(p.combat_hand) for p in g.state.players] == [before[0] + 4, before[1] + 4]


def test_war_of_attrition_is_won_by_lasting_five_rounds():
    """The attacker may not withdraw before round 5; still fighting after it, it wins the
    battlefield (Renown 7)."""
    g, _ = _engage("war-of-attrition")
    for _ in range(5):
        pass_until_any(g, {"commit"})
        round_of(g, "Jab", "Jab")
    pass_until_any(g, {"alpha-action", "open-play", "alpha", "combat-discard"})
    assert zones_of(g, "war-of-attrition") == ["0:victory"]
    assert total_vp(g.state, 0) == 7
    assert sum(e.kind == "no-withdrawal" for e in g.state.events) == 4


def test_war_of_attrition_beaten_before_round_five_is_worth_nothing_and_stays():
    """FAQ: if the attacker wins in fewer than 5 rounds, a self-defended War of Attrition is
    worth nothing and stays in play."""
    g, _ = _engage("war-of-attrition", hurt=6, ann_hand=["body-blow"] * 5)
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", "Jab")
    field = creature(g, "war-of-attrition")
    assert field.damage == [] and not field.dead
    assert field.iid in g.state.hunting
    assert total_vp(g.state, 0) == 0


def test_bots_answer_the_discard_and_search_choices_of_the_new_places():
    """The greedy bot takes the fetish (Caern of Bygone Visions) and the equipment (Monster
    Joe's Truck-n-Tow) it most wants; the random bot takes any option."""
    from rage_tui.ai.greedy import GreedyAgent
    from rage_tui.ai.random_agent import RandomAgent

    for place, kind, hand, deck in (
            ("caern-of-bygone-visions", "tutor-pick", [], ["fang-dagger", "wyrm-skin"]),
            ("monster-joes-truck-n-tow", "tutor-pick", [], ["flak-jacket", "38-special"])):
        for agent in (GreedyAgent(1), RandomAgent(1)):
            g = game([seat("Ann", "wyrm", ["george-birch"], resources=[place],
                           sept_hand=hand, sept_deck=deck),
                      seat("Bob", "gaia", ["gesar"])], phase="resource")
            if isinstance(agent, GreedyAgent):
                agent.set_library(g.state.defs)
            play(g, "Use " + g.state.defs[place].name)
            view = g.view_for(0)
            assert view.decision is not None and view.decision.kind == kind
            choice = agent.choose(view, [])
            assert view.decision.find(choice) is not None
            g.apply(choice)
            assert g.pending is None or g.pending.kind != kind
