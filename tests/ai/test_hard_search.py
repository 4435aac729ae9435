"""The hard bot's search: which options it searches, how far a playout goes, when it leaves the
greedy choice."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.hard import HardAgent, robust_best_of
from rage_tui.ai.playout import Rollout
from rage_tui.content.library import CardLibrary
from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.determinize import clone
from rage_tui.match import Match
from rage_tui.rulesets.rage1995.state import rage_state
from rage_tui.rulesets.rage1995.view_types import rage_view
from tests.ai.conftest import new_match
from tests.ai.test_determinize import advance_to


def _commit_match(lib: CardLibrary) -> Match:
    match = new_match(lib, {0: GreedyAgent(1), 1: GreedyAgent(2)}, seed=3)
    advance_to(match, "commit", 1)
    return match


class ScriptedOracle:
    """An oracle whose numbers are fixed in advance: option ``i`` of those asked is worth
    ``values[choice]`` in every world; it records how many options each request held."""

    def __init__(self, values: dict[Choice, float]) -> None:
        self.values = values
        self.asked: list[int] = []

    def samples(self, choices: Sequence[Choice], worlds: int, seed: int,
                budget_s: float) -> list[list[float]]:
        self.asked.append(len(choices))
        n = max(1, worlds)
        return [[self.values.get(c, 0.0) + 0.01 * (w % 2) for w in range(n)] for c in choices]

    def evaluate(self, choices: Sequence[Choice], worlds: int, seed: int,
                 budget_s: float) -> list[float]:
        return [sum(r) / len(r) for r in self.samples(choices, worlds, seed, budget_s)]

    def tree_samples(self, choices: Sequence[Choice], worlds: int, seed: int, budget_s: float,
                     settings: object = None) -> list[list[float]]:
        # the same numbers with a tree below each choice (a fixed oracle has no later
        # decisions to search)
        return self.samples(choices, worlds, seed, budget_s)


def test_an_option_seen_in_one_world_never_replaces_the_greedy_choice() -> None:
    # one world shows no spread, so its standard error would be 0: a lucky deal is no proof
    assert robust_best_of([[9.0]], confidence=1.0, margin=0.1, min_worlds=3) == (0, 0.0)
    assert robust_best_of([[9.0, 8.0, 9.0]], confidence=1.0, margin=0.1,
                          min_worlds=3) == (1, 26.0 / 3)


def test_a_challenger_with_a_steady_gain_in_enough_worlds_replaces_the_greedy_choice() -> None:
    gains = [[0.5, -0.5, 0.0, 0.0], [2.0, 2.5, 1.5, 2.0]]
    best, gain = robust_best_of(gains, confidence=1.0, margin=0.1, min_worlds=3)
    assert best == 2 and gain == 2.0


def test_copies_of_one_card_in_hand_are_searched_once(lib: CardLibrary) -> None:
    match = _commit_match(lib)
    view = rage_view(match.game.view_for(1))
    d = view.decision
    assert d is not None
    card = next(o for o in d.options if o.card is not None and o.choice.args[0] != -1)
    copy = Option(Choice(card.choice.kind, (10_000 + int(card.choice.args[0]),)), card.label,
                  card.card)
    doubled = replace(view, decision=replace(d, options=(*d.options, copy)))
    hard = HardAgent(1, lib.cards, top_k=10)
    cands = hard.candidates(doubled)
    labels = [str(o.label) for o in cands]
    assert len(labels) == len(set(labels))
    assert len(cands) == len({str(o.label) for o in d.options})


def test_the_search_takes_the_option_the_oracle_shows_clearly_better(lib: CardLibrary) -> None:
    match = _commit_match(lib)
    view = rage_view(match.game.view_for(1))
    d = view.decision
    assert d is not None
    hard = HardAgent(1, lib.cards, top_k=10, budget_s=5.0, worlds=12)
    cands = hard.candidates(view)
    assert len(cands) >= 2
    best = cands[-1].choice
    oracle = ScriptedOracle({best: 3.0})
    assert hard.choose_searching(view, (), oracle) == best
    assert oracle.asked[0] == len(cands)


def test_a_search_inside_a_fight_plays_out_only_to_the_end_of_that_fight(
        lib: CardLibrary) -> None:
    match = _commit_match(lib)
    g = rage_state(match.game.state)
    fight = g.combat
    assert fight is not None
    rollout = Rollout(match.game, 5)
    short, full = clone(g), clone(g)
    rollout.play(short, fight=True)
    rollout.play(full)
    assert short.combat is None or short.combat is not fight
    assert short.phase == "combat" and not short.over
    # without the fight horizon the playout runs past the Combat Phase
    assert full.over or full.phase != "combat"
    assert short.choices_made < full.choices_made
