"""Decklists as the engine sees them."""

from __future__ import annotations

from dataclasses import dataclass

from rage_tui.engine.cards import Allegiance


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
