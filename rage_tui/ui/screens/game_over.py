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

from rage_tui.i18n import N_
from rage_tui.rulesets.rage1995.view_types import View
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.too_small import TooSmall


class GameOverScreen(Screen[str]):
    """Dismisses with ``title`` (back to the title screen) or ``quit``."""

    BINDINGS = [
        Binding("enter", "leave('title')", N_("Title screen")),
        Binding("q", "leave('quit')", N_("Quit")),
    ]

    def __init__(self, view: View, seed: int, saved: list[Path], kinds: dict[int, str]) -> None:
        super().__init__()
        self.view = view
        self.seed = seed
        self.saved = saved
        self.kinds = kinds

    def compose(self) -> ComposeResult:
        v = self.view
        table = Table(title="Victory points", expand=False)
        table.add_column("Player")
        table.add_column("Plays")
        table.add_column("VP", justify="right")
        table.add_column("")
        for sv in v.seats:
            mark = "winner" if v.winner == sv.seat else ("out" if sv.out else "")
            kind = self.kinds.get(sv.seat, "human")
            table.add_row(sv.name, "human" if kind == "human" else f"{kind} bot", str(sv.vp),
                          mark, style="bold green" if mark == "winner" else "")
        head = Text("Game over\n", style="bold", justify="center")
        head.append(v.result or "The game has ended.", style="bold yellow")
        info = Text()
        level = v.renown_level
        info.append(f"Renown level: {level if level is not None else 'none'} · "
                    f"turns played: {v.turn}\n")
        info.append(f"Seed: {self.seed} (play it again with this seed)\n")
        if self.saved:
            info.append("Saved to:\n")
            for p in self.saved:
                info.append(f"  {p}\n")
        else:
            info.append("The game could not be saved.\n", style="red")
        with Middle(), Center(), Vertical(id="over-box"):
            yield Static(head, id="over-title")
            yield Static(table, id="over-table")
            yield Static(info, id="over-info")
        yield Footer()
        yield TooSmall()

    def action_leave(self, where: str) -> None:
        """Leave the game-over screen."""
        self.dismiss(where)
