"""The Polish ``game`` catalogue is complete: every message the engine, the prey director and
the solo mode can say (each ``m(...)`` in the source) has a Polish translation with the same
``{fields}``, and the compiled catalogue the app reads matches the ``.po`` file."""

from __future__ import annotations

import gettext

from rage_tui.i18n import LOCALE_DIR, Msg, m, set_language
from tests.i18n.catalogue_tools import (
    GAME_PO,
    fields,
    messages_in,
    needs_words,
    read_po,
    source_messages,
)


def test_every_game_message_in_the_source_has_a_polish_translation_with_the_same_fields():
    po = read_po()
    problems = []
    for msgid, where in source_messages().items():
        text = po.get((None, msgid))
        if not text:
            problems.append(f"{where}: untranslated {msgid!r}")
        elif fields(text) != fields(msgid):
            problems.append(f"{where}: fields {sorted(fields(text))} != {sorted(fields(msgid))} "
                            f"in {msgid!r}")
    assert not problems, "\n".join(problems)


def test_the_compiled_catalogue_matches_the_po_file():
    compiled = gettext.translation("game", LOCALE_DIR, ["pl"])
    po = read_po(GAME_PO)
    stale = [msgid for (ctx, msgid), text in po.items()
             if ctx is None and compiled.gettext(msgid) != text]
    assert not stale, f"{len(stale)} entries differ from the .mo (recompile): {stale[:5]}"


def test_the_source_scan_finds_messages_and_a_missing_one_would_be_reported():
    ids = source_messages()
    assert "{player} drew {n} combat card(s)" in ids and len(ids) > 300
    assert needs_words("Turn {turn} begins") and not needs_words("{who}{card}{on}")
    assert (None, "not a message of the game {x}") not in read_po()


def test_polish_counts_take_the_three_plural_forms():
    set_language("pl")
    try:
        said = [m("{player} drew {n} combat card(s)", player="Bram", n=n).render()
                for n in (1, 2, 5, 12, 22, 25)]
    finally:
        set_language("en")
    assert said == ["Bram dobiera 1 kartę walki", "Bram dobiera 2 karty walki",
                    "Bram dobiera 5 kart walki", "Bram dobiera 12 kart walki",
                    "Bram dobiera 22 karty walki", "Bram dobiera 25 kart walki"]


def test_the_reader_you_gets_second_person_verbs_in_polish_and_english_stays_as_it_was():
    msg = m("{player} scores {card} for {worth} VP", player="You", card="Gesar", worth=2)
    assert str(msg) == "You scores Gesar for 2 VP"  # English grammar: ui.describe.you_grammar
    assert msg.render("pl") == "Zdobywasz Gesar za 2 PZ"
    other = m("{player} scores {card} for {worth} VP", player="Anna", card="Gesar", worth=2)
    assert other.render("pl") == "Anna zdobywa Gesar za 2 PZ"


def test_every_message_naming_a_seat_has_a_second_person_form_for_the_reader():
    """A seat name ({player}) that is the subject or owner in a sentence must have a form for
    "You": the Polish text gives the field two forms, ``{player:@ ...|...}``."""
    po = read_po()
    plain = [msgid for msgid in source_messages() if "{player}" in msgid
             and "{player:" not in po.get((None, msgid), "{player:")]
    assert not plain, plain


def test_a_message_is_its_english_text():
    msg = m("{player} drew {n} combat card(s)", player="Bram", n=2)
    assert isinstance(msg, Msg) and isinstance(msg, str)
    assert msg == "Bram drew 2 combat card(s)" and hash(msg) == hash(str(msg))
    assert msg.msgid == "{player} drew {n} combat card(s)"


def test_every_rules_reference_section_has_a_polish_title_part_and_text():
    from rage_tui import rules_reference as ref

    po = read_po()
    missing = [f"{sec.key}: {msg.msgid[:60]!r}" for sec in ref.ALL_SECTIONS
               for value in (sec.title, sec.part, sec.body) for msg in messages_in(value)
               if needs_words(msg.msgid) and not po.get((None, msg.msgid))]
    assert not missing, "\n".join(missing)
    assert len(ref.ALL_SECTIONS) >= 100


def test_the_rules_reference_reads_in_polish():
    from rage_tui import rules_reference as ref

    set_language("pl")
    try:
        text = ref.section("bluffs").text()
        found = ref.search("szał")
    finally:
        set_language("en")
    assert text.startswith("Krok ustalania blefów") and "Blefować można tylko Rage" in text
    assert ref.section("frenzy") in found  # search matches the reader's language
    assert ref.section("bluffs").text().startswith("Establish-bluff step")
