"""The building blocks of the rules reference: a section of text with the rule ids that
resolve to it, and the re-flowing of source paragraphs. Shared by the rage-1995 reference
(:mod:`rage_tui.rules_reference`), its rules decisions and the rage-unlimited reference."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rage_tui.i18n import m, render

GAME = m("The game")
TURN = m("The turn")
COMBAT = m("Combat")
ROUND = m("A combat round")
AFTER = m("Damage, frenzy and the end of combat")
CARDS = m("Cards and keywords")
DECISIONS = m("Rules decisions")
"""The parts of the rules reference (each section belongs to one)."""


@dataclass(frozen=True)
class Section:
    """One topic: a short key, a title, the part of the rules it belongs to, the text, and the
    rule ids (citations) that resolve to it."""

    key: str
    title: str
    part: str
    body: str
    cites: tuple[str, ...] = ()

    def text(self) -> str:
        """Title, citations and body as plain text, in the reader's language."""
        head = render(self.title) + (f"  [{', '.join(self.cites)}]" if self.cites else "")
        return f"{head}\n\n{render(self.body)}"


_NUMBERED = re.compile(r"^\d+\. ")


def flow(body: str) -> str:
    """Re-flow a source paragraph: blank lines separate paragraphs, a line starting with
    "1. " starts a new line, everything else joins into one line."""
    paragraphs = []
    for para in body.strip().split("\n\n"):
        lines: list[str] = []
        for raw in para.splitlines():
            line = raw.strip()
            if not line:
                continue
            if lines and not _NUMBERED.match(line):
                lines[-1] += " " + line
            else:
                lines.append(line)
        paragraphs.append("\n".join(lines))
    return "\n\n".join(paragraphs)


def section_of(key: str, title: str, part: str, body: str, *cites: str) -> Section:
    """A section whose body is re-flowed (see :func:`flow`)."""
    return Section(key, title, part, flow(body), cites)
