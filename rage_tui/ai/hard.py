"""The hard bot: information-set search over the current decision.

For the decisions that shape a fight (alphas, alpha actions, challenges, stepping in, commits,
targets, withdrawal) it asks the Match's :class:`~rage_tui.ai.base.Oracle` to play each of its
few most promising options (ranked by the greedy heuristics) in the same random redeals of the
hidden cards. By default (``search="flat"``) everything after the option is played greedily
(perfect-information Monte Carlo over determinized worlds); with ``"tree"`` (``hard-tree``)
each option is followed by an information-set MCTS over the bot's own later decisions in the
playout (target, withdrawal, the next round's commits ...; :mod:`rage_tui.ai.ismcts`), with
greedy play for every other seat; ``"ucb"`` makes the root a tree node too. (The flat and
the tree search are level within the noise of 200 games; the measured figures are in
docs/bots.md.) It then
takes the option with the best mean, discounted by how unsure the estimate is, and keeps the
greedy choice unless another one is clearly better. Everything else, and every decision when no
oracle is offered, is played by the greedy heuristics.

It never sees the game state: only its view, its events and the oracle's numbers.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence

from rage_tui.ai.base import Oracle
from rage_tui.ai.greedy import GreedyAgent, Scored
from rage_tui.ai.selection import distinct_top, halving_rounds, robust_best, robust_best_of
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.events import Event
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.view_types import View

#: (the selection helpers live in rage_tui.ai.selection, shared with the generic search;
#: re-exported here for the tree search and the tests)
__all__ = ["SEARCHES", "SEARCH_KINDS", "HardAgent", "distinct_top", "halving_rounds",
           "robust_best", "robust_best_of"]

SEARCHES = ("flat", "tree", "ucb")
#: The decisions searched: those that shape a fight (also the tree search's nodes,
#: :mod:`rage_tui.ai.ismcts`).
SEARCH_KINDS = frozenset({"alpha", "alpha-action", "challenge", "step-in", "defend-territory",
                          "commit", "target", "withdraw"})

class HardAgent(GreedyAgent):
    """Greedy heuristics plus determinized search for fight decisions."""

    def __init__(self, seed: int = 0, defs: Mapping[str, CardDef] | None = None,
                 difficulty: str = "hard", budget_s: float = 0.25, worlds: int = 48,
                 top_k: int = 4, margin: float = 0.1, confidence: float = 1.0,
                 min_worlds: int = 3, search: str = "flat", tree_k: int = 3,
                 c_uct: float = 0.7, phases: int = 1, widen: float = 4.0) -> None:
        super().__init__(seed, defs, difficulty)
        self.name = "hard" if difficulty == "hard" else f"hard-{difficulty}"
        if search not in SEARCHES:
            raise ValueError(f"unknown search {search!r} (known: {', '.join(SEARCHES)})")
        #: "flat": each candidate played out greedily; "tree": the same, with a search tree
        #: of the bot's own later decisions below each candidate; "ucb": information-set
        #: MCTS from the root (see :mod:`rage_tui.ai.ismcts`)
        self.search = search
        #: options per tree node, exploration constant, Combat Phases to the horizon, visits
        #: per widening step
        self.tree_settings = (tree_k, c_uct, phases, widen)
        self.budget_s = budget_s
        self.worlds = worlds
        self.top_k = top_k
        self.margin = margin
        self.confidence = confidence
        self.min_worlds = min_worlds
        #: (label, mean value) of the options searched for the latest decision.
        self.last_search: list[tuple[str, float]] = []
        #: searches that failed (the bot then played the greedy choice)
        self.search_errors: list[str] = []

    def wants_search(self, view: View) -> bool:
        """Search fight decisions that have a real choice."""
        d = view.decision
        return d is not None and d.kind in SEARCH_KINDS and len(d.options) > 1

    def candidates(self, view: View) -> list[Option]:
        """The options worth searching: the greedy top few (and a null card for commits).

        Options with the same words (two copies of one card in hand) are the same play: only
        the first is searched."""
        d = view.decision
        assert d is not None
        return list(distinct_top(self.score(view, d), d.kind, self.top_k,
                                 lambda o: (o.choice.kind, o.card, str(o.label))).values())

    def choose_searching(self, view: View, events: Sequence[Event], oracle: Oracle) -> Choice:
        """Search the best few options in random redeals and take the most robust one.

        The time is shared by successive halving: every candidate is played in the first
        worlds, the better half (by mean gain over the greedy choice) in the next ones, and so
        on until only the greedy choice and its best challenger are left. The greedy choice is
        played in every world, so each candidate is compared with it world by world."""
        self.observe(view, events)
        d = view.decision
        assert d is not None
        scored = self.score(view, d)
        cands = self.candidates(view)
        if len(cands) <= 1:
            return self.pick(view, d, scored).choice
        if self.search == "ucb":
            return self.choose_by_tree(view, d, scored, cands, oracle)
        alive = list(range(len(cands)))
        gains: list[list[float]] = [[] for _ in cands]
        values: list[list[float]] = [[] for _ in cands]
        rounds = halving_rounds(len(cands))
        t_end = time.perf_counter() + self.budget_s
        worlds_left = self.worlds
        per_world = 0.0  # seconds one world took, per candidate played in it
        for r in range(rounds):
            left = t_end - time.perf_counter()
            # the oracle stops between worlds, so a round may run one world over its time:
            # keep that world's time in hand
            spare = per_world * len(alive)
            if r and (left - spare <= 0 or worlds_left <= 0):
                break
            share = max(1, worlds_left // (rounds - r))
            t0 = time.perf_counter()
            try:
                asked = [cands[i].choice for i in alive]
                seed = self.rng.randrange(1 << 31)
                budget = max(0.0, left / (rounds - r) - spare)
                if self.search == "tree":
                    rows = oracle.tree_samples(asked, share, seed, budget, self.tree_settings)
                else:
                    rows = oracle.samples(asked, share, seed, budget)
            except Exception as exc:
                # A redealt world is a position no real game reached; should the engine refuse
                # to play one out, the bot still answers, as the greedy bot would.
                self.search_errors.append(f"{type(exc).__name__}: {exc}")
                return self.pick(view, d, scored).choice
            worlds_left -= len(rows[0])
            per_world = max(per_world, (time.perf_counter() - t0) / len(rows[0]) / len(alive))
            for i, row in zip(alive, rows, strict=True):
                values[i].extend(row)
                gains[i].extend(a - b for a, b in zip(row, rows[0], strict=True))
            if len(alive) > 2:
                keep = (len(alive) + 1) // 2
                ranked = sorted(alive[1:], key=lambda i: -sum(gains[i]) / len(gains[i]))
                alive = [0, *ranked[:max(1, keep - 1)]]
        self.last_search = [(str(o.label), round(sum(v) / len(v), 3))
                            for o, v in zip(cands, values, strict=True) if v]
        best_i, gain = robust_best_of(gains[1:], self.confidence, self.margin,
                                      self.min_worlds)
        return self._answer(view, d, scored, cands, best_i, gain, len(values[0]))

    def choose_by_tree(self, view: View, d: Decision, scored: Scored, cands: list[Option],
                       oracle: Oracle) -> Choice:
        """Information-set MCTS from the root (the oracle keeps the tree): the most visited
        candidate, kept only if its mean beats the greedy choice's by the margin, less
        ``confidence`` standard errors of the difference (the two were played in different
        worlds)."""
        try:
            stats = oracle.tree([o.choice for o in cands], self.worlds * len(cands),
                                self.rng.randrange(1 << 31), self.budget_s, self.tree_settings)
        except Exception as exc:
            self.search_errors.append(f"{type(exc).__name__}: {exc}")
            return self.pick(view, d, scored).choice
        self.last_search = [(str(o.label), round(st[1], 3))
                            for o, st in zip(cands, stats, strict=True) if st[0]]
        best_i = max(range(len(cands)), key=lambda i: (stats[i][0], stats[i][1]))
        n0, mean0, var0 = stats[0]
        n1, mean1, var1 = stats[best_i]
        gain = mean1 - mean0
        if best_i and (n0 < self.min_worlds or n1 < self.min_worlds
                       or gain - self.confidence * (var0 / n0 + var1 / n1) ** 0.5
                       <= self.margin):
            best_i = 0
        return self._answer(view, d, scored, cands, best_i, gain, int(sum(s[0] for s in stats)))

    def _answer(self, view: View, d: Decision, scored: Scored, cands: list[Option],
                best_i: int, gain: float, deals: int) -> Choice:
        chosen = cands[best_i]
        if d.kind == "commit":
            why = None
            if best_i:
                why = m("searching {n} options in {deals} random redeals, it came out {gain:.1f} "
                        "VP ahead of the obvious play", n=len(cands), deals=deals,
                        gain=gain)
            self.note_commit(view, d, chosen, scored, why=why)
        return chosen.choice

    def choose(self, view: View, events: Sequence[Event]) -> Choice:
        """Without an oracle the hard bot plays like the greedy one."""
        return super().choose(view, events)
