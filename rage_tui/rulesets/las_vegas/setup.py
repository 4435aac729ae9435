"""Preparing the Table: each seat's Tribe card, its starting pack in its Staging Area (Breed
side up), shuffled Sept and Combat decks; seats ordered clockwise by Tribe Fury, highest
first, ties decided at random (the winner keeps the higher Fury all game, L1)."""

from __future__ import annotations

from collections.abc import Mapping

from rage_tui.engine.cards import Card
from rage_tui.engine.errors import EngineError
from rage_tui.engine.rng import Rng
from rage_tui.engine.state import CardNumberer, Setup
from rage_tui.rulesets.las_vegas.cards import TRIBE, LVCard
from rage_tui.rulesets.las_vegas.state import Char, LVPlayer, LVState


def build(setup: Setup, defs: Mapping[str, Card], iid_base: int = 1) -> LVState:
    """Lay out a new game of Rage: Across Las Vegas."""
    lv: dict[str, LVCard] = {}
    for cid, card in defs.items():
        if isinstance(card, LVCard):
            lv[cid] = card
    numbers = CardNumberer(lv, iid_base)
    rng = Rng(setup.seed)
    players: list[LVPlayer] = []
    chars: dict[int, Char] = {}
    for seat, ss in enumerate(setup.seats):
        p = LVPlayer(seat, ss.name)
        where = f"{ss.name}'s deck"
        tribes = [cid for cid in ss.deck.pack if cid in lv and lv[cid].kind == TRIBE]
        if len(tribes) != 1:
            raise EngineError(f"{where} must name exactly one Tribe card in its pack")
        p.tribe = numbers.new(tribes[0], seat, where)
        for cid in ss.deck.pack:
            if cid == tribes[0]:
                continue
            iid = numbers.new(cid, seat, where)
            p.pack.append(iid)
            chars[iid] = Char(iid, seat)
        for cid, n in ss.deck.sept:
            p.sept_deck += [numbers.new(cid, seat, where) for _ in range(n)]
        for cid, n in ss.deck.combat:
            p.combat_deck += [numbers.new(cid, seat, where) for _ in range(n)]
        rng.shuffle(p.sept_deck)
        rng.shuffle(p.combat_deck)
        players.append(p)
    g = LVState(setup, lv, numbers.cards, players, rng)
    g.chars = chars
    tiebreak = list(range(len(players)))
    rng.shuffle(tiebreak)
    g.order = sorted(range(len(players)),
                     key=lambda s: (-lv[g.cards[players[s].tribe].cid].fury, tiebreak.index(s)))
    return g
