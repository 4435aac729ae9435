"""Every demo and example scenario narrates in Polish: its title, description and each
``say:`` line has a translation in the ``game`` catalogue, and the demo viewer's walkthrough
shows it in the reader's language."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.i18n import set_language
from tests.i18n.catalogue_tools import ROOT, read_po

FILES = sorted((ROOT / "scenarios" / "demos").glob("*.yaml")) + sorted(
    (ROOT / "scenarios" / "example").glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_narrated_line_has_a_polish_translation(path: Path):
    from rage_tui.content.narration import narration

    po = read_po()
    rows = narration(path)
    assert rows, "a demo without narration"
    missing = [f"{path.name}:{line}: {text[:70]!r}" for line, text in rows
               if not po.get((None, text))]
    assert not missing, "\n".join(missing)


def test_a_demo_walkthrough_reads_in_polish():
    from rage_tui.demos import find_demo, run_demo, walkthrough

    run = run_demo(find_demo("bluffing"))
    english = walkthrough(run)
    set_language("pl")
    try:
        polish = walkthrough(run)
    finally:
        set_language("en")
    assert english.startswith("Bluffing: playing above your Rage")
    assert polish.startswith("Blef: gra ponad swoje Rage")
    assert "Alfą Ann jest Anna Kliminski" in polish
    assert "Karty zostają odkryte." in polish  # the engine's events, too
