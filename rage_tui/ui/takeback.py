"""Taking back a decision: the last one made at the keyboard, and every decision after it (the
bots' too), undone by replaying the game up to it. Pure Python (no Textual).

These functions read and build games only; :class:`rage_tui.ui.session.GameSession` asks them
and then updates itself (this module does not know the session, so no import circle)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from rage_tui.engine.game import Game
from rage_tui.i18n import _, ngettext


def why_no_take_back(*, house_rule_off: bool, over: bool, last: int | None) -> str | None:
    """Why the player at the keyboard may not take a decision back now (None: allowed):
    ``house_rule_off`` for a hot-seat game without the take-backs house rule, ``over`` for a
    finished game, ``last`` the player's last decision (see :func:`last_human_move`)."""
    if house_rule_off:
        return _("take-backs are off in hot-seat games (the take-backs house rule, R34)")
    if over:
        return _("the game is over")
    if last is None:
        return _("there is no decision of yours to take back")
    return None


def last_human_move(game: Game, recorded: Sequence[int], seats: Collection[int]) -> int | None:
    """The index (in ``game``'s choices) of the last decision made at the keyboard: the last of
    ``recorded`` still in the game, else the last choice made by one of ``seats``."""
    n = len(game.choices)
    mine = [i for i in recorded if i < n]
    if mine:
        return mine[-1]
    found = [i for i, (seat, _c) in enumerate(game.choices) if seat in seats]
    return found[-1] if found else None


@dataclass(frozen=True)
class TakeBack:
    """A game replayed up to a decision: the ``game`` before it, the ``record`` kept in the
    save, and how many of the undone decisions were the keyboard's (``mine``) and others'."""

    game: Game
    record: dict[str, Any]
    mine: int
    others: int

    def message(self) -> str:
        """What was undone, for the player."""
        return ngettext("Took back {mine} decision of yours and {others} by others; the "
                        "take-back is recorded in the save",
                        "Took back {mine} decisions of yours and {others} by others; the "
                        "take-back is recorded in the save", self.mine).format(
            mine=self.mine, others=self.others)


def take_back(old: Game, at: int, humans: Collection[int]) -> TakeBack:
    """``old`` replayed up to (not including) its choice number ``at``; ``humans`` are the seats
    played at the keyboard."""
    fresh = Game(old.state.setup, old.state.defs, old.ruleset, iid_base=old.iid_base)
    for seat, choice in old.choices[:at]:
        fresh.apply(choice, seat)
    undone = old.choices[at:]
    record = {"from": len(old.choices), "to": at, "turn": old.state.turn,
              "undone": [[seat, *c.to_json()] for seat, c in undone]}
    mine = sum(1 for seat, _c in undone if seat in humans)
    return TakeBack(fresh, record, mine, len(undone) - mine)
