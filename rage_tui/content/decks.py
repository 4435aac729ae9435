"""Deck files (YAML): a pack of characters plus sept and combat decks as ``id: count`` maps."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError, field_validator

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.texts import c_
from rage_tui.content.validation_messages import describe_error, field_name
from rage_tui.content.yamlio import LineDict, line_of, load_yaml_file
from rage_tui.engine.cards import Allegiance
from rage_tui.engine.decks import DeckList

# Strict: `true`, `2.0` and `'2'` are not counts; card ids are written exactly (no spaces).
Count = Annotated[int, Field(strict=True, ge=1, le=99)]
CardKey = Annotated[str, Field(strict=True, min_length=1, max_length=80,
                               pattern=r"^[a-z0-9][a-z0-9_.'-]*$")]
Text = Annotated[str, Field(strict=True)]


def _known_ruleset(value: str) -> str:
    from rage_tui.rulesets import HEADLESS, RULESETS

    if value not in RULESETS and value not in HEADLESS:
        raise ValueError(c_("unknown ruleset '{name}' (known: {known})").format(
            name=value[:40], known=", ".join(RULESETS)))
    return value


class DeckFile(BaseModel):
    """The schema of a deck file."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: Annotated[str, Field(strict=True, min_length=1, max_length=80)]
    allegiance: Allegiance
    ruleset: Annotated[str, Field(strict=True, max_length=40),
                       AfterValidator(_known_ruleset)] = "rage-1995"
    description: Annotated[str, Field(strict=True, max_length=5000)] = ""
    pack: Annotated[list[CardKey], Field(min_length=1, max_length=60)]
    sept: Annotated[dict[CardKey, Count], Field(max_length=500)]
    combat: Annotated[dict[CardKey, Count], Field(max_length=500)]

    @field_validator("allegiance")
    @classmethod
    def _side(cls, v: Allegiance) -> Allegiance:
        if v == Allegiance.ROGUE:
            raise ValueError(c_("a deck serves gaia or wyrm (rogue characters may join either)"))
        return v

    def to_decklist(self) -> DeckList:
        """The engine record for this deck."""
        return DeckList(
            name=self.name,
            allegiance=self.allegiance,
            pack=tuple(self.pack),
            sept=tuple(self.sept.items()),
            combat=tuple(self.combat.items()),
            ruleset=self.ruleset,
            description=self.description,
        )


def load_deck(path: Path, shown: str | None = None) -> DeckList:
    """Load one deck file; problems name the file and line."""
    name = shown or str(path)
    data = load_yaml_file(path, name)
    if not isinstance(data, LineDict):
        line = getattr(data, "line", 1)
        raise ContentError([Problem(name, line,
                                    c_("a deck file must be a mapping (name, pack, ...)"))])
    try:
        model = DeckFile.model_validate(data)
    except ValidationError as exc:
        raise ContentError([
            Problem(name, line_of(data, tuple(e["loc"]), data.line),
                    describe_error(e, c_("a deck file")), field=field_name(e["loc"]))
            for e in exc.errors()
        ]) from None
    return model.to_decklist()


def deck_line(path: Path, card_id: str | None, section: str | None = None) -> int:
    """The line where ``card_id`` is listed in a deck or prey deck file (in ``section`` when
    given); without a card, the line of the section; 1 if not found."""
    try:
        data = load_yaml_file(path)
    except ContentError:
        return 1
    if not isinstance(data, LineDict):
        return 1
    sections = (section,) if section else ("pack", "sept", "combat", "prey", "boss")
    for name in sections:
        node = data.get(name)
        if card_id is None or node == card_id:
            if name in data:
                return line_of(data, (name,), 1)
            continue
        if isinstance(node, LineDict) and card_id in node:
            return node.lines[card_id]
        if isinstance(node, list) and card_id in node:
            return line_of(data, (name, node.index(card_id)), 1)
    return 1 if section is None else deck_line(path, card_id)
