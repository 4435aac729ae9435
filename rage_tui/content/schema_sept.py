"""Card schema: sept cards other than creatures (equipment, gifts, rites, actions, events,
totems, places, juntas, quests, past lives, battlefields)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, field_validator

from rage_tui.content.schema_base import (
    Stat,
    _CardBase,
    _check_words,
    _Requires,
)
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995.cards import CardDef, CardType, EquipmentKind, FormDef, Slot, Stats


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
