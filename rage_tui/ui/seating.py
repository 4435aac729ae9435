"""Who plays each seat of a new game in the app: the bots' agents and seeds, and the prompt
variants a hot-seat table needs (R7, R8). Pure Python (no Textual)."""

from __future__ import annotations

import dataclasses
from typing import Any

from rage_tui.ai.base import Agent
from rage_tui.engine.state import Setup
from rage_tui.ui.config import HUMAN


def bot_seed(setup: Setup, seat: int) -> int:
    """The seed of the bot at ``seat`` (fixed by the game's seed)."""
    return setup.seed * 31 + seat


def hot_seat_setup(setup: Setup) -> Setup:
    """With two or more humans at one keyboard: every seat is asked at every window (so
    whether a seat is asked never depends on its cards; the app passes for seats without a
    stop there) and closed-play steps start with the seat at the keyboard (R7, R8)."""
    if sum(1 for s in setup.seats if s.agent == HUMAN) < 2:
        return setup
    return dataclasses.replace(setup, variants=dataclasses.replace(
        setup.variants, strict_prompts=True, keyboard_order=True))


def make_agents(setup: Setup) -> dict[int, Agent[Any]]:
    """An agent for every seat not played by a human."""
    from rage_tui.ai.registry import make_agent

    return {i: make_agent(s.agent, bot_seed(setup, i), setup.ruleset)
            for i, s in enumerate(setup.seats) if s.agent != HUMAN}
