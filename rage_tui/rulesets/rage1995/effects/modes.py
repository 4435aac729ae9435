"""Cards that offer a choice of modes: "choose either ... or ..." (FAQ Reinforcements: draw 2
combat cards, or bring in up to two pack members). Each effect of one mode carries the same
``mode:`` name; effects without one always run. When the card is played its player picks the
mode (a ``mode`` decision, one option per mode, in the order the effects list them); the
effects without a mode run first, the chosen mode's effects then. The card is placed (its zone)
as it is played, before the mode is chosen."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.choices import Choice, Decision, Option, ask
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop, push
from rage_tui.i18n import Text, m
from rage_tui.rulesets.rage1995.effects.language import LANGUAGE, Ctx
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import GameState

RULE: Final = "card text: choose a mode"


def modes_of(specs: list[EffectSpec]) -> list[str]:
    """The mode names among ``specs``, in order (none: the card has no modes)."""
    out: list[str] = []
    for e in specs:
        name = e.param("mode")
        if name is not None and str(name) not in out:
            out.append(str(name))
    return out


def describe(g: GameState, specs: list[EffectSpec]) -> Text:
    """How a mode reads, from what its effects do."""
    parts: list[Text] = []
    for e in specs:
        n = int(e.param("amount", 1))
        if e.do == "draw":
            parts.append(m("draw {n} combat card(s)", n=n) if e.param("deck") == "combat"
                         else m("draw {n} sept card(s)", n=n))
        elif e.do in ("rally", "join-combat"):
            parts.append(m("up to {n} pack member(s) join the fight", n=n)
                         if e.param("amount") is not None
                         else m("every pack member that can reach the fight joins it"))
        else:
            parts.append(m("{what}", what=e.do))
    return m("{first}{rest}", first=parts[0] if parts else "",
             rest="".join(m(", then {x}", x=p) for p in parts[1:]))


def choose_mode(g: GameState, ctx: Ctx, when: str) -> bool:
    """If the card's ``when`` effects have modes: run those without one and ask its player
    for the mode (returns True); otherwise do nothing (False)."""
    specs = [e for e in g.card(ctx.card).effects if e.when == when]
    names = modes_of(specs)
    if not names:
        return False
    LANGUAGE.run_specs(g, ctx, [e for e in specs if e.param("mode") is None])
    push(g, ModePick(ctx, when, names))
    return True


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class ModePick(Frame):
    """Ask the card's player which mode to use, then carry it out."""

    def __init__(self, ctx: Ctx, when: str, names: list[str]) -> None:
        self.ctx = ctx
        self.when = when
        self.names = names

    def _specs(self, g: GameState, name: str) -> list[EffectSpec]:
        return [e for e in g.card(self.ctx.card).effects
                if e.when == self.when and str(e.param("mode")) == name]

    def run(self, g: GameState) -> Decision | None:
        card = g.card(self.ctx.card)
        opts = tuple(Option(Choice("mode", (k,)), describe(g, self._specs(g, name)), card.id)
                     for k, name in enumerate(self.names))
        return ask(self.ctx.seat, "mode", "{card}: choose what it does", {"card": card.name}, opts,
                   about=self.ctx.user, rule=RULE)

    def answer(self, g: GameState, choice: Choice) -> None:
        pop(g, self)
        k = int(choice.args[0])
        if not 0 <= k < len(self.names):
            return
        specs = self._specs(g, self.names[k])
        g.emit(event("mode", "{card}: {what}",
                     {"card": g.name(self.ctx.card), "what": describe(g, specs)}, RULE,
                     card=self.ctx.card, mode=k))
        LANGUAGE.run_specs(g, self.ctx, specs)
