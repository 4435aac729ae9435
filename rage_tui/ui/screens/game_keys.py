"""The board's keys for the player's own settings and the file: save (``ctrl+s``), "pass until"
(``p``) and stops (``o``). Stops are the player's own in hot-seat games; alone at the keyboard
they are the solo stops (where the game also passes whenever Pass is the only answer, since
nobody watches)."""

from __future__ import annotations

from typing import Any, Protocol

from rage_tui.i18n import _, render
from rage_tui.ui.host import AppHost
from rage_tui.ui.session import GameSession


class StopsBoard(Protocol):
    """What these keys need of the game screen."""

    session: GameSession
    thinking: bool

    @property
    def app(self) -> Any: ...

    @property
    def rage_app(self) -> AppHost: ...

    @property
    def waiting(self) -> bool: ...

    def notify(self, message: str) -> None: ...

    def pass_until(self, until: str | None) -> None: ...


def save_now(board: StopsBoard) -> None:
    """Save the game, saying where (not while a bot is thinking)."""
    from rage_tui.saves import SaveError

    if board.thinking:
        board.notify(_("A bot is thinking; save again in a moment."))
        return
    try:
        path = board.session.save()
    except SaveError as exc:
        board.rage_app.show_error(_("The game was not saved"), str(exc))
        return
    board.app.notify(_("Saved to {path}").format(path=path), title=_("Game saved"))


def may_pass_until(board: StopsBoard) -> bool:
    """Whether the player at the keyboard may ask "pass until" now (at their own decision);
    says why not."""
    s = board.session
    if s.autopass is None or s.viewer is None or s.my_decision() is None or not board.waiting:
        board.notify(_("Pass until is asked at your own decision."))
        return False
    return True


def open_pass_until(board: StopsBoard) -> None:
    """The "pass until ..." dialog; its answer goes to ``board.pass_until``."""
    from rage_tui.ui.screens.stops import PassUntilScreen

    s = board.session
    if not may_pass_until(board):
        return
    assert s.autopass is not None and s.viewer is not None
    board.app.push_screen(PassUntilScreen(s.name(s.viewer), s.stops_spec,
                                          s.autopass.until_of(s.viewer)), board.pass_until)


def start_passing(board: StopsBoard, until: str | None) -> None:
    """Start passing for the player at the keyboard until ``until`` (a key of the ruleset's
    "pass until" points), or stop with ``stop``; None does nothing."""
    if until is None or not may_pass_until(board):
        return
    words = {p.key: p.label for p in board.session.stops_spec.until}
    if until != "stop" and until not in words:
        return
    board.session.pass_until(None if until == "stop" else until)
    board.notify(_("Passing until {point} (from your next choice on).").format(
        point=render(words[until])) if until in words else _("No longer passing."))


def open_stops(board: StopsBoard) -> None:
    """The stops dialog of the player at the keyboard; saved in the settings."""
    from rage_tui.ui.screens.stops import StopsScreen

    s = board.session
    settings = board.rage_app.settings
    if s.viewer is None or s.viewer not in s.humans:
        board.notify(_("Stops can be set once a player has the keyboard."))
        return
    name = s.name(s.viewer)
    solo = not s.hot_seat
    spec = s.stops_spec

    def chosen(result: tuple[frozenset[str], bool] | None) -> None:
        if result is None:
            return
        if solo:
            settings.set_solo_stops(spec, result[0])
        else:
            settings.set_stops(name, spec, result[0])
            settings.skip_nothing_playable = result[1]
        settings.save()
        s.use_settings(settings)
        board.notify(_("Stops saved."))

    if solo:
        board.app.push_screen(StopsScreen(name, spec, settings.solo_stops_set(spec), True,
                                          solo=True), chosen)
    else:
        board.app.push_screen(StopsScreen(name, spec, settings.stops_for(name, spec),
                                          settings.skip_nothing_playable), chosen)
