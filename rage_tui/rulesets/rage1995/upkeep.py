"""Standing rules checked whenever the position changes: Realms need a character in the Umbra,
a character killed while channelling a Past Life costs its pack two sept cards of hand size
next turn, a personal totem shuts out the pack totem (v0.2 "Realms", "Past Lives",
"Totems"), a lasting event that ends with a death is discarded when it comes, and a pack
keeps one pack totem once nothing lets it hold more."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.events import event
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995.cards import CardDef, CardType
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.zones import hand_size, to_discard

PAST_LIFE_PENALTY: Final = 2


def check_realms(g: GameState) -> None:
    """v0.2 "Realms": a pack with no character in the Umbra discards its Realms at once; cards
    bound to a bearer in the Umbra (``umbra-bound``) end when it leaves."""
    for p in g.players:
        realms = [r for r in p.resources if g.card(r).type == CardType.REALM]
        if not realms or any(cr.in_umbra(c) for c in cr.characters(g, p.seat)):
            continue
        for r in realms:
            p.resources.remove(r)
            to_discard(g, r)
            g.emit(event("realm-lost", "{player} has no character in the Umbra and discards {r}",
                         {"player": p.name, "r": g.name(r)}, "v0.2 Realms", seat=p.seat, card=r))
    _end_umbra_bound(g)


def _end_umbra_bound(g: GameState) -> None:
    """Cards with a ``static`` ``umbra-bound`` effect end at once when their bearer is out of
    the Umbra: an Umbral Quest whose questor is removed from the Umbra (FAQ, R80)."""
    bound = g.cids_with("static", "umbra-bound")  # the library's cards with one (per game)
    if not bound:
        return
    for c in g.creatures.values():
        if c.umbra:
            continue
        for iid in list(c.attached):
            if g.cards[iid].cid in bound:
                c.attached.remove(iid)
                to_discard(g, iid)
                g.emit(event("expired", "{card} is discarded: {creature} is out of the Umbra",
                             {"card": g.name(iid), "creature": g.name(c.iid)}, "card text",
                             card=iid, creature=c.iid))


def past_life_killed(g: GameState, c: Creature) -> None:
    """v0.2 "Past Lives": a character killed while channelling a Past Life reduces its
    controller's sept hand size by two for the next turn (the Past Life itself is discarded
    with the other attached cards)."""
    if c.controller is None or not cr.is_character(g, c):
        return
    lives = [a for a in c.attached if g.card(a).type == CardType.PAST_LIFE]
    if not lives:
        return
    key = f"hand-penalty:{c.controller}:{g.turn + 1}"
    g.marks[key] = g.marks.get(key, 0) + PAST_LIFE_PENALTY
    g.emit(event("past-life-shame",
                 "{creature} dies channelling {lives}: {player}'s sept hand size is 2 smaller "
                 "next turn",
                 {"creature": g.name(c.iid), "lives": g.name(lives[0]),
                  "player": g.player(c.controller).name}, "v0.2 Past Lives", seat=c.controller,
                 creature=c.iid))


def death_ends_events(g: GameState, c: Creature) -> None:
    """Lasting events in play for everyone with a ``static`` ``end-on-death`` effect whose
    ``card_type`` filter the dying creature ``c`` passes are discarded now (Wyrm Taint ends
    when an enemy is killed, Season of Plenty when any character dies)."""
    kind = str(cr.cdef(g, c).type)
    for iid in list(g.global_cards):
        for spec in g.card(iid).effects:
            if spec.when != "static" or spec.do != "end-on-death":
                continue
            types = spec.param("card_type")
            if types is not None and kind not in ((types,) if isinstance(types, str)
                                                  else tuple(types)):
                continue
            g.global_cards.remove(iid)
            to_discard(g, iid)
            g.emit(event("expired", "{card} is discarded: {creature} died",
                         {"card": g.name(iid), "creature": g.name(c.iid)}, "card text", card=iid,
                         creature=c.iid))
            break


def sept_hand_size(g: GameState, seat: int) -> int:
    """The sept hand size this turn, after any Past Life penalty."""
    return max(0, hand_size(g, seat, "sept") - g.marks.get(f"hand-penalty:{seat}:{g.turn}", 0))


def gathers_totems(g: GameState, seat: int) -> bool:
    """``seat``'s pack has a resource with a ``static`` ``gather-totems`` effect (Caern of the
    Painted Sands)."""
    return any(e.when == "static" and e.do == "gather-totems"
               for r in g.player(seat).resources for e in g.card(r).effects)


def gathered_totem(g: GameState, seat: int, card: CardDef) -> bool:
    """A pack totem requiring one of the thirteen Gaian tribes, played by a pack that gathers
    totems: it may be played whatever the characters' tribes and it joins the pack's other
    totems instead of replacing them (one copy of each)."""
    return (card.type == CardType.TOTEM and card.subtype != "personal"
            and not card.requires.isdisjoint(kw.GAIAN_TRIBES) and gathers_totems(g, seat))


def check_totems(g: GameState) -> None:
    """A pack holding several pack totems without a card that gathers them keeps its newest
    totem and discards the others (rules decision R60)."""
    for p in g.players:
        totems = [r for r in p.resources if is_pack_totem(g, r)]
        if len(totems) < 2 or gathers_totems(g, p.seat):
            continue
        for r in totems[:-1]:
            p.resources.remove(r)
            to_discard(g, r)
            g.emit(event("totem-lost", "{player} keeps only its newest totem and discards {r}",
                         {"player": p.name, "r": g.name(r)}, "rules decision R60", seat=p.seat,
                         card=r))


def caern_opens_for(g: GameState, c: Creature) -> bool:
    """A pack resource of ``c``'s pack with a ``static`` ``step-through`` effect lets it step
    sideways through the pack's caern, though its class cannot (Operation Blight: Pentex
    characters); ``keyword`` and ``card_type`` narrow who."""
    if c.controller is None:
        return False
    kind = str(cr.cdef(g, c).type)
    for r in g.player(c.controller).resources:
        for spec in g.card(r).effects:
            if spec.when != "static" or spec.do != "step-through":
                continue
            keyword = spec.param("keyword")
            if keyword and keyword not in cr.keywords(g, c):
                continue
            if cr.static_filters_pass(spec, c.umbra, c.physical, kind, False):
                return True
    return False


def note_step(g: GameState, c: Creature) -> None:
    """``c`` has just stepped sideways (through its caern, a card or ability, or as a parting
    shot): remember it for the turn (Stuck Sideways may then be played on it), and a straddle
    that lasted "until it steps sideways again" is over."""
    g.marks[f"stepped:{c.iid}:{g.turn}"] = 1
    c.mods = [mod for mod in c.mods if mod.stat != "straddle"]


def end_straddles(g: GameState) -> None:
    """At the end of the turn, a straddle that ends with this turn does: the creature stays
    in the world it stepped into (the mod's amount: 1 the Umbra, 0 the physical world)."""
    for c in g.creatures.values():
        for mod in c.mods:
            if mod.stat == "straddle" and mod.until == "turn":
                c.umbra = bool(mod.amount)
                c.physical = not c.umbra
                where = m("the Umbra") if c.umbra else m("the physical world")
                g.emit(event("unstuck",
                             "{creature} is no longer in both worlds: it stays in {where}",
                             {"creature": g.name(c.iid), "where": where}, "card text",
                             creature=c.iid))


def beaten_too_soon(g: GameState, c: Creature) -> bool:
    """War of Attrition: a battlefield with a ``static`` ``attrition`` effect whose defenders
    are beaten before the end of round ``rounds`` of the combat is worth nothing and stays in
    play: its damage is removed and it is alive again (FAQ "War of Attrition")."""
    cs = g.combat
    card = cr.cdef(g, c)
    if cs is None or card.type != CardType.BATTLEFIELD:
        return False
    siege = next((e for e in card.effects if e.when == "static" and e.do == "attrition"), None)
    if siege is None or cs.round >= int(siege.param("rounds", 5)):
        return False
    for d in list(c.damage):
        to_discard(g, d)
    c.damage.clear()
    c.dmg_value.clear()
    c.aggravated.clear()
    c.dead = False
    g.emit(event("battlefield-holds",
                 "{bf} is beaten before round {n}: it is worth nothing and stays in play",
                 {"bf": g.name(c.iid), "n": int(siege.param("rounds", 5))},
                 "v0.2 Battlefields beta rules", card=c.iid))
    return True


def has_personal_totem(g: GameState, c: Creature) -> bool:
    """v0.2 "Personal Totems": a character with one does not benefit from the pack totem."""
    return any(g.card(a).type == CardType.TOTEM for a in c.attached)


def is_pack_totem(g: GameState, iid: int) -> bool:
    """A totem played as a pack resource."""
    return g.card(iid).type == CardType.TOTEM


BORROWED: Final = "borrowed:"
"""``GameState.marks`` key prefix: ``borrowed:<creature>`` is the card whose ability took
control of the creature; ``borrowed-from:<creature>`` the seat it came from (-1: the Hunting
Grounds)."""


def borrow(g: GameState, c: Creature, seat: int, source: int) -> None:
    """``seat``'s pack takes control of ``c`` while card ``source`` stays attached to a
    creature in play (Oisin MacGaelach); :func:`return_borrowed` gives it back."""
    g.marks[f"{BORROWED}{c.iid}"] = source
    g.marks[f"borrowed-from:{c.iid}"] = -1 if c.controller is None else c.controller
    _move(g, c, seat)


def _move(g: GameState, c: Creature, seat: int | None) -> None:
    """Put ``c`` under ``seat``'s control (None: prey in the Hunting Grounds); out of any
    combat it was fighting in."""
    if c.controller is not None and c.iid in g.player(c.controller).pack:
        g.player(c.controller).pack.remove(c.iid)
    if c.iid in g.hunting:
        g.hunting.remove(c.iid)
    cs = g.combat
    if cs is not None:
        for side in (cs.attackers, cs.defenders):
            if c.iid in side:
                side.remove(c.iid)
    c.controller = seat
    if seat is None:
        g.hunting.append(c.iid)
    else:
        g.player(seat).pack.append(c.iid)


def return_borrowed(g: GameState) -> None:
    """Creatures taken over by a card that is no longer attached to a creature in play go
    back: allies to the pack they came from (unless that player is out), prey to the Hunting
    Grounds."""
    held = {a for c in g.creatures.values() for a in c.attached}
    for key in [k for k in g.marks if k.startswith(BORROWED)]:
        if g.marks[key] in held:
            continue
        iid = int(key[len(BORROWED):])
        del g.marks[key]
        back = g.marks.pop(f"borrowed-from:{iid}", -1)
        c = g.creatures.get(iid)
        if c is None or (back >= 0 and g.player(back).out):
            continue
        _move(g, c, None if back < 0 else back)
        where = (m("the Hunting Grounds") if back < 0
                 else m("{player}'s pack", player=g.player(back).name))
        g.emit(event("returned", "{creature} goes back to {where}",
                     {"creature": g.name(iid), "where": where}, "card text", creature=iid))
