"""Decisions the engine waits for, and the choices that answer them.

The engine always knows what it is waiting for: a :class:`Decision` names the seat that must
choose and lists every legal :class:`Option`. Humans, bots, demos, tests and replays all answer
with one of those options' :class:`Choice` through ``Game.apply``.

(mypyc: these records are made thousands of times a game, so each writes its own
``__init__``, the same as the one ``dataclass`` would make: compiled, it is a C function and
``object.__setattr__(self, ...)`` a plain store, where the generated one is Python code even
in the compiled engine. ``Choice`` writes its ``__eq__`` and ``__hash__`` for the same
reason. The dataclass keeps everything else: fields, ``repr``, frozenness.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rage_tui.engine.records import picklable_record
from rage_tui.i18n import Text

Arg = int | str


@dataclass(frozen=True, slots=True)
class Choice:
    """An answer to a decision: a kind and a few plain arguments (ids, seat numbers, words)."""

    kind: str
    args: tuple[Arg, ...] = ()

    def __init__(self, kind: str, args: tuple[Arg, ...] = ()) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "args", args)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__ or not isinstance(other, Choice):
            return NotImplemented
        return self.kind == other.kind and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def to_json(self) -> list[Any]:
        """A JSON-friendly form: ``[kind, *args]``."""
        return [self.kind, *self.args]

    @staticmethod
    def from_json(data: Any) -> Choice:
        """Inverse of :meth:`to_json`; raises ``ValueError`` on bad data."""
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"not a choice: {data!r}")
        args = tuple(data[1:])
        for a in args:
            if not isinstance(a, int | str) or isinstance(a, bool):
                raise ValueError(f"bad choice argument: {a!r}")
        return Choice(data[0], args)


@dataclass(frozen=True, slots=True)
class Option:
    """One legal choice with the words to show for it and, when it is about a card, its id."""

    choice: Choice
    label: Text
    card: str | None = None

    def __init__(self, choice: Choice, label: Text, card: str | None = None) -> None:
        object.__setattr__(self, "choice", choice)
        object.__setattr__(self, "label", label)
        object.__setattr__(self, "card", card)


@dataclass(frozen=True, slots=True)
class Decision:
    """What the engine is waiting for: ``seat`` must pick one of ``options``.

    ``kind`` names the decision (``redraw-discard``, ``commit``, ``vote`` ...) and ``prompt``
    says it in words. ``about`` is the creature or card instance it concerns, if any.
    """

    seat: int
    kind: str
    prompt: Text
    options: tuple[Option, ...]
    about: int | None = None
    rule: str = ""

    def __init__(self, seat: int, kind: str, prompt: Text, options: tuple[Option, ...],
                 about: int | None = None, rule: str = "") -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "prompt", prompt)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "about", about)
        object.__setattr__(self, "rule", rule)

    def find(self, choice: Choice) -> Option | None:
        """The option for ``choice``, if it is legal."""
        for opt in self.options:
            if opt.choice == choice:
                return opt
        return None

picklable_record(Choice)
picklable_record(Option)
picklable_record(Decision)
