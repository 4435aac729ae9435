"""Creatures some others cannot act against (``sanctuary``: "Banes cannot act against the
Priest in any way").

A ``sanctuary`` effect (``when: static``) on a creature's own card names, with the filter
``keyword``, the creatures that cannot act against it: they cannot attack, challenge or bind
it, choose it as the target of a card or ability, or target it in combat.
"""

from __future__ import annotations

from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.absence import absent
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.team import teammates


def untouchable(g: GameState, actor: Creature | None, target: Creature) -> bool:
    """Can ``actor`` not act against ``target`` (a ``sanctuary`` effect on ``target``, or
    ``target`` set aside out of play this turn)?"""
    if actor is not None and actor.iid == target.iid:
        return False  # (absent or not)
    if absent(g, target):
        return True
    if actor is None or g.cards[target.iid].cid not in g.present_with("static", "sanctuary"):
        return False  # most cards give no sanctuary
    for e in cr.cdef(g, target).effects:
        if e.when != "static" or e.do != "sanctuary":
            continue
        if e.param("pack") == "weakest":
            if actor.controller is not None and actor.controller in weakest_packs(g):
                return True
            continue
        word = str(e.param("keyword", ""))
        if word in cr.keywords(g, actor) or word in cr.creature_classes_of(g, actor):
            return True
    return False


def weakest_packs(g: GameState) -> frozenset[int]:
    """The seats whose packs have the least remaining Renown: every living member counted,
    allies and creatures set aside out of play included (FAQ Lost Cub); all of them on a tie."""
    totals = {s: sum(cr.renown(g, c) for c in cr.pack_creatures(g, s)) for s in g.seats_in()}
    if not totals:
        return frozenset()
    low = min(totals.values())
    return frozenset(s for s, t in totals.items() if t == low)


def accepts_challenges(g: GameState, target: Creature) -> bool:
    """Whether ``target`` bears a card that makes it take every challenge (Quest of Valor):
    it cannot refuse one, and cards that would keep it from being challenged do not (FAQ
    Quest of Valor)."""
    return any(e.when == "static" and e.do == "accepts-challenges"
               for a in target.attached for e in g.card(a).effects)


def never_refuses(g: GameState, target: Creature) -> bool:
    """Whether ``target``'s own card makes it accept every challenge (``never-refuses``:
    Crookpaw, R77). Unlike Quest of Valor, nothing that keeps others from challenging it is
    overridden: a "cannot" beats a "must" (FAQ)."""
    return any(e.when == "static" and e.do == "never-refuses" for e in cr.cdef(g, target).effects)


def may_refuse_any_challenge(g: GameState, target: Creature) -> bool:
    """Whether ``target`` may refuse even a challenge that cannot be refused: a character (not
    an ally) of a pack holding a ``refuse-any-challenge`` resource (Sky River Caern, FAQ: it
    does not protect allies; rules decision R82), unless its own card binds it to accept."""
    seat = target.controller
    if seat is None or not cr.is_character(g, target):
        return False
    if accepts_challenges(g, target) or never_refuses(g, target):
        return False
    return any(e.when == "static" and e.do == "refuse-any-challenge"
               for r in g.player(seat).resources for e in g.card(r).effects)


def challenge_shielded(g: GameState, actor: Creature, target: Creature) -> bool:
    """Whether a card keeping ``target`` from being acted against (a ``sanctuary`` effect)
    stops ``actor`` challenging it: never while ``target`` accepts every challenge, unless it
    is out of play."""
    if accepts_challenges(g, target) and not absent(g, target):
        return False
    return untouchable(g, actor, target)


def _named(g: GameState, names: frozenset[str], c: Creature) -> bool:
    card = cr.cdef(g, c)
    return card.id in names or (card.persona or "") in names or bool(card.keywords & names)


def attack_targets(g: GameState, seat: int, attacker: Creature, pool: list[int]) -> list[int]:
    """Of ``pool``, the creatures ``attacker`` may attack outside the alpha sequence (Sneak
    Attack): never a battlefield (attacked only as an alpha action), a teammate's creature,
    nor the target of its Loyalty; when a rival is among them it must be a rival (v0.2
    "Rivalry": "This includes ... attacks outside the normal alpha sequence (eg, Sneak
    Attack)")."""
    card = cr.cdef(g, attacker)
    out = []
    for iid in pool:
        c = g.creatures[iid]
        if cr.cdef(g, c).type == CardType.BATTLEFIELD or (card.loyal_to and _named(
                g, card.loyal_to, c)):
            continue
        if c.controller is not None and c.controller != seat and teammates(g, seat,
                                                                           c.controller):
            continue
        out.append(iid)
    rivals = [i for i in out if card.rivals and _named(g, card.rivals, g.creatures[i])]
    return rivals or out
