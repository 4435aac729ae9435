"""Resource Phase open play besides playing cards (v0.2 "Resources", "Equipment"): discarding
one's own resources at will, and giving equipment to a member of the same pack or, if its
player agrees, of another pack (each item once per phase)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, option
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop
from rage_tui.i18n import later, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.state import Creature, GameState, Mod
from rage_tui.rulesets.rage1995.upkeep import check_realms, check_totems
from rage_tui.rulesets.rage1995.zones import to_discard

RULE_DISCARD: Final = "v0.2 Resource Phase"
RULE_TRADE: Final = "v0.2 Equipment"


def _members(g: GameState, seat: int) -> list[Creature]:
    return [g.creatures[i] for i in g.player(seat).pack if i in g.creatures]


def discard_options(g: GameState, seat: int) -> list[Option]:
    """v0.2 "Resources": every resource may be discarded from play in the Resource Phase
    (pack resources and the equipment of one's own pack)."""
    out: list[Option] = []
    for r in g.player(seat).resources:
        if g.card(r).type in (CardType.CAERN, CardType.REALM, CardType.TERRITORY):
            out.append(option("Discard {r} from play", Choice("discard", (r,)), g.cards[r].cid,
                              r=g.name(r)))
    for member in _members(g, seat):
        for a in member.attached:
            if g.card(a).type == CardType.EQUIPMENT:
                out.append(option("Discard {card} from {creature}", Choice("discard", (a,)),
                                  g.cards[a].cid, card=g.name(a), creature=g.name(member.iid)))
    return out


def discard_resource(g: GameState, seat: int, iid: int) -> None:
    """Discard one of ``seat``'s resources (refused when it is not one)."""
    if not any(o.choice.args[0] == iid for o in discard_options(g, seat)):
        raise IllegalChoiceError("you can only discard your own resources in play")
    p = g.player(seat)
    if iid in p.resources:
        p.resources.remove(iid)
    for c in g.creatures.values():
        if iid in c.attached:
            c.attached.remove(iid)
    to_discard(g, iid)
    g.emit(event("discarded-resource", "{player} discards {card} from play",
                 {"player": p.name, "card": g.name(iid)}, RULE_DISCARD, seat=seat, card=iid))
    check_realms(g)
    check_totems(g)


def trade_options(g: GameState, seat: int,
                  fits: Callable[[GameState, Creature, int], bool]) -> list[Option]:
    """Equipment gifts from a member of ``seat``'s pack to any other pack member (or, with
    its player's consent, a member of another pack) that ``fits`` accepts as a bearer."""
    once = rules_for(g).trade_once_per_phase  # Rage Unlimited trades freely (U4)
    out: list[Option] = []
    mine = _members(g, seat)
    takers: list[Creature] | None = None  # (made when there is an item to give: seldom)
    for giver in mine:
        for item in giver.attached:
            card = g.card(item)
            if card.type != CardType.EQUIPMENT or (once and item in giver.traded):
                continue
            if takers is None:
                takers = [c for c in g.creatures.values() if c.controller is not None
                          and not g.player(c.controller).out and not c.dead]
            for taker in takers:
                if taker is giver or not cr.can_interact(giver, taker):
                    continue
                if not fits(g, taker, item):
                    continue
                asks = ("" if taker.controller == seat
                        else later(" (if {player} agrees)",  # (made with the label)
                                   player=g.player(taker.controller or 0).name))
                out.append(option("Give {card} from {giver} to {taker}{asks}",
                                  Choice("trade", (item, taker.iid)), card.id, card=card.name,
                                  giver=g.name(giver.iid), taker=g.name(taker.iid), asks=asks))
    return out


def move_item(g: GameState, item: int, taker: int) -> None:
    """Hand the item over (it counts as traded for this phase)."""
    receiver = g.creatures[taker]
    for c in g.creatures.values():
        if item in c.attached:
            c.attached.remove(item)
            g.emit(event("traded", "{creature} gives {item} to {taker}",
                         {"creature": g.name(c.iid), "item": g.name(item), "taker": g.name(taker)},
                         RULE_TRADE, card=item, giver=c.iid, taker=taker))
            if c.controller is not None and c.controller != receiver.controller:
                # from another pack: Jackal's Quest may follow (FAQ errata, R79)
                receiver.mods.append(Mod("acquired_gear", 1, "phase", item))
            break
    receiver.attached.append(item)
    receiver.traded.add(item)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class TradeOffer(Frame):
    """The player of another pack accepts or refuses an item offered to one of its members."""

    def __init__(self, seat: int, item: int, taker: int) -> None:
        self.seat = seat
        self.item = item
        self.taker = taker

    def run(self, g: GameState) -> Decision | None:
        c = g.creatures.get(self.taker)
        if c is None or c.controller is None:
            pop(g, self)
            return None
        offer = (m("{player} offers {item} to {taker}", player=g.player(self.seat).name,
                   item=g.name(self.item), taker=g.name(self.taker)))
        return Decision(
            c.controller,
            "trade-offer",
            offer,
            (Option(Choice("accept"), m("Accept")), option("Refuse", Choice("refuse"))),
            rule=RULE_TRADE,
        )

    def answer(self, g: GameState, choice: Choice) -> None:
        pop(g, self)
        if choice.kind == "accept":
            move_item(g, self.item, self.taker)
        else:  # a refused offer uses up the item's one trade of the phase (no endless offers)
            for c in g.creatures.values():
                if self.item in c.attached:
                    c.traded.add(self.item)
            g.emit(
                event("trade-refused", "{taker}'s player refuses {item}",
                      {"taker": g.name(self.taker), "item": g.name(self.item)},
                      "rules decision R21", card=self.item)
            )
