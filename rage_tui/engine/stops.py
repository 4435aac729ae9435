"""What a ruleset declares for the app's stops and "pass until": a :class:`StopsSpec`.

Pure Python. In hot-seat play the app passes for a human seat where that seat did not ask to
stop, without handing it the keyboard (the engine still asks every seat, so whether a seat is
asked never depends on its hidden cards). Which rounds are such windows, which of them stop by
default, which points a "pass until" can run to, and which questions must never be answered
for a player are the ruleset's to say: a ruleset names them here and its plug-in returns the
spec (``RulesetPlugin.stops``). The app's :mod:`rage_tui.ui.stops` applies it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rage_tui.engine.choices import Choice, Decision

#: the answers that pass a decision (a choice of one of these kinds with no arguments)
PASS_KINDS: tuple[str, ...] = ("pass", "done")


@dataclass(frozen=True)
class StopWindow:
    """A round in which a seat may ask to be asked: its key (kept in the settings), its name
    (a message id shown on the Stops screen), and whether it stops by default in hot-seat
    and in solo play."""

    key: str
    label: str
    default: bool
    solo: bool


@dataclass(frozen=True)
class UntilPoint:
    """A point a "pass until" runs to: its key, its words (a message id completing "Pass
    until ...") and when it is reached: ``ends(decision, turn, phase, since)`` with the
    decision now pending, the game's turn and phase and the (turn, phase) in which the
    player asked. Only public facts may decide."""

    key: str
    label: str
    ends: Callable[[Decision, int, str, tuple[int, str]], bool]


def _no_window(decision: Decision) -> str | None:
    return None


def _plain_pass(decision: Decision) -> tuple[str, ...]:
    return PASS_KINDS


@dataclass(frozen=True)
class StopsSpec:
    """A ruleset's stops: its windows in turn order, the window a decision belongs to (None:
    no window), its "pass until" points, the answers that pass a given decision, and the
    decision kinds never passed for a player (a pick kept secret until a reveal: passing it
    without a handover would show the onlookers what was picked)."""

    #: the name the players' choices are kept under in the settings (rulesets with the same
    #: windows share it; rage-1995 and rage-unlimited: ``rage``)
    family: str = ""
    windows: tuple[StopWindow, ...] = ()
    window_of: Callable[[Decision], str | None] = _no_window
    until: tuple[UntilPoint, ...] = ()
    pass_kinds: Callable[[Decision], tuple[str, ...]] = _plain_pass
    secret_kinds: frozenset[str] = field(default_factory=frozenset)

    @property
    def window_keys(self) -> tuple[str, ...]:
        """Every window's key, in turn order."""
        return tuple(w.key for w in self.windows)

    def defaults(self, solo: bool = False) -> frozenset[str]:
        """The windows that stop by default (hot-seat, or solo)."""
        return frozenset(w.key for w in self.windows if (w.solo if solo else w.default))

    def clean(self, names: object) -> frozenset[str]:
        """Known window keys only (for settings read from disk)."""
        if not isinstance(names, list | tuple | set | frozenset):
            return frozenset()
        keys = self.window_keys
        return frozenset(n for n in names if isinstance(n, str) and n in keys)

    def ordered(self, stops: frozenset[str]) -> list[str]:
        """``stops`` in turn order (how the settings keep them)."""
        return [k for k in self.window_keys if k in stops]

    def point(self, key: str) -> UntilPoint:
        """The "pass until" point ``key`` (KeyError: the ruleset has none of that key)."""
        for p in self.until:
            if p.key == key:
                return p
        raise KeyError(key)

    def pass_choice(self, decision: Decision) -> Choice | None:
        """The answer that passes ``decision``, if it has one."""
        kinds = self.pass_kinds(decision)
        for opt in decision.options:
            if opt.choice.kind in kinds and not opt.choice.args:
                return opt.choice
        return None

    def only_pass(self, decision: Decision) -> bool:
        """Whether passing is the only answer of ``decision``."""
        kinds = self.pass_kinds(decision)
        return all(o.choice.kind in kinds and not o.choice.args for o in decision.options)


def phase_reached(phase_key: str) -> Callable[[Decision, int, str, tuple[int, str]], bool]:
    """An until point reached when the game is in ``phase_key`` again (not the one in which
    the player asked)."""
    def ends(decision: Decision, turn: int, phase: str, since: tuple[int, str]) -> bool:
        return phase == phase_key and since != (turn, phase_key)
    return ends


def next_turn(decision: Decision, turn: int, phase: str, since: tuple[int, str]) -> bool:
    """An until point reached at the first decision of a later turn."""
    return turn > since[0]
