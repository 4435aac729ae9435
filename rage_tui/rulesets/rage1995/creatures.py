"""Derived facts about creatures in play: current form and stats, worlds, allegiance.

Stats are never stored; they are computed from the printed card, the current side and the
modifiers in force (v0.2 "Modifications to Statistics": doubling first, then additions; Rage and
Gnosis never below zero; Health 0 kills).
"""

from __future__ import annotations

from typing import Any

from rage_tui.engine.cards import Allegiance, EffectSpec
from rage_tui.engine.reading import SCOPE_KEY
from rage_tui.engine.reading import scope as reading_scope
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995.cards import CardDef, CardType, FormDef, Slot
from rage_tui.rulesets.rage1995.state import Creature, GameState


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


def _mod(c: Creature, stat: str, g: GameState | None = None) -> int:
    total = 0
    for m in c.mods:
        if m.stat == stat:
            total += m.amount
    if g is not None:
        total += static_bonuses(g, c).get(stat, 0)
    return total


def _static_cids(g: GameState) -> frozenset[str]:
    """Card ids with static effects (computed once per game)."""
    found = g.view_cache.get(-1)
    if found is None:
        found = frozenset(cid for cid, d in g.defs.items()
                          if any(e.when == "static" for e in d.effects))
        g.view_cache[-1] = found
    return found


#: A creature's static-bonus key: its card (hence its card type), its side (Crinos or not, hence
#: its form), its worlds (in the Umbra, physical), and the cards with static effects that can
#: reach it, by where they are: attached (usable), its own card, packmates, pack resources (a
#: pack totem left out when it bears a personal totem), cards in play for everyone, and
#: whether it fights in a pack action (for ``while: pack-action`` effects), and whether it is
#: prey in the Hunting Grounds (no controller; for ``prey: true`` effects) and whether it is in
#: a frenzy (for ``while: frenzy`` effects).
StaticKey = tuple[str, bool, bool, bool, tuple[str, ...], bool, tuple[str, ...],
                  tuple[str, ...], tuple[str, ...], bool, bool, bool]


def static_key(g: GameState, c: Creature) -> StaticKey:
    """Everything the static bonuses of ``c`` depend on, as card ids. :func:`static_bonuses`
    computes the bonuses from this key alone, so a bonus cached under the key can never be
    stale: whenever a source arrives, leaves or moves, or the creature changes side, the key
    changes. Remembered per creature inside a reading stretch (the views ask it too)."""
    memo: dict[Any, Any] | None = g.view_cache.get(SCOPE_KEY)  # reading_scope, inlined
    if memo is None:
        return _static_key(g, c, None)
    mkey = ("static-key", c.iid)
    found: StaticKey | None = memo.get(mkey)
    if found is None:
        found = memo[mkey] = _static_key(g, c, memo)
    return found


def _static_key(g: GameState, c: Creature, memo: dict[Any, Any] | None) -> StaticKey:
    """:func:`static_key` worked out (``memo``: the reading stretch's memory, or ``None``)."""
    statics: frozenset[str] | None = g.view_cache.get(-1)
    if statics is None:
        statics = _static_cids(g)
    cards = g.cards
    own = cards[c.iid].cid
    if not statics:
        return (own, c.crinos, c.umbra, c.physical, (), False, (), (), (), False,
                c.controller is None, c.frenzy is not None)
    # written for speed: most creatures have no static source at all
    attached: tuple[str, ...] = ()
    for a in c.attached:
        cid = cards[a].cid
        if cid in statics:
            attached = tuple(x for x in [cards[b].cid for b in c.attached] if x in statics
                             and not (c.unarmed and is_weapon(g.defs[x])))
            break
    pack: tuple[str, ...] = ()
    res: tuple[str, ...] = ()
    # the seats' and the table's sources are kept in ``memo``, once per reading stretch
    if c.controller is not None and not c.away:
        found = memo.get(("statics", c.controller)) if memo is not None else None
        if found is None:
            p = g.players[c.controller]
            found = ([(b, cards[b].cid) for b in p.pack if cards[b].cid in statics],
                     tuple(x for x in [cards[b].cid for b in p.resources] if x in statics))
            if memo is not None:
                memo[("statics", c.controller)] = found
        iid = c.iid
        pack = tuple([x for b, x in found[0] if b != iid]) if found[0] else ()  # packmates
        res = found[1]
        if res and any(g.defs[cards[a].cid].type == CardType.TOTEM for a in c.attached):
            # v0.2 Personal Totems: a creature with its own totem has no pack totem
            res = tuple(x for x in res if g.defs[x].type != CardType.TOTEM)
    glob: tuple[str, ...] | None = memo.get("statics") if memo is not None else None
    if glob is None:
        glob = tuple(x for x in [cards[b].cid for b in g.global_cards] if x in statics)
        if memo is not None:
            memo["statics"] = glob
    pack_action = g.combat is not None and in_pack_action(g, c)
    return (own, c.crinos, c.umbra, c.physical, attached, own in statics, pack, res, glob,
            pack_action, c.controller is None, c.frenzy is not None)


def _static_specs(g: GameState, c: Creature,
                  cached: bool = True) -> list[tuple[int, EffectSpec]]:
    """The static effects that reach ``c``, with the card instance each comes from (attached
    cards, its own card, packmates, pack resources, cards in play for everyone). With
    ``cached=False`` nothing remembered is used (for invariant checks)."""
    if cached and static_bonuses(g, c) is _NO_BONUS:
        return []  # no static source reaches it (the usual case; remembered while reading)
    statics = _static_cids(g)
    sources = [a for a in c.attached if not (c.unarmed and is_weapon(g.card(a)))]
    sources.append(c.iid)  # the creature's own card (target: self)
    if c.controller is not None and not c.away:
        p = g.player(c.controller)
        sources.extend(m for m in p.pack if m != c.iid)  # packmates (target: pack)
        own_totem = any(g.card(a).type == CardType.TOTEM for a in c.attached)
        sources.extend(r for r in p.resources  # v0.2 Personal Totems
                       if not (own_totem and g.card(r).type == CardType.TOTEM))
    sources.extend(g.global_cards)
    out: list[tuple[int, EffectSpec]] = []
    for iid in sources:
        if g.cards[iid].cid in statics:
            out.extend((iid, e) for e in g.card(iid).effects if e.when == "static")
    return out


_NO_BONUS: dict[str, int] = {}


def static_bonuses(g: GameState, c: Creature) -> dict[str, int]:
    """Bonuses from cards in play with a ``static`` ``modify`` effect, by statistic: attached
    cards affect their bearer, pack resources the pack, global events every creature
    (optionally only those with a ``keyword``). Cached under :func:`static_key`."""
    scope = reading_scope(g)
    if scope is not None:
        hit: dict[str, int] | None = scope.get(c.iid)
        if hit is not None:
            return hit
        key = static_key(g, c)
    else:
        key = _static_key(g, c, None)
    if not (key[4] or key[5] or key[6] or key[7] or key[8]):
        found = _NO_BONUS
    else:
        cached: dict[str, int] | None = g.view_cache.get(key)
        found = cached if cached is not None else _bonuses_of(g, key)
        g.view_cache[key] = found
    if scope is not None:
        scope[c.iid] = found
    return found


def _bonuses_of(g: GameState, key: StaticKey) -> dict[str, int]:
    (own_cid, crinos, umbra, physical, attached, own, pack, res, glob, pack_action, prey,
     frenzied) = key
    card = g.defs[own_cid]
    kind = str(card.type)
    face = card.crinos if crinos and card.crinos is not None else card.breed
    have = card.keywords | ({face.form} if face is not None else set())
    out: dict[str, int] = {}
    for origin, sources in (("attached", attached), ("self", (own_cid,) if own else ()),
                            ("pack", pack), ("resource", res), ("global", glob)):
        mine = origin in ("attached", "self")
        for source in sources:
            for spec in g.defs[source].effects:
                if spec.when != "static" or spec.do != "modify":
                    continue
                where = spec.param("target", "self")
                if mine and where != "self" and not (origin == "self" and where == "pack"):
                    continue
                if not mine and where == "self":
                    continue
                keyword = spec.param("keyword")
                if keyword and keyword not in have:
                    continue
                if not static_filters_pass(spec, umbra, physical, kind, pack_action, prey,
                                     frenzied):
                    continue
                stat = str(spec.param("stat"))
                out[stat] = out.get(stat, 0) + int(spec.param("amount", 0))
    return out


def fresh_static_bonuses(g: GameState, c: Creature) -> dict[str, int]:
    """:func:`static_bonuses` worked out from the creature and the cards in play directly,
    never from a cache or the key (the simulator's invariant compares the two)."""
    out: dict[str, int] = {}
    for source, spec in _static_specs(g, c, cached=False):
        if spec.do != "modify":
            continue
        where = spec.param("target", "self")
        own = source in c.attached or source == c.iid
        if own and where != "self" and not (source == c.iid and where == "pack"):
            continue
        if not own and where == "self":
            continue
        keyword = spec.param("keyword")
        if keyword and keyword not in keywords(g, c):
            continue
        if not static_filters_pass(spec, c.umbra, c.physical, str(cdef(g, c).type),
                             in_pack_action(g, c), c.controller is None,
                             c.frenzy is not None):
            continue
        stat = str(spec.param("stat"))
        out[stat] = out.get(stat, 0) + int(spec.param("amount", 0))
    return out


def static_bonus(g: GameState, c: Creature, stat: str) -> int:
    """The static bonus of ``c`` to one statistic (see :func:`static_bonuses`)."""
    return static_bonuses(g, c).get(stat, 0)


def static_filters_pass(spec: EffectSpec, umbra: bool, physical: bool, kind: str,
                  pack_action: bool, prey: bool = False, frenzied: bool = False) -> bool:
    """The ``world`` (umbra/physical), ``while`` (``pack-action``, ``frenzy``), ``prey`` (in
    the Hunting Grounds) and ``card_type`` filters of a static effect, for a creature in these
    worlds whose card is of type ``kind``."""
    if spec.param("while") == "pack-action" and not pack_action:
        return False
    if spec.param("while") == "frenzy" and not frenzied:
        return False
    if spec.param("prey") and not prey:
        return False
    world = spec.param("world")
    if (world == "umbra" and not umbra) or (world == "physical" and not physical):
        return False
    types = spec.param("card_type")
    if types is None:
        return True
    return kind in ((types,) if isinstance(types, str) else tuple(types))


def lone_wolf(g: GameState, c: Creature) -> bool:
    """Does ``c`` never take part in pack actions (a ``lone-wolf`` effect on its card, or on
    a card attached to it: Klailtal Stargazer)?"""
    return any(e.when == "static" and e.do == "lone-wolf" for e in cdef(g, c).effects) or any(
        e.when == "static" and e.do == "lone-wolf" for a in c.attached
        for e in g.card(a).effects)


def side_barred(g: GameState, side: list[int]) -> bool:
    """Is a lone wolf (or a creature that must fight alone this combat, Gang Beating)
    fighting on ``side``, so that no pack action may join it?"""
    return any(i in g.creatures and (lone_wolf(g, g.creatures[i]) or any(
        m.stat == "alone" for m in g.creatures[i].mods)) for i in side)


def in_pack_action(g: GameState, c: Creature) -> bool:
    """Is ``c`` fighting in a pack action: a combat where another member of its pack fights
    on its side (v0.2 "Pack Actions")?"""
    cs = g.combat
    if cs is None or c.controller is None:
        return False
    for side in (cs.attackers, cs.defenders):
        if c.iid in side:
            return any(i != c.iid and i in g.creatures
                       and g.creatures[i].controller == c.controller for i in side)
    return False


def rage(g: GameState, c: Creature) -> int:
    """Current Rage (never below zero); halved, rounded up, while a ``half_rage`` change is on
    it (Battle of Screaming Mud)."""
    value = max(0, side(g, c).stats.rage + _mod(c, "rage", g))
    for mod in c.mods:
        if mod.stat == "half_rage":
            return (value + 1) // 2
    return value


def gnosis(g: GameState, c: Creature) -> int:
    """Current Gnosis (never below zero)."""
    return max(0, side(g, c).stats.gnosis + _mod(c, "gnosis", g))


def health(g: GameState, c: Creature) -> int:
    """Current Health."""
    return max(0, side(g, c).stats.health + _mod(c, "health", g))


def renown(g: GameState, c: Creature) -> int:
    """Current Renown (modifiers never change VP worth)."""
    return max(0, cdef(g, c).renown + _mod(c, "renown", g))


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
        if c.unarmed and is_weapon(item):
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
    return kw.creature_classes(cdef(g, c).keywords)


def keywords(g: GameState, c: Creature) -> frozenset[str]:
    """Keywords of the creature, including its current form."""
    return cdef(g, c).keywords | {form(g, c)}


def is_character(g: GameState, c: Creature) -> bool:
    """True for character cards (not one that became an ally: Rite of the Black Spiral)."""
    return cdef(g, c).type == CardType.CHARACTER and not (c.mods and any(
        md.stat == "as_ally" for md in c.mods))


def is_prey(g: GameState, c: Creature) -> bool:
    """True for enemies and victims in the Hunting Grounds."""
    return c.controller is None


def allegiance(g: GameState, c: Creature) -> Allegiance:
    """A pack member has its pack's allegiance; enemies are Wyrm and victims Gaia."""
    if c.controller is not None:
        return g.player(c.controller).allegiance
    card = cdef(g, c)
    return Allegiance.WYRM if card.type == CardType.ENEMY else Allegiance.GAIA


def is_spirit(g: GameState, c: Creature) -> bool:
    """Spirit allies and prey live in both worlds; Bane allies and prey are spirits too (Bane
    characters are not spirits) (v0.2 "Banes", "Spirit")."""
    card = cdef(g, c)
    return kw.is_spirit_creature(card.keywords, card.type == CardType.CHARACTER)


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


def is_weapon(item: CardDef) -> bool:
    """A weapon (its use can be declared on or off at the play-card step)."""
    return item.type == CardType.EQUIPMENT and item.slot == Slot.WEAPON


def counts_against_limit(item: CardDef) -> bool:
    """Whether a piece of equipment counts against the one weapon / one armor limit. A
    sidearm whose text says it does not (the .38 Special) carries the ``sidearm`` keyword."""
    return item.slot in (Slot.WEAPON, Slot.ARMOR) and "sidearm" not in item.keywords


def equipped(g: GameState, c: Creature, slot: Slot) -> list[int]:
    """Attached equipment in ``slot`` that counts against the one-per-slot limit."""
    return [iid for iid in c.attached
            if g.card(iid).type == CardType.EQUIPMENT and g.card(iid).slot == slot
            and counts_against_limit(g.card(iid))]


def pack_creatures(g: GameState, seat: int) -> list[Creature]:
    """Living members of a seat's pack (characters and allies), in play order."""
    return [g.creatures[i] for i in g.player(seat).pack if i in g.creatures]


def characters(g: GameState, seat: int) -> list[Creature]:
    """Living characters of a seat."""
    return [c for c in pack_creatures(g, seat) if is_character(g, c)]
