"""Prey moves and target rules in a Polish game were left in English ("Punch", "the most
wounded foe", #29 item 7): every one is a catalogue message with its Polish text."""

from __future__ import annotations

from rage_tui.ai.prey import PLAY_WORDS, RULE_WORDS, play_words
from rage_tui.i18n import language, render, set_language


def test_prey_moves_and_target_rules_are_translated() -> None:
    before = language()
    try:
        set_language("pl")
        assert render(play_words("punch")) == "Uderzenie (najsilniejszy cios)"
        assert render(RULE_WORDS["most-wounded"]) == "najciężej ranny przeciwnik"
        for key, words in {**PLAY_WORDS, **RULE_WORDS}.items():
            if words:  # "closest" is said by saying nothing
                set_language("en")
                english = render(words)
                set_language("pl")
                assert render(words) != english, key
    finally:
        set_language(before)
