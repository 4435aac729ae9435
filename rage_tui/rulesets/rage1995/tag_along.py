"""Pack members that join a combat without a card (``tag-along``; v0.2 "Pack Actions": some
creatures "can automatically join pack combat or draw others into combat", even when they
were themselves brought in by other means).

At the pre-combat step, once the pack actions have been played and before anyone steps in for
prey, each player whose pack has such a creature may bring it in, one at a time, until they
say nobody else joins (rules decision R46):

* a creature with ``tag-along`` on its card joins the side of a member of its pack who fights
  there and passes the effect's filters (``keyword``, ``world`` ...: Janus beside a Black
  Fury, the Stormcrow beside a packmate in the Umbra);
* with ``brings: <card id>``, the member of its pack with that card joins the creature's own
  side instead (Allison brings her brother Thomas);
* ``side: defending`` / ``attacking`` keeps only that side; ``pack_action: true`` only a side
  that is already a pack action (another member of the pack fights there).

A creature that never joins pack actions (a lone wolf), one away from its pack, and a side
that must fight alone are left out, as for every pack action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.absence import absent
from rage_tui.rulesets.rage1995.combat_state import CombatState
from rage_tui.rulesets.rage1995.effects.language import Ctx, matches
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.pack_draws import pack_draws
from rage_tui.rulesets.rage1995.state import Creature, GameState

RULE: Final = "rules decision R46"


@dataclass(frozen=True)
class Offer:
    """``joiner`` may join the side of ``beside``, by the ability on ``source``'s card."""

    joiner: int
    beside: int
    source: int


def _specs(g: GameState, c: Creature) -> list[EffectSpec]:
    return [e for e in cr.cdef(g, c).effects if e.when == "static" and e.do == "tag-along"]


def _free(g: GameState, cs: CombatState, c: Creature) -> bool:
    return (not c.dead and not c.away and c.iid not in cs.attackers + cs.defenders
            and not cr.lone_wolf(g, c) and not absent(g, c))


def _side_ok(g: GameState, cs: CombatState, spec: EffectSpec, joiner: Creature,
             anchor: Creature) -> bool:
    if anchor.away or anchor.iid not in cs.attackers + cs.defenders:
        return False
    attacking = anchor.iid in cs.attackers
    side, foes = (cs.attackers, cs.defenders) if attacking else (cs.defenders, cs.attackers)
    want = spec.param("side")
    if (want == "defending" and attacking) or (want == "attacking" and not attacking):
        return False
    if spec.param("pack_action") and not cr.in_pack_action(g, anchor):
        return False
    if cr.side_barred(g, side):
        return False
    return any(o in g.creatures and cr.can_interact(joiner, g.creatures[o]) for o in foes)


def offers(g: GameState, cs: CombatState, seat: int) -> list[Offer]:
    """Who of ``seat``'s pack may join the combat now without a card, and beside whom."""
    out: list[Offer] = []
    pack = [c for c in cr.pack_creatures(g, seat) if not c.dead]
    for holder in pack:
        for spec in _specs(g, holder):
            brings = spec.param("brings")
            if brings is not None:
                pairs = [(j, holder) for j in pack if cr.cdef(g, j).id == str(brings)]
            else:
                ctx = Ctx(holder.iid, seat, holder.iid)
                pairs = [(holder, a) for a in pack
                         if a.iid != holder.iid and matches(g, ctx, spec, a)]
            for joiner, anchor in pairs:
                if not _free(g, cs, joiner) or not _side_ok(g, cs, spec, joiner, anchor):
                    continue
                if all(o.joiner != joiner.iid for o in out):
                    out.append(Offer(joiner.iid, anchor.iid, holder.iid))
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class TagAlong(Frame):
    """Ask each player in turn (the attacker first) whether their creatures that may join
    without a card do so; one at a time, until the player is done."""

    def __init__(self, cs: CombatState, seats: list[int]) -> None:
        self.cs = cs
        self.seats = list(seats)

    def run(self, g: GameState) -> Decision | None:
        while self.seats:
            seat = self.seats[0]
            found = offers(g, self.cs, seat)
            if not found:
                self.seats.pop(0)
                continue
            opts = [option("{creature} joins the fight beside {ally}",
                           Choice("take", (o.joiner, o.beside)), g.cards[o.joiner].cid,
                           creature=g.name(o.joiner), ally=g.name(o.beside)) for o in found]
            return ask(seat, "tag-along", "Pack members who may join this combat without a card",
                       None, (option("Nobody else joins", Choice("done")), *opts), rule=RULE)
        pop(g, self)
        return None

    def answer(self, g: GameState, choice: Choice) -> None:
        seat = self.seats[0]
        if choice.kind != "take":
            self.seats.pop(0)
            return
        joiner, beside = (int(a) for a in choice.args)
        found = [o for o in offers(g, self.cs, seat)
                 if o.joiner == joiner and o.beside == beside]
        if not found:
            return
        cs = self.cs
        side = cs.attackers if beside in cs.attackers else cs.defenders
        side.append(joiner)
        g.emit(event("joined", "{creature} joins the fight beside {ally}, without a card",
                     {"creature": g.name(joiner), "ally": g.name(beside)}, RULE, creature=joiner,
                     beside=beside, source=found[0].source))
        pack_draws(g)
