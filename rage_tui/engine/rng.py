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
        """Shuffle in place (``random.Random.shuffle`` written out, see :func:`below`)."""
        r = self._r
        for i in range(len(items) - 1, 0, -1):
            j = below(r, i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        """One item at random."""
        return items[self.randrange(len(items))]

    def randrange(self, n: int) -> int:
        """An integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return below(self._r, n)

    def fingerprint(self) -> str:
        """A short stable digest of the generator's position (for state hashes)."""
        state = self._r.getstate()
        return str(hash(state[1][:8]) & 0xFFFFFFFF) + ":" + str(state[1][-1])


def below(r: random.Random, n: int) -> int:
    """``r.randrange(n)`` for a positive ``n`` without its Python-level calls (compiled, this is
    C code; ``random.Random``'s own methods are Python code): the same draw as
    ``Random._randbelow`` (random bits of ``n``'s length, drawn again while too large), hence
    the same number from the same generator state, and the same draws in ``shuffle``."""
    k = n.bit_length()
    x = r.getrandbits(k)
    while x >= n:
        x = r.getrandbits(k)
    return x
