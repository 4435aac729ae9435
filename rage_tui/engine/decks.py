"""Decklists as the engine sees them."""

from __future__ import annotations

from dataclasses import dataclass

from rage_tui.engine.cards import Allegiance
from rage_tui.i18n import Text


@dataclass(frozen=True, slots=True)
class DeckList:
    """A player's deck: the pack of characters and the sept and combat decks (id, count)."""

    name: str
    allegiance: Allegiance
    pack: tuple[str, ...]
    sept: tuple[tuple[str, int], ...]
    combat: tuple[tuple[str, int], ...]
    ruleset: str = "rage-1995"
    description: str = ""

    @property
    def sept_count(self) -> int:
        """Number of cards in the sept deck."""
        return sum(n for _, n in self.sept)

    @property
    def combat_count(self) -> int:
        """Number of cards in the combat deck."""
        return sum(n for _, n in self.combat)


@dataclass(frozen=True)
class DeckProblem:
    """One construction problem of a deck (any ruleset's): the deck section, the card it is
    about (if any) and the text in plain words (a game message). Loaders map ``card`` and
    ``section`` to the deck file's line."""

    section: str
    card: str | None
    text: Text
