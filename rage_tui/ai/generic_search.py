"""The hard bot of any ruleset that declares a search (``RulesetPlugin.search``): flat
determinized Monte Carlo over the greedy bot's few best options, one engine for every game.

A ruleset says, in one :class:`SearchSpec`, which decision kinds are worth searching, how its
greedy bot ranks the options of one, how far a playout goes (the horizon), and what a world is
worth to a seat at the horizon (the leaf value). The rest is here and knows no game:

* the bot side (:class:`GenericHardAgent`) reads only its view: for a searched decision it
  takes the greedy bot's choice and the next few distinct options by the greedy ranking, asks
  the Match's oracle (:class:`rage_tui.ai.base.Oracle`, the fork-based wall of
  :mod:`rage_tui.ai.oracle`) for their values, and keeps the greedy choice unless another is
  clearly better (:func:`rage_tui.ai.selection.robust_best_of`);
* the search side (:func:`samples`), run only in the oracle's process, deals *worlds* in which
  everything hidden from the seat is dealt again (:func:`rage_tui.engine.determinize.redeal`,
  the ruleset's ``redeal_hidden``), plays every candidate in the same worlds with the same
  random seed (common random numbers), each seat played on by the ruleset's greedy bot
  reading only its own view of the world (``Ruleset.view_for``) and the events it may see, up
  to the horizon, and scores the result with the leaf value from the seat's side.

The bot never holds the state: only its view, its events and the oracle's numbers.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rage_tui.ai.base import Agent, Oracle
from rage_tui.ai.selection import robust_best_of
from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.determinize import clone, clone_owned, redeal_in_place
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.events import Event
from rage_tui.engine.flow import advance
from rage_tui.engine.game import Game
from rage_tui.engine.rng import Rng
from rage_tui.engine.state import GameState
from rage_tui.engine.view import View

State = GameState[Any, Any]
#: a seat's view of a state (``Ruleset.view_for``)
ViewFor = Callable[[State, int], View]
#: given the world just before the searched choice is applied, whether a later state of the
#: same world is at the horizon (called after every step of the playout)
Horizon = Callable[[State], Callable[[State], bool]]


def option_key(o: Option) -> Hashable:
    """The default test of two options being the same play: the same card, else the same
    choice (two copies of one card in hand are one play)."""
    if o.card is not None:
        return (o.choice.kind, o.card)
    return (o.choice.kind, *o.choice.args)


def as_listed(greedy: Any, view: View) -> list[Option]:
    """The default ranking: the options in the order the decision lists them."""
    d = view.decision
    assert d is not None
    return list(d.options)


@dataclass(frozen=True)
class SearchSpec:
    """What a ruleset declares for the generic search (see the module's docstring)."""

    #: the decision kinds searched (the rest are the greedy bot's)
    kinds: frozenset[str]
    #: the ruleset's greedy bot from the game's card library and a seed: the hard bot's own
    #: heuristics, and every seat's player in the playouts
    greedy: Callable[[Mapping[str, Any], int], Agent[Any]]
    #: the leaf value of a world for a seat (higher is better for it)
    value: Callable[[State, int], float]
    #: where a playout stops
    horizon: Horizon
    #: the options of the greedy bot's view's decision, best first by its heuristics
    rank: Callable[[Any, View], list[Option]] = as_listed
    #: what makes two options the same play
    key: Callable[[Option], Hashable] = option_key
    #: options searched (the greedy choice and the next best distinct ones)
    top_k: int = 4
    #: at most this many worlds per decision
    worlds: int = 64
    #: seconds of search per decision
    budget_s: float = 0.2
    #: how much better (less ``confidence`` standard errors) an option must come out than the
    #: greedy choice to replace it
    margin: float = 0.05
    confidence: float = 1.0
    #: an option played in fewer worlds never replaces the greedy choice
    min_worlds: int = 4
    #: a playout stops after this many decisions even short of the horizon
    max_steps: int = 400
    #: before the candidates are played in a world: let the rollout bots choose again what
    #: other seats already chose in private and the redeal dealt at random (a face-down pick)
    remodel: Callable[[State, int, Sequence[Agent[Any]], ViewFor], None] | None = None


# -- the search side (runs only where the game is: the oracle's process) -----------------

def apply_choice(g: State, choice: Choice) -> None:
    """Answer the world's pending decision with ``choice`` and play on to the next one."""
    d = g.pending
    if d is None or d.find(choice) is None:
        raise IllegalChoiceError("that is not one of the choices now")
    g.stack[-1].answer(g, choice)
    g.choices_made += 1
    advance(g)


def check_request(g: State, seat: int, choices: Sequence[Choice]) -> None:
    """Refuse a search request unless ``seat`` is to move in ``g`` and every one of
    ``choices`` answers its pending decision (the oracle's check, in every search)."""
    d = g.pending
    if d is None or d.seat != seat:
        raise IllegalChoiceError("the oracle only answers for the seat to move")
    for c in choices:
        if d.find(c) is None:
            raise IllegalChoiceError(f"{c.kind} {c.args} is not a legal choice now")


def _events_for(g: State, seat: int, start: int) -> list[Event]:
    """The events of ``g`` from ``start`` that ``seat`` may see (``Event.for_seat``)."""
    return [seen for e in g.events[start:] if (seen := e.for_seat(seat)) is not None]


def play_out(g: State, bots: Sequence[Agent[Any]], view_for: ViewFor,
             reached: Callable[[State], bool], max_steps: int) -> None:
    """Let ``bots`` (one a seat, each reading its own view and events) play ``g`` on until the
    horizon, the end of the game or ``max_steps`` decisions."""
    cursor = [len(g.events)] * len(bots)
    for _ in range(max_steps):
        d = g.pending
        if d is None or g.over or reached(g):
            return
        if len(d.options) == 1:
            choice = d.options[0].choice
        else:
            s = d.seat
            events = _events_for(g, s, cursor[s])
            cursor[s] = len(g.events)
            choice = bots[s].choose(view_for(g, s), events)
        apply_choice(g, choice)


def samples(game: Game, seat: int, spec: SearchSpec, choices: Sequence[Choice], worlds: int,
            seed: int, budget_s: float) -> list[list[float]]:
    """The value of each of ``choices`` (legal answers to ``seat``'s pending decision) in
    each of up to ``worlds`` redealt worlds, the same worlds and rollout seeds for every
    choice; stops between worlds before one would end past ``budget_s`` seconds (judged by
    the longest world so far)."""
    state = game.state
    check_request(state, seat, choices)
    ruleset = game.ruleset

    def view_for(g: State, s: int) -> View:
        return ruleset.view_for(g, s)

    rng = random.Random(seed)
    defs = state.defs
    base = clone(state)
    out: list[list[float]] = [[] for _ in choices]
    deadline = time.perf_counter() + budget_s
    longest = 0.0  # the longest a world has taken so far
    for w in range(max(1, worlds)):
        t0 = time.perf_counter()
        # (a world is not cut short, so one that would end past the budget is not begun)
        if w and t0 + longest > deadline:
            break
        world = redeal_in_place(clone_owned(base), seat, random.Random(rng.randrange(1 << 62)))
        roll = rng.randrange(1 << 30)
        if spec.remodel is not None:
            spec.remodel(world, seat, [spec.greedy(defs, roll + s)
                                       for s in range(world.n_seats)], view_for)
        for i, c in enumerate(choices):
            sim = clone_owned(world) if i < len(choices) - 1 else world
            sim.rng = Rng(roll)
            bots = [spec.greedy(defs, roll + s) for s in range(sim.n_seats)]
            reached = spec.horizon(sim)
            apply_choice(sim, c)
            play_out(sim, bots, view_for, reached, spec.max_steps)
            out[i].append(spec.value(sim, seat))
        longest = max(longest, time.perf_counter() - t0)
    return out


# -- the bot side (reads only its view and the oracle's numbers) ---------------------------

class GenericHardAgent:
    """The ruleset's greedy bot, plus the generic search for the decisions its ruleset
    declares worth searching (when the Match offers an oracle)."""

    looks_at_table = True

    def __init__(self, greedy: Agent[Any], spec: SearchSpec, seed: int = 0,
                 name: str = "hard") -> None:
        self.greedy = greedy
        self.spec = spec
        self.name = name
        self.rng = random.Random(seed)
        #: (label, mean value) of the options searched for the latest decision
        self.last_search: list[tuple[str, float]] = []
        #: searches that failed (the bot then played the greedy choice)
        self.search_errors: list[str] = []

    def set_library(self, defs: Mapping[str, Any]) -> None:
        """Hand the game's card library to the greedy heuristics (if they take one)."""
        bind = getattr(self.greedy, "set_library", None)
        if callable(bind):
            bind(defs)

    def choose(self, view: View, events: Sequence[Event]) -> Choice:
        """Without an oracle (or for a decision not searched) it plays like the greedy bot."""
        return self.greedy.choose(view, events)

    def wants_search(self, view: View) -> bool:
        """Search the declared decision kinds that have a real choice."""
        d = view.decision
        return d is not None and d.kind in self.spec.kinds and len(d.options) > 1

    def candidates(self, view: View, first: Choice) -> list[Option]:
        """The greedy choice ``first``, then the next best distinct plays by the greedy
        ranking, ``top_k`` in all."""
        d = view.decision
        assert d is not None
        key = self.spec.key
        head = d.find(first)
        out: dict[Hashable, Option] = {}
        if head is not None:
            out[key(head)] = head
        for o in self.spec.rank(self.greedy, view):
            if len(out) >= self.spec.top_k:
                break
            out.setdefault(key(o), o)
        return list(out.values())

    def choose_searching(self, view: View, events: Sequence[Event], oracle: Oracle) -> Choice:
        """Play the candidates in the oracle's redealt worlds; keep the greedy choice unless
        another one beats it world by world by the margin, less ``confidence`` standard
        errors."""
        first = self.greedy.choose(view, events)
        cands = self.candidates(view, first)
        if len(cands) <= 1 or cands[0].choice != first:
            return first
        spec = self.spec
        try:
            rows = oracle.samples([o.choice for o in cands], spec.worlds,
                                  self.rng.randrange(1 << 31), spec.budget_s)
        except Exception as exc:
            # a redealt world is a position no real game reached: should the engine refuse
            # to play one out, the bot still answers, as the greedy bot would
            self.search_errors.append(f"{type(exc).__name__}: {exc}")
            return first
        self.last_search = [(str(o.label), round(sum(r) / len(r), 3))
                            for o, r in zip(cands, rows, strict=True) if r]
        gains = [[a - b for a, b in zip(r, rows[0], strict=True)] for r in rows[1:]]
        best, _ = robust_best_of(gains, spec.confidence, spec.margin, spec.min_worlds)
        return cands[best].choice
