"""Loading the Rage: Across Las Vegas card library and decks: YAML read here (the ruleset
itself reads no files), each card checked by the ruleset's own model; every problem names the
file, the line, the card and the field."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from pydantic import ValidationError

from rage_tui.content.card_report import CardReport
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
    return load_lv_files(sorted(folder.rglob("*.yaml")), shown_root)


def card_files(paths: Sequence[Path]) -> list[Path]:
    """The card files among ``paths``: a file as given, a folder's ``*.yaml`` files."""
    out: list[Path] = []
    for path in paths:
        out += sorted(path.rglob("*.yaml")) if path.is_dir() else [path]
    return out


def load_lv_files(files: Sequence[Path], shown_root: Path | None = None,
                  base: LVLibrary | None = None) -> tuple[LVLibrary, list[Problem]]:
    """Every card of ``files`` added to ``base`` (a copy: ``base`` is not changed), and the
    problems found; an id already in ``base`` is a duplicate naming its first file."""
    lib = LVLibrary(dict(base.cards), dict(base.origin)) if base else LVLibrary()
    problems: list[Problem] = []
    for path in files:
        try:
            shown = str(path.relative_to(shown_root)) if shown_root else str(path)
        except ValueError:
            shown = str(path)
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
            _add_card(lib, problems, shown, data.lines[index], raw)
    return lib, problems


def _add_card(lib: LVLibrary, problems: list[Problem], shown: str, line: int,
              raw: object) -> None:
    cid = raw.get("id") if isinstance(raw, dict) else None
    try:
        card = LVCardModel.model_validate(raw).to_card()
    except ValidationError as exc:
        for err in exc.errors():
            loc = tuple(err["loc"])
            problems.append(Problem(shown, line_of(raw, loc, line), describe_error(err),
                                    card=cid if isinstance(cid, str) else None,
                                    field=field_name(loc)))
        return
    if card.id in lib.cards:
        first = lib.origin[card.id]
        problems.append(Problem(shown, line, c_("duplicate id, first defined at "
                                                "{file}:{line}").format(
            file=first[0], line=first[1]), card=card.id, field="id"))
        return
    lib.cards[card.id] = card
    lib.origin[card.id] = (shown, line)


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


def lv_check_cards(paths: Sequence[Path]) -> CardReport:
    """``rage-tui cards check`` for this game (the ruleset's ``check_cards`` hook): the
    bundled library and the card files or folders ``paths``, every card read by the game's
    model, each card's text carried by effect primitives the ruleset has (a bundled card
    that is not is an error; one of yours counts as incomplete: resolved by hand)."""
    from rage_tui.content.bundled import cards_dir, data_root
    from rage_tui.rulesets.las_vegas.effects import LV

    lib, problems = load_lv_cards(cards_dir() / FOLDER, data_root())
    bundled = set(lib.cards)
    lib, more = load_lv_files(card_files(paths), base=lib)
    report = CardReport(lib.cards, lib.origin, problems + more)
    for cid, card in sorted(lib.cards.items()):
        why = LV.missing_implementation(card)
        if why is None:
            continue
        path, line = lib.origin[cid]
        found = Problem(path, line, why, card=cid, field="effects")
        (report.problems if cid in bundled else report.incomplete).append(found)
    return report
