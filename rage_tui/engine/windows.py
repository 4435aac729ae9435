"""Timing frames every game of the family uses: private closed-play collection and open-play
priority windows. A ruleset derives its own steps from them (what may be picked or played, and
what playing it does).

Adaptations for one shared terminal (rules decisions R7 and R8), logged when applied:

* "Simultaneous" closed-play steps collect each seat's choices privately, in seat order, and
  apply them together afterwards. Other seats see only that a seat has finished choosing.
* Open play is a priority round in seat order; the window closes when every seat in it has
  passed in a row. Whether a seat is asked depends only on public facts (never on its hand),
  so the order of prompts gives nothing away.
"""

from __future__ import annotations

from typing import Any, ClassVar, Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.events import event, private
from rage_tui.engine.flow import Frame, S, pop
from rage_tui.engine.reading import reading
from rage_tui.engine.state import GameState
from rage_tui.engine.words import step_word, window_word
from rage_tui.i18n import Text, m

DONE: Final = Choice("done")
PASS: Final = Choice("pass")
#: ``GameState.marks`` key: the seat that made the last private (closed-play) decision.
LAST_PRIVATE: Final = "last-private-seat"


def keyboard_first(g: GameState[Any, Any], seats: list[int]) -> list[int]:
    """``seats`` in the order a closed-play step asks them. With the ``keyboard_order``
    variant the seat that made the last decision (unless it was an open-play pass, which a
    hot-seat app may make for a seat by itself), else the last seat to make a private choice,
    goes first, so one person can make several private choices in one sitting (R8). Public
    facts only: who decided last is seen by everyone."""
    if not g.setup.variants.keyboard_order or len(seats) < 2:
        return list(seats)
    last = g.pending.seat if g.pending is not None and g.pending.kind != "open-play" \
        else g.marks.get(LAST_PRIVATE)
    if last not in seats:
        return list(seats)
    i = seats.index(last)
    return [*seats[i:], *seats[:i]]


#: passing in an open-play window, the default end of closed-play picks, and each open-play
#: window's prompt by its name: made once (a message and an option never change, and the
#: prompt depends on the window's name alone)
_PASS_OPTION: Final = Option(PASS, m("Pass"))
_DONE_LABEL: Final = m("Done")
_PROMPTS: Final[dict[str, Text]] = {}


# (mypyc: a ruleset or a test may extend these without being compiled)
@mypyc_attr(allow_interpreted_subclasses=True)
class PrivateCollect(Frame[S]):
    """Ask each seat in ``seats`` for any number of picks until it says done, keeping the picks
    private; then :meth:`finish` applies them all together."""

    # class constants, not instance attributes (a compiled class would store a copy in each
    # frame, and the state digest would see them)
    kind: ClassVar[str] = "collect"
    rule: ClassVar[str] = ""

    def __init__(self, seats: list[int]) -> None:
        self.seats = list(seats)
        self.index = 0
        self.picks: dict[int, list[Choice]] = {s: [] for s in self.seats}
        self.announced = False
        #: The order seats are asked in (``seats`` keeps seat order for applying the picks).
        self.order: list[int] | None = None

    # hooks ---------------------------------------------------------------------------
    def options(self, g: S, seat: int, picked: list[Choice]) -> list[Option]:
        """Legal picks for ``seat`` given what it already picked (``done`` is added)."""
        raise NotImplementedError

    def prompt(self, g: S, seat: int) -> Text:
        """The question shown to ``seat``."""
        raise NotImplementedError

    def finish(self, g: S) -> None:
        """Apply every seat's picks together."""
        raise NotImplementedError

    def done_label(self) -> Text:
        """Label of the option that ends a seat's picks."""
        return _DONE_LABEL

    def may_be_done(self, g: S, seat: int, picked: list[Choice]) -> bool:
        """Whether ``seat`` may say done now (otherwise only its picks are offered)."""
        return True

    def asks(self, g: S, seat: int) -> bool:
        """With strict prompts: whether ``seat`` is asked at all (public facts only)."""
        return True

    # frame ---------------------------------------------------------------------------
    def run(self, g: S) -> Decision | None:
        if not self.announced and len(self.seats) > 1:
            self.announced = True
            g.emit(event("closed-play",
                         "{prompt_title}: each player chooses in private, then all choices are "
                         "applied together", {"prompt_title": self.prompt_title()},
                         "rules decision R8"))
        if self.order is None:
            self.order = keyboard_first(g, self.seats)
        while self.index < len(self.order):
            seat = self.order[self.index]
            with reading(g):  # listing options changes nothing
                opts = self.options(g, seat, self.picks[seat])
            untouched = not self.picks[seat]
            if untouched and not opts and (not g.setup.variants.strict_prompts
                                           or not self.asks(g, seat)):
                self._seat_done(g, seat)
                continue
            done = ((Option(DONE, self.done_label()),) if not opts
                    or self.may_be_done(g, seat, self.picks[seat]) else ())
            return Decision(seat, self.kind, self.prompt(g, seat), (*opts, *done),
                            rule=self.rule)
        pop(g, self)
        self.finish(g)
        return None

    def prompt_title(self) -> Text:
        """Name of this step for the log."""
        return step_word(self.kind)

    def answer(self, g: S, choice: Choice) -> None:
        seat = (self.order or self.seats)[self.index]
        if g.setup.variants.keyboard_order:
            g.marks[LAST_PRIVATE] = seat
        if choice == DONE:
            self._seat_done(g, seat)
        else:
            self.picks[seat].append(choice)

    def _seat_done(self, g: S, seat: int) -> None:
        self.index += 1
        said = event("chose", "{player} has chosen", {"player": g.player(seat).name}, seat=seat,
                     step=self.kind)
        g.emit(private({seat}, said, said))  # (the others see the same: one event made)


@mypyc_attr(allow_interpreted_subclasses=True)
class OpenPlayFrame(Frame[S]):
    """A priority round in seat order; closes when every seat in it passes in a row. A ruleset
    derives its windows from it and says what a seat may play (:meth:`playable`) and what
    playing it does (:meth:`play`)."""

    def __init__(self, window: str, seats: list[int]) -> None:
        self.window = window
        self.seats = list(seats)
        self.pos = 0
        self.passes = 0

    def playable(self, g: S, seat: int) -> list[Option]:
        """Open-play options of ``seat`` in this window."""
        raise NotImplementedError

    def run(self, g: S) -> Decision | None:
        # Seats with nothing to play pass by themselves, one after the other, in one reading
        # stretch (nothing changes in between, so what was worked out for one seat stays true
        # for the next).
        with reading(g):  # listing options changes nothing
            while True:
                if not self.seats or self.passes >= len(self.seats):
                    break
                seat = self.seats[self.pos % len(self.seats)]
                opts = self.playable(g, seat)
                if not opts and not g.setup.variants.strict_prompts:
                    self.pos += 1
                    self.passes += 1
                    continue
                return self._ask(seat, opts)
        pop(g, self)
        return None

    def _ask(self, seat: int, opts: list[Option]) -> Decision:
        prompt = _PROMPTS.get(self.window)
        if prompt is None:
            prompt = _PROMPTS[self.window] = m(
                "{window} (open play): play a card or ability, or pass",
                window=window_word(self.window))
        return Decision(seat, "open-play", prompt, (_PASS_OPTION, *opts),
                        rule="rules decision R8")

    def answer(self, g: S, choice: Choice) -> None:
        seat = self.seats[self.pos % len(self.seats)]
        self.pos += 1
        if choice == PASS:
            self.passes += 1
            return
        self.passes = 0
        self.play(g, seat, choice)

    def play(self, g: S, seat: int, choice: Choice) -> None:
        """Carry out a choice other than passing."""
        raise NotImplementedError


#: The open-play window of the core under its usual name. (The class itself is named
#: differently from rage-1995's ``openplay.OpenPlay``, which extends it: compiled with mypyc,
#: two classes of one name, one extending the other, both open to interpreted subclasses, get
#: C functions of the same name.)
OpenPlay = OpenPlayFrame
