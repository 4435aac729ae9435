"""V:TES stops and "pass until" points (the app's :mod:`rage_tui.ui.stops` applies them).

The windows are the priority window after the blocks (action modifiers and reactions, 1.6.1.5)
and a referendum's votes (6.3.3), both asked of their seats whatever they hold (rules decision
V3): a seat that did not ask to stop there is passed for by the app, without a handover.
"""

from __future__ import annotations

from typing import Final

from rage_tui.engine.choices import Decision
from rage_tui.engine.stops import StopsSpec, StopWindow, UntilPoint, next_turn
from rage_tui.i18n import m


def window_of(decision: Decision) -> str | None:
    """The window a decision belongs to (None for any other decision)."""
    if decision.kind == "vote":
        return "vote"
    if decision.kind == "open-play":
        return "action"
    return None


def stops() -> StopsSpec:
    """The two windows and the point a "pass until" runs to."""
    return StopsSpec(
        family="vtes",
        windows=(StopWindow("action", m("Action modifiers and reactions"), True, True),
                 StopWindow("vote", m("Referendum votes"), True, True)),
        window_of=window_of,
        until=(UntilPoint("turn", m("the next turn"), next_turn),))


STOPS: Final = stops()
