"""The records of a combat in progress (v0.2 chapter 5): :class:`CombatState`, who fights whom
and what has been played this round, and :class:`Slot`, one face-down play. They live apart
from the procedures that change them (``combat_state`` and the combat modules) so that the game
state can name its ``combat`` field's type (``state.GameState.combat``) without an import
circle; compiled, its fields are then read straight from the record."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from mypy_extensions import mypyc_attr

#: an empty face-down slot (a null card)
NULL: Final = -1


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled
@dataclass
class Slot:
    """One face-down play: a card (or a null card) for a creature, and its target."""

    creature: int
    seat: int
    card: int = NULL
    target: int = NULL
    legal: bool = True
    bluff: bool = False
    lands: bool = True
    decoy: bool = False
    hidden: bool = False
    #: secret salt of this slot's commitment (rage_tui.engine.commit), published at the reveal
    salt: str = ""

    # (written out, with the dataclass's parameters and defaults: the one ``dataclass``
    # makes is Python code even in the compiled engine; a slot per card played in combat)
    def __init__(self, creature: int, seat: int, card: int = NULL, target: int = NULL,
                 legal: bool = True, bluff: bool = False, lands: bool = True, decoy: bool = False,
                 hidden: bool = False, salt: str = "") -> None:
        self.creature = creature
        self.seat = seat
        self.card = card
        self.target = target
        self.legal = legal
        self.bluff = bluff
        self.lands = lands
        self.decoy = decoy
        self.hidden = hidden
        self.salt = salt


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # picklable when compiled
@dataclass
class CombatState:
    """Who fights whom and what has been played this round (public except face-down cards)."""

    kind: str
    attacker_seat: int
    attackers: list[int]
    defenders: list[int]
    defender_seat: int | None
    target: int
    bind: bool = False
    territory: int | None = None
    round: int = 0
    step: str = "declaration"
    slots: list[Slot] = field(default_factory=list)
    prey_seat: int | None = None
    prey_turns: int = 0
    restricted_used: set[tuple[str, str]] = field(default_factory=set)
    killers: dict[int, int | None] = field(default_factory=dict)
    ended: str = ""
    away: list[int] = field(default_factory=list)
    no_target_rounds: dict[int, int] = field(default_factory=dict)
    played_this_round: set[int] = field(default_factory=set)
    declared: set[int] = field(default_factory=set)
    # scripted prey (rulesets/rage1995/prey_combat.py): the shared behaviour deck (hidden
    # order), this round's public draw, and each boss's script step in its current phase
    prey_deck: list[int] = field(default_factory=list)
    prey_draw: int = 0
    prey_steps: dict[int, int] = field(default_factory=dict)
    prey_exploded: set[int] = field(default_factory=set)
    prey_last: dict[int, int] = field(default_factory=dict)
    prey_locks: dict[int, int] = field(default_factory=dict)
    #: creatures escaping (or stepping sideways: ``sideways``, ``umbra``, ``physical``) during
    #: the resolution step: they go when their speed tier has landed (v0.2 "Parting shots")
    parting: dict[int, str] = field(default_factory=dict)
    #: rounds in a row in which nobody played a card, and the last round counted (Rage
    #: Unlimited's safety valve)
    idle_rounds: int = 0
    idle_counted: int = 0
    #: damage each creature took from blows, by ``"round:creature"`` (explosive_gear.py)
    taken: dict[str, int] = field(default_factory=dict)
    #: alternative combat actions used, and creatures used up by theirs: creature -> the copy
    #: it played (alternative_actions.py)
    alt_used: set[str] = field(default_factory=set)
    spending: dict[int, int] = field(default_factory=dict)
    #: creatures of other packs fighting in a temporary pack (Master of the Pack): the seat
    #: that plays their combat cards and scores their kills this combat
    lent: dict[int, int] = field(default_factory=dict)

    # (written out, with the dataclass's parameters and defaults: the one ``dataclass``
    # makes is Python code even in the compiled engine; one per combat)
    def __init__(self, kind: str, attacker_seat: int, attackers: list[int], defenders: list[int],
                 defender_seat: int | None, target: int, bind: bool = False,
                 territory: int | None = None, round: int = 0, step: str = "declaration",
                 slots: list[Slot] | None = None, prey_seat: int | None = None,
                 prey_turns: int = 0, restricted_used: set[tuple[str, str]] | None = None,
                 killers: dict[int, int | None] | None = None, ended: str = "",
                 away: list[int] | None = None, no_target_rounds: dict[int, int] | None = None,
                 played_this_round: set[int] | None = None, declared: set[int] | None = None,
                 prey_deck: list[int] | None = None, prey_draw: int = 0,
                 prey_steps: dict[int, int] | None = None, prey_exploded: set[int] | None = None,
                 prey_last: dict[int, int] | None = None, prey_locks: dict[int, int] | None = None,
                 parting: dict[int, str] | None = None, idle_rounds: int = 0,
                 idle_counted: int = 0, taken: dict[str, int] | None = None,
                 alt_used: set[str] | None = None, spending: dict[int, int] | None = None,
                 lent: dict[int, int] | None = None) -> None:
        self.kind = kind
        self.attacker_seat = attacker_seat
        self.attackers = attackers
        self.defenders = defenders
        self.defender_seat = defender_seat
        self.target = target
        self.bind = bind
        self.territory = territory
        self.round = round
        self.step = step
        self.slots = [] if slots is None else slots
        self.prey_seat = prey_seat
        self.prey_turns = prey_turns
        self.restricted_used = set() if restricted_used is None else restricted_used
        self.killers = {} if killers is None else killers
        self.ended = ended
        self.away = [] if away is None else away
        self.no_target_rounds = {} if no_target_rounds is None else no_target_rounds
        self.played_this_round = set() if played_this_round is None else played_this_round
        self.declared = set() if declared is None else declared
        self.prey_deck = [] if prey_deck is None else prey_deck
        self.prey_draw = prey_draw
        self.prey_steps = {} if prey_steps is None else prey_steps
        self.prey_exploded = set() if prey_exploded is None else prey_exploded
        self.prey_last = {} if prey_last is None else prey_last
        self.prey_locks = {} if prey_locks is None else prey_locks
        self.parting = {} if parting is None else parting
        self.idle_rounds = idle_rounds
        self.idle_counted = idle_counted
        self.taken = {} if taken is None else taken
        self.alt_used = set() if alt_used is None else alt_used
        self.spending = {} if spending is None else spending
        self.lent = {} if lent is None else lent

    def side_of(self, iid: int) -> str:
        """``attackers`` or ``defenders``."""
        return "attackers" if iid in self.attackers else "defenders"

    def opponents(self, iid: int) -> list[int]:
        """The creatures on the other side."""
        return self.defenders if iid in self.attackers else self.attackers

    def add_slot(self, creature: int, seat: int, card: int, target: int) -> None:
        """Add a card played face up for ``creature`` at ``target`` (an alternative action)."""
        self.slots.append(Slot(creature, seat, card, target))
