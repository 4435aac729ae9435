"""Decisions the engine waits for, and the choices that answer them.

The engine always knows what it is waiting for: a :class:`Decision` names the seat that must
choose and lists every legal :class:`Option`. Humans, bots, demos, tests and replays all answer
with one of those options' :class:`Choice` through ``Game.apply``.
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

    def find(self, choice: Choice) -> Option | None:
        """The option for ``choice``, if it is legal."""
        for opt in self.options:
            if opt.choice == choice:
                return opt
        return None

picklable_record(Choice)
picklable_record(Option)
picklable_record(Decision)
