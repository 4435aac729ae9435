"""A creature card's own abilities (issue 12, item 1): activated abilities used in open play
(once per turn, once per combat, or at will) and riders on the creature's own card (its blows
that damage or kill, or its taking damage). Rainpuddle, Tsannik, Griffin Avatar, Morgan,
Scar Throat Leech-Killer and Cannibal Slug, played through the engine."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.effects.abilities import own_riders
from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import (
    attack,
    commit,
    creature,
    damage,
    duel,
    game,
    label,
    offered,
    open_play_labels,
    pass_until_any,
    play,
    round_of,
    seat,
)


def _until_offered(g, text, limit=20):
    """Pass open-play windows until ``text`` is offered."""
    for _ in range(limit):
        pass_until_any(g, {"open-play"})
        if offered(g, text):
            return
        label(g, "Pass")
    raise AssertionError(f"{text} never offered")


def _abilities(g):
    return [o.label for o in g.pending.options if o.choice.kind == "ability"]


def test_rainpuddle_steps_sideways_once_per_turn_without_a_caern():
    g = game([seat("Ann", "gaia", ["mamu", "rainpuddle"]), seat("Bob", "wyrm", ["zhyzack"])],
             phase="moot")
    _until_offered(g, "Rainpuddle uses its ability")
    label(g, "Rainpuddle uses its ability")
    assert creature(g, "rainpuddle").umbra and not creature(g, "rainpuddle").physical
    pass_until_any(g, {"open-play"})
    assert not offered(g, "Rainpuddle uses its ability")  # once per turn


def test_tsannik_steps_sideways_as_often_as_he_likes():
    """Rules decision R42: no limit on Tsannik's step sideways outside combat rounds."""
    g = game([seat("Ann", "wyrm", ["zhyzack", "tsannik"]), seat("Bob", "gaia", ["mamu"])],
             phase="moot")
    _until_offered(g, "Tsannik uses its ability")
    label(g, "Tsannik uses its ability")
    assert creature(g, "tsannik").umbra
    _until_offered(g, "Tsannik uses its ability")
    label(g, "Tsannik uses its ability")
    assert not creature(g, "tsannik").umbra and creature(g, "tsannik").physical


def test_tsannik_chases_a_foe_that_umbral_escaped():
    """FAQ (Tsannik): "He can use his step sideways ability to chase a creature that has Umbral
    Escaped": between rounds he follows it into the Umbra and the fight goes on there."""
    g = duel(["umbral-escape", "jab"], ["jab", "jab", "jab"], bob=["tsannik"], target="Tsannik")
    round_of(g, "Umbral Escape", "Jab")
    assert creature(g, "mamu").umbra and not creature(g, "tsannik").umbra
    assert "Tsannik uses its ability" in open_play_labels(g, "Bob", "Between rounds")
    label(g, "Tsannik uses its ability")
    assert creature(g, "tsannik").umbra
    pass_until_any(g, {"commit"})
    assert g.state.combat.defenders == [creature(g, "tsannik").iid]


def test_griffin_avatar_plays_an_extra_combat_action_once_per_combat():
    g = game([seat("Ann", "gaia", ["mamu", "griffin-avatar"],
                   combat_hand=["pack-defense", "jab", "swipe"], combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["zhyzack"], combat_hand=["jab", "jab"],
                   combat_deck=["jab"] * 8)])
    attack(g, "Mamu", {"Ann": "Mamu", "Bob": "Zhyzack"}, seat_name="Bob")
    play(g, "Mamu plays Pack Defense", "Pre-combat")
    play(g, "Griffin Avatar uses its ability", "Beginning of combat")
    pass_until_any(g, {"commit"})
    prompts = []
    while g.pending.kind in ("commit", "target"):
        if g.pending.kind == "target":
            g.apply(g.pending.options[0].choice)
            continue
        prompts.append(g.pending.prompt)
        commit(g, "Jab") if offered(g, "Jab face down") else commit(g, None)
    assert sum("Griffin Avatar" in p for p in prompts) == 2  # two cards this round
    for _ in range(30):  # between rounds: the ability is spent for this combat
        if g.pending.kind == "open-play" and "Between rounds" in g.pending.prompt:
            break
        g.apply(next((o for o in g.pending.options if o.choice.kind in ("pass", "done")),
                     g.pending.options[0]).choice)
    assert g.pending.kind == "open-play" and "Between rounds" in g.pending.prompt
    assert not any("Griffin" in x for x in _abilities(g))


def test_morgan_goes_into_full_frenzy_the_first_time_he_is_hurt_in_a_combat():
    g = duel(["swipe"], ["jab"], bob=["morgan"], target="Morgan")
    round_of(g, "Swipe", None)
    assert damage(g, "morgan") == 2
    assert creature(g, "morgan").frenzy == "full"


def test_morgan_still_frenzies_when_the_first_blow_would_kill_him():
    """FAQ (Morgan): "If Morgan's special ability is triggered by damage that would kill him,
    he still frenzies": dead but in full frenzy, he fights on until hacked apart."""
    g = duel(["swipe", "jab"], ["jab", "jab"], target="Morgan", bob=[
        {"card": "morgan", "crinos": True, "damage": [{"card": "dry-gulch", "value": 6}]}])
    round_of(g, "Swipe", None)
    morgan = creature(g, "morgan")
    assert morgan.dead and morgan.frenzy == "full"
    assert morgan.iid in g.state.combat.defenders


def test_scar_throat_leech_killer_scores_two_more_vp_for_a_vampire():
    count = {"card": "count-vladimir-rustovich", "damage": [{"card": "swipe", "value": 6}]}
    g = duel(["body-blow"], ["jab"], ann=["scar-throat-leech-killer"], bob=[count],
             target="Count Vladimir Rustovich")
    round_of(g, "Body Blow", None)
    pass_until_any(g, {"open-play", "withdraw", "alpha-action", "alpha", "commit"})
    assert total_vp(g.state, 0) == 8 + 2


def test_scar_throat_gets_no_bounty_for_a_creature_that_is_not_a_vampire():
    wounded = {"card": "zhyzack", "damage": [{"card": "swipe", "value": 8}]}
    g = duel(["body-blow"], ["jab"], ann=["scar-throat-leech-killer"], bob=[wounded])
    round_of(g, "Body Blow", None)
    pass_until_any(g, {"open-play", "withdraw", "alpha-action", "alpha", "commit"})
    assert total_vp(g.state, 0) == 7


def test_the_cannibal_slug_heals_one_when_its_blow_damages():
    g = game([seat("Ann", "wyrm", ["zhyzack", {"card": "cannibal-slug", "damage": [
        {"card": "jab", "value": 1}, {"card": "swipe", "value": 1}]}]),
        seat("Bob", "gaia", ["mamu"])])
    slug, mamu = creature(g, "cannibal-slug"), creature(g, "mamu")
    own_riders(g.state, slug, mamu, "on-damage")
    assert damage(g, "cannibal-slug") == 1
    own_riders(g.state, slug, mamu, "on-kill")  # no kill rider: nothing more
    assert damage(g, "cannibal-slug") == 1
