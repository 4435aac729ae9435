"""Agents cannot reach the game state (issue 15 item 4): everything reachable from what a bot
receives (its view, its events, the search oracle) by attributes, closures, bound ``__self__``,
``__dict__``, slots and gc referents holds no Game or GameState. The oracle's game lives in a
forked process; the bot holds a pipe to it."""

from __future__ import annotations

import gc
import types

from rage_tui.ai.hard import HardAgent
from rage_tui.ai.oracle import SearchOracle
from rage_tui.ai.random_agent import RandomAgent
from rage_tui.engine.game import Game
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.match import Match
from rage_tui.rulesets.rage1995.state import GameState
from tests.engine.conftest import GAIA, WYRM


def reachable(*roots):
    """Every object reachable from ``roots`` (types, modules and code are not followed: they
    are program text, not data the bot was handed)."""
    seen: dict[int, object] = {}
    stack = list(roots)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, type | types.ModuleType | types.CodeType):
            continue
        seen[id(obj)] = obj
        nxt = list(gc.get_referents(obj))
        for name in ("__self__", "__func__", "__closure__", "__wrapped__", "__dict__"):
            with __import__("contextlib").suppress(Exception):
                nxt.append(getattr(obj, name))
        for slot in getattr(type(obj), "__slots__", ()):
            with __import__("contextlib").suppress(Exception):
                nxt.append(getattr(obj, slot))
        if isinstance(obj, types.FunctionType):
            nxt = [x for x in nxt if x is not obj.__globals__]  # module globals: program text
            nxt.extend(c.cell_contents for c in obj.__closure__ or () if _filled(c))
        stack.extend(nxt)
    return list(seen.values())


def _filled(cell):
    try:
        cell.cell_contents  # noqa: B018
    except ValueError:
        return False
    return True


def _match(lib, seed=5):
    setup = Setup((SeatSetup("Ann", GAIA), SeatSetup("Bob", WYRM)), seed=seed)
    return Match(setup, lib.cards, {0: RandomAgent(1), 1: RandomAgent(2)})


def test_the_walk_finds_the_game_when_it_is_reachable(lib):
    """The walk itself can fail: a closure over the game (the old oracle) is found."""
    m = _match(lib)
    game = m.game

    def leaky():
        return game

    assert any(isinstance(o, Game | GameState) for o in reachable(leaky))


def test_nothing_a_searching_bot_receives_reaches_the_game(lib):
    m = _match(lib)
    while m.game.pending is not None and m.game.pending.kind != "commit":
        m.step_bot()
    seat = m.game.pending.seat
    view = m.game.view_for(seat)
    events = m.new_events(seat)
    oracle = SearchOracle(m.game, seat)
    try:
        found = [o for o in reachable(oracle, view, events)
                 if isinstance(o, Game | GameState | Match)]
        assert found == []
        opts = [o.choice for o in m.game.pending.options[:2]]
        rows = oracle.samples(opts, 2, 7, 5.0)  # the oracle still answers
        assert len(rows) == len(opts) and all(len(r) >= 1 for r in rows)
    finally:
        oracle.close()


def test_the_forked_oracle_answers_as_the_search_did_in_process(lib):
    """The same seed gives the same numbers whether the game sits in this process or the
    search process (a sim with hard bots stays reproducible)."""
    from rage_tui.ai.oracle import _samples

    m = _match(lib, seed=9)
    while m.game.pending is not None and m.game.pending.kind != "commit":
        m.step_bot()
    seat = m.game.pending.seat
    opts = [o.choice for o in m.game.pending.options[:3]]
    oracle = SearchOracle(m.game, seat)
    try:
        assert oracle.samples(opts, 3, 11, 60.0) == _samples(m.game, seat, opts, 3, 11, 60.0)
    finally:
        oracle.close()


def test_a_hard_bot_plays_a_whole_game_through_the_forked_oracle(lib):
    setup = Setup((SeatSetup("Ann", GAIA), SeatSetup("Bob", WYRM)), seed=4)
    hard = HardAgent(3)
    m = Match(setup, lib.cards, {0: hard, 1: RandomAgent(2)})
    steps = 0
    while not m.game.over and steps < 3000:
        m.step_bot()
        steps += 1
    assert m.game.over
    assert hard.search_errors == []
    assert hard.last_search  # it did search
