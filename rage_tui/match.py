"""The headless match controller used by the app, the CLI, tests and the simulator.

It owns a :class:`~rage_tui.engine.game.Game`, the agents of the bot seats, and hands each bot
only its own view and the events it may see.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from mypy_extensions import mypyc_attr

from rage_tui.ai.base import Agent
from rage_tui.engine.cards import Card
from rage_tui.engine.choices import Choice, Decision
from rage_tui.engine.events import Event
from rage_tui.engine.game import Game
from rage_tui.engine.state import Setup
from rage_tui.engine.view import View
from rage_tui.rulesets import get_ruleset


class ScriptedSeats(Protocol):
    """Something a ruleset may give the Match that answers decisions no agent owns, about
    cards no seat controls (rage-1995: scripted prey, ``rage_tui.ai.prey.PreyDirector``)."""

    name: str

    def set_library(self, defs: Mapping[str, Any]) -> None:
        """Take the public card library."""

    def takes(self, state: Any, decision: Decision) -> bool:
        """Whether the pending ``decision`` (about a card) is its to answer."""

    def answer(self, view: View) -> Choice:
        """Its choice, from the deciding seat's view."""


@dataclass
class DecisionTimes:
    """Wall-clock time each agent spent per decision, in seconds."""

    by_agent: dict[str, list[float]] = field(default_factory=dict)

    def add(self, agent: str, seconds: float) -> None:
        """Record one decision."""
        times = self.by_agent.get(agent)  # (not setdefault: no new empty list per decision)
        if times is None:
            self.by_agent[agent] = [seconds]
        else:
            times.append(seconds)


class _Traits:
    """What :meth:`Match.step_bot` asks of an agent: its name, whether it looks at the table,
    and its search methods (``None`` when it has none). Read once per agent object, not at
    every decision (a missing attribute is an exception caught each time; the agent is typed
    by a protocol, so each read is a generic look-up): they are a name set when the agent is
    made, a class constant and methods, which no agent changes once made."""

    def __init__(self, agent: Agent[Any]) -> None:
        self.agent = agent
        self.name: str = agent.name
        self.looks: bool = getattr(agent, "looks_at_table", True)
        self.searching: Any = getattr(agent, "choose_searching", None)
        self.wants: Any = getattr(agent, "wants_search", None)


@mypyc_attr(allow_interpreted_subclasses=True)  # (compiled: the campaign extends it)
class Match:
    """A game plus the bots that play some of its seats."""

    def __init__(self, setup: Setup, defs: Mapping[str, Card],
                 agents: Mapping[int, Agent[Any]] | None = None, iid_base: int = 1,
                 prey: ScriptedSeats | None = None, search: bool = True) -> None:
        self.game = Game(setup, defs, get_ruleset(setup.ruleset), iid_base=iid_base)
        self.agents: dict[int, Agent[Any]] = dict(agents or {})
        self.cursor: dict[int, int] = {}
        self.times = DecisionTimes()
        #: Scripted seats (rage-1995: prey that carry a behaviour answer their commit and
        #: target decisions).
        self.prey = prey
        #: Whether searching bots are offered a search service (see rage_tui.ai.oracle).
        self.search = search
        for agent in self.agents.values():
            bind = getattr(agent, "set_library", None)
            if callable(bind):
                bind(defs)
        if prey is not None:
            prey.set_library(defs)
        #: per seat, what :meth:`step_bot` asks of its agent, read once per agent object
        self._traits: dict[int, _Traits] = {}

    def new_events(self, seat: int) -> list[Event]:
        """Events ``seat`` has not been shown yet (redacted for it)."""
        start = self.cursor.get(seat, 0)
        self.cursor[seat] = len(self.game.state.events)
        return self.game.events_for(seat, start)

    def scripted_prey_to_move(self) -> bool:
        """Whether the pending decision (about a card) is the scripted seats' to answer
        (rage-1995: a commit or target for prey with a behaviour)."""
        d = self.game.pending
        if self.prey is None or d is None or d.about is None:
            return False
        return self.prey.takes(self.game.state, d)

    def bot_to_move(self) -> bool:
        """Whether the pending decision belongs to a bot (or to scripted prey)."""
        d = self.game.pending
        return d is not None and (d.seat in self.agents or self.scripted_prey_to_move())

    def step_bot(self) -> list[Event]:
        """Let the bot whose decision is pending choose once."""
        d = self.game.pending
        assert d is not None
        if self.scripted_prey_to_move():
            assert self.prey is not None
            view = self.game.view_for(d.seat)
            t0 = time.perf_counter()
            choice = self.prey.answer(view)
            self.times.add("prey", time.perf_counter() - t0)
            return self.game.apply(choice, d.seat)
        assert d.seat in self.agents
        agent = self.agents[d.seat]
        traits = self._traits.get(d.seat)
        if traits is None or traits.agent is not agent:
            traits = self._traits[d.seat] = _Traits(agent)
        # an agent that never looks at the table (the random one) gets only its decision:
        # neither the table nor the new events (it never reads them; they are passed over
        # instead of gathered and redacted after every decision)
        looks = traits.looks
        view = self.game.view_for(d.seat, looks)
        if looks:
            events = self.new_events(d.seat)
        else:
            self.cursor[d.seat] = len(self.game.state.events)
            events = []
        t0 = time.perf_counter()
        searching, wants = traits.searching, traits.wants
        if self.search and callable(searching) and callable(wants) and wants(view):
            from rage_tui.ai.oracle import SearchOracle

            oracle = SearchOracle(self.game, d.seat)
            try:
                choice = searching(view, events, oracle)
            finally:
                oracle.close()
        else:
            choice = agent.choose(view, events)
        self.times.add(traits.name, time.perf_counter() - t0)
        return self.game.apply(choice, d.seat)

    def run_bots(self, limit: int = 1_000_000) -> int:
        """Let bots play until a human must decide or the game ends; returns decisions made."""
        n = 0
        while n < limit and self.bot_to_move():
            self.step_bot()
            n += 1
        return n

    def apply(self, choice: Choice, seat: int | None = None) -> list[Event]:
        """A human's choice."""
        return self.game.apply(choice, seat)
