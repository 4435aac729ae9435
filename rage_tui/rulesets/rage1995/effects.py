"""The effect language's engine side: each primitive is one function.

This module starts small; every primitive added here is offered in open play when a card's
``effects`` use only known primitives.
"""

from __future__ import annotations

from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.state import GameState

PRIMITIVES: dict[str, object] = {}


def open_play_options(g: GameState, seat: int, window: str) -> list[Option]:
    """Open-play options from cards with implemented effects (none yet)."""
    return []


def play_open(g: GameState, seat: int, choice: Choice, window: str) -> bool:
    """Carry out an open-play choice. Returns False when it is not recognised."""
    return False


def resolve_junta(g: GameState, junta_iid: int, seat: int, caller: int) -> bool:
    """Carry out a passed junta's effects. Returns True when the card stayed somewhere
    (e.g. in a victory pile) instead of going to the discard pile."""
    card = g.card(junta_iid)
    if card.vp:
        g.player(seat).victory.append(junta_iid)
        return True
    return False

