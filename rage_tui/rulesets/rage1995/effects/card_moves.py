"""Primitives that move cards between zones and victory piles: draw, discard, draw-for,
skip-redraw, tutor, spend, score, bounty, retire, banish, bind, and take-control (creatures
borrowed by another pack)."""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.flow import push
from rage_tui.i18n import later
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.absence import note_affected, set_aside
from rage_tui.rulesets.rage1995.damage import (
    check_out,
    take_out_of_play,
)
from rage_tui.rulesets.rage1995.effects.helpers import (
    _amount,
    _leave_play,
    _say,
    _take_from_zones,
)
from rage_tui.rulesets.rage1995.effects.language import Ctx, primitive, targets
from rage_tui.rulesets.rage1995.effects.picking import DiscardPick, TutorPick
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.upkeep import borrow
from rage_tui.rulesets.rage1995.zones import draw_combat, draw_sept, to_discard, total_vp


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
    """Each opponent player (``who: opponents``) or you discard ``amount`` random cards; with
    ``who: you, choose: true`` you pick which (a ``discard-pick`` decision)."""
    who = spec.param("who", "opponents")
    deck = spec.param("deck", "sept")
    if who == "you" and spec.param("choose"):
        push(g, DiscardPick(ctx.seat, ctx.card, str(deck), _amount(spec)))
        return
    seats = [ctx.seat] if who == "you" else [s for s in g.seats_in() if s != ctx.seat]
    for seat in seats:
        hand = g.player(seat).sept_hand if deck == "sept" else g.player(seat).combat_hand
        for _ in range(min(_amount(spec), len(hand))):
            iid = hand.pop(g.rng.randrange(len(hand)))
            to_discard(g, iid)
            _say(g, ctx, later("{player} discards {card} at random", player=g.player(seat).name,
                               card=g.name(iid)), seat=seat)


@primitive("draw-for")
def draw_for(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Players other than you draw: ``who: fewest-vp`` (every player tied for the fewest VP,
    you included), ``everyone``, ``others`` or ``defending-player`` (who plays a battlefield's
    defenders); ``amount`` cards from ``deck``."""
    who = spec.param("who", "everyone")
    seats = g.seats_in()
    if who == "defending-player":
        cs = g.combat
        seats = [cs.prey_seat] if cs is not None and cs.prey_seat is not None else []
    if who == "fewest-vp":
        low = min(total_vp(g, s) for s in seats)
        seats = [s for s in seats if total_vp(g, s) == low]
    elif who == "others":
        seats = [s for s in seats if s != ctx.seat]
    for s in seats:
        _say(g, ctx, later("{player} draws {amount}", player=g.player(s).name,
                           amount=_amount(spec)), seat=s)
        if spec.param("deck", "sept") == "sept":
            draw_sept(g, s, _amount(spec))
        else:
            draw_combat(g, s, _amount(spec))


@primitive("skip-redraw")
def skip_redraw(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Every other player (``who: others``, the default) or you (``who: you``) skips the next
    Redraw Phase: no discarding, no drawing, no open play in it (rules decision R58;
    rage_tui/rulesets/rage1995/phases.py)."""
    seats = [ctx.seat] if spec.param("who", "others") == "you" else [
        s for s in g.seats_in() if s != ctx.seat]
    for s in seats:
        g.marks[f"skip-redraw:{s}"] = g.turn
        _say(g, ctx, later("{player} skips the next Redraw Phase", player=g.player(s).name), seat=s)


@primitive("tutor")
def tutor(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Search your ``deck`` (combat or sept) for a card with id ``card``, show it, put it in
    your hand and shuffle the deck. With ``card_type`` instead of ``card`` you choose which
    card of that type to take (a ``tutor-pick`` decision); ``kinds`` narrows equipment to those
    kinds (``fetish``, ``bane_fetish``, ``dual_fetish``, ``mundane``)."""
    p = g.player(ctx.seat)
    if spec.param("card") is None and spec.param("card_type") is not None:
        kinds = spec.param("kinds") or ()
        wanted = tuple(str(k) for k in (kinds if isinstance(kinds, list | tuple) else [kinds]))
        push(g, TutorPick(ctx.seat, ctx.card, str(spec.param("deck", "combat")),
                          str(spec.param("card_type")), wanted))
        return
    combat = spec.param("deck", "combat") == "combat"
    deck, hand = (p.combat_deck, p.combat_hand) if combat else (p.sept_deck, p.sept_hand)
    want = spec.param("card")
    found = next((i for i in reversed(deck) if g.cards[i].cid == want), None)
    if found is not None:
        deck.remove(found)
        hand.append(found)
    g.rng.shuffle(deck)
    missing = g.defs[want].name if want in g.defs else str(want)
    _say(
        g,
        ctx,
        (
            later("{player} searches the deck and takes {found}", player=p.name,
                  found=g.name(found))
            if found is not None
            else later(
                "{player} searches the deck and finds no {missing}", player=p.name, missing=missing
            )
        ),
        seat=ctx.seat,
    )


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
    _say(g, ctx, later("goes to {player}'s victory pile", player=p.name), seat=ctx.seat)


@primitive("bounty")
def bounty(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``on-kill``: the creature killed is worth ``amount`` more VP to the pack that
    scores it."""
    for c in targets(g, ctx, spec):
        key = f"vp:{c.iid}"
        g.marks[key] = g.marks.get(key, g.card(c.iid).renown) + _amount(spec)
        _say(g, ctx, later("{creature} is worth {amount} more VP", creature=g.name(c.iid),
                           amount=_amount(spec)), creature=c.iid)


@primitive("retire")
def retire(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The target leaves play into its owner's victory pile, worth its Renown to them."""
    for c in targets(g, ctx, spec):
        owner = g.cards[c.iid].owner
        take_out_of_play(g, c)
        g.player(owner).victory.append(c.iid)
        _say(g, ctx, later("{creature} retires to {player}'s victory pile", creature=g.name(c.iid),
                           player=g.player(owner).name),
             creature=c.iid)
        if c.controller is not None:
            check_out(g, c.controller)


@primitive("banish")
def banish(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each target leaves play and no one scores it: characters are removed from the game,
    other creatures go to their owner's discard pile."""
    for c in targets(g, ctx, spec):
        _leave_play(g, c)
        owner = g.player(g.cards[c.iid].owner)
        if cr.is_character(g, c):
            owner.removed.append(c.iid)
        else:
            to_discard(g, c.iid)
        _say(g, ctx, later("{creature} is banished; no one scores it",
                           creature=g.name(c.iid)), creature=c.iid)
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
        _say(g, ctx, later("{creature} joins {player}'s pack as an ally", creature=g.name(c.iid),
                           player=p.name), creature=c.iid)


@primitive("take-control")
def take_control(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each target outside the user's pack (never a character) comes under the control of the
    user's pack while this card stays attached to a creature in play; then it goes back, an
    ally to its pack, prey to the Hunting Grounds (Oisin MacGaelach, rules decision R67)."""
    for c in targets(g, ctx, spec):
        if c.controller == ctx.seat or cr.is_character(g, c):
            continue
        borrow(g, c, ctx.seat, ctx.card)
        _say(g, ctx, later("{player} takes control of {creature}", player=g.player(ctx.seat).name,
                           creature=g.name(c.iid)), creature=c.iid, seat=ctx.seat)


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
    _say(g, ctx, later("{card} is used up and discarded", card=g.name(ctx.card)), item=ctx.card)


@primitive("set-aside")
def set_aside_creatures(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """Each target, and the user too with ``with_user: true``, is taken out of play until the
    end of the turn, or with ``until: regeneration`` until the start of the next Regeneration
    Phase (rulesets/rage1995/absence.py); each time counts for ``at_most``."""
    out = list(targets(g, ctx, spec))
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    for c in out:
        note_affected(g, ctx.card, c.iid)
    if spec.param("with_user") and user is not None and user not in out:
        out.append(user)
    until = str(spec.param("until", "turn"))
    for c in out:
        set_aside(g, c, until)
        _say(g, ctx, later("{creature} is out of play until the next Regeneration Phase",
                           creature=g.name(c.iid)) if until == "regeneration" else
             later("{creature} is out of play until the end of the turn", creature=g.name(c.iid)),
             creature=c.iid)


@primitive("cancel-action")
def cancel_action(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``target: chosen, of: opposing-action`` (after the bluffs are settled): the chosen
    combat action is cancelled and discarded; it does nothing, but it still counts as played
    (for ending the combat and for frenzies; FAQ Distractions)."""
    cs = g.combat
    if cs is None or ctx.target is None:
        return
    for s in cs.slots:
        if s.card == ctx.target and s.lands:
            s.lands = False
            to_discard(g, s.card)
            _say(g, ctx, later("{card} of {creature} is cancelled: it does nothing (it still "
                               "counts as played)", card=g.name(s.card),
                               creature=g.name(s.creature)), creature=s.creature)
            return
