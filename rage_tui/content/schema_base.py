"""The card schema's building blocks: statistics and slugs, the checked vocabularies,
the fields every card has, effects, forms and requirements."""

from __future__ import annotations

import difflib
from sys import intern
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, field_validator

from rage_tui.content.texts import c_, cN_
from rage_tui.engine.cards import EffectSpec
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995.cards import CardDef, FormDef, Stats

Stat = Annotated[int, Field(strict=True, ge=0, le=99)]
Slug = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=60)]


_WORD_PROBLEMS = {
    "form": (cN_("unknown form '{value}'"), cN_("a form is listed twice")),
    "keyword": (cN_("unknown keyword '{value}'"), cN_("a keyword is listed twice")),
}
"""What is wrong with a checked word, by vocabulary: unknown, listed twice."""


def _check_words(values: list[str], allowed: frozenset[str], what: str) -> list[str]:
    unknown, twice = _WORD_PROBLEMS[what]
    for value in values:
        if value not in allowed:
            close = difflib.get_close_matches(value, sorted(allowed), n=1)
            hint = c_(" (did you mean '{guess}'?)").format(guess=close[0]) if close else ""
            raise ValueError(c_(unknown).format(value=value) + hint)
    if len(set(values)) != len(values):
        raise ValueError(c_(twice))
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
    max_copies: Annotated[int, Field(strict=True, ge=0, le=99)] | None = None
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
        # (the engine's strings are interned: card ids, keywords, effect timings, kinds and
        # parameters are then the very objects its literals and dictionary keys are, and most
        # of the thousands of comparisons and look-ups a game makes end at the identity test)
        return {
            "id": intern(self.id),
            "name": self.name,
            "text": self.text,
            "flavor": self.flavor,
            "keywords_only": self.keywords_only,
            "keywords": frozenset(intern(k) for k in self.keywords),
            "unique": self.unique,
            "restricted": self.restricted,
            "combat_restricted": self.combat_restricted,
            "max_copies": self.max_copies,
            "incomplete": self.incomplete,
            "source": self.source,
            "effects": tuple(
                EffectSpec(
                    intern(e.do),
                    intern(e.when),
                    tuple(sorted((intern(k), _freeze(v))
                                 for k, v in (e.model_extra or {}).items())),
                )
                for e in self.effects
            ),
        }

    def to_def(self) -> CardDef:
        """The engine record for this card."""
        raise NotImplementedError


def _freeze(value: Any) -> Any:
    if isinstance(value, str):
        return intern(value)
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((intern(str(k)), _freeze(v)) for k, v in value.items()))
    return value


class _Requires(_Model):
    requires: list[str] = Field(
        default_factory=list, description="keywords; the user must have at least one"
    )

    @field_validator("requires")
    @classmethod
    def _known_requires(cls, v: list[str]) -> list[str]:
        return _check_words(v, kw.ALL_KEYWORDS, "keyword")
