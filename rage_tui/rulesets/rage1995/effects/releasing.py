"""Freeing a creature from what holds it back in combat (``unrestrict``): every restriction,
or with ``one: true`` only those of one card (Iron Will cancels one effect; when several
cards hold the creature back, its player picks which).

What holds a creature back (rules decision R68): the restrictions cards laid on it that stop it
playing combat cards, make it play at random or cap the Rage of what it plays, and the lasting
abilities of the creatures it fights that cap its Rage or make it play at random (Drattosi,
Nexus Crawler: freed, it ignores that creature's hold for the rest of the combat). Other
restrictions (no juntas, only combat actions, no weapon) do not stop it playing combat cards
and stay."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask
from rage_tui.engine.flow import pop
from rage_tui.i18n import later, m
from rage_tui.rulesets.rage1995.combat_limits import FREED, holding_foes
from rage_tui.rulesets.rage1995.effects.helpers import _say
from rage_tui.rulesets.rage1995.effects.language import Ctx
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import Creature, GameState, Mod

#: the modifiers of ``restrict`` that hold a creature back in combat: they stop it playing
#: combat cards, make it play at random, or limit the Rage of what it plays (R68)
RESTRICTIONS: Final = ("no_actions", "play_random", "max_rage")
NOBODY: Final = -1


def holders(g: GameState, c: Creature) -> list[int]:
    """The cards holding ``c`` back, in the order their effects came (``-1``: no card), then
    the creatures it fights whose abilities hold it back."""
    out: list[int] = []
    for mod in c.mods:
        src = NOBODY if mod.source is None else mod.source
        if mod.stat in RESTRICTIONS and src not in out:
            out.append(src)
    return out + [f for f in holding_foes(g, g.combat, c) if f not in out]


def release(g: GameState, ctx: Ctx, c: Creature, sources: list[int] | None) -> None:
    """Remove the restrictions on ``c`` that come from ``sources`` (every one: ``None``)."""
    gone = [mod for mod in c.mods if mod.stat in RESTRICTIONS and (
        sources is None or (NOBODY if mod.source is None else mod.source) in sources)]
    foes = [f for f in holding_foes(g, g.combat, c) if sources is None or f in sources]
    c.mods = [mod for mod in c.mods if mod not in gone]
    c.mods += [Mod(FREED, 0, "combat", f) for f in foes]
    gone_any = bool(gone or foes)
    _say(g, ctx, later("{creature} is free to fight as it likes{extra}", creature=g.name(c.iid),
                       extra=("" if gone_any else m(" (nothing held it back)"))), creature=c.iid)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class ChooseRelease(Frame):
    """Ask the player which card's hold on the creature their card cancels."""

    def __init__(self, seat: int, card: int, user: int | None, creature: int) -> None:
        self.seat = seat
        self.card = card
        self.user = user
        self.creature = creature

    def run(self, g: GameState) -> Decision | None:
        c = g.creatures.get(self.creature)
        found = holders(g, c) if c is not None else []
        if c is None or len(found) < 2:
            pop(g, self)
            if c is not None:
                release(g, Ctx(self.card, self.seat, self.user), c, None)
            return None
        opts = tuple(Option(Choice("release", (src,)),
                            m("Cancel the effect of {source}", source=g.name(src))
                            if src != NOBODY else m("Cancel the effect of no card"))
                     for src in found)
        return ask(self.seat, "release",
                   "{card}: which effect holding {creature} back does it cancel?",
                   {"card": g.name(self.card), "creature": g.name(self.creature)}, opts,
                   about=self.creature, rule="card text")

    def answer(self, g: GameState, choice: Choice) -> None:
        pop(g, self)
        c = g.creatures.get(self.creature)
        if c is not None:
            release(g, Ctx(self.card, self.seat, self.user), c, [int(choice.args[0])])
