"""Where the bundled cards and decks live, in a source checkout or an installed package."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from rage_tui.content.library import CardLibrary, load_library

_PACKAGE = Path(__file__).resolve().parent.parent


def _data_dir(name: str) -> Path:
    installed = _PACKAGE / "data" / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name


def cards_dir() -> Path:
    """The bundled card library folder."""
    return _data_dir("cards")


def decks_dir() -> Path:
    """The bundled decks folder (decklists and prey decks)."""
    return _data_dir("decks")


def scenarios_dir() -> Path:
    """The bundled scenario files (rules scenarios and demos)."""
    return _data_dir("scenarios")


def data_root() -> Path:
    """The folder shown as the root of bundled file names in messages."""
    return cards_dir().parent


@lru_cache(maxsize=1)
def bundled_library() -> CardLibrary:
    """The bundled card library, loaded once."""
    return load_library([cards_dir()], shown_root=data_root())


def rage_content() -> tuple[dict[str, Any], list[tuple[str, Any]], str]:
    """rage-1995's (and rage-unlimited's) bundled cards and decks, and the library digest
    their saves record: the content hook of their declarations
    (``rage_tui.rulesets.rage1995.plugin``)."""
    from rage_tui.content.decks import load_deck

    lib = bundled_library()
    return dict(lib.cards), [(p.stem, load_deck(p)) for p in sorted(
        decks_dir().glob("*.yaml"))], lib.digest
