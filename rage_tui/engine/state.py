"""The mutable game state, the core of it. Only the engine's frames change it, inside
``Game.apply``.

Every card is a numbered instance (``iid``) of a card definition, in exactly one place; which
places a game has is the ruleset's (its extension of :class:`GameState`, e.g.
``rulesets/rage1995/state.py``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from mypy_extensions import mypyc_attr

from rage_tui.engine.cards import Card
from rage_tui.engine.decks import DeckList
from rage_tui.engine.errors import EngineError
from rage_tui.engine.records import picklable_record
from rage_tui.engine.rng import Rng

if TYPE_CHECKING:
    from rage_tui.engine.choices import Choice, Decision
    from rage_tui.engine.events import Event


class StackFrame(Protocol):
    """What the state's frame stack holds: a procedure of the rules (``engine.flow.Frame``
    is the base class every ruleset's frames derive from). Declared here so that the state
    does not import the flow that drives it."""

    def run(self, g: Any) -> Decision | None:
        """Advance: return a decision to ask, or ``None`` after pushing or popping frames
        (``g`` is the ruleset's own state, an extension of :class:`GameState`)."""

    def answer(self, g: Any, choice: Choice) -> None:
        """Take the (already verified) answer to the decision this frame asked."""

    def describe(self) -> str:
        """A short name for debugging."""


@dataclass(frozen=True, slots=True)
class Variants:
    """House rules and options, all in one place.

    * ``null_cards``: every creature in combat shows a face-down card each round (default on).
    * ``club_rules``: Givors' club rules (v0.2 chapter 0).
    * ``sept_hand`` / ``combat_hand``: starting hand sizes.
    * ``max_turns``: a safety valve; a game still going after this many turns ends undecided.
    * ``battlefields``: the Battlefields beta rules (v0.2 marks them as in playtesting).
    * ``team``: seats that play as one side (a co-operative campaign): their VP count together
      and they win or lose together (rulesets/rage1995/team.py).
    * ``strict_prompts``: ask every seat at every closed-play step and open-play window even
      when its only answer is Done/Pass. Off by default: a seat whose only option is to pass
      is passed for automatically (see docs/rules-decisions.md, R7, for what that reveals).
    * ``keyboard_order``: a closed-play step (and the choice of alphas) asks first the seat
      that made the last private decision, so a shared keyboard changes hands less. The
      choices are applied together, so the order changes nothing else (R8). Hot-seat games.
    * ``take_backs``: in hot-seat games a player may take back a decision (``u``); off by
      default. Solo games always allow it. Every take-back is recorded in the save.
    """

    null_cards: bool = True
    club_rules: bool = False
    sept_hand: int = 5
    combat_hand: int = 5
    max_turns: int = 60
    strict_prompts: bool = False
    team: tuple[int, ...] = ()
    keyboard_order: bool = False
    battlefields: bool = False
    take_backs: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "team", tuple(int(s) for s in self.team))

    def to_json(self) -> dict[str, Any]:
        """Plain data for save files."""
        out: dict[str, Any] = {
            "null_cards": self.null_cards, "club_rules": self.club_rules,
            "sept_hand": self.sept_hand, "combat_hand": self.combat_hand,
            "max_turns": self.max_turns, "strict_prompts": self.strict_prompts}
        if self.team:
            out["team"] = list(self.team)
        if self.keyboard_order:
            out["keyboard_order"] = True
        if self.battlefields:
            out["battlefields"] = True
        if self.take_backs:
            out["take_backs"] = True
        return out


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat at the table: a name, a deck and who plays it (``human`` or a bot name)."""

    name: str
    deck: DeckList
    agent: str = "human"


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything needed to start a game besides the card library."""

    seats: tuple[SeatSetup, ...]
    seed: int
    renown_level: int | None = 20
    variants: Variants = Variants()
    ruleset: str = "rage-1995"


@dataclass(frozen=True, slots=True)
class CardInst:
    """A physical card: which definition, and which seat owns it. Never changed in place (a
    redealt world gives an instance a new record), so copies of a state share them."""

    iid: int
    cid: str
    owner: int

    # (written out: the one ``dataclass`` makes is Python code even in the compiled engine;
    # one per card of a game)
    def __init__(self, iid: int, cid: str, owner: int) -> None:
        object.__setattr__(self, "iid", iid)
        object.__setattr__(self, "cid", cid)
        object.__setattr__(self, "owner", owner)


class CardNumberer:
    """Gives each physical card its instance id, in order, and records it in ``cards``."""

    def __init__(self, defs: Mapping[str, Card], start: int = 1) -> None:
        self.defs = defs
        self.next = start
        self.cards: dict[int, CardInst] = {}
        #: each card id of ``defs`` as its own key object: an instance records that very
        #: string (not the deck list's equal copy), so looking its definition up, or its id
        #: up in sets of ids made from ``defs``, ends at the identity test
        self._ids: dict[str, str] = {cid: cid for cid in defs}

    def new(self, cid: str, owner: int, where: str = "") -> int:
        """A new instance of card ``cid`` owned by seat ``owner``."""
        known = self._ids.get(cid)
        if known is None:
            raise EngineError(f"unknown card '{cid}'" + (f" in {where}" if where else ""))
        iid = self.next
        self.next += 1
        self.cards[iid] = CardInst(iid, known, owner)
        return iid


# (mypyc: a ruleset or a test may extend it without being compiled)
@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(slots=True)
class PlayerState:
    """One seat: its number and name, and whether it is out of the game. A ruleset extends it
    with the seat's zones and counters (rage-1995: ``rulesets/rage1995/state.py``)."""

    seat: int
    name: str
    out: bool = field(default=False, kw_only=True)


#: the ruleset's card record and seat state (rage-1995: CardDef and its PlayerState)
CardT = TypeVar("CardT", bound=Card)
PlayerT = TypeVar("PlayerT", bound=PlayerState)


# mypyc: a native class (compiled code reads its fields straight from the C struct); generic
# in the ruleset's card and seat types so that a ruleset's state never narrows a field (a
# native subclass cannot); picklable (the hard bot's copies, engine/determinize.py); a test may
# extend it in plain Python. Not a dataclass: mypyc cannot compile a generic dataclass
# (mypyc/mypyc#827, "attribute '__dict__' of 'type' objects is not writable" on import).
@mypyc_attr(allow_interpreted_subclasses=True, serializable=True)
class GameState(Generic[CardT, PlayerT]):
    """The whole game. Engine frames mutate it; nothing else does.

    The core holds what every game of the family has: the setup, the card library and every
    physical card, the seats, the seeded generator, the turn, the frame stack and the pending
    decision, the event log, the result, counters and marks. A ruleset extends it with its
    own board (rage-1995: creatures, the Hunting Grounds, alphas, the combat in progress) and
    says what its cards' places are (:meth:`card_places`), what of it decides the rest of the
    game (:meth:`hash_parts`) and what a seat cannot see (:meth:`redeal_hidden`)."""

    def __init__(self, setup: Setup, defs: dict[str, CardT], cards: dict[int, CardInst],
                 players: list[PlayerT], rng: Rng) -> None:
        self.setup = setup
        self.defs = defs
        self.cards = cards
        self.players = players
        self.rng = rng
        self.turn = 0
        self.phase = "setup"
        self.step = ""
        self.stack: list[StackFrame] = []
        self.pending: Decision | None = None
        self.events: list[Event] = []
        self.winner: int | None = None
        self.over = False
        self.result = ""
        self.choices_made = 0
        self.counters: dict[str, int] = {}
        self.marks: dict[str, int] = {}
        #: Derived facts cached under keys that contain everything they are computed from
        #: (so never stale); not part of the state (not hashed, not saved, emptied by clones).
        self.view_cache: dict[Any, Any] = {}

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(turn={self.turn}, phase={self.phase!r}, "
                f"step={self.step!r}, over={self.over})")

    # -- small helpers used everywhere --------------------------------------------------
    def card(self, iid: int) -> CardT:
        """The definition of card instance ``iid``."""
        return self.defs[self.cards[iid].cid]

    def name(self, iid: int) -> str:
        """The printed name of card instance ``iid``."""
        return self.defs[self.cards[iid].cid].name

    def player(self, seat: int) -> PlayerT:
        """The state of ``seat``."""
        return self.players[seat]

    @property
    def n_seats(self) -> int:
        """Number of seats at the table."""
        return len(self.players)

    def emit(self, event: Event) -> None:
        """Record an event."""
        self.events.append(event)

    def bump(self, counter: str, n: int = 1) -> None:
        """Count something (bluffs, frenzies ...) for the simulation summary."""
        self.counters[counter] = self.counters.get(counter, 0) + n

    def seats_in(self) -> list[int]:
        """Seats still in the game, in seat order."""
        return [p.seat for p in self.players if not p.out]

    # -- what the ruleset's extension says ------------------------------------------------
    def hash_parts(self) -> dict[str, Any]:
        """The ruleset's part of the state digest (``engine.game.state_hash``): everything of
        its board that decides the rest of the game."""
        return {}

    def card_places(self) -> Iterator[tuple[Iterable[int], str]]:
        """Every place a card can be, as (card instances, place name) pairs
        (``engine.game.zone_census`` checks that each card is in exactly one)."""
        return iter(())

    def loose_cards(self) -> list[int]:
        """Cards in transit (rage-1995: committed face down in a combat), counted by the zone
        census only when they are found nowhere else."""
        return []

    def redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Deal again at random every card ``seat`` cannot see, and replace other seats'
        private choices not yet applied (``engine.determinize``). A ruleset whose games hide
        nothing has nothing to do."""

picklable_record(CardInst)
# (a state's placeholder setup while engine.determinize.clone_owned pickles it)
picklable_record(Variants)
picklable_record(Setup)
