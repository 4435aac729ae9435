"""The Alpha Phase: alphas act in order of Renown, ties by Tribe Fury; each attacks a
character in the Hunting Grounds, challenges a pack member in a Staging Area, or wusses out
(seed, Alpha Phase)."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.combat import CombatFrame
from rage_tui.rulesets.las_vegas.effects import LV
from rage_tui.rulesets.las_vegas.resolution import crinos_options, cross_umbra, pay_crinos
from rage_tui.rulesets.las_vegas.state import LVState

ALPHA_RULE: Final = "LV Sequence of Play: Alpha Phase"


def alpha_order(g: LVState) -> list[int]:
    """The alphas by Renown, highest first; equal Renown: the higher Tribe Fury (the earlier
    seat of the seating order) first."""
    return sorted(g.alphas, key=lambda i: (-board.renown(g, i), g.order.index(g.chars[i].owner)))


def attack_targets(g: LVState, alpha: int) -> list[int]:
    """Characters in the Hunting Grounds on the alpha's side of the Umbra, not its pack's."""
    me = g.chars[alpha]
    prey = [i for i in g.hunting if g.chars[i].umbra == me.umbra]
    rivals = [i for i, c in sorted(g.chars.items())
              if c.owner >= 0 and c.owner != me.owner and c.hunting and c.umbra == me.umbra]
    return prey + rivals


def last_minute_cost(g: LVState, alpha: int) -> int | None:
    """Sept cards to discard to move an alpha across right before its action: the Umbra
    level's base cost, not reduced by Gnosis, Spirits too; Humans never go."""
    if "human" in g.card(alpha).keywords:
        return None
    return (0, 1, 2, 3, 3)[board.umbra_level(g) - 1]


def challenge_targets(g: LVState, alpha: int) -> list[int]:
    """Upright pack members of other seats in their Staging Areas (not from the Umbra, L4)."""
    me = g.chars[alpha]
    if me.umbra:
        return []
    return [i for i, c in sorted(g.chars.items())
            if c.owner >= 0 and c.owner != me.owner and not c.hunting and c.regen == 0
            and not c.umbra and not g.player(c.owner).out]


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class AlphaPhase(Frame[LVState]):
    """Each alpha's one action, in Renown order."""

    def __init__(self) -> None:
        self.queue: list[int] | None = None
        self.current = -1
        self.challenged = -1
        self.step = "act"
        self.crossed = False

    def run(self, g: LVState) -> Decision | None:
        if self.queue is None:
            self.queue = alpha_order(g)
        while True:
            if self.step == "act":
                while self.queue and self.queue[0] not in g.alphas:
                    self.queue.pop(0)
                if not self.queue:
                    pop(g, self)
                    return None
                self.current = self.queue.pop(0)
                self.crossed = False
                self.step = "choose"
            a = self.current
            if a not in g.chars:
                self.step = "act"
                continue
            seat = g.chars[a].owner
            if self.step == "choose":
                return ask(seat, "alpha-action", "{card}'s alpha action", {"card": g.name(a)},
                           tuple(self.actions(g, a)), a, ALPHA_RULE)
            if self.step == "accept":
                t = self.challenged
                return ask(g.chars[t].owner, "challenge", "{alpha} challenges {card}: accept?",
                           {"alpha": g.name(a), "card": g.name(t)},
                           (option("Accept", Choice("accept")),
                            option("Refuse", Choice("refuse"))), t, ALPHA_RULE)
            if self.step == "crinos":
                t = self.challenged
                opts = crinos_options(g, g.chars[t].owner, t)
                if opts:
                    return ask(g.chars[t].owner, "crinos", "Shift {card} to Crinos?",
                               {"card": g.name(t)}, tuple(opts), t, ALPHA_RULE)
                self._fight(g, a, t)
                return None
            self.step = "act"

    def actions(self, g: LVState, a: int) -> list[Option]:
        """Wuss out, attack each target, challenge each pack member."""
        out = [option("Wuss out", Choice("wuss"))]
        out += [option("Attack {card}", Choice("attack", (t,)), g.card(t).id, card=g.name(t))
                for t in attack_targets(g, a)]
        out += [option("Challenge {card}", Choice("challenge", (t,)), g.card(t).id,
                       card=g.name(t)) for t in challenge_targets(g, a)]
        c = g.chars[a]
        out += [option("{who}: use {card}", Choice("ability", (src,)), g.card(src).id,
                       who=g.name(a), card=g.name(src))
                for src in [a, *c.attached] if any(s.when == "alpha"
                                                   for s in g.card(src).effects)]
        cost = last_minute_cost(g, a)
        if not self.crossed and cost is not None and cost <= len(g.player(c.owner).sept_deck):
            out.append(option("Leave the Umbra first, discarding {n} card(s)",
                              Choice("cross", (cost,)), n=cost) if c.umbra else
                       option("Enter the Umbra first, discarding {n} card(s)",
                              Choice("cross", (cost,)), n=cost))
        return out

    def answer(self, g: LVState, choice: Choice) -> None:
        a = self.current
        if choice.kind == "wuss":
            g.emit(event("wuss", "{card} wusses out", {"card": g.name(a)}, ALPHA_RULE, card=a))
            if g.chars[a].umbra and board.is_garou(g.card(a)):
                board.move_umbra(g, -2, "a Garou passes its alpha action in the Umbra")
            self.step = "act"
        elif choice.kind == "attack":
            t = int(choice.args[0])
            g.emit(event("attack", "{alpha} attacks {card}", {"alpha": g.name(a),
                                                             "card": g.name(t)}, ALPHA_RULE,
                         card=a, target=t))
            self.step = "act"
            self._fight(g, a, t)
        elif choice.kind == "cross":
            self.crossed = True
            cross_umbra(g, g.chars[a].owner, a, int(choice.args[0]))
            self.step = "choose"
        elif choice.kind == "ability":
            src = int(choice.args[0])
            g.emit(event("alpha-ability", "{who} uses {card}",
                         {"who": g.name(a), "card": g.name(src)}, ALPHA_RULE, card=src,
                         user=a))
            LV.run(g, Ctx(src, g.chars[a].owner, user=a), "alpha")
            self.step = "act"
        elif choice.kind == "challenge":
            self.challenged = int(choice.args[0])
            self.step = "accept"
        elif choice.kind == "accept":
            t = self.challenged
            g.emit(event("challenge", "{card} accepts the challenge", {"card": g.name(t)},
                         ALPHA_RULE, card=t))
            g.chars[t].hunting = True
            self.step = "crinos"
        elif choice.kind == "refuse":
            g.emit(event("refuse", "{card} refuses the challenge",
                         {"card": g.name(self.challenged)}, ALPHA_RULE))
            self.step = "act"
        elif self.step == "crinos":
            t = self.challenged
            if choice.kind == "shift":
                pay_crinos(g, g.chars[t].owner, t, str(choice.args[0]),
                           int(choice.args[1]) if len(choice.args) > 1 else None)
            self._fight(g, a, t)

    def _fight(self, g: LVState, a: int, t: int) -> None:
        self.step = "act"
        owner = g.chars[t].owner
        seat = owner if owner >= 0 else board.seat_after(g, g.chars[a].owner)
        push(g, CombatFrame(a, t, seat))
