"""Taking an action (6.2): announce it and tap the acting minion, resolve block attempts
(stealth against intercept, each added only when needed), let action modifiers and reactions
be played with priority back to the acting Methuselah, then resolve: costs are paid only when
the action succeeds (6.2.3)."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.rulesets.vtes.board import burn_blood, burn_pool, draw_up, settle
from rage_tui.rulesets.vtes.cards import (
    MASTER,
    MODIFIER,
    REACTION,
)
from rage_tui.rulesets.vtes.effects import has, sums
from rage_tui.rulesets.vtes.plan import Plan
from rage_tui.rulesets.vtes.requirements import levels, stat
from rage_tui.rulesets.vtes.resolve import resolve_action
from rage_tui.rulesets.vtes.state import VtesState
from rage_tui.rulesets.vtes.window import VtesWindow, priority_order
from rage_tui.rulesets.vtes.words import word

NO = Choice("no")


def modifier_options(g: VtesState, plan: Plan, key: str) -> list[Option]:
    """Action modifiers the acting minion may play now that add ``key`` (6.2: the same one
    once per action)."""
    p = g.players[plan.seat]
    out = []
    for c in p.hand:
        card = g.card(c)
        if card.type != MODIFIER or f"{plan.actor}:{card.id}" in plan.used:
            continue
        for sup in levels(g, plan.actor, card):
            if _adds(g, card.specs(sup), "modifier", key, plan.actor, c):
                choice = Choice("mod", (c, int(sup)))
                out.append(option("{minion} plays {card} (superior)", choice, card.id,
                                  minion=g.name(plan.actor), card=card.name) if sup else
                           option("{minion} plays {card}", choice, card.id,
                                  minion=g.name(plan.actor), card=card.name))
    return out


def reaction_options(g: VtesState, plan: Plan, seat: int, minions: list[int],
                     key: str) -> list[Option]:
    """Reaction cards ``seat``'s ready untapped ``minions`` may play that add ``key``."""
    out = []
    for c in g.players[seat].hand:
        card = g.card(c)
        if card.type != REACTION:
            continue
        for mn in minions:
            if f"{mn}:{card.id}" in plan.used:
                continue
            for sup in levels(g, mn, card):
                if _adds(g, card.specs(sup), "reaction", key, mn, c):
                    choice = Choice("react", (c, int(sup), mn))
                    out.append(option("{minion} plays {card} (superior)", choice, card.id,
                                      minion=g.name(mn), card=card.name) if sup else
                               option("{minion} plays {card}", choice, card.id,
                                      minion=g.name(mn), card=card.name))
    return out


def _adds(g: VtesState, specs: tuple[EffectSpec, ...], when: str, key: str, user: int,
          card: int) -> bool:
    return sums(g, Ctx(card, g.owner(user), user=user), specs, when).get(key, 0) != 0


def play_card(g: VtesState, plan: Plan, seat: int, user: int, c: int, sup: bool,
              when: str) -> dict[str, int]:
    """Play a modifier or reaction: pay its cost now (6.2.3), burn it, draw (1.6.1.2), and
    return what it adds."""
    card = g.card(c)
    p = g.players[seat]
    p.hand.remove(c)
    p.ash.append(c)
    plan.used.append(f"{user}:{card.id}")
    burn_blood(g, user, card.blood_cost)
    burn_pool(g, seat, card.pool_cost)
    ctx = Ctx(c, seat, user=user, notes=["superior"] if sup else [])
    got = sums(g, ctx, card.specs(sup), when)
    g.emit(event("played", "{minion} plays {card}", {"minion": g.name(user), "card": card.name},
                 "6.2", seat=seat, card=card.id))
    draw_up(g, seat)
    settle(g)
    return got


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class ActionFrame(Frame[VtesState]):
    """One action from announcement to resolution (6.2)."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.stage = "announce"
        self.blockers: list[int] = []
        self.block_seat = 0
        self.blocker: int | None = None
        self.intercept = 0
        self.tried: list[int] = []

    def run(self, g: VtesState) -> Decision | None:
        plan = self.plan
        if self.stage == "announce":
            self._announce(g)
        if self.stage == "blocks":
            d = self._next_blocker(g)
            if d is not None:
                return d
        if self.stage == "attempt":
            d = self._attempt(g)
            if d is not None:
                return d
        if self.stage == "window":
            self.stage = "resolve"
            if plan.kind == "bleed":  # the only action this card set modifies after blocks
                push(g, ActionWindow(g, plan))
            return None
        if self.stage == "resolve":
            pop(g, self)
            resolve_action(g, plan)
            return None
        if self.stage == "blocked":
            pop(g, self)
            from rage_tui.rulesets.vtes.combat import after_block

            after_block(g, plan, self.blocker if self.blocker is not None else -1)
        return None

    def _announce(self, g: VtesState) -> None:
        plan = self.plan
        p = g.players[plan.seat]
        g.tapped.add(plan.actor)
        if plan.card is not None:
            p.hand.remove(plan.card)
            p.limbo.append(plan.card)
            draw_up(g, plan.seat)
        what = g.name(plan.card) if plan.card is not None else word(plan.kind)
        g.emit(event("action", "{minion} takes an action: {what}",
                     {"minion": g.name(plan.actor), "what": what}, "6.2.1", seat=plan.seat,
                     action=plan.kind, actor=plan.actor))
        if plan.defender is not None:
            self.blockers = [plan.defender]
        else:  # undirected: the prey first, then the predator (6.2.2)
            self.blockers = [s for s in dict.fromkeys((g.prey(plan.seat),
                                                       g.predator(plan.seat)))
                             if s != plan.seat]
        self.stage = "blocks"

    def _candidates(self, g: VtesState, seat: int) -> list[int]:
        out = []
        for b in g.untapped(seat):
            if b in self.tried and not reaction_options(g, self.plan, seat, [b], "intercept"):
                continue  # a failed blocker tries again only with intercept to add (V9)
            out.append(b)
        return out

    def _next_blocker(self, g: VtesState) -> Decision | None:
        while self.block_seat < len(self.blockers):
            seat = self.blockers[self.block_seat]
            cands = [] if g.players[seat].out else self._candidates(g, seat)
            if not cands:
                self.block_seat += 1
                continue
            opts = [option("Block with {minion}", Choice("block", (b,)), g.cards[b].cid,
                           minion=g.name(b)) for b in cands]
            return ask(seat, "block", "{minion}'s action: try to block?",
                       {"minion": g.name(self.plan.actor)},
                       (option("No (more) block attempts", NO), *opts), about=self.plan.actor,
                       rule="6.2.2")
        self.stage = "window"
        return None

    def stealth(self, g: VtesState) -> int:
        """The acting minion's stealth now (6.2.2)."""
        return self.plan.stealth + stat(g, self.plan.actor, "stealth")

    def _attempt(self, g: VtesState) -> Decision | None:
        plan, b = self.plan, self.blocker
        assert b is not None
        # (asked whether or not a card could be played: the prompts give no hand away, V3)
        if self.intercept >= self.stealth(g):
            opts = modifier_options(g, plan, "stealth")
            return ask(plan.seat, "stealth", "{blocker} blocks: add stealth?",
                       {"blocker": g.name(b)},
                       (option("Let the block stand", NO), *opts), rule="6.2.2")
        seat = g.owner(b)
        opts = reaction_options(g, plan, seat, [b], "intercept")
        return ask(seat, "intercept", "{minion} evades the block: add intercept?",
                   {"minion": g.name(plan.actor)},
                   (option("Let the block fail", NO), *opts), rule="6.2.2")

    def _blocked(self, g: VtesState) -> None:
        assert self.blocker is not None
        g.tapped.add(self.blocker)
        g.emit(event("blocked", "{blocker} blocks {minion}",
                     {"blocker": g.name(self.blocker), "minion": g.name(self.plan.actor)},
                     "6.2.2", blocker=self.blocker))
        self.stage = "blocked"

    def _failed(self, g: VtesState) -> None:
        assert self.blocker is not None
        g.emit(event("block-failed", "{blocker} fails to block {minion}",
                     {"blocker": g.name(self.blocker), "minion": g.name(self.plan.actor)},
                     "6.2.2"))
        self.tried.append(self.blocker)
        self.blocker = None
        self.stage = "blocks"

    def answer(self, g: VtesState, choice: Choice) -> None:
        plan = self.plan
        if self.stage == "blocks":
            if choice == NO:  # that Methuselah's decision is final (6.2.2)
                self.block_seat += 1
                return
            self.blocker = int(choice.args[0])
            self.intercept = stat(g, self.blocker, "intercept") + (
                self.intercept if self.blocker in self.tried else 0)
            g.emit(event("block-attempt", "{blocker} tries to block",
                         {"blocker": g.name(self.blocker)}, "6.2.2", blocker=self.blocker))
            self.stage = "attempt"
            return
        if choice == NO:
            if self.intercept >= self.stealth(g):
                self._blocked(g)
            else:
                self._failed(g)
            return
        if choice.kind == "mod":
            got = play_card(g, plan, plan.seat, plan.actor, int(choice.args[0]),
                            bool(choice.args[1]), "modifier")
            plan.stealth += got.get("stealth", 0)
        else:
            got = play_card(g, plan, g.owner(int(choice.args[2])), int(choice.args[2]),
                            int(choice.args[0]), bool(choice.args[1]), "reaction")
            self.intercept += got.get("intercept", 0)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class ActionWindow(VtesWindow):
    """After the blocks: action modifiers (bleed) by the acting minion and reactions (bleed
    reduction) by the target's minions, priority back to the acting Methuselah (1.6.1.5)."""

    def __init__(self, g: VtesState, plan: Plan) -> None:
        order = priority_order(g, plan.seat, plan.defender)
        super().__init__("action", [s for s in order if s in (plan.seat, plan.defender)])
        self.plan = plan

    def playable(self, g: VtesState, seat: int) -> list[Option]:
        plan = self.plan
        if plan.kind != "bleed" or g.players[seat].out:
            return []
        if seat == plan.seat:
            return modifier_options(g, plan, "bleed")
        if seat == plan.defender:
            return [*reaction_options(g, plan, seat, g.untapped(seat), "bleed"),
                    *out_of_turn_options(g, seat)]
        return []

    def play(self, g: VtesState, seat: int, choice: Choice) -> None:
        plan = self.plan
        if choice.kind == "mod":
            got = play_card(g, plan, seat, plan.actor, int(choice.args[0]),
                            bool(choice.args[1]), "modifier")
        elif choice.kind == "oot":
            got = play_out_of_turn(g, seat, int(choice.args[0]))
        else:
            got = play_card(g, plan, seat, int(choice.args[2]), int(choice.args[0]),
                            bool(choice.args[1]), "reaction")
        plan.bleed += got.get("bleed", 0)


def out_of_turn_options(g: VtesState, seat: int) -> list[Option]:
    """Out-of-turn master cards ``seat`` may play now (1.6.2.3): not on her own turn, and not
    a second one against the same master phase."""
    p = g.players[seat]
    if seat == g.active or p.oot_debt:
        return []
    return [option("Play {card} (out of turn)", Choice("oot", (c,)), g.cards[c].cid,
                   card=g.name(c))
            for c in p.hand if g.card(c).type == MASTER and has(g.card(c).effects, "out-of-turn")
            and p.pool >= g.card(c).pool_cost]


def play_out_of_turn(g: VtesState, seat: int, c: int) -> dict[str, int]:
    """Play an out-of-turn master card: its pool, its effect, a draw; it is borrowed from the
    next master phase (1.6.2.3, 5)."""
    p = g.players[seat]
    card = g.card(c)
    p.hand.remove(c)
    p.ash.append(c)
    p.oot_debt = True
    burn_pool(g, seat, card.pool_cost)
    g.emit(event("master", "{player} plays {card}", {"player": p.name, "card": card.name},
                 "1.6.2", seat=seat, card=card.id))
    got = sums(g, Ctx(c, seat), card.effects, "out-of-turn")
    draw_up(g, seat)
    settle(g)
    return got
