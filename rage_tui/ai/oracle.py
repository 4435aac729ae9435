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
from dataclasses import replace
from multiprocessing.connection import Connection

from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.knowledge import Defs, hand_strength, my_seat
from rage_tui.engine.choices import Choice, Decision
from rage_tui.engine.determinize import clone, clone_owned, redeal_in_place
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.flow import advance
from rage_tui.engine.game import Game
from rage_tui.engine.rng import Rng
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.state import Creature, GameState, face_down_slots, rage_state
from rage_tui.rulesets.rage1995.view_types import View, rage_view
from rage_tui.rulesets.rage1995.zones import total_vp

WIN = 40.0
#: Worth of one point of a combat hand's mean best damage (:func:`hand_quality`) in the leaf
#: value: a tie-breaker, far below a VP.
HAND_WEIGHT = 0.15
MAX_STEPS = 600
#: Whether a decision taken inside a fight is played out only to the end of that fight (off:
#: 25 of 33 seeded games against the greedy bot with it, 30 of the same 33 without).
FIGHT_HORIZON = False
#: Decisions outside a fight whose options each begin one (whom the alpha attacks or
#: challenges): played out to the end of the fight they begin.
FIGHT_OPENERS: frozenset[str] = frozenset()
#: How long past its budget the search process may take before it is given up (the bot then
#: plays its greedy choice).
ANSWER_GRACE_S = 60.0


def eff_hp_state(g: GameState, c: Creature) -> int:
    """Damage still needed to kill ``c`` (a breed form that can flip dies at Crinos Health)."""
    card = g.card(c.iid)
    health = cr.health(g, c)
    if not c.crinos and card.crinos is not None and card.breed is not None:
        health = card.crinos.stats.health + (health - card.breed.stats.health)
    return max(0, health - cr.damage(c))


def material(g: GameState, seat: int) -> float:
    """How much fighting strength a seat still has in play."""
    p = g.player(seat)
    if p.out:
        return -8.0
    total = 0.0
    for iid in p.pack:
        c = g.creatures.get(iid)
        if c is None or c.dead:
            continue
        total += 1.5 + 0.3 * g.card(iid).renown + 0.35 * eff_hp_state(g, c)
        total += 0.15 * cr.card_rage(g, c)
    return total


def world_value(g: GameState, seat: int) -> float:
    """The position from ``seat``'s side: a win or loss, else VP and strength against the best
    other seat."""
    if g.over and g.winner is not None:
        return WIN if g.winner == seat else -WIN
    others = [p.seat for p in g.players if p.seat != seat]
    if not others:
        return 0.0
    vp = {p.seat: total_vp(g, p.seat) for p in g.players}
    mat = {p.seat: material(g, p.seat) for p in g.players}
    level = g.setup.renown_level or 0
    near = 0.0
    if level:
        near = 0.3 * max(0, vp[seat] - level + 5)
    best_vp = max(vp[o] for o in others)
    best_mat = max(mat[o] for o in others)
    return vp[seat] - best_vp + 0.35 * (mat[seat] - best_mat) + near


def hand_quality(view: View, defs: Defs) -> float:
    """What the viewer's combat hand is worth to its best living fighter: the mean damage of
    its best few legal attacks (:func:`~rage_tui.ai.knowledge.hand_strength`)."""
    me = my_seat(view)
    best = 0.0
    for c in me.pack:
        if c.dead:
            continue
        best = max(best, hand_strength(view, c, defs))
    return best


def leaf_value(g: GameState, seat: int, view_for: Callable[[GameState, int], View]) -> float:
    """:func:`world_value` with a tie-breaker: how good ``seat``'s combat hand is against the
    best other seat's (in the rollout's world every seat's hand may be read: it is a redeal,
    not the real hidden cards). Hands are refilled after every fight, so two plays that end
    with the same VP and strength still differ by the cards they kept; weighted so that a
    whole VP always outweighs it."""
    base = world_value(g, seat)
    if g.over:
        return base
    others = [p.seat for p in g.players if p.seat != seat and not p.out]
    if not others or g.player(seat).out:
        return base
    hq = {s: hand_quality(view_for(g, s), g.defs) for s in (seat, *others)}
    return base + HAND_WEIGHT * (hq[seat] - max(hq[o] for o in others))


def _apply(g: GameState, choice: Choice) -> None:
    d = g.pending
    if d is None or d.find(choice) is None:
        raise IllegalChoiceError("that is not one of the choices now")
    g.stack[-1].answer(g, choice)
    g.choices_made += 1
    advance(g)


class Rollout:
    """Greedy bots for every seat playing a world forward to a horizon."""

    def __init__(self, game: Game, seed: int) -> None:
        ruleset = game.ruleset
        self.view_for: Callable[[GameState, int], View] = \
            lambda g, seat: rage_view(ruleset.view_for(g, seat))
        n = game.state.n_seats
        defs = rage_state(game.state).defs
        self.bots = [GreedyAgent(seed + i, defs, track=False) for i in range(n)]

    def model_commits(self, g: GameState, seat: int) -> None:
        """Let each other seat's bot choose again the face-down cards it has committed this
        round (the world dealt them at random)."""
        from rage_tui.rulesets.rage1995.combat_state import NULL, commit_options

        slots = [s for s in face_down_slots(g, seat) if not s.hidden]
        cs = g.combat
        if cs is None or not slots:
            return
        for s in slots:
            if s.card != NULL:
                g.players[s.seat].combat_hand.append(s.card)
                s.card = NULL
        for s in slots:
            if s.creature not in g.creatures:
                continue
            used = {x.card for x in cs.slots if x.seat == s.seat and x.card != NULL}
            opts = [o for o in commit_options(g, s.seat, s.creature, used)
                    if o.choice.kind == "commit"]
            if not opts:
                continue
            d = Decision(s.seat, "commit", "", tuple(opts), about=s.creature)
            view = replace(self.view_for(g, s.seat), decision=d)
            card = int(self.bots[s.seat].choose(view, ()).args[0])
            s.card = card
            if card != NULL:
                g.players[s.seat].combat_hand.remove(card)

    def model_alphas(self, g: GameState, seat: int) -> None:
        """Let each other seat's bot choose again the alpha it already picked in private (the
        world drew one at random)."""
        from rage_tui.engine.choices import Option
        from rage_tui.rulesets.rage1995.combat_phase import ChooseAlphas, alpha_candidates

        for frame in g.stack:
            if not isinstance(frame, ChooseAlphas):
                continue
            for s in list(frame.picks):
                if s == seat:
                    continue
                cands = alpha_candidates(g, s)
                if len(cands) < 2:
                    continue
                opts = tuple(Option(Choice("alpha", (i,)), g.name(i), g.cards[i].cid)
                             for i in cands)
                d = Decision(s, "alpha", "", opts)
                view = replace(self.view_for(g, s), decision=d)
                frame.picks[s] = int(self.bots[s].choose(view, ()).args[0])

    def play(self, g: GameState, max_steps: int = MAX_STEPS, fight: bool = False) -> None:
        """Play on until the end of the Combat Phase after the current point (or the game);
        with ``fight``, only until the fight in progress (or, if none is, the next one to
        begin) is over."""
        combat_seen = g.phase == "combat"
        watched = g.combat
        for _ in range(max_steps):
            d = g.pending
            if g.over or d is None:
                return
            if fight:
                if watched is None:
                    watched = g.combat
                elif g.combat is not watched:
                    return
            if g.phase == "combat":
                combat_seen = True
            elif combat_seen:
                return
            if len(d.options) == 1:
                choice = d.options[0].choice
            else:
                choice = self.bots[d.seat].choose(self.view_for(g, d.seat), ())
            _apply(g, choice)


def _samples(game: Game, seat: int, choices: Sequence[Choice], worlds: int, seed: int,
             budget_s: float) -> list[list[float]]:
    """The search itself (run where the game is)."""
    state = rage_state(game.state)
    d = state.pending
    if d is None or d.seat != seat:
        raise IllegalChoiceError("the oracle only answers for the seat to move")
    for c in choices:
        if d.find(c) is None:
            raise IllegalChoiceError(f"{c.kind} {c.args} is not a legal choice now")
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
            _apply(sim, c)
            if fight and watched is not None and sim.combat is not watched:
                # the choice itself ended the fight (a withdrawal)
                out[i].append(leaf_value(sim, seat, rollout.view_for))
                continue
            rollout.play(sim, fight=fight)
            out[i].append(leaf_value(sim, seat, rollout.view_for))
    return out


def _serve(conn: Connection, game: Game, seat: int) -> None:
    """The forked search process: answer requests until the pipe closes."""
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        try:
            choices, worlds, seed, budget_s = request
            conn.send(("ok", _samples(game, seat, choices, worlds, seed, budget_s)))
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
        return self._call(list(choices), worlds, seed, budget_s)

    def evaluate(self, choices: Sequence[Choice], worlds: int, seed: int,
                 budget_s: float) -> list[float]:
        """Mean value of each choice over up to ``worlds`` redeals."""
        rows = self.samples(choices, worlds, seed, budget_s)
        return [sum(r) / len(r) for r in rows]

    def close(self) -> None:
        """End the search process (also done when the oracle is garbage-collected)."""
        self._done()


Call = Callable[[list[Choice], int, int, float], list[list[float]]]

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

    def call(choices: list[Choice], worlds: int, seed: int,
             budget_s: float) -> list[list[float]]:
        try:
            mine.send((choices, worlds, seed, budget_s))
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
    def call(choices: list[Choice], worlds: int, seed: int,
             budget_s: float) -> list[list[float]]:
        return _samples(game, seat, choices, worlds, seed, budget_s)

    return call, lambda: None
