"""The decks a player can pick: the bundled ones, or any deck file given by path."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from rage_tui.engine.cards import CardDef
from rage_tui.engine.decks import DeckList

BUNDLED = "bundled:"


class DeckError(Exception):
    """A deck that cannot be used; the message is for the player."""


@dataclass(frozen=True)
class DeckEntry:
    """A bundled deck file: its reference, the loaded deck or why it failed to load."""

    ref: str
    path: Path
    deck: DeckList | None
    error: str = ""

    @property
    def title(self) -> str:
        """The deck's name, or the file's when it did not load."""
        return self.deck.name if self.deck is not None else self.path.stem


class DeckCatalog:
    """Deck files in one folder (the bundled decks), loaded on first use."""

    def __init__(self, folder: Path, cards: Mapping[str, CardDef]) -> None:
        self.folder = folder
        self.cards = cards
        self._entries: list[DeckEntry] | None = None

    def entries(self) -> list[DeckEntry]:
        """Every deck file in the folder, sorted by name; broken files carry their error."""
        if self._entries is None:
            files = sorted(self.folder.glob("*.yaml")) if self.folder.is_dir() else []
            self._entries = [self._load(p) for p in files]
        return self._entries

    def usable(self) -> list[DeckEntry]:
        """Bundled decks that loaded and whose cards all exist."""
        return [e for e in self.entries() if e.deck is not None and not e.error]

    def _load(self, path: Path) -> DeckEntry:
        from rage_tui.content.decks import load_deck
        from rage_tui.content.errors import ContentError

        ref = BUNDLED + path.stem
        try:
            deck = load_deck(path, shown=path.name)
        except ContentError as exc:
            return DeckEntry(ref, path, None, "; ".join(str(p) for p in exc.problems[:3]))
        missing = self.missing_cards(deck)
        error = f"unknown cards: {', '.join(missing[:5])}" if missing else ""
        return DeckEntry(ref, path, deck, error)

    def missing_cards(self, deck: DeckList) -> list[str]:
        """Card ids the deck lists that the card library does not know."""
        ids = [*deck.pack, *(c for c, _ in deck.sept), *(c for c, _ in deck.combat)]
        return sorted({c for c in ids if c not in self.cards})

    def resolve(self, ref: str) -> DeckList:
        """The deck for ``ref`` (``bundled:<stem>`` or a file path); :class:`DeckError` if it
        cannot be used."""
        if not ref:
            raise DeckError("no deck chosen")
        if ref.startswith(BUNDLED):
            for entry in self.entries():
                if entry.ref == ref:
                    if entry.deck is None or entry.error:
                        raise DeckError(f"bundled deck {entry.path.name}: {entry.error}")
                    return entry.deck
            raise DeckError(f"there is no bundled deck called '{ref[len(BUNDLED):]}'")
        from rage_tui.content.decks import load_deck
        from rage_tui.content.errors import ContentError

        path = Path(ref).expanduser()
        if not path.is_file():
            raise DeckError(f"no deck file at {path}")
        try:
            deck = load_deck(path)
        except ContentError as exc:
            raise DeckError("; ".join(str(p) for p in exc.problems[:3])) from None
        missing = self.missing_cards(deck)
        if missing:
            raise DeckError(f"{path.name}: unknown cards: {', '.join(missing[:5])}")
        return deck

    def label(self, ref: str) -> str:
        """A short name for a deck reference."""
        if ref.startswith(BUNDLED):
            for entry in self.entries():
                if entry.ref == ref:
                    return entry.title
            return ref[len(BUNDLED):]
        return Path(ref).name
