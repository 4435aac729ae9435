"""Primitives that move creatures between combats, worlds and forms: frenzy, step-sideways,
end-combat, escape, join-combat, rally, straddle, change-form, shift-at-will, shapeshift, and
attack (a combat started by a card)."""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.flow import push
from rage_tui.i18n import later, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import frenzy, late_escapes, umbral_trips
from rage_tui.rulesets.rage1995.absence import absent
from rage_tui.rulesets.rage1995.combat_state import start_attack
from rage_tui.rulesets.rage1995.damage import (
    check_death,
)
from rage_tui.rulesets.rage1995.effects.helpers import (
    _amount,
    _killer,
    _say,
    _user,
)
from rage_tui.rulesets.rage1995.effects.joining import JoinPick, mark_pack_card
from rage_tui.rulesets.rage1995.effects.language import Ctx, matches, primitive, targets
from rage_tui.rulesets.rage1995.effects.leaving import EscapePick
from rage_tui.rulesets.rage1995.forms import flip
from rage_tui.rulesets.rage1995.pack_draws import pack_draws
from rage_tui.rulesets.rage1995.state import GameState, Mod
from rage_tui.rulesets.rage1995.upkeep import check_realms, note_step
from rage_tui.rulesets.rage1995.zones import draw_combat


@primitive("frenzy")
def frenzy_(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Send the target into a ``kind`` (full, limited, fox) frenzy."""
    for c in targets(g, ctx, spec):
        if frenzy.can_start(g, c) is None:
            frenzy.start(g, c, str(spec.param("kind", "full")))


@primitive("step-sideways")
def step_sideways(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Move the target into the Umbra (or out of it); ``to: umbra`` (or ``physical``) only
    that way; ``gauntlet``: only a creature whose Gnosis is at least that; ``back: next-turn``:
    it returns at the start of the next turn (rage_tui/rulesets/rage1995/umbral_trips.py). A
    creature in combat that steps sideways during the resolution step still takes the attacks
    at the same speed (v0.2 "Parting shots"): it changes worlds when they have landed."""
    cs = g.combat
    to = spec.param("to")
    gauntlet = spec.param("gauntlet")
    for c in targets(g, ctx, spec):
        if to is not None and c.umbra == (to == "umbra") and c.physical == (to != "umbra"):
            continue  # already there
        if gauntlet is not None and cr.gnosis(g, c) < int(gauntlet):
            _say(g, ctx, later("{creature}'s Gnosis is below the Gauntlet of {gauntlet}: it stays",
                               creature=g.name(c.iid), gauntlet=int(gauntlet)), creature=c.iid)
            continue
        if spec.param("back") == "next-turn":
            umbral_trips.mark(c, ctx.card)
        if cs is not None and cs.step == "resolution" and c.iid in cs.attackers + cs.defenders \
                and cs.parting.get(c.iid) != "escape":  # escaping anyway: it steps now
            cs.parting[c.iid] = "sideways" if to is None else str(to)
            _say(g, ctx, later("{creature} steps sideways once the blows at this speed have landed",
                               creature=g.name(c.iid)), creature=c.iid)
            continue
        c.umbra = not c.umbra if to is None else to == "umbra"
        c.physical = not c.umbra
        note_step(g, c)
        where = (m("into the Umbra") if c.umbra else m("back to the physical world"))
        _say(g, ctx, later("{creature} steps sideways {where}", creature=g.name(c.iid),
                           where=where), creature=c.iid)
    check_realms(g)


@primitive("end-combat")
def end_combat(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """End the current combat."""
    cs = g.combat
    if cs is not None and not cs.ended:
        cs.ended = m("{card} ended it", card=g.name(ctx.card))
        _say(g, ctx, later("the combat ends"))


@primitive("escape")
def escape(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The target leaves the combat (only it), and its frenzy ends. During the resolution step
    it goes once the actions at this speed have landed: attacks on it at the same speed still
    hit (v0.2 "Parting shots"). ``at: round-end``: it escapes at the end of the current round
    (rage_tui/rulesets/rage1995/late_escapes.py). ``packmates: N``: the user and up to N members
    of its pack fighting on its side, picked by its player, escape at once
    (rage_tui/rulesets/rage1995/effects/leaving.py)."""
    cs = g.combat
    if cs is None:
        return
    user = ctx.user
    if spec.param("packmates") is not None and user is not None \
            and user in cs.attackers + cs.defenders:
        # the user and up to N members of its pack, picked by its player
        push(g, EscapePick(ctx.seat, ctx.card, user, int(spec.param("packmates"))))
        return
    for c in targets(g, ctx, spec):
        if c.iid not in cs.attackers + cs.defenders:
            continue
        if spec.param("at") == "round-end":  # Fox Frenzy: it flees when the round is over
            late_escapes.mark(c, ctx.card)
            _say(g, ctx, later("{creature} will escape the combat at the end of the round",
                               creature=g.name(c.iid)), creature=c.iid)
            continue
        if cs.step == "resolution":
            cs.parting[c.iid] = "escape"
            _say(g, ctx, later("{creature} escapes the combat once the blows at this speed have "
                               "landed", creature=g.name(c.iid)), creature=c.iid)
            continue
        for side in (cs.attackers, cs.defenders):
            if c.iid in side:
                side.remove(c.iid)
        _say(g, ctx, later("{creature} escapes the combat", creature=g.name(c.iid)), creature=c.iid)
        if c.frenzy is not None:
            frenzy.end(g, c, m("it escaped the combat"))


@primitive("join-combat")
def join_combat(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """A pack action: up to ``amount`` other members of the user's pack, picked by its player,
    join the user's side of the combat; then draw ``draw`` combat cards. Pack actions cross
    the Gauntlet (v0.2 "Umbral Combat", rules decision R84): a member in the other world may
    join; one left with no valid target for a whole round leaves the combat."""
    cs = g.combat
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    if cs is None or user is None or user.away:
        return
    side = cs.attackers if user.iid in cs.attackers else cs.defenders
    pool = [c for c in cr.pack_creatures(g, ctx.seat)
            if c.iid not in cs.attackers + cs.defenders and not c.away and not c.dead
            and not cr.lone_wolf(g, c) and not cr.side_barred(g, side)]
    pool.sort(key=lambda c: -cr.renown(g, c))
    draw = int(spec.param("draw", 0))
    push(g, JoinPick(ctx.seat, ctx.card, user.iid, [c.iid for c in pool], _amount(spec), draw,
                     draw))


@primitive("rally")
def rally(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """A pack action: every other member of the user's pack, in either world (pack actions
    cross the Gauntlet, v0.2 "Umbral Combat", rules decision R84), that passes the filters
    (``keyword`` ...) joins the user's side, or, with ``amount``, up to that
    many picked by the player. Then draw ``draw`` combat cards, or ``else_draw`` if none
    joined. ``until: round``: those who joined escape at the end of the round (Bum Rush,
    rage_tui/rulesets/rage1995/late_escapes.py). ``battlefields: true``: also in a battlefield
    fight, where the user is away from its pack (Reinforcements)."""
    cs = g.combat
    user = _user(g, ctx)
    # away from the pack (stepping in, a battlefield): no pack actions, but a card that names
    # battlefields brings pack members into a battlefield fight (v0.2 "Alpha Defence" 1:
    # "Reinforcements is fine")
    on_field = (cs is not None and cs.kind == "battlefield" and bool(spec.param("battlefields")))
    if cs is None or user is None or user.iid not in cs.attackers + cs.defenders or (
            user.away and not on_field):
        return
    side = cs.attackers if user.iid in cs.attackers else cs.defenders
    pool = [c for c in cr.pack_creatures(g, ctx.seat)
            if c.iid not in cs.attackers + cs.defenders and not c.away and not c.dead
            and not cr.lone_wolf(g, c) and not cr.side_barred(g, side) and not absent(g, c)
            and matches(g, ctx, spec, c)]
    pool.sort(key=lambda c: -cr.renown(g, c))
    if spec.param("amount") is not None:  # "up to N": the player picks (v0.2 Pack Actions)
        push(g, JoinPick(ctx.seat, ctx.card, user.iid, [c.iid for c in pool], _amount(spec),
                         int(spec.param("draw", 0)), int(spec.param("else_draw", 0))))
        return
    joined = pool
    if joined:
        mark_pack_card(g, ctx.seat, ctx.card)
    for c in joined:
        side.append(c.iid)
        if user.away:  # into a battlefield fight: away from the pack like the user
            c.away = True
            cs.away.append(c.iid)
        _say(g, ctx, later("{creature} joins the fight", creature=g.name(c.iid)), creature=c.iid)
        if spec.param("until") == "round":  # Bum Rush: they escape when the round is over
            late_escapes.mark(c, ctx.card)
    pack_draws(g)
    n = int(spec.param("draw", 0)) if joined else int(spec.param("else_draw", 0))
    if n:
        draw_combat(g, ctx.seat, n)


@primitive("straddle")
def straddle(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each target is in both the physical world and the Umbra until it steps sideways; with
    ``until`` (``turn``, ``next-turn``) at the latest until then, when it stays in the world
    it was in (Stuck Sideways)."""
    until = spec.param("until")
    for c in targets(g, ctx, spec):
        if until is not None:
            c.mods.append(Mod("straddle", 1 if c.umbra else 0, str(until), ctx.card))
        c.umbra = c.physical = True
        _say(g, ctx, later("{creature} is in both worlds at once",
                           creature=g.name(c.iid)), creature=c.iid)


@primitive("change-form")
def change_form(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Turn the target to Crinos (``form: crinos``) or back to breed form (``form: breed``);
    a character forced to breed form with more damage than its breed Health dies."""
    to = spec.param("form", "crinos")
    for c in targets(g, ctx, spec):
        card = cr.cdef(g, c)
        if card.crinos is None:
            continue
        if to == "crinos" and not c.crinos:
            flip(g, c, True, later("{card}", card=g.name(ctx.card)))
        elif to == "breed" and c.crinos:
            flip(g, c, False, later("{card}", card=g.name(ctx.card)))
            check_death(g, c, _killer(g, ctx), forced=True)


@primitive("shift-at-will")
def shift_at_will(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Used as a ``static`` effect: while the card is in play, the characters it reaches may
    change form at will in open play (see :mod:`rage_tui.rulesets.rage1995.at_will`)."""


@primitive("shapeshift")
def shapeshift(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each two-sided target turns its card over: breed form to Crinos, or back (a character
    forced to breed form with too much damage dies)."""
    for c in targets(g, ctx, spec):
        if cr.cdef(g, c).crinos is None:
            continue
        flip(g, c, not c.crinos, g.name(ctx.card))
        if not c.crinos:
            check_death(g, c, forced=True)


@primitive("attack")
def attack(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The user attacks the chosen creature outside the alpha sequence: a combat declared like
    an alpha attack (pre-combat step and all), then the open play after a combat. Outside the
    Combat Phase no alpha may step in for prey (FAQ, Sneak Attack). ``kind: challenge``: a
    challenge that cannot be refused, whatever Loyalty says (Ritual Challenge)."""
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    if user is None or ctx.target is None or ctx.target not in g.creatures \
            or g.combat is not None or not cr.can_interact(user, g.creatures[ctx.target]):
        _say(g, ctx, later("no fight: the creatures cannot reach each other"))
        return
    start_attack(g, ctx.seat, user.iid, ctx.target, str(spec.param("kind", "attack")))
