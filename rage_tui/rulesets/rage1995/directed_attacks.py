"""Alphas told whom to attack (``direct-alpha``; Mizrait; rules decision R75).

FAQ (Mizrait): "Mizrait selects a specific one as the target. If the creature is killed before
the targetted Alpha takes his action, that Alpha takes no action this turn. It will not attack
a different creature sharing the same name." Once the alphas are chosen, before the first
alpha action, the player of each creature with ``direct-alpha`` on its card (in its pack, not
away, not out of play) may pick one alpha of another pack and one creature that alpha could
attack or challenge. That alpha's action this turn is then that attack (or challenge), or a
pass (v0.2 "Forced Attacks": alphas may pass rather than make a forced attack); when the
creature is no longer a valid target as the alpha acts, the alpha can only pass.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.absence import absent
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import GameState

RULE: Final = "rules decision R75"
_MARK: Final = "directed:"  # g.marks["directed:<alpha iid>"] = the creature it must attack

Options = Callable[[GameState, int, int], list[Option]]


def _directors(g: GameState, seat: int) -> list[int]:
    directing = g.cids_with("static", "direct-alpha")  # the library's cards with one
    if not directing:
        return []
    return [c.iid for c in cr.pack_creatures(g, seat)
            if g.cards[c.iid].cid in directing
            and not c.dead and not c.away and not absent(g, c)]


def limit(g: GameState, alpha: int, opts: list[Option]) -> list[Option]:
    """The alpha action options of ``alpha`` once a director has picked its target: the attack
    or challenge on that creature, if still offered, and passing."""
    target = g.marks.get(f"{_MARK}{alpha}")
    if target is None:
        return opts
    return [o for o in opts if o.choice.kind == "pass"
            or (o.choice.kind in ("attack", "challenge") and o.choice.args
                and int(o.choice.args[0]) == int(target))]


def clear(g: GameState) -> None:
    """Forget this turn's directed attacks (the next Combat Phase starts afresh)."""
    for key in [k for k in g.marks if k.startswith(_MARK)]:
        del g.marks[key]


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class DirectAlphas(Frame):
    """Ask each seat with a director, in seat order, whether it directs another pack's alpha;
    ``options`` gives what an alpha could do (combat_phase.alpha_options)."""

    def __init__(self, seats: list[int], options: Options) -> None:
        self.seats = [s for s in seats if s is not None]
        self.options = options
        self.used: set[int] = set()

    def _choices(self, g: GameState, seat: int) -> list[Option]:
        out: list[Option] = []
        for director in _directors(g, seat):
            if director in self.used:
                continue
            for other_seat, alpha in sorted(g.alphas.items()):
                if other_seat == seat or alpha not in g.creatures \
                        or f"{_MARK}{alpha}" in g.marks:
                    continue
                for o in self.options(g, other_seat, alpha):
                    if o.choice.kind not in ("attack", "challenge"):
                        continue
                    target = int(o.choice.args[0])
                    out.append(option("{director}: {alpha} must attack {target} or pass",
                                      Choice("direct", (director, alpha, target)),
                                      g.cards[target].cid, director=g.name(director),
                                      alpha=g.name(alpha), target=g.name(target)))
        return out

    def run(self, g: GameState) -> Decision | None:
        while self.seats:
            seat = self.seats[0]
            found = self._choices(g, seat)
            if not found:
                self.seats.pop(0)
                continue
            return ask(seat, "direct-alpha",
                       "Pick the creature another pack's alpha must attack this turn", None,
                       (option("Direct no alpha", Choice("done")), *found), rule=RULE)
        pop(g, self)
        return None

    def answer(self, g: GameState, choice: Choice) -> None:
        seat = self.seats[0]
        if choice.kind != "direct":
            self.seats.pop(0)
            return
        director, alpha, target = (int(a) for a in choice.args)
        if not any(o.choice == choice for o in self._choices(g, seat)):
            return
        self.used.add(director)
        g.marks[f"{_MARK}{alpha}"] = target
        g.emit(event("directed",
                     "{director} directs {alpha}: its alpha action this turn is to attack "
                     "{target}, or nothing",
                     {"director": g.name(director), "alpha": g.name(alpha),
                      "target": g.name(target)}, RULE, creature=director, alpha=alpha,
                     target=target))
