"""The hot-seat curtain: the whole screen hidden until the next player takes the keyboard."""

from __future__ import annotations

import time
from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from rage_tui.i18n import N_, _
from rage_tui.ui.screens.reveal import Namer, RevealBatch, reveal_renderable
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.too_small import TooSmall


class CurtainScreen(Screen[bool]):
    """"Pass to NAME - press Enter". Dismisses True to go on, False to quit to the title.

    ``reveals``: the public reveal of the combat round just played, shown on the curtain so
    that everyone sees it and it costs no key of its own."""

    BINDINGS = [
        Binding("enter", "go", N_("I am at the keyboard")),
        Binding("q", "leave", N_("Save and quit to title")),
    ]

    def __init__(self, name: str, note: str = "", guard: float = 0.4,
                 reveals: Sequence[RevealBatch] = (), namer: Namer | None = None) -> None:
        super().__init__()
        self.player = name
        self.note = note
        self.reveals = list(reveals)
        self.namer = namer
        #: Seconds during which Enter is ignored, so a key the last player pressed twice (or
        #: held down) cannot lift the curtain before the keyboard changes hands.
        self.guard = guard
        self.opened = time.monotonic()

    def compose(self) -> ComposeResult:
        text = Text(justify="center")
        text.append(_("Pass to {player}").format(player=self.player), style="bold")
        text.append(" - " + _("press Enter") + "\n\n")
        text.append(_("Everything private is hidden. Only {player} should look at the "
                      "screen once Enter is pressed.").format(player=self.player), style="dim")
        if self.note:
            text.append(f"\n\n{self.note}", style="italic")
        if self.reveals:
            with VerticalScroll(id="curtain-body"):
                yield Static(text, id="curtain-text")
                for b in self.reveals:
                    yield Static(reveal_renderable(b.events, b.round_no, b.continued,
                                                   b.complete, self.namer, b.bluffs),
                                 classes="curtain-reveal")
        else:
            with Middle(), Center():
                yield Static(text, id="curtain-text")
        yield Footer()
        yield TooSmall()

    def on_mount(self) -> None:
        self.opened = time.monotonic()

    def action_go(self) -> None:
        """The named player has the keyboard."""
        if time.monotonic() - self.opened < self.guard:
            return
        self.dismiss(True)

    def action_leave(self) -> None:
        """Quit to the title screen (the game is autosaved)."""
        self.dismiss(False)
