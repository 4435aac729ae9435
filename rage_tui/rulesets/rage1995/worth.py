"""What a creature is worth to the player whose pack kills it (v0.2 "Victory Points"), and
Throat Bare's submission, which makes it worth nothing for a while."""

from __future__ import annotations

from rage_tui.engine.cards import Allegiance
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.creatures import cdef
from rage_tui.rulesets.rage1995.state import Creature, GameState


def creature_vp(g: GameState, c: Creature, killer_seat: int | None) -> int:
    """VP a kill is worth to ``killer_seat``: printed Renown, 0 for enemies to Wyrm packs and
    victims to Gaia packs, 0 when prey or nobody made the kill."""
    if killer_seat is None or submitted(c):
        return 0
    card = cdef(g, c)
    al = g.player(killer_seat).allegiance
    if card.type == CardType.ENEMY and c.controller is None and al == Allegiance.WYRM:
        return 0
    if card.type == CardType.VICTIM and c.controller is None and al == Allegiance.GAIA:
        return 0
    return card.renown


def submitted(c: Creature) -> bool:
    """The creature bared its throat (Throat Bare: ``modify`` of the ``submission`` statistic):
    it is worth no VP to anyone until that ends."""
    return any(md.stat == "submission" and md.amount > 0 for md in c.mods)


def end_submission(c: Creature) -> bool:
    """A submitting creature played a combat action: its submission ends (FAQ, Throat Bare).
    Returns whether it had submitted."""
    if not submitted(c):
        return False
    c.mods = [md for md in c.mods if md.stat != "submission"]
    return True
