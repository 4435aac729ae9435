"""The narration of demo and example scenarios as game messages: the title, the description
and every ``say:`` of a scenario file. The demos show them through the ``game`` catalogue, so
they are translated like the engine's own texts; :func:`extract_narration` is the Babel
extractor that collects them (``i18n/game.cfg``), :func:`narration` what the tests read."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import yaml


def description_text(description: str) -> str:
    """A scenario description as it is shown: its whitespace folded into single spaces."""
    return " ".join(description.split())


def _texts(data: Any) -> Iterator[str]:
    if not isinstance(data, dict):
        return
    if isinstance(data.get("name"), str):
        yield data["name"]
    if isinstance(data.get("description"), str) and data["description"].strip():
        yield description_text(data["description"])
    for step in data.get("steps") or ():
        if isinstance(step, dict) and isinstance(step.get("say"), str) and step["say"]:
            yield step["say"]


def narration_of(text: str) -> list[tuple[int, str]]:
    """Every narrated text of a scenario file's text, with the line it starts on (best guess:
    the first line mentioning its opening words)."""
    lines = text.splitlines()
    out = []
    for said in _texts(yaml.safe_load(text)):
        head = said[:30]
        line = next((i + 1 for i, row in enumerate(lines) if head in row), 1)
        out.append((line, said))
    return out


def narration(path: Path) -> list[tuple[int, str]]:
    """Every narrated text of the scenario file at ``path`` (see :func:`narration_of`)."""
    return narration_of(path.read_text(encoding="utf-8"))


def extract_narration(fileobj: IO[bytes], keywords: object, comment_tags: object,
                      options: object) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """Babel extraction method for scenario files (``[rage_tui.content.narration:
    extract_narration: scenarios/**.yaml]``)."""
    for line, said in narration_of(fileobj.read().decode("utf-8")):
        yield line, None, said, []
