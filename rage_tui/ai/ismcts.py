"""Information-set Monte Carlo tree search over one seat's own fight decisions (single observer,
after Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search", 2012).

It runs where the game is (the oracle's search process, :mod:`rage_tui.ai.oracle`), never in a
bot: the bot is handed only numbers about the options of its current decision.

Every iteration deals a fresh world from the searching seat's information set (everything hidden
from it dealt again, :func:`rage_tui.engine.determinize.redeal`), plays a root option in it and
then walks down a tree whose nodes are the seat's own later decisions in that world (the target
after a commit, the withdrawal after the round, the next round's commits ..., and past the fight
up to the horizon). At each node the seat's few most promising options *in that world* (ranked by
its greedy heuristics, from its own view of the world) are the choices; as those differ from
world to world, a node keeps for each option how often it was available, and picks by UCB with
availability counts (:func:`select`). The first option never tried at a node is played and the
walk leaves the tree there (one new node an iteration); the rest of the playout, and every other
seat's decision all along, is played by greedy bots, each seeing only its own view of the world.
The world's leaf value (:func:`rage_tui.ai.playout.leaf_value`) is backed up along the edges
walked.

Two ways to use the tree at the root:

* :meth:`TreeSearch.run` (plain IS-MCTS): the root is a node too; the answer is each root
  option's visits, mean value and spread.
* :meth:`TreeSearch.samples` (every root option in every world): each candidate is played in
  the same worlds with the same random seed (common random numbers, as the flat search does),
  each with its own tree below it, so the bot can still compare options world by world and
  keep its greedy choice unless another is clearly better.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from rage_tui.ai.generic_search import apply_choice
from rage_tui.ai.hard import SEARCH_KINDS, distinct_top
from rage_tui.ai.playout import Horizon, Rollout, leaf_value
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.determinize import clone, clone_owned, redeal_in_place
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.game import Game
from rage_tui.engine.rng import Rng
from rage_tui.rulesets.rage1995.state import GameState, rage_state

#: Options whose instance numbers differ between worlds (cards drawn after the root): the same
#: play is the same card.
KEYED_BY_CARD = frozenset({"commit", "decoy"})
MAX_STEPS = 900

Key = tuple[object, ...]


def option_key(o: Option) -> Key:
    """What makes two options in two worlds the same play: a committed card by which card it
    is, anything else by its kind and arguments (creatures and seats keep their numbers)."""
    if o.choice.kind in KEYED_BY_CARD and o.card is not None:
        return (o.choice.kind, o.card)
    return (o.choice.kind, *o.choice.args)


class Edge:
    """One option at a node: how often it was available, played, and the values it led to."""

    __slots__ = ("avail", "child", "sq", "total", "visits")

    def __init__(self) -> None:
        self.avail = 0
        self.visits = 0
        self.total = 0.0
        self.sq = 0.0
        self.child: Node | None = None

    @property
    def mean(self) -> float:
        """The mean value backed up through this edge (0 before any)."""
        return self.total / self.visits if self.visits else 0.0

    @property
    def var(self) -> float:
        """The variance of the values backed up through this edge."""
        if self.visits < 2:
            return 0.0
        return max(0.0, (self.sq - self.total * self.total / self.visits) / (self.visits - 1))

    def add(self, value: float) -> None:
        """Back up one playout's value."""
        self.visits += 1
        self.total += value
        self.sq += value * value


class Node:
    """One decision of the searching seat, reached by the options above it (in any world)."""

    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[Key, Edge] = {}


def ucb(edge: Edge, c: float, scale: float) -> float:
    """UCB1 with the availability count in place of the parent's visits."""
    if not edge.visits:
        return math.inf
    return edge.mean + c * scale * math.sqrt(math.log(max(1, edge.avail)) / edge.visits)


def select(node: Node, keys: Sequence[Key], c: float, scale: float) -> Key:
    """The option to play at ``node`` among those available in this world (``keys``, best
    first by the heuristics): every available option's availability count goes up by one; an
    option never played is played first (the heuristics' order breaks ties), else the best by
    :func:`ucb`."""
    best: Key | None = None
    best_score = -math.inf
    for k in keys:
        e = node.edges.get(k)
        if e is None:
            e = node.edges[k] = Edge()
        e.avail += 1
    for k in keys:
        score = ucb(node.edges[k], c, scale)
        if score > best_score:
            best, best_score = k, score
    assert best is not None
    return best


def widened(visits: int, widen: float) -> int:
    """How many of a node's options (best first by the heuristics) may be played once the node
    has been reached ``visits`` times (progressive widening): one, the heuristics' choice, for
    the first ``widen`` visits, a second one after that, a third after ``4 * widen`` visits,
    the ``k``-th after ``(k - 1) ** 2 * widen``. With a few dozen playouts a decision, trying
    every option once at every node would replace the heuristics' play below the root by a
    near random one; widening explores only where the search has spent playouts."""
    if widen <= 0:
        return 1 << 30
    return 1 + math.isqrt(int(visits / widen))


class TreeSearch:
    """The trees of one pending decision of one seat, kept between requests (the bot asks in
    rounds; every round adds iterations to the same trees)."""

    def __init__(self, game: Game, seat: int) -> None:
        state = rage_state(game.state)
        d = state.pending
        if d is None or d.seat != seat:
            raise IllegalChoiceError("the oracle only answers for the seat to move")
        self.game = game
        self.seat = seat
        self.decision: Decision = d
        self.base = clone(state)
        self.root = Node()
        #: one subtree under each root choice (for :meth:`samples`)
        self.below: dict[Choice, Edge] = {}
        #: every value seen (kept as an edge's are), for the scale of the exploration term
        self.seen = Edge()

    # -- settings a request carries -------------------------------------------------------
    def _check(self, choices: Sequence[Choice]) -> None:
        for c in choices:
            if self.decision.find(c) is None:
                raise IllegalChoiceError(f"{c.kind} {c.args} is not a legal choice now")

    def scale(self) -> float:
        """The spread of the values seen so far (at least 1): the exploration term's unit."""
        return max(1.0, math.sqrt(self.seen.var))

    def _world(self, rng: random.Random, rollout: Rollout) -> GameState:
        world = redeal_in_place(clone_owned(self.base), self.seat,
                                random.Random(rng.randrange(1 << 62)))
        rollout.model_commits(world, self.seat)
        rollout.model_alphas(world, self.seat)
        return world

    def candidates(self, world: GameState, d: Decision, rollout: Rollout,
                   top_k: int) -> dict[Key, Option]:
        """The seat's options worth a branch here, best first by its greedy heuristics seen
        from its own view of this world (and a null card for a commit)."""
        bot = rollout.bots[self.seat]
        view = rollout.view_for(world, self.seat)
        bot.observe(view, ())
        return distinct_top(bot.score(view, d), d.kind, top_k, option_key)

    def descend(self, world: GameState, path: list[Edge], in_tree: bool, rollout: Rollout,
                top_k: int, c: float, phases: int, widen: float = 4.0) -> float:
        """Play ``world`` on from just after a root option (whose edge ends ``path``) to the
        horizon, walking the tree while ``in_tree``; back the value up along ``path``."""
        horizon = Horizon(world, phases=phases)
        scale = self.scale()
        for _ in range(MAX_STEPS):
            if horizon.reached(world):
                break
            d = world.pending
            assert d is not None
            if len(d.options) == 1:
                choice = d.options[0].choice
            elif in_tree and d.seat == self.seat and d.kind in SEARCH_KINDS:
                opts = self.candidates(world, d, rollout, top_k)
                edge = path[-1]
                if edge.child is None:
                    edge.child = Node()
                keys = list(opts)[:widened(edge.visits, widen)]
                key = select(edge.child, keys, c, scale)
                nxt = edge.child.edges[key]
                in_tree = nxt.visits > 0  # a new edge: leave the tree after it
                path.append(nxt)
                choice = opts[key].choice
            else:
                choice = rollout.bots[d.seat].choose(rollout.view_for(world, d.seat), ())
            apply_choice(world, choice)
        value = leaf_value(world, self.seat, rollout.view_for)
        for e in path:
            e.add(value)
        self.seen.add(value)
        return value

    def run(self, choices: Sequence[Choice], iterations: int, seed: int, budget_s: float,
            top_k: int = 3, c: float = 0.7, phases: int = 1,
            widen: float = 4.0) -> list[list[float]]:
        """Plain IS-MCTS from the root: ``[visits, mean, variance]`` of each of ``choices``
        (the root's options, all legal in every world), after up to ``iterations`` more
        iterations or ``budget_s`` seconds."""
        self._check(choices)
        rng = random.Random(seed)
        rollout = Rollout(self.game, rng.randrange(1 << 30))
        keys: list[Key] = [("root", i) for i in range(len(choices))]
        start = time.perf_counter()
        deadline = start + budget_s
        for it in range(max(1, iterations)):
            now = time.perf_counter()
            # stop before an iteration that would likely end past the deadline
            if it and now + (now - start) / it > deadline:
                break
            world = self._world(rng, rollout)
            world.rng = Rng(rng.randrange(1 << 62))
            key = select(self.root, keys, c, self.scale())
            edge = self.root.edges[key]
            in_tree = edge.visits > 0
            apply_choice(world, choices[keys.index(key)])
            self.descend(world, [edge], in_tree, rollout, top_k, c, phases, widen)
        out = []
        for k in keys:
            e = self.root.edges.get(k) or Edge()
            out.append([float(e.visits), e.mean, e.var])
        return out

    def samples(self, choices: Sequence[Choice], worlds: int, seed: int, budget_s: float,
                top_k: int = 3, c: float = 0.7, phases: int = 1,
                widen: float = 4.0) -> list[list[float]]:
        """The value of each choice in each of up to ``worlds`` redealt worlds (the same worlds
        and the same random seed for every choice), each choice followed by a walk down its
        own tree of the seat's later decisions."""
        self._check(choices)
        rng = random.Random(seed)
        rollout = Rollout(self.game, rng.randrange(1 << 30))
        out: list[list[float]] = [[] for _ in choices]
        start = time.perf_counter()
        deadline = start + budget_s
        for w in range(max(1, worlds)):
            now = time.perf_counter()
            # stop before a world that would likely end past the deadline
            if w and now + (now - start) / w > deadline:
                break
            world = self._world(rng, rollout)
            roll = rng.randrange(1 << 62)
            for i, ch in enumerate(choices):
                sim = clone_owned(world) if i < len(choices) - 1 else world
                sim.rng = Rng(roll)
                edge = self.below.setdefault(ch, Edge())
                apply_choice(sim, ch)
                out[i].append(self.descend(sim, [edge], True, rollout, top_k, c, phases,
                                           widen))
        return out

    def subtree(self, choice: Choice) -> Edge | None:
        """The edge under a root choice searched by :meth:`samples` (for tests)."""
        return self.below.get(choice)
