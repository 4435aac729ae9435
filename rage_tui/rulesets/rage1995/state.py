"""rage-1995's extension of the core game state: creatures in play (with their damage,
attachments, forms, worlds and temporary changes), each seat's decks, hands, piles, pack and
resources, the Hunting Grounds, lasting events, alphas and the combat in progress.

A card is in exactly one place: a player's deck, hand, discard pile, victory pile or removed
pile, a pack or the Hunting Grounds (as a creature or resource), attached to a creature, a damage
card on a creature, or committed face down in a combat. What is hidden from a seat (and dealt
again for a searching bot): the other seats' hands and decks, the order of its own decks, the
others' unrevealed face-down cards and private choices not yet applied, the scripted prey's
behaviour-deck order.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from mypy_extensions import mypyc_attr

import rage_tui.engine.state as core  # (mypyc: not "from ... import state as core")
from rage_tui.engine import determinize
from rage_tui.engine.cards import Allegiance, Card
from rage_tui.engine.game import plain
from rage_tui.engine.rng import Rng
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.combat_records import CombatState, Slot

#: an empty face-down slot (a null card)
NULL: Final = -1
#: combat steps during which every face-down card is still unrevealed
HIDDEN_STEPS: Final = frozenset({"play-card", "targeting", "declaration", "beginning of combat"})
#: chance that a redealt face-down card of another seat is a null card
P_NULL: Final = 0.25


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled
@dataclass(slots=True)
class Mod:
    """A temporary change to a creature's statistic.

    ``stat`` is one of rage, gnosis, health, renown, play_rage (plays cards as if Rage were
    higher), votes. ``until`` is round, combat, phase, turn or permanent (while ``source``
    stays).
    """

    stat: str
    amount: int
    until: str
    source: int | None = None

    # (written out, with the dataclass's parameters and defaults: the one ``dataclass``
    # makes is Python code even in the compiled engine; many cards make one)
    def __init__(self, stat: str, amount: int, until: str, source: int | None = None) -> None:
        self.stat = stat
        self.amount = amount
        self.until = until
        self.source = source


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled
@dataclass(slots=True)
class Creature:
    """A creature in play: a character, ally or prey (or a battlefield)."""

    iid: int
    controller: int | None
    crinos: bool = False
    damage: list[int] = field(default_factory=list)
    dmg_value: dict[int, int] = field(default_factory=dict)
    aggravated: set[int] = field(default_factory=set)
    attached: list[int] = field(default_factory=list)
    umbra: bool = False
    physical: bool = True
    mods: list[Mod] = field(default_factory=list)
    frenzy: str | None = None
    frenzy_drawn: int = 0
    hack_level: int = 0
    dead: bool = False
    away: bool = False
    traded: set[int] = field(default_factory=set)
    bound: bool = False
    unarmed: bool = False

    # (written out, with the dataclass's parameters and defaults: the one ``dataclass``
    # makes is Python code even in the compiled engine; one per creature put into play)
    def __init__(self, iid: int, controller: int | None, crinos: bool = False,
                 damage: list[int] | None = None, dmg_value: dict[int, int] | None = None,
                 aggravated: set[int] | None = None, attached: list[int] | None = None,
                 umbra: bool = False, physical: bool = True, mods: list[Mod] | None = None,
                 frenzy: str | None = None, frenzy_drawn: int = 0, hack_level: int = 0,
                 dead: bool = False, away: bool = False, traded: set[int] | None = None,
                 bound: bool = False, unarmed: bool = False) -> None:
        self.iid = iid
        self.controller = controller
        self.crinos = crinos
        self.damage = [] if damage is None else damage
        self.dmg_value = {} if dmg_value is None else dmg_value
        self.aggravated = set() if aggravated is None else aggravated
        self.attached = [] if attached is None else attached
        self.umbra = umbra
        self.physical = physical
        self.mods = [] if mods is None else mods
        self.frenzy = frenzy
        self.frenzy_drawn = frenzy_drawn
        self.hack_level = hack_level
        self.dead = dead
        self.away = away
        self.traded = set() if traded is None else traded
        self.bound = bound
        self.unarmed = unarmed


@mypyc_attr(serializable=True)  # picklable when compiled
@dataclass(slots=True)
class PlayerState(core.PlayerState):
    """One seat's zones and counters."""

    allegiance: Allegiance
    sept_deck: list[int] = field(default_factory=list)
    combat_deck: list[int] = field(default_factory=list)
    sept_hand: list[int] = field(default_factory=list)
    combat_hand: list[int] = field(default_factory=list)
    sept_discard: list[int] = field(default_factory=list)
    combat_discard: list[int] = field(default_factory=list)
    victory: list[int] = field(default_factory=list)
    face_down_vp: set[int] = field(default_factory=set)
    pack: list[int] = field(default_factory=list)
    resources: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    played_restricted: set[str] = field(default_factory=set)
    sept_hand_size: int = 5
    combat_hand_size: int = 5


#: a seat's piles, in the order the zone census names them
PILES: Final = ("sept_deck", "combat_deck", "sept_hand", "combat_hand", "sept_discard",
         "combat_discard", "victory", "resources", "removed")


# mypyc: picklable, and (like the core state) open to subclasses in Python, without which a
# serializable class's own __init__ is not run when Python code calls the class (mypyc 2.4);
# not a dataclass (see engine/state.py)
@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class GameState(core.GameState[CardDef, PlayerState]):
    """A rage-1995 game: the core state (with rage-1995's cards and seats) plus the board:
    creatures in play, the Hunting Grounds, lasting events (``global_cards``), each seat's
    alpha and the combat in progress."""

    def __init__(self, setup: core.Setup, defs: dict[str, CardDef],
                 cards: dict[int, core.CardInst], players: list[PlayerState], rng: Rng,
                 creatures: dict[int, Creature] | None = None) -> None:
        super().__init__(setup, defs, cards, players, rng)
        self.creatures: dict[int, Creature] = {} if creatures is None else creatures
        self.hunting: list[int] = []
        self.global_cards: list[int] = []
        self.alphas: dict[int, int] = {}
        self.combat: CombatState | None = None

    def cids_with(self, when: str, do: str | None = None) -> frozenset[str]:
        """Card ids of the library with an effect of timing ``when`` (and kind ``do``, if
        given), worked out once per game and kept in ``view_cache`` (the card library never
        changes during a game, so the entry is never stale)."""
        table: dict[str, dict[str | None, frozenset[str]]] | None = self.view_cache.get(
            "cids-with")
        if table is None:  # every (timing, kind) key in one pass over the library
            table = self.view_cache["cids-with"] = _cids_with_table(self.defs)
        # by timing, then kind (two lookups of strings, whose hashes are kept: cheaper than
        # making and hashing a (timing, kind) tuple, thousands of times a game)
        by_kind = table.get(when)
        return _NO_CIDS if by_kind is None else by_kind.get(do, _NO_CIDS)

    def present_with(self, when: str, do: str | None = None) -> frozenset[str]:
        """:meth:`cids_with` narrowed to the card ids of this game's card instances: asking
        whether a card of the game is one of them gives the same answer, and the set is
        empty (so callers stop at once) when no card of the game has such an effect, the
        usual case. Kept in ``view_cache`` under the number of card instances: a game only
        ever adds instances, and redealing hidden cards (``engine.determinize``) deals the
        same card ids again, so the set of ids only changes when that number does
        (:func:`stale_present` checks it against a fresh computation)."""
        entry: tuple[int, dict[str, dict[str | None, frozenset[str]]]] | None = (
            self.view_cache.get(_PRESENT_KEY))
        if entry is None or entry[0] != len(self.cards):
            entry = self.view_cache[_PRESENT_KEY] = (len(self.cards), _present_table(self))
        by_kind = entry[1].get(when)  # (as in cids_with: two lookups of strings)
        return _NO_CIDS if by_kind is None else by_kind.get(do, _NO_CIDS)

    def hash_parts(self) -> dict[str, Any]:
        """Creatures, the Hunting Grounds, lasting events and alphas."""
        return {"creatures": plain(self.creatures), "hunting": self.hunting,
                "global": self.global_cards, "alphas": plain(self.alphas)}

    def card_places(self) -> Iterator[tuple[Iterable[int], str]]:
        """Each seat's piles, creatures with their damage and attachments, lasting events,
        and face-down cards committed in the combat (those not found anywhere else)."""
        for p in self.players:
            for name in PILES:
                yield getattr(p, name), f"{p.seat}:{name}"
        for iid, c in self.creatures.items():
            yield [iid], "creature"
            yield c.damage, f"damage@{iid}"
            yield c.attached, f"attached@{iid}"
        yield self.global_cards, "global"

    def loose_cards(self) -> list[int]:
        """Cards committed face down in the combat in progress."""
        cs = self.combat
        return [] if cs is None else [s.card for s in cs.slots if s.card > 0]

    def redeal_hidden(self, seat: int, rng: random.Random) -> None:
        """Deal again what ``seat`` cannot see: the order of its own decks; the other seats'
        sept hands and decks, combat hands and decks with their unrevealed face-down cards
        (and whether each is a null card); their private choices not yet applied; the order
        of the scripted prey's behaviour deck."""
        slots = face_down_slots(self, seat)
        for p in self.players:
            if p.seat == seat:
                determinize.deal(self, [p.sept_deck], rng)
                determinize.deal(self, [p.combat_deck], rng)
                continue
            mine = [s for s in slots if s.seat == p.seat]
            if mine:
                _resample_nulls(p.combat_hand, mine, rng)
            determinize.deal(self, [p.sept_hand, p.sept_deck], rng)
            real = [s.card for s in mine if s.card != NULL]
            determinize.deal(self, [p.combat_hand, p.combat_deck, real], rng)
        _redact_frames(self, seat, rng)
        deck = self.combat.prey_deck if self.combat is not None else None
        if deck:  # the behaviour deck: which numbers are left is public, not the order
            deck.sort()
            rng.shuffle(deck)


_NO_CIDS: Final[frozenset[str]] = frozenset()
#: ``GameState.view_cache`` key of :meth:`GameState.present_with`
_PRESENT_KEY: Final = "present-with"


def _present_cids(g: GameState) -> frozenset[str]:
    """The card ids of the game's card instances."""
    return frozenset([inst.cid for inst in g.cards.values()])


def _present_table(g: GameState) -> dict[str, dict[str | None, frozenset[str]]]:
    """:meth:`GameState.present_with` for every timing and kind, from the library's table."""
    g.cids_with("static")  # (makes the library's table, once per game)
    library: dict[str, dict[str | None, frozenset[str]]] = g.view_cache["cids-with"]
    here = _present_cids(g)
    return {when: {do: cids & here for do, cids in by_kind.items()}
            for when, by_kind in library.items()}


def stale_present(g: GameState) -> list[str]:
    """Entries of :meth:`GameState.present_with` that differ from a fresh computation (an
    invariant the simulator checks)."""
    entry: tuple[int, dict[str, dict[str | None, frozenset[str]]]] | None = (
        g.view_cache.get(_PRESENT_KEY))
    if entry is None or entry[0] != len(g.cards):
        return []  # (none yet, or renewed at the next question)
    here = _present_cids(g)
    return [f"the cached card ids present with {when}/{do} are stale: {sorted(found)} "
            f"(fresh: {sorted(g.cids_with(when, do) & here)})"
            for when, by_when in entry[1].items() for do, found in by_when.items()
            if found != g.cids_with(when, do) & here]


def _cids_with_table(defs: dict[str, CardDef]) -> dict[str, dict[str | None, frozenset[str]]]:
    """:meth:`GameState.cids_with` for every timing and kind the library's effects have: by
    timing, then by kind (``None``: any kind)."""
    found: dict[str, dict[str | None, set[str]]] = {}
    for cid, d in defs.items():
        for e in d.effects:
            by_kind = found.setdefault(e.when, {})
            by_kind.setdefault(e.do, set()).add(cid)
            by_kind.setdefault(None, set()).add(cid)
    return {when: {do: frozenset(v) for do, v in by_kind.items()}
            for when, by_kind in found.items()}


def hidden_steps(g: GameState) -> bool:
    """Whether the current combat's face-down cards are still unrevealed."""
    cs = g.combat
    return cs is not None and cs.step in HIDDEN_STEPS


def face_down_slots(g: GameState, seat: int) -> list[Slot]:
    """Unrevealed face-down slots of seats other than ``seat`` (every slot before the reveal,
    and cards still face down after it, such as feints)."""
    if g.combat is None:
        return []
    early = hidden_steps(g)
    return [s for s in g.combat.slots if s.seat != seat and (early or s.hidden)]


def _resample_nulls(hand: list[int], slots: list[Slot], rng: random.Random) -> None:
    """Decide again which of another seat's face-down cards are null cards. The number of cards
    that seat is seen to hold (hand plus real face-down cards) stays the same."""
    held = list(hand) + [s.card for s in slots if s.card != NULL]
    rng.shuffle(held)
    for s in slots:
        real = held and rng.random() >= P_NULL
        s.card = held.pop() if real else NULL
    hand[:] = held


def _redact_frames(w: GameState, seat: int, rng: random.Random) -> None:
    """Replace other seats' private, not yet applied choices held by the engine's frames."""
    for frame in w.stack:
        picks = getattr(frame, "picks", None)
        if isinstance(picks, dict):
            for s in list(picks):
                if s == seat:
                    continue
                value = picks[s]
                if isinstance(value, list):
                    picks[s] = []
                elif isinstance(value, int):
                    picks[s] = _random_alpha(w, s, rng, value)
        hidden = getattr(frame, "hidden", None)
        if isinstance(hidden, dict):
            for iid in list(hidden):
                c = w.creatures.get(iid)
                if c is None or c.controller != seat:
                    hidden[iid] = rng.choice(("yes", "no"))


def _random_alpha(w: GameState, s: int, rng: random.Random, fallback: int) -> int:
    cands = [i for i in w.players[s].pack
             if i in w.creatures and not w.creatures[i].away and not w.creatures[i].dead]
    return rng.choice(cands) if cands else fallback


def rage_cards(defs: Mapping[str, Card]) -> dict[str, CardDef]:
    """``defs`` as rage-1995 card definitions (every one must be one)."""
    out: dict[str, CardDef] = {}
    for cid, card in defs.items():
        if not isinstance(card, CardDef):
            raise TypeError(f"not a rage-1995 card: {cid}")
        out[cid] = card
    return out


def rage_state(g: core.GameState[Any, Any]) -> GameState:
    """``g`` as a rage-1995 state (for code outside the ruleset that reads its board)."""
    if not isinstance(g, GameState):
        raise TypeError(f"not a rage-1995 game state: {type(g).__name__}")
    return g
