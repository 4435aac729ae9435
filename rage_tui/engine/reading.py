"""Stretches of pure reading: listing options or building a view changes nothing in a game, so
a ruleset may remember facts it works out inside such a stretch (per creature, per card ...)
and reuse them until the stretch ends.

The memory lives in ``GameState.view_cache`` under :data:`SCOPE_KEY`, a key no copy of a state
inherits (``engine.determinize``)."""

from __future__ import annotations

from typing import Any, Final

from rage_tui.engine.state import GameState

#: The ``GameState.view_cache`` key of the memory of the reading stretch in progress.
SCOPE_KEY: Final = -3


def scope(g: GameState[Any, Any]) -> dict[Any, Any] | None:
    """The memory of the reading stretch in progress, or ``None`` outside one."""
    found: dict[Any, Any] | None = g.view_cache.get(SCOPE_KEY)
    return found


class reading:
    """A stretch of pure reading (listing options, building a view): nothing in the game
    changes inside it. Nested stretches share the outer one's memory::

        with reading(g):
            options = ...
    """

    __slots__ = ("g", "outer")

    def __init__(self, g: GameState[Any, Any]) -> None:
        self.g = g
        self.outer = False

    def __enter__(self) -> None:
        cache = self.g.view_cache
        self.outer = SCOPE_KEY not in cache
        if self.outer:
            cache[SCOPE_KEY] = {}

    def __exit__(self, *exc: object) -> None:
        if self.outer:
            del self.g.view_cache[SCOPE_KEY]
