"""Declaring weapon use at the play-card step (v0.2 "Equipment": a creature may declare that it
fights without its weapon), and, under rules that let a creature carry any number of weapons
(Rage Unlimited "Ekwipunek", rules decision U22), which one of them it uses this round."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.choices import Choice, Option, option
from rage_tui.engine.events import event
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.combat_records import CombatState
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.statics import WIELDING

RULE: Final = "v0.2 Combat Rounds"


def weapon_options(g: GameState, c: Creature) -> list[Option]:
    """The declarations ``c`` may make about its weapons this round: take them up or put them
    away; carrying several under Rage Unlimited, take up each one it does not use now."""
    weapons = [a for a in c.attached if cr.is_weapon(g.card(a))]
    if not weapons:
        return []
    who = g.name(c.iid)
    if len(weapons) > 1 and rules_for(g).weapons_one_a_round:
        out = [option("Declare: {who} will {flip_to} {names} this round",
                      Choice("weapon", (c.iid, w)), g.cards[w].cid, who=who,
                      flip_to=m("take up"), names=g.name(w))
               for w in weapons if cr.put_away(g, c, w)]
        if not c.unarmed:
            out.append(option("Declare: {who} will {flip_to} {names} this round",
                              Choice("weapon", (c.iid,)), None, who=who, flip_to=m("put away"),
                              names=", ".join(g.name(a) for a in weapons)))
        return out
    names = ", ".join(g.name(a) for a in weapons)
    flip_to = (m("take up") if c.unarmed else m("put away"))
    return [option("Declare: {who} will {flip_to} {names} this round",
                   Choice("weapon", (c.iid,)), None, who=who, flip_to=flip_to, names=names)]


def declare(g: GameState, cs: CombatState, choice: Choice) -> None:
    """Carry out a weapon declaration (one a round): ``(creature,)`` takes up or puts away its
    weapons; ``(creature, weapon)`` takes up that weapon, the others put away."""
    c = g.creatures[int(choice.args[0])]
    cs.declared.add(c.iid)  # one declaration a round
    if len(choice.args) > 1:
        weapon = int(choice.args[1])
        c.unarmed = False
        g.marks[WIELDING + str(c.iid)] = weapon
        what = m("uses {weapon}", weapon=g.name(weapon))
    else:
        c.unarmed = not c.unarmed
        what = m("fights without its weapon") if c.unarmed else m("uses its weapon")
    g.emit(event("weapon", "{creature} {what} from now on",
                 {"creature": g.name(c.iid), "what": what}, RULE, creature=c.iid,
                 unarmed=c.unarmed))
