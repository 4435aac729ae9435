"""Cutting the public events into reveals, and what the reveal screen says."""

from __future__ import annotations

from rich.console import Console

from rage_tui.engine.events import ev
from rage_tui.ui.screens.reveal import reveal_batches, reveal_renderable


def text_of(renderable: object) -> str:
    console = Console(width=100, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(renderable)
    return console.export_text()


def test_a_reveal_runs_to_the_end_of_its_round() -> None:
    events = [ev("round", "Combat round 2", round=2),
              ev("revealed", "Cards are revealed. Questor: Entrail Rend at Fomor; Fomor: "
                             "Jab at Questor"),
              ev("bluff", "Entrail Rend needs Rage 10, Questor has 3: a bluff; the Fomor "
                          "bluffed too: Entrail Rend lands"),
              ev("damage", "Fomor takes 8 damage"), ev("killed", "Fomor is killed"),
              ev("round-end", "End of combat round 2"), ev("withdraw", "later")]
    [batch] = reveal_batches(events)
    assert batch.round_no == 2 and batch.complete and not batch.continued
    assert [e.kind for e in batch.events][-1] == "round-end"
    text = text_of(reveal_renderable(batch.events, batch.round_no))
    assert "Combat round 2: the cards turn over together" in text
    assert "Questor: Entrail Rend at Fomor" in text
    assert "the Fomor bluffed too: Entrail Rend lands" in text
    assert "Fomor is killed" in text


def test_a_decision_in_the_resolution_splits_the_reveal() -> None:
    first = [ev("revealed", "Cards are revealed. A: Dry Gulch at B"),
             ev("bluff", "B bluffed: discarded")]
    [start] = reveal_batches(first, round_no=1)
    assert not start.complete
    assert "a player has a choice" in text_of(
        reveal_renderable(start.events, 1, complete=False))
    rest = [ev("damage", "B takes 4 damage"), ev("round-end", "End of combat round 1")]
    [more] = reveal_batches(rest, round_no=1, open_round=1)
    assert more.continued and more.complete and more.round_no == 1
    assert "the resolution goes on" in text_of(
        reveal_renderable(more.events, 1, continued=True))
    assert reveal_batches([ev("phase", "Moot Phase")]) == []
