"""Agents by name: the generic random bot, and each ruleset's own bots as its declaration
names them (``RulesetPlugin.agents``)."""

from __future__ import annotations

from typing import Any

from rage_tui.ai.base import Agent
from rage_tui.ai.random_agent import RandomAgent
from rage_tui.engine.plugin import resolve

#: Every agent the Rage rulesets know. ``greedy-easy`` / ``greedy-hard`` and ``hard-easy`` ...
#: are the same bots at another bluffing difficulty; ``hard-flat``, ``hard-tree`` and
#: ``hard-ucb`` the hard bot with each of its searches (docs/bots.md).
AGENTS = ("random", "greedy", "hard", "greedy-easy", "greedy-hard", "hard-easy", "hard-normal",
          "hard-flat", "hard-tree", "hard-ucb")

#: the bot every ruleset has
GENERIC_AGENTS = ("random",)


def agents_for(ruleset: str) -> tuple[str, ...]:
    """The agent names a game of ``ruleset`` can seat."""
    from rage_tui.rulesets.registry import plugin

    return GENERIC_AGENTS + tuple(n for n in plugin(ruleset).agents if n not in GENERIC_AGENTS)


def make_agent(name: str, seed: int, ruleset: str = "rage-1995") -> Agent[Any]:
    """An agent called ``name`` with its own seed (the Match gives it the card library)."""
    if name == "random":
        return RandomAgent(seed)
    from rage_tui.rulesets.registry import plugin

    factory = plugin(ruleset).agents.get(name)
    if factory is None:
        raise ValueError(f"unknown agent '{name}' (known: {', '.join(agents_for(ruleset))})")
    made: Agent[Any] = resolve(factory)(name, seed)
    return made


def make_rage_agent(name: str, seed: int) -> Agent[Any]:
    """One of the Rage rulesets' bots (greedy, hard and their variants)."""
    base, _, difficulty = name.partition("-")
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
