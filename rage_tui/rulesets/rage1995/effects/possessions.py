"""Primitives on equipment and territories: steal-equipment, destroy-equipment, disarm, raze,
seize."""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.combat_state import destroy_territory
from rage_tui.rulesets.rage1995.effects.helpers import (
    _amount,
    _detach,
    _say,
    _territories,
)
from rage_tui.rulesets.rage1995.effects.language import Ctx, guarded, primitive, targets
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import to_discard


@primitive("steal-equipment")
def steal_equipment(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Take the chosen piece of equipment and attach it to the user."""
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    item = ctx.target
    if user is None or item is None or g.card(item).type != CardType.EQUIPMENT:
        return
    victim = _detach(g, item)
    user.attached.append(item)
    _say(
        g,
        ctx,
        m(
            "{user} takes {item}{extra}",
            user=g.name(user.iid),
            item=g.name(item),
            extra=(m(" from {victim}", victim=g.name(victim.iid)) if victim else ""),
        ),
        item=item,
    )


@primitive("destroy-equipment")
def destroy_equipment(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Discard the chosen piece of equipment."""
    item = ctx.target
    if item is None or g.card(item).type != CardType.EQUIPMENT:
        return
    _detach(g, item)
    to_discard(g, item)
    _say(g, ctx, m("{item} is destroyed", item=g.name(item)), item=item)


@primitive("disarm")
def disarm(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Discard equipment from each target: ``slot`` weapon (default), armor or any; up to
    ``amount`` pieces picked at random (default: all). Equipment protected from you (Falcon's
    Grasp) is safe."""
    slot = spec.param("slot", "weapon")
    for c in targets(g, ctx, spec):
        if guarded(g, c, ctx.seat):
            _say(g, ctx, m("{creature}'s equipment is protected",
                           creature=g.name(c.iid)), creature=c.iid)
            continue
        items = [a for a in c.attached if g.card(a).type == CardType.EQUIPMENT
                 and (slot == "any" or str(g.card(a).slot) == slot)]
        g.rng.shuffle(items)
        for item in items[:_amount(spec, 99)]:
            c.attached.remove(item)
            to_discard(g, item)
            _say(g, ctx, m("{creature} loses {item}", creature=g.name(c.iid),
                           item=g.name(item)), creature=c.iid, item=item)


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
            _say(g, ctx, m("{creature}'s pack has no territory", creature=g.name(c.iid)))


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
        _say(g, ctx, m("{player} takes control of {place}", player=g.player(ctx.seat).name,
                       place=g.name(place)), item=place, seat=ctx.seat)
        return
    for c in targets(g, ctx, spec)[:1]:
        places = _territories(g, c.controller)
        if not places or c.controller is None:
            _say(g, ctx, m("{creature}'s pack has no territory", creature=g.name(c.iid)))
            continue
        place = g.rng.choice(places)
        g.player(c.controller).resources.remove(place)
        g.player(ctx.seat).resources.append(place)
        _say(g, ctx, m("{player} takes control of {place}", player=g.player(ctx.seat).name,
                       place=g.name(place)),
             item=place, seat=ctx.seat)
