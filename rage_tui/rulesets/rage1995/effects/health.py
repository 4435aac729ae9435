"""Primitives of damage and healing: damage, hurt, heal, mend, regenerate, and the protections
(shield, ward, cancel, prevent)."""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
from rage_tui.i18n import later
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.damage import (
    end_damage_effects,
    mark_damage,
    regenerate_once,
)
from rage_tui.rulesets.rage1995.effects.helpers import (
    _amount,
    _detach,
    _killer,
    _say,
    _take_from_zones,
    _user,
)
from rage_tui.rulesets.rage1995.effects.language import Ctx, primitive, targets
from rage_tui.rulesets.rage1995.explosive_gear import after_effect_damage
from rage_tui.rulesets.rage1995.state import GameState, Mod
from rage_tui.rulesets.rage1995.zones import to_discard


@primitive("damage")
def damage(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Deal ``amount`` damage (``aggravated`` optional), marked with this card."""
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    for c in targets(g, ctx, spec)[:1]:
        _take_from_zones(g, ctx.card)
        mark_damage(g, c, ctx.card, _amount(spec), bool(spec.param("aggravated")), user,
                    _killer(g, ctx))
        after_effect_damage(g, c, _amount(spec), _killer(g, ctx))
        ctx.consumed = True


@primitive("heal")
def heal(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Remove the ``amount`` lowest damage cards (aggravated ones too) from the target."""
    for c in targets(g, ctx, spec):
        for _ in range(_amount(spec)):
            if not c.damage:
                break
            low = min(c.damage, key=lambda d: c.dmg_value[d])
            c.damage.remove(low)
            c.dmg_value.pop(low)
            c.aggravated.discard(low)
            end_damage_effects(g, c, low)
            to_discard(g, low)
            _say(g, ctx, later("{creature} heals {low}", creature=g.name(c.iid),
                               low=g.name(low)), creature=c.iid)


@primitive("hurt")
def hurt(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Deal ``amount`` damage (``aggravated`` optional) to the first target, marked with this
    card. A creature it kills leaves play at once, except during the resolution step (the
    speed tier settles it) and while in full frenzy. The kill is credited to the user's pack,
    or to nobody with ``credit: false`` (damage a creature does to itself). (The death
    procedure is :func:`damage.settle_death`.)"""
    user = _user(g, ctx)
    seat = user.controller if user is not None and spec.param("credit", True) else None
    for c in targets(g, ctx, spec)[:1]:
        _take_from_zones(g, ctx.card)
        ctx.consumed = True
        mark_damage(g, c, ctx.card, _amount(spec), bool(spec.param("aggravated")), user,
                    seat)
        after_effect_damage(g, c, _amount(spec), seat)


@primitive("mend")
def mend(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Heal ``amount`` points of damage from each target, aggravated included, lowest damage
    cards first: a card healed to nothing is discarded, one healed in part is marked lower.
    Nothing heals a creature that is already dead."""
    for c in targets(g, ctx, spec):
        left = _amount(spec)
        healed = 0
        while left > 0 and c.damage and not c.dead:
            low = min(c.damage, key=lambda d: c.dmg_value[d])
            value = c.dmg_value[low]
            if value <= left:
                c.damage.remove(low)
                c.dmg_value.pop(low)
                c.aggravated.discard(low)
                end_damage_effects(g, c, low)
                to_discard(g, low)
            else:
                c.dmg_value[low] = value - left
            used = min(value, left)
            healed += used
            left -= used
        if healed:
            _say(g, ctx, later("{creature} heals {healed} damage; total {damage}",
                               creature=g.name(c.iid), healed=healed, damage=cr.damage(c)),
                 creature=c.iid, healed=healed)


@primitive("regenerate")
def regenerate(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Regenerate ``amount`` more damage cards (used with ``when: regeneration``)."""
    for c in targets(g, ctx, spec):
        for _ in range(_amount(spec)):
            if not regenerate_once(g, c, later("{card}", card=g.name(ctx.card))):
                break


@primitive("shield")
def shield(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The bearer is protected from the next combat action that would damage it."""
    for c in targets(g, ctx, spec):
        c.mods.append(Mod("shield", 1, str(spec.param("until", "combat")), ctx.card))


@primitive("cancel")
def cancel(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Discard the chosen attached gift or rite, ending its effects."""
    item = ctx.target
    if item is None:
        return
    holder = _detach(g, item)
    if holder is not None:
        holder.mods = [m for m in holder.mods if m.source != item]
    to_discard(g, item)
    _say(g, ctx, later("{item} is cancelled", item=g.name(item)), item=item)


@primitive("prevent")
def prevent(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Used as a triggered effect: stops the damage about to land (see resolution)."""
    ctx.consumed = True
    _say(g, ctx, later("prevents the damage"))


@primitive("ward")
def ward(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on an attached card: the bearer is not affected by damage cards
    of the Rage in ``rages`` (or of ``min_rage`` or more); the resolution step applies it
    (rage_tui/rulesets/rage1995/blow_mods.py)."""


@primitive("fend-off")
def fend_off(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: guard`` on a combat action: this round, the blows of each target (``other``:
    the action's target) at the action's speed or slower do nothing to the user (Surprise
    Attack; rage_tui/rulesets/rage1995/guard_effects.py)."""
    user = _user(g, ctx)
    if user is None:
        return
    for c in targets(g, ctx, spec):
        user.mods.append(Mod("fend", c.iid, "round", ctx.card))
        _say(g, ctx, later("{creature}'s blows will not hurt {user} this round",
                           creature=g.name(c.iid), user=g.name(user.iid)), creature=c.iid)


@primitive("strike-back")
def strike_back(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Deal ``amount`` damage to the first target, marked with this card; when this card
    already marks damage (it struck back before this round), with the top card of its
    player's combat deck (every damage in Rage is a card; none left: no damage). Riposte."""
    user = _user(g, ctx)
    for c in targets(g, ctx, spec)[:1]:
        card = ctx.card
        if any(card in o.damage for o in g.creatures.values()):
            p = g.player(ctx.seat)
            if not p.combat_deck:
                _say(g, ctx, later("no card is left to mark the damage on {creature}",
                                   creature=g.name(c.iid)), creature=c.iid)
                return
            card = p.combat_deck.pop()
        else:
            _take_from_zones(g, card)
        mark_damage(g, c, card, _amount(spec), bool(spec.param("aggravated")), user,
                    _killer(g, ctx))
        after_effect_damage(g, c, _amount(spec), _killer(g, ctx))
