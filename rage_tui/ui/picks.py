"""What the seat at the keyboard picked so far in a closed-play step, found again in a loaded
game (issue 29: Continue after Ctrl+C lost the "Picked so far" line). The session keeps the
picks as they are made; a loaded game has only its choices, so they are replayed once to learn
which decision each choice answered."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

from rage_tui.engine.game import Game


def picks_in_game(game: Game, defs: Mapping[str, Any], kinds: Collection[str],
                  label: Callable[[Any], str]) -> dict[tuple[int, str], list[str]]:
    """The labels of the picks the deciding seat made in the closed-play step it is in (a
    decision of one of ``kinds``), oldest first, keyed as the session keys them; empty when
    the pending decision is of no such step. ``label`` renders an option's label."""
    d = game.pending
    if d is None or d.kind not in kinds or not game.choices:
        return {}
    replay = Game(game.state.setup, defs, game.ruleset, iid_base=game.iid_base)
    answered: list[tuple[int, str, str, str]] = []  # seat, decision kind, label, choice kind
    for seat, choice in game.choices:
        asked = replay.pending
        if asked is None:
            return {}
        opt = asked.find(choice)
        answered.append((seat, asked.kind, label(opt.label) if opt else str(choice),
                         choice.kind))
        replay.apply(choice, seat)
    picks: list[str] = []
    for seat, kind, text, choice_kind in reversed(answered):
        if seat != d.seat:
            continue  # the other seats pick in the same step, in any order
        if kind != d.kind or choice_kind == "done":
            break
        picks.append(text)
    return {(d.seat, d.kind): picks[::-1]} if picks else {}
