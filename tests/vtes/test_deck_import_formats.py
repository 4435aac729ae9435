"""``rage-tui deck import`` of the other V:TES deck lists players keep (issue 28): Lackey's
``.dek`` XML (one ``<card>`` per copy in the Crypt and Library superzones) and JOL's text (a
name alone is one copy); unknown names refused at their line with close names, nothing written,
and broken XML a clear error naming the file."""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape

import pytest
import yaml

from rage_tui.content.errors import ContentError
from rage_tui.content.vtes_cards import load_vtes_deck
from rage_tui.content.vtes_text import parse_vtes_dek, parse_vtes_text
from rage_tui.ui.paths import HOME_ENV
from tests.vtes.helpers import ROOT, cards
from tests.vtes.test_deck_cli import cli

FIXTURES = ROOT / "tests" / "fixtures" / "vtes"
STREET_WAR_CRYPT = {"andreas": 2, "tiberius": 1}
STREET_WAR_LIBRARY = {"blood-doll": 1, "bonding": 2, "undead-strength": 3}


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's deck folder goes to a temporary home."""
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


def written(path: Path) -> tuple[dict[str, int], dict[str, int]]:
    """The crypt and library a written deck file holds (a small deck: not legal to play)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["ruleset"] == "vtes"
    return data["crypt"], data["library"]


def test_lackey_dek_counts_one_copy_per_card_element_in_crypt_and_library(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "dek.yaml"
    # no --ruleset: the Crypt superzone says it is a V:TES deck
    code, stdout, err = cli(capsys, "deck", "import",
                            str(FIXTURES / "lackey-street-war.dek"), "-o", str(out))
    assert code == 0, err
    assert "Lackey street war (V:TES), 3 crypt, 6 library" in stdout
    assert written(out) == (STREET_WAR_CRYPT, STREET_WAR_LIBRARY)


def test_lackey_dek_unknown_names_and_wrong_zone_are_refused_at_their_line_nothing_written(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = FIXTURES / "lackey-unknown.dek"
    out = tmp_path / "x.yaml"
    code, _, err = cli(capsys, "deck", "import", str(src), "-o", str(out))
    assert code == 1 and not out.exists()
    lines = err.splitlines()
    assert any(f"{src}:3:" in e and "unknown card 'Bondng'" in e and "'Bonding'" in e
               for e in lines)
    assert any(f"{src}:4:" in e and "card 'andreas'" in e and "library" in e for e in lines)
    assert any(f"{src}:7:" in e and "'Tiberius'" in e for e in lines)
    assert "no deck written (3 lines refused)" in err


def test_broken_dek_xml_is_an_error_naming_the_file_not_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = FIXTURES / "lackey-broken.dek"
    out = tmp_path / "x.yaml"
    code, _, err = cli(capsys, "deck", "import", str(src), "-o", str(out), "--ruleset", "vtes")
    assert code == 1 and not out.exists()
    assert f"{src}:" in err and "not readable XML" in err and "Traceback" not in err


def test_dek_with_a_superzone_other_than_crypt_or_library_is_refused() -> None:
    text = '<deck><superzone name="Sideboard"><card><name>Bonding</name></card></superzone>' \
           '</deck>'
    with pytest.raises(ContentError) as exc:
        parse_vtes_dek(text, cards(), shown="side.dek")
    assert "side.dek:1:" in str(exc.value) and "'Sideboard'" in str(exc.value)


def test_jol_text_reads_a_name_alone_as_one_copy_and_adds_repeated_lines(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "jol.yaml"
    code, stdout, err = cli(capsys, "deck", "import", str(FIXTURES / "jol-street-war.txt"),
                            "-o", str(out))
    assert code == 0, err
    assert written(out) == ({"andreas": 2, "tiberius": 1, "thomas": 2}, STREET_WAR_LIBRARY)
    assert "5 crypt, 6 library" in stdout


def test_jol_bare_name_before_any_section_is_the_header_not_a_card() -> None:
    # a line before "Crypt:" is free text (a deck's title), even when it is a card's name
    deck = parse_vtes_text("Bonding\nCrypt:\nAndreas\nLibrary:\nBonding\n", cards())
    assert dict(deck.sept) == {"andreas": 1} and dict(deck.combat) == {"bonding": 1}


def test_a_bundled_deck_as_a_dek_imports_to_the_same_deck_and_exports_the_plain_list(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bundled = ROOT / "decks" / "vtes" / "brujah-street-war.yaml"
    deck = load_vtes_deck(bundled, cards())
    zones = []
    for zone, rows in (("Crypt", deck.sept), ("Library", deck.combat)):
        copies = "".join(f"<card><name>{escape(cards()[cid].name)}</name><set>S</set></card>\n"
                         for cid, n in rows for _ in range(n))
        zones.append(f'<superzone name="{zone}">\n{copies}</superzone>\n')
    src = tmp_path / "street.dek"
    src.write_text(f"<deck version=\"0.8\">\n{''.join(zones)}</deck>\n", encoding="utf-8")
    out = tmp_path / "street.yaml"
    code, _, err = cli(capsys, "deck", "import", str(src), "-o", str(out))
    assert code == 0, err
    back = load_vtes_deck(out, cards())
    assert (dict(back.sept), dict(back.combat)) == (dict(deck.sept), dict(deck.combat))
    code, stdout, _ = cli(capsys, "deck", "export", str(out))
    assert code == 0 and "Library (64 cards)" in stdout.splitlines()
    again = parse_vtes_text(stdout, cards())
    assert (dict(again.sept), dict(again.combat)) == (dict(deck.sept), dict(deck.combat))
