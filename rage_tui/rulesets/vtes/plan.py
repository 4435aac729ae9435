"""An action as announced (6.2.1): who acts, what, at whom, and its numbers."""

from __future__ import annotations

from dataclasses import dataclass, field

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice
from rage_tui.rulesets.vtes.cards import ALLY, EQUIPMENT, POLITICAL, RETAINER
from rage_tui.rulesets.vtes.effects import has
from rage_tui.rulesets.vtes.state import VtesState

KINDS = {EQUIPMENT: "equip", RETAINER: "employ", ALLY: "recruit", POLITICAL: "political"}


# (an action frame keeps its plan: part of the game state the hard bot copies)
@mypyc_attr(serializable=True)  # picklable when compiled
@dataclass
class Plan:
    """An action as announced (6.2.1): who acts, what, at whom, and the numbers the action
    modifiers and reactions change."""

    seat: int
    actor: int
    kind: str
    card: int | None = None
    superior: bool = False
    target: int | None = None
    own_blood: int = 0
    defender: int | None = None
    stealth: int = 0
    bleed: int = 0
    votes: int = 0
    used: list[str] = field(default_factory=list)

    @staticmethod
    def of(g: VtesState, seat: int, choice: Choice) -> Plan:
        """The plan a minion-phase choice (``act``, minion, kind, ...) announces."""
        a = choice.args
        actor, kind = int(a[0]), str(a[1])
        plan = Plan(seat, actor, kind)
        if kind == "bleed":
            plan.defender = g.prey(seat)
        elif kind in ("hunt", "leave", "take"):
            plan.stealth = 1
            plan.target = int(a[2]) if kind == "take" else None
        elif kind in ("diablerize", "rescue"):
            plan.target = int(a[2])
            plan.own_blood = int(a[3]) if kind == "rescue" else 0
            owner = g.owner(plan.target)
            plan.stealth, plan.defender = (1, None) if owner == seat else (0, owner)
        else:
            plan.card = int(a[2])
            plan.superior = int(a[3]) == 1
            card = g.card(plan.card)
            plan.kind = KINDS.get(card.type, "card")
            plan.stealth = 1 if plan.kind != "card" else card.stealth
            if plan.kind == "card" and has(card.specs(plan.superior), "action", "bleed"):
                plan.kind = "bleed"
                plan.defender = g.prey(seat)
            elif len(a) > 4:
                plan.target = int(a[4])
                plan.defender = g.owner(plan.target)
        return plan
