"""Who leaves a combat with the user: its player picks them, one at a time, up to the number
the card allows (Moon Bridge Escape: "the user and up to two pack members"). Then the user
and every member picked escape the combat (v0.2 "Escape": each escaping creature leaves, and
its frenzy ends)."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import frenzy
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import GameState

RULE: Final = "v0.2 Escape"


def companions(g: GameState, seat: int, user: int) -> list[int]:
    """The members of ``seat``'s pack fighting on ``user``'s side of the combat (not it)."""
    cs = g.combat
    if cs is None or user not in cs.attackers + cs.defenders:
        return []
    side = cs.attackers if user in cs.attackers else cs.defenders
    return [i for i in side if i != user and i in g.creatures
            and g.creatures[i].controller == seat and not g.creatures[i].dead]


def escape_now(g: GameState, card: int, iid: int) -> None:
    """``iid`` escapes the combat at once."""
    cs = g.combat
    c = g.creatures.get(iid)
    if cs is None or c is None:
        return
    for side in (cs.attackers, cs.defenders):
        if iid in side:
            side.remove(iid)
    g.emit(event("effect", "{card}: {creature} escapes the combat",
                 {"card": g.name(card), "creature": g.name(iid)}, RULE, card=card, creature=iid))
    if c.frenzy is not None:
        frenzy.end(g, c, m("it escaped the combat"))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class EscapePick(Frame):
    """Ask ``seat`` which members escape with ``user`` (up to ``most``), then all go."""

    def __init__(self, seat: int, card: int, user: int, most: int) -> None:
        self.seat = seat
        self.card = card
        self.user = user
        self.most = most
        self.picked: list[int] = []

    def run(self, g: GameState) -> Decision | None:
        left = [i for i in companions(g, self.seat, self.user) if i not in self.picked]
        if len(self.picked) >= self.most or not left:
            pop(g, self)
            for iid in [self.user, *self.picked]:
                escape_now(g, self.card, iid)
            return None
        room = self.most - len(self.picked)
        opts = [option("{i} escapes too", Choice("take", (i,)), g.cards[i].cid, i=g.name(i))
                for i in left]
        done = (m("Nobody else escapes") if self.picked else m("Nobody escapes with it"))
        return ask(self.seat, "escape-with",
                   "{card}: choose who escapes with {user} (up to {room} more)",
                   {"card": g.name(self.card), "user": g.name(self.user), "room": room},
                   (Option(Choice("done"), done), *opts), about=self.user, rule=RULE)

    def answer(self, g: GameState, choice: Choice) -> None:
        if choice.kind == "done":
            self.most = len(self.picked)
            return
        self.picked.append(int(choice.args[0]))
