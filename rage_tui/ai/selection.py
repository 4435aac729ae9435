"""Choosing among searched options: the greedy bot's few best distinct plays, and the most
robust of them once each was played in the same random worlds. Shared by rage-1995's hard bot
(:mod:`rage_tui.ai.hard`) and the generic search (:mod:`rage_tui.ai.generic_search`); pure
functions of numbers and options, no ruleset's."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

from rage_tui.engine.choices import Option

#: options scored by a bot's heuristics, best first
Scored = Sequence[tuple[float, Option]]

K = TypeVar("K", bound=Hashable)


def distinct_top(scored: Scored, kind: str, top_k: int,
                 key: Callable[[Option], K]) -> dict[K, Option]:
    """The ``top_k`` best of ``scored`` that are different plays by ``key`` (two copies of one
    card in hand are one play), best first, and for a commit also the best null card."""
    out: dict[K, Option] = {}
    for _, o in scored:
        k = key(o)
        if k in out:
            continue
        out[k] = o
        if len(out) >= top_k:
            break
    if kind == "commit":
        for _, o in scored:
            if o.choice.args and o.choice.args[0] == -1:
                out.setdefault(key(o), o)
                break
    return out


def robust_best(rows: Sequence[Sequence[float]], confidence: float,
                margin: float) -> tuple[int, float]:
    """The index of the most robust option and its mean gain over option 0 (the greedy one).

    Every option was played in the same worlds, so each is compared with option 0 world by
    world: an option replaces it only when its mean gain, less ``confidence`` standard errors,
    still beats ``margin``."""
    base = rows[0]
    return robust_best_of([[a - b for a, b in zip(r, base, strict=True)] for r in rows[1:]],
                          confidence, margin)


def robust_best_of(gains: Sequence[Sequence[float]], confidence: float,
                   margin: float, min_worlds: int = 1) -> tuple[int, float]:
    """Like :func:`robust_best`, given each option's world-by-world gains over option 0 (any
    number of worlds each): the index (1 for ``gains[0]`` ..., 0 for option 0) and mean gain.
    An option played in fewer than ``min_worlds`` worlds never replaces option 0 (one or two
    worlds say nothing about how much the result varies)."""
    best, best_score, best_gain = 0, margin, 0.0
    for i, diffs in enumerate(gains, start=1):
        n = len(diffs)
        if not n or n < min_worlds:
            continue
        mean = sum(diffs) / n
        var = sum((x - mean) ** 2 for x in diffs) / max(1, n - 1)
        score = mean - confidence * (var / n) ** 0.5
        if score > best_score:
            best, best_score, best_gain = i, score, mean
    return best, best_gain


def halving_rounds(n: int) -> int:
    """How many rounds of successive halving ``n`` candidates need (down to two: the greedy
    choice and its best challenger)."""
    rounds = 1
    while n > 2:
        n = (n + 1) // 2
        rounds += 1
    return rounds


