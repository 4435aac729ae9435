"""Agents by name."""

from __future__ import annotations

from rage_tui.ai.base import Agent
from rage_tui.ai.random_agent import RandomAgent

AGENTS = ("random",)


def make_agent(name: str, seed: int) -> Agent:
    """An agent called ``name`` with its own seed."""
    if name == "random":
        return RandomAgent(seed)
    raise ValueError(f"unknown agent '{name}' (known: {', '.join(AGENTS)})")
