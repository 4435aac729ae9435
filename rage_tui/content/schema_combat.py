"""Card schema: combat cards (combat actions and combat events)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from rage_tui.content.schema_base import (
    Stat,
    _CardBase,
    _check_words,
    _Requires,
)
from rage_tui.content.schema_sept import _PlainSept
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995.cards import CardDef, CardType, Speed


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
