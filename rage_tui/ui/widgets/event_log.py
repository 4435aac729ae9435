"""The event log: what happened, each line with the rule it applied (Enter opens the rule)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option as ListOption

from rage_tui.engine.events import Event
from rage_tui.i18n import _
from rage_tui.ui.describe import rule_citation, you_grammar

MAX_LINES = 400
HEADLINES = {"turn", "phase", "round", "game-over"}
STRONG = {"revealed", "bluff", "damage", "killed", "flipped", "removed", "scored", "out",
          "illegal"}


def event_text(event: Event) -> Text:
    """One log line."""
    text = you_grammar(event.text)
    if event.kind == "bot-note":
        out = Text(text, style="italic magenta")
    elif event.kind in HEADLINES:
        out = Text(text, style="bold cyan")
    elif event.kind in STRONG:
        out = Text(text, style="bold")
    else:
        out = Text(text)
    if event.rule:
        out.append(f"  § {rule_citation(event.rule)}", style="dim")
    return out


class EventLog(OptionList):
    """The events the player at the keyboard may see, newest at the bottom."""

    DEFAULT_CSS = """
    EventLog { height: 1fr; border: round $primary; scrollbar-gutter: stable; }
    EventLog:focus { border: round $accent; }
    """

    @dataclass
    class RuleRequested(Message):
        """Open the rule a log line cites."""

        rule: str

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = _("Log (Enter on a line: its rule)")
        self._events: list[Event] = []
        self._seen = 0
        self._reader: object = object()

    def show(self, events: Sequence[Event], reader: object, to_end: bool = False) -> None:
        """Show the visible log ``events`` of ``reader`` (a seat): all of them, however long
        the game (only the last ``MAX_LINES`` are kept on screen). While the reader stays the
        same the log only grows, so new lines are appended; a new reader rebuilds it. The
        newest line is brought into view when the log was already at its end, or with
        ``to_end`` (a new question for the player)."""
        at_end = to_end or self.highlighted is None or \
            self.highlighted >= len(self._events) - 1
        if reader == self._reader and len(events) >= self._seen and \
                len(self._events) + len(events) - self._seen <= MAX_LINES + 100:
            new = list(events[self._seen:])
            if new:
                self.add_options([ListOption(event_text(e)) for e in new])
                self._events.extend(new)
        else:
            self._events = list(events[-MAX_LINES:])
            self.set_options([ListOption(event_text(e)) for e in self._events])
        self._seen = len(events)
        self._reader = reader
        if self._events and at_end:
            self.highlighted = len(self._events) - 1
            self.scroll_end(animate=False)
            # again once the new lines have been laid out (their height is known only then)
            self.call_after_refresh(self.scroll_end, animate=False)

    def on_mount(self) -> None:
        # keep the newest line in view as lines are added (until the player scrolls up)
        self.anchor()

    @property
    def highlighted_rule(self) -> str:
        """The rule cited by the highlighted line ('' if none)."""
        i = self.highlighted
        if i is None or not 0 <= i < len(self._events):
            return ""
        return self._events[i].rule

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self._events):
            rule = self._events[event.option_index].rule
            if rule:
                self.post_message(self.RuleRequested(rule))
