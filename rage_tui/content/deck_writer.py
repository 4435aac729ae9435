"""Write a deck as a deck file (YAML) that :func:`rage_tui.content.decks.load_deck` reads back."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from rage_tui.engine.decks import DeckList
from rage_tui.safeio import write_atomic


def deck_to_yaml(deck: DeckList, comment: str = "") -> str:
    """The deck file text: name, allegiance, ruleset, description, pack, sept, combat."""
    data: dict[str, object] = {"name": deck.name, "allegiance": deck.allegiance.value,
                               "ruleset": deck.ruleset}
    if deck.description:
        data["description"] = deck.description
    data["pack"] = list(deck.pack)
    data["sept"] = dict(deck.sept)
    data["combat"] = dict(deck.combat)
    head = "".join(f"# {line}\n" for line in comment.splitlines())
    body = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=False,
                          width=100)
    return head + body


def deck_file_stem(name: str) -> str:
    """A file name (without ``.yaml``) for a deck called ``name``: lowercase words and dashes."""
    stem = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return stem[:60] or "deck"


def write_deck(deck: DeckList, path: Path, comment: str = "") -> None:
    """Write the deck file atomically, creating its folder (``OSError`` if that fails; the
    file is then as it was)."""
    write_atomic(path, deck_to_yaml(deck, comment))
