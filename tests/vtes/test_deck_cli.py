"""``rage-tui deck import`` / ``deck export`` of V:TES deck lists (issue 28): the deck tools'
plain text (KRCG, VDB, Amaranth) in and out, bad lines refused at their line with close names,
nothing written then, and the round trip of every bundled deck."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.cli import main
from rage_tui.content.vtes_cards import load_vtes_deck
from rage_tui.ui.paths import HOME_ENV
from tests.vtes.helpers import ROOT, cards

FIXTURES = ROOT / "tests" / "fixtures" / "vtes"
DECKS = sorted((ROOT / "decks" / "vtes").glob("*.yaml"))


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


def test_import_reads_the_deck_tools_export_with_its_header_and_columns(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "street.yaml"
    code, stdout, err = cli(capsys, "deck", "import", str(FIXTURES / "krcg-street-war.txt"),
                            "-o", str(out))
    assert code == 0, err
    assert "Street War (club night) (V:TES), 12 crypt, 64 library" in stdout
    assert "construction" not in stdout  # a legal deck: 12 crypt, 64 library
    deck = load_vtes_deck(out, cards())
    assert deck.name == "Street War (club night)" and deck.ruleset == "vtes"
    assert dict(deck.sept)["andreas"] == 2 and dict(deck.sept)["ibrahim-sol"] == 1
    lib = dict(deck.combat)
    assert lib["discipline-dominate"] == 3 and lib["bribe-the-clerk"] == 1
    assert sum(lib.values()) == 64 and "lupo" not in lib


def test_bad_lines_are_refused_at_their_line_with_close_names_and_nothing_is_written(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = FIXTURES / "bad-lines.txt"
    out = tmp_path / "broken.yaml"
    code, _, err = cli(capsys, "deck", "import", str(src), "-o", str(out))
    assert code == 1 and not out.exists()
    lines = err.splitlines()
    assert any(f"{src}:4:" in e and "unknown card 'Tiberus" in e and "'Tiberius'" in e
               for e in lines)
    assert any(f"{src}:7:" in e and "a count of 0" in e for e in lines)
    assert any(f"{src}:8:" in e and "no count: write it as '1x Bonding'" in e for e in lines)
    assert any(f"{src}:9:" in e and "'Undead Strength'" in e for e in lines)
    assert any(f"{src}:10:" in e and "card 'andreas'" in e and "library" in e for e in lines)
    assert not any(f"{src}:{n}:" in err for n in (1, 2, 3, 5, 6))
    assert "no deck written (5 lines refused)" in err


def test_export_writes_the_deck_tools_format(capsys: pytest.CaptureFixture[str]) -> None:
    code, stdout, _ = cli(capsys, "deck", "export", "brujah-street-war")
    assert code == 0
    lines = stdout.splitlines()
    assert lines[0] == "Deck Name: Brujah Street War"
    assert "Crypt (12 cards, min=12, max=31, avg=5.25)" in lines
    assert "Library (64 cards)" in lines and "Political Action (5)" in lines
    crypt = lines.index("Crypt (12 cards, min=12, max=31, avg=5.25)")
    assert lines[crypt + 2].split()[:4] == ["1x", "Ibrahim", "Sol", "9"]
    assert "3x Undead Strength" in lines


@pytest.mark.parametrize("deck", DECKS, ids=lambda p: p.stem)
def test_export_then_import_gives_the_same_deck(
        deck: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = tmp_path / "list.txt"
    assert cli(capsys, "deck", "export", str(deck), "-o", str(text))[0] == 0
    back = tmp_path / "back.yaml"
    code, _, err = cli(capsys, "deck", "import", str(text), "-o", str(back))
    assert code == 0, err
    a, b = load_vtes_deck(deck, cards()), load_vtes_deck(back, cards())
    assert (b.name, dict(b.sept), dict(b.combat)) == (a.name, dict(a.sept), dict(a.combat))
    # and once more: the second export is the first one, line for line
    again = tmp_path / "again.txt"
    assert cli(capsys, "deck", "export", str(back), "-o", str(again))[0] == 0
    assert again.read_text(encoding="utf-8") == text.read_text(encoding="utf-8")


def test_default_output_is_the_user_vtes_deck_folder_and_export_finds_it_by_name(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = str(FIXTURES / "krcg-street-war.txt")
    assert cli(capsys, "deck", "import", src)[0] == 0
    saved = home / "decks" / "vtes" / "street-war-club-night.yaml"
    assert saved.is_file()
    code, _, err = cli(capsys, "deck", "import", src)
    assert code == 2 and "exists: give --force" in err
    code, stdout, _ = cli(capsys, "deck", "export", "street-war-club-night")
    assert code == 0 and "2x Andreas" in stdout


def test_lackeys_text_is_read_as_vtes_when_asked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "lackey.txt"
    src.write_text("3\tBonding\n2\tComputer Hacking\nCrypt:\n2\tAndreas\n1\tThomas\n",
                   encoding="utf-8")
    out = tmp_path / "l.yaml"
    code, stdout, _ = cli(capsys, "deck", "import", str(src), "-o", str(out), "--ruleset",
                          "vtes", "--name", "Tiny")
    assert code == 0 and "Tiny (V:TES), 3 crypt, 5 library" in stdout
    # too small to play: written, and the construction problem is said
    assert "construction: 1 problem" in stdout and "12 cards at least" in stdout
