"""What V:TES declares for the generic search of its ``hard`` bot
(:mod:`rage_tui.ai.generic_search`): the decisions searched are the minion phase's action,
blocking and the strike (the master phase is left to the greedy bot: a master card's worth
mostly comes after the turn the playout ends with, so the search passed on them, and hard won
7 of 40 games against four greedy seats with it searched, 11 of 40 without); a playout ends
with the turn (a bleed, a block, a combat are over by then; two or three turns gave no better
results in seeded trials and fit fewer worlds in the time), or with the game; a world is worth
victory points and pool (a win or a loss far more), and a little for the blood and the minions
in play, against the prey's standing first (a prey ousted is this seat's victory point and 6
pool) and the other Methuselahs' mean; a seat near ousting is in danger, a prey near ousting
is a chance.

The value and the horizon read the state: they run only in the oracle's process."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rage_tui.ai.generic_search import GenericHardAgent, SearchSpec, State
from rage_tui.ai.vtes_greedy import NOTHING, VtesGreedyAgent
from rage_tui.engine.choices import Option
from rage_tui.engine.view import View
from rage_tui.rulesets.vtes.cards import VtesCard
from rage_tui.rulesets.vtes.state import VtesState

#: a win or a loss, in pool
WIN = 60.0
#: a victory point, in pool
VP = 8.0
KINDS = frozenset({"action", "block", "strike"})
#: turns begun after the searched decision's before the playout stops (1: the end of this
#: turn; 2 and 3 were no better in 20 and 40 seeded games against greedy, and slower)
TURNS = 1


def standing(g: VtesState, seat: int) -> float:
    """How well a Methuselah stands: victory points and pool, then the minions she controls
    and the blood on them."""
    p = g.players[seat]
    if p.out:
        return VP * p.vp - 5.0
    minions = p.ready + p.torpor
    return (VP * p.vp + p.pool + 1.5 * len(p.ready) + 0.5 * len(p.torpor)
            + 0.3 * sum(g.blood.get(i, 0) for i in minions))


#: how much of the others' standing counted against a seat is its prey's (the rest is the
#: mean of the others)
PREY_WEIGHT = 0.5
#: the worth of pool when little is left: ``DANGER / (1 + pool)`` off a seat's value, and
#: ``DANGER / (1 + pool)`` of its prey's pool onto it
DANGER = 20.0


def value(state: State, seat: int) -> float:
    """The world from ``seat``'s side: a win or loss, else its standing less its prey's and
    the others' (``PREY_WEIGHT``), less its danger of being ousted, plus its prey's."""
    assert isinstance(state, VtesState)
    g = state
    if g.over:
        if g.winner is None:
            return 0.0
        return WIN if g.winner == seat else -WIN
    others = [p.seat for p in g.players if p.seat != seat and not p.out]
    if not others:
        return 0.0
    prey = g.prey(seat)
    rest = [s for s in others if s != prey]
    v = standing(g, seat) - DANGER / (1 + max(0, g.players[seat].pool))
    if prey in others:
        v += DANGER / (1 + max(0, g.players[prey].pool))
        v -= PREY_WEIGHT * standing(g, prey) if rest else standing(g, prey)
    if rest:
        w = 1.0 - PREY_WEIGHT if prey in others else 1.0
        v -= w * sum(standing(g, s) for s in rest) / len(rest)
    return v


def horizon(start: State) -> Callable[[State], bool]:
    """The beginning of the ``TURNS``-th turn after the current one (1: the next turn)."""
    turn = start.turn

    def reached(g: State) -> bool:
        return g.turn >= turn + TURNS

    return reached


def rank(greedy: Any, view: View) -> list[Option]:
    """The options that play something, in the decision's order, with the first that plays
    nothing (pass, no block ...) second, so that it is always among the candidates."""
    d = view.decision
    assert d is not None
    plays = [o for o in d.options if o.choice.kind not in NOTHING]
    rest = [o for o in d.options if o.choice.kind in NOTHING]
    return plays[:1] + rest[:1] + plays[1:] + rest[1:]


#: the game's library as the greedy bot reads it, by the library object (one per search)
_LIBRARY: dict[int, tuple[Mapping[str, Any], dict[str, VtesCard]]] = {}


def greedy(defs: Mapping[str, Any], seed: int) -> VtesGreedyAgent:
    """The greedy bot on the game's card texts (the rollouts' player for every seat)."""
    known = _LIBRARY.get(id(defs))
    if known is None or known[0] is not defs:
        known = _LIBRARY[id(defs)] = (defs, {k: v for k, v in defs.items()
                                             if isinstance(v, VtesCard)})
    agent = VtesGreedyAgent(seed)
    agent.cards = known[1]
    return agent


#: (three candidates and a wider margin than the default: a world of V:TES is longer to play
#: and its values spread wider, in pool, so fewer worlds fit in the time)
SPEC = SearchSpec(kinds=KINDS, greedy=greedy, value=value, horizon=horizon, rank=rank,
                  top_k=3, margin=0.3, budget_s=0.15)


def make_hard(name: str, seed: int) -> GenericHardAgent:
    """The hard bot (the registry's agent hook): the greedy bot, moving no pool past a
    vampire's capacity (``thrifty``), plus the generic search."""
    from rage_tui.ai.vtes_greedy import make_agent

    own = make_agent("greedy", seed)
    own.thrifty = True
    return GenericHardAgent(own, SPEC, seed, name)
