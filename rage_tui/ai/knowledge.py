"""What a bot can work out from its own view and the public card library.

Everything here reads a :class:`~rage_tui.engine.view.View` (never the game state) and the card
definitions, which are public knowledge. The numbers are estimates for heuristics, not rules:
the engine stays the only authority on what is legal.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995.cards import CardDef, CardType, Speed
from rage_tui.rulesets.rage1995.view_types import CombatView, CreatureView, SeatView, View

Defs = Mapping[str, CardDef]


def my_seat(view: View) -> SeatView:
    """The viewer's own seat."""
    assert view.seat is not None, "a spectator view has no seat"
    return view.seats[view.seat]


def all_creatures(view: View) -> list[CreatureView]:
    """Every creature on the table (packs, then the Hunting Grounds)."""
    out = [c for s in view.seats for c in s.pack]
    out.extend(view.hunting)
    return out


def creature_map(view: View) -> dict[int, CreatureView]:
    """Creatures by instance id."""
    return {c.iid: c for c in all_creatures(view)}


def can_interact(a: CreatureView, b: CreatureView) -> bool:
    """Whether two creatures share a world (v0.2 "Rules for the Umbra")."""
    return (a.umbra and b.umbra) or (a.physical and b.physical)


def eff_hp(c: CreatureView, defs: Defs) -> int:
    """Damage still needed to kill ``c``: a breed-form character that can flip to Crinos only
    dies at its Crinos Health; a scripted minion prey dies to any damage."""
    card = defs.get(c.cid)
    if card is not None and card.prey is not None and card.prey.tier == "minion" and (
            c.controller is None):
        return 0 if c.total_damage else 1  # a scripted minion dies to any damage (R31)
    health = c.health
    if not c.crinos and card is not None and card.crinos is not None and card.breed is not None:
        health = card.crinos.stats.health + (c.health - card.breed.stats.health)
    return max(0, health - c.total_damage)


def next_rage(c: CreatureView, defs: Defs) -> int:
    """The card Rage ``c`` will have once it flips (its current one when it cannot)."""
    card = defs.get(c.cid)
    if c.crinos or card is None or card.crinos is None or card.breed is None:
        return c.card_rage
    return c.card_rage + card.crinos.stats.rage - card.breed.stats.rage


def vp_worth(victim: CreatureView, killer_allegiance: str, defs: Defs) -> int:
    """VP a kill of ``victim`` is worth to a pack of ``killer_allegiance`` (v0.2 Prey)."""
    card = defs.get(victim.cid)
    if card is None:
        return victim.renown
    if victim.controller is None:
        if card.type == CardType.ENEMY and killer_allegiance == "wyrm":
            return 0
        if card.type == CardType.VICTIM and killer_allegiance == "gaia":
            return 0
    return card.renown


def prey_good_for(card: CardDef, allegiance: str) -> bool:
    """Whether prey ``card`` is worth VP to a pack of ``allegiance``."""
    if card.type == CardType.ENEMY:
        return allegiance != "wyrm"
    if card.type == CardType.VICTIM:
        return allegiance != "gaia"
    return False


def creature_keywords(c: CreatureView, defs: Defs, allegiance: str | None) -> frozenset[str]:
    """Keywords a creature counts as having for card requirements."""
    card = defs.get(c.cid)
    base = card.keywords if card is not None else frozenset()
    have = set(base) | {c.form}
    if allegiance is not None:
        have.add(allegiance)
    if kw.is_garou(base):
        have.add("garou")
    return frozenset(have)


def creature_allegiance(view: View, c: CreatureView, defs: Defs) -> str:
    """A pack member has its pack's allegiance; enemies are Wyrm and victims Gaia."""
    if c.controller is not None:
        return view.seats[c.controller].allegiance
    card = defs.get(c.cid)
    return "wyrm" if card is not None and card.type == CardType.ENEMY else "gaia"


@dataclass(frozen=True, slots=True)
class Play:
    """How a combat card would work for one creature."""

    legal: bool
    bluff: bool
    damage: int
    dodge: bool
    block: int
    speed: Speed
    rage_req: int


def judge_card(card: CardDef, c: CreatureView, keywords: frozenset[str]) -> Play:
    """Whether ``card`` is legal for ``c`` (non-Rage requirements) and whether it bluffs."""
    legal = card.type == CardType.COMBAT_ACTION
    if legal and card.forms_req and c.form not in card.forms_req:
        legal = False
    if legal and card.requires and not card.requires & keywords:
        legal = False
    if legal and card.gnosis_req is not None and c.gnosis < card.gnosis_req:
        legal = False
    req = card.rage_req or 0
    bluff = req > c.card_rage
    if legal and bluff and card.cannot_be_bluffed:
        legal = False
    return Play(legal, bluff, card.damage or 0, card.dodge, card.block or 0, card.speed, req)


def combat_side(combat: CombatView, iid: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(own side, other side) of creature ``iid`` in the combat."""
    if iid in combat.attackers:
        return combat.attackers, combat.defenders
    return combat.defenders, combat.attackers


def expected_swing(rage: int) -> float:
    """Rough damage a creature of card Rage ``rage`` deals in a round with an unknown hand."""
    return max(0.8, min(5.0, 0.55 * rage + 0.6))


def hand_strength(view: View, c: CreatureView, defs: Defs, top: int = 3) -> float:
    """Average damage of the best few legal non-bluff attacks in the viewer's combat hand for
    ``c`` (bluffs count at a discount); an estimate of what ``c`` deals per round."""
    seat = my_seat(view)
    hand = seat.combat_hand or ()
    al = creature_allegiance(view, c, defs)
    kws = creature_keywords(c, defs, al)
    values = []
    for _, cid in hand:
        card = defs.get(cid)
        if card is None:
            continue
        p = judge_card(card, c, kws)
        if not p.legal or p.damage <= 0:
            continue
        values.append(p.damage * (0.35 if p.bluff else 1.0))
    values.sort(reverse=True)
    best = values[:top]
    if not best:
        return 0.4
    return sum(best) / max(len(best), 2)
