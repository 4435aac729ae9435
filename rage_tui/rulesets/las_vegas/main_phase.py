"""The Main Phase: from the highest Tribe Fury clockwise, one play at a time (set a pack
member to regenerate, play a Sept card, use a Main action, or pass) until everyone passes in
a row (seed, Main Phase)."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, option
from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop
from rage_tui.engine.reading import reading
from rage_tui.engine.windows import PASS, OpenPlayFrame
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.cards import (
    ALLY,
    ENEMY,
    EQUIPMENT,
    EVENT,
    GIFT,
    MOOT,
    RITE,
    TOTEM,
    VICTIM,
)
from rage_tui.rulesets.las_vegas.effects import LV, needs_target
from rage_tui.rulesets.las_vegas.prompts import round_decision
from rage_tui.rulesets.las_vegas.state import Char, LVState

MAIN_RULE: Final = "LV Sequence of Play: Main Phase"
REGEN_RULE: Final = "LV Special Abilities: Regenerating"


def regen_options(g: LVState, seat: int) -> list[Option]:
    """Pack members this seat may set to regenerate: a paw print, a wound at the start of the
    Main Phase, upright, in the Staging Area; none once the seat made another play (L3)."""
    p = g.player(seat)
    if p.regen_closed:
        return []
    return [option("Set {card} to regenerate", Choice("regen", (i,)), g.card(i).id,
                   card=g.name(i))
            for i in p.pack if g.card(i).paw > 0 and g.chars[i].wounded_at_main
            and g.chars[i].regen == 0 and not g.chars[i].hunting]


def free(g: LVState, iid: int) -> bool:
    """A character that can act: upright (not regenerating) and in the Staging Area."""
    c = g.chars[iid]
    return c.regen == 0 and not c.hunting


def has_tribe(g: LVState, seat: int, tribe: str) -> bool:
    """Whether ``seat`` has a character of ``tribe`` (regenerating ones count)."""
    return not tribe or any(g.card(i).tribe == tribe for i in g.player(seat).pack)


def can_attach(g: LVState, card_iid: int, to: int) -> bool:
    """Whether ``card_iid`` (a Gift, Equipment or Rite) may be attached to ``to``."""
    card = g.card(card_iid)
    target = g.card(to)
    c = g.chars[to]
    if not free(g, to):
        return False
    if card.requires_tribe and target.tribe != card.requires_tribe:
        return False
    if card.kind in (GIFT, RITE) and not board.is_garou(target):
        return False
    if card.kind == RITE and c.rite is not None:
        return False
    if any(g.cards[a].cid == card.id for a in c.attached):
        return False
    return board.used_gnosis(g, to) + card.gnosis_cost <= board.figure(g, to, "gnosis")


def card_options(g: LVState, seat: int, iid: int) -> list[Option]:
    """The ways ``seat`` may play Sept card ``iid`` now."""
    p = g.player(seat)
    card = g.card(iid)
    kind = card.kind
    name = g.name(iid)
    cid = card.id
    if kind in (ALLY, TOTEM, VICTIM, ENEMY):
        if not has_tribe(g, seat, card.requires_tribe):
            return []
        if kind == TOTEM and p.totem:
            return []
        if kind == ALLY and "spirit" in card.keywords and board.umbra_level(g) == 5:
            return []
        return [option("Play {card}", Choice("play", (iid,)), cid, card=name)]
    if kind in (GIFT, EQUIPMENT, RITE):
        out = []
        for to in p.pack:
            if not can_attach(g, iid, to):
                continue
            if kind == GIFT and board.umbra_level(g) == 3 \
                    and board.figure(g, to, "gnosis") >= 7:
                for d in p.sept_hand:
                    if d != iid:
                        out.append(option("Attach {card} to {to}, discarding {cost}",
                                          Choice("play", (iid, to, d)), cid, card=name,
                                          to=g.name(to), cost=g.name(d)))
                continue
            out.append(option("Attach {card} to {to}", Choice("play", (iid, to)), cid,
                              card=name, to=g.name(to)))
        return out
    if kind == MOOT:
        return [option("{caller} calls {card}", Choice("play", (iid, c)), cid, card=name,
                       caller=g.name(c))
                for c in p.pack if board.is_garou(g.card(c)) and free(g, c)
                and not g.chars[c].called and "alternate" not in g.card(c).keywords]
    if kind == EVENT and "moot-event" not in card.keywords:
        out = []
        performers = [c for c in p.pack if free(g, c)]
        if needs_target(g, cid, "played"):
            targets = sorted(t for t in g.chars if (cid, t) not in g.event_targets)
            for who in performers:
                out += [option("{who} plays {card} on {target}", Choice("play", (iid, who, t)),
                               cid, card=name, who=g.name(who), target=g.name(t))
                        for t in targets]
        else:
            out += [option("{who} plays {card}", Choice("play", (iid, who)), cid, card=name,
                           who=g.name(who)) for who in performers]
        return out
    return []


def ability_sources(g: LVState, seat: int, when: str) -> list[tuple[int, int]]:
    """(card, character using it) pairs of ``seat`` with an ability of timing ``when``: each
    upright character's own card and the cards attached to it."""
    out = []
    for user in g.player(seat).pack:
        if not free(g, user):
            continue
        for src in [user, *g.chars[user].attached]:
            if any(s.when == when for s in g.card(src).effects):
                out.append((src, user))
    return out


def main_options(g: LVState, seat: int) -> list[Option]:
    """Main actions of cards in play since the start of the phase, once each."""
    return [option("{who}: use {card}", Choice("main", (src, user)), g.card(src).id,
                   who=g.name(user), card=g.name(src))
            for src, user in ability_sources(g, seat, "main")
            if src in g.main_ready and src not in g.main_used]


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class MainPhase(OpenPlayFrame[LVState]):
    """The Main Phase round. A seat is asked whenever it holds a Sept card or may regenerate
    (public facts), so a prompt tells nothing of its hand; the window closes when every seat
    has passed in a row, and the last to pass is remembered (the first alpha picker sits to
    its left)."""

    def __init__(self, window: str, seats: list[int]) -> None:
        super().__init__(window, seats)
        self.started: bool = False

    def playable(self, g: LVState, seat: int) -> list[Option]:
        opts = regen_options(g, seat) + main_options(g, seat)
        for iid in g.player(seat).sept_hand:
            opts += card_options(g, seat, iid)
        return opts

    def run(self, g: LVState) -> Decision | None:
        if not self.started:
            self.started = True
            g.main_ready = sorted(i for p in g.players for i in ability_cards(g, p.seat))
            g.main_used = []
        with reading(g):
            while self.seats and self.passes < len(self.seats):
                seat = self.seats[self.pos % len(self.seats)]
                p = g.player(seat)
                if p.out or (not p.sept_hand and not regen_options(g, seat)
                             and not main_options(g, seat)
                             and not g.setup.variants.strict_prompts):
                    self._passed(g, seat)
                    continue
                return round_decision(self.window, seat, self.playable(g, seat))
        pop(g, self)
        return None

    def _passed(self, g: LVState, seat: int) -> None:
        self.pos += 1
        self.passes += 1
        g.last_passer = seat
        g.player(seat).regen_closed = True

    def answer(self, g: LVState, choice: Choice) -> None:
        seat = self.seats[self.pos % len(self.seats)]
        if choice == PASS:
            self._passed(g, seat)
            return
        super().answer(g, choice)

    def play(self, g: LVState, seat: int, choice: Choice) -> None:
        if choice.kind == "regen":
            set_regenerating(g, int(choice.args[0]))
            return
        g.player(seat).regen_closed = True
        if choice.kind == "main":
            src, user = int(choice.args[0]), int(choice.args[1])
            g.main_used.append(src)
            g.emit(event("main-action", "{who} uses {card}",
                         {"who": g.name(user), "card": g.name(src)}, MAIN_RULE, card=src,
                         user=user))
            LV.run(g, Ctx(src, seat, user=user), "main")
            return
        play_sept(g, seat, choice)


def ability_cards(g: LVState, seat: int) -> list[int]:
    """Every card of ``seat`` in play that has a Main action (characters, attached cards)."""
    out = []
    for user in g.player(seat).pack:
        for src in [user, *g.chars[user].attached]:
            if any(s.when == "main" for s in g.card(src).effects):
                out.append(src)
    return out


def set_regenerating(g: LVState, iid: int) -> None:
    """Discard its attached rites and turn it paw up."""
    c = g.chars[iid]
    if c.rite is not None:
        g.player(g.cards[c.rite].owner).sept_discard.append(c.rite)
        c.rite = None
    c.regen = g.card(iid).paw
    g.emit(event("regenerating", "{card} is set to regenerate ({n} quarter turn(s))",
                 {"card": g.name(iid), "n": c.regen}, REGEN_RULE, card=iid, turns=c.regen))


def play_sept(g: LVState, seat: int, choice: Choice) -> None:
    """Put a Sept card into play as its kind says."""
    p = g.player(seat)
    iid = int(choice.args[0])
    p.sept_hand.remove(iid)
    card = g.card(iid)
    kind = card.kind
    args = [int(a) for a in choice.args[1:]]
    g.emit(event("played", "{player} plays {card}", {"player": p.name, "card": g.name(iid)},
                 MAIN_RULE, seat=seat, card=iid, cid=card.id))
    if kind in (ALLY, TOTEM):
        if kind == TOTEM:
            p.totem.append(iid)
        else:
            p.pack.append(iid)
            g.chars[iid] = Char(iid, seat)
            if "spirit" in card.keywords and board.umbra_level(g) == 3:
                board.wound(g, iid, 1, None, "LV The Umbra: Umbral Chart")
        LV.run(g, Ctx(iid, seat, user=iid), "played")
    elif kind in (VICTIM, ENEMY):
        g.hunting.append(iid)
        g.chars[iid] = Char(iid, -1, umbra="umbra" in card.keywords)
        if kind == ENEMY and "wyrm" in card.keywords:
            board.move_umbra(g, 1, "a Wyrm Enemy is played")
    elif kind in (GIFT, EQUIPMENT, RITE):
        to = args[0]
        if len(args) > 1:
            d = args[1]
            p.sept_hand.remove(d)
            p.sept_discard.append(d)
            g.emit(event("discarded", "{player} discards {card}",
                         {"player": p.name, "card": g.name(d)}, "LV The Umbra: Umbral Chart",
                         seat=seat, card=d))
        c = g.chars[to]
        if kind == RITE:
            c.rite = iid
            c.rite_left = card.paw
        else:
            c.attached.append(iid)
        LV.run(g, Ctx(iid, seat, user=to), "played")
    elif kind == MOOT:
        g.moots.append((iid, args[0], seat))
        g.chars[args[0]].called = True
    elif kind == EVENT:
        who = args[0]
        target = args[1] if len(args) > 1 else None
        if target is not None:
            g.event_targets.add((card.id, target))
        LV.run(g, Ctx(iid, seat, user=who, target=target), "played")
        if "long" in card.keywords:
            g.long_events.append(iid)
        else:
            p.sept_discard.append(iid)
