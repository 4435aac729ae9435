"""The board of Rage: Across Las Vegas, an extension of the core state: each seat's Tribe card,
decks, hands, discards, pack, totem, active rites and Victory Pile; every character in play
with its wounds, form, regeneration, rite in progress and place (Staging Area, Hunting
Grounds, Umbra); the Umbral track, the Renown level, the seating order and the combat."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr

from rage_tui.engine.determinize import deal
from rage_tui.engine.game import plain
from rage_tui.engine.rng import Rng
from rage_tui.engine.state import CardInst, GameState, PlayerState, Setup
from rage_tui.rulesets.las_vegas.cards import LVCard

#: where the Umbral marker starts (seed: "Put a marker on the '7' spot")
UMBRA_START = 7
UMBRA_MAX = 25


@mypyc_attr(serializable=True)  # picklable when compiled
@dataclass
class LVPlayer(PlayerState):
    """One seat: its Tribe card, decks, hands and discards (the top of a deck is its end), its
    pack (characters it controls, wherever they are), Totem, active rites, Victory Pile."""

    tribe: int = -1
    sept_deck: list[int] = field(default_factory=list)
    sept_hand: list[int] = field(default_factory=list)
    sept_discard: list[int] = field(default_factory=list)
    combat_deck: list[int] = field(default_factory=list)
    combat_hand: list[int] = field(default_factory=list)
    combat_discard: list[int] = field(default_factory=list)
    pack: list[int] = field(default_factory=list)
    totem: list[int] = field(default_factory=list)
    rites: list[int] = field(default_factory=list)
    victory: list[int] = field(default_factory=list)
    #: made a Main Phase play other than setting a character to regenerate (L6)
    regen_closed: bool = False


@mypyc_attr(serializable=True)  # picklable when compiled
@dataclass
class Char:
    """A character in play. ``owner`` is the controlling seat (-1: an Enemy or Victim in the
    Hunting Grounds). ``regen``: quarter turns left before it is upright again (0: not
    regenerating). ``rite``/``rite_left``: its rite in progress and the quarter turns left."""

    iid: int
    owner: int
    wounds: int = 0
    crinos: bool = False
    regen: int = 0
    attached: list[int] = field(default_factory=list)
    rite: int | None = None
    rite_left: int = 0
    umbra: bool = False
    hunting: bool = False
    fought: bool = False
    fought_last: bool = False
    voted: bool = False
    called: bool = False
    wounded_at_main: bool = False


@mypyc_attr(serializable=True)  # picklable when compiled
@dataclass
class Combat:
    """A combat in progress: the Hunter and the Prey (character ids), the seats that fight for
    them, the round, who has initiative (0: the Hunter's side, 1: the Prey's), the Rage each
    side spent, the passes in a row, and this round's face-down picks with their salts."""

    hunter: int
    prey: int
    seats: tuple[int, int]
    round: int = 0
    initiative: int = 0
    spent: list[int] = field(default_factory=lambda: [0, 0])
    passes: int = 0
    picks: list[int | None] = field(default_factory=lambda: [None, None])
    salts: list[str] = field(default_factory=lambda: ["", ""])
    commits: list[str] = field(default_factory=lambda: ["", ""])
    round_wounds: list[int] = field(default_factory=lambda: [0, 0])
    ended: bool = False

    def side(self, char: int) -> int:
        """0 for the Hunter, 1 for the Prey."""
        return 0 if char == self.hunter else 1

    def fighter(self, side: int) -> int:
        """The character of ``side``."""
        return self.hunter if side == 0 else self.prey


# (mypyc: serializable, picklable when compiled; allow_interpreted_subclasses too, as it writes
# its own __init__, which mypyc 2.4 does not run for a serializable class called from Python)
@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class LVState(GameState[LVCard, LVPlayer]):
    """The whole game of Rage: Across Las Vegas."""

    def __init__(self, setup: Setup, defs: dict[str, LVCard], cards: dict[int, CardInst],
                 players: list[LVPlayer], rng: Rng) -> None:
        super().__init__(setup, defs, cards, players, rng)
        self.chars: dict[int, Char] = {}
        #: Enemies, Victims (owner -1) in the Hunting Grounds
        self.hunting: list[int] = []
        self.umbra = UMBRA_START
        self.renown_level = setup.renown_level or 20
        #: seats clockwise from the highest Tribe Fury (seed, Preparing the Table)
        self.order: list[int] = list(range(len(players)))
        #: moots called this turn: (moot card, calling Garou, seat), in the order played
        self.moots: list[tuple[int, int, int]] = []
        self.long_events: list[int] = []
        #: (event card id, target) pairs already used this turn
        self.event_targets: set[tuple[str, int]] = set()
        self.alphas: list[int] = []
        self.last_passer = -1
        self.combat: Combat | None = None
        #: cards face down in the current combat round
        self.committed: list[int] = []
        #: cards removed from the game (killed by an Enemy or Victim)
        self.removed: list[int] = []
        #: how many times the Renown level dropped because nobody could draw
        self.level_drops = 0
        #: cards whose Main actions may be used this Main Phase (in play at its start)
        self.main_ready: list[int] = []
        #: cards whose Main action was used this Main Phase
        self.main_used: list[int] = []

    def char(self, iid: int) -> Char:
        """The in-play record of character ``iid``."""
        return self.chars[iid]

    def hash_parts(self) -> dict[str, Any]:
        """The board (for the state digest)."""
        return {"chars": plain(self.chars), "hunting": self.hunting, "umbra": self.umbra,
                "level": self.renown_level, "order": self.order, "moots": self.moots,
                "long": self.long_events, "alphas": self.alphas, "combat": plain(self.combat),
                "committed": self.committed, "removed": self.removed,
                "event_targets": sorted(self.event_targets), "main_ready": self.main_ready,
                "main_used": self.main_used}

    def card_places(self) -> Iterator[tuple[Iterable[int], str]]:
        """Every pile, every character's attached cards and rite."""
        for p in self.players:
            s = p.seat
            yield [p.tribe], f"{s}:tribe"
            for name in ("sept_deck", "sept_hand", "sept_discard", "combat_deck",
                         "combat_hand", "combat_discard", "pack", "totem", "rites", "victory"):
                yield getattr(p, name), f"{s}:{name}"
        yield self.hunting, "hunting"
        yield self.long_events, "long-events"
        yield [m for m, _, _ in self.moots], "moots"
        yield self.removed, "removed"
        for c in self.chars.values():
            yield c.attached, f"attached:{c.iid}"
            if c.rite is not None:
                yield [c.rite], f"rite:{c.iid}"

    def loose_cards(self) -> list[int]:
        """Combat cards face down in the current round."""
        return list(self.committed)

    def redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Deal again every deck, every other seat's hands, and another seat's face-down pick
        (its commitment is public, the card is not); sept and combat cards apart."""
        c = self.combat
        for p in self.players:
            other = p.seat != seat
            sept = [p.sept_deck] + ([p.sept_hand] if other else [])
            combat = [p.combat_deck] + ([p.combat_hand] if other else [])
            if c is not None and other:
                for side in (0, 1):
                    pick = c.picks[side]
                    if pick in self.committed and c.seats[side] == p.seat:
                        combat.append([pick])
            deal(self, sept, rng)
            deal(self, combat, rng)
