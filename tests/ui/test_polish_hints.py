"""The deciding player's own hints (a face-down card that would be a bluff or illegal) in Polish:
worded from the catalogues, and a bluff still shown in its own colour."""

from __future__ import annotations

import pytest

from rage_tui.ui.hints import is_bluff
from tests.ui.test_misleading import session_at_first_commit

#: every test here reads the app in Polish (the ``polish`` fixture of tests/ui/conftest.py)
pytestmark = pytest.mark.usefixtures("polish")


def test_bluff_and_illegal_hints_are_polish_and_a_bluff_keeps_its_colour() -> None:
    s = session_at_first_commit()
    g = s.game
    s.hand_to(0)
    hints = [h for h in s.option_hints(g.pending) if h]
    bluffs = [h for h in hints if h.startswith("blef: wymaga Rage ")]
    illegal = [h for h in hints if h.startswith("niedozwolona: ")]
    assert bluffs and illegal and len(bluffs) + len(illegal) == len(hints), hints
    assert all(is_bluff(h) for h in bluffs) and not any(is_bluff(h) for h in illegal)
    assert not any("needs" in h or "bluff" in h for h in hints), hints
