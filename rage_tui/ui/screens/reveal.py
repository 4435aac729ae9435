"""The reveal: every face-down card turns over at once, then why each bluff landed or failed,
then what the cards did in speed order. Everything here is public."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from rage_tui.engine.events import Event, revealed_slot
from rage_tui.i18n import N_, _, render
from rage_tui.ui.describe import rule_citation, you_grammar
from rage_tui.ui.widgets.footer import Footer
from rage_tui.ui.widgets.too_small import TooSmall

BLUFF_KINDS = {"bluff", "illegal"}
END_KINDS = {"round-end", "combat-end"}
DRAMATIC = {"killed": "bold red", "flipped": "bold yellow", "removed": "bold red",
            "frenzy": "bold magenta", "damage": "", "scored": "bold green"}


@dataclass
class RevealBatch:
    """The public events of one reveal: from the cards turning over to the end of the round.
    A decision in the middle (a player may stop damage ...) splits it: the rest comes as a
    ``continued`` batch after that decision."""

    round_no: int | None
    events: list[Event] = field(default_factory=list)
    continued: bool = False
    complete: bool = False
    #: whether the game has Rage's bluffs to establish (not a game drawn by a UI adapter)
    bluffs: bool = True


def reveal_batches(events: Sequence[Event], round_no: int | None = None,
                   open_round: int | None = None) -> list[RevealBatch]:
    """The reveals in ``events``. ``round_no`` is the round in progress before them;
    ``open_round`` is set when an earlier reveal of that round has not reached its end."""
    out: list[RevealBatch] = []
    current: RevealBatch | None = None
    if open_round is not None:
        current = RevealBatch(open_round, continued=True)
        out.append(current)
    for e in events:
        if e.kind == "round":
            round_no = e.get("round")
        if e.kind == "revealed":
            current = RevealBatch(round_no, [e])
            out.append(current)
            continue
        if current is not None:
            current.events.append(e)
            if e.kind in END_KINDS:
                current.complete = True
                current = None
    return [b for b in out if b.events]


NULL = -1
#: Gives the printed name of a card instance (only ever asked about revealed, public cards).
Namer = Callable[[int], str]


def reveal_lines(event: Event, name: Namer | None = None) -> list[str]:
    """The cards of a ``revealed`` event, one creature per line, from its structured
    ``slots`` (creature, card, target); the event's text only when it has none."""
    slots = event.get("slots")
    if name is not None and isinstance(slots, tuple) and slots:
        out = []
        for creature, card, target in slots:
            out.append(render(revealed_slot(name(creature), name(card) if card != NULL else None,
                                            name(target) if target != NULL else None)))
        return out
    text = render(event.text)
    _head, sep, rest = text.partition(": " if text.startswith("Mini-step") else ". ")
    if not sep or not rest:
        return [text]
    return [part.strip() for part in rest.split(";") if part.strip()]


def reveal_renderable(events: Sequence[Event], round_no: int | None,
                      continued: bool = False, complete: bool = True,
                      name: Namer | None = None, bluffs_section: bool = True) -> RenderableType:
    """The reveal as Rich text (``bluffs_section``: the game has Rage's bluffs, so the reveal
    says how each was established, or that nobody bluffed)."""
    parts: list[RenderableType] = []
    if round_no and continued:
        title = _("Combat round {n}: the resolution goes on").format(n=round_no)
    elif round_no:
        title = _("Combat round {n}: the cards turn over together").format(n=round_no)
    else:
        title = _("The resolution goes on") if continued else _("The cards turn over together")
    parts.append(Text(title, style="bold underline"))
    bluffs = [e for e in events if e.kind in BLUFF_KINDS]
    rest = [e for e in events if e.kind not in BLUFF_KINDS and e.kind != "revealed"]
    for e in events:
        if e.kind == "revealed":
            parts.append(Text(""))
            for line in reveal_lines(e, name):
                parts.append(Text(f"  {line}", style="bold cyan"))
    if bluffs_section and (not continued or bluffs):
        parts.append(Text(""))
        parts.append(Text(_("Establishing bluffs"), style="bold"))
        for e in bluffs:
            parts.append(Text(f"  {you_grammar(e.text)}"))
        if not bluffs:
            parts.append(Text("  " + _("Nobody bluffed."), style="dim"))
    parts.append(Text(""))
    parts.append(Text(_("Resolution (fast, then normal, then slow)"), style="bold"))
    if rest:
        for e in rest:
            parts.append(Text(f"  {you_grammar(e.text)}", style=DRAMATIC.get(e.kind, "")))
    elif complete:
        parts.append(Text("  " + _("Nothing happened."), style="dim"))
    if not complete:
        parts.append(Text("  " + _("... a player has a choice before the rest resolves."),
                          style="italic"))
    cited = sorted({e.rule for e in events if e.rule})
    if cited:
        parts.append(Text(""))
        parts.append(Text(_("Rules applied: {rules}").format(
            rules="; ".join(rule_citation(r) for r in cited)),
                          style="dim"))
    return Group(*parts)


class RevealScreen(Screen[None]):
    """Shows one combat round's reveal (or the rest of its resolution) until Enter."""

    BINDINGS = [Binding("enter,escape,space", "close", N_("Continue"))]

    def __init__(self, batch: RevealBatch, name: Namer | None = None) -> None:
        super().__init__()
        self.reveal = batch
        self.namer = name

    def compose(self) -> ComposeResult:
        b = self.reveal
        with VerticalScroll(id="reveal-body"):
            yield Static(reveal_renderable(b.events, b.round_no, b.continued, b.complete,
                                           self.namer, b.bluffs),
                         id="reveal-text")
        yield Footer()
        yield TooSmall()

    def action_close(self) -> None:
        """Back to the board."""
        self.dismiss(None)
