"""v0.2 "Modifications to Statistics": what a seat sees of a creature's statistics (its view)
is always the statistics in force, including static bonuses from pack resources, packmates
and cards in play for everyone (issue 11, item 1: cached views went stale)."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.view import _creature_view, creature_view
from tests.cards.helpers import creature, game, label, pass_until_any, seat, stat


def _birch_view(g):
    return creature_view(g.state, creature(g, "george-birch"))


def test_modifications_to_statistics_a_caern_played_later_shows_in_the_view():
    """George Birch (Health 4) gets +1 Health from Operation Blight, a Pentex caern played in
    the Resource Phase after his view was built."""
    g = game([seat("Ann", "wyrm", ["george-birch"], sept_hand=["operation-blight"]),
              seat("Bob", "gaia", ["mamu"])], phase="resource")
    assert _birch_view(g).health == 4  # seen (and cached) before the caern is in play
    pass_until_any(g, {"resources"})
    label(g, "Operation Blight")
    label(g, "Done")
    label(g, "Done")  # closed play: both seats' picks are put into play together
    assert stat(g, "george-birch", "health") == 5
    assert _birch_view(g).health == 5


def test_modifications_to_statistics_a_cached_view_equals_a_fresh_one_after_a_packmate_leaves():
    """A packmate's static bonus ("target: pack") disappears from the view when it leaves."""
    g = game([seat("Ann", "wyrm", ["george-birch"], sept_hand=["operation-blight"]),
              seat("Bob", "gaia", ["mamu"])], phase="resource")
    birch = creature(g, "george-birch")
    st = g.state
    pass_until_any(g, {"resources"})
    label(g, "Operation Blight")
    label(g, "Done")
    label(g, "Done")  # closed play: both seats' picks are put into play together
    assert creature_view(st, birch).health == 5
    blight = st.player(0).resources[0]
    st.player(0).resources.remove(blight)  # the caern leaves play
    assert creature_view(st, birch) == _creature_view(st, birch)
    assert creature_view(st, birch).health == 4


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
