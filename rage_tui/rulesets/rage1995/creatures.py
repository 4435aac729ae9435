"""Derived facts about creatures in play: current form and stats, worlds, allegiance.

Stats are never stored; they are computed from the printed card, the current side and the
modifiers in force (v0.2 "Modifications to Statistics": doubling first, then additions; Rage and
Gnosis never below zero; Health 0 kills).
"""

from __future__ import annotations

from rage_tui.engine.cards import Allegiance
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995.cards import CardDef, CardType, FormDef, Slot
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.statics import (
    BONUS_STATS_KEY,
    bonus_stats,
)
from rage_tui.rulesets.rage1995.statics import (
    _static_specs as _static_specs,
)
from rage_tui.rulesets.rage1995.statics import (
    fresh_static_bonuses as fresh_static_bonuses,
)
from rage_tui.rulesets.rage1995.statics import (
    in_pack_action as in_pack_action,
)
from rage_tui.rulesets.rage1995.statics import (
    is_weapon as is_weapon,
)
from rage_tui.rulesets.rage1995.statics import (
    put_away as put_away,
)
from rage_tui.rulesets.rage1995.statics import (
    static_bonus as static_bonus,
)
from rage_tui.rulesets.rage1995.statics import (
    static_bonuses as static_bonuses,
)
from rage_tui.rulesets.rage1995.statics import (
    static_filters_pass as static_filters_pass,
)
from rage_tui.rulesets.rage1995.statics import (
    static_key as static_key,
)

# (the static-bonus names above stay reachable here: callers read them as ``creatures.X``)


def cdef(g: GameState, c: Creature) -> CardDef:
    """The card definition of a creature."""
    return g.defs[g.cards[c.iid].cid]


def side(g: GameState, c: Creature) -> FormDef:
    """The side of the card currently face up."""
    card = g.defs[g.cards[c.iid].cid]
    if c.crinos and card.crinos is not None:
        return card.crinos
    assert card.breed is not None, f"{card.id} has no stats"
    return card.breed


def form(g: GameState, c: Creature) -> str:
    """The creature's current form (homid, lupus, crinos ...)."""
    return side(g, c).form


# (the small readers below are asked tens of thousands of times a game: they read the card
# definition directly, ``cdef`` and ``side`` inlined)


def _mod(c: Creature, stat: str, g: GameState | None = None) -> int:
    total = 0
    for m in c.mods:
        if m.stat == stat:
            total += m.amount
    if g is not None:
        # a statistic no static effect of the library changes has no static bonus
        stats: frozenset[str] | None = g.view_cache.get(BONUS_STATS_KEY)
        if stats is None:
            stats = bonus_stats(g)
        if stat in stats:
            total += static_bonuses(g, c).get(stat, 0)
    return total


def lone_wolf(g: GameState, c: Creature) -> bool:
    """Does ``c`` never take part in pack actions (a ``lone-wolf`` effect on its card, or on
    a card attached to it: Klailtal Stargazer)?"""
    wolves = g.present_with("static", "lone-wolf")  # the game's cards with one
    return bool(wolves) and carries(g, c, wolves)


def carries(g: GameState, c: Creature, cids: frozenset[str]) -> bool:
    """Is the card of ``c``, or a card attached to it, one of ``cids``?"""
    cards = g.cards
    if cards[c.iid].cid in cids:
        return True
    for a in c.attached:  # noqa: SIM110
        if cards[a].cid in cids:
            return True
    return False


def side_barred(g: GameState, side: list[int]) -> bool:
    """Is a lone wolf (or a creature that must fight alone this combat, Gang Beating)
    fighting on ``side``, so that no pack action may join it?"""
    return any(i in g.creatures and (lone_wolf(g, g.creatures[i]) or any(
        m.stat == "alone" for m in g.creatures[i].mods)) for i in side)


def rage(g: GameState, c: Creature) -> int:
    """Current Rage (never below zero); halved, rounded up, while a ``half_rage`` change is on
    it (Battle of Screaming Mud)."""
    card = g.defs[g.cards[c.iid].cid]
    face = card.crinos if c.crinos and card.crinos is not None else card.breed
    assert face is not None, f"{card.id} has no stats"
    value = max(0, face.stats.rage + _mod(c, "rage", g))
    for mod in c.mods:
        if mod.stat == "half_rage":
            return (value + 1) // 2
    return value


def gnosis(g: GameState, c: Creature) -> int:
    """Current Gnosis (never below zero)."""
    card = g.defs[g.cards[c.iid].cid]
    face = card.crinos if c.crinos and card.crinos is not None else card.breed
    assert face is not None, f"{card.id} has no stats"
    return max(0, face.stats.gnosis + _mod(c, "gnosis", g))


def health(g: GameState, c: Creature) -> int:
    """Current Health."""
    return max(0, side(g, c).stats.health + _mod(c, "health", g))


def renown(g: GameState, c: Creature) -> int:
    """Current Renown (modifiers never change VP worth)."""
    return max(0, g.defs[g.cards[c.iid].cid].renown + _mod(c, "renown", g))


def damage(c: Creature) -> int:
    """Total damage on the creature."""
    return sum(c.dmg_value.values())


def card_rage(g: GameState, c: Creature) -> int:
    """The Rage the creature plays combat actions at, without bluffing.

    "Plays cards at +X Rage" effects count here; firearms ("may play Rage X cards") give a floor
    but never raise Rage itself (v0.2 "Modifications to Statistics").
    """
    value = rage(g, c) + _mod(c, "play_rage", g)
    for iid in c.attached:
        item = g.card(iid)
        if put_away(g, c, iid):
            continue
        usable = not item.forms_req or form(g, c) in item.forms_req
        if item.type == CardType.EQUIPMENT and item.plays_rage is not None and usable:
            value = max(value, item.plays_rage)
    for e in cdef(g, c).effects:  # ``max-play-rage`` on its own card (Flame Spirit)
        if e.when == "static" and e.do == "max-play-rage":
            value = min(value, int(e.param("amount", 0)))
    return value


def creature_classes_of(g: GameState, c: Creature) -> frozenset[str]:
    """Creature classes of a creature (Garou tribes imply Garou)."""
    return kw.creature_classes(g.defs[g.cards[c.iid].cid].keywords)


def keywords(g: GameState, c: Creature) -> frozenset[str]:
    """Keywords of the creature, including its current form."""
    card = g.defs[g.cards[c.iid].cid]
    face = card.crinos if c.crinos and card.crinos is not None else card.breed
    assert face is not None, f"{card.id} has no stats"
    return card.keywords | {face.form}


def is_character(g: GameState, c: Creature) -> bool:
    """True for character cards (not one that became an ally: Rite of the Black Spiral)."""
    return g.defs[g.cards[c.iid].cid].type == CardType.CHARACTER and not (c.mods and any(
        md.stat == "as_ally" for md in c.mods))


def is_prey(g: GameState, c: Creature) -> bool:
    """True for enemies and victims in the Hunting Grounds."""
    return c.controller is None


def allegiance(g: GameState, c: Creature) -> Allegiance:
    """A pack member has its pack's allegiance; enemies are Wyrm and victims Gaia."""
    if c.controller is not None:
        return g.players[c.controller].allegiance
    card = cdef(g, c)
    return Allegiance.WYRM if card.type == CardType.ENEMY else Allegiance.GAIA


def is_spirit(g: GameState, c: Creature) -> bool:
    """Spirit allies and prey live in both worlds; Bane allies and prey are spirits too (Bane
    characters are not spirits) (v0.2 "Banes", "Spirit")."""
    card = cdef(g, c)
    return kw.is_spirit_creature(card.keywords, card.type == CardType.CHARACTER)


def spirit_in_both_worlds(g: GameState, card: CardDef) -> bool:
    """Whether a spirit ally or prey (the ``spirit`` keyword) comes into play in both worlds:
    under v0.2 it does ("Spirit"); the Rage Unlimited rulebook never puts spirits in the Umbra
    (its example of play lays the Flame Spirit beside the pack: rules decision U21)."""
    return "spirit" in card.keywords and rules_for(g).spirits_in_both_worlds


def in_umbra(c: Creature) -> bool:
    """Is the creature (at least) in the Umbra?"""
    return c.umbra


def in_physical(c: Creature) -> bool:
    """Is the creature (at least) in the physical world?"""
    return c.physical


def can_interact(a: Creature, b: Creature) -> bool:
    """Whether two creatures share a world (v0.2 "Rules for the Umbra")."""
    return (a.umbra and b.umbra) or (a.physical and b.physical)


def lives_in_umbra(card: CardDef) -> bool:
    """Whether the card puts its creature into play in the Umbra only (an ``umbra-dweller``
    marker: Nightmaster, who is no spirit)."""
    return any(e.when == "static" and e.do == "umbra-dweller" for e in card.effects)


def only_umbra(c: Creature) -> bool:
    """In the Umbra and not in the physical world (cannot call or vote in juntas)."""
    return c.umbra and not c.physical


def regenerates(g: GameState, c: Creature) -> bool:
    """Regenerating creatures: marked cards, and by class shapeshifters, vampires and Bane
    characters; spirits (Bane allies and prey among them) only when marked."""
    card = cdef(g, c)
    return card.regenerates or kw.regenerates_by_class(card.keywords,
                                                      card.type == CardType.CHARACTER)


def can_frenzy(g: GameState, c: Creature) -> bool:
    """Only characters of frenzying classes frenzy (allies and prey do not), and not while a
    card in play forbids it (a ``no_frenzy`` modifier, New Moon)."""
    card = cdef(g, c)
    return (card.type == CardType.CHARACTER and kw.can_frenzy_by_class(card.keywords)
            and _mod(c, "no_frenzy", g) <= 0)


def can_step_sideways(g: GameState, c: Creature) -> bool:
    """Characters of classes that step sideways."""
    card = cdef(g, c)
    return card.type == CardType.CHARACTER and kw.can_step_sideways_by_class(card.keywords)


def counts_against_limit(item: CardDef, g: GameState | None = None) -> bool:
    """Whether a piece of equipment counts against the one weapon / one armor limit. A
    sidearm whose text says it does not (the .38 Special) carries the ``sidearm`` keyword.
    Under rules that allow any number of weapons (``g``'s rules: Rage Unlimited, rules
    decision U22) only armor counts."""
    if item.slot == Slot.WEAPON and g is not None and rules_for(g).weapons_one_a_round:
        return False
    return item.slot in (Slot.WEAPON, Slot.ARMOR) and "sidearm" not in item.keywords


def equipped(g: GameState, c: Creature, slot: Slot) -> list[int]:
    """Attached equipment in ``slot`` that counts against the one-per-slot limit."""
    return [iid for iid in c.attached
            if g.card(iid).type == CardType.EQUIPMENT and g.card(iid).slot == slot
            and counts_against_limit(g.card(iid), g)]


def pack_creatures(g: GameState, seat: int) -> list[Creature]:
    """Living members of a seat's pack (characters and allies), in play order."""
    creatures = g.creatures
    return [creatures[i] for i in g.players[seat].pack if i in creatures]


def characters(g: GameState, seat: int) -> list[Creature]:
    """Living characters of a seat."""
    return [c for c in pack_creatures(g, seat) if is_character(g, c)]
