"""A successful action (6.2.3): its cost is paid, then its effect: bleed (6.1.1), hunt
(6.1.2), equip (6.1.3), employ (6.1.4), recruit (6.1.5), an action card (6.1.6), a referendum
(6.1.7), leave torpor (6.5.2), rescue (6.5.3) and diablerie (6.5.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.engine.flow import push
from rage_tui.rulesets.vtes.board import (
    add_blood,
    burn_blood,
    burn_card,
    burn_pool,
    settle,
    take_edge,
)
from rage_tui.rulesets.vtes.effects import VTES, sums
from rage_tui.rulesets.vtes.requirements import stat
from rage_tui.rulesets.vtes.state import VtesState

if TYPE_CHECKING:
    from rage_tui.rulesets.vtes.plan import Plan


def pay_costs(g: VtesState, plan: Plan) -> None:
    """The action's cost, paid now that it succeeds (6.2.3)."""
    if plan.card is None:
        return
    card = g.card(plan.card)
    burn_blood(g, plan.actor, card.blood_cost)
    burn_pool(g, plan.seat, card.pool_cost)


def resolve_action(g: VtesState, plan: Plan) -> None:
    """Carry out a successful action."""
    g.emit(event("succeeds", "{minion}'s action succeeds", {"minion": g.name(plan.actor)},
                 "6.2.3", actor=plan.actor, action=plan.kind))
    pay_costs(g, plan)
    p = g.players[plan.seat]
    card = g.card(plan.card) if plan.card is not None else None
    kept = False
    ctx = Ctx(plan.card or 0, plan.seat, user=plan.actor, target=plan.target,
              other=plan.defender, notes=["superior"] if plan.superior else [])
    if plan.kind == "bleed":
        extra = sums(g, ctx, card.specs(plan.superior), "action").get("bleed", 0) if card \
            else 0
        bleed_for(g, plan, stat(g, plan.actor, "bleed") + extra + plan.bleed)
    elif plan.kind == "hunt":
        got = add_blood(g, plan.actor, 1 + stat(g, plan.actor, "hunt"))
        g.emit(event("hunt", "{minion} hunts: {n} blood", {"minion": g.name(plan.actor),
                                                           "n": got}, "6.1.2"))
    elif plan.kind in ("equip", "employ") and plan.card is not None:
        p.limbo.remove(plan.card)
        g.attached.setdefault(plan.actor, []).append(plan.card)
        if plan.kind == "employ" and card is not None:
            g.blood[plan.card] = card.life
        kept = True
    elif plan.kind == "recruit" and plan.card is not None and card is not None:
        p.limbo.remove(plan.card)
        p.uncontrolled.append(plan.card)  # cannot act this turn (6.1.5)
        g.blood[plan.card] = card.life
        kept = True
    elif plan.kind == "take" and plan.target is not None:
        for e in g.equipment(plan.target):
            g.attached[plan.target].remove(e)
            g.attached.setdefault(plan.actor, []).append(e)
    elif plan.kind == "leave":
        burn_blood(g, plan.actor, 2)
        _to_ready(g, plan.actor)
    elif plan.kind == "rescue" and plan.target is not None:
        burn_blood(g, plan.actor, plan.own_blood)
        burn_blood(g, plan.target, 2 - plan.own_blood)
        _to_ready(g, plan.target)
    elif plan.kind == "diablerize" and plan.target is not None:
        from rage_tui.rulesets.vtes.torpor import diablerie

        diablerie(g, plan.actor, plan.target)
    elif plan.kind == "political" and plan.card is not None:
        from rage_tui.rulesets.vtes.politics import Referendum

        push(g, Referendum(plan.seat, plan.actor, plan.card))
        kept = True  # the referendum burns it when it ends
    elif card is not None:
        VTES.run_specs(g, ctx, [s for s in card.specs(plan.superior) if s.when == "action"])
        if g.scratch.pop("burned-target", 0) and plan.target is not None:
            check_life(g, plan.target)
    if plan.card is not None and not kept and plan.card in p.limbo:
        p.limbo.remove(plan.card)
        p.ash.append(plan.card)
    settle(g)


def bleed_for(g: VtesState, plan: Plan, amount: int) -> None:
    """The target burns pool equal to the bleed; a bleed of 1 or more takes the Edge
    (6.1.1)."""
    target = plan.defender if plan.defender is not None else g.prey(plan.seat)
    amount = max(0, amount)
    burn_pool(g, target, amount)
    g.emit(event("bleed", "{minion} bleeds {target} for {n}",
                 {"minion": g.name(plan.actor), "target": g.players[target].name, "n": amount},
                 "6.1.1", seat=plan.seat, target=target, amount=amount))
    if amount >= 1:
        take_edge(g, plan.seat)


def _to_ready(g: VtesState, v: int) -> None:
    p = g.players[g.owner(v)]
    if v in p.torpor:
        p.torpor.remove(v)
        p.ready.append(v)
        g.emit(event("leaves-torpor", "{minion} leaves torpor", {"minion": g.name(v)}, "6.5"))


def check_life(g: VtesState, iid: int) -> None:
    """An ally or retainer with no life left is burned (6.1.4, 6.1.5)."""
    if not g.is_vampire(iid) and g.blood.get(iid, 0) <= 0:
        g.emit(event("burned", "{minion} is burned", {"minion": g.name(iid)}, "6.4.6"))
        burn_card(g, iid)
