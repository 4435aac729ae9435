"""The search service the trusted Match offers searching bots, one decision at a time.

A :class:`SearchOracle` is made by the Match for one pending decision of one seat. The real game
stays in a separate process forked for that decision (on systems without ``fork``, in a closure
of this process): the oracle object the bot receives holds only a pipe to it, a process id and
the seat, so no reference a bot can follow leads to the game. It answers only with numbers: for
each candidate choice, the mean value of playing it in *worlds* where every card hidden from the
bot has been dealt again (:func:`rage_tui.engine.determinize.redeal`), then playing on with
greedy bots for every seat (each seeing only its own view of that world) up to a horizon, and
scoring the result from the bot's side (:func:`leaf_value`). The horizon is the end of the
current Combat Phase, or of the next one. (With :data:`FIGHT_HORIZON` a decision taken inside a
fight is played out only to the end of that fight: several times more worlds fit the time, but
in seeded trials against the greedy bot it did no better, so it is off.)

Every candidate is played in the same worlds with the same rollout seed (common random numbers),
so differences between candidates are not drowned by the luck of the deal.

The oracle can also search a tree of the bot's own later decisions below each candidate, or
from the root (:meth:`SearchOracle.tree_samples`, :meth:`SearchOracle.tree`; information-set
MCTS, :mod:`rage_tui.ai.ismcts`). The search process keeps that tree between the bot's requests
for the one decision; the bot still receives only numbers.

Opponent modelling: in a redealt world the cards other seats have already committed face down
this round are dealt at random, and alphas other seats already picked in private are drawn at
random. The oracle then lets the rollout bot of each such seat choose again (its face-down
cards from its redealt hand, its alpha), seeing only that seat's view of the world, so the
search plays against plausible choices rather than random ones.
"""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
import os
import random
import signal
import time
import warnings
import weakref
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection

from rage_tui.ai.base import TreeSettings
from rage_tui.ai.generic_search import SearchSpec, apply_choice, check_request
from rage_tui.ai.generic_search import samples as generic_samples
from rage_tui.ai.ismcts import TreeSearch
from rage_tui.ai.playout import Rollout, leaf_value
from rage_tui.engine.choices import Choice
from rage_tui.engine.determinize import clone, clone_owned, redeal_in_place
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.game import Game
from rage_tui.engine.rng import Rng
from rage_tui.rulesets.rage1995.state import rage_state

#: Whether a decision taken inside a fight is played out only to the end of that fight (off:
#: 25 of 33 seeded games against the greedy bot with it, 30 of the same 33 without).
FIGHT_HORIZON = False
#: Decisions outside a fight whose options each begin one (whom the alpha attacks or
#: challenges): played out to the end of the fight they begin.
FIGHT_OPENERS: frozenset[str] = frozenset()
#: How long past its budget the search process may take before it is given up (the bot then
#: plays its greedy choice).
ANSWER_GRACE_S = 60.0


def _samples(game: Game, seat: int, choices: Sequence[Choice], worlds: int, seed: int,
             budget_s: float) -> list[list[float]]:
    """The search itself (run where the game is)."""
    state = rage_state(game.state)
    check_request(state, seat, choices)
    d = state.pending
    assert d is not None
    rng = random.Random(seed)
    rollout = Rollout(game, rng.randrange(1 << 30))
    base = clone(state)
    out: list[list[float]] = [[] for _ in choices]
    deadline = time.perf_counter() + budget_s
    for w in range(max(1, worlds)):
        if w and time.perf_counter() > deadline:
            break
        world = redeal_in_place(clone_owned(base), seat, random.Random(rng.randrange(1 << 62)))
        rollout.model_commits(world, seat)
        rollout.model_alphas(world, seat)
        roll = rng.randrange(1 << 62)
        for i, c in enumerate(choices):
            sim = clone_owned(world) if i < len(choices) - 1 else world
            sim.rng = Rng(roll)
            fight = FIGHT_HORIZON and (sim.combat is not None or d.kind in FIGHT_OPENERS)
            watched = sim.combat
            apply_choice(sim, c)
            if fight and watched is not None and sim.combat is not watched:
                # the choice itself ended the fight (a withdrawal)
                out[i].append(leaf_value(sim, seat, rollout.view_for))
                continue
            rollout.play(sim, fight=fight)
            out[i].append(leaf_value(sim, seat, rollout.view_for))
    return out


NO_TREE: TreeSettings = (3, 0.7, 1, 4.0)


def generic_spec(ruleset: str) -> SearchSpec | None:
    """The :class:`SearchSpec` ruleset ``ruleset`` declares, or ``None``."""
    from rage_tui.engine.plugin import resolve
    from rage_tui.rulesets.registry import plugin

    hook = plugin(ruleset).search
    if not hook:
        return None
    spec = resolve(hook)
    if not isinstance(spec, SearchSpec):
        raise TypeError(f"ruleset {ruleset}: its search hook {hook} is not a SearchSpec")
    return spec


class _Searcher:
    """Answers one oracle's requests where the game is; keeps the search trees between them."""

    def __init__(self, game: Game, seat: int) -> None:
        self.game = game
        self.seat = seat
        self.tree: TreeSearch | None = None
        #: the generic search the game's ruleset declares (``RulesetPlugin.search``), if any;
        #: rage-1995 and rage-unlimited declare none and keep the search below
        self.spec = generic_spec(game.state.setup.ruleset)

    def answer(self, method: str, choices: list[Choice], worlds: int, seed: int,
               budget_s: float, settings: TreeSettings) -> list[list[float]]:
        """The numbers one request asks for."""
        if self.spec is not None:
            if method != "samples":
                raise ValueError(f"the generic search answers only samples, not {method!r}")
            return generic_samples(self.game, self.seat, self.spec, choices, worlds, seed,
                                   budget_s)
        if method == "samples":
            return _samples(self.game, self.seat, choices, worlds, seed, budget_s)
        if self.tree is None:
            self.tree = TreeSearch(self.game, self.seat)
        top_k, c, phases, widen = settings
        if method == "tree":
            return self.tree.run(choices, worlds, seed, budget_s, top_k, c, phases, widen)
        if method == "tree-samples":
            return self.tree.samples(choices, worlds, seed, budget_s, top_k, c, phases, widen)
        raise ValueError(f"unknown request {method!r}")


def _serve(conn: Connection, game: Game, seat: int) -> None:
    """The forked search process: answer requests until the pipe closes."""
    searcher = _Searcher(game, seat)
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        try:
            conn.send(("ok", searcher.answer(*request)))
        except Exception as exc:
            conn.send(("error", f"{type(exc).__name__}: {exc}"))


def _reap(conn: Connection, pid: int) -> None:
    with contextlib.suppress(OSError):
        conn.close()
    with contextlib.suppress(OSError, ChildProcessError):
        os.waitpid(pid, 0)


class SearchOracle:
    """Numbers about the current decision of one seat, never the state itself."""

    __slots__ = ("__weakref__", "_call", "_done", "seat")

    def __init__(self, game: Game, seat: int) -> None:
        self.seat = seat
        if hasattr(os, "fork"):
            self._call, closer = _forked(game, seat)
        else:  # pragma: no cover - systems without fork keep the game in a closure
            self._call, closer = _in_process(game, seat)
        self._done = weakref.finalize(self, closer)

    def samples(self, choices: Sequence[Choice], worlds: int, seed: int,
                budget_s: float) -> list[list[float]]:
        """The value of each choice in each redealt world (the same worlds for every choice;
        stops early, between worlds, once ``budget_s`` seconds have passed)."""
        return self._call("samples", list(choices), worlds, seed, budget_s, NO_TREE)

    def tree(self, choices: Sequence[Choice], iterations: int, seed: int, budget_s: float,
             settings: TreeSettings = NO_TREE) -> list[list[float]]:
        """Information-set MCTS with ``choices`` at the root (:meth:`TreeSearch.run`): each
        root choice's ``[visits, mean value, variance]``. Later calls add iterations to the
        same tree."""
        return self._call("tree", list(choices), iterations, seed, budget_s, settings)

    def tree_samples(self, choices: Sequence[Choice], worlds: int, seed: int, budget_s: float,
                     settings: TreeSettings = NO_TREE) -> list[list[float]]:
        """Like :meth:`samples`, with a search tree of the seat's later decisions below each
        choice (:meth:`TreeSearch.samples`); later calls grow the same trees."""
        return self._call("tree-samples", list(choices), worlds, seed, budget_s, settings)

    def evaluate(self, choices: Sequence[Choice], worlds: int, seed: int,
                 budget_s: float) -> list[float]:
        """Mean value of each choice over up to ``worlds`` redeals."""
        rows = self.samples(choices, worlds, seed, budget_s)
        return [sum(r) / len(r) for r in rows]

    def close(self) -> None:
        """End the search process (also done when the oracle is garbage-collected)."""
        self._done()


Call = Callable[[str, list[Choice], int, int, float, TreeSettings], list[list[float]]]

#: this process's ends of the pipes to the search processes still open (a newly forked search
#: process closes its copies of them)
_PARENT_ENDS: set[Connection] = set()


def _forked(game: Game, seat: int) -> tuple[Call, Callable[[], None]]:
    """Fork a process holding the game; return a caller and a closer that hold only the pipe
    and the process id."""
    mine, theirs = multiprocessing.Pipe()
    with warnings.catch_warnings():
        # (Textual's threads do not touch the game; the child only searches and exits)
        warnings.simplefilter("ignore", DeprecationWarning)
        pid = os.fork()
    if pid == 0:  # the search process
        code = 0
        try:
            mine.close()
            # (a simulation pauses the collector during a game; a search makes and drops
            # thousands of copies, so it collects as usual)
            gc.enable()
            # Close the other oracles' ends inherited from the parent: while this process
            # holds one, that oracle's search process never sees its pipe close and its
            # closer waits for it to end.
            for other in list(_PARENT_ENDS):
                with contextlib.suppress(OSError):
                    other.close()
            _serve(theirs, game, seat)
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    theirs.close()
    _PARENT_ENDS.add(mine)

    def done() -> None:
        _PARENT_ENDS.discard(mine)
        _reap(mine, pid)

    def call(method: str, choices: list[Choice], worlds: int, seed: int, budget_s: float,
             settings: TreeSettings) -> list[list[float]]:
        try:
            mine.send((method, choices, worlds, seed, budget_s, settings))
            if not mine.poll(budget_s + ANSWER_GRACE_S):
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
                raise IllegalChoiceError("the search process did not answer in time")
            status, answer = mine.recv()
        except (EOFError, OSError) as exc:
            raise IllegalChoiceError(f"the search process ended ({exc})") from None
        if status != "ok":
            raise IllegalChoiceError(str(answer))
        return list(answer)

    return call, done


def _in_process(game: Game, seat: int) -> tuple[Call, Callable[[], None]]:
    searcher = _Searcher(game, seat)
    return searcher.answer, lambda: None
