"""Open-play cards: what a seat may play in a window, and playing it.

Only cards whose effects the engine can carry out are offered (the effect language grows with
the card-effects work). Placement follows v0.2 "Open Play cards".
"""

from __future__ import annotations

from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.state import GameState
from rage_tui.rulesets.rage1995 import effects


def options(g: GameState, seat: int, window: str) -> list[Option]:
    """Playable open-play options for ``seat`` in ``window``, then its creatures' activated
    abilities."""
    from rage_tui.rulesets.rage1995.effects.abilities import ability_options

    return effects.open_play_options(g, seat, window) + ability_options(g, seat)


def play(g: GameState, seat: int, choice: Choice, window: str) -> None:
    """Play the chosen open-play card or ability."""
    from rage_tui.rulesets.rage1995.effects.abilities import use_ability

    if choice.kind == "ability":
        if not use_ability(g, seat, choice):
            raise IllegalChoiceError("that ability cannot be used now")
        return
    if not effects.play_open(g, seat, choice, window):
        raise IllegalChoiceError("that card cannot be played now")
