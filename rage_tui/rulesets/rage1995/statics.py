"""Static bonuses: what the cards in play with a ``static`` ``modify`` effect add to a
creature's statistics (attached cards to their bearer, pack resources and packmates to the
pack, global events to every creature), cached under a key of card ids that holds everything
the bonuses are computed from (:func:`static_key`)."""

from __future__ import annotations

from typing import Any, Final

from rage_tui.engine.cards import Allegiance, EffectSpec
from rage_tui.engine.reading import SCOPE_KEY
from rage_tui.rulesets.rage1995.cards import CardDef, CardType, EquipmentKind, Slot
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.state import Creature, GameState


def _static_cids(g: GameState) -> frozenset[str]:
    """Card ids with static effects (the library's table of :meth:`GameState.cids_with`,
    worked out once per game)."""
    return g.cids_with("static")


#: ``GameState.view_cache`` key of :func:`_bonus_sources` (per game: the card library never
#: changes during a game, so the entry is never stale)
_BONUS_SOURCES_KEY: Final = "static-bonus-sources"

#: The card ids that can give a static bonus from each place (see :func:`_bonus_sources`).
BonusSources = tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]


def _bonus_sources(g: GameState) -> BonusSources:
    """The card ids whose static effects can change a creature's statistics: as a card
    attached to it (target ``self``), as its own card (``self`` or ``pack``), from elsewhere
    (a packmate, a pack resource, a card in play for everyone: any target but ``self``); and
    those with a ``while: pack-action`` effect. Worked out once per game from the library, in
    one pass (with :func:`bonus_stats`); :func:`_bonuses_of` reads no other card and makes
    the same target test, so a static key that leaves the rest out still holds everything
    the bonuses are computed from."""
    found: BonusSources | None = g.view_cache.get(_BONUS_SOURCES_KEY)
    if found is None:
        found = _scan_library(g)
    return found


def _scan_library(g: GameState) -> BonusSources:
    """:func:`_bonus_sources` and :func:`bonus_stats` worked out and kept in ``view_cache``."""
    as_attached: set[str] = set()
    as_own: set[str] = set()
    others: set[str] = set()
    pack_actions: set[str] = set()
    stats: set[str] = set()
    for cid, d in g.defs.items():
        for e in d.effects:
            if e.when != "static" or e.do != "modify":
                continue
            stats.add(str(e.param("stat")))
            where = e.param("target", "self")
            if where == "self":
                as_attached.add(cid)
            if where in ("self", "pack"):
                as_own.add(cid)
            if where != "self":
                others.add(cid)
            if e.param("while") == "pack-action":
                pack_actions.add(cid)
    found = (frozenset(as_attached), frozenset(as_own), frozenset(others),
             frozenset(pack_actions))
    g.view_cache[_BONUS_SOURCES_KEY] = found
    g.view_cache[BONUS_STATS_KEY] = frozenset(stats)
    return found


#: A creature's static-bonus key: its card (hence its card type), its side (Crinos or not, hence
#: its form), its worlds (in the Umbra, physical), and the cards with static effects that can
#: change its statistics, by where they are: attached (usable), its own card, packmates, pack
#: resources (a pack totem left out when it bears a personal totem), cards in play for
#: everyone, and whether it fights in a pack action (for ``while: pack-action`` effects; only
#: worked out when one of those cards has such an effect, ``False`` otherwise), and whether it
#: is prey in the Hunting Grounds (no controller; for ``prey: true`` effects) and whether it is
#: in a frenzy (for ``while: frenzy`` effects).
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
    sources: BonusSources | None = g.view_cache.get(_BONUS_SOURCES_KEY)
    if sources is None:
        sources = _bonus_sources(g)
    as_attached, as_own, others, pack_actions = sources
    cards = g.cards
    own = cards[c.iid].cid
    # written for speed: most creatures have few static sources or none
    attached: tuple[str, ...] = ()
    if as_attached:
        for a in c.attached:
            if cards[a].cid in as_attached:
                attached = tuple([cards[b].cid for b in c.attached
                                  if cards[b].cid in as_attached and not put_away(g, c, b)])
                break
    pack: tuple[str, ...] = ()
    res: tuple[str, ...] = ()
    glob: tuple[str, ...] | None = None
    if others:
        # the seats' and the table's sources are kept in ``memo``, once per reading stretch
        if c.controller is not None and not c.away:
            # (typed, so compiled code reads it natively rather than as any object)
            found: tuple[list[tuple[int, str]], tuple[str, ...]] | None = (
                memo.get(("statics", c.controller)) if memo is not None else None)
            if found is None:
                p = g.players[c.controller]
                mates: list[tuple[int, str]] = []
                for b in p.pack:
                    cid = cards[b].cid
                    if cid in others:
                        mates.append((b, cid))
                found = (mates, tuple([x for x in [cards[b].cid for b in p.resources]
                                       if x in others]) if p.resources else ())
                if memo is not None:
                    memo[("statics", c.controller)] = found
            if found[0]:
                iid = c.iid
                pack = tuple([x for b, x in found[0] if b != iid])  # packmates
            res = found[1]
            if res and any(g.defs[cards[a].cid].type == CardType.TOTEM for a in c.attached):
                # v0.2 Personal Totems: a creature with its own totem has no pack totem
                res = tuple([x for x in res if g.defs[x].type != CardType.TOTEM])
        glob = memo.get("statics") if memo is not None else None
        if glob is None:
            table = g.global_cards
            glob = tuple([x for x in [cards[b].cid for b in table] if x in others]
                         ) if table else ()
            if memo is not None:
                memo["statics"] = glob
    mine = own in as_own
    pack_action = False
    if pack_actions and g.combat is not None and (
            (mine and own in pack_actions) or _any_in(attached, pack_actions)
            or _any_in(pack, pack_actions) or _any_in(res, pack_actions)
            or (glob and _any_in(glob, pack_actions))):
        pack_action = in_pack_action(g, c)
    return (own, c.crinos, c.umbra, c.physical, attached, mine, pack, res, glob or (),
            pack_action, c.controller is None, c.frenzy is not None)


def _any_in(cids: tuple[str, ...], among: frozenset[str]) -> bool:
    """Is one of ``cids`` in ``among``? (``not among.isdisjoint(cids)`` as a loop: compiled,
    the set method is a Python-level call, and these tuples are short or empty)"""
    for cid in cids:  # noqa: SIM110
        if cid in among:
            return True
    return False


def _static_specs(g: GameState, c: Creature,
                  cached: bool = True) -> list[tuple[int, EffectSpec]]:
    """The static effects that reach ``c``, with the card instance each comes from (attached
    cards, its own card, packmates, pack resources, cards in play for everyone). Nothing
    remembered is used, whatever ``cached`` says."""
    statics = _static_cids(g)
    sources = [a for a in c.attached if not put_away(g, c, a)]
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


_NO_BONUS: Final[dict[str, int]] = {}


def static_bonuses(g: GameState, c: Creature) -> dict[str, int]:
    """Bonuses from cards in play with a ``static`` ``modify`` effect, by statistic: attached
    cards affect their bearer, pack resources the pack, global events every creature
    (optionally only those with a ``keyword``). Cached under :func:`static_key`."""
    cache = g.view_cache
    scope: dict[Any, Any] | None = cache.get(SCOPE_KEY)  # reading_scope, inlined
    key: StaticKey | None
    if scope is not None:
        hit: dict[str, int] | None = scope.get(c.iid)
        if hit is not None:
            return hit
        mkey = ("static-key", c.iid)  # static_key, inlined
        key = scope.get(mkey)
        if key is None:
            key = scope[mkey] = _static_key(g, c, scope)
    else:
        key = _static_key(g, c, None)
    found: dict[str, int] | None
    if not (key[4] or key[5] or key[6] or key[7] or key[8]):
        found = _NO_BONUS
    else:
        found = cache.get(key)
        if found is None:
            found = cache[key] = _bonuses_of(g, key)
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
        card = g.card(c.iid)
        face = card.crinos if c.crinos and card.crinos is not None else card.breed
        if keyword and keyword not in card.keywords | ({face.form} if face else set()):
            continue
        if not static_filters_pass(spec, c.umbra, c.physical, str(card.type),
                             in_pack_action(g, c), c.controller is None,
                             c.frenzy is not None):
            continue
        stat = str(spec.param("stat"))
        out[stat] = out.get(stat, 0) + int(spec.param("amount", 0))
    return out


def static_bonus(g: GameState, c: Creature, stat: str) -> int:
    """The static bonus of ``c`` to one statistic (see :func:`static_bonuses`)."""
    stats: frozenset[str] | None = g.view_cache.get(BONUS_STATS_KEY)
    if stats is None:
        stats = bonus_stats(g)
    if stat not in stats:
        return 0
    return static_bonuses(g, c).get(stat, 0)


#: ``GameState.view_cache`` key of :func:`bonus_stats` (per game: the card library never
#: changes during a game, so the entry is never stale)
BONUS_STATS_KEY: Final = "static-bonus-stats"


def bonus_stats(g: GameState) -> frozenset[str]:
    """The statistics some ``static`` ``modify`` effect of the card library changes: the
    static bonus to any other statistic is 0 (:func:`_bonuses_of` adds to no other), so it
    need not be worked out. Worked out once per game."""
    found: frozenset[str] | None = g.view_cache.get(BONUS_STATS_KEY)
    if found is None:
        _scan_library(g)
        found = g.view_cache[BONUS_STATS_KEY]
    return found


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


def is_weapon(item: CardDef) -> bool:
    """A weapon (its use can be declared on or off at the play-card step)."""
    return item.type == CardType.EQUIPMENT and item.slot == Slot.WEAPON


#: the weapon a creature carrying several uses this round (Rage Unlimited, rules decision U22):
#: ``WIELDING + str(creature)`` -> the weapon's instance id
WIELDING: Final = "wielding:"


def put_away(g: GameState, c: Creature, iid: int) -> bool:
    """Whether ``iid``, attached to ``c``, is a weapon ``c`` does not use now: it fights
    without its weapons (declared at the play-card step), or it carries several and uses
    another one this round (Rage Unlimited "Ekwipunek": any number of weapons, one used a
    round; the first it took up until its player declares another). A fetish on a creature
    of the wrong side (a fetish on a Wyrm creature, a bane fetish on a Gaia one) cannot be
    used at all (v0.2 "Equipment"; it matters when a creature changes sides: rules decision
    R81)."""
    item = g.defs[g.cards[iid].cid]
    kind = item.equipment_kind
    if kind == EquipmentKind.FETISH or kind == EquipmentKind.BANE_FETISH:
        if c.controller is not None:
            side = g.players[c.controller].allegiance
        else:
            side = (Allegiance.WYRM if g.defs[g.cards[c.iid].cid].type == CardType.ENEMY
                    else Allegiance.GAIA)
        if side != (Allegiance.GAIA if kind == EquipmentKind.FETISH else Allegiance.WYRM):
            return True
    if not is_weapon(item):
        return False
    if c.unarmed:
        return True
    held = g.marks.get(WIELDING + str(c.iid))
    if held is None or held not in c.attached:
        if not rules_for(g).weapons_one_a_round:
            return False  # (v0.2: every weapon it carries is in use)
        defs, cards = g.defs, g.cards
        weapons = [a for a in c.attached if is_weapon(defs[cards[a].cid])]
        if len(weapons) < 2:
            return False
        held = weapons[0]
    return held != iid


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
