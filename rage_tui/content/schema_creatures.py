"""Card schema: creatures (characters, allies, enemies, victims)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool, field_validator

from rage_tui.content.behaviour import prey_traits
from rage_tui.content.schema_base import (
    Form,
    Slug,
    Stat,
    _CardBase,
    _check_words,
    _Requires,
)
from rage_tui.engine.cards import Allegiance
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995.cards import CardDef, CardType, FormDef, Stats


class CharacterCard(_CardBase):
    """A pack member with two sides (or one form)."""

    type: Literal["character"]
    allegiance: Allegiance
    renown: Annotated[int, Field(strict=True, ge=0, le=99)]
    breed: Form = Field(description="the breed-form side, the form the character starts in")
    crinos: Form | None = Field(None, description="the Crinos/battle side; omit for one form")
    regenerates: StrictBool = False
    persona: Slug | None = Field(None, description="shared by versions of the same character")
    equipment: list[Slug] = Field(default_factory=list, description="built-in equipment ids")
    rivals: list[str] = Field(default_factory=list,
                              description="card ids or keywords this character has Rivalry with")
    loyal_to: list[str] = Field(default_factory=list,
                                description="card ids or keywords this character is Loyal to")

    def to_def(self) -> CardDef:
        return CardDef(
            type=CardType.CHARACTER,
            rivals=frozenset(self.rivals),
            loyal_to=frozenset(self.loyal_to),
            renown=self.renown,
            allegiance=self.allegiance,
            breed=self.breed.to_def(),
            crinos=self.crinos.to_def() if self.crinos else None,
            regenerates=self.regenerates,
            persona=self.persona or self.id,
            equipment=tuple(self.equipment),
            **self._common(),
        )


class _CreatureCard(_CardBase, _Requires):
    renown: Annotated[int, Field(strict=True, ge=0, le=99)]
    rage: Stat
    gnosis: Stat
    health: Annotated[int, Field(strict=True, ge=1, le=99)]
    form: str = Field("homid", description="the form the creature is in for card requirements")
    regenerates: StrictBool = False
    equipment: list[Slug] = Field(default_factory=list)
    behaviour: dict[str, Any] | None = Field(None, description="scripted prey behaviour")

    @field_validator("form")
    @classmethod
    def _known_form(cls, v: str) -> str:
        _check_words([v], kw.FORMS, "form")
        return v

    def _creature(self, t: CardType, allegiance: Allegiance | None) -> CardDef:
        return CardDef(
            type=t,
            renown=self.renown,
            allegiance=allegiance,
            breed=FormDef(self.form, Stats(self.rage, self.gnosis, self.health)),
            regenerates=self.regenerates,
            requires=frozenset(self.requires),
            equipment=tuple(self.equipment),
            prey=prey_traits(self.behaviour, self.health),
            **self._common(),
        )


class AllyCard(_CreatureCard):
    """A creature recruited into a pack by a character that meets ``requires``."""

    type: Literal["ally"]
    allegiance: Allegiance | None = None

    def to_def(self) -> CardDef:
        return self._creature(CardType.ALLY, self.allegiance)


class EnemyCard(_CreatureCard):
    """Prey for Gaia packs, played into the Hunting Grounds (a Wyrm creature)."""

    type: Literal["enemy"]

    def to_def(self) -> CardDef:
        return self._creature(CardType.ENEMY, Allegiance.WYRM)


class VictimCard(_CreatureCard):
    """Prey for Wyrm packs, played into the Hunting Grounds (a Gaia creature)."""

    type: Literal["victim"]

    def to_def(self) -> CardDef:
        return self._creature(CardType.VICTIM, Allegiance.GAIA)
