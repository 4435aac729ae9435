"""rage-1995's cards: its card types, allegiances, equipment kinds and slots, speeds, the
two sides of a creature, and :class:`CardDef`, the core's card record with every field of the
rage-1995 card vocabulary.

Card files are validated by :mod:`rage_tui.content`, which turns each card into one frozen
:class:`CardDef`. The engine never reads files; it only receives these records.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from rage_tui.engine.cards import Allegiance, Card
from rage_tui.engine.records import picklable_record


class CardType(StrEnum):
    """Every card type of the rage-1995 rules (Rules package v0.2, chapter 4)."""

    CHARACTER = "character"
    ALLY = "ally"
    ENEMY = "enemy"
    VICTIM = "victim"
    EQUIPMENT = "equipment"
    GIFT = "gift"
    RITE = "rite"
    ACTION = "action"
    EVENT = "event"
    TOTEM = "totem"
    CAERN = "caern"
    REALM = "realm"
    TERRITORY = "territory"
    MOOT = "moot"
    BOARD_MEETING = "board_meeting"
    QUEST = "quest"
    PAST_LIFE = "past_life"
    BATTLEFIELD = "battlefield"
    COMBAT_ACTION = "combat_action"
    COMBAT_EVENT = "combat_event"


CREATURE_TYPES: Final = frozenset({CardType.CHARACTER, CardType.ALLY, CardType.ENEMY,
                                   CardType.VICTIM})
PREY_TYPES: Final = frozenset({CardType.ENEMY, CardType.VICTIM})
COMBAT_TYPES: Final = frozenset({CardType.COMBAT_ACTION, CardType.COMBAT_EVENT})
RESOURCE_TYPES: Final = frozenset(
    {CardType.EQUIPMENT, CardType.CAERN, CardType.REALM, CardType.TERRITORY}
)
JUNTA_TYPES: Final = frozenset({CardType.MOOT, CardType.BOARD_MEETING})
SEPT_TYPES: Final = frozenset(t for t in CardType
                              if t not in COMBAT_TYPES and t != CardType.CHARACTER)


class EquipmentKind(StrEnum):
    """Fetishes (Gaia), bane fetishes (Wyrm), items that are both, and mundane gear."""

    FETISH = "fetish"
    BANE_FETISH = "bane_fetish"
    DUAL_FETISH = "dual_fetish"
    MUNDANE = "mundane"


class Slot(StrEnum):
    """Equipment slots limited to one per creature."""

    WEAPON = "weapon"
    ARMOR = "armor"
    OTHER = "other"


class Speed(StrEnum):
    """Resolution tier of a combat action."""

    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"


@dataclass(frozen=True, slots=True)
class Stats:
    """Rage, Gnosis and Health of one side of a creature card."""

    rage: int
    gnosis: int
    health: int


@dataclass(frozen=True, slots=True)
class PreyTraits:
    """What the engine itself enforces for a scripted prey (the Retaliation enemy model, see
    docs/solo.md): its tier (``minion``, ``common``, ``leader`` or ``boss``), its affixes
    (``guardian-1``, ``guardian-2``, ``lupus-hunter``, ``silver-blade``, ``explosive``,
    ``monomaniac``) and, for a boss, the damage totals at which a new phase begins (damage
    stops at each of them)."""

    tier: str = "common"
    affixes: frozenset[str] = frozenset()
    thresholds: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class FormDef:
    """One side of a creature card: the form's name (homid, lupus, crinos ...) and its stats."""

    form: str
    stats: Stats


@dataclass(frozen=True, slots=True)
class CardDef(Card):
    """Everything rage-1995 needs to know about one card, whatever its type.

    Fields that do not apply to a type keep their neutral default (``None``, empty, False).
    """

    restricted: bool = False
    combat_restricted: bool = False
    # creatures
    renown: int = 0
    allegiance: Allegiance | None = None
    breed: FormDef | None = None
    crinos: FormDef | None = None
    regenerates: bool = False
    persona: str | None = None
    rivals: frozenset[str] = frozenset()
    loyal_to: frozenset[str] = frozenset()
    equipment: tuple[str, ...] = ()  # built-in equipment dealt into play with the creature
    # requirements on whoever plays the card
    requires: frozenset[str] = frozenset()
    gnosis_req: int | None = None
    renown_req: int | None = None
    forms_req: frozenset[str] = frozenset()
    # sept details
    equipment_kind: EquipmentKind | None = None
    slot: Slot | None = None
    plays_rage: int | None = None
    subtype: str | None = None
    gauntlet: int | None = None
    vp: int | None = None
    # combat actions
    rage_req: int | None = None
    damage: int | None = None
    speed: Speed = Speed.NORMAL
    dodge: bool = False
    block: int | None = None
    block_all_or_nothing: bool = False  # stops attacks of up to `block` damage, else nothing
    guards_round: bool = False  # its dodge/block covers every speed this round (card text)
    aggravated: bool = False
    cannot_be_bluffed: bool = False
    # scripted prey (from a card's ``behaviour``)
    prey: PreyTraits | None = None

    @property
    def card_type(self) -> CardType:
        """The card's type as a :class:`CardType` (``type``, the core's field, is a plain
        string to the type checker; the content loader stores a ``CardType`` in it)."""
        kind = self.type
        return kind if isinstance(kind, CardType) else CardType(kind)

    @property
    def is_creature(self) -> bool:
        """True for characters, allies, enemies and victims."""
        return self.type in CREATURE_TYPES

    @property
    def is_combat(self) -> bool:
        """True for combat actions and combat events (the combat deck)."""
        return self.type in COMBAT_TYPES

    @property
    def is_sept(self) -> bool:
        """True for every card that belongs in the sept deck."""
        return self.type in SEPT_TYPES

    @property
    def one_form(self) -> bool:
        """True for creatures that cannot change form."""
        return self.crinos is None

    @property
    def targets_all(self) -> bool:
        """Combat actions that dodge, block or have no damage count as targeting all opponents."""
        return self.dodge or self.block is not None or self.damage is None


for _record in (Stats, PreyTraits, FormDef, CardDef):
    picklable_record(_record)
