"""The phase bar above the board in Polish: the game's own steps (an alpha action, a combat
round, the steps of a round) are worded from the catalogue, never shown as the engine's keys."""

from __future__ import annotations

import pytest

from rage_tui.ui.describe import phase_text
from tests.ui.test_misleading import attack_until, hot_seat_session

#: every test here reads the app in Polish (the ``polish`` fixture of tests/ui/conftest.py)
pytestmark = pytest.mark.usefixtures("polish")


def test_alpha_action_and_combat_round_steps_read_in_polish() -> None:
    s = hot_seat_session()
    attack_until(s, "alpha-action")
    bar = phase_text(s.game.view_for(0), {}, "Aileen").plain
    assert "akcja alfy" in bar and "alpha action" not in bar, bar
    attack_until(s, "commit")
    bar = phase_text(s.game.view_for(0), {}, "Aileen").plain
    assert "runda walki 1" in bar and "krok zagrywania" in bar, bar
    assert "combat round" not in bar and "play-card" not in bar, bar


def test_the_demo_table_words_a_combat_round_in_polish() -> None:
    from rage_tui.ui.screens.demo_table import table_text

    s = hot_seat_session()
    attack_until(s, "commit")
    view = s.game.view_for(None)
    text = table_text(view, {0: s.game.view_for(0), 1: s.game.view_for(1)},
                      s.library.cards).plain
    first = text.splitlines()[0]
    assert "runda walki 1" in first and "combat round" not in first, first
