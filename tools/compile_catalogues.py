"""Compile every ``rage_tui/locale/<lang>/LC_MESSAGES/<domain>.po`` into its ``.mo`` with Babel.

Run after editing a catalogue (or after a merge that touched one):
``python tools/compile_catalogues.py``.
The i18n tests fail when a ``.mo`` is older in content than its ``.po``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LOCALE = Path(__file__).resolve().parents[1] / "rage_tui" / "locale"


def separate_entries(text: str) -> str:
    """Put back the blank line between two entries that a union merge glued together (an entry
    starting right after another's ``msgstr``), which Babel would otherwise misread."""
    out: list[str] = []
    in_msgstr = False
    for line in text.split("\n"):
        if in_msgstr and line.startswith(("#", "msgctxt", "msgid ")):
            out.append("")
            in_msgstr = False
        if not line.strip():
            in_msgstr = False
        elif line.startswith("msgstr"):
            in_msgstr = True
        out.append(line)
    return "\n".join(out)


def main() -> int:
    """Mend glued entries, then compile each catalogue; print one line per file."""
    for po_path in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        text = po_path.read_text(encoding="utf-8")
        mended = separate_entries(text)
        if mended != text:
            po_path.write_text(mended, encoding="utf-8")
            print(f"{po_path.name}: glued entries separated")
        with po_path.open("rb") as fh:
            catalog = read_po(fh, locale=po_path.parts[-3])
        with po_path.with_suffix(".mo").open("wb") as fh:
            write_mo(fh, catalog, use_fuzzy=False)
        print(f"{po_path.relative_to(LOCALE.parent.parent)}: {len(catalog)} messages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
