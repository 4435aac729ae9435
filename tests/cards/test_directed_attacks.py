"""Mizrait directs another pack's alpha at one creature (FAQ Mizrait; rules decision R75)."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.combat_phase import alpha_options
from tests.cards.helpers import game, pass_until_any, seat
from tests.engine.conftest import label


def _table():
    return game([seat("Ann", "gaia", ["mamu"], combat_deck=["jab"] * 8),
                 seat("Bob", "wyrm", ["mizrait"], combat_deck=["jab"] * 8)],
                hunting=[{"card": "fomori", "owner": "Bob"},
                         {"card": "skull-pig", "owner": "Bob"}])


def _alpha_labels(g):
    pass_until_any(g, {"alpha-action"})
    while g.state.name(g.pending.about) != "Mamu":
        label(g, "Pass")
        pass_until_any(g, {"alpha-action"})
    return [o.label for o in g.pending.options]


def test_mizrait_leaves_the_directed_alpha_one_attack_or_a_pass():
    """FAQ (Mizrait): he "selects a specific one as the target"; v0.2 "Forced Attacks": the
    alpha may pass rather than attack."""
    g = _table()
    pass_until_any(g, {"direct-alpha", "alpha-action"})
    assert g.pending.kind == "direct-alpha" and g.state.player(g.pending.seat).name == "Bob"
    label(g, "Mamu must attack Skull Pig")
    labels = _alpha_labels(g)
    assert labels == ["Attack Skull Pig in the Hunting Grounds", "Pass"]


def test_an_alpha_nobody_directs_keeps_all_its_choices():
    g = _table()
    pass_until_any(g, {"direct-alpha", "alpha-action"})
    label(g, "Direct no alpha")
    labels = _alpha_labels(g)
    assert any("Fomori" in x for x in labels) and any("Skull Pig" in x for x in labels)


def test_the_directed_alpha_does_nothing_once_its_target_is_gone():
    """FAQ (Mizrait): "If the creature is killed before the targetted Alpha takes his action,
    that Alpha takes no action this turn. It will not attack a different creature sharing the
    same name." """
    g = game([seat("Ann", "gaia", ["mamu"], combat_deck=["jab"] * 8),
              seat("Bob", "wyrm", ["mizrait"], combat_deck=["jab"] * 8)],
             hunting=[{"card": "fomori", "owner": "Bob"}, {"card": "fomori", "owner": "Bob"}])
    pass_until_any(g, {"direct-alpha", "alpha-action"})
    first = next(o for o in g.pending.options if "must attack Fomori" in o.label)
    g.apply(first.choice)
    alpha, target = int(first.choice.args[1]), int(first.choice.args[2])
    g.state.hunting.remove(target)  # killed before Mamu acts
    del g.state.creatures[target]
    options = alpha_options(g.state, 0, alpha)
    assert [o.choice.kind for o in options] == ["pass"]
