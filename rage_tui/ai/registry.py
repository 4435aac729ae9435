"""Agents by name."""

from __future__ import annotations

from rage_tui.ai.base import Agent
from rage_tui.ai.random_agent import RandomAgent

#: Every agent ``make_agent`` knows. ``greedy-easy`` / ``greedy-hard`` and ``hard-easy`` ...
#: are the same bots at another bluffing difficulty.
AGENTS = ("random", "greedy", "hard", "greedy-easy", "greedy-hard", "hard-easy", "hard-normal")


def make_agent(name: str, seed: int) -> Agent:
    """An agent called ``name`` with its own seed (the Match gives it the card library)."""
    base, _, difficulty = name.partition("-")
    if name == "random":
        return RandomAgent(seed)
    if base == "greedy" and name in AGENTS:
        from rage_tui.ai.greedy import GreedyAgent

        return GreedyAgent(seed, difficulty=difficulty or "normal")
    if base == "hard" and name in AGENTS:
        from rage_tui.ai.hard import HardAgent

        return HardAgent(seed, difficulty=difficulty or "hard")
    raise ValueError(f"unknown agent '{name}' (known: {', '.join(AGENTS)})")
