"""V:TES card and deck files: a pydantic model of each card (crypt and library) validated
with the file, line, card and field of every problem, turned into the ruleset's frozen
:class:`~rage_tui.rulesets.vtes.cards.VtesCard`; deck files (a crypt and a library) checked
against the construction rules (1.2: 12 crypt cards at least, a library of 40 and up to 10
more per player)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.texts import c_
from rage_tui.content.validation_messages import describe_error, field_name
from rage_tui.content.yamlio import line_of, load_yaml_file
from rage_tui.engine.cards import Allegiance, EffectSpec
from rage_tui.engine.decks import DeckList
from rage_tui.rulesets.vtes.cards import CARD_TYPES, DISCIPLINES, SECTS, TITLE_VOTES, VtesCard
from rage_tui.rulesets.vtes.effects import VTES

CardKind = Literal["vampire", "master", "action", "political", "ally", "retainer",
                   "equipment", "modifier", "reaction", "combat"]
assert set(CardKind.__args__) == set(CARD_TYPES)  # type: ignore[attr-defined]
Disc = Literal["ani", "aus", "cel", "chi", "dem", "dom", "for", "obf", "obt", "nec", "pot",
               "pre", "pro", "qui", "ser", "tha", "vic"]
Sect = Literal["camarilla", "sabbat", "independent"]
Title = Literal["primogen", "bishop", "prince", "archbishop", "justicar", "cardinal",
                "inner-circle", "priscus"]
assert set(Disc.__args__) == set(DISCIPLINES)  # type: ignore[attr-defined]
assert set(Sect.__args__) == set(SECTS)  # type: ignore[attr-defined]
assert set(Title.__args__) == set(TITLE_VOTES)  # type: ignore[attr-defined]


class EffectModel(BaseModel):
    """One effect: ``do`` (a primitive), ``when`` (a timing), and its parameters."""

    model_config = ConfigDict(extra="allow", frozen=True)
    do: str
    when: str

    def spec(self) -> EffectSpec:
        """The engine's record of it."""
        extra = self.model_extra or {}
        return EffectSpec(self.do, self.when, tuple(sorted(
            (k, tuple(v) if isinstance(v, list) else v) for k, v in extra.items())))


class VtesCardModel(BaseModel):
    """A V:TES card as written in a card file."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str
    type: CardKind
    text: str = ""
    source: Literal["documents", "designed"]
    unique: bool = False
    capacity: int = Field(default=0, ge=0, le=11)
    clan: str = ""
    sect: Sect | Literal[""] = ""
    disciplines: dict[Disc, Literal[1, 2]] = Field(default_factory=dict)
    title: Title | Literal[""] = ""
    city: str = ""
    votes: int = Field(default=0, ge=0)
    discipline: Disc | Literal[""] = ""
    title_required: bool = False
    blood_cost: int = Field(default=0, ge=0)
    pool_cost: int = Field(default=0, ge=0)
    life: int = Field(default=0, ge=0)
    directed: bool = False
    stealth: int = Field(default=0, ge=0)
    effects: list[EffectModel] = Field(default_factory=list)
    superior: list[EffectModel] = Field(default_factory=list)

    def to_card(self) -> VtesCard:
        """The ruleset's frozen record."""
        return VtesCard(
            id=self.id, name=self.name, type=self.type, text=self.text, source=self.source,
            unique=self.unique or self.type == "vampire",
            effects=tuple(e.spec() for e in self.effects), capacity=self.capacity,
            clan=self.clan, sect=self.sect, disciplines=tuple(sorted(self.disciplines.items())),
            title=self.title, city=self.city, votes=self.votes, discipline=self.discipline,
            title_required=self.title_required, blood_cost=self.blood_cost,
            pool_cost=self.pool_cost, life=self.life, directed=self.directed,
            stealth=self.stealth, superior=tuple(e.spec() for e in self.superior))


def _card_problems(card: VtesCard, path: str, line: int) -> list[Problem]:
    out = []
    for what in (*VTES.unknown(card), *VTES.unknown(VtesCard(card.id, card.name, card.type,
                                                             effects=card.superior))):
        out.append(Problem(path, line, c_("the effect language has no '{what}'")
                           .format(what=what), card=card.id, field="effects"))
    if card.type == "vampire" and card.capacity < 1:
        out.append(Problem(path, line, c_("a vampire needs a capacity of 1 or more"),
                           card=card.id, field="capacity"))
    return out


def load_vtes_cards(folder: Path, shown_root: Path | None = None) -> dict[str, VtesCard]:
    """Every card of the ``*.yaml`` files under ``folder``; raises :class:`ContentError`
    listing every problem."""
    cards: dict[str, VtesCard] = {}
    problems: list[Problem] = []
    for path in sorted(folder.rglob("*.yaml")):
        shown = str(path.relative_to(shown_root)) if shown_root else str(path)
        try:
            data: Any = load_yaml_file(path, shown)
        except ContentError as exc:
            problems += exc.problems
            continue
        entries = data.get("cards", []) if isinstance(data, dict) else data
        if not isinstance(entries, list):
            problems.append(Problem(shown, 1, c_("expected a list of cards")))
            continue
        for k, raw in enumerate(entries):
            line = line_of(entries, (k,), 1)
            cid = raw.get("id") if isinstance(raw, dict) else None
            try:
                card = VtesCardModel.model_validate(raw).to_card()
            except ValidationError as exc:
                for err in exc.errors():
                    loc = tuple(err["loc"])
                    problems.append(Problem(shown, line_of(raw, loc, line),
                                            describe_error(err), card=cid,
                                            field=field_name(loc)))
                continue
            if card.id in cards:
                problems.append(Problem(shown, line, c_("duplicate id"), card=card.id,
                                        field="id"))
                continue
            found = _card_problems(card, shown, line)
            if found:
                problems += found
                continue
            cards[card.id] = card
    if problems:
        raise ContentError(problems)
    return cards


def load_vtes_deck(path: Path, cards: dict[str, VtesCard], seats: int = 6,
                   shown: str | None = None) -> DeckList:
    """A deck file (``name``, ``crypt`` and ``library`` as card id: count) checked against
    the cards and 1.2's sizes. (The crypt is carried in ``sept`` and the library in
    ``combat`` until the core's deck with sections lands.)"""
    name = shown or str(path)
    data: Any = load_yaml_file(path, name)
    problems: list[Problem] = []
    if not isinstance(data, dict):
        raise ContentError([Problem(name, 1, c_("expected a mapping with a crypt and a "
                                                "library"))])
    parts: dict[str, tuple[tuple[str, int], ...]] = {}
    for section, crypt in (("crypt", True), ("library", False)):
        raw = data.get(section)
        if not isinstance(raw, dict):
            problems.append(Problem(name, 1, c_("missing the section '{section}'")
                                    .format(section=section), field=section))
            continue
        entries = []
        for cid, n in raw.items():
            line = line_of(data, (section, cid), 1)
            card = cards.get(str(cid))
            if card is None or not isinstance(n, int) or n < 1:
                problems.append(Problem(name, line, c_("unknown card or bad count"),
                                        card=str(cid), field=section))
            elif card.crypt != crypt:
                problems.append(Problem(name, line, c_("this card does not go in the "
                                                       "{section}").format(section=section),
                                        card=str(cid), field=section))
            else:
                entries.append((str(cid), n))
        parts[section] = tuple(entries)
    crypt_n = sum(n for _, n in parts.get("crypt", ()))
    lib_n = sum(n for _, n in parts.get("library", ()))
    if not problems and crypt_n < 12:
        problems.append(Problem(name, 1, c_("a crypt needs 12 cards at least, this one has "
                                            "{n}").format(n=crypt_n), field="crypt"))
    if not problems and not 40 <= lib_n <= 40 + 10 * seats:
        problems.append(Problem(name, 1, c_("a library holds 40 to {most} cards, this one "
                                            "has {n}").format(most=40 + 10 * seats, n=lib_n),
                                field="library"))
    if problems:
        raise ContentError(problems)
    return DeckList(str(data.get("name", path.stem)), Allegiance.GAIA, (),
                    parts["crypt"], parts["library"], ruleset="vtes",
                    description=str(data.get("description", "")))


def bundled_vtes_cards() -> dict[str, VtesCard]:
    """The V:TES cards shipped with the program (``cards/vtes``; installed:
    ``rage_tui/data/cards/vtes``)."""
    from rage_tui.content.bundled import cards_dir, data_root

    return load_vtes_cards(cards_dir() / "vtes", shown_root=data_root())


def bundled_vtes_decks(cards: dict[str, VtesCard], seats: int = 6) -> list[DeckList]:
    """The V:TES decks shipped with the program (``decks/vtes``)."""
    from rage_tui.content.bundled import decks_dir

    return [load_vtes_deck(p, cards, seats) for p in sorted((decks_dir() / "vtes").glob(
        "*.yaml"))]


def load_bundled() -> tuple[dict[str, VtesCard], list[tuple[str, DeckList]]]:
    """The registry's content hook: the bundled cards, and each bundled deck with its file
    stem."""
    from rage_tui.content.bundled import decks_dir

    cards = bundled_vtes_cards()
    return cards, [(p.stem, load_vtes_deck(p, cards)) for p in sorted(
        (decks_dir() / "vtes").glob("*.yaml"))]


def load_deck_file(path: Path) -> DeckList:
    """One V:TES deck file checked against the bundled cards (the registry's deck hook:
    ``sim --ruleset vtes --decks FILE``)."""
    return load_vtes_deck(path, bundled_vtes_cards())
