"""Escapes that wait for the end of the combat round (v0.2 "Combat Rounds", withdrawal step:
effects that take effect "at the end of the round" happen then, before withdrawal): a creature
in a fox frenzy flees when the round is over (Fox Frenzy), creatures that came forward for a
Bum Rush escape at the end of the round (FAQ errata). An ``escape`` or ``rally`` effect marks
the creature (an ``escape_at_round_end`` modifier); the combat round lets it go."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.events import event
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import frenzy
from rage_tui.rulesets.rage1995.combat_state import CombatState
from rage_tui.rulesets.rage1995.state import Creature, GameState, Mod

STAT: Final = "escape_at_round_end"
RULE: Final = "v0.2 Escape"


def mark(c: Creature, card: int) -> None:
    """``c`` escapes the combat at the end of the current round."""
    if not any(mod.stat == STAT for mod in c.mods):
        c.mods.append(Mod(STAT, 1, "combat", card))


def escape_marked(g: GameState, cs: CombatState) -> None:
    """The end of the round: every marked creature still in the combat escapes it (only it
    leaves, v0.2 "Escape"), and its frenzy ends."""
    for iid in list(cs.attackers + cs.defenders):
        c = g.creatures.get(iid)
        if c is None or c.dead or not any(mod.stat == STAT for mod in c.mods):
            continue
        c.mods = [mod for mod in c.mods if mod.stat != STAT]
        for side in (cs.attackers, cs.defenders):
            if iid in side:
                side.remove(iid)
        g.emit(event("left-combat", "{card} escapes the combat at the end of the round",
                     {"card": g.name(iid)}, RULE, creature=iid))
        if c.frenzy is not None:
            frenzy.end(g, c, m("it escaped the combat"))
