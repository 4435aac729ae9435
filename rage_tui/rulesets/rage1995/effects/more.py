"""More effect primitives, for the bundled library's cards (see docs/effects.md).

Each is one small function registered by name, like those in :mod:`.primitives`.
"""

from __future__ import annotations

from rage_tui.engine.cards import CardType, EffectSpec
from rage_tui.engine.events import ev
from rage_tui.engine.state import Creature, GameState, Mod
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import prey_traits
from rage_tui.rulesets.rage1995.effects.core import Ctx, guarded, matches, primitive, targets
from rage_tui.rulesets.rage1995.effects.primitives import _take_from_zones
from rage_tui.rulesets.rage1995.zones import draw_combat, draw_sept, to_discard, total_vp

RULE = "card text"


def _amount(spec: EffectSpec, default: int = 1) -> int:
    return int(spec.param("amount", default))


def _say(g: GameState, ctx: Ctx, text: str, **data: object) -> None:
    g.emit(ev("effect", f"{g.name(ctx.card)}: {text}", RULE, card=ctx.card, **data))


def _user(g: GameState, ctx: Ctx) -> Creature | None:
    return g.creatures.get(ctx.user) if ctx.user is not None else None


# -- damage and healing -------------------------------------------------------------------------

@primitive("hurt")
def hurt(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Deal ``amount`` damage (``aggravated`` optional) to the first target, marked with this
    card. A creature it kills leaves play at once, except during the resolution step (the
    speed tier settles it) and while in full frenzy. The kill is credited to the user's pack,
    or to nobody with ``credit: false`` (damage a creature does to itself). (The death
    procedure is :func:`damage.settle_death`.)"""
    from rage_tui.rulesets.rage1995.damage import mark_damage

    user = _user(g, ctx)
    seat = user.controller if user is not None and spec.param("credit", True) else None
    for c in targets(g, ctx, spec)[:1]:
        _take_from_zones(g, ctx.card)
        ctx.consumed = True
        mark_damage(g, c, ctx.card, _amount(spec), bool(spec.param("aggravated")), user,
                    seat)


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
                to_discard(g, low)
            else:
                c.dmg_value[low] = value - left
            used = min(value, left)
            healed += used
            left -= used
        if healed:
            _say(g, ctx, f"{g.name(c.iid)} heals {healed} damage; total {cr.damage(c)}",
                 creature=c.iid, healed=healed)


@primitive("bounty")
def bounty(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``on-kill``: the creature killed is worth ``amount`` more VP to the pack that
    scores it."""
    for c in targets(g, ctx, spec):
        key = f"vp:{c.iid}"
        g.marks[key] = g.marks.get(key, g.card(c.iid).renown) + _amount(spec)
        _say(g, ctx, f"{g.name(c.iid)} is worth {_amount(spec)} more VP", creature=c.iid)


# -- combat restrictions ------------------------------------------------------------------------

_RESTRICT = {"stymie": "no_actions", "random": "play_random", "max-rage": "max_rage"}


@primitive("restrict")
def restrict(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """For the coming combat round (the next one when used during the resolution step, the
    one about to start when played before it), each target ``kind: stymie`` cannot play
    combat cards, ``kind: random`` plays its card at random, or ``kind: max-rage`` may play
    only combat actions of Rage ``amount`` or less."""
    kind = str(spec.param("kind", "stymie"))
    cs = g.combat
    until = "next-round" if cs is not None and cs.step == "resolution" else "round"
    for c in targets(g, ctx, spec):
        if prey_traits.shrugs_off(g, c, g.name(ctx.card)):
            continue
        c.mods.append(Mod(_RESTRICT[kind], _amount(spec), until, ctx.card))
        what = {"stymie": "cannot play a combat card",
                "random": "plays its combat card at random",
                "max-rage": f"may play only combat actions of Rage {_amount(spec)} or less"}[kind]
        when = "next round" if until == "next-round" else "this round"
        _say(g, ctx, f"{g.name(c.iid)} {what} {when}", creature=c.iid, restriction=kind)


@primitive("unrestrict")
def unrestrict(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Remove from each target every effect that stops it playing combat cards, limits the
    Rage of what it plays, or makes it play at random."""
    for c in targets(g, ctx, spec):
        gone = [m for m in c.mods if m.stat in _RESTRICT.values()]
        c.mods = [m for m in c.mods if m not in gone]
        _say(g, ctx, f"{g.name(c.iid)} is free to fight as it likes"
             + ("" if gone else " (nothing held it back)"), creature=c.iid)


# -- creatures leaving, joining, moving ---------------------------------------------------------

def _leave_play(g: GameState, c: Creature) -> None:
    """Take ``c`` out of play with everything on it (no death, no VP)."""
    cs = g.combat
    if cs is not None:
        for side in (cs.attackers, cs.defenders):
            if c.iid in side:
                side.remove(c.iid)
    from rage_tui.rulesets.rage1995.damage import take_out_of_play

    take_out_of_play(g, c)


@primitive("banish")
def banish(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each target leaves play and no one scores it: characters are removed from the game,
    other creatures go to their owner's discard pile."""
    from rage_tui.rulesets.rage1995.damage import check_out

    for c in targets(g, ctx, spec):
        _leave_play(g, c)
        owner = g.player(g.cards[c.iid].owner)
        if cr.is_character(g, c):
            owner.removed.append(c.iid)
        else:
            to_discard(g, c.iid)
        _say(g, ctx, f"{g.name(c.iid)} is banished; no one scores it", creature=c.iid)
        if c.controller is not None:
            check_out(g, c.controller)


@primitive("bind")
def bind(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each target prey (not ``cannot-be-bound``) leaves the Hunting Grounds and joins the
    user's pack as an ally (worth no VP while it stays: it was not attacked to bind)."""
    p = g.player(ctx.seat)
    for c in targets(g, ctx, spec):
        if c.controller is not None or "cannot-be-bound" in g.card(c.iid).keywords:
            continue
        if c.iid in g.hunting:
            g.hunting.remove(c.iid)
        c.controller = ctx.seat
        p.pack.append(c.iid)
        _say(g, ctx, f"{g.name(c.iid)} joins {p.name}'s pack as an ally", creature=c.iid)


@primitive("rally")
def rally(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """A pack action: every other member of the user's pack that can reach the combat (and
    passes the filters: ``keyword`` ...) joins the user's side, or, with ``amount``, up to that
    many picked by the player. Then draw ``draw`` combat cards, or ``else_draw`` if none
    joined."""
    cs = g.combat
    user = _user(g, ctx)
    if cs is None or user is None or user.iid not in cs.attackers + cs.defenders or user.away:
        return  # away from the pack (stepping in, a battlefield): no pack actions
    side = cs.attackers if user.iid in cs.attackers else cs.defenders
    foes = cs.defenders if side is cs.attackers else cs.attackers
    pool = [c for c in cr.pack_creatures(g, ctx.seat)
            if c.iid not in cs.attackers + cs.defenders and not c.away and not c.dead
            and not cr.lone_wolf(g, c) and not cr.side_barred(g, side)
            and any(o in g.creatures and cr.can_interact(c, g.creatures[o]) for o in foes)
            and matches(g, ctx, spec, c)]
    pool.sort(key=lambda c: -cr.renown(g, c))
    if spec.param("amount") is not None:  # "up to N": the player picks (v0.2 Pack Actions)
        from rage_tui.engine.flow import push
        from rage_tui.rulesets.rage1995.effects.joining import JoinPick

        push(g, JoinPick(ctx.seat, ctx.card, user.iid, [c.iid for c in pool], _amount(spec),
                         int(spec.param("draw", 0)), int(spec.param("else_draw", 0))))
        return
    joined = pool
    for c in joined:
        side.append(c.iid)
        _say(g, ctx, f"{g.name(c.iid)} joins the fight", creature=c.iid)
    n = int(spec.param("draw", 0)) if joined else int(spec.param("else_draw", 0))
    if n:
        draw_combat(g, ctx.seat, n)


@primitive("straddle")
def straddle(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each target is in both the physical world and the Umbra (until it steps sideways)."""
    for c in targets(g, ctx, spec):
        c.umbra = c.physical = True
        _say(g, ctx, f"{g.name(c.iid)} is in both worlds at once", creature=c.iid)


@primitive("shapeshift")
def shapeshift(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each two-sided target turns its card over: breed form to Crinos, or back (a character
    forced to breed form with too much damage dies)."""
    from rage_tui.rulesets.rage1995.damage import check_death, flip

    for c in targets(g, ctx, spec):
        if cr.cdef(g, c).crinos is None:
            continue
        flip(g, c, not c.crinos, g.name(ctx.card))
        if not c.crinos:
            check_death(g, c, forced=True)


# -- cards and decks ----------------------------------------------------------------------------

@primitive("draw-for")
def draw_for(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Players other than you draw: ``who: fewest-vp`` (every player tied for the fewest VP,
    you included), ``everyone`` or ``others``; ``amount`` cards from ``deck``."""
    who = spec.param("who", "everyone")
    seats = g.seats_in()
    if who == "fewest-vp":
        low = min(total_vp(g, s) for s in seats)
        seats = [s for s in seats if total_vp(g, s) == low]
    elif who == "others":
        seats = [s for s in seats if s != ctx.seat]
    for s in seats:
        _say(g, ctx, f"{g.player(s).name} draws {_amount(spec)}", seat=s)
        if spec.param("deck", "sept") == "sept":
            draw_sept(g, s, _amount(spec))
        else:
            draw_combat(g, s, _amount(spec))


@primitive("tutor")
def tutor(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Search your ``deck`` (combat or sept) for a card with id ``card``, show it, put it in
    your hand and shuffle the deck."""
    p = g.player(ctx.seat)
    combat = spec.param("deck", "combat") == "combat"
    deck, hand = (p.combat_deck, p.combat_hand) if combat else (p.sept_deck, p.sept_hand)
    want = spec.param("card")
    found = next((i for i in reversed(deck) if g.cards[i].cid == want), None)
    if found is not None:
        deck.remove(found)
        hand.append(found)
    g.rng.shuffle(deck)
    missing = g.defs[want].name if want in g.defs else str(want)
    _say(g, ctx, f"{p.name} searches the deck and takes {g.name(found)}" if found is not None
         else f"{p.name} searches the deck and finds no {missing}", seat=ctx.seat)


# -- equipment and places -----------------------------------------------------------------------

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


def _territories(g: GameState, seat: int | None) -> list[int]:
    if seat is None:
        return []
    return [r for r in g.player(seat).resources if g.card(r).type == CardType.TERRITORY]


@primitive("raze")
def raze(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """One territory of the target's pack, picked at random, is destroyed."""
    from rage_tui.rulesets.rage1995.combat import destroy_territory

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


@primitive("guard-equipment")
def guard_equipment(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on an attached card: other players' effects cannot choose, steal,
    destroy or discard the bearer's equipment (the target lists and ``disarm`` honour it)."""


@primitive("lone-wolf")
def lone_wolf(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card: it never joins a pack action, and no pack
    action joins a side it fights on (``rally``, ``join-combat`` and joining redirects such as
    Shieldmate honour it)."""


@primitive("fight-alone")
def fight_alone(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each target must go it alone until the end of the combat: no pack action (and no
    joining redirect) brings packmates to its side (FAQ, Gang Beating)."""
    for c in targets(g, ctx, spec):
        c.mods.append(Mod("alone", 1, "combat", ctx.card))
        _say(g, ctx, f"{g.name(c.iid)} must fight alone until the end of the combat",
             creature=c.iid)


@primitive("any-gnosis-fetish")
def any_gnosis_fetish(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's card: it may carry a fetish or bane fetish
    whatever Gnosis the item asks for (its other requirements still apply; T.F. MacNeil)."""


@primitive("announce")
def announce(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Say ``text`` in the log (a card whose effect is elsewhere, for example a quest that
    scores later; its ``if`` conditions still decide whether it may be played)."""
    _say(g, ctx, str(spec.param("text", "played")))


@primitive("redirect")
def redirect(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: redirect``: the blow about to land hits another creature (``to:``
    attacker, opponent, other-opponent, packmate). The resolution step offers it and carries
    it out (rage_tui/rulesets/rage1995/redirect.py); nothing happens when it is run here."""


@primitive("spend")
def spend(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The card itself is discarded, used up (equipment that is discarded to use it). Nothing
    happens if an earlier effect already took it (a ``hurt`` marks damage with the card)."""
    for p in g.players:
        if ctx.card in p.sept_discard or ctx.card in p.combat_discard:
            return
    for c in g.creatures.values():
        if ctx.card in c.damage:
            return
    _take_from_zones(g, ctx.card)
    to_discard(g, ctx.card)
    _say(g, ctx, f"{g.name(ctx.card)} is used up and discarded", item=ctx.card)


@primitive("ward")
def ward(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on an attached card: the bearer is not affected by damage cards
    of the Rage in ``rages`` (or of ``min_rage`` or more); the resolution step applies it
    (rage_tui/rulesets/rage1995/blow_mods.py)."""


@primitive("vote")
def vote(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static`` on a creature's own card: it votes in the juntas named in
    ``juntas`` (``moot``, ``board_meeting``), whatever its pack's allegiance, with votes equal
    to its Renown (rage_tui/rulesets/rage1995/votes.py)."""
