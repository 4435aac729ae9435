"""The frame stack that drives a game.

Rules procedures (a turn, a phase, a combat round ...) are :class:`Frame` objects on a stack.
The top frame either asks for a decision, pushes sub-frames, or finishes (pops itself).
Frames are plain data, so a game state can be copied, hashed and compared.
"""

from __future__ import annotations

from typing import Any, Final, Generic, TypeVar

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision
from rage_tui.engine.errors import EngineError
from rage_tui.engine.state import GameState

#: the state a frame works on: the ruleset's own extension of the core state
S = TypeVar("S", bound="GameState[Any, Any]")


# (mypyc: a ruleset or a test may define frames without being compiled)
@mypyc_attr(allow_interpreted_subclasses=True)
class Frame(Generic[S]):
    """One procedure of the rules, resumable at any decision point. A ruleset's frames work on
    its own state (``Frame[RulesetState]``)."""

    def run(self, g: S) -> Decision | None:
        """Advance: return a decision to ask, or ``None`` after pushing or popping frames."""
        raise NotImplementedError

    def answer(self, g: S, choice: Choice) -> None:
        """Take the (already verified) answer to the decision this frame asked."""
        raise EngineError(f"{type(self).__name__} asked nothing")

    def describe(self) -> str:
        """A short name for debugging."""
        return type(self).__name__


MAX_STEPS: Final = 100_000


def push(g: GameState[Any, Any], *frames: Frame[Any]) -> None:
    """Push frames so that the first one given runs first."""
    stack = g.stack
    i = len(frames)
    while i:  # (reversed(frames) written out: compiled, ``reversed`` is a Python-level call)
        i -= 1
        stack.append(frames[i])


def pop(g: GameState[Any, Any], frame: Frame[Any]) -> None:
    """Finish ``frame``, which must be on top of the stack."""
    if not g.stack or g.stack[-1] is not frame:
        raise EngineError(f"{frame.describe()} is not on top of the stack")
    g.stack.pop()


def advance(g: GameState[Any, Any]) -> None:
    """Run frames until one asks for a decision or the game is over."""
    for _ in range(MAX_STEPS):
        if g.over or not g.stack:
            g.pending = None
            return
        decision = g.stack[-1].run(g)
        if decision is not None:
            if not decision.options:
                raise EngineError(f"{g.stack[-1].describe()} asked a decision with no options")
            g.pending = decision
            return
    raise EngineError("the engine ran too long without asking anything")
