"""The hard bot's tree search (information-set MCTS over its own fight decisions): how a node
picks among the options available in a world, that the target chosen after a commit is a node
of the tree whose values reach the root, and that a search keeps to its time."""

from __future__ import annotations

import math
import time

import pytest

from rage_tui.ai import ismcts
from rage_tui.ai import oracle as oracle_module
from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.hard import HardAgent
from rage_tui.ai.ismcts import Edge, Node, TreeSearch, option_key, select, ucb, widened
from rage_tui.ai.oracle import SearchOracle, _samples
from rage_tui.content.bundled import bundled_library, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.match import Match
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.view_types import rage_view


def _edge(visits: int, total: float, avail: int) -> Edge:
    e = Edge()
    e.visits, e.total, e.avail = visits, total, avail
    return e


def test_an_option_never_played_is_tried_first_in_the_heuristics_order() -> None:
    node = Node()
    node.edges[("a",)] = _edge(5, 10.0, 5)
    assert select(node, [("b",), ("a",), ("c",)], c=0.7, scale=1.0) == ("b",)
    # every option available this time counts one more availability
    assert [node.edges[k].avail for k in (("a",), ("b",), ("c",))] == [6, 1, 1]


def test_ucb_uses_how_often_an_option_was_available_not_the_parents_visits() -> None:
    # "rare" was available in only 4 of the node's worlds and played twice there; "common"
    # was available in all 100 and played 90 times with a slightly better mean. With the
    # parent's 100 visits in the logarithm, "rare" would win the exploration bonus and be
    # picked; with its own 4 availabilities its bonus is small and "common" is kept.
    node = Node()
    node.edges[("common",)] = _edge(90, 90 * 1.0, 99)
    node.edges[("rare",)] = _edge(2, 2 * 0.4, 3)
    keys = [("common",), ("rare",)]
    assert select(node, keys, c=0.7, scale=1.0) == ("common",)
    with_parent_visits = 0.4 + 0.7 * math.sqrt(math.log(100) / 2)
    assert with_parent_visits > ucb(node.edges[("common",)], 0.7, 1.0) > ucb(
        node.edges[("rare",)], 0.7, 1.0)
    # an option not available in this world is neither picked nor counted
    node.edges[("gone",)] = _edge(1, 50.0, 1)
    assert select(node, [("common",), ("rare",)], c=0.7, scale=1.0) == ("common",)
    assert node.edges[("gone",)].avail == 1


def test_a_node_offers_more_options_only_as_its_playouts_grow() -> None:
    # progressive widening: the heuristics' choice alone for the first 4 visits, then a
    # second option, a third after 16, a fourth after 36
    assert [widened(n, 4.0) for n in (0, 3, 4, 15, 16, 35, 36)] == [1, 1, 2, 2, 3, 3, 4]
    assert widened(0, 0.0) > 100  # no widening: every option at once


def test_a_committed_card_is_the_same_play_in_every_world_whatever_its_instance() -> None:
    a = Option(Choice("commit", (17,)), "Maul face down", "maul")
    b = Option(Choice("commit", (230,)), "Maul face down", "maul")
    assert option_key(a) == option_key(b)
    t1 = Option(Choice("target", (5,)), "Target X", "x")
    t2 = Option(Choice("target", (6,)), "Target X", "x")
    assert option_key(t1) != option_key(t2)  # two creatures, even of the same card


def _target_match(steps: int = 33) -> Match:
    """Pentex Holdings against Fangs of the North (bundled decks), seed 3: after 33 decisions
    seat 1 must commit a card for a creature that then chooses among three targets."""
    lib = bundled_library()
    decks = [load_deck(decks_dir() / f"{s}.yaml") for s in ("pentex-holdings",
                                                            "fangs-of-the-north")]
    setup = Setup(tuple(SeatSetup(f"P{i}", d, "bot") for i, d in enumerate(decks)), 3)
    match = Match(setup, lib.cards, {0: GreedyAgent(0), 1: GreedyAgent(1)})
    for _ in range(steps):
        match.step_bot()
    d = match.game.pending
    assert d is not None and d.seat == 1 and d.kind == ("commit" if steps == 33 else "target")
    return match


def _targets_and_greedy_pick() -> tuple[list[int], int]:
    """The targets the real game offers next, and the one the greedy bot picks."""
    match = _target_match(34)
    d = match.game.pending
    assert d is not None and d.kind == "target" and len(d.options) == 3
    pick = GreedyAgent(1, bundled_library().cards).choose(rage_view(match.game.view_for(1)), ())
    return [int(o.choice.args[0]) for o in d.options], int(pick.args[0])


def _targets_below(edge: Edge) -> dict[object, Edge]:
    """The target options of the first target decision in the tree below ``edge``."""
    level = [edge]
    while level:
        nodes = [e.child for e in level if e.child is not None]
        for node in nodes:
            found = {k[1]: sub for k, sub in node.edges.items() if k[0] == "target"}
            if found:
                return found
        level = [sub for node in nodes for sub in node.edges.values()]
    return {}


@pytest.fixture(scope="module")
def target_match() -> Match:
    return _target_match()


def _rewarded_target(monkeypatch: pytest.MonkeyPatch, match: Match) -> int:
    """Score a playout 1 when seat 1's card targeted the creature the greedy bot would not
    choose, else 0."""
    targets, greedy = _targets_and_greedy_pick()
    favoured = next(t for t in reversed(targets) if t != greedy)

    def value(w: GameState, seat: int, view_for: object) -> float:
        return float(any(e.kind == "targeted" and e.get("target") == favoured
                         for e in w.events))

    monkeypatch.setattr(ismcts, "leaf_value", value)
    monkeypatch.setattr(oracle_module, "leaf_value", value)
    return favoured


def test_the_target_after_a_commit_is_a_tree_node_whose_value_reaches_the_root(
        target_match: Match, monkeypatch: pytest.MonkeyPatch) -> None:
    favoured = _rewarded_target(monkeypatch, target_match)
    d = target_match.game.pending
    assert d is not None
    cards = [o.choice for o in d.options if o.choice.args[0] != -1][:2]
    tree = TreeSearch(target_match.game, 1)
    stats = tree.run(cards, iterations=40, seed=5, budget_s=60.0)
    assert sum(s[0] for s in stats) == 40
    best = max(range(len(cards)), key=lambda i: stats[i][0])
    below = _targets_below(tree.root.edges[("root", best)])
    assert len(below) == 3  # the targets were branches of the tree
    # the node learnt to aim at the favoured creature: it got most of the visits ...
    assert max(below, key=lambda k: below[k].visits) == favoured
    # ... so the root value counts the target chosen below it: greedy play aims there only
    # in a later round if at all, the tree search does in most playouts
    greedy_rows = _samples(target_match.game, 1, cards, 10, 5, 60.0)
    assert stats[best][1] > 0.75 > max(sum(r) / len(r) for r in greedy_rows)


def test_every_candidate_gets_its_own_tree_in_the_same_worlds(
        target_match: Match, monkeypatch: pytest.MonkeyPatch) -> None:
    favoured = _rewarded_target(monkeypatch, target_match)
    d = target_match.game.pending
    assert d is not None
    cards = [o.choice for o in d.options if o.choice.args[0] != -1][:2]
    tree = TreeSearch(target_match.game, 1)
    rows = tree.samples(cards, worlds=12, seed=5, budget_s=60.0)
    rows += tree.samples(cards, worlds=12, seed=6, budget_s=60.0)  # a later round grows them
    assert [len(r) for r in rows] == [12, 12, 12, 12]
    for c in cards:
        edge = tree.subtree(c)
        assert edge is not None and edge.visits == 24
        below = _targets_below(edge)
        assert max(below, key=lambda k: below[k].visits) == favoured
    # the first worlds try each target once, the later ones mostly the favoured one
    assert sum(rows[2]) + sum(rows[3]) > sum(rows[0]) + sum(rows[1])


@pytest.mark.parametrize("search", ["tree", "ucb"])
def test_a_tree_search_keeps_to_its_time(target_match: Match, search: str) -> None:
    view = rage_view(target_match.game.view_for(1))
    hard = HardAgent(1, bundled_library().cards, budget_s=0.2, worlds=10_000, search=search)
    oracle = SearchOracle(target_match.game, 1)
    try:
        t0 = time.perf_counter()
        choice = hard.choose_searching(view, (), oracle)
        took = time.perf_counter() - t0
    finally:
        oracle.close()
    assert hard.search_errors == []
    assert view.decision is not None and view.decision.find(choice) is not None
    # the oracle stops between playouts: one playout past the budget at most (generous on a
    # loaded machine)
    assert took < 0.2 + 0.5
    assert hard.last_search


def test_the_forked_oracle_grows_the_same_tree_as_the_search_in_process(
        target_match: Match) -> None:
    """The same seed gives the same root statistics wherever the game sits (a sim with the
    tree search stays reproducible)."""
    d = target_match.game.pending
    assert d is not None
    cards = [o.choice for o in d.options[:3]]
    oracle = SearchOracle(target_match.game, 1)
    try:
        forked = oracle.tree(cards, 12, 7, 60.0)
    finally:
        oracle.close()
    assert forked == TreeSearch(target_match.game, 1).run(cards, 12, 7, 60.0)
    assert sum(s[0] for s in forked) == 12


def test_the_registry_names_each_search_of_the_hard_bot() -> None:
    from rage_tui.ai.registry import make_agent

    for search in ("flat", "tree", "ucb"):
        agent = make_agent(f"hard-{search}", 1)
        assert isinstance(agent, HardAgent) and agent.search == search
