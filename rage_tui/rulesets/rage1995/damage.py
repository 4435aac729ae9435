"""Damage, the Crinos flip and death (v0.2 chapter 5 "Damage and Death")."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.events import event
from rage_tui.i18n import Later, Text, later, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import frenzy, prey_traits, upkeep
from rage_tui.rulesets.rage1995.forms import flip
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.worth import creature_vp
from rage_tui.rulesets.rage1995.zones import pack_bounty, to_discard

RULE_DEATH: Final = "v0.2 Damage and Death"


def mark_damage(
    g: GameState,
    target: Creature,
    card_iid: int,
    value: int,
    aggravated: bool = False,
    by: Creature | None = None,
    killer: int | None = None,
) -> bool:
    """Attach ``card_iid`` to ``target`` as a damage card worth ``value``.

    A card reduced to zero damage is discarded instead (FAQ "Combat"). Checks the Crinos flip
    and death afterwards; ``killer`` is the seat credited if this damage kills (None: nobody).
    Returns True when the creature died (or, frenzied, reached death).
    """
    if value <= 0:
        to_discard(g, card_iid)
        g.emit(event("no-damage", "{card} does no damage to {target}",
                     {"card": g.name(card_iid), "target": g.name(target.iid)}, "v0.2 FAQ Combat",
                     card=card_iid, target=target.iid))
        return False
    target.damage.append(card_iid)
    target.dmg_value[card_iid] = value
    if aggravated:
        target.aggravated.add(card_iid)
    source = (later(" from {by}", by=g.name(by.iid)) if by is not None else "")  # (made with
    agg = (later(" aggravated") if aggravated else "")  # the event's text)
    g.emit(event("damage", "{target} takes {value}{agg} damage{source} ({card}); total {damage}",
                 {"target": g.name(target.iid), "value": value, "agg": agg, "source": source,
                  "card": g.name(card_iid), "damage": cr.damage(target)}, RULE_DEATH,
                 target=target.iid, card=card_iid, value=value, aggravated=aggravated,
                 by=by.iid if by else None))
    check_flip(g, target)
    return check_death(g, target, killer)


def check_flip(g: GameState, c: Creature) -> bool:
    """A breed-form character flips to Crinos when its damage reaches its printed breed Rage
    or breed Health (rules decision R1). Returns True when it flipped."""
    card = cr.cdef(g, c)
    if c.crinos or card.crinos is None or card.breed is None:
        return False
    total = cr.damage(c)
    if total >= card.breed.stats.rage or total >= card.breed.stats.health:
        flip(g, c, to_crinos=True, reason=later("damage {total} reached its breed Rage or "
                                                "Health", total=total))
        return True
    return False


#: ``GameState.view_cache`` key: whether a card of the library has a static effect that lowers
#: Health (the library never changes during a game)
_HEALTH_LOSS_KEY: Final = "static-health-loss"


def _lowers_health(spec: EffectSpec) -> bool:
    if spec.when != "static" or spec.do != "modify" or str(spec.param("stat")) != "health":
        return False
    try:
        return int(spec.param("amount", 0)) < 0
    except (TypeError, ValueError):
        return True  # not a plain number: assume it may


def _statics_lower_health(g: GameState) -> bool:
    """Could a static bonus (creatures.static_bonuses) lower a creature's Health in this game?
    Worked out once per game from the library."""
    found: bool | None = g.view_cache.get(_HEALTH_LOSS_KEY)
    if found is None:
        found = any(_lowers_health(e) for d in g.defs.values() for e in d.effects
                    if e.when == "static")
        g.view_cache[_HEALTH_LOSS_KEY] = found
    return found


def is_lethal(g: GameState, c: Creature) -> bool:
    """Damage at or over current Health (a breed form that can still flip is not lethal)."""
    if not _statics_lower_health(g) and _below_health(g, c):
        return False
    return cr.damage(c) >= cr.health(g, c) or prey_traits.dies_to_any_damage(g, c)


def _below_health(g: GameState, c: Creature) -> bool:
    """Is ``c`` surely alive: its damage below its printed Health plus its modifiers, and, if
    damaged, no prey that dies to any damage? Only when no static bonus lowers Health (the
    static bonuses then only add to it): the usual case, worked out without them."""
    card = g.defs[g.cards[c.iid].cid]
    face = card.crinos if c.crinos and card.crinos is not None else card.breed
    if face is None:
        return False  # (cr.side's assertion fires in the full test)
    health = face.stats.health
    if c.mods:
        health += cr._mod(c, "health")
    dv = c.dmg_value
    if not dv:
        return health > 0
    dmg = 0
    for v in dv.values():  # (sum() written out: compiled, a Python-level builtin call)
        dmg += v
    return dmg < health and (dmg <= 0 or not prey_traits.dies_to_any_damage(g, c))


def check_death(g: GameState, c: Creature, killer: int | None = None,
                forced: bool = False) -> bool:
    """Kill the creature if its damage has reached its Health, then run the death procedure
    (:func:`settle_death`). A character in breed form with a Crinos side flips instead of
    dying (v0.2 "Damage and Death"), unless ``forced`` into breed form by a card: then it dies.
    Frenzied creatures are dead but fight on. ``killer`` is the seat credited with the kill.
    Returns True when the creature died now."""
    if c.dead or c.iid not in g.creatures or not is_lethal(g, c):
        return False
    card = cr.cdef(g, c)
    if not forced and not c.crinos and card.crinos is not None and card.breed is not None:
        flip(g, c, to_crinos=True, reason=later("its damage {damage} reached its Health",
                                                damage=cr.damage(c)))
        if not is_lethal(g, c):
            return False
    c.dead = True
    if c.frenzy == "full":
        g.emit(event("dead-fighting",
                     "{creature} has taken a mortal wound but fights on in its frenzy",
                     {"creature": g.name(c.iid)}, "v0.2 Frenzy", creature=c.iid))
    else:
        g.emit(event("killed", "{creature} is killed", {"creature": g.name(c.iid)}, RULE_DEATH,
                     creature=c.iid))
    settle_death(g, c, killer)
    return True


def check_deaths(g: GameState) -> None:
    """Every creature whose damage has reached its Health (after a Health change, a modifier
    running out ...) dies now, through the one death procedure."""
    quick = not _statics_lower_health(g)
    defs, cards = g.defs, g.cards
    for c in list(g.creatures.values()):
        if c.dead:
            continue
        if quick:  # check_death would do nothing for a creature surely alive (written for speed)
            if not c.dmg_value and not c.mods:  # _below_health inlined for the usual case
                card = defs[cards[c.iid].cid]
                face = card.crinos if c.crinos and card.crinos is not None else card.breed
                if face is not None and face.stats.health > 0:
                    continue
            elif _below_health(g, c):
                continue
        check_death(g, c)


def dead_bodies_in_play(g: GameState) -> list[int]:
    """Creatures marked dead that are still in play outside a combat they fight in (a
    simulation invariant: there must be none)."""
    cs = g.combat
    fighting = set(cs.attackers + cs.defenders) if cs is not None else set()
    return [iid for iid, c in g.creatures.items() if c.dead and iid not in fighting]


def settle_death(g: GameState, c: Creature, killer: int | None) -> None:
    """The death procedure for every way to die (v0.2 "Death").

    A creature fighting in the current combat: the kill is credited to ``killer`` (the first
    lethal blow counts); during the resolution step the speed tier settles the body, a fully
    frenzied creature fights on, otherwise it leaves the combat and play now and scores for
    the killer. Any other creature was killed outside combat: it scores nothing, a character is
    removed from the game and another creature goes to its owner's discard pile, and its
    attached cards go to their owners' discard piles."""
    cs = g.combat
    if cs is not None and c.iid in cs.attackers + cs.defenders:
        cs.killers.setdefault(c.iid, killer)
        if cs.step == "resolution" or c.frenzy == "full":
            return
        for side in (cs.attackers, cs.defenders):
            if c.iid in side:
                side.remove(c.iid)
        _end_frenzy(g, c, m("it died"))
        remove_dead(g, c, cs.killers.get(c.iid), in_combat=True)
        return
    _end_frenzy(g, c, m("it died"))
    remove_dead(g, c, None, in_combat=False)


def _end_frenzy(g: GameState, c: Creature, why: Text) -> None:
    if c.frenzy is not None:
        frenzy.end(g, c, why)


def remove_dead(g: GameState, c: Creature, killer_seat: int | None, in_combat: bool) -> None:
    """Take a dead creature out of play: attached cards to discards, the body to the killer's
    victory pile if it is worth VP, otherwise removed (characters) or discarded."""
    if in_combat and upkeep.beaten_too_soon(g, c):
        return
    owner = g.cards[c.iid].owner
    if c.controller is not None:
        g.marks[f"died:{c.controller}:{g.turn}"] = 1
    upkeep.past_life_killed(g, c)
    upkeep.death_ends_events(g, c)
    take_out_of_play(g, c)
    upkeep.return_borrowed(g)  # what the dead creature's cards had taken goes back
    worth = creature_vp(g, c, killer_seat) if in_combat else 0
    card = g.card(c.iid)
    extra = pack_bounty(g, c, killer_seat) if worth > 0 else 0
    if extra:  # a pack resource's bounty (The Pit), on top of any rider's bounty
        g.marks[f"vp:{c.iid}"] = g.marks.get(f"vp:{c.iid}", card.renown) + extra
    if worth > 0:  # what the victory pile will count: a bounty (Telling Blow) included
        worth = int(g.marks.get(f"vp:{c.iid}", worth))
    if worth <= 0 and in_combat and killer_seat is not None and card.type == "enemy":
        # an Enemy killed for no VP (by a Wyrm pack): the kill is recorded all the same, for
        # Victory Party with Caern of Rytthikku (FAQ Victory Party)
        g.emit(event("kill-unscored", "{player} kills {card} but scores no VP for it",
                     {"player": g.player(killer_seat).name, "card": card.name},
                     "v0.2 Prey: Enemies and Victims", seat=killer_seat, card=c.iid))
    if worth > 0 and killer_seat is not None:
        g.player(killer_seat).victory.append(c.iid)
        g.emit(event("scored", "{player} scores {card} for {worth} VP",
                     {"player": g.player(killer_seat).name, "card": card.name, "worth": worth},
                     "v0.2 Victory Pile", seat=killer_seat, card=c.iid, vp=worth))
    elif card.type == "character" and _discarded_by_prey(g, killer_seat, in_combat):
        to_discard(g, c.iid)
        g.emit(event("discarded", "{card} is discarded: killed by an enemy, it scores for no one",
                     {"card": card.name}, "Rage Unlimited: Atakowanie wroga", card=c.iid))
    elif card.type == "character":
        g.player(owner).removed.append(c.iid)
        g.emit(event("removed", "{card} is removed from the game", {"card": card.name}, RULE_DEATH,
                     card=c.iid))
    else:
        to_discard(g, c.iid)
    if c.controller is not None:
        check_out(g, c.controller)


def _discarded_by_prey(g: GameState, killer_seat: int | None, in_combat: bool) -> bool:
    """A character killed in a combat against a prey, the kill credited to no seat: under
    the Rage Unlimited rulebook it is discarded ("Wszelkie postacie uśmiercone przez wrogów
    są odrzucane", rules decision U24), under v0.2 removed from the game."""
    cs = g.combat
    return (in_combat and killer_seat is None and cs is not None
            and rules_for(g).prey_kills_discard_characters
            and any(i in g.creatures and g.creatures[i].controller is None
                    for i in cs.attackers + cs.defenders))


def take_out_of_play(g: GameState, c: Creature) -> None:
    """A creature leaves play: its damage and attached cards go to their owners' discards and
    it is no longer in any pack, alpha slot or the Hunting Grounds. (Where the card itself goes
    is the caller's business.)"""
    for iid in c.damage + c.attached:
        to_discard(g, iid)
    c.damage.clear()
    c.dmg_value.clear()
    c.attached.clear()
    g.creatures.pop(c.iid, None)
    if c.controller is not None:
        pack = g.player(c.controller).pack
        if c.iid in pack:
            pack.remove(c.iid)
        if g.alphas.get(c.controller) == c.iid:
            del g.alphas[c.controller]
    if c.iid in g.hunting:
        g.hunting.remove(c.iid)
    upkeep.check_realms(g)


def check_out(g: GameState, seat: int) -> None:
    """A seat with no characters left is out; its allies and pack resources leave play."""
    p = g.player(seat)
    if p.out or cr.characters(g, seat):
        return
    from rage_tui.rulesets.rage1995.rules import rules_for

    if rules_for(g).out_at_end_of_next_turn:
        rules_for(g).lost_every_character(g, seat)
        return
    take_out(g, seat)


def clear_pack(g: GameState, seat: int) -> None:
    """Every creature left in the seat's pack leaves play: its damage and attached cards go to
    their owners' discards, the creature card out of the game."""
    p = g.player(seat)
    for iid in list(p.pack):
        c = g.creatures.pop(iid, None)
        if c is not None:
            for a in c.damage + c.attached:
                to_discard(g, a)
        p.pack.remove(iid)
        p.removed.append(iid)


def take_out(g: GameState, seat: int) -> None:
    """The seat is out of the game; its allies and pack resources leave play."""
    p = g.player(seat)
    if p.out:
        return
    p.out = True
    clear_pack(g, seat)
    for iid in list(p.resources):
        p.resources.remove(iid)
        p.removed.append(iid)
    for iid in list(p.sept_hand) + list(p.sept_deck):
        p.removed.append(iid)
    p.sept_hand.clear()
    p.sept_deck.clear()
    g.alphas.pop(seat, None)
    g.emit(event("out", "{player} has no characters left and is out of the game",
                 {"player": p.name}, "v0.2 Winning the Game", seat=seat))


def end_damage_effects(g: GameState, c: Creature, card: int) -> None:
    """The damage card ``card`` has left ``c`` (healed or regenerated): the ongoing effects its
    damage caused end (v0.2 "Damage and Death": "When a damage card is healed, all ongoing
    effects caused by the damage end (e.g. Head Wound, Maim)"), that is the lasting changes its
    ``on-damage`` effects made. Effects not caused by the damage stay (Hamstringed)."""
    if any(e.when == "on-damage" for e in g.card(card).effects):
        c.mods = [md for md in c.mods if md.source != card]


def regenerate_once(g: GameState, c: Creature, why: Text | Later) -> bool:
    """Return the creature's lowest non-aggravated damage card (the first one on a tie;
    ``why``: a part of the event's text, usually ``later(...)``, made with it)."""
    healable = [d for d in c.damage if d not in c.aggravated]
    if not healable:
        return False
    low = min(healable, key=lambda d: c.dmg_value[d])
    value = c.dmg_value.pop(low)
    c.damage.remove(low)
    end_damage_effects(g, c, low)
    to_discard(g, low)
    g.emit(event("regenerated", "{creature} regenerates {low} ({value}) ({why})",
                 {"creature": g.name(c.iid), "low": g.name(low), "value": value, "why": why},
                 "v0.2 Regeneration Phase", creature=c.iid, card=low, value=value))
    return True
