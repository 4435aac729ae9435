"""Helpers to set up a combat between two (or three) seats from a position."""

from __future__ import annotations

from typing import Any

from rage_tui.engine.game import Game
from tests.engine.conftest import label, pass_until, pick, position

ELDER = "t-elder"
SPIRAL = "t-spiral"


def duel(lib, ann_hand: list[str], bob_hand: list[str], ann: Any = ELDER, bob: Any = SPIRAL,
         attack: str | None = "Spiral Brute", hunting: list[dict[str, Any]] | None = None,
         extra_seat: dict[str, Any] | None = None, deck: list[str] | None = None,
         **top: Any) -> Game:
    """Ann (Gaia) and Bob (Wyrm) with one creature each, at the start of Ann's alpha action;
    if ``attack`` is given Ann's alpha attacks it and the game waits at the first commit."""
    seats = [
        {"name": "Ann", "allegiance": "gaia", "pack": ann if isinstance(ann, list) else [ann],
         "combat_hand": ann_hand, "combat_deck": list(deck or [])},
        {"name": "Bob", "allegiance": "wyrm", "pack": bob if isinstance(bob, list) else [bob],
         "combat_hand": bob_hand, "combat_deck": list(deck or [])},
    ]
    if extra_seat:
        seats.append(extra_seat)
    data = {"name": "duel", "turn": 2, "phase": "combat", "seats": seats,
            "hunting": hunting or [], **top}
    game = position(lib, data)
    for _ in range(100):  # through the combat discards and the alphas
        d = game.pending
        if d.kind == "alpha-action":
            break
        passes = [o for o in d.options if o.choice.kind in ("done", "pass")]
        # alphas: the first pack member listed
        game.apply((passes or list(d.options))[0].choice)
    if attack is not None and game.state.player(game.pending.seat).name != "Ann":
        label(game, "Pass")
        pass_until(game, "alpha-action")
    if attack is not None and game.pending.kind == "alpha-action":
        pick(game, lambda o: o.label.startswith("Attack") and attack in o.label
             and "to bind" not in o.label)
        pass_until(game, "commit")
    return game


def commit(game: Game, card: str | None) -> None:
    """Commit ``card`` (a card name) or a null card for the creature being asked about."""
    d = game.pending
    assert d is not None and d.kind == "commit", d
    if card is None:
        opts = [o for o in d.options if o.card is None and o.choice.kind == "commit"]
    else:
        opts = [o for o in d.options if o.label.startswith(card + " face down")]
    assert opts, [o.label for o in d.options]
    game.apply(opts[0].choice)


def round_of(game: Game, *cards: str | None) -> None:
    """Commit one card per pending commit decision, in order, then answer targets with the
    first option."""
    for card in cards:
        commit(game, card)
    while game.pending is not None and game.pending.kind == "target":
        game.apply(game.pending.options[0].choice)


def events(game: Game, kind: str) -> list[str]:
    """Texts of the events of ``kind`` so far."""
    return [e.text for e in game.state.events if e.kind == kind]
