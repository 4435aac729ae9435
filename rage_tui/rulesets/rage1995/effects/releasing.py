"""Freeing a creature from what holds it back in combat (``unrestrict``): every restriction,
or with ``one: true`` only those of one card (Iron Will cancels one effect; when several
cards hold the creature back, its player picks which)."""

from __future__ import annotations

from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.flow import pop
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995.effects.helpers import _say
from rage_tui.rulesets.rage1995.effects.language import Ctx
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import Creature, GameState

#: the modifiers of ``restrict``: they stop a creature playing combat cards or taking other
#: actions, make it play at random, or limit the Rage of what it plays or its weapon
RESTRICTIONS = ("no_actions", "play_random", "max_rage", "combat_only", "no_juntas",
                "no_weapon")
NOBODY = -1


def holders(c: Creature) -> list[int]:
    """The cards holding ``c`` back, in the order their effects came (``-1``: no card)."""
    out: list[int] = []
    for mod in c.mods:
        src = NOBODY if mod.source is None else mod.source
        if mod.stat in RESTRICTIONS and src not in out:
            out.append(src)
    return out


def release(g: GameState, ctx: Ctx, c: Creature, sources: list[int] | None) -> None:
    """Remove the restrictions on ``c`` that come from ``sources`` (every one: ``None``)."""
    gone = [mod for mod in c.mods if mod.stat in RESTRICTIONS and (
        sources is None or (NOBODY if mod.source is None else mod.source) in sources)]
    c.mods = [mod for mod in c.mods if mod not in gone]
    _say(g, ctx, m("{creature} is free to fight as it likes{extra}", creature=g.name(c.iid),
                   extra=("" if gone else m(" (nothing held it back)"))), creature=c.iid)


class ChooseRelease(Frame):
    """Ask the player which card's hold on the creature their card cancels."""

    def __init__(self, seat: int, card: int, user: int | None, creature: int) -> None:
        self.seat = seat
        self.card = card
        self.user = user
        self.creature = creature

    def run(self, g: GameState) -> Decision | None:
        c = g.creatures.get(self.creature)
        found = holders(c) if c is not None else []
        if c is None or len(found) < 2:
            pop(g, self)
            if c is not None:
                release(g, Ctx(self.card, self.seat, self.user), c, None)
            return None
        opts = tuple(Option(Choice("release", (src,)),
                            m("Cancel the effect of {source}", source=g.name(src))
                            if src != NOBODY else m("Cancel the effect of no card"))
                     for src in found)
        return Decision(self.seat, "release",
                        m("{card}: which effect holding {creature} back does it cancel?",
                          card=g.name(self.card), creature=g.name(self.creature)),
                        opts, about=self.creature, rule="card text")

    def answer(self, g: GameState, choice: Choice) -> None:
        pop(g, self)
        c = g.creatures.get(self.creature)
        if c is not None:
            release(g, Ctx(self.card, self.seat, self.user), c, [int(choice.args[0])])
