"""Zones: drawing cards from a deck into a hand (the owner sees what it drew, the others only
how many), reshuffling a discard pile into an empty deck, and moving a card between piles.

A pile is a list of card instances; the top of a deck is its end. Which piles a game has is the
ruleset's (rage-1995: sept and combat decks, hands and discards, ``rulesets/rage1995/zones.py``).
"""

from __future__ import annotations

from typing import Any

from rage_tui.engine.events import event, private
from rage_tui.engine.state import GameState
from rage_tui.i18n import Text


def announce_draw(g: GameState[Any, Any], seat: int, deck: str, drawn: list[int]) -> None:
    """Log a draw: the drawing seat sees the cards' names, everyone else how many."""
    name = g.player(seat).name
    n = len(drawn)
    counted = (event("drew", "{player} drew {n} sept card(s)", {"player": name, "n": n},
                     seat=seat, deck=deck, count=n) if deck == "sept"
               else event("drew", "{player} drew {n} combat card(s)", {"player": name, "n": n},
                          seat=seat, deck=deck, count=n) if deck == "combat"
               else event("drew", "{player} drew {n} {deck} card(s)",
                          {"player": name, "n": n, "deck": deck}, seat=seat, deck=deck, count=n))
    g.emit(private(
        {seat},
        event("drew", "{player} drew {names}",
              {"player": name, "names": ", ".join(g.name(i) for i in drawn)}, seat=seat, deck=deck,
              cards=tuple(drawn)),
        counted,
    ))


def reshuffle(g: GameState[Any, Any], seat: int, deck: list[int], discard: list[int], text: Text,
              rule: str) -> None:
    """Shuffle ``discard`` into the empty ``deck`` (``discard`` is emptied) and log ``text``."""
    deck.extend(discard)
    discard.clear()
    g.rng.shuffle(deck)
    g.emit(event("reshuffled", "{player} {text}", {"player": g.player(seat).name, "text": text},
                 rule, seat=seat))


def draw(g: GameState[Any, Any], seat: int, deck: list[int], hand: list[int], n: int, label: str,
         discard: list[int] | None = None, reshuffle_text: Text = "",
         reshuffle_rule: str = "") -> list[int]:
    """Draw up to ``n`` cards from the top of ``deck`` into ``hand`` and log it (see
    :func:`announce_draw`; ``label`` names the deck). With ``discard``, an empty deck is first
    made again from it (:func:`reshuffle`); without, an empty deck draws nothing more."""
    drawn: list[int] = []
    for _ in range(max(0, n)):
        if not deck and discard:
            reshuffle(g, seat, deck, discard, reshuffle_text, reshuffle_rule)
        if not deck:
            break
        drawn.append(deck.pop())
    hand.extend(drawn)
    if drawn:
        announce_draw(g, seat, label, drawn)
    return drawn


def move(iid: int, source: list[int], target: list[int]) -> None:
    """Move card ``iid`` from the pile ``source`` to the top of ``target``."""
    source.remove(iid)
    target.append(iid)
