"""Abilities we designed where the documents only rule on how a printed ability is applied
(rules decision R77): Crookpaw must accept challenges (FAQ "can't versus must"), and the Lost Cub
is sheltered by the pack with the least remaining Renown (FAQ Lost Cub)."""

from __future__ import annotations

from tests.cards.helpers import game, label, pass_until_any, seat, to_alpha_action


def _challenge(bob_pack: list[object]):
    g = game([seat("Ann", "wyrm", ["zhyzack"], combat_deck=["jab"] * 12),
              seat("Bob", "wyrm", bob_pack, combat_deck=["jab"] * 12)])
    to_alpha_action(g, {"Ann": "Zhyzack"})
    while g.state.player(g.pending.seat).name != "Ann":
        label(g, "Pass")
        pass_until_any(g, {"alpha-action"})
    return g


def test_crookpaw_must_accept_every_challenge():
    g = _challenge(["morgan", "crookpaw", "buggerhead"])
    label(g, "Challenge Crookpaw of Bob")
    assert g.pending.kind == "challenge"
    assert [o.choice.kind for o in g.pending.options] == ["accept"]
    other = _challenge(["morgan", "crookpaw", "buggerhead"])
    label(other, "Challenge Buggerhead of Bob")
    assert [o.choice.kind for o in other.pending.options] == ["accept", "refuse"]


def _attacks(alpha_pack: list[str], other_pack: list[str], who: str) -> list[str]:
    g = game([seat("Ann", "wyrm", alpha_pack, combat_deck=["jab"] * 8),
              seat("Bob", "gaia", other_pack, combat_deck=["jab"] * 8)],
             hunting=[{"card": "lost-cub", "owner": "Bob"},
                      {"card": "family-of-five", "owner": "Bob"}])
    to_alpha_action(g, {"Ann": who})
    while g.state.player(g.pending.seat).name != "Ann":
        label(g, "Pass")
        pass_until_any(g, {"alpha-action"})
    return [o.label for o in g.pending.options]


def test_the_pack_with_the_least_remaining_renown_cannot_attack_the_lost_cub():
    """Zhyzack's pack (Renown 7) is weaker than Mamu's (10): it may attack the Family of Five
    but not the Lost Cub; with Morgan beside him (12 in all) the cub is his to attack."""
    weak = _attacks(["zhyzack"], ["mamu"], "Zhyzack")
    assert "Attack Family of Five in the Hunting Grounds" in weak
    assert "Attack Lost Cub in the Hunting Grounds" not in weak
    strong = _attacks(["zhyzack", "morgan"], ["mamu"], "Zhyzack")
    assert "Attack Lost Cub in the Hunting Grounds" in strong
