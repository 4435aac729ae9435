"""Votes: a weighted yes/no/abstain vote taken in tiers, and its tally.

Voters are grouped by a rank (rage-1995: Renown) and the tiers vote from the highest down. In a
tier each voter is asked in turn, privately; the tier's votes are shown together once all of it
has voted (a later tier sees them, the same tier does not). Votes not yet shown are held in
``hidden`` (a searching bot's world replaces the other seats' ones). A ruleset derives its vote
from :class:`TieredVote` and says who votes, with what weight, and what the result does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, option
from rage_tui.engine.flow import Frame, S, pop
from rage_tui.i18n import m

YES, NO, ABSTAIN = "yes", "no", "abstain"


@dataclass(frozen=True, slots=True)
class Tally:
    """Votes for and against; a vote passes with more for than against (a tie fails)."""

    yes: int
    no: int

    @property
    def passed(self) -> bool:
        """More votes for than against."""
        return self.yes > self.no

    @property
    def verdict(self) -> str:
        """``passes``, ``fails on a tie`` or ``fails``."""
        return m("passes") if self.passed else (m("fails on a tie") if self.yes == self.no
                                                 else m("fails"))


def tally(ballots: Mapping[int, str], weight: Callable[[int], int]) -> Tally:
    """Count ``ballots`` (voter -> yes, no or abstain), each voter's vote ``weight(voter)``."""
    yes = sum(weight(v) for v, b in ballots.items() if b == YES)
    no = sum(weight(v) for v, b in ballots.items() if b == NO)
    return Tally(yes, no)


def ballot_options() -> tuple[Option, ...]:
    """Yes, No, Abstain."""
    return (option("Yes", Choice("vote", (YES,))), option("No", Choice("vote", (NO,))),
            option("Abstain", Choice("vote", (ABSTAIN,))))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class TieredVote(Frame[S]):
    """A vote taken in tiers of rank, highest first; each tier's ballots are collected in
    private and shown together. The hooks say who votes and how the result applies."""

    def __init__(self) -> None:
        self.tiers: list[list[int]] | None = None
        self.tier = 0
        self.pos = 0
        #: ballots of the current tier, not shown yet
        self.hidden: dict[int, str] = {}

    # -- hooks ------------------------------------------------------------------------------
    def voters(self, g: S) -> list[int]:
        """Everyone who may vote."""
        raise NotImplementedError

    def rank(self, g: S, voter: int) -> int:
        """The voter's rank: higher ranks vote first; equal ranks form one tier."""
        raise NotImplementedError

    def order(self, g: S, voter: int) -> Any:
        """Sort key of the voters within a tier (the order they are asked in)."""
        raise NotImplementedError

    def still_votes(self, g: S, voter: int) -> bool:
        """Whether a voter is still there when its tier votes."""
        return True

    def ask(self, g: S, voter: int) -> Decision:
        """The private question put to a voter."""
        raise NotImplementedError

    def shown(self, g: S, voter: int, ballot: str) -> None:
        """A ballot is shown (its tier has voted)."""
        raise NotImplementedError

    def resolve(self, g: S) -> None:
        """Every tier has voted: count and apply the result."""
        raise NotImplementedError

    # -- frame ----------------------------------------------------------------------------
    def _tier(self, g: S) -> list[int]:
        assert self.tiers is not None
        tier = [i for i in self.tiers[self.tier] if self.still_votes(g, i)]
        tier.sort(key=lambda i: self.order(g, i))
        return tier

    def run(self, g: S) -> Decision | None:
        if self.tiers is None:
            by: dict[int, list[int]] = {}
            for voter in self.voters(g):
                by.setdefault(self.rank(g, voter), []).append(voter)
            self.tiers = [by[r] for r in sorted(by, reverse=True)]
        while self.tier < len(self.tiers):
            tier = self._tier(g)
            if self.pos < len(tier):
                return self.ask(g, tier[self.pos])
            for voter in tier:
                self.shown(g, voter, self.hidden.get(voter, ABSTAIN))
            self.tier += 1
            self.pos = 0
        pop(g, self)
        self.resolve(g)
        return None

    def answer(self, g: S, choice: Choice) -> None:
        self.hidden[self._tier(g)[self.pos]] = str(choice.args[0])
        self.pos += 1
