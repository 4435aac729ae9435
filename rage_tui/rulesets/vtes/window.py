"""The V:TES priority window on the core's open-play frame (1.6.1.5 sequencing): the acting
Methuselah plays first; then the defending Methuselah (a directed action); then the others
clockwise from the acting one. After any play, the acting Methuselah has priority again. The
window closes when every seat in it has passed in a row."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision
from rage_tui.engine.flow import pop
from rage_tui.engine.windows import PASS, OpenPlayFrame
from rage_tui.rulesets.vtes.state import VtesState


def priority_order(g: VtesState, acting: int, defending: int | None) -> list[int]:
    """Seats in the order they may play: acting, defending, then clockwise (1.6.1.5)."""
    order = [acting]
    if defending is not None and defending != acting and not g.players[defending].out:
        order.append(defending)
    order += [s for s in g.clockwise(acting) if s not in order]
    return order


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class VtesWindow(OpenPlayFrame[VtesState]):
    """An open-play window whose priority returns to its first seat (the acting Methuselah)
    after every play. Every seat in it is asked, whatever its hand (rules decision V3)."""

    def run(self, g: VtesState) -> Decision | None:
        if not self.seats or self.passes >= len(self.seats):
            pop(g, self)
            return None
        seat = self.seats[self.pos % len(self.seats)]
        return self._ask(seat, self.playable(g, seat))

    def answer(self, g: VtesState, choice: Choice) -> None:
        seat = self.seats[self.pos % len(self.seats)]
        if choice == PASS:
            self.pos += 1
            self.passes += 1
            return
        self.pos = 0  # priority back to the acting Methuselah (1.6.1.5)
        self.passes = 0
        self.play(g, seat, choice)
