"""'hands 3/?' was unexplained on the board (#29 item 6): while a seat's face-down cards are
down its combat hand size is hidden, and the line now says so."""

from __future__ import annotations

from rage_tui.content.library import CardLibrary
from rage_tui.ui.describe import hand_counts
from rage_tui.ui.session import GameSession
from tests.ui.test_session import setup


def test_a_hidden_combat_hand_size_says_why(ui_lib: CardLibrary) -> None:
    s = GameSession.start(setup(("human", "random")), ui_lib)
    sv = s.view().seats[1]
    shown = hand_counts(sv, False)
    hidden = hand_counts(sv, True)
    assert f"/{sv.combat_hand_count} ·" in shown and "hidden" not in shown
    assert "/? (combat hand size hidden until the reveal)" in hidden
    assert str(sv.combat_hand_count) not in hidden.split("·")[0].split("/")[1]
