"""`rage-tui cards schema` is valid JSON Schema; it accepts our card files and rejects bad ones."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from rage_tui.cli import main
from rage_tui.content.bundled import cards_dir
from rage_tui.content.library import iter_card_files
from tests.content_data import CARD_FILES, run_cli


@pytest.fixture(scope="module")
def schema() -> dict[str, Any]:
    """The schema as the command prints it (run once, in a subprocess)."""
    result = run_cli("cards", "schema")
    assert result.returncode == 0, result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return data


@pytest.fixture(scope="module")
def validator(schema: dict[str, Any]) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(schema)


def as_json(yaml_text: str) -> Any:
    """A card file as an editor's YAML language server sees it: plain JSON data."""
    return json.loads(json.dumps(yaml.safe_load(yaml_text)))


def errors(validator: jsonschema.Draft202012Validator, text: str) -> list[str]:
    return [e.message for e in validator.iter_errors(as_json(text))]


def test_cards_schema_prints_a_valid_2020_12_json_schema(schema: dict[str, Any]) -> None:
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["type"] == "array"
    assert "CombatActionCard" in schema["$defs"]
    assert "CharacterCard" in schema["$defs"]


def test_the_in_process_command_prints_the_same_schema(
    schema: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["cards", "schema"]) == 0
    assert json.loads(capsys.readouterr().out) == schema


def test_the_schema_names_every_card_type(schema: dict[str, Any]) -> None:
    from rage_tui.rulesets.rage1995.cards import CardType

    consts = {
        d["properties"]["type"]["const"]
        for d in schema["$defs"].values() if "type" in d.get("properties", {})
        and "const" in d["properties"]["type"]
    }
    assert consts == {t.value for t in CardType}


def test_the_schema_lists_the_keyword_and_form_vocabularies(schema: dict[str, Any]) -> None:
    from rage_tui.rulesets.rage1995 import keywords as kw

    keywords = schema["$defs"]["GiftCard"]["properties"]["keywords"]
    assert set(keywords["items"]["enum"]) == kw.ALL_KEYWORDS
    assert keywords["uniqueItems"] is True
    assert set(schema["$defs"]["Form"]["properties"]["form"]["enum"]) == kw.FORMS


@pytest.mark.parametrize("name", sorted(CARD_FILES))
def test_the_test_card_set_validates_against_the_schema(
    validator: jsonschema.Draft202012Validator, name: str
) -> None:
    assert errors(validator, CARD_FILES[name]) == []


def _bundled_files() -> list[Path]:
    return iter_card_files([cards_dir()])


@pytest.mark.parametrize(
    "path", _bundled_files() or [None],
    ids=lambda p: str(p.relative_to(cards_dir())) if p else "none",
)
def test_every_bundled_card_file_validates_against_the_schema(
    validator: jsonschema.Draft202012Validator, path: Path | None
) -> None:
    if path is None:
        pytest.skip("cards/ has no card files yet")
    found = [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
        for e in validator.iter_errors(as_json(path.read_text(encoding="utf-8")))
    ]
    assert found == []


GOOD = "- {id: jab, name: Jab, type: combat_action, rage: 1, damage: 1}\n"


@pytest.mark.parametrize(("broken", "why"), [
    ("damage: 1}", "damage: three}"),
    ("type: combat_action", "type: combat_actoin"),
    ("damage: 1}", "damage: 1, colour: red}"),
    ("name: Jab, ", ""),
    ("rage: 1", "rage: 100"),
    ("id: jab", "id: Big Jab"),
    ("damage: 1}", "damage: 1, keywords: [kailindoo]}"),
    ("damage: 1}", "damage: 1, keywords: [fast, fast]}"),
    ("damage: 1}", "damage: 1, forms: [hispo-ish]}"),
], ids=["wrong-type", "unknown-type", "unknown-field", "missing-name", "out-of-range",
        "bad-id", "unknown-keyword", "keyword-twice", "unknown-form"])
def test_a_broken_card_fails_the_schema(
    validator: jsonschema.Draft202012Validator, broken: str, why: str
) -> None:
    assert errors(validator, GOOD) == []
    assert errors(validator, GOOD.replace(broken, why)) != []


def test_a_card_file_must_be_a_list(validator: jsonschema.Draft202012Validator) -> None:
    assert errors(validator, "id: jab\nname: Jab\n") != []
