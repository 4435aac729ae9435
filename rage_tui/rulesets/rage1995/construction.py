"""Deck construction rules of rage-1995 (v0.2 chapter 3 "Preparing to Play", chapter 4).

Decisions (see docs/rules-decisions.md, R9):
* Restricted cards may appear in any number: v0.2 "Restricted" limits how many a player
  plays per game (enforced in play), not how many the deck holds.
* Unique cards may appear in any number (only one copy can be in play at a time).
* Givors' club rules (optional): at most 1 of each combat card and 2 of each sept card.

Each problem is a game message (docs/game-messages.md): its English text is what it always was,
and whoever shows it calls ``render`` for the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from rage_tui.engine.cards import Allegiance
from rage_tui.engine.decks import DeckList, DeckProblem
from rage_tui.engine.words import card_type_word
from rage_tui.i18n import Msg, Text, m
from rage_tui.rulesets.rage1995.cards import CardDef, CardType

MIN_SEPT: Final = 30
MIN_COMBAT: Final = 20

SECTIONS: Final[dict[str, Msg]] = {"pack": m("pack"), "sept": m("sept deck"),
                            "combat": m("combat deck")}
"""The parts of a deck, as a problem names them."""


def check_deck(
    deck: DeckList,
    cards: Mapping[str, CardDef],
    renown_level: int | None = 20,
    club_rules: bool = False,
    min_sept: int = MIN_SEPT,
) -> list[Text]:
    """Every construction rule the deck breaks, in plain words (empty when legal)."""
    return [p.text for p in deck_problems(deck, cards, renown_level, club_rules, min_sept)]


def deck_problems(
    deck: DeckList,
    cards: Mapping[str, CardDef],
    renown_level: int | None = 20,
    club_rules: bool = False,
    min_sept: int = MIN_SEPT,
) -> list[DeckProblem]:
    """Every construction rule the deck breaks, each with its section and card."""
    out = _pack_problems(deck, cards, renown_level)
    out.extend(_section(deck.sept, cards, "sept", min_sept, club_rules))
    out.extend(_section(deck.combat, cards, "combat", MIN_COMBAT, club_rules))
    return out


def _pack_problems(deck: DeckList, cards: Mapping[str, CardDef],
                   renown_level: int | None) -> list[DeckProblem]:
    out: list[Text] = []
    chars = []
    pack = SECTIONS["pack"]
    for cid in deck.pack:
        card = cards.get(cid)
        if card is None:
            out.append(m("{section}: unknown card '{card}'", section=pack, card=cid))
        elif card.type != CardType.CHARACTER:
            out.append(m("pack: {card} is {a_card}, not a character", card=card.name,
                         a_card=_a_card(card)))
        else:
            chars.append(card)
    if not deck.pack:
        out.append(m("pack: a pack needs at least one character"))
    renown = sum(c.renown for c in chars)
    if renown_level is not None and renown > renown_level:
        out.append(m("pack: total Renown {renown} is over the Renown level {level}",
                     renown=renown, level=renown_level))
    seen_ids: set[str] = set()
    seen_persona: dict[str, str] = {}
    repeated: set[str] = set()
    for c in chars:
        if c.id in seen_ids:
            if c.id not in repeated:  # once per card, however many copies (issue 29: 8 lines)
                out.append(m("pack: {card} is in the pack more than once", card=c.name))
                repeated.add(c.id)
            continue
        seen_ids.add(c.id)
        persona = c.persona or c.id
        if persona in seen_persona:
            out.append(m("pack: {card} and {other} are versions of the same character",
                         card=c.name, other=seen_persona[persona]))
        seen_persona[persona] = c.name
        if c.allegiance not in (deck.allegiance, Allegiance.ROGUE):
            out.append(m("pack: {card} is a {side} character in a {deck} deck", card=c.name,
                         side=str(c.allegiance), deck=deck.allegiance.value))
    rogue = sum(c.renown for c in chars if c.allegiance == Allegiance.ROGUE)
    if rogue * 2 > renown:
        out.append(m("pack: rogues make up {rogue} of {renown} Renown (at most half is allowed)",
                     rogue=rogue, renown=renown))
    return [DeckProblem("pack", _about(text, deck.pack, cards), text) for text in out]


def _about(text: str, ids: tuple[str, ...], cards: Mapping[str, CardDef]) -> str | None:
    """The first card of ``ids`` a pack problem names (by id or name), for its line."""
    for cid in ids:
        card = cards.get(cid)
        if f"'{cid}'" in text or (card is not None and f"{card.name} " in f"{text} "):
            return cid
    return None


def _section(
    entries: tuple[tuple[str, int], ...],
    cards: Mapping[str, CardDef],
    name: str,
    minimum: int,
    club_rules: bool,
) -> list[DeckProblem]:
    out: list[DeckProblem] = []
    total = 0
    for cid, count in entries:
        total += count
        card = cards.get(cid)
        if card is None:
            out.append(DeckProblem(name, cid, m("{section}: unknown card '{card}'",
                                                section=SECTIONS[name], card=cid)))
            continue
        out.extend(DeckProblem(name, cid, text)
                   for text in _entry(card, count, name, club_rules))
    if total < minimum:
        out.append(DeckProblem(name, None, m(
            "{section}: {total} cards; at least {minimum} are needed",
            section=SECTIONS[name], total=total, minimum=minimum)))
    return out


def _entry(card: CardDef, count: int, name: str, club_rules: bool) -> list[Text]:
    """Problems of one deck entry: its count, its deck, its copy limits."""
    out: list[Text] = []
    section = SECTIONS[name]
    if count < 1:
        out.append(m("{section}: {card} has a count of {count}", section=section,
                     card=card.name, count=count))
    belongs = card.is_combat if name == "combat" else card.is_sept
    if not belongs:
        where = "combat" if card.is_combat else "pack" if card.type == "character" else "sept"
        out.append(m("{section}: {card} is {a_card}; it belongs in the {where}",
                     section=section, card=card.name, a_card=_a_card(card),
                     where=SECTIONS[where]))
    if card.max_copies is not None and count > card.max_copies:
        out.append(m("{section}: {card} allows at most {most} copies; {count} given",
                     section=section, card=card.name, most=card.max_copies, count=count))
    club_max = 1 if name == "combat" else 2
    if club_rules and count > club_max:
        out.append(m("{section}: club rules allow {most} of each card; {card} has {count}",
                     section=section, most=club_max, card=card.name, count=count))
    return out


def _a_card(card: CardDef) -> Msg:
    """'an equipment card', 'a combat action card': the card's type in plain words."""
    kind = card_type_word(card.card_type.value)
    if str(kind)[0] in "aeiou":
        return m("an {kind} card", kind=kind)
    return m("a {kind} card", kind=kind)
