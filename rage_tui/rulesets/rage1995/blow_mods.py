"""Modifiers on a creature's blows: extra damage, aggravated damage, speed.

They are statistics changed by ``modify`` effects (temporary, or ``static`` on cards in play,
the creature's own card included):

* ``damage_bonus``: each of the creature's combat actions that deals damage deals this much
  more (Toxic Claws, Walks-with-Might in Crinos form). Cards with no damage get nothing;
* ``aggravated``: when above 0, all damage the creature's combat actions deal is aggravated
  (Furmling, the Grand Klaive's bearer);
* ``fast`` / ``slow``: when above 0, the creature's combat actions resolve at that speed
  (Spirit of the Fray); ``fast`` wins over ``slow``.

A **ward** (``{when: static, do: ward}`` on a card attached to a creature) makes the creature
unaffected by damage cards of some Rage: ``rages: [2, 3]`` (Faerie Armor) or ``min_rage: 6``
(Skin of the Hellbound). It acts on the damage card as it lands, after redirects.
"""

from __future__ import annotations

from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardDef, Speed
from rage_tui.rulesets.rage1995.state import Creature, GameState


def _bonus(g: GameState, c: Creature, stat: str) -> int:
    return sum(m.amount for m in c.mods if m.stat == stat) + cr.static_bonus(g, c, stat)


def damage_of(g: GameState, by: Creature | None, card: CardDef) -> int:
    """The damage a combat action deals before blocks: printed damage plus the user's
    ``damage_bonus`` (only for actions that deal damage)."""
    base = card.damage or 0
    if by is None or base <= 0:
        return base
    return max(0, base + _bonus(g, by, "damage_bonus"))


def aggravated(g: GameState, by: Creature | None, card: CardDef,
               target: Creature | None = None) -> bool:
    """Whether the action's damage is aggravated: the card says so, or the user's blows are,
    or the card is aggravated against a creature in Crinos form (keyword
    ``aggravated-vs-crinos``, Fur Gnarl) and ``target`` is in Crinos form as the blow lands."""
    if "aggravated-vs-crinos" in card.keywords and target is not None \
            and cr.form(g, target) == "crinos":
        return True
    return card.aggravated or (by is not None and _bonus(g, by, "aggravated") > 0)


def speed_of(g: GameState, by: Creature | None, card: CardDef) -> Speed:
    """The speed a combat action resolves at: the card's, unless the user's blows are made
    fast (or slow)."""
    if by is None:
        return card.speed
    if _bonus(g, by, "fast") > 0:
        return Speed.FAST
    if _bonus(g, by, "slow") > 0:
        return Speed.SLOW
    return card.speed


def warded(g: GameState, target: Creature, card: CardDef) -> bool:
    """Whether a ward on ``target`` stops the damage card ``card`` (by its Rage; a card with
    no Rage requirement is not stopped)."""
    rage = card.rage_req
    if rage is None:
        return False
    for a in target.attached:
        for e in g.card(a).effects:
            if e.when != "static" or e.do != "ward":
                continue
            rages = e.param("rages")
            if rages is not None and rage in tuple(rages):
                return True
            low = e.param("min_rage")
            if low is not None and rage >= int(low):
                return True
    return False
