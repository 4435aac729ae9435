"""Scripted prey behaviour: the ``behaviour`` mapping of enemy, victim and ally cards, and
prey decks for solo and co-operative campaigns.

A behaviour is a prey's state card in the Retaliation rulebook (shared/seeds/004), mapped onto
Rage combat (docs/solo.md has the mapping, rule by rule)::

    behaviour:
      tier: leader                 # minion, common, leader or boss
      table:                       # the shared behaviour deck's number -> a move
        1-2: {move: hamstring, target: alpha}
        3-5: punch
        7-10: ground-smash         # a number not listed: no move that round (a null card)
      target: closest              # its usual target (default: the creature it is fighting)
      affixes: [guardian-1, monomaniac]

    behaviour:                     # a boss plays its script in order, looping
      tier: boss
      script: [punch, takedown, "null", lunge]
      phases:                      # new state cards at Health thresholds
        - at: 4                    # when its Health left falls to 4 (damage stops there)
          script: [ground-smash, takedown]
      affixes: [silver-blade]

Moves (the book's named moves, as a prey plays them from the Hunt's combat hand): ``punch``
(its strongest hit within its Rage), ``hamstring`` (its lightest hit), ``takedown`` (its
heaviest card even above its Rage: a bluff), ``lunge`` (a fast hit, else its strongest),
``ground-smash`` (its strongest hit, at the foe nearest death unless the entry names another
target), ``mortal-trap`` (a dodge or block: it lies in wait), ``null`` (a null card). The older
plays ``strongest``, ``weakest``, ``bluff``, ``defend``, ``random`` and ``card:<id>`` still work.

Target rules: ``closest`` (the creature it is fighting), ``weakest`` (least damage still needed
to kill), ``strongest`` (highest card Rage), ``attacker``, ``alpha``, ``highest-renown``,
``lowest-renown``, ``most-wounded``, ``crinos``, ``lupus``, ``homid``, ``breed``, ``random``.

Tiers follow the book: a minion has one move, a common at most two, a leader at most three
(``null`` does not count); a boss has a script and no table, the others a table and no script.

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
    ValidationError,
    field_validator,
    model_validator,
)

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.texts import c_, cngettext
from rage_tui.rulesets.rage1995.cards import PreyTraits

Tier = Literal["minion", "common", "leader", "boss"]
Affix = Literal["guardian-1", "guardian-2", "lupus-hunter", "silver-blade", "explosive",
                "monomaniac"]
Rule = Literal["closest", "weakest", "strongest", "attacker", "alpha", "highest-renown",
               "lowest-renown", "most-wounded", "crinos", "lupus", "homid", "breed", "random"]
MOVES = ("punch", "hamstring", "takedown", "lunge", "ground-smash", "mortal-trap", "null")
LEGACY_PLAYS = ("strongest", "weakest", "bluff", "defend", "random")
PLAYS = MOVES + LEGACY_PLAYS
_PLAY_RE = re.compile(r"^(" + "|".join(PLAYS) + r"|card:[a-z0-9][a-z0-9-]*)$")
_RANGE_RE = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+))?\s*$")
#: How many different moves (besides ``null``) each tier may have (the book's "ENEMIES").
MOVES_PER_TIER = {"minion": 1, "common": 2, "leader": 3}
#: The target a move goes for when its entry names none (None: the behaviour's target rule).
MOVE_TARGETS: dict[str, str] = {"ground-smash": "weakest"}
#: Older affix names that still load.
AFFIX_ALIASES = {"guardian": "guardian-1"}


def _check_play(value: str) -> str:
    if not _PLAY_RE.match(value):
        raise ValueError(c_("unknown move {move!r} (expected one of {moves} or card:<card id>)")
                         .format(move=value, moves=", ".join(PLAYS)))
    return value


Play = Annotated[str, AfterValidator(_check_play)]


class Entry(BaseModel):
    """One number's move, optionally with a target of its own (the book's specific target)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    move: Play
    target: Rule | None = None


def _entry(value: Any) -> Any:
    if value is None:
        return {"move": "null"}
    if isinstance(value, str):
        return {"move": value}
    if isinstance(value, dict) and value.get("move", "") is None:
        return {**value, "move": "null"}
    return value


def parse_table(table: dict[str, Entry]) -> list[Entry]:
    """The entry for each number 1..10 (index 0 is number 1; numbers not listed are ``null``);
    raises ``ValueError`` naming the problem when numbers repeat or are out of range."""
    rolls: list[Entry | None] = [None] * 10
    for key, entry in table.items():
        m = _RANGE_RE.match(str(key))
        if not m:
            raise ValueError(c_("'{key}' is not a number or a range of numbers like 1-4")
                             .format(key=key))
        lo = int(m.group(1))
        hi = int(m.group(2) or lo)
        if not 1 <= lo <= hi <= 10:
            raise ValueError(c_("'{key}': the behaviour deck goes from 1 to 10").format(key=key))
        for r in range(lo, hi + 1):
            if rolls[r - 1] is not None:
                raise ValueError(c_("number {n} is listed twice").format(n=r))
            rolls[r - 1] = entry
    return [e if e is not None else Entry(move="null") for e in rolls]


class TargetRule(BaseModel):
    """Whom the prey's moves go for, and whom instead when that is not possible."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    rule: Rule = "closest"
    fallback: Rule = "closest"


class Phase(BaseModel):
    """A boss's next state card: from when its Health left falls to ``at``."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    at: Annotated[int, Field(ge=1, le=98)]
    script: list[Entry]
    note: Annotated[str, Field(max_length=300)] = ""

    @field_validator("script", mode="before")
    @classmethod
    def _plain(cls, v: Any) -> Any:
        return [_entry(p) for p in v] if isinstance(v, list) else v

    @field_validator("script")
    @classmethod
    def _script(cls, v: list[Entry]) -> list[Entry]:
        if not v:
            raise ValueError(c_("a script needs at least one move"))
        return v


class Behaviour(BaseModel):
    """How a scripted prey fights (see the module documentation)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    tier: Tier = "common"
    table: dict[str, Entry] | None = Field(None, description="behaviour deck number -> move")
    script: list[Entry] | None = Field(None, description="a boss's looping sequence of moves")
    phases: list[Phase] = Field(default_factory=list)
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
            return {str(k): _entry(p) for k, p in v.items()}
        return v

    @field_validator("script", mode="before")
    @classmethod
    def _plain_script(cls, v: Any) -> Any:
        return [_entry(p) for p in v] if isinstance(v, list) else v

    @field_validator("affixes", mode="before")
    @classmethod
    def _old_affixes(cls, v: Any) -> Any:
        return [AFFIX_ALIASES.get(a, a) if isinstance(a, str) else a for a in v] \
            if isinstance(v, list) else v

    @field_validator("table")
    @classmethod
    def _table(cls, v: dict[str, Entry] | None) -> dict[str, Entry] | None:
        if v is not None:
            parse_table(v)
        return v

    @field_validator("script")
    @classmethod
    def _script(cls, v: list[Entry] | None) -> list[Entry] | None:
        if v is not None and not v:
            raise ValueError(c_("a script needs at least one move"))
        return v

    @field_validator("affixes")
    @classmethod
    def _affixes(cls, v: list[str]) -> list[str]:
        if len(set(v)) != len(v):
            raise ValueError(c_("an affix is listed twice"))
        if "guardian-1" in v and "guardian-2" in v:
            raise ValueError(c_("a prey is Guardian I or Guardian II, not both"))
        return v

    @model_validator(mode="after")
    def _tier_rules(self) -> Behaviour:
        if self.tier == "boss":
            if self.script is None:
                raise ValueError(c_("a boss needs a script (a list of moves, in order)"))
            if self.table is not None:
                raise ValueError(c_("a boss follows its script, not a table"))
            ats = [p.at for p in self.phases]
            if ats != sorted(set(ats), reverse=True):
                raise ValueError(c_("phases go from the highest Health left to the lowest"))
        else:
            if self.script is not None or self.phases:
                raise ValueError(c_("only a boss (tier: boss) follows a script and has phases"))
            if self.table is None:
                raise ValueError(c_("a {tier} needs a table (behaviour deck number -> move)")
                                 .format(tier=self.tier))
            moves = {e.move for e in self.table.values()} - {"null"}
            most = MOVES_PER_TIER[self.tier]
            if len(moves) > most:
                raise ValueError(cngettext(
                    "a {tier} has at most {n} move (it has {has}: {moves})",
                    "a {tier} has at most {n} moves (it has {has}: {moves})", most).format(
                    tier=self.tier, n=most, has=len(moves), moves=", ".join(sorted(moves))))
        if self.target.fallback == self.target.rule and self.target.rule != "closest":
            raise ValueError(c_("the target fallback must differ from the rule"))
        return self

    def rolls(self) -> list[Entry]:
        """The entry for each behaviour-deck number 1..10."""
        return parse_table(self.table or {})

    def play_for(self, roll: int) -> str:
        """The move number ``roll`` (1-10, clamped) gives."""
        return self.entry_for(roll).move

    def entry_for(self, roll: int) -> Entry:
        """The entry number ``roll`` (1-10, clamped) gives."""
        return self.rolls()[max(1, min(10, roll)) - 1]

    def script_for(self, phase: int) -> list[Entry]:
        """A boss's script in phase ``phase`` (0: before any threshold)."""
        if phase <= 0 or not self.phases:
            return list(self.script or [])
        return list(self.phases[min(phase, len(self.phases)) - 1].script)

    def traits(self, health: int) -> PreyTraits:
        """What the engine enforces for this prey (``health``: the card's printed Health)."""
        marks = tuple(sorted(health - p.at for p in self.phases if 0 < health - p.at < health))
        return PreyTraits(self.tier, frozenset(self.affixes), marks)


def prey_traits(raw: Any, health: int) -> PreyTraits | None:
    """Engine traits from a card's raw ``behaviour`` mapping (None when absent or invalid;
    :func:`behaviour_problems` reports the problems)."""
    if not isinstance(raw, dict):
        return None
    try:
        return Behaviour.model_validate(raw).traits(health)
    except ValidationError:
        return None


def behaviour_problems(raw: Any, path: str, line: int, card: str | None) -> list[Problem]:
    """Problems in a card's ``behaviour`` mapping (empty when there is none or it is valid)."""
    from rage_tui.content.validation_messages import describe_error
    from rage_tui.content.yamlio import line_of

    if not isinstance(raw, dict) or raw.get("behaviour") is None:
        return []
    data = raw["behaviour"]
    if raw.get("type") not in ("enemy", "victim", "ally"):
        return [Problem(path, line_of(raw, ("behaviour",), line),
                        c_("only enemies, victims and allies can carry a behaviour"), card=card,
                        field="behaviour")]
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
    #: the campaign this prey deck is a level of (its levels are played easiest first)
    campaign: Annotated[str, Field(max_length=80)] = ""
    difficulty: Annotated[int, Field(ge=1, le=9)] = 1
    hunters: Literal["gaia", "wyrm"] = "gaia"
    renown: Annotated[int, Field(ge=1, le=99)]
    turns: Annotated[int, Field(ge=2, le=60)]
    description: str = ""
    prey: dict[str, Count]
    boss: str
    combat: dict[str, Count]

    @property
    def campaign_name(self) -> str:
        """The campaign this deck belongs to (its own name when it stands alone)."""
        return self.campaign or self.name

    @property
    def prey_count(self) -> int:
        """Prey cards including the boss."""
        return sum(self.prey.values()) + 1


def load_prey_deck(path: Path, shown: str | None = None) -> PreyDeck:
    """Load a prey deck file; problems name the file and line."""
    from rage_tui.content.validation_messages import describe_error, field_name
    from rage_tui.content.yamlio import LineDict, line_of, load_yaml_file

    name = shown or str(path)
    data = load_yaml_file(path, name)
    if not isinstance(data, LineDict):
        raise ContentError([Problem(name, getattr(data, "line", 1),
                                    c_("a prey deck must be a mapping (name, prey, boss, ...)"))])
    try:
        return PreyDeck.model_validate(data)
    except ValidationError as exc:
        raise ContentError([
            Problem(name, line_of(data, tuple(e["loc"]), data.line), describe_error(e),
                    field=field_name(e["loc"]))
            for e in exc.errors()
        ]) from None


def check_prey_deck(deck: PreyDeck, lib: Any, path: str = "prey deck",
                    file: Path | None = None) -> list[Problem]:
    """References of a prey deck against a card library: prey of the right kind, a boss with a
    boss behaviour, combat actions in the combat deck. With ``file``, problems name its line."""
    from rage_tui.content.decks import deck_line

    def at(cid: str, section: str) -> int:
        return deck_line(file, cid, section) if file is not None else 1

    cards = lib.cards
    found = library_behaviours(lib)
    want = "enemy" if deck.hunters == "gaia" else "victim"
    problems = []
    for cid, section in [*((c, "prey") for c in deck.prey), (deck.boss, "boss")]:
        card = cards.get(cid)
        if card is None:
            problems.append(Problem(path, at(cid, section),
                                    c_("refers to unknown card '{card}'").format(card=cid),
                                    field=section))
        elif card.type.value != want:
            problems.append(Problem(path, at(cid, section),
                                    c_("'{card}' is a {type}; {side} packs hunt {want} cards")
                                    .format(card=cid, type=card.type.value,
                                            side=deck.hunters, want=want), field=section))
    boss = found.get(deck.boss)
    if deck.boss in cards and (boss is None or boss.tier != "boss"):
        problems.append(Problem(path, at(deck.boss, "boss"),
                                c_("the boss '{card}' needs a behaviour with tier: boss")
                                .format(card=deck.boss), field="boss"))
    for cid in deck.combat:
        card = cards.get(cid)
        if card is None:
            problems.append(Problem(path, at(cid, "combat"),
                                    c_("refers to unknown card '{card}'").format(card=cid),
                                    field="combat"))
        elif card.type.value != "combat_action":
            problems.append(Problem(path, at(cid, "combat"),
                                    c_("'{card}' is not a combat action").format(card=cid),
                                    field="combat"))
    return problems
