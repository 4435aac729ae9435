"""A played open-play card takes effect: its effects run, then it is placed as its type says
(v0.2 "Open Play cards"). Playing it (:mod:`.playing`) and cancelling it as it is played
(:mod:`.countering`) both end here."""

from __future__ import annotations

from rage_tui.engine.flow import push
from rage_tui.rulesets.rage1995 import upkeep
from rage_tui.rulesets.rage1995.cards import CardDef, CardType
from rage_tui.rulesets.rage1995.effects.byhand import ByHand
from rage_tui.rulesets.rage1995.effects.language import Ctx, implemented, run
from rage_tui.rulesets.rage1995.effects.modes import choose_mode
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import to_discard


def resolve_played(g: GameState, ctx: Ctx, timing: str) -> None:
    """Carry out the card ``ctx.card`` its player has played (its ``timing`` effects, or
    resolving it by hand), then place it."""
    card = g.card(ctx.card)
    if not implemented(card):
        place(g, ctx, card)
        push(g, ByHand(ctx.seat, ctx.card))
        return
    if not choose_mode(g, ctx, timing):  # a card with modes asks which one first
        run(g, ctx, timing)
    mark_played(g, ctx.seat, card)
    if not ctx.consumed:
        place(g, ctx, card)


def mark_played(g: GameState, seat: int, card: CardDef) -> None:
    """Remember that ``seat`` played ``card`` this turn (the ``first-this-turn`` condition)."""
    g.marks[f"played:{seat}:{card.id}:{g.turn}"] = 1


def _lasting(card: CardDef) -> bool:
    """Stays in play: static effects, a permanent change, or a triggered gift waiting on its
    user for its trigger (``damaged``: Gift of the Porcupine, v0.2 "Triggered" gifts)."""
    return any(e.when in ("static", "damaged") or e.param("until") == "permanent"
               for e in card.effects)


def place(g: GameState, ctx: Ctx, card: CardDef) -> None:
    """Where a played card goes: attached, a pack resource, in play for everyone, or the
    discard pile."""
    p = g.player(ctx.seat)
    holder_id = ctx.target if ctx.target is not None and ctx.target in g.creatures else ctx.user
    holder = g.creatures.get(holder_id) if holder_id is not None else None
    t = card.type
    if t == CardType.TOTEM:
        if card.subtype == "personal" and holder is not None:
            holder.attached.append(ctx.card)
        else:
            keep = upkeep.gathered_totem(g, ctx.seat, card)  # joins the others (Painted Sands)
            for old in [r for r in p.resources if g.card(r).type == CardType.TOTEM]:
                if not keep:
                    p.resources.remove(old)
                    to_discard(g, old)
            p.resources.append(ctx.card)
        return
    if t in (CardType.PAST_LIFE, CardType.QUEST) and holder is not None:
        holder.attached.append(ctx.card)
        return
    if t == CardType.EVENT and (card.subtype in ("lunar", "lasting") or _lasting(card)):
        g.global_cards.append(ctx.card)
        return
    if t in (CardType.GIFT, CardType.RITE) and _lasting(card) and holder is not None:
        holder.attached.append(ctx.card)
        return
    to_discard(g, ctx.card)
