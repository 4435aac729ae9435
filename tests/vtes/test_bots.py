"""The bots play V:TES from their own view (issue 28 item 5): the random bot and the greedy
bot finish games with every invariant kept, and greedy beats random."""

from __future__ import annotations

from rage_tui.ai.random_agent import RandomAgent
from rage_tui.ai.vtes_greedy import VtesGreedyAgent
from rage_tui.content.vtes_cards import load_vtes_deck
from rage_tui.engine.game import Game
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.rulesets.vtes.checks import problems
from rage_tui.rulesets.vtes.ruleset import Vtes
from tests.vtes.helpers import cards
from tests.vtes.test_games import DECKS


def play(agents: list[str], seed: int, check: bool = False) -> Game:
    decks = [load_vtes_deck(p, cards()) for p in DECKS]
    n = len(agents)
    setup = Setup(tuple(SeatSetup(f"P{i}", decks[(i + seed) % len(decks)], a)
                        for i, a in enumerate(agents)), seed=seed, ruleset="vtes")
    game = Game(setup, cards(), Vtes())
    bots = [RandomAgent(seed * 7 + i) if a == "random" else VtesGreedyAgent(seed + i, cards())
            for i, a in enumerate(agents)]
    seen = [0] * n
    while not game.over:
        d = game.pending
        assert d is not None
        s = d.seat
        events = game.events_for(s, seen[s])
        seen[s] = len(game.state.events)
        game.apply(bots[s].choose(game.view_for(s), events), seat=s)
        if check:
            assert not problems(game.state)
    return game


def test_greedy_games_of_five_keep_every_invariant() -> None:
    game = play(["greedy", "random", "greedy", "random", "greedy"], seed=3, check=True)
    assert game.over


def test_greedy_beats_random_head_to_head() -> None:
    wins = 0
    for k in range(8):
        agents = ["greedy", "random"] if k % 2 == 0 else ["random", "greedy"]
        game = play(agents, seed=k)
        w = game.state.winner
        wins += w is not None and agents[w] == "greedy"
    assert wins >= 7


def test_greedy_bleeds_its_prey_and_brings_out_vampires() -> None:
    game = play(["greedy", "greedy", "greedy"], seed=5)
    kinds = [e.kind for e in game.state.events]
    assert kinds.count("controlled") >= 3 and kinds.count("bleed") >= 5


def _influence_until_done(game: Game, bot: VtesGreedyAgent) -> None:
    while game.pending is not None and game.pending.kind == "influence":
        game.apply(bot.choose(game.view_for(0), []), seat=0)


def test_7_greedy_moves_no_pool_past_a_vampires_capacity() -> None:
    # rake has capacity 3: one blood completes him; the other three transfers go to tiberius
    # (a drained excess would be pool burned for nothing)
    from tests.vtes.helpers import Table

    t = Table(2, turn=5)
    rake = t.minion(0, "rake", blood=2, region="uncontrolled")
    tib = t.minion(0, "tiberius", blood=0, region="uncontrolled")
    game = t.start("influence")
    _influence_until_done(game, VtesGreedyAgent(1, cards()))
    g = game.state
    assert rake in g.players[0].ready and g.blood[rake] == 3
    assert g.blood[tib] == 3 and g.players[0].pool == 26


def test_7_greedy_fills_the_vampire_closest_to_coming_out_first() -> None:
    from tests.vtes.helpers import Table

    t = Table(2, turn=5)
    tib = t.minion(0, "tiberius", blood=0, region="uncontrolled")
    rake = t.minion(0, "rake", blood=0, region="uncontrolled")
    game = t.start("influence")
    _influence_until_done(game, VtesGreedyAgent(1, cards()))
    g = game.state
    assert rake in g.players[0].ready and g.blood[tib] == 1
