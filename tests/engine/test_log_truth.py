"""One truth on screen (#29 item 2): the log's VP lines are made from the same record the
counters use. Seeded games with the bundled cards: every "scored" event names the card that
went to that seat's victory pile and the VP the pile counts for it."""

from __future__ import annotations

from typing import Any

from rage_tui.ai.random_agent import RandomAgent
from rage_tui.content.bundled import bundled_library, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.match import Match
from rage_tui.rulesets.rage1995.state import rage_state
from rage_tui.rulesets.rage1995.zones import pile_worth


def test_every_vp_line_says_what_the_victory_pile_counts() -> None:
    lib = bundled_library()
    decks = sorted(decks_dir().glob("*.yaml"))
    checked = 0
    for seed in range(8):
        checked += _check_game(lib, decks, seed)
    assert checked > 0  # the games did score kills


def _check_game(lib: Any, decks: list[Any], seed: int) -> int:
    pick = (decks[seed % len(decks)], decks[(seed + 3) % len(decks)])
    setup = Setup(tuple(SeatSetup(f"P{i}", load_deck(d)) for i, d in enumerate(pick)), seed, 20)
    m = Match(setup, lib.cards, {0: RandomAgent(seed), 1: RandomAgent(seed + 99)})
    checked = 0
    seen = 0
    while not m.game.over:
        m.step_bot()
        g = rage_state(m.game.state)
        for e in g.events[seen:]:
            if e.kind == "scored":
                seat, card = e.get("seat"), e.get("card")
                assert card in g.player(seat).victory, e.text
                assert e.get("vp") == pile_worth(g, seat, card), e.text
                assert f"for {e.get('vp')} VP" in str(e.text)
                checked += 1
        seen = len(g.events)
    assert m.game.state.result
    return checked
