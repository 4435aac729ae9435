"""The game facade: create a game, answer its decisions, read views and events.

``Game.apply`` is the one way in: it verifies a choice against the pending decision (refusing
with a reason a person can read), lets the frames act, and records the choice.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any, Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.cards import Card
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.errors import EngineError, IllegalChoiceError
from rage_tui.engine.events import Event
from rage_tui.engine.flow import advance
from rage_tui.engine.rng import Rng
from rage_tui.engine.ruleset import Ruleset, check_seats
from rage_tui.engine.state import GameState, Setup
from rage_tui.engine.view import View
from rage_tui.i18n import Msg

ENGINE_VERSION: Final = "1"


@mypyc_attr(allow_interpreted_subclasses=True)  # copyable (copy.copy) when compiled
class Game:
    """A game in progress, driven only through :meth:`apply`."""

    def __init__(self, setup: Setup, defs: Mapping[str, Card], ruleset: Ruleset,
                 state: GameState[Any, Any] | None = None, start_phase: str | None = None,
                 iid_base: int = 1) -> None:
        self.ruleset = ruleset
        self.iid_base = iid_base
        if state is None:
            check_seats(ruleset, len(setup.seats))
            state = ruleset.build_state(setup, defs, iid_base)
        self.state = state
        self.choices: list[tuple[int, Choice]] = []
        ruleset.start(self.state, start_phase)
        advance(self.state)

    # -- the one way in ----------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for (None when it is over)."""
        return self.state.pending

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.state.over

    def verify(self, choice: Choice, seat: int | None = None) -> Decision:
        """Raise :class:`IllegalChoiceError` with a reason unless ``choice`` is legal now."""
        d = self.state.pending
        if d is None:
            raise IllegalChoiceError("the game is over; there is nothing to choose")
        if seat is not None and seat != d.seat:
            who = self.state.player(d.seat).name
            raise IllegalChoiceError(f"it is {who}'s decision, not yours")
        if d.find(choice) is None:
            reason = self.ruleset.explain(self.state, d.seat, choice)
            if reason is None:
                labels = "; ".join(str(o.label) for o in d.options[:6])
                more = " ..." if len(d.options) > 6 else ""
                reason = f"that is not one of the choices now ({d.prompt}: {labels}{more})"
            raise IllegalChoiceError(reason)
        return d

    def can(self, choice: Choice, seat: int | None = None) -> bool:
        """Whether ``choice`` would be accepted."""
        try:
            self.verify(choice, seat)
        except IllegalChoiceError:
            return False
        return True

    def apply(self, choice: Choice, seat: int | None = None) -> list[Event]:
        """Verify and carry out ``choice``; return the events it produced."""
        d = self.verify(choice, seat)
        g = self.state
        start = len(g.events)
        g.stack[-1].answer(g, choice)
        g.choices_made += 1
        self.choices.append((d.seat, choice))
        advance(g)
        return g.events[start:]

    # -- reading -----------------------------------------------------------------------
    def view_for(self, seat: int | None, full: bool = True) -> View:
        """What ``seat`` may know now (``full=False``: only its pending decision)."""
        return self.ruleset.view_for(self.state, seat, full)

    def events_for(self, seat: int | None, start: int = 0) -> list[Event]:
        """The events ``seat`` may see, from index ``start`` of the full log."""
        out = []
        for e in self.state.events[start:]:
            # Event.for_seat, inlined (asked after every decision)
            seats = e.seats
            if seats is None or (seat is not None and seat in seats):
                out.append(e)
            elif e.public is not None:
                out.append(e.public)
        return out

    def state_hash(self) -> str:
        """A digest of the whole state (zones, creatures, frames, randomness)."""
        return state_hash(self.state)


def plain(obj: Any, depth: int = 0) -> Any:
    """``obj`` as plain JSON-able data for a digest: dataclasses as their fields, other objects
    (frames) as their class name and attributes, sets sorted, the generator as its
    fingerprint."""
    if depth > 40:
        raise EngineError("state nested too deeply to hash")
    if obj is None or isinstance(obj, bool | int | str | float):
        return obj
    if isinstance(obj, Msg):
        return str(obj)  # the English text: hashes do not depend on the language
    if isinstance(obj, Enum):
        return obj.value
    if isinstance(obj, list | tuple):
        return [plain(x, depth + 1) for x in obj]
    if isinstance(obj, set | frozenset):
        return sorted((plain(x, depth + 1) for x in obj), key=repr)
    if isinstance(obj, dict):
        return {str(k): plain(v, depth + 1) for k, v in sorted(obj.items(), key=lambda kv:
                                                                   repr(kv[0]))}
    if isinstance(obj, Rng):
        return obj.fingerprint()
    if isinstance(obj, Option):  # its fields hold the label's parts until it is read
        return {"choice": plain(obj.choice, depth + 1), "label": str(obj.label),
                "card": obj.card}
    if isinstance(obj, Event):  # (the same: its fields hold the text's parts until it is read)
        return {"kind": obj.kind, "text": str(obj.text), "data": plain(obj.data, depth + 1),
                "rule": obj.rule, "seats": plain(obj.seats, depth + 1),
                "public": plain(obj.public, depth + 1)}
    if isinstance(obj, Decision):  # (the same: its fields hold the prompt's parts)
        return {"seat": obj.seat, "kind": obj.kind, "prompt": str(obj.prompt),
                "options": plain(obj.options, depth + 1), "about": obj.about, "rule": obj.rule}
    if is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: plain(getattr(obj, f.name), depth + 1) for f in fields(obj)}
    attrs = attributes(obj)
    if attrs is not None:
        return {"@": type(obj).__name__,
                **{k: plain(v, depth + 1) for k, v in sorted(attrs.items())}}
    return repr(obj)


def attributes(obj: Any) -> dict[str, Any] | None:
    """The attributes ``obj`` holds (its ``__dict__``), or ``None`` for an object without any.

    An instance of a class compiled by mypyc (the optional compiled engine) keeps its declared
    attributes outside ``__dict__``; its class names them in ``__mypyc_attrs__``, and only
    those it has set are given, as ``vars`` would give them."""
    names = getattr(type(obj), "__mypyc_attrs__", None)
    if names is None:
        return vars(obj) if hasattr(obj, "__dict__") else None
    out = {n: getattr(obj, n) for n in names if n != "__dict__" and hasattr(obj, n)}
    out.update(getattr(obj, "__dict__", {}))
    return out


def state_hash(g: GameState[Any, Any]) -> str:
    """Digest of everything that decides the rest of the game (not the event log)."""
    data = {
        "cards": [(i, c.cid, c.owner) for i, c in sorted(g.cards.items())],
        "players": plain(g.players),
        "turn": g.turn,
        "phase": g.phase,
        "marks": plain(g.marks),
        "stack": plain(g.stack),
        "rng": g.rng.fingerprint(),
        "over": g.over,
        "winner": g.winner,
        **g.hash_parts(),
    }
    blob = json.dumps(data, sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(blob.encode()).hexdigest()[:20]


def zone_census(g: GameState[Any, Any]) -> dict[int, list[str]]:
    """Every place each card instance is found (an invariant: exactly one place each)."""
    where: dict[int, list[str]] = {i: [] for i in g.cards}
    for iids, place in g.card_places():
        _put(where, iids, place)
    for iid in g.loose_cards():
        if not where.get(iid):
            _put(where, [iid], "committed")
    for frame in g.stack:
        held = getattr(frame, "held_cards", None)
        if callable(held):
            _put(where, held(g), f"held:{type(frame).__name__}")
    return where


def _put(where: dict[int, list[str]], iids: Iterable[int], zone: str) -> None:
    """Note that each of ``iids`` is found in ``zone`` (a function, not a closure: compiled,
    a closure is called as a Python object)."""
    for i in iids:
        found = where.get(i)
        if found is None:
            where[i] = [zone]
        else:
            found.append(zone)
