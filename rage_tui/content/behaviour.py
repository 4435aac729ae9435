"""Scripted prey behaviour: the ``behaviour`` mapping of enemy, victim and ally cards, and
prey decks for solo campaigns.

A behaviour tells the prey's controller how the creature fights (modelled on the enemy rules of
shared/seeds/004: a shared 1-10 table drawn every round, bosses with their own fixed sequence,
a target rule with a fallback, affixes)::

    behaviour:
      tier: common                 # minion, common, leader or boss
      table:                       # a roll from 1 to 10 each round picks the play
        1-4: strongest
        5-6: null
        7-10: bluff
      target: {rule: weakest, fallback: attacker}
      affixes: [explosive]

    behaviour:                     # a boss plays its script in order, looping
      tier: boss
      script: [strongest, bluff, defend, "card:dry-gulch", null]
      target: highest-renown
      affixes: [guardian, monomaniac]

Plays: ``strongest`` (the hardest legal hit within its Rage), ``weakest`` (the lightest legal
hit), ``null`` (a null card), ``bluff`` (the highest-Rage card in hand, even above its Rage),
``defend`` (a dodge or block within its Rage, else the strongest hit), ``random`` (any card or
none), ``card:<id>`` (that card if the hand holds it, else the strongest hit).

Target rules: ``weakest`` (least damage still needed to kill), ``strongest`` (highest card
Rage), ``attacker`` (the creature that declared the attack), ``alpha``, ``highest-renown``,
``lowest-renown``, ``most-wounded``, ``crinos``, ``breed``, ``random``.

Tables must cover every roll from 1 to 10 exactly once. Without a table a prey uses its tier's
table (see :data:`TIER_TABLES`). A boss must have a script and no table; others may not have a
script.

Errors name the file, line, card and field (``behaviour.table.5-6``), like every card error.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    field_validator,
    model_validator,
)

from rage_tui.content.errors import ContentError, Problem

Tier = Literal["minion", "common", "leader", "boss"]
Affix = Literal["guardian", "explosive", "monomaniac"]
Rule = Literal["weakest", "strongest", "attacker", "alpha", "highest-renown", "lowest-renown",
               "most-wounded", "crinos", "breed", "random"]
PLAYS = ("strongest", "weakest", "null", "bluff", "defend", "random")
_PLAY_RE = re.compile(r"^(strongest|weakest|null|bluff|defend|random|card:[a-z0-9][a-z0-9-]*)$")
_RANGE_RE = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+))?\s*$")

#: The table a prey of each tier uses when its card gives none.
TIER_TABLES: dict[str, dict[str, str]] = {
    "minion": {"1-5": "strongest", "6-8": "null", "9-10": "bluff"},
    "common": {"1-4": "strongest", "5-6": "null", "7-10": "bluff"},
    "leader": {"1-5": "strongest", "6-7": "defend", "8": "null", "9-10": "bluff"},
}


def _check_play(value: str) -> str:
    if not _PLAY_RE.match(value):
        raise ValueError(f"unknown play {value!r} (expected one of {', '.join(PLAYS)} or "
                         "card:<card id>)")
    return value


Play = Annotated[str, AfterValidator(_check_play)]


def parse_table(table: dict[str, str]) -> list[str]:
    """The play for each roll 1..10 (index 0 is roll 1); raises ``ValueError`` naming the
    problem when rolls are missing, repeated or out of range."""
    rolls: list[str | None] = [None] * 10
    for key, play in table.items():
        m = _RANGE_RE.match(str(key))
        if not m:
            raise ValueError(f"'{key}' is not a roll or a range of rolls like 1-4")
        lo = int(m.group(1))
        hi = int(m.group(2) or lo)
        if not 1 <= lo <= hi <= 10:
            raise ValueError(f"'{key}': rolls go from 1 to 10")
        for r in range(lo, hi + 1):
            if rolls[r - 1] is not None:
                raise ValueError(f"roll {r} is listed twice")
            rolls[r - 1] = _check_play(str(play))
    missing = [str(i + 1) for i, p in enumerate(rolls) if p is None]
    if missing:
        raise ValueError(f"rolls {', '.join(missing)} are not covered (a table covers 1-10)")
    return [p for p in rolls if p is not None]


class TargetRule(BaseModel):
    """Whom the prey's cards go for, and whom instead when that is not possible."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    rule: Rule = "attacker"
    fallback: Rule = "weakest"


class Behaviour(BaseModel):
    """How a scripted prey fights (see the module documentation)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    tier: Tier = "common"
    table: dict[str, Play] | None = Field(None, description="roll 1-10 -> play")
    script: list[Play] | None = Field(None, description="a boss's looping sequence of plays")
    target: TargetRule = TargetRule()
    affixes: list[Affix] = Field(default_factory=list)
    note: Annotated[str, Field(max_length=300)] = ""

    @field_validator("target", mode="before")
    @classmethod
    def _short_target(cls, v: Any) -> Any:
        return {"rule": v} if isinstance(v, str) else v

    @field_validator("table", mode="before")
    @classmethod
    def _plain_table(cls, v: Any) -> Any:
        # YAML reads ``8:`` as a number and ``null`` as nothing: both mean what they say here
        if isinstance(v, dict):
            return {str(k): "null" if p is None else p for k, p in v.items()}
        return v

    @field_validator("script", mode="before")
    @classmethod
    def _plain_script(cls, v: Any) -> Any:
        if isinstance(v, list):
            return ["null" if p is None else p for p in v]
        return v

    @field_validator("table")
    @classmethod
    def _table(cls, v: dict[str, str] | None) -> dict[str, str] | None:
        if v is not None:
            parse_table({str(k): str(p) for k, p in v.items()})
        return v

    @field_validator("script")
    @classmethod
    def _script(cls, v: list[str] | None) -> list[str] | None:
        if v is not None and not v:
            raise ValueError("a script needs at least one play")
        return v

    @field_validator("affixes")
    @classmethod
    def _affixes(cls, v: list[str]) -> list[str]:
        if len(set(v)) != len(v):
            raise ValueError("an affix is listed twice")
        return v

    @model_validator(mode="after")
    def _tier_rules(self) -> Behaviour:
        if self.tier == "boss":
            if self.script is None:
                raise ValueError("a boss needs a script (a list of plays, in order)")
            if self.table is not None:
                raise ValueError("a boss follows its script, not a table")
        elif self.script is not None:
            raise ValueError("only a boss (tier: boss) follows a script")
        if self.target.fallback == self.target.rule:
            raise ValueError("the target fallback must differ from the rule")
        return self

    def rolls(self) -> list[str]:
        """The play for each roll 1..10 (the tier's table when none is given)."""
        table = self.table if self.table is not None else TIER_TABLES.get(self.tier, {})
        return parse_table({str(k): str(p) for k, p in table.items()})

    def play_for(self, roll: int) -> str:
        """The play a roll of ``roll`` (1-10, clamped) gives."""
        return self.rolls()[max(1, min(10, roll)) - 1]


def behaviour_problems(raw: Any, path: str, line: int, card: str | None) -> list[Problem]:
    """Problems in a card's ``behaviour`` mapping (empty when there is none or it is valid)."""
    from rage_tui.content.library import describe_error
    from rage_tui.content.yamlio import line_of

    if not isinstance(raw, dict) or raw.get("behaviour") is None:
        return []
    data = raw["behaviour"]
    if raw.get("type") not in ("enemy", "victim", "ally"):
        return [Problem(path, line_of(raw, ("behaviour",), line), "only enemies, victims and "
                        "allies can carry a behaviour", card=card, field="behaviour")]
    try:
        Behaviour.model_validate(data)
    except ValidationError as exc:
        out = []
        for err in exc.errors():
            loc = ("behaviour", *err["loc"])
            field = ".".join(str(p) for p in loc)
            out.append(Problem(path, line_of(raw, loc, line), describe_error(err), card=card,
                               field=field))
        return out
    return []


def behaviours(raw_cards: dict[str, dict[str, Any]]) -> dict[str, Behaviour]:
    """Validated behaviours by card id from raw card mappings (a library's ``_raw``)."""
    out = {}
    for cid, raw in raw_cards.items():
        data = raw.get("behaviour") if isinstance(raw, dict) else None
        if data is not None:
            out[cid] = Behaviour.model_validate(data)
    return out


def library_behaviours(lib: Any) -> dict[str, Behaviour]:
    """The behaviours of every card in a :class:`~rage_tui.content.library.CardLibrary`."""
    return behaviours(getattr(lib, "_raw", {}))


# -- prey decks ---------------------------------------------------------------------------------

Count = Annotated[int, Field(strict=True, ge=1, le=20)]


class PreyDeck(BaseModel):
    """A solo campaign: prey fed into the Hunting Grounds one per turn, a boss last, the
    combat deck that plays for them, the Renown to reach and the turn limit."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: Annotated[str, Field(min_length=1, max_length=80)]
    difficulty: Annotated[int, Field(ge=1, le=9)] = 1
    hunters: Literal["gaia", "wyrm"] = "gaia"
    renown: Annotated[int, Field(ge=1, le=99)]
    turns: Annotated[int, Field(ge=2, le=60)]
    description: str = ""
    prey: dict[str, Count]
    boss: str
    combat: dict[str, Count]

    #: the file the deck was loaded from (problems found later point into it)
    _source: str = PrivateAttr(default="")

    @property
    def prey_count(self) -> int:
        """Prey cards including the boss."""
        return sum(self.prey.values()) + 1


def load_prey_deck(path: Path, shown: str | None = None) -> PreyDeck:
    """Load a prey deck file; problems name the file and line."""
    from rage_tui.content.library import _field_name, describe_error
    from rage_tui.content.yamlio import LineDict, line_of, load_yaml_file

    name = shown or str(path)
    data = load_yaml_file(path, name)
    if not isinstance(data, LineDict):
        raise ContentError([Problem(name, getattr(data, "line", 1),
                                    "a prey deck must be a mapping (name, prey, boss, ...)")])
    try:
        deck = PreyDeck.model_validate(data)
        deck._source = str(path)
        return deck
    except ValidationError as exc:
        raise ContentError([
            Problem(name, line_of(data, tuple(e["loc"]), data.line), describe_error(e),
                    field=_field_name(e["loc"]))
            for e in exc.errors()
        ]) from None


def check_prey_deck(deck: PreyDeck, lib: Any, path: str = "prey deck") -> list[Problem]:
    """References of a prey deck against a card library: prey of the right kind, a boss with a
    boss behaviour, combat actions in the combat deck."""
    cards = lib.cards
    found = library_behaviours(lib)
    want = "enemy" if deck.hunters == "gaia" else "victim"
    problems = []

    source = path if Path(path).is_file() else deck._source
    where = source or path

    def at(section: str, cid: str) -> int:
        from rage_tui.content.decks import deck_line

        return deck_line(Path(source), cid, (section,)) if source else 1

    for cid in [*deck.prey, deck.boss]:
        section = "prey" if cid in deck.prey else "boss"
        card = cards.get(cid)
        if card is None:
            problems.append(Problem(where, at(section, cid), f"refers to unknown card '{cid}'",
                                    field=section))
        elif card.type.value != want:
            problems.append(Problem(where, at(section, cid), f"'{cid}' is a "
                                    f"{card.type.value}; {deck.hunters} packs hunt {want} cards",
                                    field=section))
    boss = found.get(deck.boss)
    if deck.boss in cards and (boss is None or boss.tier != "boss"):
        problems.append(Problem(where, at("boss", deck.boss), f"the boss '{deck.boss}' needs a "
                                "behaviour with tier: boss", field="boss"))
    for cid in deck.combat:
        card = cards.get(cid)
        if card is None:
            problems.append(Problem(where, at("combat", cid), f"refers to unknown card '{cid}'",
                                    field="combat"))
        elif card.type.value != "combat_action":
            problems.append(Problem(where, at("combat", cid), f"'{cid}' is not a combat action",
                                    field="combat"))
    return problems
