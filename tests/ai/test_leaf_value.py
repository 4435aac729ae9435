"""The hard bot's leaf value: how a played-out world is scored from the searching seat's side
(VP first; strength in play and then the combat hand break ties)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rage_tui.ai.hard import HardAgent
from rage_tui.ai.playout import HAND_WEIGHT, Rollout, leaf_value, world_value
from rage_tui.content.library import CardLibrary
from rage_tui.engine.choices import Choice
from rage_tui.engine.determinize import clone
from rage_tui.rulesets.rage1995.state import GameState, rage_state
from rage_tui.rulesets.rage1995.view_types import View, rage_view
from rage_tui.rulesets.rage1995.zones import total_vp
from tests.ai.test_hard_search import _commit_match


def _kill_one(g: GameState, seat: int) -> GameState:
    """A copy of ``g`` where ``seat``'s first living pack creature has died (nothing else
    changes: same VP for everyone)."""
    out = clone(g)
    iid = next(i for i in out.player(seat).pack if not out.creatures[i].dead)
    out.creatures[iid].dead = True
    return out


def test_losing_a_creature_lowers_the_leaf_value_at_equal_vp(lib: CardLibrary) -> None:
    match = _commit_match(lib)
    g = rage_state(match.game.state)
    view_for = Rollout(match.game, 1).view_for
    mine, theirs = _kill_one(g, 1), _kill_one(g, 0)
    assert [total_vp(x, 1) for x in (g, mine, theirs)] == [total_vp(g, 1)] * 3
    base = leaf_value(g, 1, view_for)
    assert leaf_value(mine, 1, view_for) < base < leaf_value(theirs, 1, view_for)


def test_a_weaker_combat_hand_breaks_a_tie_but_never_outweighs_a_vp(lib: CardLibrary) -> None:
    match = _commit_match(lib)
    g = rage_state(match.game.state)
    view_for = Rollout(match.game, 1).view_for
    empty = clone(g)
    p = empty.player(1)
    p.combat_deck.extend(p.combat_hand)
    p.combat_hand.clear()
    # the same VP and strength in play: world_value cannot tell them apart, the leaf value can
    assert world_value(empty, 1) == world_value(g, 1)
    gap = leaf_value(g, 1, view_for) - leaf_value(empty, 1, view_for)
    assert 0.0 < gap < 1.0
    assert gap <= HAND_WEIGHT * 10


class EndStateOracle:
    """An oracle that answers each choice with the leaf value of a fixed end position (in three
    worlds, with a little spread)."""

    def __init__(self, ends: dict[Choice, GameState],
                 view_for: Callable[[GameState, int], View], seat: int) -> None:
        self.ends = ends
        self.view_for = view_for
        self.seat = seat

    def samples(self, choices: Sequence[Choice], worlds: int, seed: int,
                budget_s: float) -> list[list[float]]:
        out = []
        for c in choices:
            v = leaf_value(self.ends[c], self.seat, self.view_for)
            out.append([v, v + 0.01, v - 0.01, v])
        return out

    def evaluate(self, choices: Sequence[Choice], worlds: int, seed: int,
                 budget_s: float) -> list[float]:
        return [sum(r) / len(r) for r in self.samples(choices, worlds, seed, budget_s)]

    def tree_samples(self, choices: Sequence[Choice], worlds: int, seed: int, budget_s: float,
                     settings: object = None) -> list[list[float]]:
        # the same numbers with a tree below each choice (a fixed oracle has no later
        # decisions to search)
        return self.samples(choices, worlds, seed, budget_s)


def test_the_search_keeps_a_creature_alive_when_vp_are_equal(lib: CardLibrary) -> None:
    match = _commit_match(lib)
    g = rage_state(match.game.state)
    view = rage_view(match.game.view_for(1))
    hard = HardAgent(1, lib.cards, top_k=10, budget_s=5.0, worlds=12)
    cands = hard.candidates(view)
    assert len(cands) >= 2
    greedy_pick, other = cands[0].choice, cands[1].choice
    # the greedy choice ends with one of the bot's creatures dead, the other keeps it alive
    ends = {c.choice: _kill_one(g, 1) for c in cands}
    ends[other] = clone(g)
    oracle = EndStateOracle(ends, Rollout(match.game, 1).view_for, 1)
    assert hard.choose_searching(view, (), oracle) == other
    assert other != greedy_pick
