"""Resource Phase (v0.2): creatures and resources, first in private closed play resolved
together, then one at a time in open play with equipment trades."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.cards import Allegiance
from rage_tui.engine.choices import Choice, Option, option
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.events import event
from rage_tui.engine.flow import push
from rage_tui.i18n import Text, joined, later, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import requirements, zones
from rage_tui.rulesets.rage1995 import resource_actions as ra
from rage_tui.rulesets.rage1995.builtin import deal_builtin
from rage_tui.rulesets.rage1995.cards import CardDef, CardType, EquipmentKind, Slot
from rage_tui.rulesets.rage1995.frames import PrivateCollect
from rage_tui.rulesets.rage1995.openplay import OpenPlay
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.tied import tied_up

RULE: Final = "v0.2 Resource Phase"
PLAYABLE: Final = (CardType.EQUIPMENT, CardType.ALLY, CardType.ENEMY, CardType.VICTIM,
            CardType.CAERN, CardType.REALM, CardType.TERRITORY, CardType.BATTLEFIELD)
HUNTING: Final = (CardType.ENEMY, CardType.VICTIM, CardType.BATTLEFIELD)


#: The answer of a legality check asked without a reason (the reason is built only when asked).
NO: Final = "not allowed"


#: messages and options that never change, made once (asked at every such decision)
_CLOSED_PROMPT: Final = m("Resource Phase (closed play): choose creatures and resources to play")
_INTO_HUNTING: Final = m("into the Hunting Grounds")


def verify_play(g: GameState, seat: int, card_iid: int, target: int,
                pending: list[Choice] = (),  # type: ignore[assignment]
                in_play: set[str] | None = None) -> None:
    """Raise :class:`IllegalChoiceError` with the reason if the play is not allowed."""
    problem = play_problem(g, seat, card_iid, target, pending, in_play, explain=True)
    if problem is not None:
        raise IllegalChoiceError(problem)


def play_problem(g: GameState, seat: int, card_iid: int, target: int,
                 pending: list[Choice] = (),  # type: ignore[assignment]
                 in_play: set[str] | None = None, explain: bool = False) -> str | None:
    """``None`` when the play is allowed; otherwise why not (in words with ``explain``, else
    just :data:`NO`, which costs nothing to build)."""
    p = g.player(seat)
    if card_iid not in p.sept_hand:
        if not explain:
            return NO
        if card_iid in p.combat_hand:  # Enter on a combat card the window does not offer
            return m("{card} is a combat card, and this is no time to play it",
                     card=g.card(card_iid).name)
        return m("that card is not in your sept hand")
    card = g.card(card_iid)
    if card.type not in PLAYABLE:
        return m("{card} is not a creature or resource", card=card.name) if explain else NO
    if card.unique and card.id in (in_play if in_play is not None else zones.in_play_cids(g)):
        return (m("{card} is Unique and a copy is already in play", card=card.name) if explain
                else NO)
    if card.restricted and card.id in p.played_restricted:
        return (m("{card} is Restricted and you have played one already", card=card.name) if explain
                else NO)
    if pending and (card.unique or card.restricted):
        for ch in pending:  # picks of the same closed phase (v0.2 Unique, Restricted)
            if g.cards[int(ch.args[0])].cid == card.id:
                if not explain:
                    return NO
                return (m("{card} is Unique and you are already playing a copy", card=card.name)
                        if card.unique else m("{card} is Restricted: one per game",
                                              card=card.name))
    if card.type == CardType.BATTLEFIELD and not g.setup.variants.battlefields:
        return m("battlefields are a variant that is switched off") if explain else NO
    if card.type in HUNTING:
        return None
    if card.type == CardType.EQUIPMENT:
        c = g.creatures.get(target)
        if c is None or c.controller != seat or target not in p.pack:
            return m("equipment goes on a character or ally of your pack") if explain else NO
        pending_targets = [(g.card(int(ch.args[0])), int(ch.args[1])) for ch in pending
                           if int(ch.args[1]) == target]
        return equip_problem(g, c, card_iid, pending_targets, explain)
    user = g.creatures.get(target)
    if user is None or user.controller != seat:
        return m("choose a character of your pack to play it") if explain else NO
    if not cr.is_character(g, user):
        return m("only characters play resources and recruit allies") if explain else NO
    if not requirements.meets_requires(g, user, card):
        return _lacks(g, user, card) if explain else NO
    if card.type == CardType.ALLY:
        if card.allegiance is not None and card.allegiance != p.allegiance:
            if not explain:
                return NO
            return (m("{card} cannot join a Gaia pack", card=card.name)
                    if p.allegiance == Allegiance.GAIA else
                    m("{card} cannot join a Wyrm pack", card=card.name)
                    if p.allegiance == Allegiance.WYRM else
                    m("{card} cannot join this pack", card=card.name))
        spirit = "spirit" in card.keywords
        if not spirit and not user.physical:
            return (m("{creature} must be in the same world as the ally", creature=g.name(user.iid))
                    if explain
                    else NO)
    elif card.type == CardType.CAERN:
        has = any(g.card(r).type == CardType.CAERN for r in p.resources)
        if has or any(g.card(int(ch.args[0])).type == CardType.CAERN for ch in pending):
            return m("a pack may have only one Caern") if explain else NO
    elif card.type == CardType.REALM:
        members = [g.creatures[i] for i in p.pack if i in g.creatures]
        if not any(cr.in_umbra(m) for m in members if cr.is_character(g, m)):
            return m("you need a character in the Umbra to play a Realm") if explain else NO
        if not card.requires and cr.allegiance(g, user) != Allegiance.GAIA:
            return (m("{card} lists no requirement, so it needs a Gaia character "
                      "(v0.2 Realms)", card=card.name) if explain else NO)
        has = any(g.card(r).type == CardType.REALM for r in p.resources)
        if has or any(g.card(int(ch.args[0])).type == CardType.REALM for ch in pending):
            return m("a pack may have only one Realm") if explain else NO
    return None


def equip_problem(g: GameState, c: Creature, card_iid: int,
                  pending: list[tuple[CardDef, int]], explain: bool = False) -> str | None:
    """``None`` when ``c`` may take the equipment ``card_iid`` (besides the ``pending`` picks
    for it); otherwise why not (in words only with ``explain``)."""
    card = g.card(card_iid)
    kind = card.equipment_kind
    if tied_up(g, c):
        return (m("{creature} takes no actions, equipping included", creature=g.name(c.iid))
                if explain else NO)
    if kind == EquipmentKind.FETISH or kind == EquipmentKind.BANE_FETISH:
        al = cr.allegiance(g, c)
        if kind == EquipmentKind.FETISH and al != Allegiance.GAIA:
            return (m("only Gaia creatures can use the fetish {card}", card=card.name) if explain
                    else NO)
        if kind == EquipmentKind.BANE_FETISH and al != Allegiance.WYRM:
            return (m("only Wyrm creatures can use the bane fetish {card}", card=card.name)
                    if explain else NO)
    if card.gnosis_req is not None and cr.gnosis(g, c) < card.gnosis_req and not (
            kind in (EquipmentKind.FETISH, EquipmentKind.BANE_FETISH) and any(
                e.when == "static" and e.do == "any-gnosis-fetish"
                for e in cr.cdef(g, c).effects)):
        return (m("{card} needs Gnosis {need}; {creature} has {has}", card=card.name,
                  need=card.gnosis_req, creature=g.name(c.iid), has=cr.gnosis(g, c))
                if explain else NO)
    if not requirements.meets_requires(g, c, card):
        return _lacks(g, c, card) if explain else NO
    cards = g.cards
    if any(cards[a].cid == card.id for a in c.attached) or any(
            pc.id == card.id for pc, _ in pending):
        return (m("{creature} already has a {card}", creature=g.name(c.iid), card=card.name)
                if explain else NO)
    if card.slot in (Slot.WEAPON, Slot.ARMOR) and cr.counts_against_limit(card, g):
        slot = card.slot
        held = len(cr.equipped(g, c, slot)) + sum(
            1 for pc, _ in pending if pc.slot == slot and cr.counts_against_limit(pc, g))
        if held:
            return (m("{creature} already has a weapon", creature=g.name(c.iid))
                    if slot == Slot.WEAPON else m("{creature} already has armor",
                                                  creature=g.name(c.iid))) if explain else NO
    return None


def _lacks(g: GameState, c: Creature, card: CardDef) -> Text:
    """Why ``c`` may not play or take ``card``: it lacks a requirement the card lists."""
    return m("{creature} lacks {requires} for {card}", creature=g.name(c.iid),
             requires=joined(" / ", sorted(card.requires)), card=card.name)


def _equip_fits(g: GameState, c: Creature, item: int) -> bool:
    return equip_problem(g, c, item, []) is None


def play_options(g: GameState, seat: int, picked: list[Choice]) -> list[Option]:
    """Every legal creature/resource play of ``seat`` (not counting already picked cards)."""
    p = g.player(seat)
    used = {int(c.args[0]) for c in picked}
    out: list[Option] = []
    members: list[int] | None = None
    in_play = None
    for iid in p.sept_hand:
        if iid in used:
            continue
        card = g.card(iid)
        if card.type not in PLAYABLE:
            continue
        if members is None:
            members = [i for i in p.pack if i in g.creatures]
        targets = [-1] if card.type in HUNTING else members
        if in_play is None and card.unique:  # (only Unique cards ask what is in play)
            in_play = zones.in_play_cids(g)
        for t in targets:
            if play_problem(g, seat, iid, t, picked, in_play) is not None:
                continue
            where = (_INTO_HUNTING if t == -1
                     else later("on {target}", target=g.name(t))
                     if card.type == CardType.EQUIPMENT
                     else later("with {target}", target=g.name(t)))  # (made with the label)
            out.append(option("Play {card} {where}", Choice("play", (iid, t)), card.id,
                              card=card.name, where=where))
    return out


def resolve_play(g: GameState, seat: int, card_iid: int, target: int) -> None:
    """Put a creature or resource into play."""
    p = g.player(seat)
    p.sept_hand.remove(card_iid)
    card = g.card(card_iid)
    if card.restricted:
        p.played_restricted.add(card.id)
    if card.type in HUNTING:
        c = Creature(card_iid, None)
        c.physical = not cr.lives_in_umbra(card)
        c.umbra = cr.spirit_in_both_worlds(g, card) or not c.physical
        g.creatures[card_iid] = c
        g.hunting.append(card_iid)
        g.emit(event("prey", "{player} puts {card} into the Hunting Grounds",
                     {"player": p.name, "card": card.name}, RULE, seat=seat, card=card_iid))
        deal_builtin(g, card_iid)
    elif card.type == CardType.ALLY:
        c = Creature(card_iid, seat)
        c.physical = not cr.lives_in_umbra(card)
        c.umbra = cr.spirit_in_both_worlds(g, card) or not c.physical
        g.creatures[card_iid] = c
        p.pack.append(card_iid)
        g.emit(event("recruited", "{target} recruits {card}",
                     {"target": g.name(target), "card": card.name}, RULE, seat=seat, card=card_iid,
                     by=target))
        deal_builtin(g, card_iid)
    elif card.type == CardType.EQUIPMENT:
        g.creatures[target].attached.append(card_iid)
        g.emit(event("equipped", "{target} equips {card}",
                     {"target": g.name(target), "card": card.name}, RULE, seat=seat, card=card_iid,
                     creature=target))
    else:
        p.resources.append(card_iid)
        g.emit(event("resource", "{player} plays {card}", {"player": p.name, "card": card.name},
                     RULE, seat=seat, card=card_iid))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class ClosedResources(PrivateCollect):
    """Closed play: each seat picks its creatures and resources in private; resolved together.
    A Unique card picked by several seats goes to one of them at random; the other copies
    return to their hands."""

    kind = "resources"
    rule = RULE

    def options(self, g: GameState, seat: int, picked: list[Choice]) -> list[Option]:
        return play_options(g, seat, picked)

    def prompt(self, g: GameState, seat: int) -> Text:
        return _CLOSED_PROMPT

    def finish(self, g: GameState) -> None:
        unique_claims: dict[str, list[int]] = {}
        for seat in self.seats:
            for c in self.picks[seat]:
                card = g.card(int(c.args[0]))
                if card.unique:
                    unique_claims.setdefault(card.id, []).append(seat)
        losers: set[tuple[int, str]] = set()
        for cid, seats in unique_claims.items():
            if len(seats) > 1:
                keeper = g.rng.choice(seats)
                g.emit(event("unique-contest",
                             "{defs} was played by several players; {player} keeps it at random",
                             {"defs": g.defs[cid].name, "player": g.player(keeper).name},
                             "v0.2 Unique", card=cid, keeper=keeper))
                losers.update((s, cid) for s in seats if s != keeper)
        for seat in self.seats:
            for c in self.picks[seat]:
                iid, target = int(c.args[0]), int(c.args[1])
                if (seat, g.cards[iid].cid) in losers:
                    losers.discard((seat, g.cards[iid].cid))
                    continue
                if target != -1 and target not in g.creatures:
                    continue
                resolve_play(g, seat, iid, target)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class OpenResources(OpenPlay):
    """Open play of the Resource Phase: besides open-play cards, resources one at a time and
    equipment trades (each item once per phase)."""

    def __init__(self, seats: list[int]) -> None:
        super().__init__("Resource Phase", seats)

    def playable(self, g: GameState, seat: int) -> list[Option]:
        return (play_options(g, seat, []) + ra.trade_options(g, seat, _equip_fits)
                + ra.discard_options(g, seat) + super().playable(g, seat))

    def play(self, g: GameState, seat: int, choice: Choice) -> None:
        if choice.kind == "play" and len(choice.args) == 2:
            resolve_play(g, seat, int(choice.args[0]), int(choice.args[1]))
        elif choice.kind == "trade":
            item, taker = int(choice.args[0]), int(choice.args[1])
            if g.creatures[taker].controller == seat:
                ra.move_item(g, item, taker)
            else:
                push(g, ra.TradeOffer(seat, item, taker))
        elif choice.kind == "discard":
            ra.discard_resource(g, seat, int(choice.args[0]))
        else:
            super().play(g, seat, choice)
