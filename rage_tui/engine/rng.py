"""Seeded randomness held inside the game state (no module-level ``random`` calls)."""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from mypy_extensions import mypyc_attr

T = TypeVar("T")


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class Rng:
    """A seeded random source whose whole state is part of the game state."""

    __slots__ = ("_r",)

    def __init__(self, seed: int) -> None:
        self._r = random.Random(seed)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place."""
        self._r.shuffle(items)

    def choice(self, items: Sequence[T]) -> T:
        """One item at random."""
        return items[self._r.randrange(len(items))]

    def randrange(self, n: int) -> int:
        """An integer in ``[0, n)``."""
        return self._r.randrange(n)

    def fingerprint(self) -> str:
        """A short stable digest of the generator's position (for state hashes)."""
        state = self._r.getstate()
        return str(hash(state[1][:8]) & 0xFFFFFFFF) + ":" + str(state[1][-1])
