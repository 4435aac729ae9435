"""The shared core (issue 18, part 1): what any game of the family uses lives in
``rage_tui.engine`` and works without rage-1995.

A toy ruleset defined here (six seats, like V:TES) runs on the core alone: its own state
extension, a private closed-play step and an open-play window from ``engine.windows``, its own
effect language from ``engine.effects``, its own view. A subprocess checks that running it
imports no ruleset.
"""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from rage_tui.engine import flow, windows
from rage_tui.engine.cards import Allegiance, Card, EffectSpec
from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.decks import DeckList
from rage_tui.engine.effects import Ctx, EffectLanguage
from rage_tui.engine.errors import EngineError
from rage_tui.engine.events import ev
from rage_tui.engine.game import Game, state_hash, zone_census
from rage_tui.engine.rng import Rng
from rage_tui.engine.ruleset import check_seats
from rage_tui.engine.state import (
    CardInst,
    CardNumberer,
    GameState,
    PlayerState,
    SeatSetup,
    Setup,
)
from rage_tui.engine.view import View

ROOT = Path(__file__).resolve().parents[2]


# -- a toy game on the core ---------------------------------------------------------------

# (no slots=True: over the compiled engine's PlayerState, a slotted subclass would declare
# seat, name and out again as its own slots, and the engine would not see them)
@dataclass
class ToyPlayer(PlayerState):
    """A seat with a hand of numbered cards and a score."""

    hand: list[int] = field(default_factory=list)
    score: int = 0


class ToyState(GameState[Card, ToyPlayer]):
    """The toy's extension (of the core state, with the core's cards and its own seats): a
    pile of played cards."""

    def __init__(self, setup: Setup, defs: dict[str, Card], cards: dict[int, CardInst],
                 players: list[ToyPlayer], rng: Rng) -> None:
        super().__init__(setup, defs, cards, players, rng)
        self.pile: list[int] = []

    def hash_parts(self) -> dict[str, object]:
        return {"pile": self.pile}

    def card_places(self):  # type: ignore[no-untyped-def]
        for p in self.players:
            yield p.hand, f"{p.seat}:hand"
        yield self.pile, "pile"

    def redeal_hidden(self, seat: int, rng: random.Random) -> None:
        return None


TOY = EffectLanguage[ToyState]("toy", {"played"})


@TOY.primitive("score")
def _score(g: ToyState, ctx: Ctx, spec: EffectSpec) -> None:
    g.player(ctx.seat).score += int(spec.param("amount", 1))


@TOY.condition("first-seat")
def _first_seat(g: ToyState, ctx: Ctx) -> bool:
    return ctx.seat == 0


TOY.close()


class Reveal(windows.PrivateCollect[ToyState]):
    """Each seat picks one card in private; all are played together."""

    kind = "pick"

    def options(self, g: ToyState, seat: int, picked: list[Choice]) -> list[Option]:
        if picked:
            return []
        return [Option(Choice("pick", (i,)), g.name(i)) for i in g.player(seat).hand]

    def prompt(self, g: ToyState, seat: int) -> str:
        return "Pick a card"

    def finish(self, g: ToyState) -> None:
        for seat, picks in self.picks.items():
            for c in picks:
                iid = int(c.args[0])
                g.player(seat).hand.remove(iid)
                g.pile.append(iid)
                TOY.run(g, Ctx(iid, seat), "played")
        g.over = True
        g.emit(ev("over", "all cards are played"))


class Bidding(windows.OpenPlay[ToyState]):
    """Open play in which nobody can play anything (everyone passes)."""

    def playable(self, g: ToyState, seat: int) -> list[Option]:
        return []


class ToyRuleset:
    id = "toy"
    game = "Toy"
    min_seats = 2
    max_seats = 6

    def build_state(self, setup: Setup, defs: Mapping[str, Card],
                    iid_base: int = 1) -> ToyState:
        numbers = CardNumberer(defs, iid_base)
        players = []
        for seat, ss in enumerate(setup.seats):
            p = ToyPlayer(seat, ss.name)
            p.hand = [numbers.new(cid, seat) for cid, _ in ss.deck.sept]
            players.append(p)
        return ToyState(setup=setup, defs=dict(defs), cards=numbers.cards, players=players,
                        rng=Rng(setup.seed))

    def start(self, g: GameState, phase: str | None = None) -> None:
        flow.push(g, Bidding("Bidding", g.seats_in()), Reveal(g.seats_in()))

    def explain(self, g: GameState, seat: int, choice: Choice) -> str | None:
        return None

    def view_for(self, g: GameState, seat: int | None, full: bool = True) -> View:
        d = g.pending
        return View(seat, g.turn, g.phase, g.step, d if d is not None and d.seat == seat
                    else None, d.seat if d is not None else None, g.over, g.winner, g.result)


DEFS = {"gem": Card("gem", "Gem", "jewel",
                       effects=(EffectSpec("score", "played", (("amount", 2),)),
                                EffectSpec("score", "played", (("if", ("first-seat",)),)))),
        "dud": Card("dud", "Dud", "jewel")}


def toy_setup(n: int) -> Setup:
    deck = DeckList("toy", Allegiance.GAIA, (), (("gem", 1), ("dud", 1)), ())
    return Setup(tuple(SeatSetup(f"P{i}", deck) for i in range(n)), seed=3, ruleset="toy")


def play_toy(n: int) -> Game:
    game = Game(toy_setup(n), DEFS, ToyRuleset())
    while not game.over:
        d = game.pending
        assert d is not None
        game.apply(d.options[0].choice)
    return game


# -- the tests ---------------------------------------------------------------------------

def test_a_six_seat_game_runs_on_the_core_alone() -> None:
    """Six seats (V:TES's table), a private closed-play step and an open-play window of the
    core, the toy's own effect language: every seat played its gem; only seat 0 met the
    condition of the second effect."""
    game = play_toy(6)
    g = game.state
    assert isinstance(g, ToyState)
    assert [p.score for p in g.players] == [3, 2, 2, 2, 2, 2]
    assert len(g.pile) == 6
    assert all(len(places) == 1 for places in zone_census(g).values())
    assert len(state_hash(g)) == 20
    assert any(e.kind == "closed-play" for e in g.events)  # the core's own log line (R8)


def test_the_ruleset_sets_the_seats() -> None:
    from rage_tui.rulesets import get_ruleset, seat_limits

    with pytest.raises(EngineError, match="Toy is played by 2 to 6 players, not 7"):
        Game(toy_setup(7), DEFS, ToyRuleset())
    with pytest.raises(EngineError, match="Rage is played by 2 to 5 players, not 6"):
        check_seats(get_ruleset("rage-1995"), 6)
    assert seat_limits("rage-1995") == (2, 5)
    assert seat_limits("rage-unlimited") == (2, 5)


def test_the_toy_game_imports_no_ruleset() -> None:
    code = textwrap.dedent("""
        import sys
        from tests.engine.test_shared_core import play_toy
        play_toy(3)
        print(sorted(m for m in sys.modules if m.startswith("rage_tui.rulesets")))
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_an_effect_language_runs_only_when_closed_and_takes_nothing_after() -> None:
    lang = EffectLanguage[ToyState]("late", {"played"})
    g = play_toy(2).state
    assert isinstance(g, ToyState)
    with pytest.raises(EngineError, match="not loaded yet"):
        lang.run(g, Ctx(g.pile[0], 0), "played")
    lang.close()
    with pytest.raises(EngineError, match="closed"):
        lang.primitive("late")(_score)


def test_unknown_conditions_never_hold_and_unknown_targets_name_nobody() -> None:
    g = play_toy(2).state
    assert isinstance(g, ToyState)
    ctx = Ctx(g.pile[0], 0, user=5, target=7, other=9)
    assert not TOY.holds(g, ctx, "no-such-condition")
    assert TOY.target_ids(g, ctx, EffectSpec("score", "played", (("target", "nowhere"),))) \
        == ([], False)
    assert TOY.target_ids(g, ctx, EffectSpec("score", "played", (("target", "chosen"),))) \
        == ([7], False)
    assert TOY.target_ids(g, ctx, EffectSpec("score")) == ([5], False)
    assert TOY.target_ids(g, ctx, EffectSpec("score", "played", (("target", "other"),))) \
        == ([9], True)
    assert TOY.unknown(Card("x", "X", "jewel",
                               effects=(EffectSpec("fly", "later"),))) == ["fly", "when: later"]
