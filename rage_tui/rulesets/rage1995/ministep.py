"""The mini-step at the end of the reveal step (v0.2 "Reveal Step Options"): feints, then
instinctive combat actions for stymied creatures, then their targets, then the reveal."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.events import event, revealed_slot_later
from rage_tui.engine.flow import pop
from rage_tui.i18n import joined_later, m
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.combat_limits import may_target
from rage_tui.rulesets.rage1995.combat_state import (
    NULL,
    CombatState,
    Slot,
    commit_slot,
    proof_slot,
    stymied,
)
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import note_combat_play

RULE: Final = "v0.2 Reveal Step Options"


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class RevealMiniStep(Frame):
    """1. creatures whose revealed card feints may play one more card face down; 2. stymied
    creatures may play an instinctive combat action face up; 3. targets; 4. reveal."""

    def __init__(self, cs: CombatState) -> None:
        self.cs = cs
        self.feinters: list[int] | None = None
        self.instinctive: list[int] | None = None
        self.added: list[int] = []
        self.targeting: list[int] = []
        self.asking: str = ""

    def run(self, g: GameState) -> Decision | None:
        cs = self.cs
        if self.feinters is None:
            self.feinters = [s.creature for s in cs.slots if s.card != NULL
                             and "feint" in g.card(s.card).keywords and s.creature in g.creatures]
            self.instinctive = [i for i in cs.attackers + cs.defenders
                                if i in g.creatures and stymied(g.creatures[i])]
        if self.feinters:
            iid = self.feinters[0]
            seat = _seat(g, cs, iid)
            if seat is None:
                self.feinters.pop(0)
                return None
            self.asking = "feint"
            used = {s.card for s in cs.slots}
            opts = [option("{creature} face down for {card}", Choice("feint", (c,)), g.cards[c].cid,
                           creature=g.name(c), card=g.name(iid))
                    for c in g.player(seat).combat_hand if c not in used
                    and g.card(c).type == CardType.COMBAT_ACTION]
            opts.append(option("No extra card for {card}", Choice("feint", (NULL,)), None,
                               card=g.name(iid)))
            return ask(seat, "feint", "Feint: {card} may play one more combat action face down",
                       {"card": g.name(iid)}, tuple(opts), about=iid, rule=RULE)
        assert self.instinctive is not None
        if self.instinctive:
            iid = self.instinctive[0]
            seat = _seat(g, cs, iid)
            if seat is None:
                self.instinctive.pop(0)
                return None
            self.asking = "instinctive"
            opts = [option("{creature} face up for {card}", Choice("instinctive", (c,)),
                           g.cards[c].cid, creature=g.name(c), card=g.name(iid))
                    for c in g.player(seat).combat_hand
                    if "instinctive" in g.card(c).keywords]
            opts.append(option("Play nothing", Choice("instinctive", (NULL,))))
            return ask(seat, "instinctive",
                       "{card} is stymied: it may play an instinctive combat action face up",
                       {"card": g.name(iid)}, tuple(opts), about=iid, rule=RULE)
        while self.targeting:
            k = self.targeting[0]
            slot = cs.slots[k]
            opps = [o for o in cs.opponents(slot.creature) if o in g.creatures
                    and may_target(g, g.creatures[slot.creature], g.creatures[o])]
            if len(opps) <= 1:
                slot.target = opps[0] if opps else NULL
                self.targeting.pop(0)
                continue
            self.asking = "target"
            return ask(slot.seat, "target", "The target of {creature}'s {card}",
                       {"creature": g.name(slot.creature), "card": g.name(slot.card)},
                       tuple(option("Target {o}", Choice("target", (o,)), g.cards[o].cid,
                                    o=g.name(o)) for o in opps), about=slot.creature, rule=RULE)
        pop(g, self)
        for k in self.added:
            cs.slots[k].hidden = False
        if self.added:
            g.emit(event("revealed", "Mini-step cards are revealed: {names}",
                         {"names": joined_later("; ", (
                             revealed_slot_later(g.name(cs.slots[k].creature),
                                                 g.name(cs.slots[k].card), None)
                             for k in self.added))}, RULE,
                         slots=tuple((cs.slots[k].creature, cs.slots[k].card, cs.slots[k].target)
                                     for k in self.added), round=cs.round,
                         proofs=tuple((proof_slot(cs.slots[k].creature, cs.round),
                                       g.cards[cs.slots[k].card].cid, cs.slots[k].salt)
                                      for k in self.added if cs.slots[k].salt)))
        return None

    def answer(self, g: GameState, choice: Choice) -> None:
        cs = self.cs
        if self.asking in ("feint", "instinctive"):
            queue = self.feinters if self.asking == "feint" else self.instinctive
            assert queue is not None
            iid = queue.pop(0)
            card = int(choice.args[0])
            if card == NULL:
                return
            seat = _seat(g, cs, iid)
            assert seat is not None
            g.player(seat).combat_hand.remove(card)
            note_combat_play(g, seat)
            cs.slots.append(Slot(iid, seat, card, hidden=self.asking == "feint"))
            k = len(cs.slots) - 1
            self.added.append(k)
            self.targeting.append(k)
            how = (m("face down") if self.asking == "feint"
                   else m("face up: {card}", card=g.name(card)))
            # a card played face down commits like any other (rage_tui.engine.commit)
            proof = commit_slot(g, cs, cs.slots[k], k) if self.asking == "feint" else {}
            g.emit(event(self.asking, "{card} plays another card {how}",
                         {"card": g.name(iid), "how": how}, RULE, creature=iid, **proof))
            return
        k = self.targeting.pop(0)
        cs.slots[k].target = int(choice.args[0])


def _seat(g: GameState, cs: CombatState, iid: int) -> int | None:
    c = g.creatures.get(iid)
    if c is None:
        return None
    if c.controller is not None:
        return cs.lent.get(iid, c.controller)  # Master of the Pack's temporary pack
    return cs.prey_seat
