"""The content of any registered ruleset: its bundled card library and decks, found through
its declaration (``rage_tui.engine.plugin.RulesetPlugin``).

A ruleset with ``parse_card``/``parse_deck`` hooks gets the generic loader: every ``*.yaml``
file of its card folder holds a list of cards (or a mapping with a ``cards`` list), every file
of its deck folder one deck; each decoded entry is handed to the hook, and a ValueError it
raises becomes a problem naming the file and line. A ruleset whose formats have their own
schemas here (rage-1995) names its loader instead (``content_loader``).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.texts import c_
from rage_tui.content.yamlio import load_yaml_file
from rage_tui.engine.cards import Card
from rage_tui.engine.decks import DeckList
from rage_tui.engine.plugin import RulesetPlugin, resolve
from rage_tui.rulesets.registry import plugin as plugin_named

_PACKAGE = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class RulesetContent:
    """A ruleset's bundled cards by id and its decks as (file stem, deck), in file order."""

    cards: Mapping[str, Card]
    deck_files: Sequence[tuple[str, DeckList]]
    #: a digest of the cards' rules content, which saves record (:func:`cards_digest` unless
    #: the ruleset's loader gives its own)
    digest: str = ""

    @property
    def decks(self) -> list[DeckList]:
        """The bundled decks, in file order."""
        return [d for _, d in self.deck_files]


def _plain(value: Any) -> Any:
    """A card record as plain JSON data, the same for the same card (sets sorted)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (set, frozenset)):
        return sorted((_plain(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in sorted(value.items())}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def cards_digest(cards: Mapping[str, Card]) -> str:
    """SHA-256 over every card's fields, by id (a changed number or effect changes it; the
    layout of the card files does not). Sets (a card's keywords) are sorted first: their
    printed order changes from one process to the next (string hashing is salted), and a
    digest that did would refuse an honest save in the next session."""
    h = hashlib.sha256()
    for cid in sorted(cards):
        h.update(json.dumps(_plain(cards[cid]), sort_keys=True).encode())
    return h.hexdigest()[:16]


def folder(name: str) -> Path:
    """A declared content folder: absolute as given, else under the installed data folder
    or the source checkout's root."""
    path = Path(name)
    if path.is_absolute():
        return path
    installed = _PACKAGE / "data" / name
    return installed if installed.is_dir() else _PACKAGE.parent / name


def _files(name: str) -> list[Path]:
    if not name:
        return []
    root = folder(name)
    return sorted(root.glob("*.yaml")) if root.is_dir() else []


def load_content(declared: RulesetPlugin) -> RulesetContent:
    """The cards and decks of a ruleset (ContentError listing every problem found)."""
    if declared.content_loader:
        loaded = resolve(declared.content_loader)()
        digest = str(loaded[2]) if len(loaded) > 2 else cards_digest(loaded[0])
        return RulesetContent(loaded[0], loaded[1], digest)
    problems: list[Problem] = []
    cards: dict[str, Card] = {}
    if declared.parse_card is not None:
        for path in _files(declared.cards_folder):
            raw: Any = load_yaml_file(path)
            entries = raw.get("cards", []) if isinstance(raw, Mapping) else raw
            if not isinstance(entries, list):
                problems.append(Problem(str(path), 1, c_("a card file is a list of cards")))
                continue
            for k, entry in enumerate(entries):
                line = getattr(entry, "line", 1)
                try:
                    card = declared.parse_card(entry, f"{path.name} entry {k + 1}")
                except (ValueError, KeyError, TypeError) as exc:
                    problems.append(Problem(str(path), line, str(exc)))
                    continue
                if card.id in cards:
                    problems.append(Problem(str(path), line,
                                            c_("card id '{id}' is used twice").format(
                                                id=card.id), card=card.id))
                cards[card.id] = card
    decks: list[tuple[str, DeckList]] = []
    if declared.parse_deck is not None:
        for path in _files(declared.decks_folder):
            data: Any = load_yaml_file(path)
            try:
                decks.append((path.stem, declared.parse_deck(data, path.name)))
            except (ValueError, KeyError, TypeError) as exc:
                problems.append(Problem(str(path), getattr(data, "line", 1), str(exc)))
    if problems:
        raise ContentError(problems)
    return RulesetContent(cards, decks, cards_digest(cards))


_CACHE: dict[str, RulesetContent] = {}


def ruleset_content(ruleset_id: str) -> RulesetContent:
    """The bundled content of a registered ruleset, loaded once."""
    found = _CACHE.get(ruleset_id)
    if found is None:
        found = _CACHE[ruleset_id] = load_content(plugin_named(ruleset_id))
    return found

