"""Reveal and Apply Any Damage: Rage costs from the pool (an ineligible card still costs its
Rage, up to all the combatant has, and counts as 0), Damage against Block, counterattacks
wounding both, fast before slow when one would die, reactions, Damage Effects, frenzy."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.cards import ATTACK, COUNTER, DEFENSE, FLEX, LVCard
from rage_tui.rulesets.las_vegas.combat_draw import draw_combat
from rage_tui.rulesets.las_vegas.effects import LV
from rage_tui.rulesets.las_vegas.state import Combat, LVState

REVEAL_RULE: Final = "LV Combat: Reveal Combat Cards"
DAMAGE_RULE: Final = "LV Combat: Apply Any Damage"
FRENZY_RULE: Final = "LV Special Abilities: Frenzy"
SUSTAINED_RULE: Final = "LV Special Abilities: Sustained Rage"
#: the kinds of card each role may play
ROLES: Final = {"attack": frozenset({ATTACK, FLEX}),
                "defend": frozenset({DEFENSE, FLEX, COUNTER}),
                "react": frozenset({DEFENSE, FLEX})}


def available_rage(g: LVState, c: Combat, side: int) -> int:
    """The Rage left in ``side``'s pool: its face-up side's Rage less what it spent this
    combat (cards played in Breed form count against the Crinos Rage after a flip, L9)."""
    return max(0, board.figure(g, c.fighter(side), "rage") - c.spent[side])


def sustained(g: LVState, iid: int) -> int:
    """A character's Sustained Rage (cards of that cost or less are always playable)."""
    return g.card(iid).sustained + board.bonus(g, iid, "sustained")


def affordable(g: LVState, c: Combat, side: int, card: LVCard) -> bool:
    """Whether ``side`` may play ``card`` from its pool (or by Sustained Rage)."""
    return (card.rage_cost <= available_rage(g, c, side)
            or card.rage_cost <= sustained(g, c.fighter(side)))


def pay(g: LVState, c: Combat, side: int, iid: int | None, role: str) -> bool:
    """Pay the revealed card's Rage (up to all the pool holds); whether it is eligible (of a
    kind the role allows and affordable). An ineligible card counts as Damage and Block 0."""
    if iid is None:
        return False
    card = g.card(iid)
    fits = card.kind in ROLES[role]
    can = affordable(g, c, side, card)
    paid = min(card.rage_cost, available_rage(g, c, side))
    c.spent[side] += paid
    fighter = c.fighter(side)
    if paid:
        g.emit(event("rage-paid", "{card} pays {n} Rage ({left} left)",
                     {"card": g.name(fighter), "n": paid, "left": available_rage(g, c, side)},
                     REVEAL_RULE, card=fighter, n=paid, left=available_rage(g, c, side)))
    if fits and can and paid < card.rage_cost:
        g.emit(event("sustained", "{card} plays {pick} on its Sustained Rage {n}",
                     {"card": g.name(fighter), "pick": g.name(iid), "n": sustained(g, fighter)},
                     SUSTAINED_RULE, card=fighter, pick=iid))
    if not (fits and can):
        g.emit(event("ineligible", "{pick} is ineligible and counts as 0",
                     {"pick": g.name(iid)}, REVEAL_RULE + "; rules decision L8", card=iid,
                     side=side))
        return False
    return True


def speed(card: LVCard | None) -> int:
    """1 for a fast card, -1 for a slow one, 0 otherwise."""
    if card is None:
        return 0
    return 1 if "fast" in card.keywords else -1 if "slow" in card.keywords else 0


def damage_of(g: LVState, c: Combat, side: int, iid: int | None, ok: bool) -> int:
    """The Damage a revealed card deals (0 when ineligible or none)."""
    if iid is None or not ok:
        return 0
    return max(0, g.card(iid).damage + board.bonus(g, c.fighter(side), "damage"))


def block_of(g: LVState, c: Combat, side: int, iid: int | None, ok: bool) -> int:
    """The Block a revealed card gives (no card, or an ineligible one: 0; a counterattack
    blocks nothing)."""
    if iid is None or not ok or g.card(iid).kind == COUNTER:
        return 0
    return max(0, g.card(iid).block + board.bonus(g, c.fighter(side), "block"))


def killer_of(g: LVState, c: Combat, side: int) -> int | None:
    """The seat that scores what ``side``'s combatant kills (``None``: an Enemy or Victim)."""
    owner = g.chars[c.fighter(side)].owner if c.fighter(side) in g.chars else -1
    return owner if owner >= 0 else None


def hit(g: LVState, c: Combat, side: int, n: int, card: int | None) -> None:
    """``side``'s combatant takes ``n`` wounds from the other's ``card`` (then its Damage
    Effects, only when it wounded)."""
    target = c.fighter(side)
    if target not in g.chars or n <= 0:
        return
    killer = killer_of(g, c, 1 - side)
    c.round_wounds[side] += n
    died = board.wound(g, target, n, killer, DAMAGE_RULE)
    if card is not None and not died and c.fighter(1 - side) in g.chars:
        LV.run(g, Ctx(card, c.seats[1 - side], user=c.fighter(1 - side), target=target),
               "damage")
    elif card is not None and died:
        g.bump("kills-in-combat")


def apply_damage(g: LVState, c: Combat, att: int | None, att_ok: bool, dfn: int | None,
                 dfn_ok: bool, react: int | None, react_ok: bool) -> None:
    """Compare Damage with Block; a counterattack wounds both, fast before slow when one or
    both would die (a dead combatant deals nothing more)."""
    a, d = c.initiative, 1 - c.initiative
    dmg = damage_of(g, c, a, att, att_ok)
    counter = dfn is not None and dfn_ok and g.card(dfn).kind == COUNTER
    if not counter:
        wounds = max(0, dmg - block_of(g, c, d, dfn, dfn_ok))
        g.emit(event("damage", "{att} deals {n} wound(s) to {dfn}",
                     {"att": g.name(c.fighter(a)), "n": wounds, "dfn": g.name(c.fighter(d))},
                     DAMAGE_RULE, n=wounds, damage=dmg, side=d))
        hit(g, c, d, wounds, att)
        return
    assert dfn is not None
    back = max(0, damage_of(g, c, d, dfn, True) - block_of(g, c, a, react, react_ok))
    g.emit(event("counter", "{dfn} counterattacks: {n} wound(s) to {dfn}, {m} back to {att}",
                 {"dfn": g.name(c.fighter(d)), "att": g.name(c.fighter(a)), "n": dmg,
                  "m": back}, DAMAGE_RULE, to_defender=dmg, to_attacker=back))
    fa = c.fighter(a)
    fd = c.fighter(d)
    dies = (g.chars[fd].wounds + dmg >= board.death_at(g, fd)
            or g.chars[fa].wounds + back >= board.death_at(g, fa))
    sa = speed(g.card(att) if att is not None and att_ok else None)
    sd = speed(g.card(dfn))
    if dies and sa != sd:
        first, second = ((d, dmg, att), (a, back, dfn)) if sa > sd else ((a, back, dfn),
                                                                          (d, dmg, att))
        g.emit(event("speed", "The fast card strikes first", None, DAMAGE_RULE))
        hit(g, c, first[0], first[1], first[2])
        if c.fighter(1 - second[0]) in g.chars:  # (the one it would come from still lives)
            hit(g, c, second[0], second[1], second[2])
        return
    # the same speed: both at once (each is wounded even if the other dies of it)
    killer_a, killer_d = killer_of(g, c, a), killer_of(g, c, d)
    for side, n, killer in ((d, dmg, killer_a), (a, back, killer_d)):
        target = c.fighter(side)
        if target in g.chars and n > 0:
            c.round_wounds[side] += n
            board.wound(g, target, n, killer, DAMAGE_RULE)
    for side, n, card in ((d, dmg, att), (a, back, dfn)):
        src = c.fighter(1 - side)
        if card is not None and n > 0 and src in g.chars and c.fighter(side) in g.chars:
            LV.run(g, Ctx(card, c.seats[1 - side], user=src, target=c.fighter(side)), "damage")


def frenzy(g: LVState, c: Combat) -> None:
    """A Garou that took its Trigger Damage this round frenzies: its seat draws Combat cards
    equal to its Frenzy number."""
    for side in (0, 1):
        iid = c.fighter(side)
        if iid not in g.chars or not board.is_garou(g.card(iid)):
            continue
        n = board.frenzy_number(g, iid)
        if n > 0 and c.round_wounds[side] >= board.trigger_damage(g, iid):
            g.emit(event("frenzy", "{card} frenzies and draws {n} Combat card(s)",
                         {"card": g.name(iid), "n": n}, FRENZY_RULE, card=iid, n=n))
            g.bump("frenzies")
            draw_combat(g, c.seats[side], n)
