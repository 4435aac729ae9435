"""Agents by name."""

from __future__ import annotations

from rage_tui.ai.base import Agent
from rage_tui.ai.random_agent import RandomAgent

#: Every agent ``make_agent`` knows. ``greedy-easy`` / ``greedy-hard`` and ``hard-easy`` ...
#: are the same bots at another bluffing difficulty; ``hard-flat``, ``hard-tree`` and
#: ``hard-ucb`` the hard bot with each of its searches (docs/bots.md).
AGENTS = ("random", "greedy", "hard", "greedy-easy", "greedy-hard", "hard-easy", "hard-normal",
          "hard-flat", "hard-tree", "hard-ucb")


def make_agent(name: str, seed: int) -> Agent:
    """An agent called ``name`` with its own seed (the Match gives it the card library)."""
    base, _, difficulty = name.partition("-")
    if name == "random":
        return RandomAgent(seed)
    if base == "greedy" and name in AGENTS:
        from rage_tui.ai.greedy import GreedyAgent

        return GreedyAgent(seed, difficulty=difficulty or "normal")
    if base == "hard" and name in AGENTS:
        from rage_tui.ai.hard import SEARCHES, HardAgent

        if difficulty in SEARCHES:
            agent = HardAgent(seed, search=difficulty)
            agent.name = name
            return agent

        return HardAgent(seed, difficulty=difficulty or "hard")
    raise ValueError(f"unknown agent '{name}' (known: {', '.join(AGENTS)})")
