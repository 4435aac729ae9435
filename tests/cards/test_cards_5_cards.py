"""Juntas, rites and other sept cards restored to their printed abilities (branch cards-5):
Victory Party, Elder Stone, Rite of Wisdom, Punitive Damages, Rampage, Hostile Takeover,
Throat Bare, Quest of Valor, Sneak Attack, Ritual Challenge, Rite of the Black Spiral, the
Pentex Exec and Limousine and Oisin MacGaelach."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import (
    attack,
    commit,
    creature,
    damage,
    events,
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
    zones_of,
)


def _hunt(prey: str, ann_sept: list[str], ann_hand: list[str]):
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=ann_sept, combat_hand=ann_hand,
                   combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"], combat_deck=["jab"] * 12)],
             hunting=[{"card": prey, "owner": "Bob"}])
    attack(g, prey.capitalize() if prey == "fomori" else prey, {"Ann": "Mamu", "Bob": "Zhyzack"})
    return g


# -- Victory Party ------------------------------------------------------------------------

def test_victory_party_scores_right_after_the_pack_kills_an_enemy():
    g = _hunt("fomori", ["victory-party"], ["body-blow"])
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", None)
    play(g, "Mamu plays Victory Party", "After combat")
    assert total_vp(g.state, 0) == 4 + 1


def _wyrm_hunt(resources):
    g = game([seat("Ann", "wyrm", ["zhyzack"], sept_hand=["victory-party"],
                   combat_hand=["body-blow"], combat_deck=["jab"] * 12, resources=resources),
              seat("Bob", "gaia", ["mamu"], combat_hand=["jab"], combat_deck=["jab"] * 12)],
             hunting=[{"card": "fomori", "owner": "Bob"}])
    attack(g, "Fomori", {"Ann": "Zhyzack", "Bob": "Mamu"})
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", None)
    return g


def test_a_wyrm_pack_with_caern_of_rytthikku_may_party_for_an_enemy_it_killed():
    """FAQ Victory Party: "A Wyrms pack using Caern of Rytthikku may use this Rite on
    Enemies", which are worth no VP to a Wyrm pack (v0.2 "Prey")."""
    g = _wyrm_hunt(["caern-of-rytthikku"])
    assert total_vp(g.state, 0) == 0  # the Fomori scored nothing
    play(g, "Zhyzack plays Victory Party", "After combat")
    assert total_vp(g.state, 0) == 1


def test_a_wyrm_pack_without_caern_of_rytthikku_has_no_party_for_an_enemy():
    g = _wyrm_hunt([])
    assert not any("Victory Party" in x for x in open_play_labels(g, "Ann", "After combat"))


def test_victory_party_is_not_offered_after_killing_a_character():
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["victory-party"],
                   combat_hand=["body-blow"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", [{"card": "zhyzack", "damage": [
                  {"card": "dry-gulch", "value": 6}]}, "blossom"], combat_hand=["jab"],
                   combat_deck=["jab"] * 12)])
    attack(g, "Zhyzack", {"Ann": "Mamu", "Bob": "Zhyzack"})
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", None)
    assert total_vp(g.state, 0) > 0  # Zhyzack was scored
    labels = open_play_labels(g, "Ann", "After combat")
    assert not any("Victory Party" in x for x in labels)


# -- Elder Stone --------------------------------------------------------------------------

def _stone_moot():
    return game([seat("Ann", "gaia", [{"card": "questor", "attached": ["elder-stone"]}],
                      sept_hand=["silver-record"]),
                 seat("Bob", "gaia", ["mamu"])], phase="moot")


def _junta_result(g):
    return [e for e in g.state.events if e.kind == "junta-result"][-1]


def test_elder_stone_is_discarded_as_the_bearer_votes_for_three_extra_votes():
    g = _stone_moot()
    label(g, "Questor calls Silver Record")
    pass_until_any(g, {"vote"})
    label(g, "No")  # Mamu, Renown 10, votes first
    label(g, "Yes, using Elder Stone")
    r = _junta_result(g)
    assert (r.get("yes"), r.get("no")) == (8 + 2 + 3, 10)  # Questor's 2 extra votes and 3
    assert r.get("passed")
    assert zones_of(g, "elder-stone") == ["0:sept_discard"]
    assert stat(g, "questor", "votes") == 8 + 2  # only for that junta


def test_elder_stone_gives_no_votes_in_a_board_meeting():
    """FAQ Elder Stone: in a Wyrm pack it grants votes in Moots; a board meeting gets none
    (rules decision R70)."""
    g = game([seat("Ann", "wyrm", ["golgol-fangs-of-wyrm"]),
              seat("Bob", "wyrm", [{"card": "zhyzack", "attached": ["elder-stone"]}],
                   sept_hand=["quarterly-profits"])], phase="moot")
    label(g, "Done")
    label(g, "Zhyzack calls Quarterly Profits")
    pass_until_any(g, {"vote"})
    label(g, "No")  # Golgol, Renown 9, votes first
    assert g.state.name(g.pending.about) == "Zhyzack"
    labels = [o.label for o in g.pending.options]
    assert "Yes" in labels and not any("Elder Stone" in x for x in labels), labels


def test_elder_stone_kept_gives_no_votes_and_no_renown():
    g = _stone_moot()
    assert stat(g, "questor", "renown") == 8
    label(g, "Questor calls Silver Record")
    pass_until_any(g, {"vote"})
    label(g, "No")
    pick(g, lambda o: o.label == "Yes")
    r = _junta_result(g)
    assert (r.get("yes"), r.get("no")) == (8 + 2, 10) and not r.get("passed")
    assert zones_of(g, "elder-stone") == [f"attached@{creature(g, 'questor').iid}"]


# -- Rite of Wisdom -----------------------------------------------------------------------

def _wisdom_moot():
    g = game([seat("Ann", "gaia", ["king-albrecht", "gesar"],
                   sept_hand=["rite-of-wisdom", "silver-record"]),
              seat("Bob", "gaia", ["mamu"])], phase="moot")
    labels = [o.label for o in g.pending.options]
    assert "King Albrecht plays Rite of Wisdom on Gesar" in labels  # with the juntas called
    label(g, "King Albrecht plays Rite of Wisdom on Gesar")
    label(g, "King Albrecht calls Silver Record")
    return g


def _voters(g):
    return [g.state.name(e.get("creature")) for e in g.state.events if e.kind == "voted"]


def test_rite_of_wisdom_votes_first_and_wins_gnosis_and_renown_on_the_winning_side():
    g = _wisdom_moot()
    pass_until_any(g, {"vote"})
    assert g.state.name(g.pending.about) == "Gesar"  # Renown 5, yet asked before Renown 10
    label(g, "Yes")
    pass_until_any(g, {"vote"})
    while g.pending is not None and g.pending.kind == "vote":
        label(g, "Yes" if g.state.player(g.pending.seat).name == "Ann" else "No")
    assert _voters(g)[0] == "Gesar"
    assert _junta_result(g).get("passed")
    assert stat(g, "gesar", "gnosis") == 8 + 1 and stat(g, "gesar", "renown") == 5 + 1
    assert zones_of(g, "rite-of-wisdom") == ["0:sept_discard"]


def test_rite_of_wisdom_gives_nothing_to_a_character_that_abstains():
    g = _wisdom_moot()
    pass_until_any(g, {"vote"})
    label(g, "Abstain")
    pass_until_any(g, {"vote"})
    while g.pending is not None and g.pending.kind == "vote":
        label(g, "Yes" if g.state.player(g.pending.seat).name == "Ann" else "No")
    assert stat(g, "gesar", "gnosis") == 8 and stat(g, "gesar", "renown") == 5
    assert zones_of(g, "rite-of-wisdom") == ["0:sept_discard"]


def test_rite_of_wisdom_is_not_offered_in_open_play():
    g = game([seat("Ann", "gaia", ["king-albrecht", "gesar"], sept_hand=["rite-of-wisdom"]),
              seat("Bob", "wyrm", ["zhyzack"])], phase="resource")
    labels = open_play_labels(g, "Ann")
    assert not any("Rite of Wisdom" in x for x in labels)


# -- board meetings that reach Gaia packs, and Hostile Takeover ---------------------------

def _board(ann_hand, cat_pack, cat_zones=None, bob_zones=None, bob=("golgol-fangs-of-wyrm",)):
    """Ann and Bob are Wyrm packs (so board meetings are held); Cat is a Gaia pack."""
    return game([seat("Ann", "wyrm", ["george-birch", "zhyzack"], sept_hand=ann_hand),
                 seat("Bob", "wyrm", list(bob), **(bob_zones or {})),
                 seat("Cat", "gaia", cat_pack, **(cat_zones or {}))], phase="moot")


def _call_and_carry(g, call):
    label(g, call)
    pass_until_any(g, {"vote"})
    while g.pending is not None and g.pending.kind == "vote":
        label(g, "Yes" if g.state.player(g.pending.seat).name == "Ann" else "No")


def _calls(g):
    return [o.label for o in g.pending.options if o.choice.kind == "call"]


def test_punitive_damages_lets_the_caller_pick_a_gaia_packs_equipment_to_destroy():
    g = _board(["punitive-damages"], [{"card": "mamu", "attached": ["fang-dagger",
                                                                     "flak-jacket"]}],
               bob=[{"card": "golgol-fangs-of-wyrm", "attached": ["wyrm-skin"]}])
    calls = _calls(g)
    assert "George Birch calls Punitive Damages on Flak Jacket" in calls  # the caller picks
    assert not any("Wyrm Skin" in x for x in calls)  # a Wyrm pack's is not a target
    _call_and_carry(g, "George Birch calls Punitive Damages on Flak Jacket")
    assert zones_of(g, "flak-jacket") == ["2:sept_discard"]
    assert zones_of(g, "fang-dagger") == [f"attached@{creature(g, 'mamu').iid}"]


def test_rampage_destroys_the_gaia_territory_the_caller_names():
    g = _board(["rampage"], ["mamu"], cat_zones={"resources": ["balkan-fief", "national-park"]},
               bob_zones={"resources": ["the-pit"]})
    calls = _calls(g)
    assert not any("The Pit" in x for x in calls)  # errata: Gaia territories only
    _call_and_carry(g, "Zhyzack calls Rampage on National Park")
    assert zones_of(g, "national-park") == ["2:sept_discard"]
    assert zones_of(g, "balkan-fief") == ["2:resources"]


def test_hostile_takeover_takes_the_territory_the_caller_names_from_another_wyrm_pack():
    g = _board(["hostile-takeover"], ["mamu"], cat_zones={"resources": ["national-park"]},
               bob_zones={"resources": ["the-pit", "balkan-fief"]})
    calls = _calls(g)
    assert not any("National Park" in x for x in calls)  # not a Gaia pack's
    _call_and_carry(g, "Zhyzack calls Hostile Takeover on Balkan Fief")
    assert zones_of(g, "balkan-fief") == ["0:resources"]
    assert zones_of(g, "the-pit") == ["1:resources"]


# -- Throat Bare --------------------------------------------------------------------------

def _throat_bare_then_second_attack():
    """Gogol (Bob) attacks Gesar, who bares his throat between rounds and escapes; later in
    the Combat Phase Zhyzack (Cat) attacks the wounded Gesar."""
    gesar = {"card": "gesar", "crinos": True, "damage": [{"card": "dry-gulch", "value": 4}]}
    g = game([seat("Ann", "gaia", [gesar], sept_hand=["throat-bare"],
                   combat_hand=["jab", "dodge"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["golgol-fangs-of-wyrm"], combat_hand=["dodge"],
                   combat_deck=["dodge"] * 12),
              seat("Cat", "wyrm", ["zhyzack"], combat_hand=["jab"], combat_deck=["jab"] * 12)])
    attack(g, "Gesar", {"Ann": "Gesar"}, seat_name="Bob")
    pass_until_any(g, {"commit"})
    for _ in range(2):
        d = g.pending
        who = g.state.player(d.seat).name
        commit(g, "Dodge" if who == "Bob" else None)
    play(g, "Gesar plays Throat Bare", "Between rounds")
    assert g.state.combat is None or creature(g, "gesar").iid not in (
        g.state.combat.attackers + g.state.combat.defenders)
    attack(g, "Gesar", seat_name="Cat")
    pass_until_any(g, {"commit"})
    return g


def test_throat_bare_escapes_and_a_kill_later_that_turn_scores_nothing():
    g = _throat_bare_then_second_attack()
    for _ in range(2):
        who = g.state.player(g.pending.seat).name
        commit(g, "Jab" if who == "Cat" else None)
    while g.pending is not None and g.pending.kind == "target":
        g.apply(g.pending.options[0].choice)
    assert not any(c.cid == "gesar" for c in g.state.cards.values()
                   if c.iid in g.state.creatures)
    assert total_vp(g.state, 2) == 0  # Gesar bared his throat: worth nothing this turn


def test_throat_bare_ends_when_the_character_plays_a_combat_action():
    g = _throat_bare_then_second_attack()
    for _ in range(2):
        commit(g, "Jab")
    while g.pending is not None and g.pending.kind == "target":
        g.apply(g.pending.options[0].choice)
    assert "submission-ends" in [e.kind for e in g.state.events]
    assert total_vp(g.state, 2) == 5  # Gesar struck back, so Zhyzack's kill scores


# -- Quest of Valor -----------------------------------------------------------------------

def test_quest_of_valor_scores_when_its_character_kills_a_renowned_creature():
    wounded = {"card": "zhyzack", "damage": [{"card": "dry-gulch", "value": 7}]}
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["quest-of-valor"],
                   combat_hand=["body-blow"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", [wounded, "blossom"], combat_hand=["jab"],
                   combat_deck=["jab"] * 12)])
    play(g, "Mamu plays Quest of Valor")
    assert zones_of(g, "quest-of-valor") == [f"attached@{creature(g, 'mamu').iid}"]
    attack(g, "Zhyzack", {"Ann": "Mamu", "Bob": "Zhyzack"})
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", None)
    assert zones_of(g, "quest-of-valor") == ["0:victory"]
    assert total_vp(g.state, 0) == 7 + 2


def test_quest_of_valor_does_not_score_for_a_lesser_kill():
    g = game([seat("Ann", "gaia", [{"card": "mamu", "attached": ["quest-of-valor"]}],
                   combat_hand=["body-blow"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"], combat_deck=["jab"] * 12)],
             hunting=[{"card": "fomori", "owner": "Bob"}])
    attack(g, "Fomori", {"Ann": "Mamu", "Bob": "Zhyzack"})
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", None)
    assert total_vp(g.state, 0) == 4  # the Fomori (Renown 4) only
    mamu = creature(g, "mamu")
    assert zones_of(g, "quest-of-valor") == [f"attached@{mamu.iid}"]


def test_a_character_on_quest_of_valor_cannot_refuse_a_challenge():
    g = game([seat("Ann", "gaia", ["mamu", {"card": "gesar", "attached": ["quest-of-valor"]}],
                   combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["golgol-fangs-of-wyrm"], combat_deck=["jab"] * 12)])
    to_alpha_action(g, {"Ann": "Mamu"})
    while g.state.player(g.pending.seat).name != "Bob":
        label(g, "Pass")
        pass_until_any(g, {"alpha-action"})
    label(g, "Challenge Gesar")
    d = g.pending
    assert d.kind == "challenge"
    assert [o.choice.kind for o in d.options] == ["accept"]


def _challenge_labels(thomas):
    g = game([seat("Ann", "gaia", ["allison-kachina"], combat_deck=["jab"] * 12),
              seat("Bob", "gaia", ["mamu", thomas], combat_deck=["jab"] * 12)])
    to_alpha_action(g, {"Ann": "Allison Kachina", "Bob": "Mamu"})
    while g.state.player(g.pending.seat).name != "Ann":
        label(g, "Pass")
        pass_until_any(g, {"alpha-action"})
    return [o.label for o in g.pending.options]


def test_loyalty_does_not_keep_a_character_on_quest_of_valor_from_being_challenged():
    """FAQ Quest of Valor: cards that prevent a creature being attacked or challenged do not
    prevent one on the quest being challenged. Allison is Loyal to Thomas Kachina."""
    assert not any("Challenge Thomas Kachina" in x for x in _challenge_labels("thomas-kachina"))
    quest = {"card": "thomas-kachina", "attached": ["quest-of-valor"]}
    labels = _challenge_labels(quest)
    assert any("Challenge Thomas Kachina" in x for x in labels), labels
    assert not any("Attack the alpha" in x and "Thomas" in x for x in labels)


# -- Sneak Attack -------------------------------------------------------------------------

def test_sneak_attack_starts_a_real_combat_with_prey_outside_the_combat_phase():
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["sneak-attack"],
                   combat_hand=["body-blow"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"], combat_deck=["jab"] * 12)],
             phase="umbra", hunting=[{"card": "fomori", "owner": "Bob"}])
    play(g, "Mamu plays Sneak Attack on Fomori")
    assert g.state.phase == "umbra"
    pass_until_any(g, {"commit"})
    assert g.state.combat is not None and g.state.combat.attackers == [creature(g, "mamu").iid]
    round_of(g, "Body Blow", None)
    assert zones_of(g, "fomori") == ["0:victory"]  # killed in combat: Ann scores it
    assert total_vp(g.state, 0) == 4
    assert "stepped-in" not in [e.kind for e in g.state.events]


def test_sneak_attack_may_attack_a_creature_of_another_pack_not_only_prey():
    """FAQ Dreamspeaker Mage ("If you sneak attack a Dreamspeaker", an ally) and v0.2
    "Rivalry" (a rival must be attacked, "eg, Sneak Attack"): a pack's creatures can be its
    targets, not only prey."""
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["sneak-attack"],
                   combat_hand=["jab"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["zhyzack", "crookpaw"], combat_hand=["jab"],
                   combat_deck=["jab"] * 12)],
             phase="umbra", hunting=[{"card": "fomori", "owner": "Bob"}])
    labels = open_play_labels(g)
    for name in ("Fomori", "Zhyzack", "Crookpaw"):
        assert f"Mamu plays Sneak Attack on {name}" in labels, labels
    play(g, "Mamu plays Sneak Attack on Crookpaw")
    pass_until_any(g, {"commit"})
    cs = g.state.combat
    assert cs.attackers == [creature(g, "mamu").iid]
    assert cs.defenders == [creature(g, "crookpaw").iid]


def test_sneak_attack_by_a_rival_must_fall_on_the_rival():
    """v0.2 "Rivalry": a creature with a Rivalry must attack the rival when it is a valid
    target, "attacks outside the normal alpha sequence (eg, Sneak Attack)" included."""
    g = game([seat("Ann", "gaia", ["king-albrecht"], sept_hand=["sneak-attack"],
                   combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["zhyzack"], combat_deck=["jab"] * 12)],
             phase="umbra", hunting=[{"card": "fomori", "owner": "Bob"},
                                     {"card": "arkady", "owner": "Bob"}])
    labels = [x for x in open_play_labels(g) if "Sneak Attack" in x]
    assert labels == ["King Albrecht plays Sneak Attack on Arkady"], labels


def test_no_alpha_steps_in_for_prey_attacked_outside_the_combat_phase():
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["sneak-attack"],
                   combat_hand=["body-blow"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"], combat_deck=["jab"] * 12)],
             phase="umbra", hunting=[{"card": "fomori", "owner": "Bob"}])
    g.state.alphas = {1: creature(g, "zhyzack").iid}  # Bob's alpha of an earlier Combat Phase
    play(g, "Mamu plays Sneak Attack on Fomori")
    pass_until_any(g, {"commit", "step-in"})
    assert g.pending.kind == "commit"


# -- Ritual Challenge ---------------------------------------------------------------------

def test_ritual_challenge_makes_the_caller_and_the_named_character_fight_at_once():
    """Janus is Loyal to Black Furies, yet the moot makes him fight Mari Cabrah (FAQ)."""
    g = game([seat("Ann", "gaia", ["janus", "king-albrecht"], sept_hand=["ritual-challenge"],
                   combat_deck=["jab"] * 12),
              seat("Bob", "gaia", ["mari-cabrah"], combat_deck=["jab"] * 12)], phase="moot")
    label(g, "Janus calls Ritual Challenge on Mari Cabrah")
    pass_until_any(g, {"vote"})
    while g.pending is not None and g.pending.kind == "vote":
        label(g, "Yes" if g.state.player(g.pending.seat).name == "Ann" else "No")
    assert _junta_result(g).get("passed")
    pass_until_any(g, {"commit", "challenge"})
    assert g.pending.kind == "commit"  # no refusing
    cs = g.state.combat
    assert cs.kind == "challenge" and g.state.phase == "moot"
    assert cs.attackers == [creature(g, "janus").iid]
    assert cs.defenders == [creature(g, "mari-cabrah").iid]


# -- Rite of the Black Spiral -------------------------------------------------------------

def _spiral_fight():
    dying = {"card": "gesar", "crinos": True, "damage": [{"card": "dry-gulch", "value": 4}],
             "attached": ["fang-dagger"]}
    g = game([seat("Ann", "wyrm", ["zhyzack"], sept_hand=["rite-of-the-black-spiral"],
                   combat_hand=["jab"], combat_deck=["jab"] * 12),
              seat("Bob", "gaia", [dying, "mamu"], combat_hand=["dodge"],
                   combat_deck=["jab"] * 12)])
    attack(g, "Gesar", {"Ann": "Zhyzack", "Bob": "Gesar"})
    pass_until_any(g, {"commit"})
    commit(g, "Jab")
    while g.pending.kind == "commit":  # Gesar plays nothing
        commit(g, None)
    while g.pending.kind == "target":
        g.apply(g.pending.options[0].choice)
    return g


def test_rite_of_the_black_spiral_saves_a_dying_creature_as_an_ally_of_the_performer():
    g = _spiral_fight()
    assert g.pending.kind == "lethal" and g.state.player(g.pending.seat).name == "Ann"
    label(g, "Zhyzack performs Rite of the Black Spiral: Gesar does not die")
    gesar = creature(g, "gesar")
    assert gesar.controller == 0 and gesar.iid in g.state.player(0).pack
    assert gesar.iid not in g.state.player(1).pack
    assert damage(g, "gesar") == 4  # the killing blow never landed
    assert zones_of(g, "fang-dagger") == [f"attached@{gesar.iid}"]  # it keeps what it carries
    from rage_tui.rulesets.rage1995 import creatures as cr
    assert not cr.is_character(g.state, gesar)  # a character no more: an ally
    assert zones_of(g, "rite-of-the-black-spiral") == ["0:sept_discard"]
    assert total_vp(g.state, 0) == 0


def test_rite_of_the_black_spiral_declined_lets_the_blow_kill():
    g = _spiral_fight()
    label(g, "Let Jab hit Gesar")
    assert total_vp(g.state, 0) == 5
    assert zones_of(g, "rite-of-the-black-spiral") == ["0:sept_hand"]


def test_rite_of_the_black_spiral_is_never_offered_in_open_play():
    g = game([seat("Ann", "wyrm", ["zhyzack"], sept_hand=["rite-of-the-black-spiral"]),
              seat("Bob", "gaia", ["mamu"])], phase="resource")
    assert not any("Black Spiral" in x for x in open_play_labels(g, "Ann"))


# -- Pentex Exec and Limousine ------------------------------------------------------------

def test_pentex_exec_destroys_a_caern_of_another_pack_once_per_game():
    g = game([seat("Ann", "wyrm", ["zhyzack", "pentex-exec-and-limousine"],
                   resources=["caern-of-rytthikku"]),
              seat("Bob", "gaia", ["mamu"],
                   resources=["sky-river-caern", "caern-of-bygone-visions"])], phase="resource")
    labels = open_play_labels(g, "Ann")
    uses = [x for x in labels if "Pentex Exec and Limousine uses its ability" in x]
    assert uses and all("Caern of Rytthikku" not in x for x in uses)  # not its own pack's
    play(g, "Pentex Exec and Limousine uses its ability on Sky River Caern")
    assert zones_of(g, "sky-river-caern") == ["1:sept_discard"]
    finish_turn(g)
    assert zones_of(g, "caern-of-bygone-visions") == ["1:resources"]
    assert not any("Pentex Exec and Limousine uses its ability" in x
                   for x in open_play_labels(g, "Ann"))  # once per game


# -- Oisin MacGaelach ---------------------------------------------------------------------

#: test-only faeries (the bundled library has none yet)
FAERIES = [
    {"id": "tc-redcap", "name": "Test Redcap", "type": "ally", "allegiance": "wyrm",
     "renown": 2, "rage": 3, "gnosis": 2, "health": 3, "form": "homid",
     "keywords": ["faerie"]},
    {"id": "tc-pooka", "name": "Test Pooka", "type": "victim", "renown": 2, "rage": 2,
     "gnosis": 3, "health": 2, "form": "homid", "keywords": ["faerie"]},
]


def _faerie_game():
    from rage_tui.content.library import CardLibrary, validate_card
    from tests.cards.helpers import full_library
    from tests.engine.conftest import position

    extra = CardLibrary(files=["tests/cards/test_cards_5_cards.py"])
    for i, raw in enumerate(FAERIES):
        card, problems = validate_card(raw, "tests/cards/test_cards_5_cards.py", i + 1)
        assert card is not None, problems
        extra.cards[card.id] = card
        extra.origin[card.id] = ("tests/cards/test_cards_5_cards.py", i + 1)
        extra._raw[card.id] = dict(raw)
    lib, clashes = full_library().merged(extra)
    assert not clashes
    return position(lib, {
        "name": "oisin", "turn": 2, "phase": "resource", "variants": {"strict_prompts": True},
        "seats": [seat("Ann", "gaia", ["tc-bard", "mamu"], sept_hand=["oisin-macgaelach"]),
                  seat("Bob", "wyrm", ["zhyzack", "tc-redcap"])],
        "hunting": [{"card": "tc-pooka", "owner": "Bob"}]})


def test_oisin_takes_control_of_faeries_until_he_leaves_at_the_end_of_the_turn():
    g = _faerie_game()
    redcap, pooka = creature(g, "tc-redcap"), creature(g, "tc-pooka")
    play(g, "Bard plays Oisin MacGaelach")
    assert redcap.controller == 0 and redcap.iid in g.state.player(0).pack
    assert redcap.iid not in g.state.player(1).pack
    assert pooka.controller == 0 and pooka.iid not in g.state.hunting
    assert creature(g, "zhyzack").controller == 1  # not a faerie
    finish_turn(g)
    assert redcap.controller == 1 and redcap.iid in g.state.player(1).pack
    assert redcap.iid not in g.state.player(0).pack
    assert pooka.controller is None and pooka.iid in g.state.hunting


def test_alphas_may_step_in_for_prey_sneak_attacked_in_the_combat_phase():
    """FAQ (Sneak Attack): played during the Combat Phase, alphas may step in as normal."""
    g = game([seat("Ann", "gaia", ["mamu"], sept_hand=["sneak-attack"],
                   combat_hand=["body-blow"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab"], combat_deck=["jab"] * 12)],
             hunting=[{"card": "fomori", "owner": "Bob"}, {"card": "furmling", "owner": "Bob"}])
    attack(g, "Fomori", {"Ann": "Mamu", "Bob": "Zhyzack"})
    pass_until_any(g, {"commit"})
    round_of(g, "Body Blow", None)
    play(g, "Mamu plays Sneak Attack on Furmling", "After combat")
    pass_until_any(g, {"commit", "step-in"})
    assert g.pending.kind == "step-in" and g.state.player(g.pending.seat).name == "Bob"


def test_sky_river_caern_lets_its_pack_refuse_a_challenge_that_cannot_be_refused():
    """FAQ Sky River Caern and Entrapment: the caern protects against unrefusable challenges
    (not for allies); rules decision R82."""
    g = game([seat("Ann", "gaia", ["janus", "king-albrecht"], sept_hand=["ritual-challenge"],
                   combat_deck=["jab"] * 12),
              seat("Bob", "gaia", ["mari-cabrah"], combat_deck=["jab"] * 12,
                   resources=["sky-river-caern"])], phase="moot")
    label(g, "Janus calls Ritual Challenge on Mari Cabrah")
    pass_until_any(g, {"vote"})
    while g.pending is not None and g.pending.kind == "vote":
        label(g, "Yes" if g.state.player(g.pending.seat).name == "Ann" else "No")
    assert _junta_result(g).get("passed")
    pass_until_any(g, {"commit", "challenge"})
    assert g.pending.kind == "challenge"
    assert g.state.player(g.pending.seat).name == "Bob"
    label(g, "Refuse")
    assert g.state.combat is None
    assert events(g, "refused")


def test_blossom_a_character_out_of_play_takes_no_action_and_shows_it():
    """Blossom (v0.2 chapter 0): neither creature "can take actions other than regenerate"
    until the end of the turn: no card is played by or on King Albrecht any more (Quest of
    Valor was still offered), and the table shows him out of play."""
    from rage_tui.rulesets.rage1995.view import creature_view

    g = game([seat("Ann", "gaia", ["king-albrecht", "mamu"], sept_hand=["quest-of-valor"],
                   combat_deck=["jab"] * 10),
              seat("Bob", "wyrm", ["blossom", "zhyzack"], combat_deck=["jab"] * 10)],
             phase="combat")
    play(g, "Blossom uses its ability on King Albrecht")
    assert events(g, "effect")
    labels = open_play_labels(g, "Ann")
    assert "Mamu plays Quest of Valor" in labels
    assert not any(x.startswith("King Albrecht plays") for x in labels)
    assert creature_view(g.state, creature(g, "king-albrecht")).out_of_play
    assert not creature_view(g.state, creature(g, "mamu")).out_of_play
    finish_turn(g)
    assert not creature_view(g.state, creature(g, "king-albrecht")).out_of_play
