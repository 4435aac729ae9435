"""Whole games between random players, 2 to 6 seats: every card in one place and nothing hidden
in any view or decision after every choice (1.2, 2.3 and issue 28 item 4); the bundled decks
are legal (1.2) and a broken card file is refused with its file and line."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rage_tui.content.errors import ContentError
from rage_tui.content.vtes_cards import load_vtes_cards, load_vtes_deck
from rage_tui.engine.determinize import redeal
from rage_tui.engine.game import Game
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.rulesets.vtes.checks import problems
from rage_tui.rulesets.vtes.effects import VTES
from rage_tui.rulesets.vtes.ruleset import Vtes
from rage_tui.rulesets.vtes.view import view_for
from tests.vtes.helpers import ROOT, cards

DECKS = sorted((ROOT / "decks" / "vtes").glob("*.yaml"))


def play(n: int, seed: int, check: bool = True) -> Game:
    decks = [load_vtes_deck(p, cards()) for p in DECKS]
    r = random.Random(seed)
    setup = Setup(tuple(SeatSetup(f"P{i}", decks[(i + seed) % len(decks)]) for i in range(n)),
                  seed=seed, ruleset="vtes")
    game = Game(setup, cards(), Vtes())
    while not game.over:
        d = game.pending
        assert d is not None
        game.apply(d.options[r.randrange(len(d.options))].choice)
        if check:
            assert not problems(game.state)
    return game


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_random_games_end_and_keep_every_card_in_one_place_and_hidden(n: int) -> None:
    game = play(n, seed=n)
    g = game.state
    assert g.over and (g.result in ("win", "draw"))
    assert any(e.kind in ("game-over",) for e in g.events)


def test_the_card_set_counts_and_every_card_is_carried_by_effects() -> None:
    lib = cards()
    crypt = [c for c in lib.values() if c.type == "vampire"]
    library = [c for c in lib.values() if c.type != "vampire"]
    assert len(crypt) >= 30 and len(library) >= 100
    assert len({c.clan for c in crypt}) >= 5
    assert all(VTES.implemented(c) for c in lib.values())
    assert not [c.id for c in lib.values() if c.text and not c.effects]


def test_1_2_the_bundled_decks_are_legal() -> None:
    assert len(DECKS) >= 6
    for p in DECKS:
        d = load_vtes_deck(p, cards())
        assert d.sept_count >= 12 and 60 <= d.combat_count <= 100


def test_a_broken_card_names_its_file_line_and_field(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text(
        "cards:\n- id: x\n  name: X\n  type: vampire\n  source: designed\n  capacity: 3\n"
        "- id: y\n  name: Y\n  type: wizard\n  source: designed\n", encoding="utf-8")
    with pytest.raises(ContentError) as exc:
        load_vtes_cards(tmp_path)
    text = str(exc.value)
    assert "bad.yaml:9:" in text and "'type'" in text


def test_a_deck_below_twelve_crypt_cards_is_refused(tmp_path: Path) -> None:
    (tmp_path / "d.yaml").write_text("name: D\ncrypt:\n  lupo: 1\nlibrary:\n  bonding: 40\n",
                                     encoding="utf-8")
    with pytest.raises(ContentError, match="12 cards at least"):
        load_vtes_deck(tmp_path / "d.yaml", cards())


def test_redeal_hidden_keeps_what_the_seat_sees() -> None:
    game = play(4, seed=11, check=False)
    g = game.state
    for seat in range(4):
        w = redeal(g, seat, random.Random(5))
        assert view_for(w, seat) == view_for(g, seat)


def test_the_bundled_cards_and_decks_load_through_the_package_paths() -> None:
    from rage_tui.content.vtes_cards import bundled_vtes_cards, bundled_vtes_decks

    lib = bundled_vtes_cards()
    assert lib == cards()
    assert len(bundled_vtes_decks(lib)) == len(DECKS)
