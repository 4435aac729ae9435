"""What rage-las-vegas declares for the generic search of its ``hard`` bot
(:mod:`rage_tui.ai.generic_search`): the decisions searched are the two secret combat picks
(attack, defence), the reaction, and the choices that begin or shape a fight (alpha, alpha
action, accepting a challenge, Crinos, crossing the Umbra); a playout ends with the fight in
progress, or the next one to begin, or the turn; the other fighter's face-down pick, dealt at
random in a world, is picked again by its greedy bot; a world is worth its Renown lead (a win or a
loss far more) and, below a point of Renown, the strength left in each pack.

The value and the horizon read the state: they run only in the oracle's process."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from rage_tui.ai.base import Agent
from rage_tui.ai.generic_search import GenericHardAgent, SearchSpec, State, ViewFor
from rage_tui.ai.las_vegas_greedy import LVGreedyAgent
from rage_tui.engine.choices import Decision, Option
from rage_tui.engine.view import View
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.cards import LVCard
from rage_tui.rulesets.las_vegas.combat_round import pick_options
from rage_tui.rulesets.las_vegas.state import LVState
from rage_tui.rulesets.las_vegas.view import LVView

#: a win or a loss, in points of Renown
WIN = 40.0
#: what the strength left in play is worth against a point of Renown
MATERIAL = 0.3
KINDS = frozenset({"attack", "defend", "react", "alpha", "alpha-action", "challenge", "crinos",
                   "umbra"})


def material(g: LVState, seat: int) -> float:
    """The fighting strength a seat has in play: each character, its Renown and the Health it
    has left."""
    total = 0.0
    for iid in g.player(seat).pack:
        c = g.chars.get(iid)
        if c is None:
            continue
        total += 2.0 + 0.3 * board.renown(g, iid) + 0.5 * max(0, board.death_at(g, iid)
                                                                - c.wounds)
    return total


def value(state: State, seat: int) -> float:
    """The world from ``seat``'s side: a win or loss, else its Renown less the best other
    seat's, plus a little for the strength left in its pack against theirs."""
    assert isinstance(state, LVState)
    g = state
    if g.over:
        if g.winner is None:
            return 0.0
        return WIN if g.winner == seat else -WIN
    others = [p.seat for p in g.players if p.seat != seat]
    if not others:
        return 0.0
    best = max(others, key=lambda s: (board.score(g, s), material(g, s)))
    return (board.score(g, seat) - board.score(g, best)
            + MATERIAL * (material(g, seat) - material(g, best)))


def horizon(start: State) -> Callable[[State], bool]:
    """The end of the fight in progress (or, if none is, of the next one to begin), or of the
    turn, whichever comes first."""
    assert isinstance(start, LVState)
    turn = start.turn
    watched = [start.combat]

    def reached(g: State) -> bool:
        assert isinstance(g, LVState)
        if g.turn != turn:
            return True
        if watched[0] is None:
            watched[0] = g.combat
            return False
        return g.combat is not watched[0]

    return reached


def rank(greedy: Any, view: View) -> list[Option]:
    """The options by the greedy bot's score, best first."""
    assert isinstance(greedy, LVGreedyAgent) and isinstance(view, LVView)
    d = view.decision
    assert d is not None
    scored = sorted(((greedy.score(view, d.kind, o), -i, o) for i, o in enumerate(d.options)),
                    key=lambda t: (t[0], t[1]), reverse=True)
    return [o for _, _, o in scored]


#: the game's library as the greedy bot reads it, by the library object (one per search)
_LIBRARY: dict[int, tuple[Mapping[str, Any], dict[str, LVCard]]] = {}


def greedy(defs: Mapping[str, Any], seed: int) -> LVGreedyAgent:
    """The greedy bot on the game's library (the rollouts' player for every seat)."""
    known = _LIBRARY.get(id(defs))
    if known is None or known[0] is not defs:
        known = _LIBRARY[id(defs)] = (defs, {k: v for k, v in defs.items()
                                             if isinstance(v, LVCard)})
    return LVGreedyAgent(known[1], seed)


def remodel(state: State, seat: int, bots: Sequence[Agent[Any]], view_for: ViewFor) -> None:
    """Let the other fighter's bot pick again the face-down card it has already put down this
    round (the world dealt it at random from that seat's hidden cards): the search then plays
    against a plausible attack rather than a random card."""
    assert isinstance(state, LVState)
    g = state
    c = g.combat
    if c is None:
        return
    for side in (0, 1):
        s, old = c.seats[side], c.picks[side]
        if s == seat or old is None or old not in g.committed:
            continue
        hand = g.player(s).combat_hand
        hand.append(old)
        opts = pick_options(g, s)
        kind = "attack" if side == c.initiative else "defend"
        d = Decision(s, kind, "", tuple(opts), about=c.fighter(side))
        choice = bots[s].choose(replace(view_for(g, s), decision=d), ())
        new = int(choice.args[0]) if choice.args else old
        if new not in hand:
            new = old
        hand.remove(new)
        c.picks[side] = new
        g.committed[g.committed.index(old)] = new


SPEC = SearchSpec(kinds=KINDS, greedy=greedy, value=value, horizon=horizon, rank=rank,
                  remodel=remodel, budget_s=0.15)


def make_hard(name: str, seed: int) -> GenericHardAgent:
    """The hard bot (the registry's agent hook): the greedy bot plus the generic search."""
    from rage_tui.ai.las_vegas_greedy import make_agent

    return GenericHardAgent(make_agent("greedy", seed), SPEC, seed, name)
