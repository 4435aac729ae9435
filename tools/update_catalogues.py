"""Refresh the message catalogues from the source with Babel.

For every domain with an extraction config ``i18n/<domain>.cfg`` (a Babel mapping file whose
sections carry their own ``keywords``), this extracts the messages into the template
``i18n/<domain>.pot`` and appends every message the template has and a language's
``rage_tui/locale/<lang>/LC_MESSAGES/<domain>.po`` lacks at the END of that ``.po``, untranslated
(the ``.po`` files merge by union between branches, so they only ever grow at the end; nothing
is rewritten or reordered). Messages a ``.po`` has that the source no longer says are listed.

Usage (from the project root)::

    python tools/update_catalogues.py            # refresh .pot, append new ids to every .po
    python tools/update_catalogues.py cli game   # only these domains
    python tools/update_catalogues.py --check    # change nothing; exit 1 if a .po lacks an id

Then translate the new entries and run ``python tools/compile_catalogues.py``.
"""

from __future__ import annotations

import argparse
import sys
from io import BytesIO
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_keywords, parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
CONFIGS = ROOT / "i18n"
LOCALE = ROOT / "rage_tui" / "locale"

COMMAND_LINE_KEYWORDS = {"ui": "_ N_ ngettext:1,2"}
"""Keywords of the configs written for ``pybabel extract -k ...`` (their sections name none)."""


def extract(domain: str) -> Catalog:
    """The messages of ``domain`` found in the source by ``i18n/<domain>.cfg``."""
    with (CONFIGS / f"{domain}.cfg").open(encoding="utf-8") as fh:
        method_map, options_map = parse_mapping_cfg(fh, str(CONFIGS / f"{domain}.cfg"))
    if domain in COMMAND_LINE_KEYWORDS:
        keywords = parse_keywords(COMMAND_LINE_KEYWORDS[domain].split())
        for options in options_map.values():
            options.setdefault("keywords", keywords)
    catalog = Catalog(project="rage-tui", domain=domain, charset="utf-8")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # custom extraction methods live in the package
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, keywords={}):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments,
                    context=context)
    return catalog


def _quote(text: str) -> str:
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
               .replace("\t", "\\t"))
    return f'"{escaped}"'


def _entry(message: object) -> str:
    """One untranslated ``.po`` entry for a template message (a Babel ``Message``)."""
    msg: object = message
    lines = [f"#: {path}:{line}" for path, line in getattr(msg, "locations", [])[:3]]
    context = getattr(msg, "context", None)
    if context:
        lines.append(f"msgctxt {_quote(context)}")
    msgid = getattr(msg, "id", "")
    if isinstance(msgid, tuple):
        lines += [f"msgid {_quote(msgid[0])}", f"msgid_plural {_quote(msgid[1])}",
                  'msgstr[0] ""', 'msgstr[1] ""', 'msgstr[2] ""']
    else:
        lines += [f"msgid {_quote(msgid)}", 'msgstr ""']
    return "\n".join(lines) + "\n"


def _key(message: object) -> tuple[str | None, str]:
    msgid = getattr(message, "id", "")
    return getattr(message, "context", None), msgid[0] if isinstance(msgid, tuple) else msgid


def update(domain: str, check: bool) -> int:
    """Refresh one domain; the number of ids some ``.po`` lacks."""
    template = extract(domain)
    if not check:
        out = BytesIO()
        write_po(out, template, omit_header=False, sort_output=True, width=100)
        # no creation date: the template changes only when the messages do
        text = b"".join(line for line in out.getvalue().splitlines(keepends=True)
                        if not line.startswith(b'"POT-Creation-Date:'))
        (CONFIGS / f"{domain}.pot").write_bytes(text)
    wanted = {_key(m): m for m in template if m.id}
    lacking = 0
    for po_path in sorted(LOCALE.glob(f"*/LC_MESSAGES/{domain}.po")):
        with po_path.open("rb") as fh:
            po = read_po(fh, locale=po_path.parts[-3])
        have = {_key(m) for m in po if m.id}
        missing = [m for key, m in wanted.items() if key not in have]
        gone = sorted(str(k[1]) for k in have - set(wanted))
        lacking += len(missing)
        if missing and not check:
            with po_path.open("a", encoding="utf-8") as fh:
                for message in missing:
                    fh.write("\n" + _entry(message))
        shown = po_path.relative_to(ROOT)
        print(f"{shown}: {len(wanted)} in the source, {len(missing)} missing, "
              f"{len(gone)} no longer in the source")
        for key in gone[:20]:
            print(f"  not in the source: {key!r}")
    return lacking


def main(argv: list[str] | None = None) -> int:
    """Refresh the named domains (default: every ``i18n/*.cfg``)."""
    parser = argparse.ArgumentParser(description="Refresh the .pot and .po files with Babel.")
    parser.add_argument("domains", nargs="*", help="domains to refresh (default: all)")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 when a .po lacks a message of the source")
    args = parser.parse_args(argv)
    domains = args.domains or sorted(p.stem for p in CONFIGS.glob("*.cfg"))
    lacking = sum(update(domain, args.check) for domain in domains)
    return 1 if args.check and lacking else 0


if __name__ == "__main__":
    sys.exit(main())
