"""Standing rules checked whenever the position changes: Realms need a character in the Umbra,
a character killed while channelling a Past Life costs its pack two sept cards of hand size
next turn, and a personal totem shuts out the pack totem (v0.2 "Realms", "Past Lives",
"Totems")."""

from __future__ import annotations

from rage_tui.engine.events import ev
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.zones import to_discard

PAST_LIFE_PENALTY = 2


def check_realms(g: GameState) -> None:
    """v0.2 "Realms": a pack with no character in the Umbra discards its Realms at once."""
    for p in g.players:
        realms = [r for r in p.resources if g.card(r).type == CardType.REALM]
        if not realms or any(cr.in_umbra(c) for c in cr.characters(g, p.seat)):
            continue
        for r in realms:
            p.resources.remove(r)
            to_discard(g, r)
            g.emit(ev("realm-lost", m("{player} has no character in the Umbra and discards {r}",
                                      player=p.name,
                                      r=g.name(r)), "v0.2 Realms", seat=p.seat, card=r))


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
    g.emit(ev("past-life-shame", m("{creature} dies channelling {lives}: {player}'s sept hand "
                                   "size is 2 smaller next turn", creature=g.name(c.iid),
                                   lives=g.name(lives[0]), player=g.player(c.controller).name),
              "v0.2 Past Lives", seat=c.controller, creature=c.iid))


def sept_hand_size(g: GameState, seat: int) -> int:
    """The sept hand size this turn, after any Past Life penalty."""
    from rage_tui.rulesets.rage1995.zones import hand_size

    return max(0, hand_size(g, seat, "sept") - g.marks.get(f"hand-penalty:{seat}:{g.turn}", 0))


def has_personal_totem(g: GameState, c: Creature) -> bool:
    """v0.2 "Personal Totems": a character with one does not benefit from the pack totem."""
    return any(g.card(a).type == CardType.TOTEM for a in c.attached)


def is_pack_totem(g: GameState, iid: int) -> bool:
    """A totem played as a pack resource."""
    return g.card(iid).type == CardType.TOTEM


BORROWED = "borrowed:"
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
        g.emit(ev("returned", m("{creature} goes back to {where}", creature=g.name(iid),
                                where=where), "card text", creature=iid))
