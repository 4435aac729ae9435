"""The Polish ``cli`` catalogue is complete: every message the command line can say (each
``_``/``N_``/``ngettext`` of ``rage_tui/cli``, argparse's own words and the ruleset lines) has a
Polish translation with the same fields; no text reaches a person past the catalogue; and every
compiled catalogue matches its ``.po`` file."""

from __future__ import annotations

import argparse
import ast
import gettext
from pathlib import Path

from babel.messages.pofile import read_po

from rage_tui.cli.argparse_words import ARGPARSE_MESSAGES, ARGPARSE_PLURALS
from rage_tui.i18n import LOCALE_DIR
from rage_tui.rulesets import RULESETS
from tests.i18n.cli_scan import CLI_DIR, ROOT, bypassing_texts, cli_messages, fields, polish_cli_po


def test_every_cli_message_has_a_polish_translation_with_the_same_fields():
    po = polish_cli_po()
    problems = []
    for msgid, where in cli_messages().items():
        text = po.get(msgid)
        if not text:
            problems.append(f"{where}: untranslated {msgid!r}")
            continue
        if isinstance(msgid, tuple):
            assert isinstance(text, tuple) and len(text) == 3, f"{where}: three Polish forms"
            wanted = fields(msgid[1])
            bad = [form for form in text if fields(form) != wanted]
        else:
            assert isinstance(text, str)
            wanted = fields(msgid)
            bad = [text] if fields(text) != wanted else []
        problems += [f"{where}: fields of {form!r} differ from {sorted(wanted)}" for form in bad]
    assert not problems, "\n".join(problems)


def test_the_scan_finds_the_cli_messages_and_reports_a_missing_one():
    ids = cli_messages()
    assert "show this help message and exit" in ids  # argparse's, listed by argparse_words
    assert ("expected %s argument", "expected %s arguments") in ids
    assert "cards: {ok} ok, {incomplete} incomplete, {errors} errors" in ids
    assert len(ids) > 200
    assert "a text nobody wrote {x}" not in polish_cli_po()
    assert fields("{n} of {games}") != fields("{n} z {gry}")
    assert fields("%(prog)s: error: %(message)s\n") == fields("%(prog)s: błąd: %(message)s\n")
    assert fields("{rate:.0%} won") != fields("{rate} won")


def test_every_message_of_this_pythons_argparse_is_in_the_catalogue():
    """argparse looks these up through gettext; a Python with new ones fails here until they
    are listed in rage_tui/cli/argparse_words.py (and translated)."""
    tree = ast.parse(Path(argparse.__file__).read_text(encoding="utf-8"))
    singles, plurals = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            texts = [a.value for a in node.args
                     if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if node.func.id == "_" and texts:
                singles.add(texts[0])
            elif node.func.id == "ngettext" and len(texts) >= 2:
                plurals.add((texts[0], texts[1]))
    assert "usage: " in singles and "the following arguments are required: %s" in singles
    assert not singles - set(ARGPARSE_MESSAGES), sorted(singles - set(ARGPARSE_MESSAGES))
    assert not plurals - set(ARGPARSE_PLURALS), sorted(plurals - set(ARGPARSE_PLURALS))


def test_every_ruleset_line_has_a_polish_translation():
    po = polish_cli_po()
    missing = [rid for rid, about in RULESETS.items() if not po.get(about)]
    assert not missing, f"rage_tui.rulesets.RULESETS lines without Polish: {missing}"


def test_no_cli_text_reaches_a_person_past_the_catalogue():
    problems = []
    for path in sorted(CLI_DIR.rglob("*.py")):
        problems += bypassing_texts(path.read_text(encoding="utf-8"),
                                    str(path.relative_to(ROOT)))
    assert not problems, "\n".join(problems)


def test_the_bypass_scan_catches_untranslated_texts_and_lets_translated_ones_through():
    bad = '''
p.add_argument("--x", help="some help")
sub.add_parser("go", help=f"go to {where}", description="Goes.")
print("done: " + name)
print(f"wrote {path}")
raise UserError(f"no such file: {path}")
with progress("checking", n, unit="files"): pass
p.add_argument("--out", metavar="FILE")
@benchmark("x", "time x")
def f(): pass
'''
    found = bypassing_texts(bad)
    # two texts on line 3 and on line 7 (the label and the unit): ten in all, on every line
    assert len(found) == 10, found
    assert {int(p.split(":")[1]) for p in found} == set(range(2, 10))
    good = '''
p.add_argument("--x", help=_("some help"), metavar="N")
sub.add_parser("go", help=_("go to {where}").format(where=where))
print(f"{path}: {problem}")
print(_("wrote {path}").format(path=path), file=sys.stderr)
print(json.dumps(data))
raise UserError(_("no such file: {path}").format(path=path))
print(", ".join(names))
@benchmark("x", N_("time x"))
def f(): pass
'''
    assert bypassing_texts(good) == []


def test_every_compiled_catalogue_matches_its_po_file():
    """The committed .mo files (what an editable install and the source tree read) hold the
    translations of their .po files: run tools/compile_catalogues.py after editing a .po."""
    stale = []
    for po_path in sorted(LOCALE_DIR.glob("*/LC_MESSAGES/*.po")):
        with po_path.open("rb") as fh:
            catalog = read_po(fh, locale=po_path.parts[-3])
        with po_path.with_suffix(".mo").open("rb") as fh:
            compiled = gettext.GNUTranslations(fh)
        for message in catalog:
            if not message.id or not message.string or message.fuzzy:
                continue
            if isinstance(message.id, (tuple, list)):
                said = [compiled.ngettext(message.id[0], message.id[1], n) for n in (1, 2, 5)]
                ok = said == list(message.string)
            elif message.context:
                ok = compiled.pgettext(message.context, message.id) == message.string
            else:
                ok = compiled.gettext(message.id) == message.string
            if not ok:
                stale.append(f"{po_path.name}: {message.id!r}")
    assert not stale, f"{len(stale)} entries differ from the .mo (recompile): {stale[:5]}"


def test_the_babel_extraction_configs_cover_every_domain():
    """One place for the extraction of every catalogue: i18n/<domain>.cfg for each .po."""
    domains = {p.stem for p in LOCALE_DIR.glob("*/LC_MESSAGES/*.po")}
    configs = {p.stem for p in (ROOT / "i18n").glob("*.cfg")}
    assert domains <= configs, sorted(domains - configs)
