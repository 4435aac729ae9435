"""Loading the Rage: Across Las Vegas card library and decks: YAML read here (the ruleset
itself reads no files), each card checked by the ruleset's own model; every problem names the
file, the line, the card and the field."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from pydantic import ValidationError

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.las_vegas_schema import LVCardModel
from rage_tui.content.texts import c_
from rage_tui.content.validation_messages import describe_error, field_name
from rage_tui.content.yamlio import LineList, line_of, load_yaml_file
from rage_tui.engine.decks import DeckList
from rage_tui.rulesets.las_vegas.cards import LVCard

#: the library's folder under the bundled ``cards/`` and ``decks/``
FOLDER = "rage-las-vegas"


@dataclass
class LVLibrary:
    """The cards by id and where each was defined."""

    cards: dict[str, LVCard] = field(default_factory=dict)
    origin: dict[str, tuple[str, int]] = field(default_factory=dict)


def load_lv_cards(folder: Path, shown_root: Path | None = None) -> tuple[LVLibrary, list[Problem]]:
    """Every card of the ``*.yaml`` files under ``folder``, and the problems found."""
    lib = LVLibrary()
    problems: list[Problem] = []
    for path in sorted(folder.rglob("*.yaml")):
        shown = str(path.relative_to(shown_root)) if shown_root else str(path)
        try:
            data = load_yaml_file(path, shown)
        except ContentError as exc:
            problems += exc.problems
            continue
        if not isinstance(data, LineList):
            problems.append(Problem(shown, getattr(data, "line", 1),
                                    c_("a card file must be a YAML list of cards")))
            continue
        for index, raw in enumerate(data):
            line = data.lines[index]
            cid = raw.get("id") if isinstance(raw, dict) else None
            try:
                card = LVCardModel.model_validate(raw).to_card()
            except ValidationError as exc:
                for err in exc.errors():
                    loc = tuple(err["loc"])
                    problems.append(Problem(shown, line_of(raw, loc, line), describe_error(err),
                                            card=cid if isinstance(cid, str) else None,
                                            field=field_name(loc)))
                continue
            if card.id in lib.cards:
                first = lib.origin[card.id]
                problems.append(Problem(shown, line, c_("duplicate id, first defined at "
                                                        "{file}:{line}").format(
                    file=first[0], line=first[1]), card=card.id, field="id"))
                continue
            lib.cards[card.id] = card
            lib.origin[card.id] = (shown, line)
    return lib, problems


@lru_cache(maxsize=1)
def bundled_lv_library() -> LVLibrary:
    """The bundled library (raises :class:`ContentError` on any problem)."""
    from rage_tui.content.bundled import cards_dir, data_root

    lib, problems = load_lv_cards(cards_dir() / FOLDER, data_root())
    if problems:
        raise ContentError(problems)
    return lib


def bundled_lv_decks() -> list[Path]:
    """The bundled deck files of this game."""
    from rage_tui.content.bundled import decks_dir

    return sorted((decks_dir() / FOLDER).glob("*.yaml"))


def lv_content() -> tuple[dict[str, LVCard], list[tuple[str, DeckList]]]:
    """The bundled cards and decks (file stem, deck): the content hook of the ruleset's
    declaration (``rage_tui.rulesets.las_vegas.plugin``)."""
    from rage_tui.content.decks import load_deck

    return dict(bundled_lv_library().cards), [(p.stem, load_deck(p))
                                              for p in bundled_lv_decks()]
