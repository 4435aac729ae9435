"""Cancelling a card as it is played (v0.2 "Cancellation": cancellers may be used in response
to the card they cancel, which then never resolves).

A creature with a ``counter`` effect (``when: static``, on its own card or on a card attached
to it, such as a past life: ``self`` is the bearer) may cancel, once per turn (``per``), a card
of the types in ``cancels`` (``gift``, ``action`` ...) as another player plays it. The
filters of :func:`.language.matches` (``keyword``, ``allegiance``, ``not_keyword`` ...) narrow
the creature that plays the card (a card a player plays with no creature, such as an event,
passes no filter); ``aimed: pack`` keeps only cards whose effects reach a member of the
canceller's pack; ``if`` conditions are checked for the canceller.

When such a card is played, each player with a canceller that may answer is asked in turn,
from the player after the one who played it (a ``cancel`` decision: cancel it with one of
them, or let it resolve). A prey creature in the Hunting Grounds has no player: it cancels the
first card it may by itself (rules decision R43). A cancelled card goes to its owner's discard
pile with no effect, and still counts as played (v0.2: a cancelled card "still counts as
played"). The ability shares its once-per-turn use with an activated ability of the same
``ability`` name (Dreamspeaker Mage).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop, push
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.absence import absent
from rage_tui.rulesets.rage1995.damage import check_deaths
from rage_tui.rulesets.rage1995.effects.abilities import mark_use, use_spent
from rage_tui.rulesets.rage1995.effects.language import (
    Ctx,
    conditions_hold,
    matches,
    primitive,
    targets,
)
from rage_tui.rulesets.rage1995.effects.resolving import mark_played, resolve_played
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.zones import to_discard

RULE: Final = "v0.2 Cancellation"
#: the filters of ``matches`` a ``counter`` effect may set on the card's player creature
_USER_FILTERS: Final = ("keyword", "not_keyword", "card_type", "world", "allegiance", "min_renown")


@primitive("counter")
def counter(g: GameState, ctx: Ctx, spec: EffectSpec) -> None:
    """With ``when: static``: the bearer may cancel a card as it is played (``cancels``: card
    types; filters on the creature playing it; ``aimed: pack``; ``per``). The open-play
    procedure offers it (this module); nothing happens when it is run."""


@dataclass(frozen=True)
class Canceller:
    """A creature able to cancel the card being played: its player (``None`` for prey), the
    card carrying the ability, the creature, and the ability's name and limit."""

    seat: int | None
    source: int
    bearer: int
    name: str
    per: str


def _as_list(value: object) -> list[str]:
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [] if value is None else [str(value)]


def _holders(g: GameState, counters: frozenset[str]) -> list[tuple[Creature, int]]:
    """Every creature in play (pack members, then prey) with each card that may carry a
    ``counter``: its own card and the cards attached to it, among ``counters`` (the
    library's cards with such an effect; the others are passed over)."""
    out: list[tuple[Creature, int]] = []
    pool = [c for s in g.seats_in() for c in cr.pack_creatures(g, s)]
    pool += [g.creatures[i] for i in g.hunting if i in g.creatures]
    cards = g.cards
    for c in pool:
        mine = [source for source in (c.iid, *c.attached) if cards[source].cid in counters]
        if not mine or c.dead or absent(g, c):
            continue
        out.extend((c, source) for source in mine)
    return out


def _reaches(g: GameState, played: Ctx, timing: str, seat: int | None) -> bool:
    """Do the played card's effects reach a member of ``seat``'s pack?"""
    if seat is None:
        return False
    pack = set(g.player(seat).pack)
    if played.target is not None and played.target in pack:
        return True
    specs = [e for e in g.card(played.card).effects if e.when == timing]
    return any(c.iid in pack for e in specs for c in targets(g, played, e))


def _fits(g: GameState, played: Ctx, timing: str, c: Creature, source: int,
          spec: EffectSpec) -> bool:
    card = g.card(played.card)
    if str(card.card_type) not in _as_list(spec.param("cancels")):
        return False
    if c.controller is not None and c.controller == played.seat:
        return False  # a player never cancels their own card
    user = g.creatures.get(played.user) if played.user is not None else None
    own = Ctx(source, c.controller if c.controller is not None else -1, c.iid)
    if any(spec.param(f) is not None for f in _USER_FILTERS) and (
            user is None or not matches(g, own, spec, user)):
        return False
    if spec.param("aimed") == "pack" and not _reaches(g, played, timing, c.controller):
        return False
    return not spec.param("if") or conditions_hold(g, own, spec)


def cancellers(g: GameState, played: Ctx, timing: str) -> list[Canceller]:
    """The creatures that may cancel the card ``played.card`` as it is played now."""
    out: list[Canceller] = []
    counters = g.cids_with("static", "counter")  # the library's cards with one (per game)
    if not counters:
        return out
    for c, source in _holders(g, counters):  # (the other cards' effects are not read)
        for spec in g.card(source).effects:
            if spec.when != "static" or spec.do != "counter":
                continue
            name, per = str(spec.param("ability", "cancel")), str(spec.param("per", "turn"))
            if use_spent(g, source, name, per) or not _fits(g, played, timing, c, source,
                                                            spec):
                continue
            out.append(Canceller(c.controller, source, c.iid, name, per))
    return out


def offer_cancel(g: GameState, played: Ctx, timing: str) -> bool:
    """If anyone may cancel the card just played, push the step that asks them and return
    True (the card then resolves, or not, from there); else return False."""
    if not cancellers(g, played, timing):
        return False
    push(g, CancelStep(played.card, played.seat, played.user, played.target, timing))
    return True


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class CancelStep(Frame):
    """The card just played waits while the players whose creatures may cancel it are asked,
    then it resolves (or goes to the discard pile if cancelled)."""

    def __init__(self, card: int, seat: int, user: int | None, target: int | None,
                 timing: str) -> None:
        self.card = card
        self.seat = seat
        self.user = user
        self.target = target
        self.timing = timing
        self.asked: list[int] = []
        self.asking: int | None = None
        self.cancelled = False

    def held_cards(self, g: GameState) -> list[int]:
        """The card being played is held here until it resolves."""
        return [] if self.cancelled else [self.card]

    def _ctx(self) -> Ctx:
        return Ctx(self.card, self.seat, self.user, self.target)

    def _order(self, g: GameState) -> list[int]:
        seats = g.seats_in()
        after = [s for s in seats if s > self.seat] + [s for s in seats if s < self.seat]
        return [s for s in after if s not in self.asked]

    def run(self, g: GameState) -> Decision | None:
        if self.cancelled:
            pop(g, self)
            return None
        offers = cancellers(g, self._ctx(), self.timing)
        prey = [o for o in offers if o.seat is None]
        if prey:
            self._cancel(g, prey[0])
            pop(g, self)
            return None
        for seat in self._order(g):
            mine = [o for o in offers if o.seat == seat]
            if not mine:
                continue
            self.asking = seat
            card = g.card(self.card)
            opts = [option("{creature} cancels {card}", Choice("cancel", (o.bearer, o.source)),
                           g.cards[o.source].cid, creature=g.name(o.bearer),
                           card=card.name) for o in mine]
            return ask(seat, "cancel", "{player} plays {card}: cancel it?",
                       {"player": g.player(self.seat).name, "card": card.name},
                       (option("Let {card} resolve", Choice("pass"), None, card=card.name),
                        *opts), about=self.card, rule=RULE)
        pop(g, self)
        resolve_played(g, self._ctx(), self.timing)
        check_deaths(g)
        return None

    def answer(self, g: GameState, choice: Choice) -> None:
        seat = self.asking
        assert seat is not None
        self.asking = None
        self.asked.append(seat)
        if choice.kind != "cancel":
            return
        bearer, source = (int(a) for a in choice.args)
        found = [o for o in cancellers(g, self._ctx(), self.timing)
                 if o.seat == seat and o.bearer == bearer and o.source == source]
        if found:
            self._cancel(g, found[0])

    def _cancel(self, g: GameState, by: Canceller) -> None:
        mark_use(g, by.source, by.name, by.per)
        self.cancelled = True
        card = g.card(self.card)
        mark_played(g, self.seat, card)
        to_discard(g, self.card)
        who = g.name(by.bearer)
        g.emit(event("cancelled", "{creature} cancels {card}: it has no effect",
                     {"creature": who, "card": card.name},
                     RULE if by.seat is not None else "rules decision R43", card=self.card,
                     creature=by.bearer, source=by.source, seat=self.seat))


__all__ = ["CancelStep", "Canceller", "cancellers", "counter", "offer_cancel"]
