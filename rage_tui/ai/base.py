"""The agent protocol."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from rage_tui.engine.choices import Choice
from rage_tui.engine.events import Event
from rage_tui.engine.view import View

#: the view an agent reads: the core :class:`View` for a bot of any game (the random one),
#: a ruleset's extension of it for that ruleset's own bots (rage-1995's ``view_types.View``)
ViewT = TypeVar("ViewT", bound=View, contravariant=True)


class Agent(Protocol[ViewT]):
    """A player that is not a person. ``view.decision`` is the decision to answer; ``view``
    is what the game's ruleset builds for the seat (``Ruleset.view_for``)."""

    name: str

    def choose(self, view: ViewT, events: Sequence[Event]) -> Choice:
        """Pick one of ``view.decision.options``. ``events`` are the new events this seat saw
        since its last decision."""
        ...


#: a tree search's settings: options per node, exploration constant, Combat Phases to the
#: horizon, visits per widening step (see :mod:`rage_tui.ai.ismcts`)
TreeSettings = tuple[int, float, int, float]


class Oracle(Protocol):
    """A search service offered by the trusted Match to searching bots for one decision.

    It holds the real game privately and answers only with numbers: for each candidate choice,
    the average result of playing it out in worlds where every card hidden from the bot has been
    dealt again at random (see :mod:`rage_tui.engine.determinize`)."""

    def evaluate(self, choices: Sequence[Choice], worlds: int, seed: int,
                 budget_s: float) -> list[float]:
        """Mean value of each choice over ``worlds`` random redeals (higher is better)."""
        ...

    def samples(self, choices: Sequence[Choice], worlds: int, seed: int,
                budget_s: float) -> list[list[float]]:
        """The value of each choice in each redeal (the same redeals for every choice)."""
        ...

    def tree_samples(self, choices: Sequence[Choice], worlds: int, seed: int, budget_s: float,
                     settings: TreeSettings = (3, 0.7, 1, 4.0)) -> list[list[float]]:
        """Like ``samples``, each choice followed by a search tree over the bot's own later
        decisions (information-set MCTS below the root; see :mod:`rage_tui.ai.ismcts`).
        ``settings``: options per tree node, exploration constant, Combat Phases to the
        horizon, visits per widening step."""
        ...

    def tree(self, choices: Sequence[Choice], iterations: int, seed: int, budget_s: float,
             settings: TreeSettings = (3, 0.7, 1, 4.0)) -> list[list[float]]:
        """Information-set MCTS with ``choices`` at the root: ``[visits, mean, variance]`` of
        each."""
        ...


class SearchingAgent(Agent[ViewT], Protocol[ViewT]):
    """A bot that can use an :class:`Oracle` when the Match offers one."""

    def wants_search(self, view: ViewT) -> bool:
        """Whether this decision is worth a search."""
        ...

    def choose_searching(self, view: ViewT, events: Sequence[Event], oracle: Oracle) -> Choice:
        """Like ``choose``, with a search service for this decision only."""
        ...
