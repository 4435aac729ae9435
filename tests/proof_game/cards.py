"""Sealed Gems' cards and decks, read from the package's YAML files by the generic content
loader through the plug-in's two parse hooks (pure: decoded data in, records out)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rage_tui.engine.cards import Allegiance, Card
from rage_tui.engine.decks import DeckList

#: the card types of the game: a gem is bid face down, a trick is played in the market
TYPES = ("gem", "trick")
#: the one deck section (stored in the core deck list's ``sept`` field, the core's list of
#: (card id, count) pairs; ``pack`` and ``combat`` stay empty)
SECTION = "purse"


@dataclass(frozen=True, slots=True)
class GemCard(Card):
    """A card of Sealed Gems: the core card with its worth (a gem's bid, a trick's points)."""

    value: int = 0


def parse_card(data: Mapping[str, Any], where: str) -> Card:
    """One card from its file entry; a ValueError names the entry and the field."""
    for key in ("id", "name", "type", "value"):
        if key not in data:
            raise ValueError(f"{where}: field '{key}' is missing")
    if data["type"] not in TYPES:
        raise ValueError(f"{where}: field 'type' is one of {', '.join(TYPES)}, "
                         f"not '{data['type']}'")
    value = data["value"]
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 9:
        raise ValueError(f"{where}: field 'value' is a whole number from 1 to 9")
    return GemCard(str(data["id"]), str(data["name"]), str(data["type"]),
                   text=str(data.get("text", "")), value=value)


def parse_deck(data: Mapping[str, Any], where: str) -> DeckList:
    """One deck (a name and ``cards``: card id -> copies)."""
    cards = data.get("cards")
    if not isinstance(cards, Mapping) or not cards:
        raise ValueError(f"{where}: field 'cards' maps card ids to copies")
    counted = []
    for cid, n in cards.items():
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ValueError(f"{where}: field 'cards': '{cid}' needs a count of 1 or more")
        counted.append((str(cid), n))
    return DeckList(str(data.get("name", "purse")), Allegiance.GAIA, (), tuple(counted), (),
                    ruleset="sealed-gems", description=str(data.get("description", "")))


def check_deck(deck: DeckList, cards: Mapping[str, Card],
               options: Mapping[str, Any]) -> Sequence[str]:
    """A purse's problems: unknown cards, no gem at all, more than 12 cards."""
    problems = [f"unknown card '{cid}'" for cid, _ in deck.sept if cid not in cards]
    if not any(cards[cid].type == "gem" for cid, _ in deck.sept if cid in cards):
        problems.append("a purse needs one gem at least")
    if deck.sept_count > 12:
        problems.append(f"a purse holds at most 12 cards, not {deck.sept_count}")
    return problems
