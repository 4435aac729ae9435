"""The decks a player can pick: the bundled ones, the player's own (built in the deck builder
or imported from Lackey, in the app folder's ``decks``), or any deck file given by path."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from rich.text import Text

from rage_tui.engine.decks import DeckList
from rage_tui.i18n import N_, _
from rage_tui.rulesets.rage1995.cards import CardDef

BUNDLED = "bundled:"
USER = "user:"


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
    def is_user(self) -> bool:
        """A deck of the player's own (editable), not a bundled one."""
        return self.ref.startswith(USER)

    @property
    def title(self) -> str:
        """The deck's name, or the file's when it did not load; the player's own decks say so."""
        name = self.deck.name if self.deck is not None else self.path.stem
        return _("{deck} (yours)").format(deck=name) if self.is_user else name


class DeckCatalog:
    """Deck files in one folder (the bundled decks), loaded on first use, and the player's own
    decks in ``user_folder`` (read again each time: the deck builder adds to them)."""

    def __init__(self, folder: Path, cards: Mapping[str, CardDef],
                 user_folder: Path | None = None) -> None:
        self.folder = folder
        self.cards = cards
        self.user_folder = user_folder
        self._entries: list[DeckEntry] | None = None

    def entries(self) -> list[DeckEntry]:
        """Every bundled deck file, then the player's own, each sorted by file name; broken
        files carry their error."""
        if self._entries is None:
            files = sorted(self.folder.glob("*.yaml")) if self.folder.is_dir() else []
            self._entries = [self._load(p) for p in files]
        return self._entries + self.user_entries()

    def user_entries(self) -> list[DeckEntry]:
        """The player's own decks, read from disk now."""
        folder = self.user_folder
        if folder is None or not folder.is_dir():
            return []
        return [self._load(p, USER) for p in sorted(folder.glob("*.yaml"))]

    def usable(self) -> list[DeckEntry]:
        """Bundled decks that loaded and whose cards all exist."""
        return [e for e in self.entries() if e.deck is not None and not e.error]

    def unusable_options(self) -> list[tuple[Text, str]]:
        """The decks that cannot be used, as picker options: greyed, with the reason (a deck
        with a misspelt card used to vanish from the pickers without a word); picking one and
        starting says the reason again."""
        return [(Text(_("{deck}: cannot be used ({why})").format(deck=e.title, why=e.error),
                      style="dim"), e.ref)
                for e in self.entries() if e.deck is None or e.error]

    def _load(self, path: Path, kind: str = BUNDLED) -> DeckEntry:
        from rage_tui.content.decks import load_deck
        from rage_tui.content.errors import ContentError

        ref = kind + path.stem
        try:
            deck = load_deck(path, shown=path.name)
        except ContentError as exc:
            return DeckEntry(ref, path, None, "; ".join(str(p) for p in exc.problems[:3]))
        missing = self.missing_cards(deck)
        error = _("unknown cards: {cards}").format(cards=", ".join(missing[:5])) \
            if missing else ""
        return DeckEntry(ref, path, deck, error)

    def missing_cards(self, deck: DeckList) -> list[str]:
        """Card ids the deck lists that the card library does not know."""
        ids = [*deck.pack, *(c for c, _ in deck.sept), *(c for c, _ in deck.combat)]
        return sorted({c for c in ids if c not in self.cards})

    def resolve(self, ref: str) -> DeckList:
        """The deck for ``ref`` (``bundled:<stem>`` or a file path); :class:`DeckError` if it
        cannot be used."""
        if not ref:
            raise DeckError(_("no deck chosen"))
        for kind, bad, missing_one in (
                (BUNDLED, N_("bundled deck {file}: {error}"),
                 N_("there is no bundled deck called '{name}'")),
                (USER, N_("saved deck {file}: {error}"),
                 N_("there is no saved deck called '{name}'"))):
            if not ref.startswith(kind):
                continue
            for entry in self.entries():
                if entry.ref == ref:
                    if entry.deck is None or entry.error:
                        raise DeckError(_(bad).format(file=entry.path.name, error=entry.error))
                    return entry.deck
            raise DeckError(_(missing_one).format(name=ref[len(kind):]))
        from rage_tui.content.decks import load_deck
        from rage_tui.content.errors import ContentError
        from rage_tui.ui.paths import typed_path_refusal

        path = Path(ref).expanduser()
        folder = typed_path_refusal(path)
        if folder is not None:
            raise DeckError(_("the browser server opens only deck files in {folder}").format(
                folder=folder))
        if not path.is_file():
            raise DeckError(_("no deck file at {path}").format(path=path))
        try:
            deck = load_deck(path)
        except ContentError as exc:
            raise DeckError("; ".join(str(p) for p in exc.problems[:3])) from None
        missing = self.missing_cards(deck)
        if missing:
            raise DeckError(_("{file}: unknown cards: {cards}").format(
                file=path.name, cards=", ".join(missing[:5])))
        return deck

    def label(self, ref: str) -> str:
        """A short name for a deck reference."""
        if ref.startswith((BUNDLED, USER)):
            for entry in self.entries():
                if entry.ref == ref:
                    return entry.title
            return ref.split(":", 1)[1]
        return Path(ref).name
