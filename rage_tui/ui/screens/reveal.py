"""The reveal: every face-down card turns over at once, then why each bluff landed or failed,
then what the cards did in speed order. Everything here is public."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from rage_tui.engine.events import Event
from rage_tui.ui.widgets.too_small import TooSmall

BLUFF_KINDS = {"bluff", "illegal"}
END_KINDS = {"round-end", "combat-end"}
DRAMATIC = {"killed": "bold red", "flipped": "bold yellow", "removed": "bold red",
            "frenzy": "bold magenta", "damage": "", "scored": "bold green"}


def reveal_batches(events: Sequence[Event], round_no: int | None = None
                   ) -> list[tuple[int | None, list[Event]]]:
    """Each reveal in ``events`` with the events up to the end of its round, and the round
    number (``round_no`` is the round in progress before the first event)."""
    out: list[tuple[int | None, list[Event]]] = []
    current: list[Event] | None = None
    for e in events:
        if e.kind == "round":
            round_no = e.get("round")
        if e.kind == "revealed":
            current = [e]
            out.append((round_no, current))
            continue
        if current is not None:
            current.append(e)
            if e.kind in END_KINDS:
                current = None
    return out


def reveal_lines(event: Event) -> list[str]:
    """The cards of a ``revealed`` event, one creature per line."""
    text = event.text
    _head, sep, rest = text.partition(". ")
    if not sep or not rest:
        return [text]
    return [part.strip() for part in rest.split(";") if part.strip()]


def reveal_renderable(events: Sequence[Event], round_no: int | None) -> RenderableType:
    """The reveal as Rich text."""
    parts: list[RenderableType] = []
    title = "The cards turn over together"
    if round_no:
        title = f"Combat round {round_no}: the cards turn over together"
    parts.append(Text(title, style="bold underline"))
    bluffs = [e for e in events if e.kind in BLUFF_KINDS]
    rest = [e for e in events if e.kind not in BLUFF_KINDS and e.kind != "revealed"]
    for e in events:
        if e.kind == "revealed":
            parts.append(Text(""))
            for line in reveal_lines(e):
                parts.append(Text(f"  {line}", style="bold cyan"))
    parts.append(Text(""))
    parts.append(Text("Establishing bluffs", style="bold"))
    if bluffs:
        for e in bluffs:
            parts.append(Text(f"  {e.text}"))
    else:
        parts.append(Text("  Nobody bluffed.", style="dim"))
    parts.append(Text(""))
    parts.append(Text("Resolution (fast, then normal, then slow)", style="bold"))
    if rest:
        for e in rest:
            parts.append(Text(f"  {e.text}", style=DRAMATIC.get(e.kind, "")))
    else:
        parts.append(Text("  Nothing happened.", style="dim"))
    cited = sorted({e.rule for e in events if e.rule})
    if cited:
        parts.append(Text(""))
        parts.append(Text("Rules applied: " + "; ".join(cited), style="dim"))
    return Group(*parts)


class RevealScreen(Screen[None]):
    """Shows one combat round's reveal until Enter."""

    BINDINGS = [Binding("enter,escape,space", "close", "Continue")]

    def __init__(self, events: Sequence[Event], round_no: int | None = None) -> None:
        super().__init__()
        self.events = list(events)
        self.round_no = round_no

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="reveal-body"):
            yield Static(reveal_renderable(self.events, self.round_no), id="reveal-text")
        yield Footer()
        yield TooSmall()

    def action_close(self) -> None:
        """Back to the board."""
        self.dismiss(None)
