"""This game's stops and "pass until" points (the app's :mod:`rage_tui.ui.stops` applies them).

Every seat is asked in every open-play round, one play at a time (LV Sequence of Play); a seat
that did not ask to stop in a round is passed for by the app, without a handover. The two
combat picks are never passed for a player: their answer stays face down until the Reveal,
and a pick made without the keyboard changing hands would show the onlookers it was a pass.
"""

from __future__ import annotations

from typing import Final

from rage_tui.engine.choices import Decision
from rage_tui.engine.stops import StopsSpec, StopWindow, UntilPoint, next_turn, phase_reached
from rage_tui.i18n import m
from rage_tui.rulesets.las_vegas.prompts import window_of_prompt


def window_of(decision: Decision) -> str | None:
    """The open-play round a decision belongs to (None for any other decision)."""
    return window_of_prompt(decision.prompt) if decision.kind == "open-play" else None


def stops() -> StopsSpec:
    """The rounds of the turn and of a combat, and the points a "pass until" runs to."""
    return StopsSpec(
        family="rage-las-vegas",
        windows=(StopWindow("main", m("Main Phase"), True, True),
                 StopWindow("moot-events", m("Moot Events"), True, True),
                 StopWindow("pre-combat", m("Pre-Combat Events"), True, True),
                 StopWindow("mid-combat", m("Mid-Combat Events"), True, True),
                 StopWindow("post-combat", m("Post-Combat Events"), False, True)),
        window_of=window_of,
        until=(UntilPoint("resolution", m("the next Resolution Phase"),
                          phase_reached("resolution")),
               UntilPoint("alpha", m("the next Alpha Phase"), phase_reached("alpha")),
               UntilPoint("turn", m("the next turn"), next_turn)),
        secret_kinds=frozenset({"attack", "defend"}))


STOPS: Final = stops()
