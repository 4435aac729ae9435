"""Drawing Combat cards (five at the start of each combat; more when a Garou frenzies)."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.zones import draw
from rage_tui.i18n import m
from rage_tui.rulesets.las_vegas.state import LVState

COMBAT_HAND: Final = 5
PREPARE_RULE: Final = "LV Combat: Prepare for Combat"


def draw_combat(g: LVState, seat: int, n: int) -> None:
    """Draw ``n`` Combat cards; an empty deck is made again from the Combat discards."""
    p = g.player(seat)
    draw(g, seat, p.combat_deck, p.combat_hand, n, "combat", p.combat_discard,
         m("shuffles the combat discards into a new deck"), PREPARE_RULE)
