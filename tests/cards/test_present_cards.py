"""Sets of the game's card ids with an effect (``GameState.present_with``): rules code asks
them instead of the whole library's, so that a check for a card nobody plays with stops at
once (issue 31, item 1). They must answer as the library's sets do for every card of the game,
and the simulator's cache invariant compares them with a fresh computation."""

from __future__ import annotations

from rage_tui.engine.state import CardInst
from rage_tui.rulesets.rage1995.state import _PRESENT_KEY, stale_present
from tests.cards.helpers import game, seat


def test_present_with_is_empty_when_no_card_of_the_game_has_the_effect():
    g = game([seat("Ann", "wyrm", ["george-birch"]), seat("Bob", "gaia", ["mamu"])],
             phase="resource")
    st = g.state
    assert st.cids_with("static", "tie-up") == {"honest-senator"}  # in the library
    assert st.present_with("static", "tie-up") == frozenset()  # but not in this game


def test_present_with_follows_a_card_added_during_the_game():
    """A card instance made during the game (a built-in card, an alternative action's card)
    brings its id in: the set is renewed when the number of instances changes."""
    g = game([seat("Ann", "wyrm", ["george-birch"]), seat("Bob", "gaia", ["mamu"])],
             phase="resource")
    st = g.state
    assert st.present_with("static", "tie-up") == frozenset()
    senator = max(st.cards) + 1
    st.cards[senator] = CardInst(senator, "honest-senator", 0)  # as builtin.py makes one
    st.player(0).sept_hand.append(senator)
    assert st.present_with("static", "tie-up") == {"honest-senator"}
    assert stale_present(st) == []


def test_present_with_stays_fresh_in_a_redealt_world():
    """A search bot's world deals the hidden cards again: the same card ids, so the copied
    sets stay true (the invariant finds nothing stale in the world)."""
    import random

    from rage_tui.engine.determinize import redeal

    g = game([seat("Ann", "wyrm", ["george-birch"], sept_hand=["national-park"]),
              seat("Bob", "gaia", ["mamu"], sept_hand=["honest-senator"])], phase="resource")
    st = g.state
    assert st.present_with("static", "tie-up") == {"honest-senator"}
    world = redeal(st, 0, random.Random(3))
    assert world.present_with("static", "tie-up") == {"honest-senator"}
    assert stale_present(world) == []


def test_the_sim_invariant_reports_a_stale_set_of_present_card_ids():
    g = game([seat("Ann", "wyrm", ["george-birch"]), seat("Bob", "gaia", ["mamu"])],
             phase="resource")
    st = g.state
    st.present_with("static", "tie-up")
    _n, table = st.view_cache[_PRESENT_KEY]
    table["static"]["tie-up"] = frozenset({"honest-senator"})  # as if it were in the game
    found = stale_present(st)
    assert len(found) == 1 and "static/tie-up" in found[0] and "fresh: []" in found[0]
    assert g.ruleset.check_caches(st) == found
