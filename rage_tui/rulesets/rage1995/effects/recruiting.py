"""Recruiting creatures of any pack into an attack (v0.2 chapter 0 Master of the Pack: "The
Gift user recruits one Garou in play for each point of Renown that he has. They form a
temporary pack with the Gift user and join in the attack, even if they could not normally be
in a pack together"). The user's player picks them, one at a time; each fights on the user's
side until the combat ends, played from the user's player's combat hand, and its kills score
for that player (rules decision R57). A creature never joins a pack, even a temporary one,
with a creature it has a Rivalry with (v0.2 "Rivalry and Loyalty")."""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.flow import push
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.effects.helpers import _amount, _user
from rage_tui.rulesets.rage1995.effects.joining import JoinPick
from rage_tui.rulesets.rage1995.effects.language import Ctx, matches, primitive
from rage_tui.rulesets.rage1995.state import Creature, GameState


def _names(g: GameState, names: frozenset[str], c: Creature) -> bool:
    card = cr.cdef(g, c)
    return card.id in names or (card.persona or "") in names or bool(card.keywords & names)


def rivals(g: GameState, a: Creature, b: Creature) -> bool:
    """Whether ``a`` and ``b`` have a Rivalry (either way)."""
    return _names(g, cr.cdef(g, a).rivals, b) or _names(g, cr.cdef(g, b).rivals, a)


def recruitable(g: GameState, ctx: Ctx, spec: EffectSpec) -> list[int]:
    """Members of every pack in the game passing the effect's filters who could join the
    user's side: not in the combat, not away, alive, not a lone wolf, able to reach an
    opponent, and no rival of anyone on that side; strongest first."""
    cs = g.combat
    user = _user(g, ctx)
    if cs is None or user is None or user.iid not in cs.attackers + cs.defenders:
        return []
    side = cs.attackers if user.iid in cs.attackers else cs.defenders
    foes = [g.creatures[o] for o in (cs.defenders if side is cs.attackers else cs.attackers)
            if o in g.creatures]
    mates = [g.creatures[i] for i in side if i in g.creatures]
    pool = [c for s in g.seats_in() for c in cr.pack_creatures(g, s)
            if c.iid not in cs.attackers + cs.defenders and not c.away and not c.dead
            and not cr.lone_wolf(g, c) and matches(g, ctx, spec, c)
            and any(cr.can_interact(c, f) for f in foes)
            and not any(rivals(g, c, mate) for mate in mates)]
    if cr.side_barred(g, side):
        return []
    pool.sort(key=lambda c: -cr.renown(g, c))
    return [c.iid for c in pool]


@primitive("recruit")
def recruit(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """A temporary pack: up to ``amount`` creatures of any pack passing the filters (or, with
    ``per_renown: true``, one per point of the user's Renown), picked by the user's player,
    join the user's side until the end of the combat; then draw ``draw`` combat cards."""
    user = _user(g, ctx)
    if user is None or user.away:
        return
    most = cr.renown(g, user) if spec.param("per_renown") else _amount(spec)
    draw = int(spec.param("draw", 0))
    push(g, JoinPick(ctx.seat, ctx.card, user.iid, recruitable(g, ctx, spec), most, draw, draw))
