"""The card model of Rage: Across Las Vegas (pydantic): what a card file may say, checked at
load time, turned into :class:`~rage_tui.rulesets.las_vegas.cards.LVCard` records. An unknown
field, kind, effect primitive or timing is a load error naming the field."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from rage_tui.content.texts import c_
from rage_tui.engine.cards import EffectSpec
from rage_tui.rulesets.las_vegas.cards import (
    ACTION_KINDS,
    ATTACHED_KINDS,
    CHARACTER_KINDS,
    GAROU,
    KINDS,
    TRIBE,
    LVCard,
)
from rage_tui.rulesets.las_vegas.effects import LV

Small = Annotated[int, Field(strict=True, ge=0, le=30)]
Name = Annotated[str, Field(strict=True, min_length=1, max_length=80)]


class EffectModel(BaseModel):
    """One effect: ``do`` (a primitive), ``when`` (a timing) and its parameters."""

    model_config = ConfigDict(extra="allow", frozen=True)
    do: str
    when: str = "played"

    @field_validator("do")
    @classmethod
    def _known_do(cls, v: str) -> str:
        if v not in LV.primitives:
            raise ValueError(c_("unknown effect primitive '{what}' (known: {known})").format(
                what=v[:40], known=", ".join(sorted(LV.primitives))))
        return v

    @field_validator("when")
    @classmethod
    def _known_when(cls, v: str) -> str:
        if v not in LV.timings:
            raise ValueError(c_("unknown timing '{what}' (known: {known})").format(
                what=v[:40], known=", ".join(sorted(LV.timings))))
        return v

    def to_spec(self) -> EffectSpec:
        """The engine record."""
        extra: dict[str, Any] = dict(self.model_extra or {})
        params = tuple(sorted((k, tuple(v) if isinstance(v, list) else v)
                              for k, v in extra.items()))
        return EffectSpec(self.do, self.when, params)


class LVCardModel(BaseModel):
    """A card of the library."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: Annotated[str, Field(strict=True, pattern=r"^lv-[a-z0-9-]+$", max_length=80)]
    name: Name
    type: Literal["tribe", "garou", "ally", "totem", "victim", "enemy", "event", "moot", "gift",
                  "equipment", "rite", "attack", "defense", "flex", "counterattack",
                  "combat-event"]
    text: Annotated[str, Field(strict=True, max_length=2000)] = ""
    flavor: Annotated[str, Field(strict=True, max_length=2000)] = ""
    source: Literal["documents", "designed"] = "designed"
    keywords: list[Annotated[str, Field(strict=True, pattern=r"^[a-z-]+$")]] = []
    keywords_only: bool = False
    tribe: Annotated[str, Field(strict=True, max_length=40)] = ""
    sept_draw: Small = 0
    fury: Small = 0
    cohorts: dict[str, Small] = {}
    friendly: list[Annotated[str, Field(strict=True, max_length=40)]] = []
    breed: Literal["", "Ho", "Lu", "Mt"] = ""
    renown: Small = 0
    rage: Small = 0
    gnosis: Small = 0
    health: Small = 0
    crinos_rage: Small | None = None
    crinos_gnosis: Small | None = None
    crinos_health: Small | None = None
    paw: Annotated[int, Field(strict=True, ge=0, le=3)] = 0
    frenzy: Small = 0
    sustained: Small = 0
    insight: Small = 0
    gnosis_cost: Small = 0
    requires_tribe: Annotated[str, Field(strict=True, max_length=40)] = ""
    damage: Small = 0
    block: Small = 0
    rage_cost: Small = 0
    moon: Literal["", "new", "full"] = ""
    reaction: bool = False
    effects: list[EffectModel] = []

    @model_validator(mode="after")
    def _by_kind(self) -> LVCardModel:
        kind = self.type
        if kind == TRIBE and (self.sept_draw < 1 or not self.tribe):
            raise ValueError(c_("a Tribe card needs a tribe and a Sept Draw of at least 1"))
        if kind in CHARACTER_KINDS and self.health < 1:
            raise ValueError(c_("a character needs a Health of at least 1"))
        if self.friendly and kind != GAROU:
            raise ValueError(c_("only a Garou can be Tribe Friendly"))
        if kind == GAROU and not self.tribe:
            raise ValueError(c_("a Garou needs a tribe"))
        if kind in ACTION_KINDS and not self.moon:
            raise ValueError(c_("a Combat action needs a moon (new or full)"))
        if kind == "rite" and self.paw < 1:
            raise ValueError(c_("a rite needs its quarter turns (paw 1-3)"))
        if kind not in ATTACHED_KINDS and self.gnosis_cost:
            raise ValueError(c_("only Gifts, Equipment and rites have a Gnosis cost"))
        return self

    def to_card(self) -> LVCard:
        """The engine record."""
        assert self.type in KINDS
        return LVCard(
            id=self.id, name=self.name, type=self.type, text=self.text, flavor=self.flavor,
            keywords_only=self.keywords_only, keywords=frozenset(self.keywords),
            source=self.source, effects=tuple(e.to_spec() for e in self.effects),
            tribe=self.tribe, sept_draw=self.sept_draw, fury=self.fury,
            cohorts=tuple(sorted(self.cohorts.items())),
            friendly=tuple(self.friendly), breed=self.breed, renown=self.renown,
            rage=self.rage, gnosis=self.gnosis, health=self.health,
            crinos_rage=self.crinos_rage, crinos_gnosis=self.crinos_gnosis,
            crinos_health=self.crinos_health, paw=self.paw, frenzy=self.frenzy,
            sustained=self.sustained, insight=self.insight, gnosis_cost=self.gnosis_cost,
            requires_tribe=self.requires_tribe, damage=self.damage, block=self.block,
            rage_cost=self.rage_cost, moon=self.moon, reaction=self.reaction)
