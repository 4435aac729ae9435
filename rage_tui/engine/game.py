"""The game facade: create a game, answer its decisions, read views and events.

``Game.apply`` is the one way in: it verifies a choice against the pending decision (refusing
with a reason a person can read), lets the frames act, and records the choice.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

from rage_tui.engine.cards import CardDef, CardType
from rage_tui.engine.choices import Choice, Decision
from rage_tui.engine.errors import EngineError, IllegalChoiceError
from rage_tui.engine.events import Event
from rage_tui.engine.flow import advance
from rage_tui.engine.rng import Rng
from rage_tui.engine.ruleset import Ruleset
from rage_tui.engine.state import CardNumberer, Creature, GameState, PlayerState, Setup
from rage_tui.engine.view import View
from rage_tui.i18n import Msg

ENGINE_VERSION = "1"


def build_state(setup: Setup, defs: Mapping[str, CardDef], iid_base: int = 1) -> GameState:
    """Lay out a new game: number every card, put packs in play breed side up, shuffle decks.

    ``iid_base`` is the first instance number (tests use a large one so that instance ids
    can never be mistaken for statistics when searching a view for leaks)."""
    if not 2 <= len(setup.seats) <= 5:
        raise EngineError(f"Rage is played by 2 to 5 players, not {len(setup.seats)}")
    numbers = CardNumberer(defs, iid_base)
    cards = numbers.cards
    players: list[PlayerState] = []
    rng = Rng(setup.seed)
    creatures: dict[int, Creature] = {}

    def new(cid: str, owner: int) -> int:
        return numbers.new(cid, owner, setup.seats[owner].deck.name)

    for seat, ss in enumerate(setup.seats):
        p = PlayerState(seat, ss.name, ss.deck.allegiance,
                        sept_hand_size=setup.variants.sept_hand,
                        combat_hand_size=setup.variants.combat_hand)
        for cid in ss.deck.pack:
            iid = new(cid, seat)
            creatures[iid] = Creature(iid, seat)
            p.pack.append(iid)
        for cid, n in ss.deck.sept:
            p.sept_deck.extend(new(cid, seat) for _ in range(n))
        for cid, n in ss.deck.combat:
            p.combat_deck.extend(new(cid, seat) for _ in range(n))
        rng.shuffle(p.sept_deck)
        rng.shuffle(p.combat_deck)
        players.append(p)
    return GameState(setup=setup, defs=dict(defs), cards=cards, players=players, rng=rng,
                     creatures=creatures)


class Game:
    """A game in progress, driven only through :meth:`apply`."""

    def __init__(self, setup: Setup, defs: Mapping[str, CardDef], ruleset: Ruleset,
                 state: GameState | None = None, start_phase: str | None = None,
                 iid_base: int = 1) -> None:
        self.ruleset = ruleset
        self.iid_base = iid_base
        self.state = state if state is not None else build_state(setup, defs, iid_base)
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
            seen = e.for_seat(seat)
            if seen is not None:
                out.append(seen)
        return out

    def state_hash(self) -> str:
        """A digest of the whole state (zones, creatures, frames, randomness)."""
        return state_hash(self.state)


def _plain(obj: Any, depth: int = 0) -> Any:
    if depth > 40:
        raise EngineError("state nested too deeply to hash")
    if obj is None or isinstance(obj, bool | int | str | float):
        return obj
    if isinstance(obj, Msg):
        return str(obj)  # the English text: hashes do not depend on the language
    if isinstance(obj, Enum):
        return obj.value
    if isinstance(obj, list | tuple):
        return [_plain(x, depth + 1) for x in obj]
    if isinstance(obj, set | frozenset):
        return sorted((_plain(x, depth + 1) for x in obj), key=repr)
    if isinstance(obj, dict):
        return {str(k): _plain(v, depth + 1) for k, v in sorted(obj.items(), key=lambda kv:
                                                                   repr(kv[0]))}
    if isinstance(obj, Rng):
        return obj.fingerprint()
    if is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: _plain(getattr(obj, f.name), depth + 1) for f in fields(obj)}
    if hasattr(obj, "__dict__"):
        return {"@": type(obj).__name__,
                **{k: _plain(v, depth + 1) for k, v in sorted(vars(obj).items())}}
    return repr(obj)


def state_hash(g: GameState) -> str:
    """Digest of everything that decides the rest of the game (not the event log)."""
    data = {
        "cards": [(i, c.cid, c.owner) for i, c in sorted(g.cards.items())],
        "players": _plain(g.players),
        "creatures": _plain(g.creatures),
        "hunting": g.hunting,
        "global": g.global_cards,
        "turn": g.turn,
        "phase": g.phase,
        "alphas": _plain(g.alphas),
        "marks": _plain(g.marks),
        "stack": _plain(g.stack),
        "rng": g.rng.fingerprint(),
        "over": g.over,
        "winner": g.winner,
    }
    blob = json.dumps(data, sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(blob.encode()).hexdigest()[:20]


def zone_census(g: GameState) -> dict[int, list[str]]:
    """Every place each card instance is found (an invariant: exactly one place each)."""
    where: dict[int, list[str]] = {i: [] for i in g.cards}

    def put(iids: Any, zone: str) -> None:
        for i in iids:
            where.setdefault(i, []).append(zone)

    for p in g.players:
        for name in ("sept_deck", "combat_deck", "sept_hand", "combat_hand", "sept_discard",
                     "combat_discard", "victory", "resources", "removed"):
            put(getattr(p, name), f"{p.seat}:{name}")
    for iid, c in g.creatures.items():
        put([iid], "creature")
        put(c.damage, f"damage@{iid}")
        put(c.attached, f"attached@{iid}")
    put(g.global_cards, "global")
    combat = g.combat
    if combat is not None:
        for s in getattr(combat, "slots", []):
            if s.card > 0 and not where.get(s.card):
                put([s.card], "committed")
    for frame in g.stack:
        held = getattr(frame, "held_cards", None)
        if callable(held):
            put(held(g), f"held:{type(frame).__name__}")
    return where


def is_sept_type(card: CardDef) -> bool:
    """Sept cards (not combat, not characters)."""
    return card.type not in (CardType.COMBAT_ACTION, CardType.COMBAT_EVENT, CardType.CHARACTER)
