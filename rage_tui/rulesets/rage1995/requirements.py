"""What a creature needs to play a card: one of the card's required keywords,
counting its form, its allegiance and a weapon in use, less the keywords an event in play bars
(Lunar Eclipse)."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.cards import Allegiance
from rage_tui.engine.identity_memo import ByIdentities
from rage_tui.engine.reading import scope as reading_scope
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.state import Creature, GameState


def meets_requires(g: GameState, c: Creature, card: CardDef) -> bool:
    """The creature has at least one of the card's required keywords (or none are needed):
    its keywords, its current form, its allegiance, "garou" for Garou, and "armed" while it
    uses a weapon (v0.2 "Equipment": one it carries and has not put away)."""
    need = card.requires
    if not need:
        return True
    if not could_ever_meet(g, g.cards[c.iid].cid, card):
        return False  # none of its possible words is asked for (most gifts of most creatures)
    if card.is_sept and "garou" in need and not cr.is_character(g, c):
        need = need - {"garou"}  # FAQ: "Garou" on sept cards means Garou characters
        if not need:
            return False
    barred = barred_requirements(g, card)
    if barred:  # Lunar Eclipse: those keywords no longer let anyone play the card
        need = need - barred
        if not need:
            return False
    own = cr.cdef(g, c).keywords
    if not need.isdisjoint(_requirement_words(g, c, own)):
        return True
    if "armed" in need and any(cr.is_weapon(g.card(a)) and not cr.put_away(g, c, a)
                               for a in c.attached):
        return True
    return "garou" in need and kw.is_garou(own)


#: ``GameState.view_cache`` key of the table of :func:`could_ever_meet` answers
_EVER_KEY: Final = "requirements-ever-met"
#: the words any creature may have besides its card's: an allegiance, "armed"
_ANYONES_WORDS: Final = frozenset({a.value for a in Allegiance} | {"armed"})


def could_ever_meet(g: GameState, own_cid: str, card: CardDef) -> bool:
    """Could a creature of card ``own_cid`` ever meet ``card``'s requirements? Its words
    can only come from its card (keywords, the forms of its two sides, "garou" for a Garou),
    its allegiance (one of the few there are) and "armed": when none of those is asked for,
    :func:`meets_requires` never holds (a card requiring nothing: yes). Kept for the whole
    game by pair of card ids (card definitions never change, so an answer is never stale)."""
    tables: dict[str, dict[str, bool]] | None = g.view_cache.get(_EVER_KEY)
    if tables is None:
        tables = g.view_cache[_EVER_KEY] = {}
    table = tables.get(own_cid)
    if table is None:
        table = tables[own_cid] = {}
    found = table.get(card.id)
    if found is None:
        found = table[card.id] = ever_meets(g.defs[own_cid], card)
    return found


def _ever_meets(own: CardDef, card: CardDef) -> bool:
    """:func:`could_ever_meet` for a creature of card ``own``, from the two definitions."""
    words = set(own.keywords) | _ANYONES_WORDS
    words.update(side.form for side in (own.breed, own.crinos) if side is not None)
    if kw.is_garou(own.keywords):
        words.add("garou")
    return not card.requires or not card.requires.isdisjoint(words)


#: :func:`_ever_meets`, read from the two definitions alone: remembered for every game of the
#: process by their identities
ever_meets: Final = ByIdentities(_ever_meets, 65536)


def _requirement_words(g: GameState, c: Creature, own: frozenset[str]) -> frozenset[str]:
    """Its keywords, its current form and its allegiance (remembered inside a reading
    stretch: listing open play asks it for every card in hand)."""
    memo = reading_scope(g)
    key = ("requirement-words", c.iid)
    found: frozenset[str] | None = memo.get(key) if memo is not None else None
    if found is None:
        found = own | {cr.form(g, c), str(cr.allegiance(g, c))}  # (its value: a StrEnum)
        if memo is not None:
            memo[key] = found
    return found


#: the keyword groups a ``bar-requirement`` effect may name
REQUIREMENT_GROUPS: Final = {"auspice": kw.AUSPICES, "breed": kw.BREEDS, "aspect": kw.ASPECTS}


def barred_requirements(g: GameState, card: CardDef) -> frozenset[str]:
    """Required keywords that do not count for playing ``card`` now: the ``group`` of a
    ``static`` ``bar-requirement`` effect of an event in play for everyone whose
    ``card_type`` is the card's type (Lunar Eclipse: no gift through an auspice)."""
    out: frozenset[str] = frozenset()
    if not g.global_cards:
        return out  # the usual case: no lasting event in play
    barring = g.cids_with("static", "bar-requirement")
    cards = g.cards
    for iid in g.global_cards:
        cid = cards[iid].cid
        if cid not in barring:
            continue  # the usual case: no such effect on it
        for spec in g.defs[cid].effects:
            if spec.when != "static" or spec.do != "bar-requirement":
                continue
            if spec.param("card_type", "gift") != str(card.type):
                continue
            out |= REQUIREMENT_GROUPS.get(str(spec.param("group", "auspice")), frozenset())
    return out
