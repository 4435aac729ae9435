"""The building blocks of the rules reference: a section of text with the rule ids that
resolve to it, and the re-flowing of source paragraphs. Shared by the rage-1995 reference
(:mod:`rage_tui.rules_reference`), its rules decisions and the rage-unlimited reference."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

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


_DECISION_REF = re.compile(r"\b(?:rules decision\s+)?([A-Z]\d{1,3})\b")


@dataclass(frozen=True)
class Reference:
    """One ruleset's rules reference: its sections in reading order, its parts, the title the
    reference screen shows, and ``aliases``: rule ids cited by code the ruleset shares with
    another (``v0.2 Turn Sequence`` under rage-unlimited) mapped to the citation of its own
    section that replaces it (``Rage Unlimited: Fazy tury``)."""

    title: str
    sections: tuple[Section, ...]
    parts: tuple[str, ...]
    aliases: Mapping[str, str] = field(default_factory=dict)
    _by_cite: dict[str, Section] = field(init=False, repr=False, compare=False)
    _by_key: dict[str, Section] = field(init=False, repr=False, compare=False)
    _alias: dict[str, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_cite = {c.lower(): s for s in self.sections for c in s.cites}
        for old, new in self.aliases.items():
            hit = by_cite.get(new.lower())
            if hit is not None:
                by_cite[old.lower()] = hit
        object.__setattr__(self, "_by_cite", by_cite)
        object.__setattr__(self, "_by_key", {s.key: s for s in self.sections})
        object.__setattr__(self, "_alias", {k.lower(): v for k, v in self.aliases.items()})

    def section(self, key: str) -> Section | None:
        """The section with this key."""
        found: dict[str, Section] = self._by_key
        return found.get(key)

    def cite(self, rule: str) -> str:
        """A rule id as this ruleset cites it: an alias replaced by its own citation, the
        part after a colon or bracket kept (``v0.2 Combat Rounds: establish-bluff``)."""
        alias: dict[str, str] = self._alias
        low = " ".join(rule.split()).lower()
        if low in alias:
            return alias[low]
        for sep in (":", " (", " - "):
            head, _, rest = rule.partition(sep)
            if rest and head.strip().lower() in alias:
                return f"{alias[head.strip().lower()]}{sep}{rest}"
        return rule

    def find(self, rule: str) -> Section | None:
        """The section a citation points to.

        Exact citations first (``v0.2 Combat Rounds``), then the citation without what follows
        a colon or a bracket (``v0.2 Combat Rounds: establish-bluff``, ``card text (by
        hand)``), then a leading section number (``6.4 Combat``), then a rules decision named
        anywhere in it (``R6``, ``rules decision R6``), then a section key."""
        by_cite: dict[str, Section] = self._by_cite
        by_key: dict[str, Section] = self._by_key
        text = " ".join(rule.split())
        if not text:
            return None
        if text.lower().startswith("design 5: "):  # games saved before the rules decisions
            text = "rules decision R8"
        low = text.lower()
        if low in by_cite:
            return by_cite[low]
        for sep in (":", " (", " - "):
            head = low.split(sep, 1)[0].strip()
            if head != low and head in by_cite:
                return by_cite[head]
        number = low.split(" ", 1)[0].rstrip(".,;")
        if number != low and number[:1].isdigit() and number in by_cite:
            return by_cite[number]  # a numbered section with its title: "6.4 Combat"
        ref = _DECISION_REF.search(text)
        if ref:
            hit = by_cite.get(f"rules decision {ref.group(1).lower()}")
            if hit is not None:
                return hit
        if low in by_key:
            return by_key[low]
        for cite, sec in by_cite.items():
            if cite.startswith("v0.2 ") and low.startswith(cite):
                return sec
        return None

    def search(self, query: str) -> list[Section]:
        """Sections matching every word of ``query`` (in the title, citations or text, in
        English or in the reader's language), best first: title hits before citation hits
        before body hits. An empty query lists them all."""
        words = [w for w in re.split(r"\s+", query.lower().strip()) if w]
        if not words:
            return list(self.sections)
        scored: list[tuple[int, int, Section]] = []
        for i, s in enumerate(self.sections):
            title = f"{s.title}\n{render(s.title)}".lower()
            cites = " ".join(s.cites).lower()
            body = f"{s.body}\n{render(s.body)}".lower()
            score = 0
            for w in words:
                if w in title:
                    score += 10
                elif w in cites:
                    score += 5
                elif w in body:
                    score += 1 + min(body.count(w), 4)
                else:
                    break
            else:
                scored.append((-score, i, s))
        return [s for _, _, s in sorted(scored, key=lambda t: (t[0], t[1]))]


def without(sections: Iterable[Section], keys: Iterable[str]) -> tuple[Section, ...]:
    """``sections`` but those with these keys (the ones another ruleset's text replaces)."""
    drop = set(keys)
    return tuple(s for s in sections if s.key not in drop)


def book_sections(prefix: str, rows: Iterable[tuple[str, ...]]) -> tuple[Section, ...]:
    """Sections of a rulebook summary given as (key, title, part, body, *citations): key
    ``<prefix>-<key>``."""
    return tuple(Section(f"{prefix}-{key}", title, part, body, tuple(cites))
                 for key, title, part, body, *cites in rows)


def decision_sections(texts: Iterable[tuple[str, str, str]], part: str) -> tuple[Section, ...]:
    """Sections for rules decisions given as (id, title, text): key ``decision-<id>``, cited as
    ``rules decision <id>``."""
    return tuple(Section(f"decision-{rid.lower()}", m("{rid}: {title}", rid=rid, title=title),
                         part, body, (f"rules decision {rid}",))
                 for rid, title, body in texts)
