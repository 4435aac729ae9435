"""Answers worked out from immutable objects (card definitions, effects), remembered for
every game of the process by the objects' identities.

An object is kept with its answer, so an entry is found only for the very objects it was
worked out from (an id alone could be reused once its object is gone); the objects never
change, so an answer is never stale. A table that grows past its limit is emptied (tests load
libraries again and again)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

A = TypeVar("A")
B = TypeVar("B")
V = TypeVar("V")


class ByIdentity(Generic[A, V]):
    """``compute(a)``, remembered by ``a``'s identity."""

    __slots__ = ("_compute", "_limit", "_table")

    def __init__(self, compute: Callable[[A], V], limit: int) -> None:
        self._compute = compute
        self._limit = limit
        self._table: dict[int, tuple[A, V]] = {}

    def __call__(self, a: A) -> V:
        """The answer for ``a``: remembered, or worked out now and remembered."""
        hit = self._table.get(id(a))
        if hit is not None and hit[0] is a:
            return hit[1]
        found = self._compute(a)
        if len(self._table) > self._limit:
            self._table.clear()
        self._table[id(a)] = (a, found)
        return found


class ByIdentities(Generic[A, B, V]):
    """``compute(a, b)``, remembered by the identities of ``a`` and ``b``."""

    __slots__ = ("_compute", "_limit", "_table")

    def __init__(self, compute: Callable[[A, B], V], limit: int) -> None:
        self._compute = compute
        self._limit = limit
        self._table: dict[tuple[int, int], tuple[A, B, V]] = {}

    def __call__(self, a: A, b: B) -> V:
        """The answer for ``a`` and ``b``: remembered, or worked out now and remembered."""
        key = (id(a), id(b))
        hit = self._table.get(key)
        if hit is not None and hit[0] is a and hit[1] is b:
            return hit[2]
        found = self._compute(a, b)
        if len(self._table) > self._limit:
            self._table.clear()
        self._table[key] = (a, b, found)
        return found
