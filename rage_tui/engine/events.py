"""Events: frozen records of what happened, each visible to everyone or to some seats only.

A private event carries a ``public`` version with the secret parts removed, which is what every
other seat receives. The log, the UI and the tests read events.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rage_tui.engine.records import picklable_record
from rage_tui.i18n import Msg, Text, m


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened.

    ``kind`` names it (``drew``, ``revealed``, ``damage`` ...), ``text`` says it in words, ``data``
    holds the facts for code, ``rule`` cites the rule applied. ``seats`` limits who may see this
    version (``None``: everyone); ``public`` is what the others see instead (``None``: nothing).
    """

    kind: str
    text: Text
    data: tuple[tuple[str, Any], ...] = ()
    rule: str = ""
    seats: frozenset[int] | None = None
    public: Event | None = field(default=None, compare=False)

    # (written out for the compiled engine, see engine/choices.py)
    def __init__(self, kind: str, text: Text, data: tuple[tuple[str, Any], ...] = (),
                 rule: str = "", seats: frozenset[int] | None = None,
                 public: Event | None = None) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "data", data)
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "seats", seats)
        object.__setattr__(self, "public", public)

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


def ev(kind: str, text: Text, rule: str = "", **data: Any) -> Event:
    """A public event."""
    return Event(kind, text, tuple(sorted(data.items())), rule)


def private(seats: set[int] | frozenset[int], secret: Event, public: Event | None) -> Event:
    """An event only ``seats`` see in full; everyone else sees ``public``."""
    return Event(secret.kind, secret.text, secret.data, secret.rule, frozenset(seats), public)


def revealed_slot(creature: str, card: str | None, target: str | None) -> Msg:
    """One creature's line of a reveal: its card (``None``: a null card, nothing) and target."""
    if card is None:
        return m("{creature}: nothing", creature=creature)
    if target is None:
        return m("{creature}: {card}", creature=creature, card=card)
    return m("{creature}: {card} at {target}", creature=creature, card=card, target=target)

picklable_record(Event)
