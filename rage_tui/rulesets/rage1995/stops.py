"""Rage's stops and "pass until" points (the app's :mod:`rage_tui.ui.stops` applies them).

The engine asks every seat at every open-play window (the ``strict_prompts`` variant); a seat
that did not ask to stop in a window is passed for by the app without a handover (rules
decision R7). The windows are the open-play windows of the turn (R8), the after-bluffs step
(R56) and the questions put as a blow is about to land (R72, R73), whose pass is "let it hit".
"""

from __future__ import annotations

from typing import Final

from rage_tui.engine.choices import Decision
from rage_tui.engine.stops import PASS_KINDS, StopsSpec, StopWindow, UntilPoint, phase_reached
from rage_tui.engine.words import window_word
from rage_tui.i18n import m

#: Every open-play window, in turn order, and whether it is a stop by default.
WINDOWS: Final[tuple[tuple[str, bool], ...]] = (
    ("Redraw Phase", False),
    ("Regeneration Phase", False),
    ("Resource Phase", False),
    ("Umbra Phase", False),
    ("Moot Phase", False),
    ("Beginning of the Combat Phase", False),
    ("Pre-combat", True),
    ("Beginning of combat", True),
    ("After bluffs", True),
    ("Blows about to land", True),
    ("Between rounds", False),
    ("After combat", False),
)
#: The solo stops by default add the Resource Phase (its open play, where a pack is built
#: up): alone at the keyboard the game also passes wherever Pass is the only answer.
SOLO_EXTRA: Final = frozenset({"Resource Phase"})
OPEN_PLAY: Final = "open-play"
#: Closed-play priority rounds that are windows too, by decision kind (R56: the after-bluffs
#: step is asked of every seat whether or not it holds such a card, so a stop works there).
PRIORITY_ROUNDS: Final = {"after-bluffs": "After bluffs"}
#: The questions put as a blow is about to land, asked of every seat that could answer them
#: whatever it holds (R72: a killing blow and cards performed from the hand; R73: redirect
#: events): "let it hit" is their pass.
BLOWS: Final = "Blows about to land"
LET_IT_HIT: Final = "take"


def _blow_question(decision: Decision) -> bool:
    return decision.kind in ("redirect", "lethal")


def window_of(decision: Decision) -> str | None:
    """The open-play window a decision belongs to (None for any other decision)."""
    if decision.kind in PRIORITY_ROUNDS:
        return PRIORITY_ROUNDS[decision.kind]
    if _blow_question(decision):
        return BLOWS
    if decision.kind != OPEN_PLAY:
        return None
    prompt = str(decision.prompt)  # English: window names are keys of the stops settings
    head, sep, _ = prompt.partition(" (open play)")
    return head if sep else prompt


def pass_kinds(decision: Decision) -> tuple[str, ...]:
    """Pass and Done; "let it hit" too for a blow question."""
    return (*PASS_KINDS, LET_IT_HIT) if _blow_question(decision) else PASS_KINDS


def _closed_step(decision: Decision, turn: int, phase: str, since: tuple[int, str]) -> bool:
    return decision.kind != OPEN_PLAY and decision.kind not in PRIORITY_ROUNDS


def stops() -> StopsSpec:
    """Rage's windows and "pass until" points."""
    return StopsSpec(
        family="rage",
        windows=tuple(StopWindow(key, window_word(key), on, on or key in SOLO_EXTRA)
                      for key, on in WINDOWS),
        window_of=window_of,
        until=(UntilPoint("closed", m("my next closed-play step"), _closed_step),
               UntilPoint("combat", m("the next Combat Phase"), phase_reached("combat")),
               UntilPoint("resource", m("my next Resource Phase"), phase_reached("resource"))),
        pass_kinds=pass_kinds)


STOPS: Final = stops()
