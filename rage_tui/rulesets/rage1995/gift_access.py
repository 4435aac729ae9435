"""Gifts a creature may use beyond its own keywords (``gift-access`` effects).

A ``gift-access`` effect (``when: static``) on a creature's own card, or on a card attached to
it (a past life), lets the creature use more gifts: ``as: [keywords]`` any gift requiring one
of those keywords (the Dreamspeaker Mage's auspice gifts, the Priest's Children of Gaia
gifts), ``allegiance: gaia`` any Gaia gift (rules decision R45); ``any_gnosis: true`` whatever
Gnosis those gifts ask for (Klailtal Stargazer). Other limits (frenzy, combat timing) hold.
"""

from __future__ import annotations

from collections.abc import Iterator

from rage_tui.engine.cards import EffectSpec
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995 import requirements
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.state import Creature, GameState

#: requirement keywords that make a gift a Gaia gift (v0.2 "Gifts", rules decision R45): the
#: Garou tribes but the Black Spiral Dancers, the Bastet tribes but the Hellcats, every breed
#: and auspice, and the Bastet, Corax, Gurahl, Mokole and Rokea
GAIA_WORDS = ((kw.GAROU_TRIBES - {"black-spiral-dancers"}) | (kw.BASTET_TRIBES - {"hellcats"})
              | kw.BREEDS | kw.AUSPICES
              | frozenset({"bastet", "corax", "gurahl", "mokole", "rokea"}))


def is_gaia_gift(card: CardDef) -> bool:
    """A gift one of whose requirements is a Gaia one (R45: a gift may also be a Wyrm
    gift)."""
    return any(r in GAIA_WORDS for r in card.requires)


def _as_list(value: object) -> list[str]:
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [] if value is None else [str(value)]


def _specs(g: GameState, c: Creature) -> Iterator[EffectSpec]:
    for source in (c.iid, *c.attached):
        for e in g.card(source).effects:
            if e.when == "static" and e.do == "gift-access":
                yield e




def may_have_grant(g: GameState, c: Creature) -> bool:
    """Is a card with a ``gift-access`` effect on ``c`` (its own, or one attached)?"""
    return cr.carries(g, c, g.present_with("static", "gift-access"))


def _grant(g: GameState, c: Creature, card: CardDef) -> EffectSpec | None:
    """The first ``gift-access`` effect on ``c`` that covers the gift ``card``."""
    if not may_have_grant(g, c):
        return None  # most creatures have none
    usable = card.requires - requirements.barred_requirements(g, card)  # Lunar Eclipse still bars
    for e in _specs(g, c):
        if usable & set(_as_list(e.param("as"))):
            return e
        if e.param("allegiance") == "gaia" and is_gaia_gift(card):
            return e
    return None


def may_use_gift(g: GameState, c: Creature, card: CardDef) -> bool:
    """Does ``c`` meet the gift's requirements and Gnosis, by its own keywords or through a
    ``gift-access`` effect?"""
    # the grant is looked for only when it matters (most creatures have none)
    if not requirements.could_ever_meet(g, g.cards[c.iid].cid, card) \
            and not may_have_grant(g, c):
        return False  # the usual case: its card never has the words, and nothing grants them
    if requirements.meets_requires(g, c, card):
        if cr.gnosis(g, c) >= (card.gnosis_req or 0):
            return True
        grant = _grant(g, c, card)
        return grant is not None and bool(grant.param("any_gnosis"))
    grant = _grant(g, c, card)
    if grant is None:
        return False
    return cr.gnosis(g, c) >= (card.gnosis_req or 0) or bool(grant.param("any_gnosis"))
