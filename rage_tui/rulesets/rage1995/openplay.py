"""Open-play cards: what a seat may play in a window, and playing it.

Only cards whose effects the engine can carry out are offered (the effect language grows with
the card-effects work). Placement follows v0.2 "Open Play cards".
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import at_will, effects
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.damage import check_deaths
from rage_tui.rulesets.rage1995.effects.abilities import ability_options, use_ability
from rage_tui.rulesets.rage1995.frames import OpenPlayWindow
from rage_tui.rulesets.rage1995.state import GameState


def options(g: GameState, seat: int, window: str) -> list[Option]:
    """Playable open-play options for ``seat`` in ``window``: cards, changing form at will
    when a card in play allows it, then the activated abilities of its creatures and cards."""
    pack = cr.pack_creatures(g, seat)  # asked by all three (nothing changes while listing)
    return (effects.open_play_options(g, seat, window, pack) + at_will.options(g, seat, pack)
            + ability_options(g, seat, pack))


def play(g: GameState, seat: int, choice: Choice, window: str) -> None:
    """Play the chosen open-play card or ability."""
    if choice.kind == at_will.KIND and choice.args:
        at_will.shift(g, seat, int(choice.args[0]))
        return
    if choice.kind == "ability":
        if not use_ability(g, seat, choice):
            raise IllegalChoiceError(m("that ability cannot be used now"))
        check_deaths(g)
        return
    if not effects.play_open(g, seat, choice, window):
        raise IllegalChoiceError(m("that card cannot be played now"))
    check_deaths(g)  # a creature whose Health fell to its damage dies now (v0.2 Death)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class OpenPlay(OpenPlayWindow):
    """A rage-1995 open-play window (v0.2 "Open Play cards"): cards, changing form at will
    and activated abilities, through :func:`options` and :func:`play`."""

    def playable(self, g: GameState, seat: int) -> list[Option]:
        """Open-play options of ``seat`` in this window."""
        return options(g, seat, self.window)

    def play(self, g: GameState, seat: int, choice: Choice) -> None:
        """Carry out a choice other than passing."""
        play(g, seat, choice, self.window)
