"""The card record of Rage: Across Las Vegas: the core card with this game's figures.

A character has a Breed side and (for a shapeshifter) a Crinos side; a Metis Garou has two
identical sides (``crinos_*`` left ``None``). Combat cards carry Damage, Block, a Rage cost and
a moon. The card files are validated by this game's pydantic model
(``rage_tui/content/las_vegas_schema.py``: pydantic stays out of the compiled rulesets)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rage_tui.engine.cards import Card
from rage_tui.engine.records import picklable_record

#: the kinds of card of this game
TRIBE: Final = "tribe"
GAROU: Final = "garou"
ALLY: Final = "ally"
TOTEM: Final = "totem"
VICTIM: Final = "victim"
ENEMY: Final = "enemy"
EVENT: Final = "event"
MOOT: Final = "moot"
GIFT: Final = "gift"
EQUIPMENT: Final = "equipment"
RITE: Final = "rite"
ATTACK: Final = "attack"
DEFENSE: Final = "defense"
FLEX: Final = "flex"
COUNTER: Final = "counterattack"
COMBAT_EVENT: Final = "combat-event"

CHARACTER_KINDS: Final = frozenset({GAROU, ALLY, VICTIM, ENEMY})
PREY_KINDS: Final = frozenset({VICTIM, ENEMY})
ATTACHED_KINDS: Final = frozenset({GIFT, EQUIPMENT, RITE})
ACTION_KINDS: Final = frozenset({ATTACK, DEFENSE, FLEX, COUNTER})
COMBAT_KINDS: Final = ACTION_KINDS | {COMBAT_EVENT}
SEPT_KINDS: Final = frozenset({ALLY, TOTEM, VICTIM, ENEMY, EVENT, MOOT, GIFT, EQUIPMENT, RITE})
KINDS: Final = SEPT_KINDS | COMBAT_KINDS | {TRIBE, GAROU}


@dataclass(frozen=True, slots=True)
class LVCard(Card):
    """One card of Rage: Across Las Vegas. ``type`` holds its kind (see the constants).

    * Tribe: ``tribe``, ``sept_draw``, ``fury``, ``cohorts`` (tribe, extra Renown).
    * Characters: ``tribe``, ``friendly`` (the Tribes it is Tribe Friendly to), ``breed``
      (Ho, Lu, Mt...), ``renown``, ``rage``, ``gnosis``,
      ``health``, the Crinos side's ``crinos_rage``/``crinos_gnosis``/``crinos_health``,
      ``paw`` (quarter turns to regenerate; 0: cannot), ``frenzy``, ``sustained``,
      ``insight``; the keyword ``kailindo`` gives the Kailindo ability.
    * Attached cards: ``gnosis_cost``, ``requires_tribe``; a rite's ``paw`` is its quarter
      turns to completion.
    * Combat actions: ``damage``, ``block``, ``rage_cost``, ``moon`` (new/full); ``fast`` or
      ``slow`` are keywords; ``reaction`` lets the attacker react to its damage.
    """

    tribe: str = ""
    sept_draw: int = 0
    fury: int = 0
    cohorts: tuple[tuple[str, int], ...] = ()
    friendly: tuple[str, ...] = ()
    breed: str = ""
    renown: int = 0
    rage: int = 0
    gnosis: int = 0
    health: int = 0
    crinos_rage: int | None = None
    crinos_gnosis: int | None = None
    crinos_health: int | None = None
    paw: int = 0
    frenzy: int = 0
    sustained: int = 0
    insight: int = 0
    gnosis_cost: int = 0
    requires_tribe: str = ""
    damage: int = 0
    block: int = 0
    rage_cost: int = 0
    moon: str = ""
    reaction: bool = False

    @property
    def kind(self) -> str:
        """The card's kind (``garou``, ``attack`` ...)."""
        return self.type

    @property
    def two_sided(self) -> bool:
        """A shapeshifter with a different Crinos side (not a Metis)."""
        return self.crinos_health is not None

    @property
    def deck(self) -> str:
        """Which deck section the card belongs in: tribe, pack, sept or combat."""
        if self.type == TRIBE:
            return "tribe"
        if self.type == GAROU:
            return "pack"
        return "combat" if self.type in COMBAT_KINDS else "sept"


picklable_record(LVCard)
