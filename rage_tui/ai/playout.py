"""Playing a determinized world forward and scoring it: the greedy rollout bots, the horizon
and the leaf value shared by the flat search (:mod:`rage_tui.ai.oracle`) and the tree search
(:mod:`rage_tui.ai.ismcts`). Everything here runs where the game is, never in a bot."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rage_tui.ai.generic_search import apply_choice
from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.knowledge import Defs, hand_strength, my_seat
from rage_tui.engine.choices import Choice, Decision
from rage_tui.engine.game import Game
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.state import Creature, GameState, face_down_slots, rage_state
from rage_tui.rulesets.rage1995.view_types import View, rage_view
from rage_tui.rulesets.rage1995.zones import total_vp

WIN = 40.0
#: Worth of one point of a combat hand's mean best damage (:func:`hand_quality`) in the leaf
#: value: a tie-breaker, far below a VP.
HAND_WEIGHT = 0.15
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

    def play(self, g: GameState, max_steps: int = MAX_STEPS, fight: bool = False,
             phases: int = 1) -> None:
        """Play on until the end of the ``phases``-th Combat Phase after the current point (or
        the game); with ``fight``, only until the fight in progress (or, if none is, the next
        one to begin) is over."""
        horizon = Horizon(g, fight, phases)
        for _ in range(max_steps):
            d = g.pending
            if d is None or horizon.reached(g):
                return
            if len(d.options) == 1:
                choice = d.options[0].choice
            else:
                choice = self.bots[d.seat].choose(self.view_for(g, d.seat), ())
            apply_choice(g, choice)


class Horizon:
    """Where a playout stops: the end of the game, of the ``phases``-th Combat Phase from the
    point it starts at, or (``fight``) of the fight in progress or the next one to begin."""

    __slots__ = ("combat_seen", "ends", "fight", "phases", "watched")

    def __init__(self, g: GameState, fight: bool = False, phases: int = 1) -> None:
        self.fight = fight
        self.phases = max(1, phases)
        self.combat_seen = g.phase == "combat"
        self.watched = g.combat
        self.ends = 0

    def reached(self, g: GameState) -> bool:
        """Whether ``g`` (the same world, played on since the last call) is at the horizon."""
        if g.over or g.pending is None:
            return True
        if self.fight:
            if self.watched is None:
                self.watched = g.combat
            elif g.combat is not self.watched:
                return True
        if g.phase == "combat":
            self.combat_seen = True
        elif self.combat_seen:
            self.ends += 1
            self.combat_seen = False
            if self.ends >= self.phases:
                return True
        return False
