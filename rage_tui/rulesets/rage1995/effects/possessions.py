"""Primitives on equipment and territories: steal-equipment, destroy-equipment, disarm, raze,
seize, claim-gear."""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.events import event
from rage_tui.i18n import later, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import requirements
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.combat_state import destroy_territory
from rage_tui.rulesets.rage1995.effects.helpers import (
    _amount,
    _detach,
    _say,
    _territories,
)
from rage_tui.rulesets.rage1995.effects.language import Ctx, guarded, primitive, targets
from rage_tui.rulesets.rage1995.state import Creature, GameState, Mod
from rage_tui.rulesets.rage1995.zones import to_discard


@primitive("needs-gear")
def needs_gear(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card: when the piece of equipment ``item`` (a
    card id) is stolen from it, destroyed or lost in a combat, its Rage is ``rage`` until the
    end of the combat (the Kinfolk Small Town Cop and his .38; :func:`lost_gear`)."""


def lost_gear(g: GameState, c: Creature, item: int) -> None:
    """``c`` has just lost ``item``: apply its ``needs-gear`` effects for that item."""
    if g.combat is None:
        return
    for e in cr.cdef(g, c).effects:
        if e.when != "static" or e.do != "needs-gear" or g.card(item).id != e.param("item"):
            continue
        drop = int(e.param("rage", 1)) - cr.rage(g, c)
        if drop < 0:
            c.mods.append(Mod("rage", drop, "combat", None))
        g.emit(event("effect",
                     "{creature} has lost {item}: its Rage is {rage} for the rest of the combat",
                     {"creature": g.name(c.iid), "item": g.name(item), "rage": cr.rage(g, c)},
                     "card text: Kinfolk Small Town Cop (FAQ errata)", creature=c.iid, item=item))


@primitive("steal-equipment")
def steal_equipment(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Take the chosen piece of equipment and attach it to the user; taken from another pack,
    it marks the user for Jackal's Quest (R79); if the user does not meet its requirements, it
    is discarded (v0.2 "Equipment")."""
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    item = ctx.target
    if user is None or item is None or g.card(item).type != CardType.EQUIPMENT:
        return
    victim = _detach(g, item)
    user.attached.append(item)
    if victim is not None:
        lost_gear(g, victim, item)
        if victim.controller is not None and victim.controller != user.controller:
            # taken from another pack: Jackal's Quest may follow (FAQ errata, R79)
            user.mods.append(Mod("acquired_gear", 1, "phase", item))
    if not _meets_gear_requirements(g, user, item):
        user.attached.remove(item)
        to_discard(g, item)
        _say(g, ctx, later("{user} does not meet the requirements of {item}: it is discarded",
                           user=g.name(user.iid), item=g.name(item)), item=item)
        return
    _say(
        g,
        ctx,
        later(
            "{user} takes {item}{extra}",
            user=g.name(user.iid),
            item=g.name(item),
            extra=(m(" from {victim}", victim=g.name(victim.iid)) if victim else ""),
        ),
        item=item,
    )


def _meets_gear_requirements(g: GameState, c: Creature, item: int) -> bool:
    """v0.2 "Equipment": a creature that acquires equipment must meet its requirements (its
    keywords, and a fetish's least Gnosis) or the equipment is discarded; a fetish held by the
    wrong allegiance is kept, only unusable."""
    card = g.card(item)
    if card.requires and not requirements.meets_requires(g, c, card):
        return False
    any_gnosis = any(e.when == "static" and e.do == "any-gnosis-fetish"
                     for e in cr.cdef(g, c).effects)
    return card.gnosis_req is None or cr.gnosis(g, c) >= card.gnosis_req or any_gnosis


@primitive("destroy-equipment")
def destroy_equipment(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Discard the chosen piece of equipment."""
    item = ctx.target
    if item is None or g.card(item).type != CardType.EQUIPMENT:
        return
    holder = _detach(g, item)
    to_discard(g, item)
    _say(g, ctx, later("{item} is destroyed", item=g.name(item)), item=item)
    if holder is not None:
        lost_gear(g, holder, item)


@primitive("disarm")
def disarm(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Discard equipment from each target: ``slot`` weapon (default), armor or any; up to
    ``amount`` pieces picked at random (default: all). Equipment protected from you (Falcon's
    Grasp) is safe."""
    slot = spec.param("slot", "weapon")
    for c in targets(g, ctx, spec):
        if guarded(g, c, ctx.seat):
            _say(g, ctx, later("{creature}'s equipment is protected",
                               creature=g.name(c.iid)), creature=c.iid)
            continue
        items = [a for a in c.attached if g.card(a).type == CardType.EQUIPMENT
                 and (slot == "any" or str(g.card(a).slot) == slot)]
        g.rng.shuffle(items)
        for item in items[:_amount(spec, 99)]:
            c.attached.remove(item)
            to_discard(g, item)
            _say(g, ctx, later("{creature} loses {item}", creature=g.name(c.iid),
                               item=g.name(item)), creature=c.iid, item=item)
            lost_gear(g, c, item)


def _chosen_resource(g: GameState, ctx: Ctx) -> int | None:
    """The pack resource the player chose as the target (``of: territory`` / ``caern``)."""
    t = ctx.target
    if t is None or t in g.creatures or not any(t in p.resources for p in g.players):
        return None
    return t


@primitive("raze")
def raze(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The chosen territory or caern (``of: territory`` / ``caern``) is destroyed; with a
    creature as the target, one territory of its pack picked at random."""
    place = _chosen_resource(g, ctx)
    if place is not None:
        destroy_territory(g, place, g.name(ctx.card))
        return
    for c in targets(g, ctx, spec)[:1]:
        places = _territories(g, c.controller)
        if places:
            destroy_territory(g, g.rng.choice(places), g.name(ctx.card))
        else:
            _say(g, ctx, later("{creature}'s pack has no territory", creature=g.name(c.iid)))


@primitive("seize")
def seize(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The chosen territory (``of: territory``) becomes yours; with a creature as the
    target, one territory of its pack picked at random."""
    place = _chosen_resource(g, ctx)
    if place is not None:
        for p in g.players:
            if place in p.resources:
                p.resources.remove(place)
        g.player(ctx.seat).resources.append(place)
        _say(g, ctx, later("{player} takes control of {place}", player=g.player(ctx.seat).name,
                           place=g.name(place)), item=place, seat=ctx.seat)
        return
    for c in targets(g, ctx, spec)[:1]:
        places = _territories(g, c.controller)
        if not places or c.controller is None:
            _say(g, ctx, later("{creature}'s pack has no territory", creature=g.name(c.iid)))
            continue
        place = g.rng.choice(places)
        g.player(c.controller).resources.remove(place)
        g.player(ctx.seat).resources.append(place)
        _say(g, ctx, later("{player} takes control of {place}", player=g.player(ctx.seat).name,
                           place=g.name(place)),
             item=place, seat=ctx.seat)


@primitive("claim-gear")
def claim_gear(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Use up the user's mark of one piece of equipment it took from another pack this phase
    (``user-acquired-gear``): one Jackal's Quest per acquisition (rules decision R79)."""
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    if user is None:
        return
    for mod in user.mods:
        if mod.stat == "acquired_gear" and mod.source in user.attached:
            user.mods.remove(mod)
            return
