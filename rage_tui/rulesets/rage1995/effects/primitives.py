"""The effect primitives: one function each, registered by name."""

from __future__ import annotations

from rage_tui.engine.cards import CardType, EffectSpec
from rage_tui.engine.events import ev
from rage_tui.engine.state import Creature, GameState, Mod
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import prey_traits
from rage_tui.rulesets.rage1995.effects.core import Ctx, primitive, targets
from rage_tui.rulesets.rage1995.zones import draw_combat, draw_sept, to_discard

RULE = "card text"


def _amount(spec: EffectSpec, default: int = 1) -> int:
    return int(spec.param("amount", default))


def _say(g: GameState, ctx: Ctx, text: str, **data: object) -> None:
    g.emit(ev("effect", f"{g.name(ctx.card)}: {text}", RULE, card=ctx.card, **data))


def _detach(g: GameState, iid: int) -> Creature | None:
    for c in g.creatures.values():
        if iid in c.attached:
            c.attached.remove(iid)
            return c
    return None


@primitive("modify")
def modify(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Change a statistic (rage, gnosis, health, renown, play_rage, votes, extra_actions,
    max_rage, block) by ``amount`` ``until`` round, combat, turn or permanent."""
    stat = str(spec.param("stat", "rage"))
    amount = _amount(spec)
    until = str(spec.param("until", "turn"))
    for c in targets(g, ctx, spec):
        if prey_traits.shrugs_off(g, c, g.name(ctx.card)):
            continue
        c.mods.append(Mod(stat, amount, until, ctx.card))
        sign = "+" if amount >= 0 else ""
        what = {"play_rage": "Rage for playing cards", "extra_actions": "combat actions a round",
                "max_rage": "highest Rage it may play"}.get(stat, stat.capitalize())
        _say(g, ctx, f"{g.name(c.iid)} gets {sign}{amount} {what} until the end of the {until}"
             if until != "permanent" else f"{g.name(c.iid)} gets {sign}{amount} {what}",
             creature=c.iid, stat=stat, amount=amount)
        if stat == "health":
            from rage_tui.rulesets.rage1995.damage import check_death

            check_death(g, c, _killer(g, ctx))


@primitive("damage")
def damage(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Deal ``amount`` damage (``aggravated`` optional), marked with this card."""
    from rage_tui.rulesets.rage1995.damage import mark_damage

    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    for c in targets(g, ctx, spec)[:1]:
        _take_from_zones(g, ctx.card)
        mark_damage(g, c, ctx.card, _amount(spec), bool(spec.param("aggravated")), user,
                    _killer(g, ctx))
        ctx.consumed = True


def _killer(g: GameState, ctx: Ctx) -> int | None:
    """The seat credited when this effect kills: the pack of the creature using the card."""
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    return user.controller if user is not None else None


def _take_from_zones(g: GameState, iid: int) -> None:
    for p in g.players:
        for pile in (p.sept_hand, p.combat_hand, p.resources):
            if iid in pile:
                pile.remove(iid)
    _detach(g, iid)
    if iid in g.global_cards:
        g.global_cards.remove(iid)


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
            to_discard(g, low)
            _say(g, ctx, f"{g.name(c.iid)} heals {g.name(low)}", creature=c.iid)


@primitive("draw")
def draw(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Draw ``amount`` cards from the ``deck`` (sept or combat)."""
    n = _amount(spec)
    if spec.param("deck", "combat") == "sept":
        draw_sept(g, ctx.seat, n)
    else:
        draw_combat(g, ctx.seat, n)


@primitive("discard")
def discard(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each opponent player (``who: opponents``) or you discard ``amount`` random cards."""
    who = spec.param("who", "opponents")
    deck = spec.param("deck", "sept")
    seats = [ctx.seat] if who == "you" else [s for s in g.seats_in() if s != ctx.seat]
    for seat in seats:
        hand = g.player(seat).sept_hand if deck == "sept" else g.player(seat).combat_hand
        for _ in range(min(_amount(spec), len(hand))):
            iid = hand.pop(g.rng.randrange(len(hand)))
            to_discard(g, iid)
            _say(g, ctx, f"{g.player(seat).name} discards {g.name(iid)} at random", seat=seat)


@primitive("frenzy")
def frenzy_(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Send the target into a ``kind`` (full, limited, fox) frenzy."""
    from rage_tui.rulesets.rage1995 import frenzy

    for c in targets(g, ctx, spec):
        if frenzy.can_start(g, c) is None:
            frenzy.start(g, c, str(spec.param("kind", "full")))


@primitive("step-sideways")
def step_sideways(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Move the target into the Umbra (or out of it); ``to: umbra`` (or ``physical``) only
    that way. A creature in combat that steps sideways during the resolution step still takes
    the attacks at the same speed (v0.2 "Parting shots"): it changes worlds when they have
    landed."""
    cs = g.combat
    to = spec.param("to")
    for c in targets(g, ctx, spec):
        if to is not None and c.umbra == (to == "umbra") and c.physical == (to != "umbra"):
            continue  # already there
        if cs is not None and cs.step == "resolution" and c.iid in cs.attackers + cs.defenders \
                and cs.parting.get(c.iid) != "escape":  # escaping anyway: it steps now
            cs.parting[c.iid] = "sideways"
            _say(g, ctx, f"{g.name(c.iid)} steps sideways once the blows at this speed have "
                 "landed", creature=c.iid)
            continue
        c.umbra = not c.umbra if to is None else to == "umbra"
        c.physical = not c.umbra
        where = "into the Umbra" if c.umbra else "back to the physical world"
        _say(g, ctx, f"{g.name(c.iid)} steps sideways {where}", creature=c.iid)
    from rage_tui.rulesets.rage1995.upkeep import check_realms

    check_realms(g)


@primitive("end-combat")
def end_combat(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """End the current combat."""
    cs = g.combat
    if cs is not None and not cs.ended:
        cs.ended = f"{g.name(ctx.card)} ended it"
        _say(g, ctx, "the combat ends")


@primitive("escape")
def escape(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The target leaves the combat (only it), and its frenzy ends. During the resolution step
    it goes once the actions at this speed have landed: attacks on it at the same speed still
    hit (v0.2 "Parting shots")."""
    from rage_tui.rulesets.rage1995 import frenzy

    cs = g.combat
    if cs is None:
        return
    for c in targets(g, ctx, spec):
        if c.iid not in cs.attackers + cs.defenders:
            continue
        if cs.step == "resolution":
            cs.parting[c.iid] = "escape"
            _say(g, ctx, f"{g.name(c.iid)} escapes the combat once the blows at this speed "
                 "have landed", creature=c.iid)
            continue
        for side in (cs.attackers, cs.defenders):
            if c.iid in side:
                side.remove(c.iid)
        _say(g, ctx, f"{g.name(c.iid)} escapes the combat", creature=c.iid)
        if c.frenzy is not None:
            frenzy.end(g, c, "it escaped the combat")


@primitive("join-combat")
def join_combat(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """A pack action: up to ``amount`` other members of the user's pack, picked by its player,
    join the user's side of the combat; then draw ``draw`` combat cards."""
    cs = g.combat
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    if cs is None or user is None or user.away:
        return
    side = cs.attackers if user.iid in cs.attackers else cs.defenders
    pool = [c for c in cr.pack_creatures(g, ctx.seat)
            if c.iid not in cs.attackers + cs.defenders and not c.away and not c.dead
            and not cr.lone_wolf(g, c) and not cr.side_barred(g, side)
            and any(cr.can_interact(c, g.creatures[o]) for o in
                    (cs.defenders if side is cs.attackers else cs.attackers) if o in g.creatures)]
    pool.sort(key=lambda c: -cr.renown(g, c))
    from rage_tui.engine.flow import push
    from rage_tui.rulesets.rage1995.effects.joining import JoinPick

    draw = int(spec.param("draw", 0))
    push(g, JoinPick(ctx.seat, ctx.card, user.iid, [c.iid for c in pool], _amount(spec), draw,
                     draw))


@primitive("play-random")
def play_random(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The target plays its next combat round's card at random."""
    for c in targets(g, ctx, spec):
        if prey_traits.shrugs_off(g, c, g.name(ctx.card)):
            continue
        c.mods.append(Mod("play_random", 1, "next-round", ctx.card))
        _say(g, ctx, f"{g.name(c.iid)} must play at random next round", creature=c.iid)


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


@primitive("score")
def score(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Put this card in the user's victory pile (worth its printed VP or ``amount``)."""
    _take_from_zones(g, ctx.card)
    p = g.player(ctx.seat)
    p.victory.append(ctx.card)
    worth = spec.param("amount")
    if worth is not None:
        g.marks[f"vp:{ctx.card}"] = int(worth)
    ctx.consumed = True
    _say(g, ctx, f"goes to {p.name}'s victory pile", seat=ctx.seat)


@primitive("retire")
def retire(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The target leaves play into its owner's victory pile, worth its Renown to them."""
    for c in targets(g, ctx, spec):
        from rage_tui.rulesets.rage1995.damage import take_out_of_play

        owner = g.cards[c.iid].owner
        take_out_of_play(g, c)
        g.player(owner).victory.append(c.iid)
        _say(g, ctx, f"{g.name(c.iid)} retires to {g.player(owner).name}'s victory pile",
             creature=c.iid)
        if c.controller is not None:
            from rage_tui.rulesets.rage1995.damage import check_out

            check_out(g, c.controller)


@primitive("hand-size")
def hand_size(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Change your sept or combat hand size by ``amount``."""
    p = g.player(ctx.seat)
    if spec.param("deck", "sept") == "sept":
        p.sept_hand_size = max(0, p.sept_hand_size + _amount(spec))
    else:
        p.combat_hand_size = max(0, p.combat_hand_size + _amount(spec))
    _say(g, ctx, f"{p.name}'s {spec.param('deck', 'sept')} hand size is now "
         f"{p.sept_hand_size if spec.param('deck', 'sept') == 'sept' else p.combat_hand_size}")


@primitive("change-form")
def change_form(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Turn the target to Crinos (``form: crinos``) or back to breed form (``form: breed``);
    a character forced to breed form with more damage than its breed Health dies."""
    from rage_tui.rulesets.rage1995.damage import check_death, flip

    to = spec.param("form", "crinos")
    for c in targets(g, ctx, spec):
        card = cr.cdef(g, c)
        if card.crinos is None:
            continue
        if to == "crinos" and not c.crinos:
            flip(g, c, True, f"{g.name(ctx.card)}")
        elif to == "breed" and c.crinos:
            flip(g, c, False, f"{g.name(ctx.card)}")
            check_death(g, c, _killer(g, ctx), forced=True)


@primitive("shift-at-will")
def shift_at_will(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Used as a ``static`` effect: while the card is in play, the characters it reaches may
    change form at will in open play (see :mod:`rage_tui.rulesets.rage1995.at_will`)."""


@primitive("shield")
def shield(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The bearer is protected from the next combat action that would damage it."""
    for c in targets(g, ctx, spec):
        c.mods.append(Mod("shield", 1, str(spec.param("until", "combat")), ctx.card))


@primitive("regenerate")
def regenerate(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Regenerate ``amount`` more damage cards (used with ``when: regeneration``)."""
    from rage_tui.rulesets.rage1995.phases import regenerate_once

    for c in targets(g, ctx, spec):
        for _ in range(_amount(spec)):
            if not regenerate_once(g, c, f"{g.name(ctx.card)}"):
                break


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
    _say(g, ctx, f"{g.name(item)} is cancelled", item=item)


@primitive("prevent")
def prevent(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Used as a triggered effect: stops the damage about to land (see resolution)."""
    ctx.consumed = True
    _say(g, ctx, "prevents the damage")
