"""The minion phase (6): the acting Methuselah picks a ready untapped minion and an action
(6.1), or ends the phase. An empty untapped vampire must hunt first (6.1.2)."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.rulesets.vtes.action import ActionFrame
from rage_tui.rulesets.vtes.cards import ACTION, ALLY, EQUIPMENT, POLITICAL, RETAINER
from rage_tui.rulesets.vtes.effects import has
from rage_tui.rulesets.vtes.plan import Plan
from rage_tui.rulesets.vtes.requirements import levels, stat
from rage_tui.rulesets.vtes.state import VtesState

END = Choice("end")
#: the actions that bring a card into play, by card type, and their names (6.1.3-6.1.5)
BRING = {EQUIPMENT: "equip", RETAINER: "employ", ALLY: "recruit"}


def action_options(g: VtesState, seat: int) -> list[Option]:
    """Every action ``seat``'s minions may take now."""
    p = g.players[seat]
    hungry = [v for v in g.untapped(seat) if g.is_vampire(v) and g.blood.get(v, 0) == 0]
    if hungry:
        return [option("{minion} must hunt", Choice("act", (v, "hunt")), g.cards[v].cid,
                       minion=g.name(v)) for v in hungry]
    prey = g.prey(seat)
    out: list[Option] = []
    for m in g.untapped(seat):
        name = g.name(m)
        cid = g.cards[m].cid
        vampire = g.is_vampire(m)
        if prey != seat and (vampire or stat(g, m, "bleed") > 0):
            out.append(option("{minion}: bleed {target}", Choice("act", (m, "bleed")), cid,
                              minion=name, target=g.players[prey].name))
        if vampire:
            out.append(option("{minion}: hunt", Choice("act", (m, "hunt")), cid, minion=name))
        for c in p.hand:
            card = g.card(c)
            kind = BRING.get(card.type, "card" if card.type in (ACTION, POLITICAL) else "")
            if not kind or (card.type == POLITICAL and not vampire):
                continue
            if card.type == ACTION and has(card.effects, "action", "bleed") and prey == seat:
                continue
            for sup in levels(g, m, card):
                target_opts = _targets(g, seat, m, c, sup)
                out += target_opts
        for other in p.ready:
            if other != m and g.equipment(other):
                out.append(option("{minion}: take the equipment of {target}",
                                  Choice("act", (m, "take", other)), cid, minion=name,
                                  target=g.name(other)))
        if vampire:
            for q in g.players:
                for t in q.torpor:
                    out += _torpor_targets(g, m, t)
    for v in p.torpor:
        if v not in g.tapped and g.blood.get(v, 0) >= 2:
            out.append(option("{minion}: leave torpor (2 blood)",
                              Choice("act", (v, "leave")), g.cards[v].cid, minion=g.name(v)))
    return out


def _targets(g: VtesState, seat: int, m: int, c: int, sup: bool) -> list[Option]:
    card = g.card(c)
    level = 1 if sup else 0
    name, cname = g.name(m), card.name
    if card.directed and not has(card.specs(sup), "action", "bleed"):
        out = []
        for q in g.players:
            if q.seat == seat or q.out:
                continue
            for t in q.ready:
                out.append(option("{minion}: {card} at {target}",
                                  Choice("act", (m, "card", c, level, t)), card.id,
                                  minion=name, card=cname, target=g.name(t)))
        return out
    choice = Choice("act", (m, "card", c, level))
    return [option("{minion}: {card} (superior)", choice, card.id, minion=name, card=cname)
            if sup else option("{minion}: {card}", choice, card.id, minion=name, card=cname)]


def _torpor_targets(g: VtesState, m: int, t: int) -> list[Option]:
    name, tname, cid = g.name(m), g.name(t), g.cards[m].cid
    out = [option("{minion}: diablerize {target}", Choice("act", (m, "diablerize", t)), cid,
                  minion=name, target=tname)]
    mine, theirs = g.blood.get(m, 0), g.blood.get(t, 0)
    for own in (2, 1, 0):
        if mine >= own and theirs >= 2 - own:
            out.append(option("{minion}: rescue {target} ({n} blood from {minion})",
                              Choice("act", (m, "rescue", t, own)), cid, minion=name,
                              target=tname, n=own))
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class MinionPhase(Frame[VtesState]):
    """Actions one at a time until the Methuselah ends the phase (6)."""

    def run(self, g: VtesState) -> Decision | None:
        g.phase = "minion"
        seat = g.active
        opts = action_options(g, seat)
        if not opts:
            pop(g, self)
            return None
        forced = opts[0].choice.args[1] == "hunt" and all(
            o.choice.args[1] == "hunt" for o in opts) and g.blood.get(
            int(opts[0].choice.args[0]), 0) == 0
        return ask(seat, "action", "Minion phase: take an action or end the phase", None,
                   tuple(opts) if forced else (option("End the minion phase", END), *opts),
                   rule="6")

    def answer(self, g: VtesState, choice: Choice) -> None:
        if choice == END:
            pop(g, self)
            return
        push(g, ActionFrame(Plan.of(g, g.active, choice)))
