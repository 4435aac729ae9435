"""What a creature needs to play a card: one of the card's required keywords,
counting its form, its allegiance and a weapon in use, less the keywords an event in play bars
(Lunar Eclipse)."""

from __future__ import annotations

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
    if "armed" in need and not c.unarmed and any(cr.is_weapon(g.card(a)) for a in c.attached):
        return True
    return "garou" in need and kw.is_garou(own)


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
REQUIREMENT_GROUPS = {"auspice": kw.AUSPICES, "breed": kw.BREEDS, "aspect": kw.ASPECTS}


def barred_requirements(g: GameState, card: CardDef) -> frozenset[str]:
    """Required keywords that do not count for playing ``card`` now: the ``group`` of a
    ``static`` ``bar-requirement`` effect of an event in play for everyone whose
    ``card_type`` is the card's type (Lunar Eclipse: no gift through an auspice)."""
    out: frozenset[str] = frozenset()
    for iid in g.global_cards:
        for spec in g.card(iid).effects:
            if spec.when != "static" or spec.do != "bar-requirement":
                continue
            if spec.param("card_type", "gift") != str(card.type):
                continue
            out |= REQUIREMENT_GROUPS.get(str(spec.param("group", "auspice")), frozenset())
    return out
