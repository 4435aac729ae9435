"""docs/card-format.md stays true: examples load, the deck is legal, every field is documented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rage_tui.content.bundled import bundled_library
from rage_tui.content.decks import load_deck
from rage_tui.content.library import load_library_lenient
from rage_tui.content.schema import card_file_json_schema
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.construction import check_deck

DOC = Path(__file__).resolve().parent.parent / "docs" / "card-format.md"
TEXT = DOC.read_text(encoding="utf-8")
EXAMPLE = re.compile(r"```yaml\n# (my-cards/\S+|my-deck\.yaml)\n(.*?)```", re.S)


@pytest.fixture
def examples(tmp_path: Path) -> Path:
    """The worked examples written where their first line says."""
    found = EXAMPLE.findall(TEXT)
    assert len(found) == 4, [name for name, _ in found]
    for name, body in found:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"# {name}\n{body}", encoding="utf-8")
    return tmp_path


def test_the_worked_example_cards_load_on_top_of_the_bundled_library(examples: Path) -> None:
    lib, problems = load_library_lenient([examples / "my-cards"], base=bundled_library())
    assert [str(p) for p in problems] == []
    assert lib["storm-chaser"].type is CardType.CHARACTER
    assert lib["storm-chaser-elder"].persona == "storm-chaser"
    assert lib["hamstring-bite"].damage == 3
    assert lib["voice-of-the-gale"].gnosis_req == 3


def test_the_worked_example_deck_is_legal_at_renown_20(examples: Path) -> None:
    lib, _ = load_library_lenient([examples / "my-cards"], base=bundled_library())
    deck = load_deck(examples / "my-deck.yaml")
    assert check_deck(deck, lib.cards, 20) == []


def _quoted(word: str) -> bool:
    return f"`{word}`" in TEXT


def test_every_card_type_is_documented() -> None:
    assert [t.value for t in CardType if not _quoted(t.value)] == []


def test_every_card_field_is_documented() -> None:
    schema = card_file_json_schema()
    fields = {name for d in schema["$defs"].values() for name in d.get("properties", {})}
    assert "damage" in fields
    assert sorted(f for f in fields if not _quoted(f)) == []


@pytest.mark.parametrize(("file", "old", "new", "line"), [
    ("strikes.yaml", "damage: 3", "damage: three", 0),
    ("gifts.yaml", "type: gift", "type: gfit", 1),
    ("characters.yaml", "[storm-chaser-claws]", "[storm-chaser-claw]", 2),
])
def test_the_error_messages_shown_are_what_cards_check_prints(
    examples: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    file: str, old: str, new: str, line: int,
) -> None:
    from rage_tui.cli import main

    path = examples / "my-cards" / file
    path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    monkeypatch.chdir(examples)
    assert main(["cards", "check", f"my-cards/{file}"]) == 1
    printed = [ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("error:")]
    shown = re.findall(r"^error: my-cards/.*$", TEXT, re.M)
    assert printed == [shown[line]]
