"""Who joins a pack action: the player picks them (v0.2 "Pack Actions": cards bring in "up
to N" pack members, so which ones and how many is the player's choice).

v0.2 "Pack Actions" also says "You may not bring in members of your pack using two of the same
card twice" (no second Surprise Ally after a first one brought somebody in): once a card has
brought a member into a combat, another copy of it cannot be used by the same player to call
packmates into that combat."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995.absence import absent
from rage_tui.rulesets.rage1995.effects.language import LANGUAGE, PACK_CALLS, Ctx
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.pack_draws import pack_draws
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import draw_combat

RULE: Final = "v0.2 Pack Actions"


def _key(seat: int) -> str:
    return f"pack-card:{seat}"


def mark_pack_card(g: GameState, seat: int, card: int) -> None:
    """Note that ``seat`` brought a pack member into this combat with a copy of ``card``."""
    if g.combat is not None:
        g.combat.restricted_used.add((_key(seat), g.card(card).id))


@LANGUAGE.guard
def one_call_per_card_name(g: GameState, ctx: Ctx, spec: EffectSpec) -> bool:
    """A card that calls packmates into a combat cannot be used when a copy of it already
    brought one of its player's pack members into this combat."""
    if spec.do not in PACK_CALLS or g.combat is None:
        return True
    return (_key(ctx.seat), g.card(ctx.card).id) not in g.combat.restricted_used


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class JoinPick(Frame):
    """Ask ``seat`` which of ``pool`` join the user's side, one at a time, up to ``most``;
    then draw ``draw`` combat cards (``else_draw`` when nobody joined)."""

    def __init__(self, seat: int, card: int, user: int, pool: list[int], most: int,
                 draw: int = 0, else_draw: int = 0) -> None:
        self.seat = seat
        self.card = card
        self.user = user
        self.pool = list(pool)
        self.most = most
        self.draw = draw
        self.else_draw = else_draw
        self.joined: list[int] = []

    def _open(self, g: GameState) -> list[int]:
        cs = g.combat
        if cs is None or self.user not in cs.attackers + cs.defenders:
            return []
        return [i for i in self.pool if i in g.creatures and not g.creatures[i].dead
                and i not in cs.attackers + cs.defenders and not absent(g, g.creatures[i])]

    def run(self, g: GameState) -> Decision | None:
        left = self._open(g)
        if len(self.joined) >= self.most or not left:
            pop(g, self)
            n = self.draw if self.joined else self.else_draw
            if n:
                draw_combat(g, self.seat, n)
            return None
        room = self.most - len(self.joined)
        opts = [option("{i} joins the fight", Choice("take", (i,)), g.cards[i].cid, i=g.name(i))
                for i in left]
        done = (m("Nobody else joins") if self.joined else m("Nobody joins"))
        return ask(self.seat, "join", "{card}: choose who joins {user} (up to {room} more)",
                   {"card": g.name(self.card), "user": g.name(self.user), "room": room},
                   (Option(Choice("done"), done), *opts), about=self.user, rule=RULE)

    def answer(self, g: GameState, choice: Choice) -> None:
        if choice.kind == "done":
            self.most = len(self.joined)
            return
        iid = int(choice.args[0])
        cs = g.combat
        assert cs is not None
        side = cs.attackers if self.user in cs.attackers else cs.defenders
        side.append(iid)
        self.joined.append(iid)
        mark_pack_card(g, self.seat, self.card)
        if g.creatures[self.user].away:  # a battlefield fight: away from the pack too
            g.creatures[iid].away = True
            cs.away.append(iid)
        if g.creatures[iid].controller != self.seat:  # recruited from another pack
            cs.lent[iid] = self.seat
        pack_draws(g)
        g.emit(event("effect", "{card}: {card2} joins the fight",
                     {"card": g.name(self.card), "card2": g.name(iid)}, RULE, card=self.card,
                     creature=iid))
