"""The game's commands in the command palette (ctrl+p) of the board: save, stops, pass until,
the rules reference, help, switching panels, and looking up any card by name."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Protocol, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider

from rage_tui.i18n import _, render

if TYPE_CHECKING:
    from rage_tui.engine.cards import Card
    from rage_tui.ui.host import AppHost
    from rage_tui.ui.session import GameSession

Command = tuple[str, Callable[[], object], str]


class Board(Protocol):
    """What the palette needs of the board it was opened on (the game screen implements it;
    this module does not import the screen, which lists these commands)."""

    @property
    def rage_app(self) -> AppHost: ...

    @property
    def session(self) -> GameSession: ...

    @property
    def defs(self) -> Mapping[str, Card]: ...

    def action_save(self) -> None: ...

    def action_rule(self) -> None: ...

    def action_help(self) -> None: ...

    def action_switch_pane(self) -> None: ...

    def action_stops(self) -> None: ...

    def pass_until(self, until: str | None) -> None: ...

    def look_up(self, cid: str) -> None: ...


class GameCommands(Provider):
    """Commands of the game board."""

    @property
    def board(self) -> Board | None:
        """The board the palette was opened on: a screen that lists these commands."""
        screen = self.screen
        return cast(Board, screen) if GameCommands in getattr(screen, "COMMANDS", ()) else None

    def commands(self) -> list[Command]:
        """The board's own commands: (name, what it does, help)."""
        board = self.board
        if board is None:
            return []
        out: list[Command] = [
            (_("Save game"), board.action_save, _("Save this game to a file (ctrl+s)")),
            (_("Rules reference"), partial(board.rage_app.show_rule, ""),
             _("The rules, by phase and step, and the rules decisions (R1 ...)")),
            (_("Rule of this decision"), board.action_rule,
             _("The rule behind the question (r)")),
            (_("Help"), board.action_help, _("Keys and how to play (F1)")),
            (_("Switch view"), board.action_switch_pane,
             _("Small terminals: table, hands, card or log beside the prompt (v)")),
        ]
        if board.session.hot_seat:
            out.append((_("Stops"), board.action_stops,
                        _("Choose the open-play windows where you want to be asked (o)")))
            for point in board.session.stops_spec.until:
                out.append((_("Pass until {point}").format(point=render(point.label)),
                            partial(board.pass_until, point.key),
                            _("Pass every choice that can be passed until then (p)")))
            out.append((_("Stop passing"), partial(board.pass_until, "stop"),
                        _("End a running 'pass until'")))
        return out

    async def discover(self) -> Hits:
        for name, run, help_text in self.commands():
            yield DiscoveryHit(name, run, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, run, help_text in self.commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), run, help=help_text)
        board = self.board
        if board is None or len(query.strip()) < 2:
            return
        for cid, card in board.defs.items():
            text = _("Card: {card}").format(card=card.name)
            score = matcher.match(text)
            if score > 0:
                yield Hit(score * 0.9, matcher.highlight(text), partial(board.look_up, cid),
                          help=_("Show this card in full"))
