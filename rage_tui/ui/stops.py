"""Stops and "pass until": when the app answers Pass for a human seat by itself in hot-seat play.

Pure Python (no Textual). The engine asks every seat at every open-play window (the
``strict_prompts`` variant), so whether a seat is asked never depends on its hidden cards; the
app then passes for a seat that did not ask to stop there, without handing it the keyboard.
The engine receives exactly the Pass (or Done) a player would have chosen by hand, so the
events, and everything the other seats see, are the same either way: stops live here, never
in the game's events (see docs/rules-decisions.md, R7).

* **Stops**: the open-play windows (by name) in which a seat wants to be asked.
* **Pass until**: from the seat's next decision on, pass every decision that can be passed
  until a point in the game (``closed``: my next closed-play step; ``combat``: the next
  Combat Phase; ``resource``: my next Resource Phase). Decisions that cannot be passed (a
  face-down card, the alpha) are still asked.
* **Skip me when I have nothing playable** (house rule, off by default): also pass for a seat
  whose only possible answer is Pass or Done. That tells everyone watching the screen that
  the seat held nothing it could play at that moment.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from rage_tui.engine.choices import Choice, Decision
from rage_tui.i18n import N_

#: Every open-play window, in turn order, and whether it is a stop by default.
WINDOWS: tuple[tuple[str, bool], ...] = (
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
WINDOW_NAMES = tuple(w for w, _ in WINDOWS)
DEFAULT_STOPS = frozenset(w for w, on in WINDOWS if on)
#: The stops of a solo game by default: the combat windows and the Resource Phase (its open
#: play, where a pack is built up). Alone at the keyboard the game also passes wherever Pass
#: is the only answer, so the player is asked only where there is something to do.
DEFAULT_SOLO_STOPS = DEFAULT_STOPS | {"Resource Phase"}
#: "Pass until ..." choices: key and words.
UNTIL: dict[str, str] = {
    "closed": N_("my next closed-play step"),
    "combat": N_("the next Combat Phase"),
    "resource": N_("my next Resource Phase"),
}
PASS_KINDS = ("pass", "done")
OPEN_PLAY = "open-play"
#: Closed-play priority rounds that are windows too, by decision kind (R56: the after-bluffs
#: step is asked of every seat whether or not it holds such a card, so a stop works there).
PRIORITY_ROUNDS = {"after-bluffs": "After bluffs"}
#: The questions put as a blow is about to land, asked of every seat that could answer them
#: whatever it holds (R72: a killing blow and cards performed from the hand; R73: redirect
#: events): "let it hit" is their pass.
BLOWS = "Blows about to land"
LET_IT_HIT = "take"


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


def _blow_question(decision: Decision) -> bool:
    """A redirect question (R73), or the killing-blow question (R72)."""
    return decision.kind in ("redirect", "lethal")


def pass_choice(decision: Decision) -> Choice | None:
    """The Pass (or Done) of a decision, if it has one; "let it hit" for a blow question."""
    kinds = (*PASS_KINDS, LET_IT_HIT) if _blow_question(decision) else PASS_KINDS
    for opt in decision.options:
        if opt.choice.kind in kinds and not opt.choice.args:
            return opt.choice
    return None


def only_pass(decision: Decision) -> bool:
    """Whether Pass/Done (or "let it hit") is the only answer (what the house rule skips)."""
    kinds = (*PASS_KINDS, LET_IT_HIT) if _blow_question(decision) else PASS_KINDS
    return all(o.choice.kind in kinds and not o.choice.args for o in decision.options)


def clean_stops(names: Iterable[object]) -> frozenset[str]:
    """Known window names only (for settings read from disk)."""
    return frozenset(n for n in names if isinstance(n, str) and n in WINDOW_NAMES)


@dataclass
class SeatStops:
    """One human seat's stops and its "pass until", if any."""

    stops: frozenset[str] = DEFAULT_STOPS
    until: str | None = None
    #: The turn and phase in which "pass until" was asked for.
    since: tuple[int, str] = (0, "")
    #: The decision the player was looking at then: they answer it themselves.
    exempt: object = None


@dataclass
class AutoPass:
    """Decides, for the pending decision of a human seat, whether the app passes for it."""

    seats: dict[int, SeatStops] = field(default_factory=dict)
    skip_nothing_playable: bool = False

    @staticmethod
    def made(stops: dict[int, frozenset[str]], skip_nothing_playable: bool,
             keep: AutoPass | None = None) -> AutoPass:
        """The automatic passes of these seats' stops; a "pass until" running in ``keep`` (the
        one these settings replace) goes on."""
        out = AutoPass({i: SeatStops(s) for i, s in stops.items()}, skip_nothing_playable)
        for seat, ss in (keep.seats.items() if keep is not None else ()):
            if seat in out.seats:
                out.seats[seat].until = ss.until
                out.seats[seat].since = ss.since
        return out

    def set_until(self, seat: int, until: str | None, turn: int, phase: str,
                  current: Decision | None = None) -> None:
        """Start (or with None, stop) passing for ``seat`` until ``until``, from the decision
        after ``current`` on."""
        if until is not None and until not in UNTIL:
            raise ValueError(f"unknown 'pass until' point {until!r}")
        ss = self.seats.setdefault(seat, SeatStops())
        ss.until = until
        ss.since = (turn, phase)
        ss.exempt = current

    def until_of(self, seat: int) -> str | None:
        """The seat's "pass until", if one is running."""
        ss = self.seats.get(seat)
        return ss.until if ss is not None else None

    def _until_over(self, ss: SeatStops, d: Decision, turn: int, phase: str) -> bool:
        if ss.until == "closed":
            return d.kind != OPEN_PLAY and d.kind not in PRIORITY_ROUNDS
        for point in ("combat", "resource"):
            if ss.until == point:
                return phase == point and ss.since != (turn, point)
        return True

    def choice_for(self, d: Decision, turn: int, phase: str) -> Choice | None:
        """The Pass/Done the app makes for ``d.seat`` now, or None to ask the player.
        Only the seat's own settings and public facts decide, never its cards (except with
        the house rule, which says so)."""
        ss = self.seats.get(d.seat)
        if ss is None:
            return None
        answer = pass_choice(d)
        if answer is None:
            return None
        if ss.until is not None and d is not ss.exempt:
            ss.exempt = None
            if self._until_over(ss, d, turn, phase):
                ss.until = None
            else:
                return answer
        window = window_of(d)
        # (only a window the stops know is passed: another game's rounds, such as Las
        # Vegas's Main Phase, are always asked)
        if window is not None and window in WINDOW_NAMES and window not in ss.stops:
            return answer
        if self.skip_nothing_playable and only_pass(d):
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
