"""Changing form at will, while a card in play allows it (Full Moon: any Garou, v0.2 FAQ
"Lunar Phases"; the Unlimited example of play changes back too). Offered in open play, once per
character per turn (rules decision R19); never a change into breed form that would kill the
character. An effect with a ``keyword`` reaches only creatures with that keyword or creature
class (``garou`` takes in every Garou tribe, Black Spiral Dancers included)."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.choices import Choice, Option, option
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.i18n import later
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.forms import flip
from rage_tui.rulesets.rage1995.keywords import creature_classes
from rage_tui.rulesets.rage1995.state import Creature, GameState

KIND: Final = "shift"
#: the effect that grants it (a ``static`` effect of a card in play)
EFFECT: Final = "shift-at-will"


def _source(g: GameState, c: Creature) -> int | None:
    """The first card letting ``c`` change form at will, looked for where and in the order
    :func:`creatures._static_specs` looks (attached cards, its own card, packmates, pack
    resources, cards in play for everyone), among the library's cards with such an effect
    only (the other static effects are never read)."""
    shifters = g.present_with("static", EFFECT)
    if not shifters:
        return None
    cards = g.cards
    places: list[int] = [a for a in c.attached if cards[a].cid in shifters
                         and not cr.put_away(g, c, a)]
    places.append(c.iid)
    if c.controller is not None and not c.away:
        p = g.player(c.controller)
        places.extend(b for b in p.pack if b != c.iid)
        own_totem = any(g.card(a).type == CardType.TOTEM for a in c.attached)
        places.extend(r for r in p.resources
                      if not (own_totem and g.card(r).type == CardType.TOTEM))
    places.extend(g.global_cards)
    have: frozenset[str] | None = None
    for iid in places:
        if cards[iid].cid not in shifters:
            continue
        for spec in g.card(iid).effects:
            if spec.when != "static" or spec.do != EFFECT:
                continue
            keyword = spec.param("keyword")
            if not keyword:
                return iid
            if have is None:
                own = cr.keywords(g, c)
                have = own | creature_classes(own)
            if str(keyword) in have:
                return iid
    return None


def _mark(g: GameState, c: Creature) -> str:
    return f"shifted:{c.iid}:{g.turn}"


def _allowed(g: GameState, c: Creature) -> int | None:
    """The card letting ``c`` change form now, or None."""
    card = cr.cdef(g, c)
    if (c.dead or c.frenzy is not None or card.crinos is None or card.breed is None
            or not cr.is_character(g, c) or g.marks.get(_mark(g, c))):
        return None
    if c.crinos and cr.damage(c) >= max(0, card.breed.stats.health + cr._mod(c, "health", g)):
        return None  # back in breed form it would die at once
    return _source(g, c)




def _any_source(g: GameState, seat: int, pack: list[Creature]) -> bool:
    """Whether a card that lets creatures change form at will is anywhere it could reach a
    creature of ``seat``'s pack (the places :func:`creatures._static_specs` looks at: cards
    attached to its creatures, the pack itself, its resources, cards in play for everyone).
    Usually none is, and then no creature need be looked at. ``pack``: the seat's
    :func:`creatures.pack_creatures`."""
    shifters = g.present_with("static", EFFECT)
    if not shifters:
        return False
    cards = g.cards
    # plain loops with early exits, each seat's pack and resources looked at once (this
    # runs for every open-play listing, and usually finds nothing)
    for iid in g.global_cards:
        if cards[iid].cid in shifters:
            return True
    seen: list[int] = []
    for c in pack:
        if cards[c.iid].cid in shifters:
            return True
        for a in c.attached:
            if cards[a].cid in shifters:
                return True
        if c.controller is not None and not c.away and c.controller not in seen:
            seen.append(c.controller)
            p = g.player(c.controller)
            for iid in p.pack:
                if cards[iid].cid in shifters:
                    return True
            for iid in p.resources:
                if cards[iid].cid in shifters:
                    return True
    return False


def options(g: GameState, seat: int, pack: list[Creature] | None = None) -> list[Option]:
    """Form changes ``seat`` may make now (``pack``: its :func:`creatures.pack_creatures`,
    when already at hand)."""
    out: list[Option] = []
    if pack is None:
        pack = cr.pack_creatures(g, seat)
    if not _any_source(g, seat, pack):
        return out
    for c in pack:
        source = _allowed(g, c)
        if source is None:
            continue
        card = cr.cdef(g, c)
        assert card.crinos is not None and card.breed is not None
        form = card.breed.form if c.crinos else card.crinos.form
        out.append(option("{creature} changes to {form} form ({source})",
                          Choice(KIND, (c.iid,)), card.id, creature=g.name(c.iid), form=form,
                          source=g.name(source)))
    return out


def shift(g: GameState, seat: int, iid: int) -> None:
    """Turn the character card over, by the player's choice."""
    c = g.creatures.get(iid)
    source = _allowed(g, c) if c is not None and c.controller == seat else None
    if c is None or source is None:
        raise IllegalChoiceError("that character cannot change form now")
    g.marks[_mark(g, c)] = 1
    flip(g, c, to_crinos=not c.crinos, reason=later("{source} lets it change form at will",
                                                    source=g.name(source)),
         rule="rules decision R19")
