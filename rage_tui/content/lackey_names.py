"""The card entries of a Lackey deck and the safe printing of their names: a leaf that both
readers (:mod:`rage_tui.content.lackey_read` for text, :mod:`rage_tui.content.lackey_dek` for
``.dek`` XML) import, so that neither imports the other's module back (no import circle)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rage_tui.content.errors import Problem
from rage_tui.content.texts import c_

#: Characters :func:`printable` writes as escapes: controls (C0, DEL, C1), lone surrogates, the
#: line and paragraph separators and the bidirectional overrides.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u202a-\u202e"
                          "\u2066-\u2069]")
_SHOWN_CHARS = 200


@dataclass(frozen=True, slots=True)
class LackeyEntry:
    """One card line of a Lackey deck: its section header, count, name and line number."""

    section: str
    count: int
    name: str
    line: int


def printable(text: str, limit: int = _SHOWN_CHARS) -> str:
    """``text`` safe to print: control characters, lone surrogates (a byte of a file name
    that is not UTF-8 is shown as ``\\xff``) and bidirectional overrides written as escapes, and
    cut to about ``limit`` characters."""
    if len(text) > limit:
        text = text[:limit] + "..."

    def escape(m: re.Match[str]) -> str:
        code = ord(m.group())
        if 0xDC80 <= code <= 0xDCFF:  # a byte of a file name that is not UTF-8
            code -= 0xDC00
        return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"

    return _UNPRINTABLE.sub(escape, text)


def control_problem(shown: str, line: int, name: str) -> Problem | None:
    """The problem of a card name holding a control character (an escape code, a tab ...), or
    None: such a name is refused, never matched by leaving the character out."""
    if _UNPRINTABLE.search(name) is None:
        return None
    return Problem(shown, line, c_("the card name '{card}' holds a control character")
                   .format(card=printable(name)))
