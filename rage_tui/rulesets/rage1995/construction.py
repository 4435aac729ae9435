"""Deck construction rules of rage-1995 (v0.2 chapter 3 "Preparing to Play", chapter 4).

Decisions (see docs/rules-decisions.md, R9):
* Restricted cards may appear in any number: v0.2 "Restricted" limits how many a player
  plays per game (enforced in play), not how many the deck holds.
* Unique cards may appear in any number (only one copy can be in play at a time).
* Givors' club rules (optional): at most 1 of each combat card and 2 of each sept card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rage_tui.engine.cards import Allegiance
from rage_tui.engine.decks import DeckList
from rage_tui.i18n import Msg, m
from rage_tui.rulesets.rage1995.cards import CardDef, CardType

MIN_SEPT = 30
MIN_COMBAT = 20


@dataclass(frozen=True)
class DeckProblem:
    """One construction problem: the deck section, the card it is about (if any) and the
    text in plain words. Loaders map ``card`` to the deck file's line."""

    section: str
    card: str | None
    text: Msg


def check_deck(
    deck: DeckList,
    cards: Mapping[str, CardDef],
    renown_level: int | None = 20,
    club_rules: bool = False,
    min_sept: int = MIN_SEPT,
) -> list[Msg]:
    """Every construction rule the deck breaks, in plain words (empty when legal): game
    messages, English as strings, shown in the reader's language with ``i18n.render``."""
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
    out: list[Msg] = []
    chars = []
    for cid in deck.pack:
        card = cards.get(cid)
        if card is None:
            out.append(m("pack: unknown card '{cid}'", cid=cid))
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
    for c in chars:
        if c.id in seen_ids:
            out.append(m("pack: {card} is in the pack more than once", card=c.name))
            continue
        seen_ids.add(c.id)
        persona = c.persona or c.id
        if persona in seen_persona:
            out.append(m("pack: {card} and {other} are versions of the same character",
                         card=c.name, other=seen_persona[persona]))
        seen_persona[persona] = c.name
        if c.allegiance not in (deck.allegiance, Allegiance.ROGUE):
            out.append(m("pack: {card} is a {side} character in a {deck_side} deck",
                         card=c.name, side=str(c.allegiance), deck_side=deck.allegiance.value))
    rogue = sum(c.renown for c in chars if c.allegiance == Allegiance.ROGUE)
    if rogue * 2 > renown:
        out.append(m("pack: rogues make up {rogue} of {renown} Renown (at most half is allowed)",
                     rogue=rogue, renown=renown))
    return [DeckProblem("pack", _about(text, deck.pack, cards), text) for text in out]


def _about(text: Msg, ids: tuple[str, ...], cards: Mapping[str, CardDef]) -> str | None:
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
            out.append(DeckProblem(name, cid, m("{deck}: unknown card '{cid}'",
                                                deck=_DECK[name], cid=cid)))
            continue
        out.extend(DeckProblem(name, cid, text)
                   for text in _entry(card, count, name, club_rules))
    if total < minimum:
        out.append(DeckProblem(name, None,
                               m("{deck}: {total} cards; at least {minimum} are needed",
                                 deck=_DECK[name], total=total, minimum=minimum)))
    return out


def _entry(card: CardDef, count: int, name: str, club_rules: bool) -> list[Msg]:
    """Problems of one deck entry: its count, its deck, its copy limits."""
    out: list[Msg] = []
    deck = _DECK[name]
    if count < 1:
        out.append(m("{deck}: {card} has a count of {count}", deck=deck, card=card.name,
                     count=count))
    belongs = card.is_combat if name == "combat" else card.is_sept
    if not belongs:
        where = "combat" if card.is_combat else "pack" if card.type == "character" else "sept"
        out.append(m("{deck}: {card} is {a_card}; it belongs in {where}", deck=deck,
                     card=card.name, a_card=_a_card(card), where=_WHERE[where]))
    if card.max_copies is not None and count > card.max_copies:
        out.append(m("{deck}: {card} allows at most {most} copies; {count} given", deck=deck,
                     card=card.name, most=card.max_copies, count=count))
    club_max = 1 if name == "combat" else 2
    if club_rules and count > club_max:
        out.append(m("{deck}: club rules allow {most} of each card; {card} has {count}",
                     deck=deck, most=club_max, card=card.name, count=count))
    return out


#: the deck sections as problems name them
_DECK: dict[str, Msg] = {"sept": m("sept deck"), "combat": m("combat deck")}
#: where a card that is in the wrong section belongs
_WHERE: dict[str, Msg] = {"sept": m("the sept deck"), "combat": m("the combat deck"),
                          "pack": m("the pack")}
#: each card type as 'a ... card', the way problems name it
_A_CARD: dict[str, Msg] = {
    "character": m("a character card"), "ally": m("an ally card"),
    "enemy": m("an enemy card"), "victim": m("a victim card"),
    "equipment": m("an equipment card"), "gift": m("a gift card"), "rite": m("a rite card"),
    "action": m("an action card"), "event": m("an event card"), "totem": m("a totem card"),
    "caern": m("a caern card"), "realm": m("a realm card"), "territory": m("a territory card"),
    "moot": m("a moot card"), "board_meeting": m("a board meeting card"),
    "quest": m("a quest card"), "past_life": m("a past life card"),
    "battlefield": m("a battlefield card"), "combat_action": m("a combat action card"),
    "combat_event": m("a combat event card"),
}


def _a_card(card: CardDef) -> Msg:
    """'an equipment card', 'a combat action card': the card's type in plain words."""
    return _A_CARD[card.type.value]
