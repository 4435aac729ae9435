"""Who may carry a fetish (v0.2 Equipment; FAQ T.F. MacNeil)."""

from __future__ import annotations

from tests.cards.helpers import game, label, pass_until_any, seat


def _bob_offers(pack):
    g = game([seat("Ann", "gaia", ["mamu"]),
              seat("Bob", "wyrm", pack, sept_hand=["whip-of-the-wicked"])], phase="resource")
    pass_until_any(g, {"resources"})
    label(g, "Done")  # Ann has nothing to play
    assert g.pending.seat == 1
    return g, [o.label for o in g.pending.options]


def test_faq_t_f_macneil_carries_a_bane_fetish_of_any_gnosis():
    """FAQ (T.F. MacNeil): Gnosis 2, he may still carry Whip of the Wicked (Gnosis 5);
    Zhyzack (Gnosis 4) may not."""
    g, labels = _bob_offers(["zhyzack", "t-f-macneil"])
    assert labels == ["Play Whip of the Wicked on T.F. MacNeil", "Done"]
    label(g, "Play Whip of the Wicked on T.F. MacNeil")
    label(g, "Done")
    pass_until_any(g, {"umbra", "open-play", "moot", "alpha"})
    tf = next(c for c in g.state.creatures.values() if g.state.name(c.iid) == "T.F. MacNeil")
    assert [g.state.name(a) for a in tf.attached] == ["Whip of the Wicked"]
