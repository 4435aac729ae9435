"""The rules text of every card as messages of the ``cards`` catalogue: keyed by the card id
(the message context) and the English text (the message id). :func:`card_texts` lists them
with the file and line they come from; :func:`extract_card_texts` is the Babel extractor
for card files (``[rage_tui.content.card_texts:extract_card_texts: cards/**.yaml]``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import yaml


@dataclass(frozen=True)
class CardText:
    """One card's rules text and where it is written."""

    card_id: str
    name: str
    text: str
    line: int


def _cards_of(text: str) -> Iterator[CardText]:
    data: Any = yaml.safe_load(text)
    entries = data if isinstance(data, list) else (data or {}).get("cards", []) \
        if isinstance(data, dict) else []
    lines = text.splitlines()
    for entry in entries:
        if not isinstance(entry, dict) or not isinstance(entry.get("text"), str):
            continue
        cid, body = str(entry.get("id", "")), entry["text"].strip()
        if not cid or not body:
            continue
        line = next((i + 1 for i, row in enumerate(lines) if row.strip() == f"- id: {cid}"), 1)
        yield CardText(cid, str(entry.get("name", cid)), body, line)


def card_texts(folder: Path) -> list[CardText]:
    """The rules texts of every card file under ``folder``, in file order."""
    out: list[CardText] = []
    for path in sorted(folder.rglob("*.yaml")):
        out.extend(_cards_of(path.read_text(encoding="utf-8")))
    return out


def extract_card_texts(fileobj: IO[bytes], keywords: object, comment_tags: object,
                       options: object) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel extraction method: each card's text with its id as the context (``pgettext``)."""
    for card in _cards_of(fileobj.read().decode("utf-8")):
        yield card.line, "pgettext", (card.card_id, card.text), [card.name]
