"""`rage-tui rulesets` is read by players: the English line said "Faza Rad" and "seed 003"
(names of our source documents, #29 item 7); each summary is English in English and has its
Polish line."""

from __future__ import annotations

from rage_tui.cli.texts import _
from rage_tui.i18n import language, set_language
from rage_tui.rulesets import RULESETS


def test_the_ruleset_lines_are_for_players_in_both_languages() -> None:
    before = language()
    try:
        for rid, about in RULESETS.items():
            set_language("en")
            english = _(about)
            assert "seed 0" not in english and "Faza" not in english, rid
            set_language("pl")
            assert _(about) != english, rid
    finally:
        set_language(before)
