"""The rules reference: our own summary of the rage-1995 rules, by phase and step.

Every section lists the rule ids the engine cites on its events and decisions (``v0.2 Bluff
Step Options``, ``rules decision R6`` ...), so a citation in the game log
or a demo opens the section that explains it. The text is written for rage_tui in our own
words; the canonical rules are the Rules package v0.2 (see docs/rules-decisions.md for where
rage_tui decides what the documents leave open). No Textual here: the app's reference screen,
the command line and the tests all read this module.
"""

from __future__ import annotations

from rage_tui.i18n import m
from rage_tui.rules_decisions_text import DECISIONS_TEXT
from rage_tui.rules_reference_unlimited import SECTIONS as UNLIMITED_SECTIONS
from rage_tui.rules_reference_unlimited import UNLIMITED
from rage_tui.rules_sections import (
    AFTER,
    CARDS,
    COMBAT,
    DECISIONS,
    GAME,
    ROUND,
    TURN,
    Reference,
    Section,
    decision_sections,
)
from rage_tui.rules_text_cards import SECTIONS as CARD_SECTIONS
from rage_tui.rules_text_combat import SECTIONS as COMBAT_SECTIONS
from rage_tui.rules_text_game import SECTIONS as GAME_SECTIONS

SECTIONS: tuple[Section, ...] = GAME_SECTIONS + COMBAT_SECTIONS + CARD_SECTIONS
"""Our own summary of the rage-1995 rules, in reading order."""


DECISION_SECTIONS: tuple[Section, ...] = decision_sections(DECISIONS_TEXT, DECISIONS)

REFERENCE = Reference(m("Rules reference (our summary of the v0.2 rules)"),
                      SECTIONS + DECISION_SECTIONS,
                      (GAME, TURN, COMBAT, ROUND, AFTER, CARDS, DECISIONS))
"""rage-1995's reference, as the game screen opens it (the ruleset plug-in names this
module: ``RulesetPlugin.rules_reference``)."""

ALL_SECTIONS: tuple[Section, ...] = SECTIONS + DECISION_SECTIONS + UNLIMITED_SECTIONS
"""Every section of the Rage references (rage-1995 and rage-unlimited), for the demos and the
command line, which may cite either."""

PARTS: tuple[str, ...] = (GAME, TURN, COMBAT, ROUND, AFTER, CARDS, DECISIONS, UNLIMITED)

_ALL = Reference(m("Rules reference"), ALL_SECTIONS, PARTS)


def sections() -> tuple[Section, ...]:
    """Every section, in reading order (by part)."""
    return ALL_SECTIONS


def section(key: str) -> Section | None:
    """The section with this key."""
    return _ALL.section(key)


def find(rule: str) -> Section | None:
    """The section a citation points to (see :meth:`Reference.find`)."""
    return _ALL.find(rule)


def search(query: str) -> list[Section]:
    """Sections matching every word of ``query``, best first (see :meth:`Reference.search`)."""
    return _ALL.search(query)


__all__ = ["ALL_SECTIONS", "PARTS", "REFERENCE", "Section", "find", "search", "section",
           "sections"]
