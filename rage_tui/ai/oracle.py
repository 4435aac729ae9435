"""The search service the trusted Match offers searching bots, one decision at a time.

A :class:`SearchOracle` is made by the Match for one pending decision of one seat. It keeps the
real game to itself (inside a closure, not as an attribute) and answers only with numbers: for
each candidate choice, the mean value of playing it in *worlds* where every card hidden from the
bot has been dealt again (:func:`rage_tui.engine.determinize.redeal`), then playing on with
greedy bots for every seat (each seeing only its own view of that world) until the end of the
current Combat Phase, or of the next one, and scoring the result from the bot's side.

Every candidate is played in the same worlds with the same rollout seed (common random numbers),
so differences between candidates are not drowned by the luck of the deal.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from rage_tui.ai.greedy import GreedyAgent
from rage_tui.engine.choices import Choice
from rage_tui.engine.determinize import clone, clone_owned, redeal_in_place
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.flow import advance
from rage_tui.engine.game import Game
from rage_tui.engine.rng import Rng
from rage_tui.engine.state import Creature, GameState
from rage_tui.engine.view import View
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.zones import total_vp

WIN = 40.0
MAX_STEPS = 600


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
        self.view_for: Callable[[GameState, int], View] = game.ruleset.view_for
        n = game.state.n_seats
        defs = game.state.defs
        self.bots = [GreedyAgent(seed + i, defs, track=False) for i in range(n)]

    def play(self, g: GameState, max_steps: int = MAX_STEPS) -> None:
        """Play on until the end of the Combat Phase after the current point (or the game)."""
        combat_seen = g.phase == "combat"
        for _ in range(max_steps):
            d = g.pending
            if g.over or d is None:
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


class SearchOracle:
    """Numbers about the current decision of one seat, never the state itself."""

    __slots__ = ("_evaluate", "seat")

    def __init__(self, game: Game, seat: int) -> None:
        state = game.state
        self.seat = seat

        def evaluate(choices: Sequence[Choice], worlds: int, seed: int,
                     budget_s: float) -> list[float]:
            d = state.pending
            if d is None or d.seat != seat:
                raise IllegalChoiceError("the oracle only answers for the seat to move")
            for c in choices:
                if d.find(c) is None:
                    raise IllegalChoiceError(f"{c.kind} {c.args} is not a legal choice now")
            rng = random.Random(seed)
            rollout = Rollout(game, rng.randrange(1 << 30))
            base = clone(state)
            totals = [0.0] * len(choices)
            played = 0
            deadline = time.perf_counter() + budget_s
            for _ in range(max(1, worlds)):
                if played and time.perf_counter() > deadline:
                    break
                world = redeal_in_place(clone_owned(base), seat,
                                        random.Random(rng.randrange(1 << 62)))
                roll = rng.randrange(1 << 62)
                for i, c in enumerate(choices):
                    sim = clone_owned(world) if i < len(choices) - 1 else world
                    sim.rng = Rng(roll)
                    _apply(sim, c)
                    rollout.play(sim)
                    totals[i] += world_value(sim, seat)
                played += 1
            return [t / played for t in totals]

        self._evaluate = evaluate

    def evaluate(self, choices: Sequence[Choice], worlds: int, seed: int,
                 budget_s: float) -> list[float]:
        """Mean value of each choice over up to ``worlds`` redeals (stops early, between
        worlds, when ``budget_s`` seconds have passed)."""
        return self._evaluate(choices, worlds, seed, budget_s)
