"""A V:TES table laid out by hand for rules tests: empty regions, then the minions, cards and
counters a test names; driven through ``Game.apply`` only."""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

from rage_tui.content.vtes_cards import load_vtes_cards
from rage_tui.engine.cards import Allegiance
from rage_tui.engine.choices import Choice, Decision
from rage_tui.engine.decks import DeckList
from rage_tui.engine.game import Game, zone_census
from rage_tui.engine.state import CardInst, SeatSetup, Setup
from rage_tui.rulesets.vtes.cards import VtesCard
from rage_tui.rulesets.vtes.ruleset import Vtes
from rage_tui.rulesets.vtes.state import VtesState

ROOT = Path(__file__).resolve().parents[2]


@lru_cache(maxsize=1)
def cards() -> dict[str, VtesCard]:
    return load_vtes_cards(ROOT / "cards" / "vtes")


def random_deck(r: random.Random) -> DeckList:
    crypt = [c for c in cards().values() if c.type == "vampire"]
    lib = [c for c in cards().values() if c.type != "vampire"]
    return DeckList("d", Allegiance.GAIA, (), tuple((c.id, 1) for c in r.sample(crypt, 12)),
                    tuple((c.id, 2) for c in r.sample(lib, 30)), ruleset="vtes")


def setup(n: int, seed: int = 1) -> Setup:
    r = random.Random(seed)
    return Setup(tuple(SeatSetup(f"P{i}", random_deck(r)) for i in range(n)), seed=seed,
                 ruleset="vtes")


class Table:
    """A state with every region emptied (decks kept), to be filled by the test."""

    def __init__(self, n: int = 2, turn: int = 4, active: int = 0) -> None:
        self.setup = setup(n)
        self.g: VtesState = Vtes().build_state(self.setup, cards())
        g = self.g
        for p in g.players:
            p.library += p.hand + p.uncontrolled
            p.crypt += [i for i in p.library if g.card(i).type == "vampire"]
            p.library = [i for i in p.library if g.card(i).type != "vampire"]
            p.hand, p.uncontrolled = [], []
            p.removed += p.library  # an empty library: nothing is drawn unless a test adds some
            p.library = []
        g.turn = turn - 1
        g.active = active

    def new(self, seat: int, cid: str) -> int:
        g = self.g
        iid = max(g.cards) + 1
        g.cards[iid] = CardInst(iid, cid, seat)
        return iid

    def minion(self, seat: int, cid: str, blood: int = 0, region: str = "ready") -> int:
        iid = self.new(seat, cid)
        getattr(self.g.players[seat], region).append(iid)
        self.g.blood[iid] = blood
        return iid

    def hand(self, seat: int, *cids: str) -> list[int]:
        out = [self.new(seat, c) for c in cids]
        self.g.players[seat].hand += out
        return out

    def attach(self, host: int, cid: str, life: int = 0) -> int:
        iid = self.new(self.g.owner(host), cid)
        self.g.attached.setdefault(host, []).append(iid)
        if life:
            self.g.blood[iid] = life
        return iid

    def start(self, phase: str = "minion") -> Game:
        return Game(self.setup, cards(), Vtes(), state=self.g, start_phase=phase)


def pick(game: Game, kind: str, *args: int | str) -> None:
    """Answer the pending decision with the option of that choice (it must be offered)."""
    d = game.pending
    assert d is not None, "the game is over"
    want = Choice(kind, tuple(args))
    assert d.find(want) is not None, f"{want} not offered in {d.kind}: " \
        f"{[o.choice for o in d.options]}"
    game.apply(want)


def offered(game: Game, kind: str, *args: int | str) -> bool:
    d = game.pending
    return d is not None and d.find(Choice(kind, tuple(args))) is not None


def pending(game: Game) -> Decision:
    d = game.pending
    assert d is not None
    return d


def census_ok(game: Game) -> bool:
    return all(len(z) == 1 for z in zone_census(game.state).values())


def passes(game: Game, kinds: tuple[str, ...] = ("open-play", "stealth", "intercept")) -> None:
    """Pass every pending decision of these kinds (nobody plays a card)."""
    while game.pending is not None and game.pending.kind in kinds:
        d = game.pending
        game.apply(next(o.choice for o in d.options if o.choice.kind in ("pass", "no")))
