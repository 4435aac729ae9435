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
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.state import Creature, GameState

#: requirement keywords that make a gift a Wyrm gift (R45); a gift with any other requirement
#: is (also) a Gaia gift
WYRM_WORDS = frozenset({
    "wyrm", "black-spiral-dancers", "hellcats", "bane", "fomori", "pentex", "vampire",
    "cultist", "cults", "7th-generation", "pentex-first-team",
}) | kw.ASPECTS


def is_gaia_gift(card: CardDef) -> bool:
    """A gift one of whose requirements is not a Wyrm one (R45: a gift may be both)."""
    return any(r not in WYRM_WORDS for r in card.requires)


def _as_list(value: object) -> list[str]:
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [] if value is None else [str(value)]


def _specs(g: GameState, c: Creature) -> Iterator[EffectSpec]:
    for source in (c.iid, *c.attached):
        for e in g.card(source).effects:
            if e.when == "static" and e.do == "gift-access":
                yield e


def _grant(g: GameState, c: Creature, card: CardDef) -> EffectSpec | None:
    """The first ``gift-access`` effect on ``c`` that covers the gift ``card``."""
    usable = card.requires - cr.barred_requirements(g, card)  # Lunar Eclipse still bars
    for e in _specs(g, c):
        if usable & set(_as_list(e.param("as"))):
            return e
        if e.param("allegiance") == "gaia" and is_gaia_gift(card):
            return e
    return None


def may_use_gift(g: GameState, c: Creature, card: CardDef) -> bool:
    """Does ``c`` meet the gift's requirements and Gnosis, by its own keywords or through a
    ``gift-access`` effect?"""
    grant = _grant(g, c, card)
    if not (cr.meets_requires(g, c, card) or grant is not None):
        return False
    return cr.gnosis(g, c) >= (card.gnosis_req or 0) or bool(
        grant is not None and grant.param("any_gnosis"))
