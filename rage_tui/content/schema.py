"""The card file schema: one pydantic model per card type, exported as JSON Schema.

A card file is a YAML list of cards. Each card has an ``id`` (a lower-case slug), a ``name``,
a ``type`` and the fields of its type. Unknown fields are errors. Keywords and forms come from
the ruleset's closed vocabulary (:mod:`rage_tui.rulesets.rage1995.keywords`).
"""

from __future__ import annotations

import difflib
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, TypeAdapter, field_validator

from rage_tui.content.behaviour import prey_traits
from rage_tui.engine.cards import (
    Allegiance,
    CardDef,
    CardType,
    EffectSpec,
    EquipmentKind,
    FormDef,
    Slot,
    Speed,
    Stats,
)
from rage_tui.rulesets.rage1995 import keywords as kw

Stat = Annotated[int, Field(strict=True, ge=0, le=99)]
Slug = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=60)]


def _check_words(values: list[str], allowed: frozenset[str], what: str) -> list[str]:
    for value in values:
        if value not in allowed:
            close = difflib.get_close_matches(value, sorted(allowed), n=1)
            hint = f" (did you mean '{close[0]}'?)" if close else ""
            raise ValueError(f"unknown {what} '{value}'{hint}")
    if len(set(values)) != len(values):
        raise ValueError(f"a {what} is listed twice")
    return values


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class Effect(BaseModel):
    """One effect in the effect language: ``do`` names the primitive, the rest are parameters."""

    model_config = ConfigDict(extra="allow", frozen=True)
    do: Slug = Field(description="name of the effect primitive")
    when: Slug = Field("played", description="when the effect may be used")


class Form(_Model):
    """One side of a creature card."""

    form: str = Field("crinos", description="form name: homid, lupus, crinos, ...")
    rage: Stat
    gnosis: Stat
    health: Annotated[int, Field(strict=True, ge=1, le=99)]

    @field_validator("form")
    @classmethod
    def _known_form(cls, v: str) -> str:
        _check_words([v], kw.FORMS, "form")
        return v

    def to_def(self) -> FormDef:
        """The engine record for this side."""
        return FormDef(self.form, Stats(self.rage, self.gnosis, self.health))


class _CardBase(_Model):
    id: Slug = Field(description="unique id, a lower-case slug such as 'body-blow'")
    name: Annotated[str, Field(min_length=1, max_length=80)]
    text: Annotated[str, Field(max_length=2000)] = Field("", description="rules text, our words")
    flavor: Annotated[str, Field(max_length=1000)] = Field("", description="flavour, no rules")
    keywords_only: StrictBool = Field(
        False, description="the rules text only restates fields (stats, keywords, damage)")
    keywords: list[str] = Field(default_factory=list)
    unique: StrictBool = False
    restricted: StrictBool = False
    combat_restricted: StrictBool = False
    max_copies: Annotated[int, Field(strict=True, ge=1, le=99)] | None = None
    effects: list[Effect] = Field(default_factory=list)
    incomplete: Annotated[str, Field(min_length=1, max_length=600)] | None = Field(
        None, description="why the effects knowingly fall short of the printed ability; "
                          "counted by 'rage-tui cards check'")
    source: Literal["documents", "designed"] | None = Field(
        None, description="documents: text and numbers follow the rules documents; "
                          "designed: our own design where the documents are silent")

    @field_validator("keywords")
    @classmethod
    def _known_keywords(cls, v: list[str]) -> list[str]:
        return _check_words(v, kw.ALL_KEYWORDS, "keyword")

    def _common(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "text": self.text,
            "flavor": self.flavor,
            "keywords_only": self.keywords_only,
            "keywords": frozenset(self.keywords),
            "unique": self.unique,
            "restricted": self.restricted,
            "combat_restricted": self.combat_restricted,
            "max_copies": self.max_copies,
            "incomplete": self.incomplete,
            "source": self.source,
            "effects": tuple(
                EffectSpec(
                    e.do,
                    e.when,
                    tuple(sorted((k, _freeze(v)) for k, v in (e.model_extra or {}).items())),
                )
                for e in self.effects
            ),
        }

    def to_def(self) -> CardDef:
        """The engine record for this card."""
        raise NotImplementedError


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((str(k), _freeze(v)) for k, v in value.items()))
    return value


class _Requires(_Model):
    requires: list[str] = Field(
        default_factory=list, description="keywords; the user must have at least one"
    )

    @field_validator("requires")
    @classmethod
    def _known_requires(cls, v: list[str]) -> list[str]:
        return _check_words(v, kw.ALL_KEYWORDS, "keyword")


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


class EquipmentCard(_CardBase, _Requires):
    """Weapons, armor and other items attached to a character or ally."""

    type: Literal["equipment"]
    kind: EquipmentKind = EquipmentKind.MUNDANE
    slot: Slot = Slot.OTHER
    gnosis: Stat | None = Field(None, description="Gnosis needed to equip a fetish")
    plays_rage: Stat | None = Field(
        None, description="the bearer may play combat actions up to this Rage (firearms)"
    )
    forms: list[str] = Field(default_factory=list, description="forms it can be used in")

    @field_validator("forms")
    @classmethod
    def _known_forms(cls, v: list[str]) -> list[str]:
        return _check_words(v, kw.FORMS, "form")

    def to_def(self) -> CardDef:
        return CardDef(
            type=CardType.EQUIPMENT,
            equipment_kind=self.kind,
            slot=self.slot,
            gnosis_req=self.gnosis,
            plays_rage=self.plays_rage,
            forms_req=frozenset(self.forms),
            requires=frozenset(self.requires),
            **self._common(),
        )


class GiftCard(_CardBase, _Requires):
    """A spiritual power: Gnosis plus one of the required keywords."""

    type: Literal["gift"]
    gnosis: Stat

    def to_def(self) -> CardDef:
        return CardDef(
            type=CardType.GIFT,
            gnosis_req=self.gnosis,
            requires=frozenset(self.requires),
            **self._common(),
        )


class RiteCard(_CardBase, _Requires):
    """A ritual: a Renown requirement instead of Gnosis."""

    type: Literal["rite"]
    renown: Stat = Field(description="Renown needed to perform the rite")
    vp: Annotated[int, Field(strict=True, ge=0, le=99)] | None = Field(
        None, description="VP it is worth when its text puts it in a victory pile")

    def to_def(self) -> CardDef:
        return CardDef(
            type=CardType.RITE,
            renown_req=self.renown,
            vp=self.vp,
            requires=frozenset(self.requires),
            **self._common(),
        )


class _PlainSept(_CardBase, _Requires):
    def _plain(self, t: CardType, **extra: Any) -> CardDef:
        return CardDef(type=t, requires=frozenset(self.requires), **extra, **self._common())


class ActionCard(_PlainSept):
    """Something a character does, at any time of open play."""

    type: Literal["action"]

    def to_def(self) -> CardDef:
        return self._plain(CardType.ACTION)


class EventCard(_PlainSept):
    """Something that happens in the world; lunar phases play at the start of the turn."""

    type: Literal["event"]
    subtype: Literal["plain", "lunar", "lasting"] = "plain"

    def to_def(self) -> CardDef:
        return self._plain(CardType.EVENT, subtype=self.subtype)


class TotemCard(_PlainSept):
    """A pack totem (benefits the whole pack) or a personal totem (one character)."""

    type: Literal["totem"]
    kind: Literal["pack", "personal"] = "pack"

    def to_def(self) -> CardDef:
        return self._plain(CardType.TOTEM, subtype=self.kind)


class CaernCard(_PlainSept):
    """A place of power that lets characters step sideways; one per pack."""

    type: Literal["caern"]
    gauntlet: Annotated[int, Field(strict=True, ge=0, le=20)]

    def to_def(self) -> CardDef:
        return self._plain(CardType.CAERN, gauntlet=self.gauntlet)


class RealmCard(_PlainSept):
    """A pocket of the Umbra; needs a character in the Umbra to play."""

    type: Literal["realm"]

    def to_def(self) -> CardDef:
        return self._plain(CardType.REALM)


class TerritoryCard(_PlainSept):
    """A place the pack holds; other alphas may attack it."""

    type: Literal["territory"]

    def to_def(self) -> CardDef:
        return self._plain(CardType.TERRITORY)


class MootCard(_PlainSept):
    """A Gaia junta called in the Moot Phase."""

    type: Literal["moot"]
    renown: Stat = Field(description="Renown needed to call it")
    vp: Annotated[int, Field(strict=True, ge=0, le=99)] | None = Field(
        None, description="if it passes, it goes to the caller's victory pile worth this many VP")

    def to_def(self) -> CardDef:
        return self._plain(CardType.MOOT, renown_req=self.renown, vp=self.vp)


class BoardMeetingCard(_PlainSept):
    """A Wyrm junta called in the Moot Phase."""

    type: Literal["board_meeting"]
    renown: Stat = Field(description="Renown needed to call it")
    vp: Annotated[int, Field(strict=True, ge=0, le=99)] | None = Field(
        None, description="if it passes, it goes to the caller's victory pile worth this many VP")

    def to_def(self) -> CardDef:
        return self._plain(CardType.BOARD_MEETING, renown_req=self.renown, vp=self.vp)


class QuestCard(_PlainSept):
    """A deed that earns victory points when its condition is met."""

    type: Literal["quest"]
    vp: Annotated[int, Field(strict=True, ge=0, le=99)] = 0

    def to_def(self) -> CardDef:
        return self._plain(CardType.QUEST, vp=self.vp)


class PastLifeCard(_PlainSept):
    """An ancestor lending power to a Garou of its tribe until the end of the turn."""

    type: Literal["past_life"]

    def to_def(self) -> CardDef:
        return self._plain(CardType.PAST_LIFE)


class BattlefieldCard(_PlainSept):
    """A site of battle in the Hunting Grounds that alphas may engage."""

    type: Literal["battlefield"]
    renown: Annotated[int, Field(strict=True, ge=0, le=99)] = 0
    rage: Stat = 0
    health: Annotated[int, Field(strict=True, ge=1, le=99)] = 1

    def to_def(self) -> CardDef:
        return CardDef(
            type=CardType.BATTLEFIELD,
            renown=self.renown,
            breed=FormDef("crinos", Stats(self.rage, 0, self.health)),
            requires=frozenset(self.requires),
            **self._common(),
        )


class CombatActionCard(_CardBase, _Requires):
    """A blow, dodge or block played face down in a combat round."""

    type: Literal["combat_action"]
    rage: Stat | None = Field(None, description="Rage requirement (bluffable)")
    gnosis: Stat | None = Field(None, description="Gnosis requirement instead of Rage")
    damage: Stat | None = Field(None, description="damage dealt; omit for no damage")
    block: Stat | None = Field(None, description="a block of this size (see block_mode)")
    block_mode: Literal["reduce", "all-or-nothing"] = Field(
        "reduce", description="reduce: takes `block` off each attack; all-or-nothing: stops "
        "each attack of `block` damage or less entirely and lets bigger ones through whole")
    guards: Literal["slower", "round"] = Field(
        "slower", description="slower: its dodge or block works on attacks at its speed or "
        "slower (v0.2); round: on every attack this round, whatever the speed (card text)")
    forms: list[str] = Field(default_factory=list, description="forms it can be played in")

    @field_validator("forms")
    @classmethod
    def _known_forms(cls, v: list[str]) -> list[str]:
        return _check_words(v, kw.FORMS, "form")

    def to_def(self) -> CardDef:
        kws = frozenset(self.keywords)
        speed = Speed.NORMAL
        if "fast" in kws and "slow" not in kws:
            speed = Speed.FAST
        elif "slow" in kws and "fast" not in kws:
            speed = Speed.SLOW
        return CardDef(
            type=CardType.COMBAT_ACTION,
            rage_req=self.rage,
            gnosis_req=self.gnosis,
            damage=self.damage,
            block=self.block,
            block_all_or_nothing=self.block_mode == "all-or-nothing",
            guards_round=self.guards == "round",
            speed=speed,
            dodge="dodge" in kws,
            aggravated="aggravated" in kws,
            cannot_be_bluffed="cannot-be-bluffed" in kws,
            forms_req=frozenset(self.forms),
            requires=frozenset(self.requires),
            **self._common(),
        )


class CombatEventCard(_PlainSept):
    """A tactic played in open play around combat rounds."""

    type: Literal["combat_event"]

    def to_def(self) -> CardDef:
        return self._plain(CardType.COMBAT_EVENT)


AnyCard = Annotated[
    CharacterCard
    | AllyCard
    | EnemyCard
    | VictimCard
    | EquipmentCard
    | GiftCard
    | RiteCard
    | ActionCard
    | EventCard
    | TotemCard
    | CaernCard
    | RealmCard
    | TerritoryCard
    | MootCard
    | BoardMeetingCard
    | QuestCard
    | PastLifeCard
    | BattlefieldCard
    | CombatActionCard
    | CombatEventCard,
    Field(discriminator="type"),
]

CARD_ADAPTER: TypeAdapter[Any] = TypeAdapter(AnyCard)
CARD_FILE_ADAPTER: TypeAdapter[Any] = TypeAdapter(list[AnyCard])


def card_file_json_schema() -> dict[str, Any]:
    """JSON Schema (2020-12) for a card file: a list of cards."""
    schema = CARD_FILE_ADAPTER.json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "rage_tui card file"
    schema["description"] = (
        "A list of Rage cards. See docs/card-format.md for how to write a card.")
    _add_vocabulary(schema)
    return schema


def _add_vocabulary(schema: dict[str, Any]) -> None:
    """Spell out the closed keyword and form vocabularies (checked by validators in pydantic)
    so that an editor can complete them and flag a typo while the card is typed."""
    keywords = {"type": "string", "enum": sorted(kw.ALL_KEYWORDS)}
    forms = {"type": "string", "enum": sorted(kw.FORMS)}
    for model in schema.get("$defs", {}).values():
        props = model.get("properties", {})
        for name in ("keywords", "requires"):
            if props.get(name, {}).get("type") == "array":
                props[name]["items"] = keywords
                props[name]["uniqueItems"] = True
        if props.get("forms", {}).get("type") == "array":
            props["forms"]["items"] = forms
            props["forms"]["uniqueItems"] = True
        if props.get("form", {}).get("type") == "string":
            props["form"]["enum"] = forms["enum"]
