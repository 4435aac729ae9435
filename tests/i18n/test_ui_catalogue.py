"""The app speaks Polish: every message of ``rage_tui/ui`` has a Polish translation with the
same ``{fields}``, the compiled catalogue is up to date, and no string literal reaches the screen
without going through the catalogue (so a new untranslated string fails here)."""

from __future__ import annotations

import gettext
import string
from pathlib import Path

from rage_tui.i18n import LOCALE_DIR
from tests.i18n.ui_strings import message_ids, polish_catalogue, untranslated


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_ui_message_has_a_polish_translation_with_the_same_fields() -> None:
    catalogue = polish_catalogue()
    problems = []
    for msgid, where in message_ids().items():
        key = msgid[0] if isinstance(msgid, tuple) else msgid
        entry = catalogue.get(key)
        if entry is None or entry.fuzzy:
            problems.append(f"{where}: no Polish translation of {msgid!r}")
            continue
        forms = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        wanted = _fields(key) | (_fields(msgid[1]) if isinstance(msgid, tuple) else set())
        if isinstance(msgid, tuple) and len(forms) != 3:
            problems.append(f"{where}: {key!r} needs the three Polish plural forms")
        for form in forms:
            if not form:
                problems.append(f"{where}: empty Polish translation of {key!r}")
            elif _fields(form) != wanted:
                problems.append(f"{where}: {key!r} has fields {sorted(wanted)}, its Polish "
                                f"translation {sorted(_fields(form))}")
    assert not problems, "\n".join(problems)


def test_polish_ui_translations_format_with_their_fields() -> None:
    """str.format works on every translation (no stray braces, no format specs)."""
    for entry in polish_catalogue():
        if not entry.id:
            continue
        forms = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        for form in forms:
            values = dict.fromkeys(_fields(form), 1)
            form.format(**values)


def test_compiled_ui_catalogue_matches_the_po_file() -> None:
    """The ``.mo`` the app reads says what the ``.po`` says (run tools/compile_catalogues.py)."""
    compiled = gettext.translation("ui", LOCALE_DIR, ["pl"])
    stale = []
    for entry in polish_catalogue():
        if not entry.id or entry.fuzzy:
            continue
        if isinstance(entry.id, tuple):
            got = compiled.ngettext(entry.id[0], entry.id[1], 5)
            want = entry.string[2]
        else:
            got, want = compiled.gettext(entry.id), entry.string
        if got != want:
            stale.append(entry.id)
    assert not stale, f"ui.mo is older than ui.po: {stale[:5]}"


def test_no_string_literal_reaches_the_screen_untranslated() -> None:
    found = untranslated()
    assert not found, "wrap these in _() (or N_() for constants):\n" + "\n".join(
        f"{f.where}: {f.text!r}" for f in found)


def test_the_scan_catches_an_untranslated_widget_text(tmp_path: Path) -> None:
    """The scan above finds the usual ways a new English string would reach the screen."""
    module = tmp_path / "screen.py"
    module.write_text(
        'from textual.widgets import Static\n'
        'def compose(self, n):\n'
        '    yield Static("Choose a deck")\n'
        '    yield Input(placeholder=f"deck {n}")\n'
        '    self.notify(_("Saved") if n else "Not saved")\n'
        '    self.border_title = "Your hand"\n'
        '    yield Select([("Any side", 1)])\n'
        '    yield Static(_("Fine"))\n', encoding="utf-8")
    texts = sorted(f.text for f in untranslated([module]))
    assert texts == ["Any side", "Choose a deck", "Not saved", "Your hand", "deck "]
