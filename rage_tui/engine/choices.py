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
from typing import Any, Final

from rage_tui.engine.records import picklable_record, text_once
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


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Option:
    """One legal choice with the words to show for it and, when it is about a card, its id.

    ``label`` may be made when it is first read: :func:`option` keeps the message id and
    fields and builds the message (``m(msgid, **fields)``) only then, because most options
    are never shown (a bot reads the choices; most listings are thrown away). Either way an
    option reads, compares, hashes, prints and pickles as ``Option(choice, label, card)``.
    """

    choice: Choice
    card: str | None
    # the label, or while ``_fields`` is not None the message id it is built from; the
    # fields are values fixed when the option was made, so the label built later is the one
    # that would have been built then
    _text: Text
    _fields: dict[str, Any] | None

    def __init__(self, choice: Choice, label: Text, card: str | None = None,
                 fields: dict[str, Any] | None = None) -> None:
        object.__setattr__(self, "choice", choice)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "_text", label)
        object.__setattr__(self, "_fields", fields)

    @property
    def label(self) -> Text:
        """The words to show for this option (built, then kept, on the first read)."""
        return text_once(self)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__ or not isinstance(other, Option):
            return NotImplemented
        return (self.choice == other.choice and self.label == other.label
                and self.card == other.card)

    def __hash__(self) -> int:
        return hash((self.choice, self.label, self.card))

    def __repr__(self) -> str:
        return f"Option(choice={self.choice!r}, label={self.label!r}, card={self.card!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Option, (self.choice, self.label, self.card))


def option(msgid: str, choice: Choice, card_id: str | None = None, **fields: Any) -> Option:
    """An option labelled ``m(msgid, **fields)``, the message built only when the label is
    read (the catalogue tools extract ``option("...")`` as they do ``m("...")``).
    ``card_id`` is the option's ``card``, so a field may be called ``card``. (Not positional
    only: compiled with mypyc, ``/`` does not let a field take a parameter's name.)"""
    return Option(choice, msgid, card_id, fields)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Decision:
    """What the engine is waiting for: ``seat`` must pick one of ``options``.

    ``kind`` names the decision (``redraw-discard``, ``commit``, ``vote`` ...) and ``prompt``
    says it in words. ``about`` is the creature or card instance it concerns, if any.

    ``prompt`` may be made when it is first read: :func:`ask` keeps the message id and fields
    and builds the message only then (a bot reads the options, never the prompt). Either way a
    decision reads, compares, hashes, prints and pickles as ``Decision(seat, kind, prompt,
    options, about, rule)``.
    """

    seat: int
    kind: str
    options: tuple[Option, ...]
    about: int | None
    rule: str
    # the prompt, or while ``_fields`` is not None the message id it is built from (the
    # fields are values fixed when the decision was made)
    _text: Text
    _fields: dict[str, Any] | None

    # (the prompt and its fields are passed as ``_text`` and ``_fields``, the names of the
    # fields holding them, so that ``dataclasses.replace`` keeps a prompt not yet made)
    def __init__(self, seat: int, kind: str, _text: Text, options: tuple[Option, ...],
                 about: int | None = None, rule: str = "",
                 _fields: dict[str, Any] | None = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "about", about)
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "_text", _text)
        object.__setattr__(self, "_fields", _fields)

    @property
    def prompt(self) -> Text:
        """The question in words (built, then kept, on the first read)."""
        return text_once(self)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__ or not isinstance(other, Decision):
            return NotImplemented
        return (self.seat == other.seat and self.kind == other.kind
                and self.prompt == other.prompt and self.options == other.options
                and self.about == other.about and self.rule == other.rule)

    def __hash__(self) -> int:
        return hash((self.seat, self.kind, self.prompt, self.options, self.about, self.rule))

    def __repr__(self) -> str:
        return (f"Decision(seat={self.seat!r}, kind={self.kind!r}, prompt={self.prompt!r}, "
                f"options={self.options!r}, about={self.about!r}, rule={self.rule!r})")

    def __reduce__(self) -> tuple[Any, ...]:
        # (a prompt still unmade is copied as its id and fields: the hard bot's copies of a
        # state build none)
        return (Decision, (self.seat, self.kind, self._text, self.options, self.about,
                           self.rule, self._fields))

    def find(self, choice: Choice) -> Option | None:
        """The option for ``choice``, if it is legal."""
        for opt in self.options:  # (most answers are an option's own choice object)
            if opt.choice is choice or opt.choice == choice:
                return opt
        return None


_NO_FIELDS: Final[dict[str, Any]] = {}  # (never changed: a prompt without fields)


def ask(seat: int, kind: str, msgid: str, fields: dict[str, Any] | None,
        options: tuple[Option, ...], about: int | None = None, rule: str = "") -> Decision:
    """A decision whose prompt is ``m(msgid, **fields)``, the message built only when the
    prompt is read (the catalogue tools extract ``ask(seat, kind, "...")`` as they do
    ``m("...")``)."""
    return Decision(seat, kind, msgid, options, about, rule,
                    _NO_FIELDS if fields is None else fields)

picklable_record(Choice)
