"""Primitives on equipment and territories: steal-equipment, destroy-equipment, disarm, raze,
seize."""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
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
    _say(g, ctx, f"{g.name(user.iid)} takes {g.name(item)}"
         + (f" from {g.name(victim.iid)}" if victim else ""), item=item)


@primitive("destroy-equipment")
def destroy_equipment(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Discard the chosen piece of equipment."""
    item = ctx.target
    if item is None or g.card(item).type != CardType.EQUIPMENT:
        return
    _detach(g, item)
    to_discard(g, item)
    _say(g, ctx, f"{g.name(item)} is destroyed", item=item)


@primitive("disarm")
def disarm(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Discard equipment from each target: ``slot`` weapon (default), armor or any; up to
    ``amount`` pieces picked at random (default: all). Equipment protected from you (Falcon's
    Grasp) is safe."""
    slot = spec.param("slot", "weapon")
    for c in targets(g, ctx, spec):
        if guarded(g, c, ctx.seat):
            _say(g, ctx, f"{g.name(c.iid)}'s equipment is protected", creature=c.iid)
            continue
        items = [a for a in c.attached if g.card(a).type == CardType.EQUIPMENT
                 and (slot == "any" or str(g.card(a).slot) == slot)]
        g.rng.shuffle(items)
        for item in items[:_amount(spec, 99)]:
            c.attached.remove(item)
            to_discard(g, item)
            _say(g, ctx, f"{g.name(c.iid)} loses {g.name(item)}", creature=c.iid, item=item)


@primitive("raze")
def raze(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """One territory of the target's pack, picked at random, is destroyed."""
    for c in targets(g, ctx, spec)[:1]:
        places = _territories(g, c.controller)
        if places:
            destroy_territory(g, g.rng.choice(places), f"{g.name(ctx.card)}")
        else:
            _say(g, ctx, f"{g.name(c.iid)}'s pack has no territory")


@primitive("seize")
def seize(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """One territory of the target's pack, picked at random, becomes yours."""
    for c in targets(g, ctx, spec)[:1]:
        places = _territories(g, c.controller)
        if not places or c.controller is None:
            _say(g, ctx, f"{g.name(c.iid)}'s pack has no territory")
            continue
        place = g.rng.choice(places)
        g.player(c.controller).resources.remove(place)
        g.player(ctx.seat).resources.append(place)
        _say(g, ctx, f"{g.player(ctx.seat).name} takes control of {g.name(place)}",
             item=place, seat=ctx.seat)
