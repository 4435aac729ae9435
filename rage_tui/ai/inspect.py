"""Walk everything an agent is handed and collect the card instance ids it contains.

Used by tests and the simulator to prove that no agent can reach hidden information: every
integer that names a card instance somewhere inside a view or event is collected.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from rage_tui.engine.choices import Option
from rage_tui.engine.state import GameState


def ids_in(obj: Any, g: GameState[Any, Any]) -> set[int]:
    """Card instance ids reachable from ``obj`` (ints that are keys of ``g.cards``)."""
    found: set[int] = set()
    seen: set[int] = set()

    def walk(x: Any) -> None:
        if isinstance(x, bool) or x is None or isinstance(x, str | float):
            return
        if isinstance(x, int):
            if x in g.cards:
                found.add(x)
            return
        if id(x) in seen:
            return
        seen.add(id(x))
        if isinstance(x, GameState):
            raise AssertionError("an agent was handed the game state")
        if isinstance(x, dict):
            for k, v in x.items():
                walk(k)
                walk(v)
        elif isinstance(x, list | tuple | set | frozenset):
            for v in x:
                walk(v)
        elif isinstance(x, Option):  # (its label is words: no ids; its fields hold the
            walk(x.choice)             # label's parts until the label is read)
            walk(x.card)
        elif is_dataclass(x) and not isinstance(x, type):
            for f in fields(x):
                walk(getattr(x, f.name))
        elif hasattr(x, "__dict__"):
            for v in vars(x).values():
                walk(v)

    walk(obj)
    return found
