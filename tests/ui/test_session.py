"""The app's game session without a screen: hot-seat hand-offs, refusals, picks, saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rage_tui.content.decks import load_deck
from rage_tui.content.library import CardLibrary
from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.saves import SaveError
from rage_tui.ui.session import COLLECT_KINDS, GameSession
from tests.ui.conftest import DECKS


def setup(players: tuple[str, ...] = ("human", "human"), seed: int = 25) -> Setup:
    decks = [load_deck(DECKS / "gaia.yaml"), load_deck(DECKS / "wyrm.yaml")]
    names = ("Aileen", "Bram", "Cora")
    return Setup(tuple(SeatSetup(names[i], decks[i % 2], p) for i, p in enumerate(players)),
                 seed, 5)


def first_option(session: GameSession) -> None:
    d = session.my_decision()
    assert d is not None
    session.choose(d.options[0].choice)


def test_hot_seat_hands_off_whenever_the_next_human_differs(ui_lib: CardLibrary) -> None:
    s = GameSession.start(setup(), ui_lib)
    assert s.hot_seat and s.viewer is None
    handoffs = 0
    for _ in range(200):
        if s.over:
            break
        seat = s.handoff_needed()
        if seat is not None:
            assert s.my_decision() is None, "nobody decides before the curtain is passed"
            s.hand_to(seat)
            handoffs += 1
        d = s.pending
        assert d is not None and d.seat == s.viewer
        assert s.handoff_needed() is None
        first_option(s)
    assert handoffs >= 2


def test_solo_never_hands_off(ui_lib: CardLibrary) -> None:
    s = GameSession.start(setup(("human", "random")), ui_lib)
    assert not s.hot_seat and s.viewer == 0
    for _ in range(100):
        while s.bot_to_move():
            s.step_bot()
        if s.over:
            break
        assert s.handoff_needed() is None
        first_option(s)


def test_a_human_cannot_answer_someone_elses_decision(ui_lib: CardLibrary) -> None:
    s = GameSession.start(setup(), ui_lib)
    d = s.pending
    assert d is not None
    with pytest.raises(IllegalChoiceError, match="Aileen's decision"):
        s.choose(d.options[0].choice)


def test_picks_so_far_are_remembered_until_done(ui_lib: CardLibrary) -> None:
    s = GameSession.start(setup(("human", "random")), ui_lib)
    for _ in range(300):
        while s.bot_to_move():
            s.step_bot()
        d = s.my_decision()
        assert d is not None
        real = [o for o in d.options if o.choice.kind != "done"]
        if d.kind in COLLECT_KINDS and real and any(o.choice.kind == "done" for o in d.options):
            s.choose(real[0].choice)
            if s.my_decision() is not None and s.my_decision().kind == d.kind:
                assert s.picks_so_far() == [real[0].label]
                done = next(o for o in s.my_decision().options if o.choice.kind == "done")
                s.choose(done.choice)
                assert s.picks_so_far() == []
                return
            continue
        s.choose(d.options[0].choice)
    raise AssertionError("no closed-play step with a pick")


def test_save_and_load_give_the_same_game(ui_lib: CardLibrary, app_home: Path) -> None:
    s = GameSession.start(setup(("human", "random")), ui_lib)
    for _ in range(20):
        while s.bot_to_move():
            s.step_bot()
        first_option(s)
    path = s.save()
    assert path.parent == app_home / "saves"
    loaded = GameSession.load(path, ui_lib)
    assert loaded.game.state_hash() == s.game.state_hash()
    assert loaded.humans == (0,) and loaded.viewer == 0
    assert json.loads(path.read_text())["meta"]["players"] == ["Aileen", "Bram"]


def test_autosave_after_each_turn(ui_lib: CardLibrary, app_home: Path) -> None:
    s = GameSession.start(setup(("human", "random")), ui_lib)
    auto = app_home / "autosave.json"
    start_turn = s.game.state.turn
    while s.game.state.turn == start_turn and not s.over:
        while s.bot_to_move():
            s.step_bot()
        assert not auto.exists() or s.game.state.turn != start_turn
        first_option(s)
    assert auto.is_file()


def test_a_damaged_save_is_refused_and_left_alone(ui_lib: CardLibrary, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "rage-tui-save", "choices": [', encoding="utf-8")
    with pytest.raises(SaveError, match="corrupt or truncated"):
        GameSession.load(bad, ui_lib)
    assert bad.read_text(encoding="utf-8") == '{"format": "rage-tui-save", "choices": ['


def test_bots_explain_their_revealed_plays_in_the_log(ui_lib: CardLibrary) -> None:
    from rage_tui.solo import new_vs_bots

    match = new_vs_bots(load_deck(DECKS / "gaia.yaml"), [load_deck(DECKS / "wyrm.yaml")],
                        "easy", 25, 5, defs=ui_lib.cards, behaviours={}, player_name="Aileen")
    s = GameSession(match, ui_lib, solo={"kind": "bots", "difficulty": "easy"})
    for _ in range(400):
        while s.bot_to_move():
            s.step_bot()
        if s.over or s.notes:
            break
        first_option(s)
    assert s.notes, "the greedy bot explained nothing in a whole game"
    log = s.log_events()
    assert any(e.kind == "bot-note" and e.text.startswith("Test Hive of Ash") for e in log)


def test_a_scripted_preys_move_is_logged_in_its_round_never_after_the_combat_ended() -> None:
    """#29 item 2: after the rat died and the combat ended, the log still printed its move.
    The prey's move is noted while it chooses, so it goes in the log before what its choice
    set off: each such note is followed by its round's reveal before the combat ends."""
    import random

    from rage_tui.content.bundled import bundled_library, decks_dir
    from rage_tui.solo import new_campaign

    lib = bundled_library()
    notes = 0
    for seed in (2, 3, 4):
        rng = random.Random(seed)
        match = new_campaign(load_deck(decks_dir() / "fangs-of-the-north.yaml"),
                             "The Sickened Wood", "normal", seed=seed)
        s = GameSession(match, lib, solo={"kind": "campaign"})
        for _ in range(3000):
            while s.bot_to_move():
                s.step_bot()
            d = s.my_decision()
            if s.over or d is None:
                break
            s.choose(rng.choice(d.options).choice)
        log = s.log_events()
        for i, e in enumerate(log):
            if e.kind != "bot-note" or not str(e.text).startswith("Prey:"):
                continue
            notes += 1
            after = [x.kind for x in log[i + 1:] if x.kind in ("revealed", "combat-end")]
            assert after[:1] == ["revealed"], (seed, str(e.text), after[:3])
    assert notes >= 5
