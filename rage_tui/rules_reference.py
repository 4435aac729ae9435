"""The rules reference: our own summary of the rage-1995 rules, by phase and step.

Every section lists the rule ids the engine cites on its events and decisions (``v0.2 Bluff
Step Options``, ``rules decision R6`` ...), so a citation in the game log
or a demo opens the section that explains it. The text is written for rage_tui in our own
words; the canonical rules are the Rules package v0.2 (see docs/rules-decisions.md for where
rage_tui decides what the documents leave open). No Textual here: the app's reference screen,
the command line and the tests all read this module.
"""

from __future__ import annotations

import re

from rage_tui.i18n import m, render
from rage_tui.rules_decisions_text import DECISIONS_TEXT
from rage_tui.rules_reference_unlimited import SECTIONS as UNLIMITED_SECTIONS
from rage_tui.rules_reference_unlimited import UNLIMITED
from rage_tui.rules_sections import AFTER, CARDS, COMBAT, DECISIONS, GAME, ROUND, TURN, Section
from rage_tui.rules_text_cards import SECTIONS as CARD_SECTIONS
from rage_tui.rules_text_combat import SECTIONS as COMBAT_SECTIONS
from rage_tui.rules_text_game import SECTIONS as GAME_SECTIONS

SECTIONS: tuple[Section, ...] = GAME_SECTIONS + COMBAT_SECTIONS + CARD_SECTIONS
"""Our own summary of the rage-1995 rules, in reading order."""


DECISION_SECTIONS: tuple[Section, ...] = tuple(
    Section(f"decision-{rid.lower()}", m("{rid}: {title}", rid=rid, title=title), DECISIONS,
            body, (f"rules decision {rid}",))
    for rid, title, body in DECISIONS_TEXT)


ALL_SECTIONS: tuple[Section, ...] = SECTIONS + DECISION_SECTIONS + UNLIMITED_SECTIONS

PARTS: tuple[str, ...] = (GAME, TURN, COMBAT, ROUND, AFTER, CARDS, DECISIONS, UNLIMITED)

_BY_CITE: dict[str, Section] = {c.lower(): s for s in ALL_SECTIONS for c in s.cites}
_BY_KEY: dict[str, Section] = {s.key: s for s in ALL_SECTIONS}
_DECISION_REF = re.compile(r"\b(?:rules decision\s+)?([RU]\d{1,2})\b")


def sections() -> tuple[Section, ...]:
    """Every section, in reading order (by part)."""
    return ALL_SECTIONS


def section(key: str) -> Section | None:
    """The section with this key."""
    return _BY_KEY.get(key)


def find(rule: str) -> Section | None:
    """The section a citation points to.

    Exact citations first (``v0.2 Combat Rounds``), then the citation without what follows a
    colon or a bracket (``v0.2 Combat Rounds: establish-bluff``, ``card text (by hand)``), then
    a rules decision named anywhere in it (``R6``, ``rules decision R6``), then a section key."""
    text = " ".join(rule.split())
    if not text:
        return None
    if text.lower().startswith("design 5: "):  # games saved before the rules decisions
        text = "rules decision R8"
    low = text.lower()
    if low in _BY_CITE:
        return _BY_CITE[low]
    for sep in (":", " (", " - "):
        head = low.split(sep, 1)[0].strip()
        if head != low and head in _BY_CITE:
            return _BY_CITE[head]
    ref = _DECISION_REF.search(text)
    if ref:
        hit = _BY_CITE.get(f"rules decision {ref.group(1).lower()}")
        if hit is not None:
            return hit
    if low in _BY_KEY:
        return _BY_KEY[low]
    for cite, sec in _BY_CITE.items():
        if cite.startswith("v0.2 ") and low.startswith(cite):
            return sec
    return None


def search(query: str) -> list[Section]:
    """Sections matching every word of ``query`` (in the title, citations or text, in English
    or in the reader's language), best first: title hits before citation hits before body
    hits. An empty query lists them all."""
    words = [w for w in re.split(r"\s+", query.lower().strip()) if w]
    if not words:
        return list(ALL_SECTIONS)
    scored: list[tuple[int, int, Section]] = []
    for i, s in enumerate(ALL_SECTIONS):
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


__all__ = ["ALL_SECTIONS", "PARTS", "Section", "find", "search", "section", "sections"]
