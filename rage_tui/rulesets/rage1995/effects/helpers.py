"""Small helpers the rage-1995 primitives share: amounts, the effect log line, taking a card
from wherever it lies, the seat credited with a kill."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.events import event
from rage_tui.i18n import Later, Text
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.damage import (
    take_out_of_play,
)
from rage_tui.rulesets.rage1995.effects.language import Ctx
from rage_tui.rulesets.rage1995.state import Creature, GameState

RULE: Final = "card text"


def _amount(spec: EffectSpec, default: int = 1) -> int:
    return int(spec.param("amount", default))


def _say(g: GameState, ctx: Ctx, text: Text | Later, **data: object) -> None:
    # (``text`` is usually ``later(...)``: made with the event's text, when that is read)
    g.emit(event("effect", "{card}: {text}", {"card": g.name(ctx.card), "text": text}, RULE,
                 card=ctx.card, **data))


def _detach(g: GameState, iid: int) -> Creature | None:
    for c in g.creatures.values():
        if iid in c.attached:
            c.attached.remove(iid)
            return c
    return None


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


def _user(g: GameState, ctx: Ctx) -> Creature | None:
    return g.creatures.get(ctx.user) if ctx.user is not None else None


def _leave_play(g: GameState, c: Creature) -> None:
    """Take ``c`` out of play with everything on it (no death, no VP)."""
    cs = g.combat
    if cs is not None:
        for side in (cs.attackers, cs.defenders):
            if c.iid in side:
                side.remove(c.iid)
    take_out_of_play(g, c)


def _territories(g: GameState, seat: int | None) -> list[int]:
    if seat is None:
        return []
    return [r for r in g.player(seat).resources if g.card(r).type == CardType.TERRITORY]
