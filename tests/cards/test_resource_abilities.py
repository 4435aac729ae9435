"""Activated abilities of totems and places (once per turn or per combat, when the player
chooses): Weasel, Caern of Rytthikku, Whippoorwill."""

from __future__ import annotations

from tests.cards.helpers import (
    attack,
    creature,
    damage,
    game,
    label,
    offered,
    pass_until_any,
    play,
    seat,
)


def _until_offered(g, text, limit=30):
    for _ in range(limit):
        pass_until_any(g, {"open-play"})
        if offered(g, text):
            return
        label(g, "Pass")
    raise AssertionError(f"{text} never offered")


def test_weasel_fetches_a_dodge_once_per_turn_when_the_player_chooses():
    g = game([seat("Ann", "gaia", [{"card": "gesar", "attached": ["weasel"]}],
                   combat_deck=["jab", "dodge", "swipe", "dodge"], combat_hand=[]),
              seat("Bob", "wyrm", ["zhyzack"])], phase="moot")
    _until_offered(g, "Gesar uses Weasel")
    label(g, "Gesar uses Weasel")
    assert [g.state.name(i) for i in g.state.player(0).combat_hand] == ["Dodge"]
    assert len(g.state.player(0).combat_deck) == 3
    pass_until_any(g, {"open-play"})
    assert not offered(g, "Gesar uses Weasel")


def test_caern_of_rytthikku_heals_one_member_in_the_umbra_of_your_choice():
    hurt_z = {"card": "zhyzack", "umbra": True,
              "damage": [{"card": "jab", "value": 3, "aggravated": True}]}
    hurt_g = {"card": "golgol-fangs-of-wyrm",
              "damage": [{"card": "jab", "value": 4, "aggravated": True}]}
    g = game([seat("Ann", "wyrm", [hurt_z, hurt_g], resources=["caern-of-rytthikku"]),
              seat("Bob", "gaia", ["gesar"])], phase="moot")
    _until_offered(g, "Use Caern of Rytthikku on Zhyzack")
    assert not offered(g, "Use Caern of Rytthikku on Gogol")  # in the physical world
    label(g, "Use Caern of Rytthikku on Zhyzack")
    assert damage(g, "zhyzack") == 2 and damage(g, "golgol-fangs-of-wyrm") == 4


def test_whippoorwill_sends_a_black_spiral_dancer_into_full_frenzy_once_per_combat():
    g = game([seat("Ann", "wyrm", ["golgol-fangs-of-wyrm", "morgan"],
                   resources=["whippoorwill"], combat_hand=["jab"],
                   combat_deck=["jab"] * 8),
              seat("Bob", "gaia", ["mamu"], combat_hand=["jab"], combat_deck=["jab"] * 8)])
    attack(g, "Mamu", {"Ann": "Gogol", "Bob": "Mamu"})
    assert not offered(g, "Use Whippoorwill on Morgan")  # Morgan is not in the combat
    play(g, "Use Whippoorwill on Gogol Fangs-First", "Beginning of combat")
    assert creature(g, "golgol-fangs-of-wyrm").frenzy == "full"
    from rage_tui.rulesets.rage1995.effects.abilities import ability_options

    assert not [o for o in ability_options(g.state, 0) if "Whippoorwill" in o.label]
