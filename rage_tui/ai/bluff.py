"""The bluffing model shared by the greedy and hard bots.

A bot watches the events it is shown: every ``revealed`` event lists each slot of the round
(creature, card, target), and the ``bluff`` and ``illegal`` events that follow say which of those
cards were bluffs. From that it keeps, per seat, the last few reveals: did that seat *bluff* in
the rules' sense (a null card, no card, an illegal card or a card above its creature's Rage) or
play a legal card within its Rage?

From the history and the situation (a creature with a low Rage bluffs more often) it estimates
the chance that a given opponent creature is bluffing this round. That chance decides whether a
bluff of ours would land (a bluff lands only when its target also bluffed) and so when to bluff,
when to play a null card and when to play safe. Difficulty changes how much of the history the bot
uses and how often it mixes in an unexpected play:

* ``easy``: ignores the history, bluffs at a flat rate, often plays loosely;
* ``normal``: remembers the last 4 reveals of each seat;
* ``hard``: remembers the last 8 and weighs the situation more.

After one of its notable plays is revealed (a bluff, a null card while holding playable cards, a
mixed-in surprise) the bot explains it in :attr:`BluffModel.explanations`, e.g. "bluffed Maul:
this opponent bluffed 2 of its last 3 reveals; it landed".
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field

from rage_tui.engine.events import Event
from rage_tui.i18n import Text, m
from rage_tui.rulesets.rage1995.view_types import View

DIFFICULTIES = ("easy", "normal", "hard")
NULL = -1


@dataclass(frozen=True, slots=True)
class Style:
    """How a difficulty plays."""

    memory: int
    weight: float
    mix: float
    noise: float


STYLES = {
    "easy": Style(memory=0, weight=0.0, mix=0.15, noise=1.2),
    "normal": Style(memory=4, weight=1.0, mix=0.07, noise=0.3),
    "hard": Style(memory=8, weight=1.5, mix=0.04, noise=0.0),
}


@dataclass
class Pending:
    """A notable play waiting for its reveal, with the reason it was made."""

    creature: int
    card: int
    name: str
    kind: str
    reason: Text


@dataclass
class BluffModel:
    """Per-game memory of the opponents' reveals and our own notable plays."""

    seat: int
    difficulty: str = "normal"
    history: dict[int, deque[str]] = field(default_factory=dict)
    explanations: list[Text] = field(default_factory=list)
    controller: dict[int, int | None] = field(default_factory=dict)
    prey_seat: int | None = None
    _pending: list[Pending] = field(default_factory=list)
    _round: dict[int, str] = field(default_factory=dict)
    _round_cards: dict[int, int] = field(default_factory=dict)
    _bluff_lands: dict[int, bool] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.difficulty not in STYLES:
            raise ValueError(f"unknown difficulty '{self.difficulty}' "
                             f"(known: {', '.join(DIFFICULTIES)})")

    @property
    def style(self) -> Style:
        """The parameters of this difficulty."""
        return STYLES[self.difficulty]

    # -- watching ----------------------------------------------------------------------
    def observe(self, view: View, events: Sequence[Event]) -> None:
        """Read the new events (and who controls which creature from the view)."""
        for s in view.seats:
            for c in s.pack:
                self.controller[c.iid] = c.controller
        for c in view.hunting:
            self.controller[c.iid] = None
        for e in events:
            k = e.kind
            if k == "plays-for-prey":
                self.prey_seat = e.get("seat")
            elif k == "revealed":
                self._finish_round()
                for creature, card, _target in e.get("slots", ()):
                    self._round[creature] = "null" if card == NULL else "real"
                    self._round_cards[creature] = card
            elif k == "bluff":
                creature = e.get("creature")
                if creature in self._round:
                    self._round[creature] = "bluff"
                self._bluff_lands[creature] = bool(e.get("lands"))
            elif k == "illegal":
                creature = e.get("creature")
                if creature in self._round:
                    self._round[creature] = "illegal"
            elif k in ("round-end", "combat-end"):
                self._finish_round()
        self._finish_round()

    def _seat_of(self, creature: int) -> int | None:
        ctrl = self.controller.get(creature)
        return ctrl if ctrl is not None else self.prey_seat

    def _finish_round(self) -> None:
        if not self._round:
            return
        for creature, what in self._round.items():
            seat = self._seat_of(creature)
            if seat is None:
                continue
            if seat == self.seat:
                self._explain(creature, what)
                continue
            hist = self.history.setdefault(seat, deque(maxlen=12))
            hist.append(what)
        self._round = {}
        self._round_cards = {}
        self._bluff_lands = {}

    def _explain(self, creature: int, what: str) -> None:
        card = self._round_cards.get(creature)
        for p in list(self._pending):
            if p.creature != creature or p.card != card:
                continue
            self._pending.remove(p)
            if p.kind == "bluff":
                if what == "bluff":
                    landed = self._bluff_lands.get(creature)
                    outcome = m("it landed") if landed else m("it was discarded")
                else:
                    outcome = m("it turned out not to be a bluff")
                self.explanations.append(m("bluffed {card}: {reason}; {outcome}", card=p.name,
                                           reason=p.reason, outcome=outcome))
            elif p.kind == "null":
                self.explanations.append(m("played a null card: {reason}", reason=p.reason))
            else:
                self.explanations.append(m("played {card}: {reason}", card=p.name,
                                           reason=p.reason))
        self._pending = [p for p in self._pending if p.creature != creature]

    # -- estimating ------------------------------------------------------------------------
    def bluff_counts(self, seat: int) -> tuple[int, int]:
        """(bluffs, reveals) among the remembered last reveals of ``seat``."""
        mem = self.style.memory
        if mem <= 0:
            return (0, 0)
        hist = list(self.history.get(seat, ()))[-mem:]
        return (sum(1 for h in hist if h != "real"), len(hist))

    def p_bluffing(self, seat: int | None, card_rage: int, frenzied: bool = False) -> float:
        """Chance that a creature of ``seat`` with card Rage ``card_rage`` bluffs this round
        (a null card, an illegal card or a card above its Rage all count)."""
        if frenzied:
            prior = 0.45
        elif card_rage <= 1:
            prior = 0.55
        elif card_rage <= 2:
            prior = 0.45
        elif card_rage <= 4:
            prior = 0.32
        else:
            prior = 0.22
        if self.difficulty == "easy" or seat is None:
            return prior
        bluffs, n = self.bluff_counts(seat)
        k = 4.0 / self.style.weight
        return (prior * k + bluffs) / (k + n)

    def reason_from_history(self, seat: int | None) -> Text:
        """Words for why this seat is thought to bluff (or not): a game message."""
        if seat is None:
            return m("prey tend to bluff")
        bluffs, n = self.bluff_counts(seat)
        if n == 0:
            return m("this opponent has not revealed anything yet")
        return m("this opponent bluffed {bluffs} of its last {n} reveals", bluffs=bluffs, n=n)

    # -- our own notable plays -------------------------------------------------------------
    def note(self, creature: int, card: int, name: str, kind: str, reason: Text) -> None:
        """Remember a notable play so it can be explained once revealed."""
        self._pending = [p for p in self._pending if p.creature != creature]
        self._pending.append(Pending(creature, card, name, kind, reason))

    def mixes(self, rng: random.Random) -> bool:
        """Whether to mix in an unexpected play this time."""
        return rng.random() < self.style.mix

    def explain_last(self) -> str | None:
        """The latest explanation, if any."""
        return self.explanations[-1] if self.explanations else None
