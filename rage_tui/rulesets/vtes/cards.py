"""The V:TES card record: crypt cards (vampires) and library cards, as the engine sees them.

Card files are validated by :mod:`rage_tui.content.vtes_cards` (a pydantic model with file and
line in every error), which turns each card into one frozen :class:`VtesCard`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rage_tui.engine.cards import Card, EffectSpec
from rage_tui.engine.records import picklable_record

#: card types (``Card.type``); ``vampire`` is the crypt, the rest the library (1.5, 1.6)
VAMPIRE: Final = "vampire"
MASTER: Final = "master"
ACTION: Final = "action"
POLITICAL: Final = "political"
ALLY: Final = "ally"
RETAINER: Final = "retainer"
EQUIPMENT: Final = "equipment"
MODIFIER: Final = "modifier"
REACTION: Final = "reaction"
COMBAT: Final = "combat"
LIBRARY_TYPES: Final = (MASTER, ACTION, POLITICAL, ALLY, RETAINER, EQUIPMENT, MODIFIER,
                        REACTION, COMBAT)
CARD_TYPES: Final = (VAMPIRE, *LIBRARY_TYPES)

#: the disciplines of 1.5 by their usual three-letter abbreviations
DISCIPLINES: Final = {
    "ani": "Animalism", "aus": "Auspex", "cel": "Celerity", "chi": "Chimerstry",
    "dem": "Dementation", "dom": "Dominate", "for": "Fortitude", "obf": "Obfuscate",
    "obt": "Obtenebration", "nec": "Necromancy", "pot": "Potence", "pre": "Presence",
    "pro": "Protean", "qui": "Quietus", "ser": "Serpentis", "tha": "Thaumaturgy",
    "vic": "Vicissitude"}
SECTS: Final = ("camarilla", "sabbat", "independent")
#: votes each title gives while its vampire is ready (6.3.3)
TITLE_VOTES: Final = {"primogen": 1, "bishop": 1, "prince": 2, "archbishop": 2,
                      "justicar": 3, "cardinal": 3, "inner-circle": 4, "priscus": 0}
#: which sect may hold a title (10)
TITLE_SECT: Final = {"primogen": "camarilla", "prince": "camarilla", "justicar": "camarilla",
                     "inner-circle": "camarilla", "bishop": "sabbat", "archbishop": "sabbat",
                     "priscus": "sabbat", "cardinal": "sabbat"}
#: unique titles: one Prince or Archbishop per city, one Justicar per clan (6.3.4)
UNIQUE_TITLES: Final = frozenset({"prince", "archbishop", "justicar"})


@dataclass(frozen=True, slots=True)
class VtesCard(Card):
    """A V:TES card. Crypt cards fill ``capacity``, ``clan``, ``sect``, ``disciplines``
    (discipline, level 1 basic or 2 superior) and maybe a ``title`` (``city`` for a Prince or
    Archbishop) or independent ``votes``. Library cards fill what they require (``discipline``,
    ``clan``, ``sect``, ``title_required``) and cost (``blood_cost`` burned by the vampire,
    ``pool_cost`` by the Methuselah), ``life`` (allies and retainers), and their effects:
    ``effects`` are the basic (or only) level, ``superior`` the superior level of a discipline
    card. ``directed`` marks an action card's action as directed at a Methuselah; ``stealth``
    its inherent stealth."""

    capacity: int = 0
    clan: str = ""
    sect: str = ""
    disciplines: tuple[tuple[str, int], ...] = ()
    title: str = ""
    city: str = ""
    votes: int = 0
    discipline: str = ""
    title_required: bool = False
    blood_cost: int = 0
    pool_cost: int = 0
    life: int = 0
    directed: bool = False
    stealth: int = 0
    superior: tuple[EffectSpec, ...] = ()

    @property
    def crypt(self) -> bool:
        """Whether the card is a crypt card (a vampire)."""
        return self.type == VAMPIRE

    def level(self, discipline: str) -> int:
        """The vampire's level in ``discipline`` printed on the card (0: none)."""
        for d, lvl in self.disciplines:
            if d == discipline:
                return lvl
        return 0

    def specs(self, superior: bool) -> tuple[EffectSpec, ...]:
        """The effects of the level played (a card without a superior level has one)."""
        return self.superior if superior and self.superior else self.effects


picklable_record(VtesCard)
