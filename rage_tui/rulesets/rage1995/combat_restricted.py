"""Combat Restricted (v0.2 chapter 4 "Combat Restricted"): each side of a combat may play one
copy of such a card per combat, whatever its type (combat actions, combat events, gifts ...).
A card that is cancelled still counts as played."""

from __future__ import annotations

from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.state import GameState


def side(g: GameState, seat: int, user: int | None) -> str | None:
    """The side of the current combat a card played by ``seat`` (with creature ``user``) is
    played for: the user's side, or the side the seat's creatures fight on. None when there is
    no combat or the seat has no creature in it (a side did not play the card)."""
    cs = g.combat
    if cs is None:
        return None
    if user is not None and user in cs.attackers + cs.defenders:
        return str(cs.side_of(user))
    for iid in cs.attackers + cs.defenders:
        c = g.creatures.get(iid)
        if c is not None and c.controller == seat:
            return str(cs.side_of(iid))
    return None


def used_up(g: GameState, seat: int, user: int | None, card: CardDef) -> bool:
    """Whether that side has already played this Combat Restricted card in this combat."""
    if not card.combat_restricted or g.combat is None:
        return False
    where = side(g, seat, user)
    return where is not None and (where, card.id) in g.combat.restricted_used


def note_played(g: GameState, seat: int, user: int | None, card: CardDef) -> None:
    """Record that a side played a Combat Restricted card (cancelled or not)."""
    if not card.combat_restricted or g.combat is None:
        return
    where = side(g, seat, user)
    if where is not None:
        g.combat.restricted_used.add((where, card.id))
