"""The deciding player's own hints (a face-down card that would be a bluff or illegal) in Polish:
worded from the catalogues, and a bluff still shown in its own colour."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rage_tui.content.bundled import bundled_library, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.i18n import language, set_language
from rage_tui.ui.hints import is_bluff
from rage_tui.ui.session import GameSession


@pytest.fixture(autouse=True)
def polish() -> Iterator[None]:
    before = language()
    set_language("pl")
    try:
        yield
    finally:
        set_language(before)


def test_bluff_and_illegal_hints_are_polish_and_a_bluff_keeps_its_colour() -> None:
    lib = bundled_library()
    decks = sorted(decks_dir().glob("*.yaml"))
    s = GameSession.start(Setup((SeatSetup("Aileen", load_deck(decks[0])),
                                 SeatSetup("Bram", load_deck(decks[1]))), 7, 20), lib)
    g = s.game
    while not (g.pending is not None and g.pending.kind == "commit" and g.pending.seat == 0):
        d = g.pending
        assert d is not None and not g.over
        kinds = [o.choice.kind for o in d.options]
        pick = "attack" if d.kind == "alpha-action" else next(
            (k for k in ("pass", "done") if k in kinds), kinds[0])
        g.apply(d.options[kinds.index(pick)].choice, d.seat)
    s.hand_to(0)
    hints = [h for h in s.option_hints(g.pending) if h]
    bluffs = [h for h in hints if h.startswith("blef: wymaga Rage ")]
    illegal = [h for h in hints if h.startswith("niedozwolona: ")]
    assert bluffs and illegal and len(bluffs) + len(illegal) == len(hints), hints
    assert all(is_bluff(h) for h in bluffs) and not any(is_bluff(h) for h in illegal)
    assert not any("needs" in h or "bluff" in h for h in hints), hints
