"""The phase bar above the board in Polish: the game's own steps (an alpha action, a combat
round, the steps of a round) are worded from the catalogue, never shown as the engine's keys."""

from __future__ import annotations

import pytest

from rage_tui.content.bundled import bundled_library, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.ui.describe import phase_text
from rage_tui.ui.session import GameSession

#: every test here reads the app in Polish (the ``polish`` fixture of tests/ui/conftest.py)
pytestmark = pytest.mark.usefixtures("polish")


def _session() -> GameSession:
    decks = sorted(decks_dir().glob("*.yaml"))
    return GameSession.start(Setup((SeatSetup("Aileen", load_deck(decks[0])),
                                    SeatSetup("Bram", load_deck(decks[1]))), 7, 20),
                             bundled_library())


def _play_until(s: GameSession, kind: str) -> None:
    g = s.game
    while not (g.pending is not None and g.pending.kind == kind):
        d = g.pending
        assert d is not None and not g.over
        kinds = [o.choice.kind for o in d.options]
        pick = "attack" if d.kind == "alpha-action" else next(
            (k for k in ("pass", "done") if k in kinds), kinds[0])
        g.apply(d.options[kinds.index(pick)].choice, d.seat)


def test_alpha_action_and_combat_round_steps_read_in_polish() -> None:
    s = _session()
    _play_until(s, "alpha-action")
    bar = phase_text(s.game.view_for(0), {}, "Aileen").plain
    assert "akcja alfy" in bar and "alpha action" not in bar, bar
    _play_until(s, "commit")
    bar = phase_text(s.game.view_for(0), {}, "Aileen").plain
    assert "runda walki 1" in bar and "krok zagrywania" in bar, bar
    assert "combat round" not in bar and "play-card" not in bar, bar


def test_the_demo_table_words_a_combat_round_in_polish() -> None:
    from rage_tui.ui.screens.demo_table import table_text

    s = _session()
    _play_until(s, "commit")
    view = s.game.view_for(None)
    text = table_text(view, {0: s.game.view_for(0), 1: s.game.view_for(1)},
                      s.library.cards).plain
    first = text.splitlines()[0]
    assert "runda walki 1" in first and "combat round" not in first, first
