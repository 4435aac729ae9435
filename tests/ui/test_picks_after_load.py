"""Issue 29: Continue after Ctrl+C lost the "Picked so far" line; a loaded game finds the
picks of the step the seat at the keyboard is in again from its choices."""

from __future__ import annotations

from pathlib import Path

from rage_tui.ui.session import COLLECT_KINDS, GameSession
from tests.ui.test_snapshots import solo_setup


def _session_with_a_pick(ui_lib) -> GameSession:
    session = GameSession.start(solo_setup(("human", "human")), ui_lib)
    for _ in range(400):
        d = session.my_decision()
        if d is None:
            if session.bot_to_move():
                session.step_bot()
                continue
            d = session.pending
            assert d is not None
            session.viewer = d.seat
            continue
        picks = [o for o in d.options if o.choice.kind != "done"]
        if d.kind in COLLECT_KINDS and picks and session.picks_so_far():
            return session
        if d.kind in COLLECT_KINDS and picks:
            session.choose(picks[0].choice)
            continue
        done = [o for o in d.options if o.choice.kind in ("pass", "done")]
        session.choose((done or list(d.options))[0].choice)
    raise AssertionError("no closed-play step with a pick in 400 decisions")


def test_picked_so_far_survives_save_and_load(ui_lib, tmp_path: Path) -> None:
    session = _session_with_a_pick(ui_lib)
    picked = session.picks_so_far()
    assert picked
    path = session.save(tmp_path / "game.json")
    loaded = GameSession.load(path, ui_lib)
    loaded.viewer = session.viewer
    assert loaded.my_decision() is not None
    assert loaded.picks_so_far() == picked
