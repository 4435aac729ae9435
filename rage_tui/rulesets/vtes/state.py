"""The V:TES board: each Methuselah's pool, crypt, library, hand, ash heap and regions, the
counters on cards, tapped cards, what is stacked on whom, and the Edge (1.2, 2.2, 2.3).

Counters on a card (``blood``) are a vampire's blood, the blood invested in an uncontrolled
vampire, or an ally's or retainer's life. A card is controlled by its owner (1.3: nothing in
this card set changes control).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.determinize import deal
from rage_tui.engine.events import Event
from rage_tui.engine.rng import Rng
from rage_tui.engine.state import CardInst, GameState, PlayerState, Setup
from rage_tui.rulesets.vtes.cards import ALLY, EQUIPMENT, MASTER, RETAINER, VAMPIRE, VtesCard

#: the events ``rage-tui sim`` counts: actions, bleeds, blocks, referendums, combats,
#: torpor, diablerie, vampires brought out, ousting, withdrawals and the turn limit
COUNTED: Final = frozenset({"action", "bleed", "blocked", "referendum-result", "combat-over",
                            "torpor", "diablerie", "blood-hunt", "controlled", "ousted",
                            "withdrew", "turn-limit", "shared-win"})

#: the starting pool and hand (2.2, 2.3) and the crypt cards dealt face down
START_POOL = 30
HAND_SIZE = 7
START_UNCONTROLLED = 4


@mypyc_attr(serializable=True)  # picklable when compiled
@dataclass
class VtesPlayer(PlayerState):
    """A Methuselah: her pool and victory points, her decks and regions (lists of cards; the
    top of a deck is its end)."""

    pool: int = START_POOL
    vp: int = 0
    crypt: list[int] = field(default_factory=list)
    library: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    ash: list[int] = field(default_factory=list)
    uncontrolled: list[int] = field(default_factory=list)
    ready: list[int] = field(default_factory=list)
    torpor: list[int] = field(default_factory=list)
    contested: list[int] = field(default_factory=list)
    #: locations and other master cards in play
    play: list[int] = field(default_factory=list)
    #: cards removed from the game (1.1)
    removed: list[int] = field(default_factory=list)
    #: cards played and not yet resolved (an action card during its action, votes ...)
    limbo: list[int] = field(default_factory=list)
    #: an out-of-turn master card was played against her next master phase (1.6.2.3)
    oot_debt: bool = False
    #: 9.2: announced a withdrawal; ``lost`` is set by any pool or blood lost or combat
    withdrawing: bool = False
    lost: bool = False
    withdrew: bool = False


# (mypyc: serializable, picklable when compiled; allow_interpreted_subclasses too, as it writes
# its own __init__, which mypyc 2.4 does not run for a serializable class called from Python)
@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class VtesState(GameState[VtesCard, VtesPlayer]):
    """The V:TES extension of the core state."""

    def __init__(self, setup: Setup, defs: dict[str, VtesCard], cards: dict[int, CardInst],
                 players: list[VtesPlayer], rng: Rng) -> None:
        super().__init__(setup, defs, cards, players, rng)
        self.blood: dict[int, int] = {}
        self.tapped: set[int] = set()
        self.attached: dict[int, list[int]] = {}
        #: seat holding the Edge (None: in the centre, 2.2)
        self.edge: int | None = None
        #: whose turn it is, and how many turns have begun
        self.active = 0
        #: vampires that yielded their title (4.2)
        self.yielded_titles: set[int] = set()
        #: a game turn limit for sims and its scoring (rules decision V7)
        self.max_turns = 0
        #: numbers effects add up while a frame asks for them (never kept between decisions)
        self.scratch: dict[str, int] = {}

    # -- the core's hooks ---------------------------------------------------------------
    def emit(self, event: Event) -> None:
        """Record an event, counting the kinds of :data:`COUNTED` for the simulator's
        summary (``rage-tui sim``: how games of V:TES went)."""
        super().emit(event)
        if event.kind in COUNTED:
            self.bump(event.kind)

    def hash_parts(self) -> dict[str, Any]:
        return {"blood": self.blood, "tapped": sorted(self.tapped), "attached": self.attached,
                "edge": self.edge, "active": self.active,
                "yielded": sorted(self.yielded_titles)}

    def card_places(self) -> Iterator[tuple[Iterable[int], str]]:
        for p in self.players:
            for name in ("crypt", "library", "hand", "ash", "uncontrolled", "ready", "torpor",
                         "contested", "play", "limbo", "removed"):
                yield getattr(p, name), f"{p.seat}:{name}"
        for host, cards in self.attached.items():
            yield cards, f"on:{host}"

    def redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Deal again what ``seat`` cannot see: each other seat's hand and library together,
        their crypt and face-down uncontrolled vampires together; ``seat``'s own library and
        crypt order (she knows what is in them, not in what order)."""
        for p in self.players:
            if p.seat == seat:
                rng.shuffle(p.library)
                rng.shuffle(p.crypt)
                continue
            deal(self, [p.hand, p.library], rng)
            faces = [i for i in p.uncontrolled if self.card(i).type == VAMPIRE]
            deal(self, [faces, p.crypt], rng)

    # -- reading ------------------------------------------------------------------------
    def owner(self, iid: int) -> int:
        """The seat owning (and controlling) card ``iid``."""
        return self.cards[iid].owner

    def prey(self, seat: int) -> int:
        """The next Methuselah to the left still in the game (2.1)."""
        n = self.n_seats
        for k in range(1, n + 1):
            s = (seat + k) % n
            if not self.players[s].out:
                return s
        return seat

    def predator(self, seat: int) -> int:
        """The next Methuselah to the right still in the game (2.1)."""
        n = self.n_seats
        for k in range(1, n + 1):
            s = (seat - k) % n
            if not self.players[s].out:
                return s
        return seat

    def clockwise(self, start: int) -> list[int]:
        """Seats still in, clockwise (prey-ward) from ``start`` included."""
        n = self.n_seats
        return [(start + k) % n for k in range(n) if not self.players[(start + k) % n].out]

    def capacity(self, iid: int) -> int:
        """A vampire's capacity: printed, +1 for each discipline card on him (1.6.2)."""
        extra = sum(1 for c in self.attached.get(iid, ()) if self.card(c).type == MASTER)
        return self.card(iid).capacity + extra

    def level(self, iid: int, discipline: str) -> int:
        """A minion's level in ``discipline`` (0 none, 1 basic, 2 superior): printed, raised
        by each discipline card on him."""
        lvl = self.card(iid).level(discipline)
        for c in self.attached.get(iid, ()):
            card = self.card(c)
            if card.type == MASTER and card.discipline == discipline:
                lvl = min(2, lvl + 1)
        return lvl

    def is_vampire(self, iid: int) -> bool:
        """Whether the minion is a vampire (else an ally)."""
        return self.card(iid).type == VAMPIRE

    def ready_minions(self, seat: int) -> list[int]:
        """Minions of ``seat`` in her ready region."""
        return list(self.players[seat].ready)

    def untapped(self, seat: int) -> list[int]:
        """Ready untapped minions of ``seat`` (who may act, block, react: 1.1)."""
        return [i for i in self.players[seat].ready if i not in self.tapped]

    def where(self, iid: int) -> str:
        """The region of a controlled card (``ready``, ``torpor`` ...), or ``""``."""
        p = self.players[self.owner(iid)]
        for name in ("ready", "torpor", "uncontrolled", "contested"):
            if iid in getattr(p, name):
                return name
        return ""

    def equipment(self, iid: int) -> list[int]:
        """Equipment stacked on a minion."""
        return [c for c in self.attached.get(iid, ()) if self.card(c).type == EQUIPMENT]

    def retainers(self, iid: int) -> list[int]:
        """Retainers stacked on a minion."""
        return [c for c in self.attached.get(iid, ()) if self.card(c).type == RETAINER]

    def allies(self, seat: int) -> list[int]:
        """Allies of ``seat`` in play."""
        p = self.players[seat]
        return [i for i in (*p.ready, *p.uncontrolled) if self.card(i).type == ALLY]

    def title(self, iid: int) -> str:
        """A vampire's title, unless yielded or contested (4.2, 6.3.4)."""
        if iid in self.yielded_titles or self.title_contested(iid):
            return ""
        return self.card(iid).title

    def title_contested(self, iid: int) -> bool:
        """Whether another vampire in play claims the same unique title (4.2)."""
        card = self.card(iid)
        if card.title not in ("prince", "archbishop", "justicar") or iid in self.yielded_titles:
            return False
        key = card.clan if card.title == "justicar" else card.city
        for p in self.players:
            if p.out:
                continue
            for other in (*p.ready, *p.torpor):
                if other == iid or other in self.yielded_titles:
                    continue
                oc = self.card(other)
                okey = oc.clan if oc.title == "justicar" else oc.city
                if oc.type == VAMPIRE and oc.title == card.title and okey == key:
                    return True
        return False


def vtes_state(g: GameState[Any, Any]) -> VtesState:
    """``g`` as the V:TES state (refusing another game's)."""
    if not isinstance(g, VtesState):
        raise TypeError(f"not a V:TES game: {type(g).__name__}")
    return g
