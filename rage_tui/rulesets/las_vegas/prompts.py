"""The prompts of this game's open-play rounds (the core's open-play frame asks with the
window's name; these rounds ask in their own words)."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.choices import Decision, Option, option
from rage_tui.engine.windows import PASS
from rage_tui.i18n import Text, m

_PASS: Final = option("Pass", PASS)


def _prompts() -> dict[str, Text]:
    return {
        "main": m("Main Phase: make one play, or pass"),
        "moot-events": m("Moot Events: play one, or pass"),
        "pre-combat": m("Pre-Combat Events: play one, or pass"),
        "mid-combat": m("Mid-Combat Events: play one, or pass"),
        "post-combat": m("Post-Combat Events: play one, or pass"),
    }


def window_of_prompt(prompt: object) -> str | None:
    """The open-play round a prompt of :func:`round_decision` names (None: no such prompt).
    Prompts are compared in English, the language they are made in."""
    text = str(prompt)
    return next((key for key, said in _prompts().items() if str(said) == text), None)


def round_decision(window: str, seat: int, opts: list[Option]) -> Decision:
    """The decision of ``seat`` in the open-play round ``window``: Pass first, then ``opts``."""
    prompt = _prompts().get(window, window)
    return Decision(seat, "open-play", prompt, (_PASS, *opts),
                    rule="LV Sequence of Play: one play at a time until all pass")
