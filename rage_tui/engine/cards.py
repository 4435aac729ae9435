"""Cards as the core sees them: :class:`EffectSpec` (one effect of a card, in the effect
language), :class:`Card`, what every card of every game has, and :class:`Allegiance`, the
sides of the Rage games (decks name theirs). A ruleset extends the card with
its own fields (rage-1995: ``rulesets/rage1995/cards.py``).

Card files are validated by :mod:`rage_tui.content`, which turns each card into one frozen
record. The engine never reads files; it only receives these records.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from rage_tui.engine.records import picklable_record


class Allegiance(StrEnum):
    """Which side a card or pack serves in the Rage games of the family (rage-1995, Rage
    Unlimited, Rage Across Las Vegas)."""

    GAIA = "gaia"
    WYRM = "wyrm"
    ROGUE = "rogue"


@dataclass(frozen=True, slots=True)
class EffectSpec:
    """One effect of a card in the effect language: a primitive name and its parameters."""

    do: str
    when: str = "played"
    params: tuple[tuple[str, Any], ...] = ()

    def param(self, key: str, default: Any = None) -> Any:
        """Return the parameter ``key`` or ``default``."""
        for k, v in self.params:
            if k == key:
                return v
        return default


@dataclass(frozen=True, slots=True)
class Card:
    """What every card has: its id and name, its type (in the ruleset's words), rules text and
    flavour, keywords, how many copies a deck may hold, and its effects.

    A ruleset's card extends it with fields but never narrows one (a compiled, native
    subclass could not): rage-1995 stores its ``CardType`` (a ``StrEnum``, so it compares
    equal to the plain string) in ``type`` and reads it back typed as ``CardDef.card_type``.

    ``keywords_only``: the rules text only restates fields; ``incomplete``: why the effects
    fall short of the printed ability; ``source``: ``documents`` or ``designed``."""

    id: str
    name: str
    type: str
    text: str = ""
    flavor: str = ""
    keywords_only: bool = False
    keywords: frozenset[str] = frozenset()
    unique: bool = False
    max_copies: int | None = None
    incomplete: str | None = None
    source: str | None = None
    effects: tuple[EffectSpec, ...] = field(default=())


picklable_record(EffectSpec)
picklable_record(Card)
