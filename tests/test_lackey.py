"""LackeyCCG decks: ``deck import`` (text and .dek XML), ``deck export``, and the round trip."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from rage_tui.cli import main
from rage_tui.content.bundled import bundled_library, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.content.errors import ContentError
from rage_tui.content.lackey import NameIndex, export_text, normalize, read_lackey
from rage_tui.engine.decks import DeckList
from rage_tui.ui.paths import HOME_ENV

LACKEY = Path(__file__).resolve().parent / "fixtures" / "lackey"


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's deck folder goes to a temporary home."""
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def contents(deck: DeckList) -> tuple[object, ...]:
    """What makes two decks the same deck: side, pack and card counts (order aside)."""
    return (deck.allegiance, Counter(deck.pack), dict(deck.sept), dict(deck.combat))


def test_text_import_forgives_case_punctuation_and_headers(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "fangs.yaml"
    code, stdout, _ = cli(capsys, "deck", "import", str(LACKEY / "fangs-of-the-north.txt"),
                          "-o", str(out))
    assert code == 0, stdout
    deck = load_deck(out)
    # The file is a deck (the .expected.yaml beside it) written with other spellings
    # ("KING ALBRECHT", "Lunas Armor", "Step-Sideways", "Full Moon (Limited)"), CRLF line ends
    # and Lackey's section names: it must come back as exactly that deck.
    assert contents(deck) == contents(load_deck(LACKEY / "fangs-of-the-north.expected.yaml"))
    assert deck.name == "Fangs of the north"
    # The sideboard card is reported, not imported and not dropped silently.
    assert "not imported: 1 x Grand Klaive (section 'Sideboard'" in stdout


def test_dek_xml_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "pentex.yaml"
    code, stdout, err = cli(capsys, "deck", "import", str(LACKEY / "pentex-holdings.dek"),
                            "-o", str(out), "--name", "Pentex from Lackey")
    assert code == 0, err
    deck = load_deck(out)
    # One <card> per copy; "Cleaner, The", "T. F. MacNeil" and "Truck 'n' Tow" all match.
    assert contents(deck) == contents(load_deck(LACKEY / "pentex-holdings.expected.yaml"))
    assert deck.name == "Pentex from Lackey"
    assert "wrote" in stdout and "36 sept, 27 combat" in stdout


@pytest.mark.parametrize("source", ["fangs-of-the-north.txt", "pentex-holdings.dek"])
def test_import_export_import_gives_the_same_deck(
        source: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = tmp_path / "first.yaml"
    assert cli(capsys, "deck", "import", str(LACKEY / source), "-o", str(first))[0] == 0
    exported = tmp_path / "exported.txt"
    assert cli(capsys, "deck", "export", str(first), "-o", str(exported))[0] == 0
    text = exported.read_text(encoding="utf-8")
    assert text.startswith("Pack:\n") and "\nSept:\n" in text and "\nCombat:\n" in text
    assert all("\t" in line for line in text.splitlines()
               if line and not line.endswith(":"))
    second = tmp_path / "second.yaml"
    assert cli(capsys, "deck", "import", str(exported), "-o", str(second))[0] == 0
    assert contents(load_deck(second)) == contents(load_deck(first))
    # And `deck check` works on the result as on any deck file.
    code, stdout, _ = cli(capsys, "deck", "check", str(second))
    assert code == 0 and "decks: 1 ok, 0 with problems" in stdout


def test_unknown_names_are_listed_with_suggestions_and_exit_1(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "never.yaml"
    code, _, err = cli(capsys, "deck", "import", str(LACKEY / "unknown-cards.txt"),
                       "-o", str(out))
    assert code == 1
    assert ":2: unknown card 'Kingg Albrecht' (did you mean 'King Albrecht'" in err
    assert ":6: unknown card 'Grand Klaiv' (did you mean 'Grand Klaive'?)" in err
    assert ":7: unknown card 'Pizza Delivery'\n" in err
    assert "3 card name(s) not matched" in err
    assert not out.exists()


def test_default_output_is_the_user_deck_folder_and_is_not_overwritten(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = str(LACKEY / "fangs-of-the-north.txt")
    assert cli(capsys, "deck", "import", src)[0] == 0
    saved = home / "decks" / "fangs-of-the-north.yaml"
    assert saved.is_file()
    code, _, err = cli(capsys, "deck", "import", src)
    assert code == 2 and "exists: give --force" in err
    saved.write_text("stale", encoding="utf-8")
    assert cli(capsys, "deck", "import", src, "--force")[0] == 0
    assert load_deck(saved).name == "Fangs of the north"
    assert cli(capsys, "deck", "import", src, "--name", "Again")[0] == 0
    assert load_deck(home / "decks" / "again.yaml").name == "Again"
    # `deck export` finds a saved deck by its file name.
    code, stdout, _ = cli(capsys, "deck", "export", "fangs-of-the-north")
    assert code == 0 and "1\tKing Albrecht" in stdout


def test_shared_names_need_the_card_id_and_export_writes_it(
        write, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    lib = bundled_library()
    shared = write("shared.txt", "Pack:\n1\tMari Cabrah\n")
    code, _, err = cli(capsys, "deck", "import", str(shared), "-o", str(tmp_path / "x.yaml"))
    assert code == 1
    assert "'Mari Cabrah' names 2 cards" in err and "(mari-cabrah-elder)" in err
    index = NameIndex(lib.cards)
    assert index.lookup("Mari Cabrah (mari-cabrah-elder)") == ["mari-cabrah-elder"]
    assert index.lackey_name("mari-cabrah-elder") == "Mari Cabrah (mari-cabrah-elder)"
    assert index.lackey_name("king-albrecht") == "King Albrecht"


@pytest.mark.parametrize(("written", "name"), [
    ("Cleaner, The", "The Cleaner"), ("the cleaner", "The Cleaner"),
    ("LUNAS ARMOR", "Luna's Armor"), ("T F MacNeil", "T.F. MacNeil"),
    ("Monster Joe's Truck 'n' Tow", "Monster Joe's Truck-n-Tow"),
    ("Full Moon (Limited)", "Full Moon"), ("9mm semi-auto pistol", "9mm Semi Auto Pistol"),
])
def test_name_matching_forgives(written: str, name: str) -> None:
    lib = bundled_library()
    found = NameIndex(lib.cards).lookup(written)
    assert [lib.cards[c].name for c in found] == [name]


def test_normalize_keeps_words_apart_from_the() -> None:
    assert normalize("Theurge") == "theurge"
    assert normalize("The Pit") == normalize("Pit, The") == "pit"


def test_entity_expansion_is_refused(write, capsys: pytest.CaptureFixture[str]) -> None:
    bomb = write("bomb.dek", '<?xml version="1.0"?>\n<!DOCTYPE deck [\n'
                 ' <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">\n'
                 ' <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">\n'
                 ' <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">\n]>\n'
                 '<deck><superzone name="Deck"><card><name>&c;</name></card></superzone>'
                 '</deck>\n')
    code, _, err = cli(capsys, "deck", "import", str(bomb))
    assert code == 1
    assert "bomb.dek:1: refused: the XML declares a DTD or entities" in err
    assert "Traceback" not in err


def test_external_entities_are_refused(write) -> None:
    secret = write("secret.txt", "King Albrecht")
    xxe = write("xxe.dek", f'<?xml version="1.0"?>\n<!DOCTYPE deck [<!ENTITY x SYSTEM '
                f'"file://{secret}">]>\n<deck><superzone name="Deck"><card><name>&x;</name>'
                '</card></superzone></deck>\n')
    with pytest.raises(ContentError, match="refused"):
        read_lackey(xxe)


@pytest.mark.parametrize(("text", "message"), [
    ("<deck><superzone", "xml.dek:1: not readable XML"),
    ("<cards/>", "root is <cards>, not <deck>"),
    ("<deck></deck>", "no <card> elements"),
])
def test_broken_dek_files_name_the_file(write, text: str, message: str) -> None:
    path = write("xml.dek", text)
    with pytest.raises(ContentError) as exc:
        read_lackey(path, shown="xml.dek")
    assert message in str(exc.value)


def test_bad_text_lines_name_the_line(write) -> None:
    path = write("bad.txt", "Pack:\n1\tMamu\n0\tBite\n")
    with pytest.raises(ContentError, match=r"bad.txt:3: count 0 for 'Bite'"):
        read_lackey(path, shown="bad.txt")
    empty = write("empty.txt", "Pack:\n\n")
    with pytest.raises(ContentError, match="no card lines"):
        read_lackey(empty, shown="empty.txt")


def test_export_of_a_bundled_deck_reads_back(tmp_path: Path) -> None:
    from rage_tui.content.lackey import import_entries

    lib = bundled_library()
    for path in sorted(decks_dir().glob("*.yaml")):
        deck = load_deck(path)
        out = tmp_path / f"{path.stem}.txt"
        out.write_text(export_text(deck, lib.cards), encoding="utf-8")
        result = import_entries(read_lackey(out), lib.cards, deck.name)
        assert result.ok and result.deck is not None, path
        assert contents(result.deck) == contents(deck), path


def test_windows_code_page_text_is_read(write) -> None:
    lib = bundled_library()
    # LackeyCCG on Windows: the system code page (0x92 is a curly apostrophe there).
    path = write("cp1252.txt", b"Sept:\r\n2\tLuna\x92s Armor\r\n")
    entries = read_lackey(path)
    assert [(e.section, e.count, e.name) for e in entries] == [("Sept", 2, "Luna\u2019s Armor")]
    assert NameIndex(lib.cards).lookup(entries[0].name) == ["lunas-armor"]


def test_the_side_comes_from_the_pack_or_must_be_given(
        write, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rogue = write("rogue.txt", "Pack:\n1\tHunts-at-Night\nCombat:\n2\tBite\n")
    code, _, err = cli(capsys, "deck", "import", str(rogue), "-o", str(tmp_path / "r.yaml"))
    assert code == 1 and "no gaia or wyrm character to tell the deck's side" in err
    mixed = write("mixed.txt", "Pack:\n1\tMamu\n1\tZhyzack\n")
    code, _, err = cli(capsys, "deck", "import", str(mixed), "-o", str(tmp_path / "m.yaml"))
    assert code == 1 and "mixes gaia and wyrm characters" in err
    out = tmp_path / "given.yaml"
    code, stdout, _ = cli(capsys, "deck", "import", str(rogue), "-o", str(out),
                          "--allegiance", "wyrm")
    assert code == 0 and load_deck(out).allegiance.value == "wyrm"
    # Written, then checked as `deck check` would: the short decks are reported.
    assert "construction (renown level 20)" in stdout
    assert "sept deck: 0 cards; at least 30 are needed" in stdout


def test_unknown_names_in_a_dek_file_give_their_line(
        write, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dek = write("typo.dek", '<deck version="0.8">\n <superzone name="Deck">\n'
                '  <card><name id="a">Mamu</name></card>\n'
                '  <card><name id="b">Bitee &amp; Run</name></card>\n'
                ' </superzone>\n</deck>\n')
    code, _, err = cli(capsys, "deck", "import", str(dek), "-o", str(tmp_path / "t.yaml"))
    assert code == 1
    assert "typo.dek:4: unknown card 'Bitee & Run'" in err
