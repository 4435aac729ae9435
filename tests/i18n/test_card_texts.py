"""Every card's rules text has a Polish translation in the ``cards`` catalogue, made for the
card's current English text: a card whose text was changed since it was translated, or
never translated, is reported by name (and shows in English until it is translated)."""

from __future__ import annotations

from rage_tui.content.bundled import cards_dir
from rage_tui.content.card_texts import card_texts
from rage_tui.i18n import LOCALE_DIR, card_text, set_language
from tests.i18n.catalogue_tools import read_po

CARDS_PO = LOCALE_DIR / "pl" / "LC_MESSAGES" / "cards.po"


def test_every_card_text_has_a_polish_translation_for_its_current_text():
    po = read_po(CARDS_PO)
    known = {ctx for ctx, _ in po}
    texts = card_texts(cards_dir())
    assert len(texts) > 150
    untranslated = [f"{t.name} ({t.card_id})" for t in texts if t.card_id not in known]
    changed = [f"{t.name} ({t.card_id})" for t in texts
               if t.card_id in known and not po.get((t.card_id, t.text))]
    assert not untranslated and not changed, (
        f"untranslated card texts: {', '.join(untranslated) or 'none'}; "
        f"changed since translated: {', '.join(changed) or 'none'}")


def test_a_card_text_shows_in_polish_and_a_changed_text_falls_back_to_english():
    text = next(t for t in card_texts(cards_dir()) if t.card_id == "battle-song").text
    set_language("pl")
    try:
        polish = card_text("battle-song", text)
        changed = card_text("battle-song", "A text nobody translated.")
    finally:
        set_language("en")
    assert polish.startswith("Do końca tury użytkownik zagrywa akcje walki")
    assert changed == "A text nobody translated."
    assert card_text("battle-song", text) == text
