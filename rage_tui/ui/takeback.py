"""Taking back a decision: the last one made at the keyboard, and every decision after it (the
bots' too), undone by replaying the game up to it. Pure Python (no Textual)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rage_tui.engine.errors import IllegalChoiceError
from rage_tui.engine.game import Game
from rage_tui.i18n import _, ngettext

if TYPE_CHECKING:
    from rage_tui.ui.session import GameSession


def why_no_take_back(session: GameSession) -> str | None:
    """Why the player at the keyboard may not take a decision back now (None: allowed)."""
    if session.hot_seat and not session.setup.variants.take_backs:
        return _("take-backs are off in hot-seat games (the take-backs house rule, R34)")
    if session.over:
        return _("the game is over")
    if last_human_move(session) is None:
        return _("there is no decision of yours to take back")
    return None


def last_human_move(session: GameSession) -> int | None:
    """The index (in the game's choices) of the last decision made at the keyboard."""
    n = len(session.match.game.choices)
    mine = [i for i in session._human_moves if i < n]
    if mine:
        return mine[-1]
    seats = {session.viewer} if session.viewer is not None else set(session.humans)
    found = [i for i, (seat, _c) in enumerate(session.match.game.choices) if seat in seats]
    return found[-1] if found else None


def take_back(session: GameSession) -> str:
    """Undo the last decision made at the keyboard of ``session`` and every one after it;
    record it in ``session.takebacks``; say what was undone. Raises ``IllegalChoiceError``
    with the reason when not allowed."""
    reason = why_no_take_back(session)
    if reason is not None:
        raise IllegalChoiceError(reason)
    at = last_human_move(session)
    assert at is not None
    old = session.match.game
    fresh = Game(old.state.setup, old.state.defs, old.ruleset, iid_base=old.iid_base)
    for seat, choice in old.choices[:at]:
        fresh.apply(choice, seat)
    undone = old.choices[at:]
    session.takebacks.append({"from": len(old.choices), "to": at, "turn": old.state.turn,
                              "undone": [[seat, *c.to_json()] for seat, c in undone]})
    rebuilt = type(session).from_game(fresh, session.library, session.save_path, session.solo)
    session.match = rebuilt.match
    session._human_moves = [i for i in session._human_moves if i < at]
    session._picks.clear()
    session._cursor = len(fresh.state.events)
    session.notes = [(i, e) for i, e in session.notes if i <= len(fresh.state.events)]
    session._explained = {}
    mine = sum(1 for seat, _c in undone if seat in session.humans)
    return ngettext("Took back {mine} decision of yours and {others} by others; the "
                    "take-back is recorded in the save",
                    "Took back {mine} decisions of yours and {others} by others; the "
                    "take-back is recorded in the save", mine).format(
        mine=mine, others=len(undone) - mine)
