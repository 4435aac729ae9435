"""The end of a game: who won, the VP of each pack, the seed and where the game was saved."""

from __future__ import annotations

from pathlib import Path

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Static

from rage_tui.i18n import N_, _, render
from rage_tui.rulesets.rage1995.view_types import View
from rage_tui.ui.describe import bot_name
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.too_small import TooSmall


class GameOverScreen(Screen[str]):
    """Dismisses with ``title`` (back to the title screen) or ``quit``."""

    BINDINGS = [
        Binding("enter", "leave('title')", N_("Title screen")),
        Binding("q", "leave('quit')", N_("Quit")),
    ]

    def __init__(self, view: View | None, seed: int, saved: list[Path], kinds: dict[int, str],
                 summary: Text | None = None) -> None:
        """``view``: a Rage game's public view (its table of victory points); a game drawn by
        a UI adapter gives its ``summary`` instead."""
        super().__init__()
        self.view = view
        self.summary = summary
        self.seed = seed
        self.saved = saved
        self.kinds = kinds

    def compose(self) -> ComposeResult:
        if self.view is None:
            head = Text(_("Game over") + "\n", style="bold", justify="center")
            with Middle(), Center(), Vertical(id="over-box"):
                yield Static(head, id="over-title")
                yield Static(self.summary or Text(), id="over-table")
                yield Static(self._info(), id="over-info")
            yield Footer()
            yield TooSmall()
            return
        v = self.view
        table = Table(title=_("Victory points"), expand=False)
        table.add_column(_("Player"))
        table.add_column(_("Plays"))
        table.add_column(_("VP"), justify="right")
        table.add_column("")
        for sv in v.seats:
            won = v.winner == sv.seat
            mark = _("winner") if won else (_("out") if sv.out else "")
            kind = self.kinds.get(sv.seat, "human")
            plays = _("human") if kind == "human" else _("{bot} bot").format(bot=bot_name(kind))
            table.add_row(sv.name, plays, str(sv.vp), mark, style="bold green" if won else "")
        head = Text(_("Game over") + "\n", style="bold", justify="center")
        head.append(render(v.result) or _("The game has ended."), style="bold yellow")
        info = Text()
        level = v.renown_level
        info.append(_("Renown level: {level} · turns played: {turns}").format(
            level=level if level is not None else _("none"), turns=v.turn) + "\n")
        info.append_text(self._info())
        with Middle(), Center(), Vertical(id="over-box"):
            yield Static(head, id="over-title")
            yield Static(table, id="over-table")
            yield Static(info, id="over-info")
        yield Footer()
        yield TooSmall()

    def _info(self) -> Text:
        """The seed and where the game was saved."""
        info = Text()
        info.append(_("Seed: {seed} (play it again with this seed)").format(seed=self.seed)
                    + "\n")
        if self.saved:
            info.append(_("Saved to:") + "\n")
            for p in self.saved:
                info.append(f"  {p}\n")
        else:
            info.append(_("The game could not be saved.") + "\n", style="red")
        return info

    def action_leave(self, where: str) -> None:
        """Leave the game-over screen."""
        self.dismiss(where)
