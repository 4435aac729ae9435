"""Creatures that choose their combat card after everyone else (``{when: static, do:
plays-last}`` on a creature's own card; Doctor Spencer, FAQ).

In a pack combat (a side with more than one creature in it) such a creature is left out of the
play-card step. When every other creature's card is down and targeted, its player alone looks
at the cards played by its opponents and their targets (a private event: nobody else learns
anything), then plays its card face down like any other and picks its target; the reveal
follows as usual. A creature that cannot play combat cards or plays at random this round takes
its turn in the play-card step as usual (rules decision R52).
"""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.events import event, private, revealed_slot_later
from rage_tui.engine.flow import pop
from rage_tui.i18n import joined_later, later
from rage_tui.rulesets.rage1995 import combat_limits, wielding
from rage_tui.rulesets.rage1995.combat_state import (
    NULL,
    RULE_ROUNDS,
    CombatState,
    Slot,
    commit_options,
    commit_slot,
    slots_for,
    stymied,
)
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.zones import note_combat_play

RULE: Final = "rules decision R52"


def pack_combat(g: GameState, cs: CombatState) -> bool:
    """Whether a side of the combat has more than one creature in it."""
    return any(len([i for i in side if i in g.creatures]) > 1
               for side in (cs.attackers, cs.defenders))


def waits(g: GameState, cs: CombatState, c: Creature) -> bool:
    """Whether ``c`` plays its combat card after everyone else this round."""
    # (the library's cards with such an effect: a per-game set, instead of reading effects)
    return (g.cards[c.iid].cid in g.present_with("static", "plays-last")
            and pack_combat(g, cs) and not stymied(c)
            and not combat_limits.plays_at_random(g, cs, c))


def _seat(cs: CombatState, c: Creature) -> int | None:
    """The seat playing the creature's combat cards (Master of the Pack lends creatures)."""
    if c.controller is not None:
        return cs.lent.get(c.iid, c.controller)
    return cs.prey_seat


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class PlayLast(Frame):
    """After the targeting step: each waiting creature's player looks at its opponents' cards,
    then plays its card(s) face down and picks the target(s)."""

    def __init__(self, cs: CombatState, creatures: list[int]) -> None:
        self.cs = cs
        self.queue = list(creatures)
        self.peeked: set[int] = set()
        self.targeting: list[int] = []

    def run(self, g: GameState) -> Decision | None:
        cs = self.cs
        while self.targeting:
            k = self.targeting[0]
            slot = cs.slots[k]
            me = g.creatures[slot.creature]
            opps = [o for o in cs.opponents(slot.creature) if o in g.creatures
                    and combat_limits.may_target(g, me, g.creatures[o])]
            if len(opps) <= 1:  # a null card is targeted too: it is still face down
                slot.target = opps[0] if opps else NULL
                self.targeting.pop(0)
                continue
            return ask(slot.seat, "target", "Targeting step: the target of {creature}'s card",
                       {"creature": g.name(slot.creature)},
                       tuple(option("Target {o}", Choice("target", (o,)), g.cards[o].cid,
                                    o=g.name(o)) for o in opps), about=slot.creature, rule=RULE)
        while self.queue:
            iid = self.queue[0]
            c = g.creatures.get(iid)
            seat = _seat(cs, c) if c is not None else None
            if c is None or seat is None:
                self.queue.pop(0)
                continue
            if iid not in self.peeked:
                self.peeked.add(iid)
                self._peek(g, c, seat)
            played = sum(1 for s in cs.slots if s.creature == iid)
            if played >= slots_for(g, c):
                self.queue.pop(0)
                continue
            used = {s.card for s in cs.slots if s.seat == seat}
            return ask(seat, "commit", "Playing last: a face-down card for {creature}",
                       {"creature": g.name(iid)},
                       tuple(commit_options(g, seat, iid, used, iid not in cs.declared)), about=iid,
                       rule=RULE)
        pop(g, self)
        return None

    def _peek(self, g: GameState, c: Creature, seat: int) -> None:
        cs = self.cs
        foes = set(cs.opponents(c.iid))
        seen = [s for s in cs.slots if s.creature in foes]
        parts = [revealed_slot_later(g.name(s.creature),
                                     g.name(s.card) if s.card != NULL else None,
                                     g.name(s.target) if s.target != NULL else None)
                 for s in seen]
        public = event("peek",
                       "{creature} looks at the cards played against it before choosing its own",
                       {"creature": g.name(c.iid)}, RULE, creature=c.iid)
        g.emit(private({seat}, event("peek", "{creature} sees: {names}",
                                     {"creature": g.name(c.iid),
                                      "names": joined_later("; ", parts)},
                                     RULE, creature=c.iid,
                                     slots=tuple((s.creature, s.card, s.target) for s in seen)),
                       public))

    def answer(self, g: GameState, choice: Choice) -> None:
        cs = self.cs
        if self.targeting:
            k = self.targeting.pop(0)
            cs.slots[k].target = int(choice.args[0])
            g.emit(event("targeted", "{creature}'s card targets {int}",
                         {"creature": g.name(cs.slots[k].creature),
                          "int": g.name(int(choice.args[0]))}, RULE, creature=cs.slots[k].creature,
                         target=int(choice.args[0])))
            return
        iid = self.queue[0]
        c = g.creatures[iid]
        if choice.kind == "weapon":
            wielding.declare(g, cs, choice)
            return
        seat = _seat(cs, c)
        assert seat is not None
        card = int(choice.args[0])
        slot = Slot(iid, seat, card, decoy=choice.kind == "decoy")
        cs.slots.append(slot)
        if card != NULL:
            g.player(seat).combat_hand.remove(card)
            if choice.kind != "decoy":
                note_combat_play(g, seat)
        k = len(cs.slots) - 1
        self.targeting.append(k)
        shown = g.setup.variants.null_cards or card != NULL
        proof = commit_slot(g, cs, slot, k) if shown else {}
        secret = g.name(card) if card != NULL else later("a null card")
        public = (event("face-down", "A face-down card is played for {creature}",
                        {"creature": g.name(iid)}, RULE_ROUNDS, creature=iid, shown=shown, **proof)
                  if shown else event("face-down", "No card is played for {creature}",
                                      {"creature": g.name(iid)}, RULE_ROUNDS, creature=iid,
                                      shown=shown, **proof))
        g.emit(private({seat}, event("face-down", "You play {secret_name} face down for {creature}",
                                     {"secret_name": secret, "creature": g.name(iid)}, RULE_ROUNDS,
                                     creature=iid, shown=shown, card=card, **proof),
                       public))
