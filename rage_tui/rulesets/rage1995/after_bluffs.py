"""The moment at the end of the establish-bluff step, once every bluff is settled, when cards
that override the timing rules may be played (v0.2 "Open Play and Closed Play": Distractions;
FAQ Distractions: "played at the end of the Establish-Bluff step"). Only cards with
``after-bluffs`` effects are offered there, in a priority round like an open-play window (an
``after-bluffs`` decision, starting with the attacker). The step is held only in games where
some card in play or in a deck has such effects (rules decision R56), so a game without them
asks nothing more."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Decision, Option, ask, option
from rage_tui.engine.windows import PASS
from rage_tui.rulesets.rage1995.combat_state import CombatState
from rage_tui.rulesets.rage1995.effects import open_play_options
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.openplay import OpenPlay
from rage_tui.rulesets.rage1995.state import GameState

WINDOW: Final = "After bluffs"
TIMING: Final = "after-bluffs"


def held(g: GameState) -> bool:
    """Whether any card of the game has ``after-bluffs`` effects (R56)."""
    timed = g.cids_with(TIMING)  # the library's cards with such effects (once per game)
    if timed:  # (a plain loop: no list of every card's id, no method call, early exit)
        for inst in g.cards.values():
            if inst.cid in timed:
                return True
    return False


def frames(g: GameState, cs: CombatState) -> list[Frame]:
    """The after-bluffs step of this round, if the game holds it."""
    if not held(g):
        return []
    order = [cs.attacker_seat] if cs.attacker_seat >= 0 else []
    return [AfterBluffs(WINDOW, order + [s for s in g.seats_in() if s not in order])]


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class AfterBluffs(OpenPlay):
    """A priority round of ``after-bluffs`` cards (asked as its own decision kind, so the
    app asks the player whatever stops are set)."""

    def playable(self, g: GameState, seat: int) -> list[Option]:
        """Only the cards with ``after-bluffs`` effects (this is closed play)."""
        return open_play_options(g, seat, self.window)

    def run(self, g: GameState) -> Decision | None:
        decision = super().run(g)
        if decision is None:
            return None
        return ask(decision.seat, TIMING, "After bluffs: play a card that acts now, or pass", None,
                   (option("Pass", PASS), *decision.options[1:]), rule="FAQ Distractions")
