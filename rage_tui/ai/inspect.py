"""Walk everything an agent is handed and collect the card instance ids it contains.

Used by tests and the simulator to prove that no agent can reach hidden information: every
integer that names a card instance somewhere inside a view or event is collected.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any, Final

from rage_tui.engine.choices import Decision, Option
from rage_tui.engine.events import Event
from rage_tui.engine.state import GameState

#: a dataclass's field names, by class (``dataclasses.fields`` is Python code, asked for
#: every record of a view; a class's fields never change once it is made)
_FIELD_NAMES: Final[dict[type, tuple[str, ...]]] = {}


def ids_in(obj: Any, g: GameState[Any, Any]) -> set[int]:
    """Card instance ids reachable from ``obj`` (ints that are keys of ``g.cards``)."""
    # (an explicit stack, not a recursive inner function: such a function refers to itself
    # and to ``g``, a cycle only the garbage collector frees, which kept every game's whole
    # state alive until the next collection)
    cards = g.cards
    found: set[int] = set()
    seen: set[int] = set()
    todo: list[Any] = [obj]
    while todo:
        x = todo.pop()
        if isinstance(x, bool) or x is None or isinstance(x, str | float):
            continue
        if isinstance(x, int):
            if x in cards:
                found.add(x)
            continue
        if id(x) in seen:
            continue
        seen.add(id(x))
        if isinstance(x, GameState):
            raise AssertionError("an agent was handed the game state")
        if isinstance(x, dict):
            for k, v in x.items():
                todo.append(k)
                todo.append(v)
        elif isinstance(x, list | tuple | set | frozenset):
            todo.extend(x)
        elif isinstance(x, Option):  # (its label is words: no ids; its fields hold the
            todo.append(x.choice)      # label's parts until the label is read)
            todo.append(x.card)
        elif isinstance(x, Event):  # (the same for an event's text)
            todo.append(x.data)
            todo.append(x.seats)
            todo.append(x.public)
        elif isinstance(x, Decision):  # (the same for its prompt)
            todo.append(x.seat)
            todo.append(x.options)
            todo.append(x.about)
        else:
            names = _FIELD_NAMES.get(type(x))
            if names is None and is_dataclass(x) and not isinstance(x, type):
                names = _FIELD_NAMES[type(x)] = tuple(f.name for f in fields(x))
            if names is not None:
                todo.extend([getattr(x, name) for name in names])
            elif hasattr(x, "__dict__"):
                todo.extend(vars(x).values())
    return found
