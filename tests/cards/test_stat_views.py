"""v0.2 "Modifications to Statistics": what a seat sees of a creature's statistics (its view)
is always the statistics in force, including static bonuses from pack resources, packmates
and cards in play for everyone (issue 11, item 1: cached views went stale)."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.view import _creature_view, creature_view
from tests.cards.helpers import creature, duel, game, label, pass_until_any, round_of, seat, stat


def _birch_view(g):
    return creature_view(g.state, creature(g, "george-birch"))


def test_modifications_to_statistics_a_caern_played_later_shows_in_the_view():
    """George Birch (Gnosis 3) gets +1 Gnosis from National Park, a territory played in the
    Resource Phase after his view was built."""
    g = game([seat("Ann", "wyrm", ["george-birch"], sept_hand=["national-park"]),
              seat("Bob", "gaia", ["mamu"])], phase="resource")
    assert _birch_view(g).gnosis == 3  # seen (and cached) before the park is in play
    pass_until_any(g, {"resources"})
    label(g, "National Park")
    label(g, "Done")
    label(g, "Done")  # closed play: both seats' picks are put into play together
    assert stat(g, "george-birch", "gnosis") == 4
    assert _birch_view(g).gnosis == 4


def test_modifications_to_statistics_a_cached_view_equals_a_fresh_one_after_a_packmate_leaves():
    """A packmate's static bonus ("target: pack") disappears from the view when it leaves."""
    g = game([seat("Ann", "wyrm", ["george-birch"], sept_hand=["national-park"]),
              seat("Bob", "gaia", ["mamu"])], phase="resource")
    birch = creature(g, "george-birch")
    st = g.state
    pass_until_any(g, {"resources"})
    label(g, "National Park")
    label(g, "Done")
    label(g, "Done")  # closed play: both seats' picks are put into play together
    assert creature_view(st, birch).gnosis == 4
    park = st.player(0).resources[0]
    st.player(0).resources.remove(park)  # the territory leaves play
    assert creature_view(st, birch) == _creature_view(st, birch)
    assert creature_view(st, birch).gnosis == 3


def test_the_sim_invariant_reports_a_cached_view_that_differs_from_a_fresh_one():
    """The simulator's cache invariant: a view cached under the right key but with wrong
    statistics (as the old key, which left out static sources, produced) is reported."""
    import dataclasses

    from rage_tui.rulesets.rage1995.view import stale_views, view_key

    g = game([seat("Ann", "wyrm", ["george-birch"]), seat("Bob", "gaia", ["mamu"])],
             phase="resource")
    st = g.state
    birch = creature(g, "george-birch")
    assert stale_views(st) == []
    wrong = dataclasses.replace(creature_view(st, birch), health=4 + 1)
    st.view_cache[birch.iid] = (view_key(st, birch), wrong)
    found = stale_views(st)
    assert len(found) == 1 and "George Birch" in found[0] and "health 5 (fresh: 4)" in found[0]


def test_modifications_to_statistics_a_world_filtered_bonus_follows_the_creature_into_the_umbra():
    """Sky River Caern gives Gnosis only to members in the Umbra (FAQ): a view cached while
    Zhyzack was in the physical world shows the bonus once he is in the Umbra, and back."""
    from rage_tui.rulesets.rage1995 import creatures as cr
    from rage_tui.rulesets.rage1995.view import stale_views

    g = game([seat("Ann", "wyrm", ["zhyzack"], resources=["sky-river-caern"]),
              seat("Bob", "gaia", ["mamu"])])
    st = g.state
    zhyzack = creature(g, "zhyzack")
    zhyzack.umbra = False
    before = creature_view(st, zhyzack).gnosis  # cached in the physical world
    zhyzack.umbra = True
    assert creature_view(st, zhyzack).gnosis == before + 1
    assert cr.static_bonuses(st, zhyzack) == cr.fresh_static_bonuses(st, zhyzack)
    zhyzack.umbra = False
    assert creature_view(st, zhyzack).gnosis == before
    assert stale_views(st) == []


def test_v02_personal_totems_the_pack_totem_returns_when_the_personal_totem_leaves():
    """King Albrecht bears Fenris, so Falcon (the pack totem) gives him nothing; the bonus
    remembered for him is not reused once Fenris leaves."""
    from rage_tui.rulesets.rage1995 import creatures as cr
    from rage_tui.rulesets.rage1995.view import stale_views

    g = game([seat("Ann", "gaia", [{"card": "king-albrecht", "attached": ["fenris"]}],
                   resources=["falcon"]), seat("Bob", "wyrm", ["zhyzack"])])
    st = g.state
    king = creature(g, "king-albrecht")
    assert cr.static_bonus(st, king, "junta_renown") == 0  # Fenris holder: no Falcon
    king.attached.clear()  # Fenris leaves play
    assert cr.static_bonus(st, king, "junta_renown") == 1
    assert cr.static_bonuses(st, king) == cr.fresh_static_bonuses(st, king)
    assert stale_views(st) == []


def test_the_sim_invariant_reports_static_bonuses_remembered_under_an_incomplete_key():
    """Static bonuses cached under the creature's key but wrong (as a key leaving out a fact
    the bonuses read would produce) are reported against a computation from scratch."""
    from rage_tui.rulesets.rage1995 import creatures as cr
    from rage_tui.rulesets.rage1995.view import stale_views

    g = game([seat("Ann", "wyrm", ["zhyzack"], resources=["sky-river-caern"]),
              seat("Bob", "gaia", ["mamu"])])
    st = g.state
    zhyzack = creature(g, "zhyzack")
    st.view_cache[cr.static_key(st, zhyzack)] = {"gnosis": 7}
    found = stale_views(st)
    assert any("static bonuses of Zhyzack are stale" in p for p in found)


def test_hidden_information_a_revealed_blow_shuffled_back_into_a_deck_keeps_its_instance_hidden():
    """Between rounds the round's revealed cards are still on show; if a draw reshuffles the
    discards into a new deck meanwhile, the other seat's view no longer names the slot's card:
    the instance would tell where that card now lies in the deck."""
    g = duel(["jab"], ["jab"])
    round_of(g, "Jab", "Jab")
    st = g.state
    cs = st.combat
    assert cs is not None
    bobs = next(s for s in cs.slots if s.seat == 1 and s.card > 0)
    view = g.view_for(0).combat
    assert view is not None
    shown = next(v for v in view.slots if v.seat == 1 and v.cid is not None)
    assert shown.card == bobs.card  # revealed and still on the table: instance public
    bob = st.player(1)
    for pile in (bob.combat_discard, bob.combat_hand):
        if bobs.card in pile:
            pile.remove(bobs.card)
    bob.combat_deck.append(bobs.card)  # reshuffled into a new deck
    view = g.view_for(0).combat
    assert view is not None
    slot = next(v for v in view.slots if v.seat == 1 and v.creature == bobs.creature)
    assert slot.card is None and slot.cid is None  # the slot no longer names it at all
