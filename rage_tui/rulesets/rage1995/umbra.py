"""Umbra Phase (v0.2): characters step sideways through their pack's Caern, all at once."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Option, option
from rage_tui.engine.events import event
from rage_tui.i18n import Text, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.frames import PrivateCollect
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.tied import tied_up
from rage_tui.rulesets.rage1995.upkeep import caern_opens_for, check_realms, note_step

RULE: Final = "v0.2 Umbra Phase"


def caern_gauntlet(g: GameState, seat: int) -> int | None:
    """The Gauntlet of the seat's Caern, if it has one."""
    for r in g.player(seat).resources:
        card = g.card(r)
        if card.type == CardType.CAERN:
            return card.gauntlet
    return None


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class StepSideways(PrivateCollect):
    """Each seat picks, in private, which characters use the Caern; all move together."""

    kind = "step-sideways"
    rule = RULE

    def __init__(self, seats: list[int]) -> None:
        super().__init__(seats)

    def options(self, g: GameState, seat: int, picked: list[Choice]) -> list[Option]:
        gauntlet = caern_gauntlet(g, seat)
        if gauntlet is None:
            return []
        chosen = {int(c.args[0]) for c in picked}
        out = []
        for c in cr.characters(g, seat):
            if c.iid in chosen or c.away or tied_up(g, c) or not (
                    cr.can_step_sideways(g, c) or caern_opens_for(g, c)):
                continue
            if cr.gnosis(g, c) < gauntlet:
                continue
            where = (m("out of the Umbra") if c.umbra else m("into the Umbra"))
            out.append(option("{creature} steps {where}", Choice("step", (c.iid,)),
                              g.cards[c.iid].cid, creature=g.name(c.iid), where=where))
        return out

    def asks(self, g: GameState, seat: int) -> bool:
        return caern_gauntlet(g, seat) is not None

    def prompt(self, g: GameState, seat: int) -> Text:
        return m("Umbra Phase: choose characters to step sideways through your Caern")

    def finish(self, g: GameState) -> None:
        for seat in self.seats:
            for choice in self.picks[seat]:
                c = g.creatures.get(int(choice.args[0]))
                if c is None:
                    continue
                c.umbra = not c.umbra
                c.physical = not c.umbra
                note_step(g, c)
                where = (m("into the Umbra") if c.umbra else m("back to the physical world"))
                g.emit(event("stepped", "{creature} steps sideways {where}",
                             {"creature": g.name(c.iid), "where": where}, RULE, creature=c.iid,
                             umbra=c.umbra))
        check_realms(g)
