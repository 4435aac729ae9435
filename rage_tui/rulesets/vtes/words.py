"""Words the V:TES messages put into their fields (a range, a side of a vote, an action),
as game messages so that they are shown in the reader's language."""

from __future__ import annotations

from typing import Final

from rage_tui.i18n import Msg, m

WORDS: Final[dict[str, Msg]] = {
    "close": m("close"), "long": m("long"), "for": m("for"), "against": m("against"),
    "continue": m("to continue"), "end": m("to end combat"), "bleed": m("bleed"),
    "hunt": m("hunt"), "take": m("take equipment"), "leave": m("leave torpor"),
    "rescue": m("rescue"), "diablerize": m("diablerize"), "blood-hunt": m("Blood Hunt"),
}


def word(key: str) -> Msg | str:
    """The message for ``key`` (the key itself when it has none)."""
    return WORDS.get(key, key)
