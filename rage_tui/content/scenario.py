"""Scenario files (YAML): a position, scripted choices and expectations.

The same files drive ``rage-tui scenario run``, the tests and the rules demos. See
docs/scenarios.md for the format.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.library import CardLibrary, validate_card
from rage_tui.content.texts import c_
from rage_tui.content.validation_messages import describe_error, field_name
from rage_tui.content.yamlio import LineDict, LineList, line_of, load_yaml_file
from rage_tui.engine.cards import Allegiance


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DamageModel(_M):
    """A damage card on a creature: the card, its value (default: printed damage), its owner."""

    card: str
    value: Annotated[int, Field(ge=0, le=99)] | None = None
    owner: str | None = None
    aggravated: bool = False


class ModModel(_M):
    """A modifier already in force on a creature (for example an active Battle Song): the
    statistic, the amount, how long it lasts and the card it comes from. The card is the
    creature's attached copy when it has one, otherwise a copy in its owner's discard pile
    (where a card played for a passing effect ends up)."""

    stat: Literal["rage", "gnosis", "health", "renown", "play_rage", "votes", "extra_actions",
                  "max_rage", "block"]
    amount: int
    until: Literal["round", "next-round", "combat", "turn", "permanent"] = "turn"
    card: str | None = None
    owner: str | None = None


class AttachedModel(_M):
    """A card attached to a creature, owned by another seat (by name) than the creature's
    owner (a stolen or lent item: it goes back to that seat's discard pile)."""

    card: str
    owner: str


class CreatureModel(_M):
    """A creature in play."""

    card: str
    crinos: bool = False
    umbra: bool = False
    damage: list[DamageModel] = Field(default_factory=list)
    attached: list[AttachedModel | str] = Field(default_factory=list)
    mods: list[ModModel] = Field(default_factory=list)
    frenzy: Literal["full", "limited", "fox"] | None = Field(
        None, description="a frenzy already under way (a full frenzy shows the Crinos side)")
    frenzy_drawn: Annotated[int, Field(ge=0, le=99)] = 0


class SeatModel(_M):
    """A seat: its name, allegiance and zones (decks top-first)."""

    name: str
    allegiance: Allegiance
    pack: list[CreatureModel | str] = Field(default_factory=list)
    sept_deck: list[str] = Field(default_factory=list)
    combat_deck: list[str] = Field(default_factory=list)
    sept_hand: list[str] = Field(default_factory=list)
    combat_hand: list[str] = Field(default_factory=list)
    sept_discard: list[str] = Field(default_factory=list)
    combat_discard: list[str] = Field(default_factory=list)
    victory: list[str] = Field(default_factory=list)
    resources: list[str] = Field(default_factory=list)
    agent: str = "human"


class PreyModel(CreatureModel):
    """A prey creature in the Hunting Grounds, owned by a seat (by name)."""

    owner: str


class StepModel(_M):
    """One scripted answer.

    * ``pick``: text that must appear in exactly one option's label;
    * or ``kind`` (+ ``card``/``target``): the option with that choice kind about that card id;
    * ``auto``: answer Done/Pass (or the only option) repeatedly ``until`` a decision kind, or
      ``until_phase`` a decision in that phase (use ``strict_prompts`` so every phase asks).
    ``seat`` (a name) checks whose decision it is. ``say`` is narration for demos.
    """

    seat: str | None = None
    pick: str | None = None
    kind: str | None = None
    card: str | None = None
    target: str | None = None
    auto: Literal["pass"] | None = None
    until: str | None = None
    until_phase: str | None = None
    say: str | None = None
    rule: str | None = None
    mark: str | None = Field(None, description="a named point in the run that never_asked "
                             "expectations count from (a step of its own)")


class OptionRefModel(_M):
    """Options of the pending decision: a choice kind, optionally about a card id and with a
    label containing ``text`` (for ``no_option``)."""

    kind: str | None = None
    card: str | None = None
    text: str | None = None


class NeverAskedModel(_M):
    """No decision of ``kind`` (optionally of ``seat``, by name) was asked since the step
    ``since`` (a ``mark``; default: the start) up to where this expectation stands."""

    kind: str
    seat: str | None = None
    since: str | None = None


class EventRefModel(_M):
    """An event of a kind, optionally containing ``text`` (one item of an ``order``)."""

    event: str
    text: str | None = None


class DeckModel(_M):
    """A decklist for a ``deck`` step: its sections (section name -> card ids, each either
    ``id`` or ``id xN``) and any other fields the ruleset's decklists have (``fields``)."""

    name: str = "scenario deck"
    sections: dict[str, list[str]]
    fields: dict[str, str] = Field(default_factory=dict)


class DeckStepModel(_M):
    """A step that runs the ruleset's deck check on ``deck`` under the game ``options`` and
    expects exactly these ``problems`` (each a text one problem contains; [] for a legal
    deck)."""

    deck: DeckModel
    options: dict[str, Any] = Field(default_factory=dict)
    problems: list[str]


class CountModel(_M):
    """How many events of a kind (optionally containing ``text``) the log must hold."""

    event: str
    n: Annotated[int, Field(ge=0)]
    text: str | None = None


class ExpectModel(_M):
    """One expectation checked after the steps (or after a step when placed in ``steps``)."""

    event: str | None = Field(None, description="an event kind that must have happened")
    text: str | None = Field(None, description="text the event (or any event) must contain")
    no_event: str | None = None
    vp: dict[str, int] | None = None
    damage: dict[str, int] | None = None
    form: dict[str, str] | None = None
    dead: list[str] | None = None
    alive: list[str] | None = None
    stats: dict[str, dict[Literal["rage", "gnosis", "health", "renown"], int]] | None = Field(
        None, description="creature -> its effective statistics now (as the rules compute "
        "them and as every seat's view shows them)")
    frenzy: dict[str, Literal["full", "limited", "fox", "none"]] | None = Field(
        None, description="creature -> its frenzy now (none: not frenzied)")
    in_combat: list[str] | None = Field(None, description="creatures fighting in the combat")
    not_in_combat: list[str] | None = Field(
        None, description="creatures not fighting in the combat (or no combat under way)")
    zone: dict[str, str] | None = Field(None, description="card -> zone name")
    hands: dict[str, list[int]] | None = Field(
        None, description="seat -> [sept hand size, combat hand size]")
    pending: str | None = Field(None, description="the kind of the pending decision")
    pending_seat: str | None = None
    winner: str | None = None
    over: bool | None = None
    no_option: OptionRefModel | None = Field(
        None, description="the pending decision offers no such option")
    count: CountModel | None = Field(None, description="exactly n events of a kind")
    option: OptionRefModel | None = Field(
        None, description="the pending decision offers such an option")
    never_asked: NeverAskedModel | None = Field(
        None, description="no decision of that kind was asked since a mark")
    order: list[EventRefModel | str] | None = Field(
        None, description="these events happened in this order (others may come between)")


class RandomModel(_M):
    """Run the scenario's steps again under each seed (``seeds``: 1 to N, or a list) and
    classify each run by its ``outcomes``: each outcome must happen in at least one run and
    every run must show at least one of them (nothing else may happen)."""

    seeds: Annotated[int, Field(ge=2, le=500)] | list[int] = 20
    outcomes: list[ExpectModel] = Field(min_length=1)


class ScenarioModel(_M):
    """A whole scenario file."""

    name: str
    description: str = ""
    rule: str = ""
    seed: int = 1
    renown_level: int | None = 20
    ruleset: Literal["rage-1995", "rage-unlimited"] = "rage-1995"
    variants: dict[str, Any] = Field(default_factory=dict)
    turn: Annotated[int, Field(ge=1)] = 1
    phase: Literal["redraw", "regeneration", "resource", "umbra", "moot", "combat"] = "redraw"
    cards: list[dict[str, Any]] = Field(default_factory=list)
    seats: list[SeatModel] = Field(min_length=2, max_length=5)
    hunting: list[PreyModel] = Field(default_factory=list)
    steps: list[StepModel | DeckStepModel | ExpectModel] = Field(default_factory=list)
    expect: list[ExpectModel] = Field(default_factory=list)
    random: RandomModel | None = None
    tags: list[str] = Field(default_factory=list)


def load_scenario(path: Path, base: CardLibrary,
                  shown: str | None = None) -> tuple[ScenarioModel, CardLibrary]:
    """Read a scenario and the library it plays with (the base plus its inline cards)."""
    name = shown or str(path)
    data = load_yaml_file(path, name)
    if not isinstance(data, LineDict):
        raise ContentError([Problem(name, getattr(data, "line", 1), c_(
            "a scenario file must be a mapping (name, seats, steps ...)"))])
    try:
        model = ScenarioModel.model_validate(data)
    except ValidationError as exc:
        raise ContentError([
            Problem(name, line_of(data, tuple(e["loc"]), data.line), describe_error(e),
                    field=field_name(e["loc"]))
            for e in exc.errors()]) from None
    lib = base
    if model.cards:
        raw_cards = data["cards"]
        assert isinstance(raw_cards, LineList)
        from rage_tui.content.library import CardLibrary as Lib

        extra = Lib(files=[name])
        problems: list[Problem] = []
        for i, raw in enumerate(raw_cards):
            card, found = validate_card(raw, name, raw_cards.lines[i])
            problems.extend(found)
            if card is not None:
                extra.cards[card.id] = card
                extra.origin[card.id] = (name, raw_cards.lines[i])
                extra._raw[card.id] = dict(raw)
        if problems:
            raise ContentError(problems)
        lib, clashes = base.merged(extra)
        if clashes:
            raise ContentError(clashes)
    return model, lib
