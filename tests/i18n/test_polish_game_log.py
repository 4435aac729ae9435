"""A whole seeded game read in Polish: every event (and every message inside it) renders
without an error and has a Polish translation; and the language changes nothing in the game:
events, texts as stored and fingerprints are the same under ``pl`` and ``en``."""

from __future__ import annotations

import pytest

from rage_tui.ai.random_agent import RandomAgent
from rage_tui.engine.state import SeatSetup, Setup, Variants
from rage_tui.i18n import Msg, render, set_language
from rage_tui.match import Match
from rage_tui.sim import LEAK_PROOF_BASE, game_fingerprint
from tests.i18n.catalogue_tools import messages_in, needs_words, read_po

RULESETS = ("rage-1995", "rage-unlimited")


@pytest.fixture(scope="module")
def real():
    """The bundled card library and decks (every card a player may meet)."""
    from rage_tui.content.bundled import bundled_library, decks_dir
    from rage_tui.content.decks import load_deck

    return bundled_library(), [load_deck(p) for p in sorted(decks_dir().glob("*.yaml"))]


def _play(real, seed: int, ruleset: str, lang: str) -> Match:
    """A random game with a seat called "You" (the reader's forms), everything rendered in
    ``lang`` as it happens, the way the log shows it."""
    set_language(lang)
    try:
        lib, decks = real
        one, two = decks[seed % len(decks)], decks[(seed * 3 + 1) % len(decks)]
        seats = (SeatSetup("You", one), SeatSetup("Anna", two))
        setup = Setup(seats, seed, 20, Variants(), ruleset=ruleset)
        agents = {i: RandomAgent(seed * 10 + i) for i in range(2)}
        match = Match(setup, lib.cards, agents, iid_base=LEAK_PROOF_BASE)
        seen = 0
        while not match.game.over:
            d = match.game.pending
            if d is not None:
                render(d.prompt)
                for o in d.options:
                    render(o.label)
            match.step_bot()
            for e in match.game.state.events[seen:]:
                for version in (e, e.public):
                    if version is not None:
                        render(version.text)
            seen = len(match.game.state.events)
        return match
    finally:
        set_language("en")


@pytest.mark.parametrize(("ruleset", "seed"), [(r, s) for r in RULESETS for s in (1, 2, 7)])
def test_a_whole_seeded_game_log_renders_in_polish_with_every_message_translated(
        real, ruleset, seed):
    po = read_po()
    match = _play(real, seed, ruleset, "pl")
    events = match.game.state.events
    assert len(events) > 100
    untranslated: set[str] = set()
    texts = []
    for e in events:
        for version in (e, e.public):
            if version is None:
                continue
            assert isinstance(version.text, Msg), f"plain text in the log: {version.text!r}"
            for msg in messages_in(version.text):
                if needs_words(msg.msgid) and (None, msg.msgid) not in po:
                    untranslated.add(msg.msgid)
            texts.append(version.text.render("pl"))
    assert not untranslated, sorted(untranslated)
    assert not [t for t in texts if "{" in t or "}" in t]
    assert any(t.startswith("Dobierasz") for t in texts)  # the reader, second person
    assert any(t.startswith("Anna dobiera") for t in texts)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_language_changes_nothing_in_the_game(real, ruleset):
    pl = _play(real, 11, ruleset, "pl")
    en = _play(real, 11, ruleset, "en")
    assert game_fingerprint(pl) == game_fingerprint(en)
    assert [(e.kind, str(e.text), e.data) for e in pl.game.state.events] == \
        [(e.kind, str(e.text), e.data) for e in en.game.state.events]
    assert pl.game.state_hash() == en.game.state_hash()


def test_deck_construction_problems_read_in_polish_with_the_same_english() -> None:
    """Deck problems are game messages: English exactly as `deck check` words them, Polish
    when rendered for a Polish reader (the deck builder, New game, `--lang pl deck check`)."""
    from rage_tui.content.bundled import bundled_library
    from rage_tui.engine.cards import Allegiance
    from rage_tui.engine.decks import DeckList
    from rage_tui.i18n import render, set_language
    from rage_tui.rulesets.rage1995.construction import check_deck

    deck = DeckList(name="X", allegiance=Allegiance.GAIA, pack=("nobody",),
                    sept=(("body-blow", 1),), combat=())
    problems = check_deck(deck, bundled_library().cards)
    assert "pack: unknown card 'nobody'" in problems
    assert ("sept deck: Body Blow is a combat action card; it belongs in the combat deck"
            in problems)
    set_language("pl")
    try:
        polish = [render(p) for p in problems]
    finally:
        set_language("en")
    assert "wataha: nieznana karta 'nobody'" in polish
    assert ("talia Sept: Body Blow to karta typu: akcja walki; jej miejsce: talia Walki"
            in polish)
