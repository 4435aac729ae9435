"""Stops and "pass until": when the app answers Pass for a human seat by itself in hot-seat play.

Pure Python (no Textual). The engine asks every seat at every open-play window (the
``strict_prompts`` variant), so whether a seat is asked never depends on its hidden cards; the
app then passes for a seat that did not ask to stop there, without handing it the keyboard.
The engine receives exactly the Pass (or Done) a player would have chosen by hand, so the
events, and everything the other seats see, are the same either way: stops live here, never
in the game's events (see docs/rules-decisions.md, R7).

Which rounds are windows, their defaults and the "pass until" points are the ruleset's
(:class:`rage_tui.engine.stops.StopsSpec`, from its plug-in; rage-1995's in
:mod:`rage_tui.rulesets.rage1995.stops`).

* **Stops**: the open-play windows (by key) in which a seat wants to be asked.
* **Pass until**: from the seat's next decision on, pass every decision that can be passed
  until a point in the game (rage-1995: my next closed-play step, the next Combat Phase, my
  next Resource Phase). Decisions that cannot be passed (a face-down card, the alpha) and
  the picks a ruleset keeps secret are still asked.
* **Skip me when I have nothing playable** (house rule, off by default): also pass for a seat
  whose only possible answer is Pass or Done. That tells everyone watching the screen that
  the seat held nothing it could play at that moment.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rage_tui.engine.choices import Choice, Decision
from rage_tui.engine.stops import StopsSpec


def spec_for(ruleset_id: str) -> StopsSpec:
    """The stops the ruleset ``ruleset_id`` declares (none for an unknown ruleset)."""
    from rage_tui.rulesets import RULESETS, plugin

    if ruleset_id not in RULESETS:
        return StopsSpec()
    return plugin(ruleset_id).stops_spec()


@dataclass
class SeatStops:
    """One human seat's stops and its "pass until", if any."""

    stops: frozenset[str] = frozenset()
    until: str | None = None
    #: The turn and phase in which "pass until" was asked for.
    since: tuple[int, str] = (0, "")
    #: The decision the player was looking at then: they answer it themselves.
    exempt: object = None


@dataclass
class AutoPass:
    """Decides, for the pending decision of a human seat, whether the app passes for it, by
    the ruleset's :class:`~rage_tui.engine.stops.StopsSpec`."""

    spec: StopsSpec
    seats: dict[int, SeatStops] = field(default_factory=dict)
    skip_nothing_playable: bool = False

    @staticmethod
    def made(spec: StopsSpec, stops: dict[int, frozenset[str]], skip_nothing_playable: bool,
             keep: AutoPass | None = None) -> AutoPass:
        """The automatic passes of these seats' stops; a "pass until" running in ``keep`` (the
        one these settings replace) goes on."""
        out = AutoPass(spec, {i: SeatStops(s) for i, s in stops.items()}, skip_nothing_playable)
        for seat, ss in (keep.seats.items() if keep is not None else ()):
            if seat in out.seats:
                out.seats[seat].until = ss.until
                out.seats[seat].since = ss.since
        return out

    def set_until(self, seat: int, until: str | None, turn: int, phase: str,
                  current: Decision | None = None) -> None:
        """Start (or with None, stop) passing for ``seat`` until ``until`` (a key of the
        spec's points), from the decision after ``current`` on."""
        if until is not None and until not in (p.key for p in self.spec.until):
            raise ValueError(f"unknown 'pass until' point {until!r}")
        ss = self.seats.setdefault(seat, SeatStops(self.spec.defaults()))
        ss.until = until
        ss.since = (turn, phase)
        ss.exempt = current

    def until_of(self, seat: int) -> str | None:
        """The seat's "pass until", if one is running."""
        ss = self.seats.get(seat)
        return ss.until if ss is not None else None

    def _until_over(self, ss: SeatStops, d: Decision, turn: int, phase: str) -> bool:
        try:
            point = self.spec.point(ss.until or "")
        except KeyError:
            return True
        return point.ends(d, turn, phase, ss.since)

    def choice_for(self, d: Decision, turn: int, phase: str) -> Choice | None:
        """The Pass/Done the app makes for ``d.seat`` now, or None to ask the player.
        Only the seat's own settings and public facts decide, never its cards (except with
        the house rule, which says so); a pick the ruleset keeps secret is always asked."""
        ss = self.seats.get(d.seat)
        if ss is None:
            return None
        # a "pass until" ends at the seat's first decision at its point, whatever that is
        passing = False
        if ss.until is not None and d is not ss.exempt:
            ss.exempt = None
            if self._until_over(ss, d, turn, phase):
                ss.until = None
            else:
                passing = True
        answer = self.spec.pass_choice(d)
        if answer is None or d.kind in self.spec.secret_kinds:
            return None
        if passing:
            return answer
        window = self.spec.window_of(d)
        # (only a window the ruleset declares is passed: any other round is always asked)
        if window is not None and window in self.spec.window_keys and window not in ss.stops:
            return answer
        if self.skip_nothing_playable and self.spec.only_pass(d):
            return answer
        return None


def only_public_answer(decision: Decision, ruleset_id: str) -> Choice | None:
    """The single option of a decision whose options follow from public facts alone (the
    ruleset plug-in's ``public_single_kinds``), which the app may give for the player without
    telling anything; None for any other decision (its single option may come from hidden
    cards, R7)."""
    from rage_tui.rulesets import RULESETS, plugin

    if len(decision.options) != 1 or ruleset_id not in RULESETS \
            or decision.kind not in plugin(ruleset_id).public_single_kinds:
        return None
    return decision.options[0].choice
