"""What a ruleset's card check (``RulesetPlugin.check_cards``) hands ``rage-tui cards check``:
the cards read, where each came from, the problems found and the incomplete cards."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from rage_tui.content.errors import Problem
from rage_tui.engine.cards import Card


@dataclass
class CardReport:
    """The outcome of checking a ruleset's bundled library and any extra card files."""

    #: every card read (bundled and extra), by id
    cards: Mapping[str, Card] = field(default_factory=dict)
    #: card id -> (file as shown, line)
    origin: Mapping[str, tuple[str, int]] = field(default_factory=dict)
    #: errors: each names the file, line, card and field
    problems: list[Problem] = field(default_factory=list)
    #: cards whose text the ruleset cannot carry out yet, with why (they count as incomplete)
    incomplete: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> int:
        """Cards with no problem and not incomplete."""
        bad = {p.card for p in self.problems} | {p.card for p in self.incomplete}
        return sum(1 for cid in self.cards if cid not in bad)
