"""Ending the game (9.1 of seed 002): simultaneous ousting, the prey-predator seating closing
up after each ousting, and the victory points at the end, with the seed's own example."""

from __future__ import annotations

from rage_tui.engine.game import Game
from rage_tui.i18n import Msg
from rage_tui.rulesets.vtes.state import VtesState
from tests.vtes.helpers import Table, census_ok, passes, pending, pick


def _hard_times(t: Table, actor: int) -> Game:
    """Seat 0's ``actor`` calls Hard Times (each Methuselah burns 1 pool) and every seat
    votes for it (the called card's vote is enough: 1 to 0)."""
    c, = t.hand(0, "hard-times")
    game = t.start()
    pick(game, "act", actor, "card", c, 0)
    while pending(game).kind == "block":
        pick(game, "no")
    pick(game, "called", "for")
    while game.pending is not None and game.pending.kind == "vote":
        pick(game, "done")
    return game


def _scores(t: Table) -> list[tuple[int, int, bool]]:
    return [(p.vp, p.pool, p.out) for p in t.g.players]


def test_9_1_exception_ousted_with_her_prey_she_scores_the_point_but_not_six_pool() -> None:
    t = Table(4)
    v = t.minion(0, "rake", blood=2)
    t.g.players[1].pool = 1
    t.g.players[2].pool = 1
    game = _hard_times(t, v)
    # seat 1 (seat 0's prey) and seat 2 (seat 1's prey) are ousted at the same moment
    assert _scores(t) == [(1, 29 + 6, False), (1, 0, True), (0, 0, True), (0, 29, False)]
    g = t.g
    ousted = [e for e in g.events if e.kind == "ousted"]
    assert [(e.get("seat"), e.get("predator"), e.get("pool")) for e in ousted] == [
        (1, 0, True), (2, 1, False)]
    # the seating closes up: seat 0 and seat 3 are each other's prey and predator
    assert g.prey(0) == 3 and g.predator(0) == 3 and g.prey(3) == 0
    assert not game.over and census_ok(game)


def test_9_1_the_last_two_ousted_together_each_score_and_nobody_is_the_last_one() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=2)
    t.g.players[0].pool = 1
    t.g.players[1].pool = 1
    game = _hard_times(t, v)
    g = t.g
    assert game.over and _scores(t) == [(1, 0, True), (1, 0, True)]
    assert not any(e.kind == "last" for e in g.events)
    # 1 to 1 and no pool either side: a shared win (rules decision V7)
    assert g.winner is None and g.result == "draw"


def test_9_1_v8_ousted_in_her_own_turn_with_her_prey_the_next_turn_is_the_next_seat_in() -> None:
    t = Table(4)
    v = t.minion(0, "rake", blood=2)
    t.g.players[0].pool = 1
    t.g.players[1].pool = 1
    game = _hard_times(t, v)
    g = t.g
    # seat 0 scores seat 1's ousting without the pool; seat 3 scores seat 0's with the pool
    assert _scores(t) == [(1, 0, True), (0, 0, True), (0, 29, False), (1, 35, False)]
    assert g.prey(3) == 2 and g.prey(2) == 3
    # seat 0's turn ended at once; the turn after it is seat 2's (seat 1 is gone too)
    turns = [e for e in g.events if e.kind == "turn"]
    assert turns[-1].get("seat") == 2 and g.active == 2
    assert pending(game).seat == 2 and census_ok(game)


def test_9_1_the_predator_scores_however_and_by_whomever_her_prey_is_ousted() -> None:
    t = Table(3)
    v = t.minion(0, "rake", blood=2)
    c, = t.hand(0, "tithe-demanded")
    t.g.players[2].pool = 3
    game = t.start()
    pick(game, "act", v, "card", c, 0)
    while pending(game).kind == "block":
        pick(game, "no")
    pick(game, "terms", 2)
    pick(game, "called", "for")
    while game.pending is not None and game.pending.kind == "vote":
        pick(game, "done")
    g = t.g
    # seat 0 ousted seat 2, but seat 2 was seat 1's prey: seat 1 scores
    assert _scores(t) == [(0, 30, False), (1, 36, False), (0, 0, True)]
    assert g.prey(1) == 0 and g.predator(0) == 1 and census_ok(game)


def _until_minion_phase_of(game: Game, seat: int) -> None:
    """Pass (end, done, no) until ``seat`` is asked for her minion phase's action."""
    while True:
        d = pending(game)
        if d.seat == seat and d.kind == "action":
            return
        safe = [o.choice for o in d.options if o.choice.kind in ("pass", "end", "done", "no",
                                                                 "stay")]
        game.apply(safe[0] if safe else d.options[0].choice)


def test_9_1_the_seeds_example_richard_peter_ryan_and_jennifer_end_tied_two_to_two() -> None:
    t = Table(4)  # Richard 0, Peter 1, Ryan 2, Jennifer 3, clockwise
    g = t.g
    first = t.minion(0, "tiberius", blood=4)  # bleed 1 each
    second = t.minion(0, "tiberius", blood=4)
    jennifers = t.minion(3, "tiberius", blood=4)
    g.players[1].pool = 1
    g.players[2].pool = 1
    game = t.start()
    pick(game, "act", first, "bleed")
    passes(game)
    # Peter is ousted first: Richard gains 6 pool and a victory point; Ryan is his prey now
    assert g.players[1].out and (g.players[0].vp, g.players[0].pool) == (1, 36)
    assert g.prey(0) == 2
    pick(game, "act", second, "bleed")
    passes(game)
    # Ryan is ousted by Richard, now his prey: another 6 pool and victory point
    assert g.players[2].out and (g.players[0].vp, g.players[0].pool) == (2, 42)
    assert g.prey(0) == 3 and g.prey(3) == 0
    _until_minion_phase_of(game, 3)
    g.players[0].pool = 1  # "all the blood Richard earned doesn't save him from falling"
    pick(game, "act", jennifers, "bleed")
    passes(game)
    assert game.over and g.players[0].out and not g.players[3].out
    # Jennifer: 1 for Richard, 1 for being the last left; Richard: 2
    assert [p.vp for p in g.players] == [2, 0, 0, 2]
    assert [e.kind for e in g.events if e.kind in ("ousted", "last")] == [
        "ousted", "ousted", "ousted", "last"]
    # the tie of the seed's example is broken by pool (rules decision V7): Jennifer's 36
    assert g.players[3].pool == 30 + 6 and g.winner == 3 and g.result == "win"


def test_9_1_the_most_victory_points_wins_even_if_she_has_been_ousted() -> None:
    t = Table(5)
    g = t.g
    bleeders = [t.minion(0, "tiberius", blood=4) for _ in range(3)]
    last = t.minion(4, "tiberius", blood=4)
    for seat in (1, 2, 3):
        g.players[seat].pool = 1
    game = t.start()
    for seat, v in zip((1, 2, 3), bleeders, strict=True):
        assert g.prey(0) == seat  # each ousting hands seat 0 the next prey
        pick(game, "act", v, "bleed")
        passes(game)
    assert [p.vp for p in g.players] == [3, 0, 0, 0, 0] and g.prey(0) == 4
    _until_minion_phase_of(game, 4)
    g.players[0].pool = 1
    pick(game, "act", last, "bleed")
    passes(game)
    assert game.over and [p.vp for p in g.players] == [3, 0, 0, 0, 2]
    assert g.players[0].out and g.winner == 0 and g.result == "win"


def _said(g: VtesState, kind: str) -> list[str]:
    return [e.text.render("en") if isinstance(e.text, Msg) else str(e.text)
            for e in g.events if e.kind == kind]


def test_9_1_the_ousting_says_the_point_and_the_six_pool_and_the_seating_that_closes_up() -> None:
    t = Table(3, active=2)
    v = t.minion(2, "tiberius", blood=4)
    t.g.players[0].pool = 1
    game = t.start()
    pick(game, "act", v, "bleed")
    passes(game)
    g = t.g
    assert _said(g, "ousted") == ["P0 is ousted: P2 scores 1 victory point and 6 pool"]
    # seat 2's prey was seat 0; now it is seat 0's prey, seat 1
    assert _said(g, "seating") == ["The seating closes up: P2's prey is now P1"]
    assert g.prey(2) == 1 and (g.players[2].vp, g.players[2].pool) == (1, 36)


def test_9_1_ousted_with_her_prey_the_text_names_the_point_only() -> None:
    t = Table(4)
    v = t.minion(0, "rake", blood=2)
    t.g.players[1].pool = 1
    t.g.players[2].pool = 1
    _hard_times(t, v)
    assert _said(t.g, "ousted") == ["P1 is ousted: P0 scores 1 victory point and 6 pool",
                                    "P2 is ousted: P1 scores 1 victory point"]
    # one line for the one predator still in: seat 0's prey is seat 3 now
    assert _said(t.g, "seating") == ["The seating closes up: P0's prey is now P3"]
