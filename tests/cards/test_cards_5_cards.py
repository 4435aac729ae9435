"""Juntas, rites and other sept cards restored to their printed abilities (branch cards-5):
Victory Party, Elder Stone, Rite of Wisdom, Punitive Damages, Rampage, Hostile Takeover,
Throat Bare, Quest of Valor, Sneak Attack, Ritual Challenge, Rite of the Black Spiral, the
Pentex Exec and Limousine and Oisin MacGaelach."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import (
    attack,
    game,
    open_play_labels,
    pass_until_any,
    play,
    round_of,
    seat,
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
