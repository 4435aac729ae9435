"""The random agent: any legal option, uniformly, from its own seeded generator."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice
from rage_tui.engine.events import Event
from rage_tui.engine.view import View


@mypyc_attr(allow_interpreted_subclasses=True)  # (compiled: tests extend it)
class RandomAgent:
    """Picks uniformly among the legal options (of any game: it reads only the core view's
    decision)."""

    name = "random"
    #: it chooses without looking at the table, so it is handed only its decision
    looks_at_table = False

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View, events: Sequence[Event]) -> Choice:
        """A uniformly random legal option."""
        decision = view.decision
        assert decision is not None, "asked to choose without a decision"
        options = decision.options
        return options[uniform_index(self._rng, len(options))].choice


def uniform_index(rng: random.Random, n: int) -> int:
    """``rng.choice(range(n))`` without its Python-level calls: the same draw (random bits of
    ``n``'s length, drawn again while too large) and so the same number from the same
    generator state; the random bot makes one per decision. ``n`` must be positive."""
    if n <= 0:
        raise IndexError("cannot choose from an empty sequence")
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r
