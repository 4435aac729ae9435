"""Cards performed from the hand as a blow is about to kill (``when: lethal``; Rite of the
Black Spiral), and the primitive ``convert``: the creature that would have died joins the
performer's pack as an ally.

A card in a player's sept hand with ``lethal`` effects is offered when a combat action's blow
that would kill a creature is about to land (after dodges, blocks, redirects and the target's
own protections): the player may perform it with a creature of theirs that fights the doomed
creature and could play the card (its requirements, Renown and the effects' ``if``). The blow
does not land and the ``lethal`` effects run (``self`` is the performer, ``other`` the doomed
creature); the card is then discarded.

Who is asked (rules decision R72): in a game where some card has ``lethal`` effects, every seat
that controls a creature fighting the doomed creature is asked, in seat order, whenever such a
blow is about to land, whatever it holds (its only answer may be to let the blow land); in
other games nobody is. Asking only the seats that hold such a card would tell everyone watching
the shared screen what they hold.
"""

from __future__ import annotations

from typing import Final

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.i18n import later, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import frenzy, requirements
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.effects.helpers import _say
from rage_tui.rulesets.rage1995.effects.language import (
    Ctx,
    conditions_hold,
    opponents_of,
    primitive,
    run,
    targets,
)
from rage_tui.rulesets.rage1995.state import Creature, GameState, Mod
from rage_tui.rulesets.rage1995.zones import to_discard

#: the choice that performs a ``lethal`` card: ``(card, performer)``
PERFORM: Final = "perform"
#: the decision kind of the question put as a blow is about to kill (R72)
LETHAL: Final = "lethal"
#: the modifier that makes a character count as an ally (``creatures.is_character``)
AS_ALLY: Final = "as_ally"


def held(g: GameState) -> bool:
    """Whether any card of the game has ``lethal`` effects (R72: then the lethal question is
    asked whatever the hands hold)."""
    timed = g.cids_with("lethal")  # the library's cards with such effects (once per game)
    if timed:  # (a plain loop: no list of every card's id, no method call, early exit)
        for inst in g.cards.values():
            if inst.cid in timed:
                return True
    return False


def lethal_seats(g: GameState, target: Creature) -> list[int]:
    """The seats asked, in seat order, as a blow is about to kill ``target`` (R72): those that
    control a creature fighting it, in a game that holds a ``lethal`` card (none for a creature
    already dead, waiting to leave the combat). Public facts only: never the hands."""
    if target.dead or not held(g):
        return []
    foes = [g.creatures[o] for o in opponents_of(g, target.iid)]
    return [p.seat for p in g.players
            if not p.out and any(c.controller == p.seat for c in foes)]


def lethal_offers(g: GameState, seat: int, target: Creature) -> list[tuple[int, int]]:
    """``(card, performer)`` for every card in ``seat``'s sept hand it could perform now that
    a blow is about to kill ``target``."""
    p = g.player(seat)
    out = []
    for iid in p.sept_hand:
        card = g.card(iid)
        if not any(e.when == "lethal" for e in card.effects):
            continue
        if card.restricted and card.id in p.played_restricted:
            continue
        for o in opponents_of(g, target.iid):
            c = g.creatures.get(o)
            if c is None or c.controller != seat or not _may_perform(g, c, iid):
                continue
            out.append((iid, o))
    return out


def _may_perform(g: GameState, c: Creature, iid: int) -> bool:
    card = g.card(iid)
    if not requirements.meets_requires(g, c, card) or cr.renown(g, c) < (card.renown_req or 0):
        return False
    if card.type == CardType.RITE and not cr.is_character(g, c):
        return False
    ctx = Ctx(iid, c.controller if c.controller is not None else -1, c.iid)
    return all(conditions_hold(g, ctx, e) for e in card.effects if e.when == "lethal")


def perform(g: GameState, seat: int, iid: int, performer: int, target: int) -> None:
    """Perform the card from ``seat``'s hand: its ``lethal`` effects run on ``target``, then
    it is discarded."""
    p = g.player(seat)
    p.sept_hand.remove(iid)
    if g.card(iid).restricted:
        p.played_restricted.add(g.card(iid).id)
    _say(g, Ctx(iid, seat, performer, target), later("{user} performs it as {target} is about to "
                                                     "die", user=g.name(performer),
                                                     target=g.name(target)), creature=target)
    run(g, Ctx(iid, seat, performer, target, target), "lethal")
    to_discard(g, iid)


@primitive("convert")
def convert(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """The target joins the user's pack as an ally (a character counts as an ally from now
    on) with everything attached to it; it leaves the combat and its frenzy ends."""
    for c in targets(g, ctx, spec):
        _convert(g, ctx, c)


def _convert(g: GameState, ctx: Ctx, c: Creature) -> None:
    if c.controller == ctx.seat:
        return
    if c.controller is not None:
        old = g.player(c.controller)
        if c.iid in old.pack:
            old.pack.remove(c.iid)
        if g.alphas.get(c.controller) == c.iid:
            del g.alphas[c.controller]
    if c.iid in g.hunting:
        g.hunting.remove(c.iid)
    cs = g.combat
    if cs is not None:
        for side in (cs.attackers, cs.defenders):
            if c.iid in side:
                side.remove(c.iid)
    if c.frenzy is not None:
        frenzy.end(g, c, m("it changed sides"))
    c.controller = ctx.seat
    g.player(ctx.seat).pack.append(c.iid)
    if cr.is_character(g, c):
        c.mods.append(Mod(AS_ALLY, 1, "permanent", ctx.card))
    _say(g, ctx, later("{creature} does not die: it joins {player}'s pack as an ally",
                       creature=g.name(c.iid), player=g.player(ctx.seat).name), creature=c.iid)


def lethal_decision(g: GameState, seat: int, target: Creature, what: str) -> Decision:
    """The question put to ``seat`` as ``what`` is about to kill ``target`` (R72): perform a
    ``lethal`` card with one of its creatures, or let the blow land (always offered, and the
    only answer for a seat holding no such card)."""
    opts = [option("{user} performs {card}: {target} does not die", Choice(PERFORM, (iid, user)),
                   g.cards[iid].cid, user=g.name(user), card=g.name(iid), target=g.name(target.iid))
            for iid, user in lethal_offers(g, seat, target)]
    opts.append(option("Let {card} hit {target}", Choice("take"), None, card=what,
                       target=g.name(target.iid)))
    return ask(seat, LETHAL, "{card} is about to kill {target}",
               {"card": what, "target": g.name(target.iid)}, tuple(opts), about=target.iid,
               rule="card text; rules decision R72")
