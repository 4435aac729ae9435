"""Abilities we designed where the documents only rule on how a printed ability is applied
(rules decision R77): Crookpaw must be alpha (FAQ "can't versus must"), and the Lost Cub is
sheltered by the pack with the least remaining Renown (FAQ Lost Cub)."""

from __future__ import annotations

from tests.cards.helpers import creature, game, label, pass_until_any, seat, to_alpha_action


def _alpha_choices(g, name: str) -> list[str]:
    """The alpha options of seat ``name`` (other seats pick their first option)."""
    for _ in range(20):
        pass_until_any(g, {"alpha"})
        d = g.pending
        if g.state.player(d.seat).name == name:
            return [o.label.split(" (")[0] for o in d.options]
        g.apply(d.options[0].choice)
    raise AssertionError("no alpha decision")


def test_crookpaw_must_be_his_packs_alpha_when_he_can_be():
    g = game([seat("Ann", "wyrm", ["morgan", "crookpaw"]), seat("Bob", "gaia", ["mamu"])])
    assert _alpha_choices(g, "Ann") == ["Crookpaw"]


def test_something_keeping_crookpaw_from_being_alpha_beats_his_must():
    """FAQ: "Cannot" takes precedence over "must": Crookpaw set aside out of play (R47)
    cannot be alpha, and then his pack picks another."""
    g = game([seat("Ann", "wyrm", ["morgan", "crookpaw"]), seat("Bob", "gaia", ["mamu"])])
    g.state.marks[f"absent:{creature(g, 'crookpaw').iid}"] = 10_000
    assert _alpha_choices(g, "Ann") == ["Morgan"]


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
