"""Save files on disk: human-readable JSON, written atomically; bad files never overwritten.

Reading a save is defensive from the first byte: regular files only and a size limit, a
nesting-depth limit checked before parsing, no numbers beyond 40 digits, no ``NaN`` or
``Infinity``, then a strict pydantic model of the whole record (:class:`SaveModel`) with limits
on every list, string and number (a fraction is refused wherever a whole number belongs), all
before anything is replayed. Any malformed save is refused with a message naming what is wrong;
the file is only ever read.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from rage_tui.content.outside_messages import os_problem
from rage_tui.content.texts import c_, cngettext
from rage_tui.content.validation_messages import describe_error
from rage_tui.engine.cards import Card
from rage_tui.engine.game import Game
from rage_tui.engine.replay import (
    FORMAT,
    FORMAT_VERSION,
    OLDEST_FORMAT,
    ReplayError,
    chain_problem,
    changes,
    proof_problem,
    proof_rows,
    record,
    replay,
)
from rage_tui.i18n import language, render
from rage_tui.rulesets import get_ruleset, plugin, plugins
from rage_tui.safeio import clean_orphans, read_regular, write_atomic
from rage_tui.save_ledger import announce_save, ledger_note, remember_save

#: Limits of a save file: far above any real game, far below what could hurt the machine.
MAX_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 12
MAX_CHOICES = 200_000
MAX_INT_DIGITS = 40
#: the most seats any ruleset may declare (V:TES: 6); a save is checked against its own
#: ruleset's limits too
MAX_SEATS = 6

Name = Annotated[str, Field(max_length=200)]
CardId = Annotated[str, Field(min_length=1, max_length=80, pattern=r"^[a-z0-9][a-z0-9_.'-]*$")]
Count = Annotated[int, Field(ge=1, le=100)]
Hex = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[0-9a-f]+$")]
#: a face-down slot's key, as a ruleset makes it (rage_tui.engine.commit.slot_key)
SlotKey = Annotated[str, Field(min_length=1, max_length=120, pattern=r"^[A-Za-z0-9_.:|-]+$")]


def _known_ruleset(value: str) -> str:
    known = plugins()
    if value not in known:
        raise ValueError(c_("unknown ruleset '{name}' (known: {known})").format(
            name=value[:40], known=", ".join(known)))
    return value


RulesetId = Annotated[str, Field(max_length=40), AfterValidator(_known_ruleset)]


class SaveError(Exception):
    """A save that cannot be read or written; the message is for the player."""


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class DeckModel(_Strict):
    """A deck list inside a save."""

    name: Name
    allegiance: Literal["gaia", "wyrm", "rogue"]
    ruleset: RulesetId = "rage-1995"
    description: Annotated[str, Field(max_length=5000)] = ""
    pack: Annotated[list[CardId], Field(max_length=100)]
    sept: Annotated[list[tuple[CardId, Count]], Field(max_length=500)]
    combat: Annotated[list[tuple[CardId, Count]], Field(max_length=500)]


class SeatModel(_Strict):
    """One seat of the setup."""

    name: Annotated[str, Field(min_length=1, max_length=60)]
    agent: Annotated[str, Field(pattern=r"^[a-z][a-z0-9-]{0,39}$")]
    deck: DeckModel


class VariantsModel(_Strict):
    """House rules (rage_tui.engine.state.Variants)."""

    null_cards: bool = True
    club_rules: bool = False
    sept_hand: Annotated[int, Field(ge=0, le=30)] = 5
    combat_hand: Annotated[int, Field(ge=0, le=30)] = 5
    max_turns: Annotated[int, Field(ge=1, le=10_000)] = 60
    strict_prompts: bool = False
    team: Annotated[list[Annotated[int, Field(ge=0, le=MAX_SEATS - 1)]],
                    Field(max_length=MAX_SEATS)] = []
    take_backs: bool = False
    battlefields: bool = False
    keyboard_order: bool = False


class SetupModel(_Strict):
    """The setup of a saved game."""

    ruleset: RulesetId
    seed: Annotated[int, Field(gt=-(10**40), lt=10**40)]
    renown_level: Annotated[int, Field(ge=1, le=10_000)] | None
    variants: VariantsModel
    seats: Annotated[list[SeatModel], Field(min_length=2, max_length=MAX_SEATS)]

    @model_validator(mode="after")
    def _seat_count(self) -> SetupModel:
        low, high = plugin(self.ruleset).min_seats, plugin(self.ruleset).max_seats
        if not low <= len(self.seats) <= high:
            raise ValueError(c_("{ruleset} is played by {low} to {high} seats, not {n}").format(
                ruleset=self.ruleset, low=low, high=high, n=len(self.seats)))
        return self


class SoloModel(BaseModel):
    """How a solo match was made (rage_tui.ui.solo_setup); other keys are kept."""

    model_config = ConfigDict(strict=True, extra="allow", frozen=True)
    kind: Annotated[str, Field(pattern=r"^[a-z][a-z-]{0,30}$")]
    difficulty: Literal["easy", "normal", "hard"] = "normal"
    prey: Annotated[str, Field(max_length=4096)] | None = None


class TakeBackModel(_Strict):
    """One take-back (R34): the choice counts before and after, and what was undone."""

    from_: Annotated[int, Field(ge=1, le=MAX_CHOICES, alias="from")]
    to: Annotated[int, Field(ge=0, le=MAX_CHOICES)]
    turn: Annotated[int, Field(ge=0, le=100_000)]
    undone: Annotated[list[list[int | str]], Field(max_length=MAX_CHOICES)]


class MetaModel(BaseModel):
    """What the app records besides the game; the fields it reads back are typed, other keys
    (within the size and depth limits) are kept."""

    model_config = ConfigDict(strict=True, extra="allow", frozen=True)
    players: Annotated[list[Annotated[str, Field(max_length=200)]],
                       Field(max_length=MAX_SEATS)] = []
    turn: Annotated[int, Field(ge=0, le=100_000)] = 0
    over: bool = False
    solo: SoloModel | None = None
    takebacks: Annotated[list[TakeBackModel], Field(max_length=10_000)] = []


class SaveModel(_Strict):
    """The whole save record (format 3; format 2 is read too)."""

    format: Literal["rage-tui-save"]
    format_version: Literal[2, 3]
    engine: Annotated[str, Field(max_length=40)]
    ruleset: RulesetId
    library: Annotated[str, Field(max_length=128)]
    setup: SetupModel
    iid_base: Annotated[int, Field(ge=1, le=10**12)]
    choices: Annotated[list[list[int | str]], Field(max_length=MAX_CHOICES)]
    meta: MetaModel
    #: [slot, commitment, card, salt] (rage_tui.engine.commit); files written before slots
    #: were opaque keys have [creature, round, commitment, card, salt]
    proofs: Annotated[list[tuple[SlotKey, Hex, CardId | None, Hex | None]
                           | tuple[int, int, Hex, CardId | None, Hex | None]],
                      Field(max_length=MAX_CHOICES)]
    hashes: Annotated[list[tuple[int, Hex, Hex]], Field(min_length=1, max_length=MAX_CHOICES)]
    seal: Hex

    @field_validator("choices")
    @classmethod
    def _choices(cls, value: list[list[int | str]]) -> list[list[int | str]]:
        for n, row in enumerate(value, start=1):
            if not 2 <= len(row) <= 10:
                raise ValueError(c_("choice {n} has {parts} parts").format(n=n, parts=len(row)))
            seat, kind = row[0], row[1]
            if not isinstance(seat, int) or not 0 <= seat < MAX_SEATS:
                raise ValueError(c_("choice {n}: the seat must be a number from 0 to {last}")
                                 .format(n=n, last=MAX_SEATS - 1))
            if not isinstance(kind, str) or not 0 < len(kind) <= 40:
                raise ValueError(c_("choice {n}: the kind must be a short word").format(n=n))
            for a in row[2:]:
                if isinstance(a, str) and len(a) > 200:
                    raise ValueError(c_("choice {n}: an argument is too long").format(n=n))
        return value


def _finite_float(text: str) -> float:
    """Fractions are parsed (the meta data may hold one) but never infinite or huge; the
    model refuses them wherever a whole number belongs."""
    value = float(text) if len(text) <= 40 else math.inf
    if not math.isfinite(value):
        raise ValueError(c_("{text} is not a number a save file may hold").format(text=text[:20]))
    return value


def _small_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(c_("a number of {n} digits").format(n=len(text)))
    return int(text)


def _no_constant(text: str) -> Any:
    raise ValueError(c_("{text} is not a number a save file may hold").format(text=text))


_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def nesting_depth(text: str) -> int:
    """How deeply ``[`` and ``{`` nest in JSON text (strings skipped), without recursion."""
    depth = deepest = 0
    for m in _BRACKETS.finditer(text):
        tok = m.group()
        if tok in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif tok in "]}":
            depth -= 1
    return deepest


def read_save(path: Path) -> dict[str, Any]:
    """Read and validate save data without changing the file; raises :class:`SaveError`."""
    untouched = c_("the file was left untouched")
    try:
        raw = read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        raise SaveError(c_("no save file at {path}").format(path=path)) from None
    except (OSError, ValueError) as exc:
        why = os_problem(exc) if isinstance(exc, OSError) else str(exc)
        raise SaveError(c_("cannot read {path}: {why}").format(path=path, why=why)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(c_("{path} is not a text file (not UTF-8); {untouched}").format(
            path=path, untouched=untouched)) from None
    if nesting_depth(text) > MAX_DEPTH:
        raise SaveError(c_("{path} nests lists more than {n} deep, which no save does; "
                           "{untouched}").format(path=path, n=MAX_DEPTH, untouched=untouched))
    try:
        data = json.loads(text, parse_float=_finite_float, parse_int=_small_int,
                          parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise SaveError(c_("{path} is corrupt or truncated (line {line}: {why}); {untouched}")
                        .format(path=path, line=exc.lineno, why=exc.msg,
                                untouched=untouched)) from None
    except (ValueError, RecursionError) as exc:
        raise SaveError(c_("{path} is damaged ({why}); {untouched}").format(
            path=path, why=exc, untouched=untouched)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(c_("{path} is not a rage-tui save file; {untouched}").format(
            path=path, untouched=untouched))
    version = data.get("format_version")
    if isinstance(version, int) and not isinstance(version, bool) \
            and not OLDEST_FORMAT <= version <= FORMAT_VERSION:
        written = (c_("{path} was written by a newer rage-tui (save format {version}, this one "
                      "reads {reads}); {untouched}") if version > FORMAT_VERSION
                   else c_("{path} was written by an older rage-tui (save format {version}, "
                           "this one reads {reads}); {untouched}"))
        raise SaveError(written.format(path=path, version=version, reads=FORMAT_VERSION,
                                       untouched=untouched))
    try:
        SaveModel.model_validate_json(text)  # (strict: JSON arrays are the tuples here)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or c_("the top level")
        why = first["msg"] if language() == "en" else describe_error(first, c_("a save file"))
        raise SaveError(cngettext("{path} is damaged: {where}: {why} ({n} problem); {untouched}",
                                  "{path} is damaged: {where}: {why} ({n} problems); "
                                  "{untouched}", exc.error_count())
                        .format(path=path, where=where, why=why, n=exc.error_count(),
                                untouched=untouched)) from None
    return data


def _replayed(path: Path, data: Mapping[str, Any], defs: Mapping[str, Card],
              library_digest: str) -> Game:
    """The game of (validated) save ``data``, replayed; raises :class:`SaveError` with the one
    reason that both loading and ``rage-tui verify`` give."""
    try:
        return replay(data, defs, get_ruleset(str(data["ruleset"])), library_digest)
    except ReplayError as exc:
        raise SaveError(c_("{path}: {why}; the file was left untouched").format(
            path=path, why=_said(exc))) from None


def old_format_note(data: Mapping[str, Any]) -> str:
    """What an older save (format 2) cannot prove."""
    return c_("this save was written by an older rage-tui (save format {version}), whose seal "
              "does not cover the setup: its moves are checked, but a change to its seats, "
              "players, options or decks could not be seen; saving it again seals it with "
              "the setup as it is now").format(version=data["format_version"])


def _said(exc: ReplayError) -> str:
    """Why a save does not replay, in the reader's language (its message is a game message)."""
    return render(exc.args[0]) if exc.args else str(exc)


def save_game(path: Path, game: Game, library_digest: str,
              meta: Mapping[str, Any] | None = None, ledger: Path | None = None) -> None:
    """Save ``game`` to ``path`` (atomically). With ``ledger``, remember this save as the
    latest of its game there (see :mod:`rage_tui.save_ledger`): announced before the file is
    replaced and confirmed after, so a kill in between draws no false warning."""
    data = record(game, library_digest, meta)
    if ledger is not None:
        announce_save(ledger, data)
    try:
        write_atomic(path, json.dumps(data, indent=1) + "\n")
    except OSError as exc:
        raise SaveError(c_("could not save to {path}: {why}").format(
            path=path, why=os_problem(exc))) from None
    if ledger is not None:
        remember_save(ledger, data)


def load_game(path: Path, defs: Mapping[str, Card], library_digest: str,
              notes: list[str] | None = None, ledger: Path | None = None) -> Game:
    """Load and replay a saved game. ``notes`` receives what a player should be told: what
    changed since the save (engine, card library) when the game still replays identically,
    and, with ``ledger``, a save that is not the last one written for its game."""
    data = read_save(path)
    game = _replayed(path, data, defs, library_digest)
    if notes is not None:
        notes.extend(c_("{what} changed since this game was saved; it replays identically")
                     .format(what=render(c)) for c in changes(data, library_digest))
        if data["format_version"] < FORMAT_VERSION:
            notes.append(old_format_note(data))
        if ledger is not None:
            note = ledger_note(ledger, data)
            if note:
                notes.append(note)
    return game


@dataclass(frozen=True)
class SaveVerdict:
    """What :func:`check_save` found in an honest save (``rage-tui verify`` words it)."""

    path: Path
    choices: int
    revealed: int
    commitments: int
    finished: bool
    turn: int
    #: the game replayed and the save's meta data (for the app's own checks of the save)
    game: Game | None = field(default=None, compare=False, repr=False)
    meta: Any = field(default=None, compare=False, repr=False)


def verify_save(path: Path, defs: Mapping[str, Card], library_digest: str) -> str:
    """Check a save completely (structure, hash chain, every face-down proof, replay, engine
    and library) and return a one-line verdict; raises :class:`SaveError` with the reason."""
    v = check_save(path, defs, library_digest)
    state = c_("finished") if v.finished else c_("in progress (turn {turn})").format(turn=v.turn)
    return c_("{path}: honest: {choices} choices replay to the sealed state, {revealed} of "
              "{commitments} face-down commitments revealed and matching; game {state}").format(
                  path=v.path, choices=v.choices, revealed=v.revealed,
                  commitments=v.commitments, state=state)


def check_save(path: Path, defs: Mapping[str, Card], library_digest: str) -> SaveVerdict:
    """Check a save as :func:`verify_save` does and return the figures of its verdict."""
    data = read_save(path)
    problem = proof_problem(data["proofs"]) or chain_problem(data)
    if problem is not None:  # (worded as loading words it: the same check, the same reason)
        _replayed(path, data, defs, library_digest)
    changed = changes(data, library_digest)
    if changed:
        raise SaveError(c_("{path}: cannot be checked here: {what} differ from the ones it was "
                           "saved with").format(
                               path=path, what=c_(" and ").join(render(c) for c in changed)))
    game = _replayed(path, data, defs, library_digest)
    if data["format_version"] < FORMAT_VERSION:
        raise SaveError(c_("{path}: cannot be verified: {why}").format(
            path=path, why=old_format_note(data)))
    proofs = proof_rows(data["proofs"])
    revealed = sum(1 for row in proofs if row[2] is not None)
    return SaveVerdict(path, len(game.choices), revealed, len(proofs), game.over,
                       game.state.turn, game, data["meta"])


__all__ = ["FORMAT_VERSION", "SaveError", "SaveModel", "SaveVerdict", "check_save",
           "clean_orphans", "ledger_note", "load_game", "read_save", "remember_save",
           "save_game", "verify_save", "write_atomic"]
