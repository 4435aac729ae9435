"""The generic hard bot (issue 27 item 4, issue 28): rage-las-vegas and V:TES seat a ``hard``
bot made of their greedy bot and one shared determinized search
(:mod:`rage_tui.ai.generic_search`), which plays whole games through the forked oracle
without breaking an invariant, never holds the game state, and picks a clearly better option
over the greedy one."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest

from rage_tui.ai.generic_search import GenericHardAgent
from rage_tui.ai.las_vegas_greedy import LVGreedyAgent
from rage_tui.ai.las_vegas_search import SPEC as LV_SPEC
from rage_tui.ai.oracle import SearchOracle
from rage_tui.ai.registry import agents_for, make_agent
from rage_tui.content.decks import load_deck
from rage_tui.content.las_vegas import bundled_lv_decks, bundled_lv_library
from rage_tui.content.vtes_cards import load_bundled
from rage_tui.engine.choices import Choice
from rage_tui.engine.events import Event
from rage_tui.engine.game import Game
from rage_tui.engine.state import GameState, SeatSetup, Setup
from rage_tui.match import Match
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.view import LVView
from rage_tui.rulesets.registry import plugin
from rage_tui.sim import LEAK_PROOF_BASE, check_game
from tests.las_vegas.helpers import add_char, bare, pass_events, set_combat_deck, start_combat
from tests.trust.test_oracle_wall import reachable

RULESETS = ("rage-las-vegas", "vtes")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_hard_bot_is_offered_and_made_of_the_generic_search(ruleset: str) -> None:
    assert "hard" in agents_for(ruleset)
    agent = make_agent("hard", 3, ruleset)
    assert isinstance(agent, GenericHardAgent) and agent.name == "hard"
    assert plugin(ruleset).search  # the search side is declared beside it


def _bundled_decks(ruleset: str) -> tuple[dict[str, object], list[object]]:
    if ruleset == "vtes":
        cards, decks = load_bundled()
        return dict(cards), [d for _, d in decks]
    return dict(bundled_lv_library().cards), [load_deck(p) for p in bundled_lv_decks()]


def _quick(agent: GenericHardAgent) -> GenericHardAgent:
    """The same bot with a tiny search (the test checks what it does, not how well)."""
    agent.spec = dataclasses.replace(agent.spec, worlds=2, budget_s=0.001, min_worlds=1)
    return agent


@pytest.mark.parametrize("ruleset", RULESETS)
def test_hard_against_greedy_plays_to_the_end_keeping_every_invariant(ruleset: str) -> None:
    defs, decks = _bundled_decks(ruleset)
    setup = Setup((SeatSetup("Hard", decks[0]), SeatSetup("Greedy", decks[1])), seed=3,  # type: ignore[arg-type]
                  ruleset=ruleset)
    hard = _quick(make_agent("hard", 1, ruleset))  # type: ignore[arg-type]
    m = Match(setup, defs, {0: hard, 1: make_agent("greedy", 2, ruleset)},  # type: ignore[arg-type]
              iid_base=LEAK_PROOF_BASE)
    problems: list[str] = []
    steps = 0
    while not m.game.over and steps < 5000:
        m.step_bot()
        steps += 1
        problems.extend(check_game(m))
    assert m.game.over and problems == []
    assert hard.search_errors == []
    assert hard.last_search  # it did search, through the forked oracle


class _Spy(GenericHardAgent):
    """Records everything the Match hands the bot for each searched decision."""

    def __init__(self, inner: GenericHardAgent) -> None:
        super().__init__(inner.greedy, inner.spec, 0, inner.name)
        self.handed: list[object] = []

    def choose_searching(self, view, events, oracle):  # type: ignore[no-untyped-def]
        if len(self.handed) < 6:
            self.handed.extend([view, list(events), oracle])
        return super().choose_searching(view, events, oracle)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_nothing_the_generic_bot_receives_or_keeps_reaches_the_game(ruleset: str) -> None:
    defs, decks = _bundled_decks(ruleset)
    setup = Setup((SeatSetup("Hard", decks[0]), SeatSetup("Greedy", decks[1])), seed=5,  # type: ignore[arg-type]
                  ruleset=ruleset)
    spy = _Spy(_quick(make_agent("hard", 1, ruleset)))  # type: ignore[arg-type]
    m = Match(setup, defs, {0: spy, 1: make_agent("greedy", 2, ruleset)})  # type: ignore[arg-type]
    while not m.game.over and len(spy.handed) < 6:
        m.step_bot()
    assert spy.handed  # it was offered an oracle
    found = [o for o in reachable(spy, *spy.handed)
             if isinstance(o, Game | GameState | Match)]
    assert found == []


class _Passer(LVGreedyAgent):
    """A greedy bot that always answers with the first option (an attack decision's Pass)."""

    def choose(self, view: LVView, events: Sequence[Event]) -> Choice:  # type: ignore[override]
        assert view.decision is not None
        return view.decision.options[0].choice


def test_the_search_picks_the_killing_attack_over_a_greedy_pass() -> None:
    """The Hunter's prey has one Health left and the Hunter holds Bite (Damage 4); its
    heuristics say pass. Every redeal of the prey's hand still lets Bite kill it (no block
    there stops 4), so the search plays Bite and scores the prey's Renown."""
    game, g = bare()
    hunter = add_char(g, "lv-janus", 0)
    prey = add_char(g, "lv-fomor-pit-boss", -1)
    g.chars[prey].wounds = board.death_at(g, prey) - 1
    fill = ["lv-dodge", "lv-parry", "lv-roll-with-it"] * 3
    bite = set_combat_deck(g, 0, ["lv-bite", *fill][:8])[0]
    set_combat_deck(g, 1, fill[:8])
    start_combat(game, hunter, prey, 1)
    pass_events(game)
    d = game.pending
    assert d is not None and d.kind == "attack" and d.seat == 0
    passer = _Passer(dict(game.state.defs), 1)  # type: ignore[arg-type]
    agent = GenericHardAgent(passer, dataclasses.replace(LV_SPEC, worlds=12, budget_s=30.0), 4)
    view = game.view_for(0)
    assert passer.choose(view, []) == Choice("pass")  # type: ignore[arg-type]
    oracle = SearchOracle(game, 0)
    try:
        chosen = agent.choose_searching(view, [], oracle)
    finally:
        oracle.close()
    assert chosen == Choice("pick", (bite,))
    assert agent.search_errors == []
    labels = dict(agent.last_search)
    assert len(labels) >= 2


def test_the_other_fighters_face_down_attack_is_picked_again_by_its_bot_in_each_world() -> None:
    """The Hunter has put Bite down face down; a world for the Prey's seat deals the Hunter's
    hidden combat cards again, so its pick is a random one of them. The remodel lets the
    Hunter's greedy bot pick again: wherever the world left Bite in its hand (or as the pick),
    the pick is Bite, its only attack, and every card stays in exactly one place."""
    from rage_tui.ai.las_vegas_search import remodel
    from rage_tui.engine.determinize import clone, redeal_in_place
    from rage_tui.engine.game import zone_census
    from tests.las_vegas.helpers import pick

    game, g = bare()
    hunter = add_char(g, "lv-janus", 0)
    prey = add_char(g, "lv-fomor-pit-boss", -1)
    fill = ["lv-dodge", "lv-parry", "lv-roll-with-it"] * 3
    bite = set_combat_deck(g, 0, ["lv-bite", *fill][:8])[0]
    set_combat_deck(g, 1, fill[:8])
    start_combat(game, hunter, prey, 1)
    pass_events(game)
    pick(game, bite)
    assert game.pending is not None and game.pending.kind == "defend"
    ruleset = game.ruleset
    # (the cards the test's deck set-up left in no place: the world may not add to them)
    loose = {i for i, places in zone_census(game.state).items() if not places}
    random_picks = 0
    for seed in range(12):
        world = redeal_in_place(clone(game.state), 1, __import__("random").Random(seed))
        c = world.combat
        assert c is not None
        if world.cards[c.picks[0]].cid != "lv-bite":
            random_picks += 1
        bots = [LV_SPEC.greedy(world.defs, s) for s in (0, 1)]
        remodel(world, 1, bots, lambda w, s: ruleset.view_for(w, s))
        bite_held = [i for i in [*world.player(0).combat_hand, c.picks[0]]
                     if world.cards[i].cid == "lv-bite"]
        if bite_held:
            assert world.cards[c.picks[0]].cid == "lv-bite"
        assert c.picks[0] in world.committed and c.picks[0] not in world.player(0).combat_hand
        census = zone_census(world)
        assert all(len(places) <= 1 for places in census.values())
        assert {i for i, places in census.items() if not places} == loose
    assert random_picks  # the redeal alone does move the pick
