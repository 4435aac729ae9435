"""Lackey imports that lose nothing (issue #30 item 3): each case the issue found, at its line
with a plain message, no internal error, no file emptied, and linear time."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from rage_tui.cli import main
from rage_tui.content.lackey import MAX_SUGGESTED, printable, read_lackey
from rage_tui.ui.paths import HOME_ENV

DECK = "Pack:\n1\tKing Albrecht\n1\tMamu\nCombat:\n2\tBite\n"


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("line", "said"), [
    ("9" * 5000 + "\tKing Albrecht", "bad.txt:2: count 999999999999... for 'King Albrecht'"),
    ("-3\tKing Albrecht", "bad.txt:2: count -3 for 'King Albrecht' (1 to 99)"),
    ("+2\tKing Albrecht", "bad.txt:2: count +2 for 'King Albrecht'"),
    ("2.5\tKing Albrecht", "bad.txt:2: count 2.5 for 'King Albrecht'"),
    ("9mm Semi Auto Pistol", "bad.txt:2: not a card line ('count<TAB>name') nor a section "
                             "header: '9mm Semi Auto Pistol'"),
    ("3", "bad.txt:2: not a card line"),
    ("King Albrecht", "bad.txt:2: 'King Albrecht' names a card but has no count: write "
                      "'1<TAB>King Albrecht'"),
    ("x\tKing Albrecht", "bad.txt:2: not a card line ('count<TAB>name') nor a section header: "
                         "'x\\x09King Albrecht'"),
])
def test_a_bad_count_line_is_refused_at_its_line(tmp_path, capsys, line, said):
    path = tmp_path / "bad.txt"
    path.write_text(f"Pack:\n{line}\n1\tMamu\n")
    code, _, err = run(capsys, "deck", "import", path, "--name", "x")
    assert code == 1 and said in err and "internal error" not in err


def test_an_unknown_declared_encoding_is_refused(tmp_path, capsys):
    for encoding in ("x-no-such", "rot13", "utf-7", "punycode"):
        path = tmp_path / "enc.dek"
        path.write_text(f'<?xml version="1.0" encoding="{encoding}"?>\n<deck><superzone '
                        'name="Pack"><card><name>Mamu</name></card></superzone></deck>\n')
        code, _, err = run(capsys, "deck", "import", path)
        assert code == 1, encoding
        assert f"enc.dek:1: the XML declares the encoding '{encoding}', which is not a text " \
               "encoding known here" in err


def test_a_declared_latin_1_dek_is_read_as_latin_1(tmp_path):
    path = tmp_path / "latin.dek"
    path.write_bytes(b'<?xml version="1.0" encoding="ISO-8859-1"?>\n<deck><superzone '
                     b'name="Sept"><card><name>Luna\xb4s Armor</name></card></superzone>'
                     b'</deck>\n')
    assert [e.name for e in read_lackey(path)] == ["Luna\u00b4s Armor"]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32",
                                      "utf-8-sig"])
def test_utf_16_and_other_marked_text_is_read(tmp_path, encoding):
    text = tmp_path / "deck.txt"
    text.write_bytes(DECK.replace("\n", "\r\n").encode(encoding))
    assert [(e.section, e.count, e.name, e.line) for e in read_lackey(text)] == [
        ("Pack", 1, "King Albrecht", 2), ("Pack", 1, "Mamu", 3), ("Combat", 2, "Bite", 5)]
    dek = tmp_path / "deck.dek"
    dek.write_bytes(('<?xml version="1.0" encoding="UTF-16"?>\n<deck>\n<superzone name="P">\n'
                     '<card><name>Mamu</name></card>\n</superzone></deck>\n').encode(encoding))
    assert [(e.name, e.line) for e in read_lackey(dek)] == [("Mamu", 4)]


def test_names_with_terminal_escapes_are_printed_escaped(tmp_path, capsys):
    path = tmp_path / "esc.txt"
    path.write_text("Pack:\n1\tKing \x1b[31mAlbrecht\x1b]0;owned\x07\u202e\n1\tMamu\n")
    code, out, err = run(capsys, "deck", "import", path)
    assert code == 1
    assert "\x1b" not in err + out and "\x07" not in err and "\u202e" not in err
    assert "esc.txt:2: the card name 'King \\x1b[31mAlbrecht\\x1b]0;owned\\x07\\u202e' holds " \
           "a control character" in err
    assert printable("a\x9bb\udcff") == "a\\x9bb\\xff"  # (C1 controls; a byte of a file name)
    # A bare ESC is not matched by leaving it out ("King\x1bAlbrecht" is not King Albrecht),
    # in a .dek as in text; the section header is printed escaped.
    path.write_text("Side\x1b[2J:\n1\tKing\x1bAlbrecht\n1\tMamu\n")
    code, out, err = run(capsys, "deck", "import", path)
    assert code == 1 and "esc.txt:2: the card name 'King\\x1bAlbrecht'" in err
    dek = tmp_path / "esc.dek"
    dek.write_text('<deck><superzone name="Pack">\n<card><name>\n  Mamu\n</name></card>\n'
                   '<card><name>King&#x9b;2JAlbrecht</name></card></superzone></deck>')
    code, out, err = run(capsys, "deck", "import", dek)
    assert code == 1 and "esc.dek:5: the card name 'King\\x9b2JAlbrecht'" in err
    assert "\x9b" not in err + out
    side = tmp_path / "side.txt"
    side.write_text("Side\x1b[2J:\n1\tBite\nPack:\n1\tKing Albrecht\n")
    code, out, err = run(capsys, "deck", "import", side, "-o", tmp_path / "s.yaml")
    assert "section 'Side\\x1b[2J' is not part of a Rage deck" in out and "\x1b" not in out


def test_a_device_or_a_folder_is_named_as_such(tmp_path, capsys):
    code, _, err = run(capsys, "deck", "import", "/dev/zero")
    assert code == 1 and "/dev/zero:1: cannot read the file: it is not a regular file" in err
    code, _, err = run(capsys, "deck", "import", tmp_path)
    assert code == 1 and "it is a folder, not a file" in err
    code, _, err = run(capsys, "deck", "import", tmp_path / "none.txt")
    assert code == 2 and "no such file" in err
    code, _, err = run(capsys, "deck", "import", "--ruleset", "vtes", "/dev/zero")
    assert code == 1 and "/dev/zero:1: cannot read the file: it is not a regular file" in err


def test_fifty_thousand_unknown_names_take_seconds_not_minutes(tmp_path, capsys):
    path = tmp_path / "many.dek"
    body = "".join(f"<card><name>Nobody {i}</name></card>\n" for i in range(50_000))
    path.write_text(f'<deck><superzone name="Deck">\n{body}</superzone></deck>\n')
    assert path.stat().st_size > 1_900_000
    t0 = time.perf_counter()
    code, _, err = run(capsys, "deck", "import", path)
    took = time.perf_counter() - t0
    assert code == 1 and took < 5, took
    assert "many.dek:50001: unknown card 'Nobody 49999'" not in err  # (the list is capped)
    assert "many.dek:2: unknown card 'Nobody 0'" in err
    assert "many.dek:101: unknown card 'Nobody 99'" in err
    assert "... and 49900 more card name(s) not matched" in err
    assert err.count("did you mean") <= MAX_SUGGESTED


def test_every_line_of_a_long_text_file_keeps_its_number(tmp_path):
    path = tmp_path / "long.txt"
    path.write_text("Sept:\n" + "".join(f"1\tNobody {i}\n" for i in range(60_000)))
    t0 = time.perf_counter()
    entries = read_lackey(path)
    assert time.perf_counter() - t0 < 5
    assert entries[-1].line == 60_001 and entries[-1].name == "Nobody 59999"


def test_a_file_name_that_is_not_utf_8_neither_fails_nor_empties_a_deck(tmp_path, capsys, home):
    src = tmp_path / os.fsdecode(b"deck\xff.txt")
    src.write_text(DECK)
    mine = tmp_path / "my.yaml"
    mine.write_text("name: My deck\n")
    code, _, err = run(capsys, "deck", "import", src, "-o", mine, "--force")
    assert code == 0, err
    assert "# Imported from deck\\xff.txt by rage-tui deck import." in mine.read_text()
    code, _, err = run(capsys, "deck", "import", src)  # (into the deck folder)
    assert code == 0, err
    made = list((home / "decks").iterdir())
    assert len(made) == 1 and made[0].stat().st_size > 0
    code, _, err = run(capsys, "deck", "import", src, "-o", mine, "--force",
                         "--name", os.fsdecode(b"x\xff"))
    assert code == 2 and "--name x\\xff: control characters" in err
    assert "Imported from deck" in mine.read_text()  # (untouched)
