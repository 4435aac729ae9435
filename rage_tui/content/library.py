"""Load card files into a :class:`CardLibrary`, collecting every problem with its line."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.schema import CARD_ADAPTER
from rage_tui.content.texts import c_
from rage_tui.content.validation_messages import describe_error, field_name, short
from rage_tui.content.yamlio import LineDict, LineList, line_of, load_yaml_file
from rage_tui.rulesets.rage1995.cards import CardDef


@dataclass
class CardLibrary:
    """All known cards by id, where each came from, and a digest of their rules content."""

    cards: dict[str, CardDef] = field(default_factory=dict)
    origin: dict[str, tuple[str, int]] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)
    _raw: dict[str, dict[str, Any]] = field(default_factory=dict, repr=False)
    #: The loaded YAML of each card (with line numbers), to point reference errors at a line.
    _where: dict[str, Any] = field(default_factory=dict, repr=False)

    def line_at(self, card_id: str, loc: tuple[Any, ...]) -> int:
        """The line of field ``loc`` (``("effects", 0, "do")``) of card ``card_id`` in its file
        (the card's first line when the field is not found)."""
        line = self.origin[card_id][1]
        where = self._where.get(card_id)
        return line_of(where, loc, line) if where is not None else line

    def __getitem__(self, card_id: str) -> CardDef:
        return self.cards[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def digest(self) -> str:
        """SHA-256 over the validated content of every card (formatting does not count)."""
        h = hashlib.sha256()
        for cid in sorted(self._raw):
            h.update(json.dumps(self._raw[cid], sort_keys=True, default=str).encode())
        return h.hexdigest()[:16]

    def merged(self, other: CardLibrary) -> tuple[CardLibrary, list[Problem]]:
        """A new library with the cards of both, and a problem for each colliding id."""
        lib = CardLibrary(dict(self.cards), dict(self.origin), self.files + other.files)
        lib._raw = dict(self._raw)
        lib._where = dict(self._where)
        problems = []
        for cid, card in other.cards.items():
            if cid in lib.cards:
                path, line = other.origin[cid]
                first = lib.origin[cid]
                problems.append(
                    Problem(path, line, c_("duplicate id, first defined at {file}:{line}")
                            .format(file=first[0], line=first[1]), card=cid, field="id")
                )
                continue
            lib.cards[cid] = card
            lib.origin[cid] = other.origin[cid]
            lib._raw[cid] = other._raw[cid]
            if cid in other._where:
                lib._where[cid] = other._where[cid]
        return lib, problems


def validate_card(raw: Any, path: str, line: int) -> tuple[CardDef | None, list[Problem]]:
    """Validate one raw card mapping. Returns the card or the problems found."""
    if not isinstance(raw, dict):
        got = short(raw)
        return None, [Problem(path, line, c_("a card must be a mapping of fields, got {got!r}")
                              .format(got=got))]
    cid = raw.get("id") if isinstance(raw.get("id"), str) else None
    try:
        model = CARD_ADAPTER.validate_python(raw)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            loc = tuple(err["loc"])
            if err["type"] not in ("union_tag_invalid", "union_tag_not_found"):
                loc = loc[1:]  # drop the discriminator tag
            else:
                loc = ("type",)
            field_line = line_of(raw, loc, line)
            problems.append(
                Problem(path, field_line, describe_error(err), card=cid, field=field_name(loc))
            )
        return None, problems
    from rage_tui.content.behaviour import behaviour_problems

    found = behaviour_problems(raw, path, line, cid)
    if found:
        return None, found
    return model.to_def(), []


def _raw_plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _raw_plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_raw_plain(v) for v in value]
    return value


def load_card_file(path: Path, shown: str | None = None) -> CardLibrary:
    """Load one card file. Raises :class:`ContentError` listing every problem in it."""
    lib, problems = load_card_file_lenient(path, shown)
    if problems:
        raise ContentError(problems)
    return lib


def load_card_file_lenient(
    path: Path, shown: str | None = None
) -> tuple[CardLibrary, list[Problem]]:
    """Load the valid cards of one file and list the problems of the others."""
    name = shown or str(path)
    lib = CardLibrary(files=[name])
    try:
        data = load_yaml_file(path, name)
    except ContentError as exc:
        return lib, exc.problems
    if data is None:
        return lib, [Problem(name, 1, c_("the file is empty: expected a list of cards"))]
    if not isinstance(data, LineList):
        line = getattr(data, "line", 1)
        return lib, [Problem(name, line, c_("a card file must be a YAML list of cards"))]
    problems: list[Problem] = []
    for index, raw in enumerate(data):
        line = data.lines[index]
        card, found = validate_card(raw, name, line)
        problems.extend(found)
        if card is None:
            continue
        if card.id in lib.cards:
            first = lib.origin[card.id]
            problems.append(Problem(name, line_of(raw, ("id",), line),
                                    c_("duplicate id, first defined at {file}:{line}")
                                    .format(file=first[0], line=first[1]),
                                    card=card.id, field="id"))
            continue
        lib.cards[card.id] = card
        lib.origin[card.id] = (name, line)
        assert isinstance(raw, LineDict)
        lib._raw[card.id] = _raw_plain(raw)
        lib._where[card.id] = raw
    return lib, problems


#: folders of a card library that hold another game's cards (their own card model and
#: loader: rage-las-vegas, ``content/las_vegas.py``; vtes, ``content/vtes_cards.py``), left out
#: of a rage-1995 library
OTHER_GAMES = frozenset({"rage-las-vegas", "vtes"})


def iter_card_files(paths: Iterable[Path]) -> list[Path]:
    """Expand folders into their ``*.yaml``/``*.yml`` files, sorted (not those in another
    game's folder); files pass through."""
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(q for q in p.rglob("*") if q.suffix in (".yaml", ".yml")
                              and not OTHER_GAMES.intersection(q.relative_to(p).parts)))
        else:
            out.append(p)
    return out


def check_references(lib: CardLibrary) -> list[Problem]:
    """References to cards that do not exist (built-in equipment, effect parameters)."""
    problems = []
    for cid, raw in lib._raw.items():
        path, line = lib.origin[cid]
        where = lib._where.get(cid)

        def at(loc: tuple[Any, ...], where: Any = where, line: int = line) -> int:
            return line_of(where, loc, line) if where is not None else line

        for i, ref in enumerate(raw.get("equipment", []) or []):
            if ref not in lib.cards:
                problems.append(Problem(path, at(("equipment", i)),
                                        c_("refers to unknown card '{card}'").format(card=ref),
                                        card=cid, field=f"equipment.{i}"))
        for i, eff in enumerate(raw.get("effects", []) or []):
            for key in ("card", "cards"):
                refs = eff.get(key) if isinstance(eff, dict) else None
                for ref in refs if isinstance(refs, list) else [refs] if refs else []:
                    if isinstance(ref, str) and ref not in lib.cards:
                        problems.append(Problem(path, at(("effects", i, key)),
                                                c_("refers to unknown card '{card}'")
                                                .format(card=ref),
                                                card=cid, field=f"effects.{i}.{key}"))
    return problems


def load_library(paths: Iterable[Path], shown_root: Path | None = None) -> CardLibrary:
    """Load every card file under ``paths`` into one library; raise on any problem."""
    lib, problems = load_library_lenient(paths, shown_root)
    if problems:
        raise ContentError(problems)
    return lib


def load_library_lenient(
    paths: Iterable[Path], shown_root: Path | None = None, base: CardLibrary | None = None,
    on_file: Callable[[Path], None] | None = None,
) -> tuple[CardLibrary, list[Problem]]:
    """Load what is valid under ``paths`` (on top of ``base``) and list every problem;
    ``on_file(path)`` is called after each file is loaded (progress of big folders)."""
    lib = base if base is not None else CardLibrary()
    problems: list[Problem] = []
    files = iter_card_files(paths)
    check_library_size(files, shown_root)
    for path in files:
        part, found = load_card_file_lenient(path, _shown(path, shown_root))
        problems.extend(found)
        lib, clashes = lib.merged(part)
        problems.extend(clashes)
        if on_file is not None:
            on_file(path)
    problems.extend(check_references(lib))
    return lib, problems


#: A card library may hold at most this many files and bytes (the bundled one: about 20 files
#: and 200 KB); each file is also limited on its own (rage_tui.content.yamlio.MAX_FILE_BYTES).
MAX_LIBRARY_FILES = 2000
MAX_LIBRARY_BYTES = 64 * 1024 * 1024


def check_library_size(files: list[Path], root: Path | None = None) -> None:
    """Refuse a library of too many files or bytes before reading any of them."""
    if len(files) > MAX_LIBRARY_FILES:
        raise ContentError([Problem(_shown(files[MAX_LIBRARY_FILES], root), 1,
                                    c_("too many card files ({n}; the limit is {limit})")
                                    .format(n=len(files), limit=MAX_LIBRARY_FILES))])
    total = 0
    for f in files:
        try:
            total += f.stat().st_size if f.is_file() else 0
        except OSError:
            continue
        if total > MAX_LIBRARY_BYTES:
            raise ContentError([Problem(_shown(f, root), 1, c_(
                "the card files add up to more than {mb} MB").format(
                    mb=MAX_LIBRARY_BYTES // (1024 * 1024)))])


def _shown(path: Path, root: Path | None) -> str:
    if root is not None:
        try:
            return str(path.resolve().relative_to(root.resolve()))
        except ValueError:
            pass
    return str(path)
