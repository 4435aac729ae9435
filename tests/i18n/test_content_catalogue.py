"""The ``content`` catalogue is complete: every message the loaders, the scenario runner, the
demos' walkthrough, the campaigns, the saves and the app benchmarks can say has a Polish
translation with the same fields; no text of those modules reaches a person past a catalogue;
and under ``--lang pl`` a broken card file, a broken deck, a scenario's checks and
``demo --text`` read in Polish while keeping the file, line, card and field."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from pathlib import Path

import pytest

from rage_tui.cli import main
from rage_tui.content.outside_messages import os_problem, yaml_problem
from rage_tui.content.validation_messages import describe_error
from rage_tui.i18n import set_language
from tests.i18n.cli_scan import fields
from tests.i18n.content_scan import (
    ROOT,
    SCANNED,
    bypassing_texts,
    content_messages,
    polish_content_po,
)

NOT_SHOWN = {"rage_tui/content/errors.py": 1, "rage_tui/content/vtes_text.py": 1}
"""Texts of the scanned modules that no player reads, by file: how many (a programming error;
the V:TES export's ``Description:`` header, a keyword of the deck tools' file format that
stays English so they read it back)."""

BROKEN_CARDS = """\
- id: body-blow
  name: Body Blow
  type: combat_actoin
  rage: 3
  text: A heavy punch.
- id: jab
  name: Jab
  type: combat_action
  rage: many
  damage: 1
  colour: red
  text: A quick jab.
"""


@pytest.fixture(autouse=True)
def _english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    """Run ``rage-tui ARGS`` in this process; the exit code and everything printed."""
    try:
        code = main(list(args))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out + err


def test_every_content_message_has_a_polish_translation_with_the_same_fields() -> None:
    po = polish_content_po()
    problems = []
    for msgid, where in content_messages().items():
        text = po.get(msgid)
        if not text:
            problems.append(f"{where}: untranslated {msgid!r}")
            continue
        wanted = fields(msgid[1] if isinstance(msgid, tuple) else msgid)
        forms = text if isinstance(text, tuple) else (text,)
        if isinstance(msgid, tuple) and len(forms) != 3:
            problems.append(f"{where}: {msgid!r} needs three Polish forms")
        problems += [f"{where}: fields of {form!r} differ from {sorted(wanted)}"
                     for form in forms if fields(form) != wanted]
    assert not problems, "\n".join(problems)


def test_the_scan_finds_the_content_messages_and_reports_a_missing_one() -> None:
    ids = content_messages()
    assert "is required but missing" in ids  # a pydantic error type in our words
    assert "YAML syntax: {what}" in ids
    assert "Rule: {rule}" in ids  # demo --text
    assert ("The one expectation held.", "All {n} expectations held.") in ids
    assert "a text nobody wrote {x}" not in polish_content_po()
    assert len(ids) > 200


def test_no_text_of_the_loaders_runner_demos_or_benchmarks_bypasses_the_catalogue() -> None:
    problems = []
    for path in SCANNED:
        where = str(path.relative_to(ROOT))
        found = bypassing_texts(path.read_text(encoding="utf-8"), where)
        problems += found[NOT_SHOWN.get(where, 0):]
    assert not problems, "\n".join(problems)


def test_the_bypass_scan_catches_untranslated_texts_and_lets_translated_ones_through() -> None:
    bad = '''
problems.append(Problem(path, line, f"refers to unknown card '{ref}'", card=cid))
raise ValueError("a script needs at least one move")
yield Check(f"{ref} is dead", ok, "no such card in the game")
result.error = f"the engine refused a step: {why}"
lines.append(f"Rule: {rule}")
raise SaveError(f"no save file at {path}")
'''
    found = bypassing_texts(bad)
    # the label and the detail of the check on line 4: seven in all, on every line
    assert len(found) == 7, found
    assert {int(p.split(":")[1]) for p in found} == set(range(2, 8))
    good = '''
problems.append(Problem(path, line, c_("refers to unknown card '{card}'").format(card=ref)))
raise ValueError(c_("a script needs at least one move"))
yield Check(c_("{card} is dead").format(card=ref), ok, "")
result.error = c_("the engine refused a step: {why}").format(why=why)
lines.append(f"   {mark:<4} {c.label}")
print(f"{path}:{line}: {problem}")
'''
    assert bypassing_texts(good) == []


def test_pydantic_yaml_and_system_problems_read_in_polish_with_a_safe_fallback() -> None:
    set_language("pl")
    assert describe_error({"type": "missing", "loc": ("name",)}) == "jest wymagane, ale go brakuje"
    assert describe_error({"type": "too_short", "ctx": {"min_length": 1, "actual_length": 0},
                           "input": []}) == "musi mieć co najmniej 1 pozycję, a ma 0"
    assert describe_error({"type": "literal_error", "input": "x",
                           "ctx": {"expected": "'a', 'b' or 'c'"}}) == (
        "oczekiwano 'a', 'b' albo 'c', a jest 'x'")
    # a pydantic error type this project never met: our general words, never pydantic's
    assert describe_error({"type": "url_parsing", "input": "x", "msg": "Input should be a URL"}
                          ) == "ma niepoprawną wartość: 'x'"
    assert yaml_problem("mapping values are not allowed in this context") == (
        "wartość mapy nie jest tu dozwolona")
    assert yaml_problem("found undefined alias 'base'") == (
        "alias 'base' nie wskazuje żadnej kotwicy (&nazwa)")
    assert yaml_problem("something PyYAML may say one day") == "something PyYAML may say one day"
    assert os_problem(FileNotFoundError(errno.ENOENT, "No such file or directory")) == (
        "nie ma takiego pliku")
    set_language("en")
    assert describe_error({"type": "url_parsing", "input": "x", "msg": "Input should be a URL"}
                          ) == "Input should be a URL"
    assert os_problem(FileNotFoundError(errno.ENOENT, "No such file or directory")) == (
        "No such file or directory")


def test_a_broken_card_file_is_reported_in_polish_with_its_file_line_card_and_field(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text(BROKEN_CARDS, encoding="utf-8")
    code, out = cli(capsys, "--lang", "pl", "cards", "check", str(path))
    assert code == 1
    assert (f"{path}:3: karta 'body-blow', pole 'type': nieznany typ karty 'combat_actoin' "
            "(czy chodziło o 'combat_action'?)") in out
    assert f"{path}:9: karta 'jab', pole 'rage': oczekiwano liczby całkowitej, a jest 'many'" \
        in out
    assert f"{path}:11: karta 'jab', pole 'colour': nie jest polem tego typu karty" in out
    assert "expected an integer" not in out and "is not a field" not in out
    code, out = cli(capsys, "--lang", "en", "cards", "check", str(path))
    assert f"{path}:9: card 'jab', field 'rage': expected an integer, got 'many'" in out


def test_a_yaml_syntax_error_is_reported_in_polish_at_its_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "syntax.yaml"
    path.write_text("- id: jab\n  name: Jab: Quick\n", encoding="utf-8")
    code, out = cli(capsys, "--lang", "pl", "cards", "check", str(path))
    assert code == 1
    assert f"{path}:2: składnia YAML: wartość mapy nie jest tu dozwolona" in out


def test_a_broken_deck_file_is_reported_in_polish_with_its_file_line_and_field(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "deck.yaml"
    path.write_text("name: Broken\nallegiance: rogue\npack: []\nsept: {}\n"
                    "combat: {jab: 0}\nsize: 3\n", encoding="utf-8")
    code, out = cli(capsys, "--lang", "pl", "deck", "check", str(path))
    assert code == 1
    assert (f"{path}:2: pole 'allegiance': talia służy Gai (gaia) albo Żmijowi (wyrm); "
            "postacie rogue mogą dołączyć do każdej ze stron") in out
    assert f"{path}:3: pole 'pack': musi mieć co najmniej 1 pozycję, a ma 0" in out
    assert f"{path}:5: pole 'combat.jab': musi wynosić co najmniej 1, a jest 0" in out
    assert f"{path}:6: pole 'size': nie jest polem pliku talii" in out


def test_a_scenario_run_reports_its_checks_and_problems_in_polish(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    source = (ROOT / "scenarios" / "rules" / "first-turn-draws.yaml").read_text("utf-8")
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(source.replace("{Ann: [5, 5], Bob: [3, 5]}", "{Ann: [5, 5], Bob: [4, 5]}")
                     .replace('text: "Ann drew"', 'text: "Ann drew"}\n  - {vp: {Ann: 2}'),
                     encoding="utf-8")
    code, out = cli(capsys, "--lang", "pl", "scenario", "run", str(wrong))
    assert code == 1
    assert "Gracz Ann ma na ręce karty Sept: 5 i karty walki: 5" in out
    assert "Gracz Bob ma na ręce karty Sept: 4 i karty walki: 5 (ma 3 i 5)" in out
    # the file's words are English: the check quotes the event that matched them, in Polish
    assert "ok   zdarzenie drew: 'Ann dobiera Token, Token, Token, Token, Token'" in out
    assert "Gracz Ann ma 2 PZ (ma 0)" in out
    assert "holds" not in out and " VP" not in out
    broken = tmp_path / "broken.yaml"
    broken.write_text(source.replace("rule: v0.2 Redraw Phase", "rule: v0.2 Redraw Phase\n"
                                     "turns: 3"), encoding="utf-8")
    code, out = cli(capsys, "--lang", "pl", "scenario", "run", str(broken))
    assert f"{broken}:3: pole 'turns': nie jest polem " in out


def test_demo_text_reads_in_polish_rule_lines_checks_and_verdict(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out = cli(capsys, "--lang", "pl", "demo", "--text", "frenzy")
    assert code == 0
    assert "Zasada: v0.2 Frenzy (Szał)" in out
    assert "[zasada: v0.2 Combat Phase (Faza Walki)]" in out
    assert "ok   thomas-kachina jest w formie crinos" in out
    assert "Spełnione oczekiwania: wszystkie (" in out
    for english in ("Rule:", "[rule:", "Before the first step", "expectations held",
                    " is in crinos form", "(passes)"):
        assert english not in out, english
    code, out = cli(capsys, "--lang", "en", "demo", "--text", "frenzy")
    assert "Rule: v0.2 Frenzy\n" in out and "[rule: v0.2 Combat Phase]" in out


def test_a_deck_that_breaks_construction_rules_is_reported_in_polish_at_its_lines(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "wrong.yaml"
    path.write_text("name: Wrong\nallegiance: gaia\npack: [mari-cabrah-elder]\nsept:\n"
                    "  full-moon: 3\ncombat:\n  flamethrower: 1\n", encoding="utf-8")
    code, out = cli(capsys, "--lang", "pl", "deck", "check", str(path))
    assert code == 1
    assert f"{path}:4: talia Sept: kart: 3; potrzeba co najmniej 30" in out
    assert (f"{path}:7: talia Walki: Flamethrower to karta typu: ekwipunek; jej miejsce: "
            "talia Sept") in out
    code, out = cli(capsys, "--lang", "en", "deck", "check", str(path))
    assert (f"{path}:7: combat deck: Flamethrower is an equipment card; it belongs in the sept "
            "deck") in out
