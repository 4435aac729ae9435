"""A deck being built in the app, and the filters of its card search. No Textual here.

The construction rules are not checked here: :meth:`DeckDraft.problems` asks the deck's
ruleset through the registry (rage-1995: its ``construction.check_deck``), the same rules as
``rage-tui deck check``, so the builder shows the same messages.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from rage_tui.engine.cards import Allegiance
from rage_tui.engine.decks import DeckList
from rage_tui.i18n import _, render
from rage_tui.rulesets.rage1995.cards import CardDef, CardType

ANY = "any"
NO_SIDE = "none"
DEFAULT_RENOWN = 20


def card_rage(card: CardDef) -> int | None:
    """The Rage a card shows: a creature's (breed form) Rage, or the Rage a card needs."""
    if card.breed is not None:
        return card.breed.stats.rage
    if card.rage_req is not None:
        return card.rage_req
    return card.plays_rage


@dataclass
class CardFilter:
    """What the library list shows: words in the name or text, a type, a side, a Rage range."""

    text: str = ""
    type: str = ANY
    allegiance: str = ANY
    min_rage: int | None = None
    max_rage: int | None = None

    def matches(self, card: CardDef) -> bool:
        """Whether ``card`` passes every filter that is set."""
        if self.type != ANY and card.card_type.value != self.type:
            return False
        if self.allegiance != ANY:
            side = card.allegiance.value if card.allegiance is not None else NO_SIDE
            if side != self.allegiance:
                return False
        if self.min_rage is not None or self.max_rage is not None:
            rage = card_rage(card)
            if rage is None:
                return False
            if self.min_rage is not None and rage < self.min_rage:
                return False
            if self.max_rage is not None and rage > self.max_rage:
                return False
        words = self.text.lower().split()
        if words:
            haystack = f"{card.name} {card.text} {' '.join(sorted(card.keywords))}".lower()
            return all(w in haystack for w in words)
        return True

    def name_rank(self, card: CardDef) -> int:
        """How well the searched words name ``card``: 0 the whole name, 1 the start of the
        name, 2 every word in the name, 3 found only in its text or keywords (issue 29:
        searching "Dodge" listed five cards before the card named Dodge)."""
        query = " ".join(self.text.lower().split())
        if not query:
            return 0
        name = card.name.lower()
        if name == query:
            return 0
        if name.startswith(query):
            return 1
        if all(w in name for w in query.split()):
            return 2
        return 3

    def apply(self, cards: Iterable[CardDef]) -> list[CardDef]:
        """The matching cards, the best-named first when a text is searched (the whole name,
        then the name's start, then words in the name, then the text), and within that
        characters, then sept cards, then combat cards, by name."""
        def order(c: CardDef) -> tuple[int, int, str]:
            group = 0 if c.type == CardType.CHARACTER else 2 if c.is_combat else 1
            return self.name_rank(c), group, c.name.lower()

        return sorted((c for c in cards if self.matches(c) and c.max_copies != 0), key=order)


@dataclass
class DeckDraft:
    """A deck under construction: the pack as a list, sept and combat decks as counts.

    ``path`` is the file it was opened from (a saved deck being edited) or None (a new deck
    or a copy)."""

    name: str
    allegiance: Allegiance
    pack: list[str] = field(default_factory=list)
    sept: dict[str, int] = field(default_factory=dict)
    combat: dict[str, int] = field(default_factory=dict)
    description: str = ""
    path: Path | None = None

    @staticmethod
    def copy_of(deck: DeckList, name: str | None = None, path: Path | None = None) -> DeckDraft:
        """A draft holding ``deck``'s cards."""
        return DeckDraft(name or deck.name, deck.allegiance, list(deck.pack), dict(deck.sept),
                         dict(deck.combat), deck.description, path)

    def section(self, card: CardDef) -> str:
        """Where ``card`` goes: ``pack``, ``sept`` or ``combat``."""
        if card.type == CardType.CHARACTER:
            return "pack"
        return "combat" if card.is_combat else "sept"

    def count(self, cid: str) -> int:
        """Copies of ``cid`` in the deck (any section)."""
        return self.pack.count(cid) + self.sept.get(cid, 0) + self.combat.get(cid, 0)

    def add(self, card: CardDef) -> None:
        """One more copy of ``card`` where its type says."""
        where = self.section(card)
        if where == "pack":
            self.pack.append(card.id)
        else:
            counts = self.combat if where == "combat" else self.sept
            counts[card.id] = min(99, counts.get(card.id, 0) + 1)

    def remove(self, card: CardDef) -> None:
        """One copy fewer of ``card`` (nothing happens when there is none)."""
        where = self.section(card)
        if where == "pack":
            if card.id in self.pack:
                self.pack.reverse()
                self.pack.remove(card.id)
                self.pack.reverse()
            return
        counts = self.combat if where == "combat" else self.sept
        if counts.get(card.id, 0) > 1:
            counts[card.id] -= 1
        else:
            counts.pop(card.id, None)

    def to_decklist(self) -> DeckList:
        """The engine record (what is saved and played)."""
        return DeckList(name=self.name.strip() or _("Untitled deck"), allegiance=self.allegiance,
                        pack=tuple(self.pack), sept=tuple(self.sept.items()),
                        combat=tuple(self.combat.items()), description=self.description)

    def problems(self, cards: Mapping[str, CardDef],
                 renown_level: int | None = DEFAULT_RENOWN,
                 club_rules: bool = False) -> list[str]:
        """The construction rules the deck breaks, worded as ``rage-tui deck check`` words
        them (it is the same function)."""
        from rage_tui.rulesets import plugin

        deck = self.to_decklist()
        options = {"renown_level": renown_level, "club_rules": club_rules}
        return [render(p) for p in plugin(deck.ruleset).deck_check(deck, cards, options)]
