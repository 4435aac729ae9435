"""Start a game from an arbitrary position (scenarios, demos, tests) instead of a fresh deal.

A :class:`Position` lists every zone of every seat top-first, the creatures in play with their
damage, form, world and attachments, the Hunting Grounds, and where in the turn to begin.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from rage_tui.engine.errors import EngineError
from rage_tui.engine.rng import Rng
from rage_tui.engine.state import CardNumberer, Setup
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.rules import rules_named
from rage_tui.rulesets.rage1995.state import Creature, GameState, PlayerState


@dataclass(frozen=True)
class DamageSpec:
    """A damage card already on a creature."""

    card: str
    value: int | None = None
    owner: int | None = None
    aggravated: bool = False


@dataclass(frozen=True)
class CreatureSpec:
    """A creature in play: its card, controller (None for prey), owner and condition."""

    card: str
    seat: int | None
    owner: int
    crinos: bool = False
    umbra: bool = False
    damage: tuple[DamageSpec, ...] = ()
    #: attached cards: a card id (owned by the creature's owner) or (card id, owning seat)
    attached: tuple[str | tuple[str, int], ...] = ()


@dataclass(frozen=True)
class SeatZones:
    """One seat's cards, each list top-first."""

    sept_deck: tuple[str, ...] = ()
    combat_deck: tuple[str, ...] = ()
    sept_hand: tuple[str, ...] = ()
    combat_hand: tuple[str, ...] = ()
    sept_discard: tuple[str, ...] = ()
    combat_discard: tuple[str, ...] = ()
    victory: tuple[str, ...] = ()
    resources: tuple[str, ...] = ()


@dataclass(frozen=True)
class Position:
    """A whole table: zones per seat, creatures, and the turn and phase to begin at."""

    zones: tuple[SeatZones, ...]
    creatures: tuple[CreatureSpec, ...] = ()
    turn: int = 1
    phase: str = "redraw"
    first_draw_done: bool = field(default=False)


def build_position(setup: Setup, defs: Mapping[str, CardDef], pos: Position) -> GameState:
    """A game state laid out exactly as ``pos`` says (no shuffling)."""
    if len(pos.zones) != len(setup.seats):
        raise EngineError("the position must list zones for every seat")
    numbers = CardNumberer(defs)
    cards = numbers.cards
    new = numbers.new

    players = []
    for seat, (ss, z) in enumerate(zip(setup.seats, pos.zones, strict=True)):
        p = PlayerState(seat, ss.name, ss.deck.allegiance,
                        sept_hand_size=setup.variants.sept_hand,
                        combat_hand_size=setup.variants.combat_hand)
        # decks are popped from the end, so the top card goes last
        p.sept_deck = [new(c, seat) for c in reversed(z.sept_deck)]
        p.combat_deck = [new(c, seat) for c in reversed(z.combat_deck)]
        p.sept_hand = [new(c, seat) for c in z.sept_hand]
        p.combat_hand = [new(c, seat) for c in z.combat_hand]
        p.sept_discard = [new(c, seat) for c in z.sept_discard]
        p.combat_discard = [new(c, seat) for c in z.combat_discard]
        p.victory = [new(c, seat) for c in z.victory]
        p.resources = [new(c, seat) for c in z.resources]
        players.append(p)
    g = GameState(setup=setup, defs=dict(defs), cards=cards, players=players,
                  rng=Rng(setup.seed))
    for spec in pos.creatures:
        iid = new(spec.card, spec.owner)
        c = Creature(iid, spec.seat, crinos=spec.crinos)
        card = defs[spec.card]
        spirit = "spirit" in card.keywords and card.type != "character" and rules_named(
            setup.ruleset).spirits_in_both_worlds
        dweller = cr.lives_in_umbra(card)
        c.umbra = spec.umbra or spirit or dweller
        c.physical = not spec.umbra and not dweller
        for d in spec.damage:
            did = new(d.card, spec.owner if d.owner is None else d.owner)
            c.damage.append(did)
            dcard = defs[d.card]
            c.dmg_value[did] = d.value if d.value is not None else (dcard.damage or 1)
            if d.aggravated:
                c.aggravated.add(did)
        for a in spec.attached:
            cid, owner = (a, spec.owner) if isinstance(a, str) else a
            c.attached.append(new(cid, owner))
        g.creatures[iid] = c
        if spec.seat is None:
            g.hunting.append(iid)
        else:
            players[spec.seat].pack.append(iid)
    g.turn = pos.turn - 1
    return g
