"""The notes the log shows between a game's events: bots' explanations of their plays (once
revealed), scripted prey's, and the answers the app gave for a player. Pure Python; the game
session keeps the notes, each with the index of the event it follows."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Sequence
from typing import Any

from rage_tui.engine.events import Event
from rage_tui.i18n import Text, _


def note_text(x: object) -> Text:
    """A bot's explanation: a game message stays one (shown in the reader's language)."""
    return x if isinstance(x, str) else str(x)


def explanations(match: Any, name: Any) -> list[tuple[object, str, list[Text]]]:
    """Every explainer of ``match`` with all it has said so far: (key, who, texts) for each bot
    with ``explanations`` (``name(seat)`` names it) and for the scripted prey."""
    sources: list[tuple[object, str, list[Text]]] = []
    for seat, agent in match.agents.items():
        found = getattr(agent, "explanations", None)
        if isinstance(found, list):
            sources.append((seat, name(seat), [note_text(x) for x in found]))
    explain = getattr(getattr(match, "prey", None), "explain", None)
    if callable(explain):
        with contextlib.suppress(AttributeError, AssertionError, KeyError):
            sources.append(("prey", _("Prey"), [note_text(x) for x in
                                              explain(match.game.view_for(None))]))
    return sources


def interleaved(events: Sequence[Event], notes: Iterable[tuple[int, Event]],
                viewer: int | None) -> list[Event]:
    """The events ``viewer`` may see, each note placed before the event of its index (notes
    made after the last event at the end)."""
    out: list[Event] = []
    pending = iter(notes)
    nxt = next(pending, None)
    for i, e in enumerate(events):
        while nxt is not None and nxt[0] <= i:
            out.append(nxt[1])
            nxt = next(pending, None)
        seen = e.for_seat(viewer)
        if seen is not None:
            out.append(seen)
    while nxt is not None:
        out.append(nxt[1])
        nxt = next(pending, None)
    return out
