"""Discarding cards of one's own choice (``discard-chosen``: Syntax draws a sept card, then
discards one)."""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.events import ev
from rage_tui.engine.flow import pop, push
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995.effects.language import Ctx, primitive
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import to_discard

RULE = "card text"


@primitive("discard-chosen")
def discard_chosen(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """You discard ``amount`` cards of your choice from your ``deck`` (sept or combat) hand,
    after the effects before it have run."""
    push(g, ChooseDiscard(ctx.seat, ctx.card, str(spec.param("deck", "sept")),
                          int(spec.param("amount", 1))))


class ChooseDiscard(Frame):
    """Ask ``seat`` which cards of its ``deck`` hand to discard, one at a time."""

    def __init__(self, seat: int, card: int, deck: str, amount: int) -> None:
        self.seat = seat
        self.card = card
        self.deck = deck
        self.left = amount

    def _hand(self, g: GameState) -> list[int]:
        p = g.player(self.seat)
        return p.sept_hand if self.deck == "sept" else p.combat_hand

    def run(self, g: GameState) -> Decision | None:
        hand = self._hand(g)
        if self.left <= 0 or not hand:
            pop(g, self)
            return None
        opts = tuple(Option(Choice("discard", (iid,)), m("Discard {card}", card=g.name(iid)),
                            g.cards[iid].cid) for iid in hand)
        return Decision(self.seat, "choose-discard",
                        m("{card}: discard {n} card(s) of your choice", card=g.name(self.card),
                          n=self.left), opts, rule=RULE)

    def answer(self, g: GameState, choice: Choice) -> None:
        iid = int(choice.args[0])
        self._hand(g).remove(iid)
        to_discard(g, iid)
        self.left -= 1
        g.emit(ev("discarded", m("{player} discards {card}", player=g.player(self.seat).name,
                                 card=g.name(iid)), RULE, seat=self.seat, cards=(iid,)))
