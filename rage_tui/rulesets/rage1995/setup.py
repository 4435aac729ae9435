"""Laying out a new rage-1995 game: every card numbered, each pack in play breed side up,
both decks of each seat shuffled (v0.2 "Setting up")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from rage_tui.engine.rng import Rng
from rage_tui.engine.state import CardNumberer, Setup
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.state import Creature, GameState, PlayerState

#: seats at a rage-1995 table (v0.2: two to five players)
MIN_SEATS: Final = 2
MAX_SEATS: Final = 5


def build_state(setup: Setup, defs: Mapping[str, CardDef], iid_base: int = 1) -> GameState:
    """Lay out a new game: number every card, put packs in play breed side up, shuffle decks.

    ``iid_base`` is the first instance number (tests use a large one so that instance ids
    can never be mistaken for statistics when searching a view for leaks)."""
    numbers = CardNumberer(defs, iid_base)
    cards = numbers.cards
    players: list[PlayerState] = []
    rng = Rng(setup.seed)
    creatures: dict[int, Creature] = {}

    def new(cid: str, owner: int) -> int:
        return numbers.new(cid, owner, setup.seats[owner].deck.name)

    for seat, ss in enumerate(setup.seats):
        p = PlayerState(seat, ss.name, ss.deck.allegiance,
                        sept_hand_size=setup.variants.sept_hand,
                        combat_hand_size=setup.variants.combat_hand)
        for cid in ss.deck.pack:
            iid = new(cid, seat)
            creatures[iid] = Creature(iid, seat)
            p.pack.append(iid)
        for cid, n in ss.deck.sept:
            p.sept_deck.extend(new(cid, seat) for _ in range(n))
        for cid, n in ss.deck.combat:
            p.combat_deck.extend(new(cid, seat) for _ in range(n))
        rng.shuffle(p.sept_deck)
        rng.shuffle(p.combat_deck)
        players.append(p)
    return GameState(setup=setup, defs=dict(defs), cards=cards, players=players, rng=rng,
                     creatures=creatures)
