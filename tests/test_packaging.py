"""The wheel ships the bundled cards and decks inside the package (rage_tui/data/...)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path, PurePosixPath

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    try:
        import hatchling  # noqa: F401
    except ImportError:
        pytest.skip("hatchling is not installed, so the wheel cannot be built without isolation")
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--disable-pip-version-check", "-q", "-w", str(out), str(ROOT)],
        capture_output=True, text=True, timeout=300, check=False,
    )
    if result.returncode != 0 and "hatchling" in result.stderr.lower() \
            and "no module named" in result.stderr.lower():
        pytest.skip("hatchling is missing for --no-build-isolation")
    assert result.returncode == 0, result.stdout + result.stderr
    (path,) = out.glob("rage_tui-*.whl")
    return zipfile.ZipFile(path)


def names_under(wheel: zipfile.ZipFile, prefix: str) -> set[str]:
    return {str(PurePosixPath(n).relative_to(prefix)) for n in wheel.namelist()
            if n.startswith(prefix + "/")}


def test_the_wheel_contains_every_bundled_card_file(wheel: zipfile.ZipFile) -> None:
    shipped = names_under(wheel, "rage_tui/data/cards")
    assert any(n.endswith(".yaml") for n in shipped)
    source = {str(p.relative_to(ROOT / "cards").as_posix())
              for p in (ROOT / "cards").rglob("*.yaml")}
    assert source <= shipped, sorted(source - shipped)


def test_the_wheel_contains_the_decks_folder(wheel: zipfile.ZipFile) -> None:
    shipped = names_under(wheel, "rage_tui/data/decks")
    assert shipped, "rage_tui/data/decks/ is missing from the wheel"
    source = {p.relative_to(ROOT / "decks").as_posix()
              for p in (ROOT / "decks").rglob("*") if p.is_file()}
    assert source <= shipped, sorted(source - shipped)


def test_the_wheel_has_the_console_script_and_no_tests(wheel: zipfile.ZipFile) -> None:
    (entry_points,) = [n for n in wheel.namelist() if n.endswith(".dist-info/entry_points.txt")]
    assert "rage-tui = rage_tui.cli:main" in wheel.read(entry_points).decode()
    assert "rage_tui/__main__.py" in wheel.namelist()
    assert not [n for n in wheel.namelist() if n.startswith("tests/")]


def test_the_wheel_has_every_catalogue_compiled_from_its_po_file(wheel: zipfile.ZipFile) -> None:
    """The build hook (hatch_build.py) compiles each .po into the wheel: an installed wheel
    translates exactly as its .po files say, whatever state the committed .mo files are in."""
    import gettext
    import io

    from babel.messages.pofile import read_po

    locale = ROOT / "rage_tui" / "locale"
    po_files = sorted(locale.glob("*/LC_MESSAGES/*.po"))
    assert {p.stem for p in po_files} >= {"cards", "cli", "game"}
    for po_path in po_files:
        name = f"rage_tui/{po_path.with_suffix('.mo').relative_to(ROOT / 'rage_tui').as_posix()}"
        assert wheel.namelist().count(name) == 1, name
        compiled = gettext.GNUTranslations(io.BytesIO(wheel.read(name)))
        with po_path.open("rb") as fh:
            catalog = read_po(fh)
        for message in catalog:
            if not message.id or not message.string or message.fuzzy:
                continue
            if isinstance(message.id, tuple):
                assert compiled.ngettext(*message.id, 5) == message.string[2], message.id
            elif message.context:
                assert compiled.pgettext(message.context, message.id) == message.string
            else:
                assert compiled.gettext(message.id) == message.string, message.id
