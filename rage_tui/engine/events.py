"""Events: frozen records of what happened, each visible to everyone or to some seats only.

A private event carries a ``public`` version with the secret parts removed, which is what every
other seat receives. The log, the UI and the tests read events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from rage_tui.engine.records import text_once
from rage_tui.i18n import Later, Msg, Text, later


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Event:
    """Something that happened.

    ``kind`` names it (``drew``, ``revealed``, ``damage`` ...), ``text`` says it in words, ``data``
    holds the facts for code, ``rule`` cites the rule applied. ``seats`` limits who may see this
    version (``None``: everyone); ``public`` is what the others see instead (``None``: nothing).

    ``text`` may be made when it is first read: :func:`event` keeps the message id and fields
    and builds the message (``m(msgid, **fields)``) only then, because a game between bots
    makes about a thousand events and nobody reads their words. Either way an event reads,
    compares, hashes, prints and pickles as ``Event(kind, text, data, rule, seats, public)``
    (``public`` not compared).
    """

    kind: str
    data: tuple[tuple[str, Any], ...]
    rule: str
    seats: frozenset[int] | None
    public: Event | None
    # the text, or while ``_fields`` is not None the message id it is built from; the fields
    # are values fixed when the event was made, so the text built later is the one that would
    # have been built then
    _text: Text
    _fields: dict[str, Any] | None

    # (written out for the compiled engine, see engine/choices.py; the text and its fields are
    # passed as ``_text`` and ``_fields``, the names of the fields holding them, so that
    # ``dataclasses.replace`` keeps a text not yet made)
    def __init__(self, kind: str, _text: Text, data: tuple[tuple[str, Any], ...] = (),
                 rule: str = "", seats: frozenset[int] | None = None,
                 public: Event | None = None, _fields: dict[str, Any] | None = None) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "data", data)
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "seats", seats)
        object.__setattr__(self, "public", public)
        object.__setattr__(self, "_text", _text)
        object.__setattr__(self, "_fields", _fields)

    @property
    def text(self) -> Text:
        """The event in words (built, then kept, on the first read)."""
        return text_once(self)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__ or not isinstance(other, Event):
            return NotImplemented
        return (self.kind == other.kind and self.text == other.text and self.data == other.data
                and self.rule == other.rule and self.seats == other.seats)

    def __hash__(self) -> int:
        return hash((self.kind, self.text, self.data, self.rule, self.seats))

    def __repr__(self) -> str:
        return (f"Event(kind={self.kind!r}, text={self.text!r}, data={self.data!r}, "
                f"rule={self.rule!r}, seats={self.seats!r}, public={self.public!r})")

    def __reduce__(self) -> tuple[Any, ...]:
        # (the message still unmade is copied as its id and fields: a copy of a game's log
        # builds no text either)
        return (Event, (self.kind, self._text, self.data, self.rule, self.seats, self.public,
                        self._fields))

    def get(self, key: str, default: Any = None) -> Any:
        """A value from ``data``."""
        for k, v in self.data:
            if k == key:
                return v
        return default

    def for_seat(self, seat: int | None) -> Event | None:
        """The version of this event that ``seat`` may see (``None`` for a neutral observer)."""
        if self.seats is None or (seat is not None and seat in self.seats):
            return self
        return self.public


_NO_FIELDS: Final[dict[str, Any]] = {}  # (never changed: a message without fields)


def ev(kind: str, text: Text, rule: str = "", **data: Any) -> Event:
    """A public event."""
    return Event(kind, text, tuple(sorted(data.items())), rule)


def event(kind: str, msgid: str, fields: dict[str, Any] | None = None, rule: str = "",
          **data: Any) -> Event:
    """A public event whose text is ``m(msgid, **fields)``, the message built only when the
    text is read (the catalogue tools extract ``event(kind, "...")`` as they do ``m("...")``).
    ``data`` may not hold a key called ``kind``, ``msgid``, ``fields`` or ``rule``."""
    return Event(kind, msgid, tuple(sorted(data.items())), rule, None, None,
                 _NO_FIELDS if fields is None else fields)


def private(seats: set[int] | frozenset[int], secret: Event, public: Event | None) -> Event:
    """An event only ``seats`` see in full; everyone else sees ``public``."""
    return Event(secret.kind, secret._text, secret.data, secret.rule, frozenset(seats), public,
                 secret._fields)


def revealed_slot(creature: str, card: str | None, target: str | None) -> Msg:
    """One creature's line of a reveal: its card (``None``: a null card, nothing) and target."""
    return revealed_slot_later(creature, card, target).made()


def revealed_slot_later(creature: str, card: str | None, target: str | None) -> Later:
    """:func:`revealed_slot` made when needed (a part of an event's text)."""
    if card is None:
        return later("{creature}: nothing", creature=creature)
    if target is None:
        return later("{creature}: {card}", creature=creature, card=card)
    return later("{creature}: {card} at {target}", creature=creature, card=card, target=target)
