"""The state of a combat in progress (v0.2 chapter 5) and what happens to the creatures in it:
face-down slots and their commitments, the combat cards a creature may put down, landing damage,
settling the dead (binding a spirit), parting shots and destroying a territory. The combat
procedure (combat_start, combat, resolution) drives these; effects use them too."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from rage_tui.engine.choices import Choice, Option, option
from rage_tui.engine.commit import NULL_CARD, commitment, salt_for, slot_key
from rage_tui.engine.events import event
from rage_tui.i18n import Text, m
from rage_tui.rulesets.rage1995 import (
    alternative_actions,
    combat_limits,
    explosive_gear,
    frenzy,
    prey_combat,
    prey_traits,
    upkeep,
    wielding,
)
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardType, Speed
from rage_tui.rulesets.rage1995.combat_records import CombatState as CombatState
from rage_tui.rulesets.rage1995.combat_records import Slot as Slot
from rage_tui.rulesets.rage1995.damage import mark_damage, remove_dead
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.zones import to_discard

RULE_ROUNDS: Final = "v0.2 Combat Rounds"
RULE_BLUFF: Final = "v0.2 Bluff Step Options"
RULE_END: Final = "v0.2 Ending Combat"
NULL: Final = -1
#: the speed tiers of a resolution step, fastest first
SPEEDS: Final = (Speed.FAST, Speed.NORMAL, Speed.SLOW)


def commit_slot(g: GameState, cs: CombatState, s: Slot, k: int) -> dict[str, str | int]:
    """Salt the slot and return the public commitment data (rage_tui.engine.commit)."""
    s.salt = salt_for(g.setup.seed, g.turn, g.choices_made, slot_key(cs.round, k))
    card = g.cards[s.card].cid if s.card != NULL else NULL_CARD
    slot = proof_slot(s.creature, cs.round)
    return {"commitment": commitment(card, slot, s.salt), "round": cs.round, "slot": slot}


def proof_slot(creature: int, combat_round: int) -> str:
    """The key of a creature's face-down slot in a combat round (rage_tui.engine.commit)."""
    return slot_key(creature, combat_round)


#: How a combat starts outside the alpha sequence (a card's attack: Sneak Attack): the combat
#: procedure (combat_start) registers it, so the effects below the procedures can start one.
ATTACK_STARTERS: Final[list[Callable[[GameState, int, int, int, str], None]]] = []


def start_attack(g: GameState, seat: int, attacker: int, target: int,
                 kind: str = "attack") -> None:
    """``attacker`` (of ``seat``'s pack) attacks ``target``: a combat declared like an alpha
    attack (``kind`` attack) or a challenge that cannot be refused (``challenge``), followed by
    the open play after a combat."""
    for starter in ATTACK_STARTERS[-1:]:
        starter(g, seat, attacker, target, kind)


def destroy_territory(g: GameState, iid: int, why: Text) -> None:
    """Discard a territory."""
    for p in g.players:
        if iid in p.resources:
            p.resources.remove(iid)
            to_discard(g, iid)
            g.emit(event("destroyed", "{card} is destroyed: {why}",
                         {"card": g.name(iid), "why": why}, "v0.2 Attacking a Territory", card=iid))


def commit_options(g: GameState, seat: int, creature: int, used: set[int],
                   may_declare: bool = True) -> list[Option]:
    """A face-down card for ``creature`` from ``seat``'s combat hand, or a null card.

    With null cards off, any card may instead be put down as a decoy that goes back to the
    hand at the reveal (v0.2 "Alternatives"). A creature in full frenzy must play a combat
    action when it has one it could play (bluffs included)."""
    hand = [i for i in g.player(seat).combat_hand if i not in used
            and not frenzy.reserved_for_other(g, i, creature)]
    hand = combat_limits.defences_first(g, g.combat, creature, hand, seat)
    c = g.creatures[creature]
    who = g.name(creature)
    forced = frenzy.playable_actions(g, c, hand) if frenzy.must_play(g, c) else []
    pool = forced or hand
    out = [option("{card} face down for {who}", Choice("commit", (iid,)), g.cards[iid].cid,
                  card=g.name(iid), who=who) for iid in pool]
    if c.attached and may_declare and not any(m.stat == "no_weapon" for m in c.mods):
        out.extend(wielding.weapon_options(g, c))
    if forced:
        return out
    if g.setup.variants.null_cards:
        out.append(option("A null card for {who} (play nothing)", Choice("commit", (NULL,)),
                          None, who=who))
    else:
        out.extend(option("{card} as a decoy for {who} (back to hand at the reveal)",
                          Choice("decoy", (iid,)), g.cards[iid].cid, card=g.name(iid), who=who)
                   for iid in hand)
        out.append(option("No card for {who}", Choice("commit", (NULL,)), None, who=who))
    return out


def slots_for(g: GameState, c: Creature) -> int:
    """How many combat actions a creature may play this round (extra ones from abilities)."""
    return 1 + max(0, cr._mod(c, "extra_actions", g))


def fighting(c: Creature) -> bool:
    """Alive, or dead but fighting on in a full frenzy (v0.2 "Frenzy")."""
    return not c.dead or c.frenzy == "full"


def stymied(c: Creature) -> bool:
    """Is the creature prevented from playing combat actions this round?"""
    return any(m.stat == "no_actions" and m.until == "round" for m in c.mods)


def combat_only(c: Creature) -> bool:
    """May the creature take no action but play combat actions (Mangle): no open-play cards,
    no combat events, no alpha action?"""
    return bool(c.mods) and any(m.stat == "combat_only" for m in c.mods)


def loose(g: GameState, iid: int) -> bool:
    """Whether a card is in no zone (still 'on the table' from a combat round)."""
    for p in g.players:
        if (iid in p.combat_discard or iid in p.combat_hand or iid in p.combat_deck
                or iid in p.removed):
            return False
    return all(not (iid in c.damage or iid in c.attached) for c in g.creatures.values())


def killer_seat(g: GameState, cs: CombatState, by: Creature | None) -> int | None:
    """The seat credited with a kill by ``by`` (None when prey made it)."""
    if by is None:
        return None
    return cs.lent.get(by.iid, by.controller)  # a temporary pack member scores for its master


def land(g: GameState, cs: CombatState, target: Creature, card: int, value: int,
         aggravated: bool, by: Creature | None, credit: Creature | None = None) -> None:
    """Put a damage card on a creature in combat. A kill is credited to the first card that
    makes the damage lethal; the dead leave the combat when the whole speed tier has landed
    (actions at the same speed are simultaneous). ``credit`` is the creature credited with a
    kill when it is not ``by`` (a reversed attack)."""
    before = cr.damage(target)
    value = prey_traits.cap_at_threshold(g, target, value)
    killer = killer_seat(g, cs, credit if credit is not None else by)
    mark_damage(g, target, card, value, aggravated, by, killer)
    prey_combat.after_damage(g, cs, target, before)
    explosive_gear.after_blow(g, cs, target, value, killer)


def settle_deaths(g: GameState, cs: CombatState) -> None:
    """After a speed tier: the dead leave the combat (their slower actions are discarded),
    except fully frenzied creatures, who fight on until hacked apart."""
    _parting_shots_done(g, cs)
    prey_combat.explode_dead(g, cs)
    alternative_actions.spend(g, cs)
    for iid in list(cs.attackers + cs.defenders):
        c = g.creatures.get(iid)
        if c is None or not c.dead:
            continue
        if c.frenzy == "full" and not frenzy.hacked_apart(g, c):
            continue
        if c.frenzy is not None:
            frenzy.end(g, c, (m("it is hacked apart") if c.frenzy == "full" else m("it died")))
        killer = cs.killers.get(iid)
        if _binds(g, cs, c, killer):
            _bind(g, cs, c)
        else:
            remove_dead(g, c, killer, in_combat=True)
        _drop_from_combat(g, cs, iid)
        for side in (cs.attackers, cs.defenders):
            if iid in side:
                side.remove(iid)


def _parting_shots_done(g: GameState, cs: CombatState) -> None:
    """The speed tier has landed: creatures that escaped leave the combat (their slower
    actions are discarded) and their frenzy ends; those that stepped sideways change worlds
    (v0.2 "Parting shots", "Frenzy"). The dead among them are settled as dead."""
    for iid, how in list(cs.parting.items()):
        c = g.creatures.get(iid)
        if c is None:
            continue
        if how in ("sideways", "umbra", "physical"):  # "umbra": into the Umbra only
            c.umbra = not c.umbra if how == "sideways" else how == "umbra"
            c.physical = not c.umbra
            upkeep.note_step(g, c)
            where = (m("into the Umbra") if c.umbra else m("back to the physical world"))
            g.emit(event("stepped-sideways", "{card} steps sideways {where}",
                         {"card": g.name(iid), "where": where}, "v0.2 Parting shots", creature=iid))
            continue
        if c.frenzy is not None:
            frenzy.end(g, c, m("it escaped the combat"))
        if c.dead:
            continue
        _drop_from_combat(g, cs, iid)
        for side in (cs.attackers, cs.defenders):
            if iid in side:
                side.remove(iid)
        g.emit(event("left-combat", "{card} is out of the combat", {"card": g.name(iid)},
                     "v0.2 Escape", creature=iid))
    cs.parting.clear()


def _drop_from_combat(g: GameState, cs: CombatState, iid: int) -> None:
    for s in cs.slots:
        if s.creature == iid and s.card != NULL and s.lands:
            s.lands = False


def _binds(g: GameState, cs: CombatState, target: Creature, killer: int | None) -> bool:
    """Killing the spirit an alpha attacked to bind binds it instead (v0.2 "Attacking to
    bind")."""
    return (cs.bind and killer == cs.attacker_seat and target.iid == cs.target
            and g.card(target.iid).type in (CardType.ENEMY, CardType.VICTIM))


def _bind(g: GameState, cs: CombatState, target: Creature) -> None:
    """Remove all damage from the spirit and make it an ally of the binding pack."""
    for d in target.damage:
        to_discard(g, d)
    if target.iid in g.hunting:
        g.hunting.remove(target.iid)
    seat = cs.attacker_seat
    p = g.player(seat)
    c = Creature(target.iid, seat, umbra=True, physical=True, bound=True,
                 attached=list(target.attached))
    g.creatures[target.iid] = c
    p.pack.append(target.iid)
    worth = (g.card(target.iid).renown + 1) // 2
    g.emit(event("bound",
                 "{target} is bound and joins {player}'s pack as an ally, worth {worth} VP while "
                 "it stays", {"target": g.name(target.iid), "player": p.name, "worth": worth},
                 "v0.2 Attacking to bind", card=target.iid, seat=seat, vp=worth))
