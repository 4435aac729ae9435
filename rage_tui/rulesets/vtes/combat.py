"""Combat (6.4): rounds of range (maneuvers), strikes (and additional strikes), damage and
presses, the acting minion first at every step, until one side is no longer ready or nobody
presses on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.rulesets.vtes.board import add_blood, burn_blood, burn_card, draw_up
from rage_tui.rulesets.vtes.cards import COMBAT
from rage_tui.rulesets.vtes.damage import take_damage
from rage_tui.rulesets.vtes.effects import has, sums
from rage_tui.rulesets.vtes.requirements import levels, stat
from rage_tui.rulesets.vtes.state import VtesState
from rage_tui.rulesets.vtes.words import word

if TYPE_CHECKING:
    from rage_tui.rulesets.vtes.plan import Plan

NO = Choice("no")
HAND = Choice("strike", ("hand",))


def after_block(g: VtesState, plan: Plan, blocker: int) -> None:
    """A blocked action: its card is burned, then combat, or for a vampire leaving torpor the
    blocking vampire may commit diablerie (6.2.3, 6.5.2)."""
    p = g.players[plan.seat]
    if plan.card is not None and plan.card in p.limbo:
        p.limbo.remove(plan.card)
        p.ash.append(plan.card)
    if plan.kind == "leave":
        if g.is_vampire(blocker):
            from rage_tui.rulesets.vtes.torpor import OfferDiablerie

            push(g, OfferDiablerie(blocker, plan.actor))
        return
    push(g, Combat(plan.actor, blocker))


def combat_cards(g: VtesState, minion: int, when: str, key: str | None = None) -> list[Option]:
    """Combat cards of ``minion``'s controller he may play with effects of timing ``when``."""
    seat = g.owner(minion)
    out = []
    for c in g.players[seat].hand:
        card = g.card(c)
        if card.type != COMBAT:
            continue
        for sup in levels(g, minion, card):
            if has(card.specs(sup), when, key):
                choice = Choice("card", (c, int(sup)))
                out.append(option("{minion} plays {card} (superior)", choice, card.id,
                                  minion=g.name(minion), card=card.name) if sup else
                           option("{minion} plays {card}", choice, card.id,
                                  minion=g.name(minion), card=card.name))
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class Combat(Frame[VtesState]):
    """A combat between the acting minion and his opponent (6.4.1)."""

    def __init__(self, acting: int, opponent: int) -> None:
        self.sides = [acting, opponent]
        self.stage = "start"
        self.close = True
        self.asked = 0
        self.last = -1  # which side played the last maneuver or press
        self.pending_press = -1
        self.strikes: list[dict[str, int] | None] = [None, None]
        self.extra = [0, 0]
        self.extra_asked = [False, False]
        self.damage = [[0, 0], [0, 0]]
        self.round = 0
        self.groups: list[list[int]] = []
        self.applied = False
        self.declined = [False, False]
        self.forced: list[int] = [-1, -1]

    def _ready(self, g: VtesState) -> bool:
        return all(g.where(s) == "ready" for s in self.sides)

    def run(self, g: VtesState) -> Decision | None:
        if self.stage != "start" and not self._ready(g):
            return self._end(g)
        if self.stage == "start":
            for s in self.sides:
                g.players[g.owner(s)].lost = True  # (a withdrawal fails, 9.2)
            self._new_round(g)
        if self.stage == "range":
            return self._exchange(g, "maneuver", word("long" if self.close else "close"),
                                  "6.4.2")
        if self.stage == "strike":
            for i in (0, 1):
                if self.strikes[i] is None:
                    return self._choose_strike(g, i)
            self._resolve(g)
            return None
        if self.stage == "damage":
            return self._damage(g)
        if self.stage == "over":
            return self._end(g)
        if self.stage == "extra":
            for i in (0, 1):
                if not self.extra_asked[i]:
                    opts = combat_cards(g, self.sides[i], "extra-strike")
                    return ask(g.owner(self.sides[i]), "extra-strike",
                               "Additional strikes for {minion}?",
                               {"minion": g.name(self.sides[i])},
                               (option("No", NO), *opts), rule="6.4.3")
            if any(self.extra):
                self.strikes = [None if self.extra[i] > 0 else {"none": 1} for i in (0, 1)]
                for i in (0, 1):
                    self.extra[i] = max(0, self.extra[i] - 1)
                self.stage = "strike"
                return None
            self.stage, self.asked, self.last, self.pending_press = "press", 0, -1, -1
        if self.stage == "press":
            return self._exchange(g, "press", word("end" if self.pending_press >= 0 else
                                                   "continue"), "6.4.4")
        return None

    def _new_round(self, g: VtesState) -> None:
        self.round += 1
        self.close, self.asked, self.last = True, 0, -1
        self.strikes = [None, None]
        self.extra, self.extra_asked = [0, 0], [False, False]
        self.forced = [-1, -1]
        self.stage = "range"
        g.emit(event("combat-round", "Combat round {n}: {a} against {b}",
                     {"n": self.round, "a": g.name(self.sides[0]),
                      "b": g.name(self.sides[1])}, "6.4.1"))

    def _exchange(self, g: VtesState, when: str, what: object, rule: str) -> Decision | None:
        """Maneuvers or presses, each side in turn, never two in a row by one side."""
        while self.last != 2:
            i = (1 - self.last) if self.last >= 0 else self.asked
            if i > 1 or (self.last < 0 and self.asked > 1):
                break
            opts = combat_cards(g, self.sides[i], when)
            if when == "maneuver" and self.forced[i] < 0:
                opts += [option("{minion}: maneuver with {card}", Choice("weapon", (e,)),
                                g.cards[e].cid, minion=g.name(self.sides[i]), card=g.name(e))
                         for e in g.equipment(self.sides[i])
                         if has(g.card(e).effects, "maneuver")]
            if when == "maneuver":
                return ask(g.owner(self.sides[i]), when, "Maneuver to {range} range?",
                           {"range": what}, (option("No", NO), *opts), about=self.sides[i],
                           rule=rule)
            return ask(g.owner(self.sides[i]), when, "Press ({what})?", {"what": what},
                       (option("No", NO), *opts), about=self.sides[i], rule=rule)
        if when == "maneuver":
            self.stage = "strike"
            g.emit(event("range", "The range is {range}",
                         {"range": word("close" if self.close else "long")}, "6.4.2",
                         close=self.close))
            return None
        if self.pending_press >= 0:
            self._new_round(g)
            return None
        return self._end(g)

    def _choose_strike(self, g: VtesState, i: int) -> Decision:
        m = self.sides[i]
        opts = [option("{minion}: hand strike", HAND, g.cards[m].cid, minion=g.name(m))]
        for e in g.equipment(m):
            if self.forced[i] >= 0 and e != self.forced[i]:
                continue
            if has(g.card(e).effects, "strike"):
                opts.append(option("{minion}: strike with {card}", Choice("strike", ("weapon", e)),
                                   g.cards[e].cid, minion=g.name(m), card=g.name(e)))
        if self.forced[i] >= 0 and self.forced[i] in g.equipment(m):
            opts = opts[1:]
        else:
            opts += combat_cards(g, m, "strike")
        if not self.close:  # a ranged strike may be aimed at a retainer (6.4.7)
            for r in g.retainers(self.sides[1 - i]):
                opts += [option("{strike} at {target}", Choice(o.choice.kind,
                                                                 (*o.choice.args, "at", r)),
                                o.card, strike=o.label, target=g.name(r))
                         for o in list(opts) if "at" not in o.choice.args
                         and self._ranged(g, m, o.choice)]
        return ask(g.owner(m), "strike", "Choose the strike of {minion} ({range} range)",
                   {"minion": g.name(m), "range": word("close" if self.close else "long")},
                   tuple(opts), about=m, rule="6.4.3")

    def _ranged(self, g: VtesState, m: int, choice: Choice) -> bool:
        """Whether a strike choice is ranged (effective at long range, 6.4.3)."""
        if choice == HAND:
            return False
        if choice.args[0] == "weapon":
            specs = g.card(int(choice.args[1])).effects
        else:
            specs = g.card(int(choice.args[0])).specs(bool(choice.args[1]))
        return any(sp.when == "strike" and sp.do == "strike" and sp.param("ranged", False)
                   for sp in specs)

    def answer(self, g: VtesState, choice: Choice) -> None:
        if self.stage in ("range", "press"):
            i = (1 - self.last) if self.last >= 0 else self.asked
            if choice == NO:
                if self.last >= 0:
                    self.last = 2  # the exchange is over
                self.asked += 1
                return
            if choice.kind == "weapon":
                self.forced[i] = int(choice.args[0])  # its strike is chosen too (6.4.2)
            else:
                self._spend(g, i, choice)
            if self.stage == "range":
                self.close = not self.close
            else:
                self.pending_press = i if self.pending_press < 0 else -1
            self.last = i
            return
        if self.stage == "damage":
            j = next(k for k in (0, 1) if sum(self.damage[k]) > 0 and not self.declined[k])
            if choice == NO:
                self.declined[j] = True
                return
            got = self._spend(g, j, choice)
            self._prevent(j, got.get("prevent", 0))
            return
        if self.stage == "extra":
            i = 0 if not self.extra_asked[0] else 1
            self.extra_asked[i] = True
            if choice != NO:
                got = self._spend(g, i, choice)
                self.extra[i] += got.get("extra", 0)
            return
        i = 0 if self.strikes[0] is None else 1
        m = self.sides[i]
        aimed = -1
        if "at" in choice.args:
            k = choice.args.index("at")
            aimed = int(choice.args[k + 1])
            choice = Choice(choice.kind, choice.args[:k])
        if choice == HAND:
            self.strikes[i] = {"strike": 1, "strike-damage": stat(g, m, "strength")}
        elif choice.args[0] == "weapon":
            e = int(choice.args[1])
            self.strikes[i] = sums(g, Ctx(e, g.owner(m), user=m), g.card(e).effects, "strike")
        else:
            self.strikes[i] = self._spend(g, i, choice)
        s = self.strikes[i]
        assert s is not None
        if s.get("strike-strength"):
            s["strike-damage"] = s.get("strike-damage", 0) + stat(g, m, "strength")
        if aimed >= 0:
            s["strike-retainer"] = aimed

    def _spend(self, g: VtesState, i: int, choice: Choice) -> dict[str, int]:
        """Play a combat card: pay its cost, burn it, draw, and return what it does."""
        m = self.sides[i]
        c, sup = int(choice.args[0]), bool(choice.args[1])
        seat = g.owner(m)
        card = g.card(c)
        g.players[seat].hand.remove(c)
        g.players[seat].ash.append(c)
        burn_blood(g, m, card.blood_cost)
        g.emit(event("played", "{minion} plays {card}", {"minion": g.name(m), "card": card.name},
                     "6.4", seat=seat, card=card.id))
        when = {"range": "maneuver", "press": "press", "extra": "extra-strike",
                "damage": "prevent"}.get(
            self.stage, "strike")
        got = sums(g, Ctx(c, seat, user=m, notes=["superior"] if sup else []),
                   card.specs(sup), when)
        draw_up(g, seat)
        return got

    def _resolve(self, g: VtesState) -> None:
        """Order a pair of strikes (6.4.3, 6.4.5): combat ends first, then first strikes,
        then the rest together."""
        a, b = self.strikes
        assert a is not None and b is not None
        if a.get("strike-ends") or b.get("strike-ends"):
            g.emit(event("combat-ends", "Combat ends", None, "6.4.5"))
            self.stage = "over"
            return
        firsts = [i for i, s in enumerate((a, b)) if s.get("strike-first")]
        self.groups = [firsts, [i for i in (0, 1) if i not in firsts]] if len(firsts) == 1 \
            else [[0, 1]]
        self.applied = False
        self.declined = [False, False]
        self.stage = "damage"

    def _damage(self, g: VtesState) -> Decision | None:
        """Each group of strikes: their effects, then prevention cards one at a time by each
        damaged minion (the acting one first), then the damage (6.4.6)."""
        while self.groups:
            group = self.groups[0]
            if not self.applied:
                self.applied = True
                for i in group:
                    self._effects(g, i)
            for j in (0, 1):
                if sum(self.damage[j]) > 0 and not self.declined[j]:
                    opts = combat_cards(g, self.sides[j], "prevent")
                    return ask(g.owner(self.sides[j]), "prevent",
                               "{minion} takes {n} damage: prevent some?",
                               {"minion": g.name(self.sides[j]), "n": sum(self.damage[j])},
                               (option("No", NO), *opts), about=self.sides[j], rule="6.4.6")
            for j in (0, 1):
                normal, agg = self.damage[j]
                self.damage[j] = [0, 0]
                take_damage(g, self.sides[j], normal, agg)
            self.groups.pop(0)
            self.applied = False
            self.declined = [False, False]
            if not self._ready(g):
                return self._end(g)
        self.stage = "extra"
        return None

    def _prevent(self, j: int, n: int) -> None:
        """Prevent ``n`` of the damage side ``j`` is to take, aggravated first (V10)."""
        agg = min(n, self.damage[j][1])
        self.damage[j][1] -= agg
        self.damage[j][0] = max(0, self.damage[j][0] - (n - agg))

    def _effects(self, g: VtesState, i: int) -> None:
        s = self.strikes[i]
        other = self.strikes[1 - i] or {}
        if s is None or "strike" not in s:
            return
        aimed = s.get("strike-retainer", -1)
        if aimed >= 0:  # not dodged, not prevented; a retainer loses life (6.4.7)
            if aimed in g.retainers(self.sides[1 - i]):
                g.emit(event("damage", "{minion} takes {n} damage ({a} aggravated)",
                             {"minion": g.name(aimed), "n": s.get("strike-damage", 0), "a": 0},
                             "6.4.7", minion=aimed, normal=s.get("strike-damage", 0),
                             aggravated=0))
                burn_blood(g, aimed, s.get("strike-damage", 0))
                if g.blood.get(aimed, 0) <= 0:
                    burn_card(g, aimed)
            return
        if other.get("strike-dodge"):
            return
        effective = self.close or s.get("strike-ranged") or s.get("strike-dodge")
        if not effective:
            return
        me, foe = self.sides[i], self.sides[1 - i]
        steal = s.get("strike-steal", 0)
        if steal:
            add_blood(g, me, burn_blood(g, foe, steal))
        if s.get("strike-destroy") and g.equipment(foe):
            burn_card(g, g.equipment(foe)[0])
        dmg = s.get("strike-damage", 0)
        if dmg:
            dmg = max(0, dmg - stat(g, foe, "prevent"))
            self.damage[1 - i][1 if s.get("strike-aggravated") else 0] += dmg

    def _end(self, g: VtesState) -> Decision | None:
        pop(g, self)
        g.emit(event("combat-over", "The combat is over", None, "6.4"))
        for m in self.sides:
            if g.where(m):
                for r in g.retainers(m):  # retainers heal after combat (6.4.7)
                    g.blood[r] = g.card(r).life
        return None
