"""Card files: what loads, and how each kind of mistake is reported (file:line, card, field)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from rage_tui.content import yamlio
from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.library import (
    load_card_file,
    load_card_file_lenient,
    load_library,
    load_library_lenient,
)
from rage_tui.engine.cards import Allegiance
from rage_tui.rulesets.rage1995.cards import CardType, Speed
from tests.content_data import CARD_FILES

Write = Callable[[str, str | bytes], Path]

BODY_BLOW = """\
- id: body-blow
  name: Body Blow
  type: combat_action
  rage: 3
  damage: 3
  text: A heavy punch to the ribs.
"""


def problems_of(path: Path) -> list[Problem]:
    """The problems of one card file (it must fail to load)."""
    with pytest.raises(ContentError) as info:
        load_card_file(path)
    return info.value.problems


def only_problem(path: Path) -> Problem:
    found = problems_of(path)
    assert len(found) == 1, [str(p) for p in found]
    return found[0]


# --- files that load ------------------------------------------------------------------------------


def test_a_valid_card_file_loads_every_card_with_its_fields(write: Write) -> None:
    path = write("strikes.yaml", BODY_BLOW)
    lib = load_card_file(path)
    assert list(lib.cards) == ["body-blow"]
    card = lib["body-blow"]
    assert card.type is CardType.COMBAT_ACTION
    assert (card.name, card.rage_req, card.damage) == ("Body Blow", 3, 3)
    assert card.text == "A heavy punch to the ribs."
    assert card.speed is Speed.NORMAL
    assert lib.origin["body-blow"] == (str(path), 1)


def test_the_test_card_set_loads_from_a_folder_with_origins(mini_cards_dir: Path) -> None:
    lib = load_library([mini_cards_dir])
    assert len(lib) == 27
    elder = lib["tst-elder"]
    assert elder.type is CardType.CHARACTER and elder.allegiance is Allegiance.GAIA
    assert elder.breed is not None and elder.breed.form == "homid"
    assert elder.crinos is not None and elder.crinos.stats.health == 8
    assert lib["tst-fomor"].one_form
    assert lib["tst-seer-elder"].persona == "tst-seer"
    assert lib["tst-seer"].persona == "tst-seer"
    assert lib["tst-song"].requires == frozenset({"galliard", "theurge"})
    assert lib["tst-moon"].subtype == "lunar"
    assert lib["tst-council"].restricted
    assert lib["tst-pair"].max_copies == 2
    path, line = lib.origin["tst-cub"]
    assert Path(path).name == "characters.yaml"
    assert line == 10
    assert sorted(Path(f).name for f in lib.files) == sorted(CARD_FILES)


def test_a_byte_order_mark_is_ignored(write: Write) -> None:
    path = write("bom.yaml", "\ufeff" + BODY_BLOW)
    assert "body-blow" in load_card_file(path)


def test_yaml_anchors_and_merge_keys_are_allowed(write: Write) -> None:
    text = """\
- &base {id: a-jab, name: A Jab, type: combat_action, rage: 1, damage: 1}
- {<<: *base, id: b-jab, name: B Jab}
"""
    lib = load_card_file(write("anchors.yaml", text))
    assert lib["b-jab"].damage == 1 and lib["b-jab"].name == "B Jab"


def test_the_csafeloader_is_used_when_available() -> None:
    if not hasattr(yaml, "CSafeLoader"):
        pytest.skip("PyYAML was built without libyaml; the pure-Python safe loader is used")
    assert yamlio._Base is yaml.CSafeLoader
    assert issubclass(yamlio._LineLoader, yaml.CSafeLoader)


# --- one wrong field ------------------------------------------------------------------------------


def test_a_wrong_type_names_file_line_card_and_field(write: Write) -> None:
    path = write("strikes.yaml", BODY_BLOW.replace("damage: 3", "damage: three"))
    problem = only_problem(path)
    assert str(problem) == (
        f"{path}:5: card 'body-blow', field 'damage': expected an integer, got 'three'"
    )
    assert (problem.path, problem.line, problem.card, problem.field) == (
        str(path), 5, "body-blow", "damage")


@pytest.mark.parametrize(("old", "new", "field"), [
    ("damage: 3", 'damage: "3"', "damage"),
    ("damage: 3", "damage: 3.0", "damage"),
    ("rage: 3", "rage: 3\n  unique: 'yes'", "unique"),
])
def test_quoted_or_loose_values_are_refused_as_the_json_schema_does(
        write: Write, old: str, new: str, field: str) -> None:
    problem = only_problem(write("loose.yaml", BODY_BLOW.replace(old, new)))
    assert (problem.card, problem.field) == ("body-blow", field)


def test_the_error_line_is_the_line_of_the_field_not_of_the_card(write: Write) -> None:
    text = BODY_BLOW + BODY_BLOW.replace("body-blow", "second").replace("rage: 3", "rage: x")
    problem = only_problem(write("two.yaml", text))
    assert (problem.line, problem.card, problem.field) == (10, "second", "rage")


def test_a_nested_field_is_named_with_a_dotted_path_and_its_own_line(write: Write) -> None:
    text = """\
- id: mamu
  name: Mamu
  type: character
  allegiance: gaia
  renown: 10
  breed:
    form: lupus
    rage: 6
    gnosis: 4
    health: six
"""
    problem = only_problem(write("mamu.yaml", text))
    assert (problem.line, problem.card, problem.field) == (10, "mamu", "breed.health")
    assert problem.message == "expected an integer, got 'six'"


def test_a_number_out_of_range_says_the_limit(write: Write) -> None:
    problem = only_problem(write("big.yaml", BODY_BLOW.replace("rage: 3", "rage: 100")))
    assert (problem.line, problem.field) == (4, "rage")
    assert problem.message == "must be at most 99, got 100"


def test_a_huge_number_is_an_error_not_a_crash(write: Write) -> None:
    problem = only_problem(write("huge.yaml", BODY_BLOW.replace("rage: 3", "rage: " + "9" * 400)))
    assert (problem.line, problem.field) == (4, "rage")
    assert problem.message.startswith("must be at most 99")


def test_a_negative_number_is_an_error(write: Write) -> None:
    problem = only_problem(write("neg.yaml", BODY_BLOW.replace("damage: 3", "damage: -1")))
    assert (problem.line, problem.field, problem.message) == (5, "damage",
                                                              "must be at least 0, got -1")


def test_a_yes_no_field_rejects_other_words(write: Write) -> None:
    problem = only_problem(write("u.yaml", BODY_BLOW + "  unique: maybe\n"))
    assert (problem.line, problem.field) == (7, "unique")
    assert problem.message == "expected true or false, got 'maybe'"


def test_an_id_that_is_not_a_slug_is_an_error(write: Write) -> None:
    problem = only_problem(write("id.yaml", BODY_BLOW.replace("id: body-blow", "id: Body Blow")))
    assert (problem.line, problem.field) == (1, "id")
    assert "lower-case slug" in problem.message


def test_a_missing_required_field_is_named(write: Write) -> None:
    problem = only_problem(write("m.yaml", BODY_BLOW.replace("  name: Body Blow\n", "")))
    assert (problem.line, problem.card, problem.field) == (1, "body-blow", "name")
    assert problem.message == "is required but missing"


def test_a_card_without_a_type_is_an_error(write: Write) -> None:
    problem = only_problem(write("t.yaml", BODY_BLOW.replace("  type: combat_action\n", "")))
    assert (problem.card, problem.field, problem.message) == (
        "body-blow", "type", "is required but missing")


def test_an_unknown_card_type_is_an_error_with_a_suggestion(write: Write) -> None:
    path = write("t.yaml", BODY_BLOW.replace("combat_action", "combat_actoin"))
    problem = only_problem(path)
    assert (problem.line, problem.card, problem.field) == (3, "body-blow", "type")
    assert "unknown card type 'combat_actoin'" in problem.message
    assert "did you mean 'combat_action'?" in problem.message


def test_an_unknown_keyword_is_an_error_with_a_suggestion(write: Write) -> None:
    problem = only_problem(write("k.yaml", BODY_BLOW + "  keywords: [fast, kailindoo]\n"))
    assert (problem.line, problem.card, problem.field) == (7, "body-blow", "keywords")
    assert problem.message == "unknown keyword 'kailindoo' (did you mean 'kailindo'?)"


def test_an_unknown_requirement_keyword_is_an_error(write: Write) -> None:
    problem = only_problem(write("r.yaml", BODY_BLOW + "  requires: [ahrun]\n"))
    assert (problem.field, problem.message) == (
        "requires", "unknown keyword 'ahrun' (did you mean 'ahroun'?)")


def test_a_keyword_listed_twice_is_an_error(write: Write) -> None:
    problem = only_problem(write("k2.yaml", BODY_BLOW + "  keywords: [fast, fast]\n"))
    assert (problem.field, problem.message) == ("keywords", "a keyword is listed twice")


def test_an_unknown_form_is_an_error(write: Write) -> None:
    problem = only_problem(write("f.yaml", BODY_BLOW + "  forms: [crinos, hispo-ish]\n"))
    assert problem.field == "forms"
    assert problem.message.startswith("unknown form 'hispo-ish'")


def test_an_unknown_field_is_an_error(write: Write) -> None:
    problem = only_problem(write("x.yaml", BODY_BLOW + "  colour: red\n"))
    assert (problem.line, problem.card, problem.field) == (7, "body-blow", "colour")
    assert problem.message == "is not a field of this card type"


def test_a_field_of_another_card_type_is_an_error(write: Write) -> None:
    problem = only_problem(write("g.yaml", BODY_BLOW + "  gauntlet: 3\n"))
    assert (problem.field, problem.message) == ("gauntlet", "is not a field of this card type")


def test_a_card_that_is_not_a_mapping_is_an_error(write: Write) -> None:
    problem = only_problem(write("s.yaml", BODY_BLOW + "- just a string\n"))
    assert problem.line == 7
    assert problem.message.startswith("a card must be a mapping of fields")


def test_every_problem_in_a_file_is_reported_not_just_the_first(write: Write) -> None:
    text = (BODY_BLOW.replace("damage: 3", "damage: three")
            + BODY_BLOW.replace("body-blow", "other").replace("rage: 3", "rage: high"))
    found = problems_of(write("many.yaml", text))
    assert [(p.card, p.field, p.line) for p in found] == [
        ("body-blow", "damage", 5), ("other", "rage", 10)]


def test_the_lenient_loader_keeps_the_good_cards(write: Write) -> None:
    text = BODY_BLOW + BODY_BLOW.replace("body-blow", "broken").replace("rage: 3", "rage: x")
    lib, found = load_card_file_lenient(write("mixed.yaml", text))
    assert list(lib.cards) == ["body-blow"]
    assert [(p.card, p.field) for p in found] == [("broken", "rage")]


# --- ids and references ---------------------------------------------------------------------------


def test_a_duplicate_id_in_one_file_names_both_lines(write: Write) -> None:
    path = write("d.yaml", BODY_BLOW + BODY_BLOW)
    problem = only_problem(path)
    assert (problem.line, problem.card, problem.field) == (7, "body-blow", "id")
    assert problem.message == f"duplicate id, first defined at {path}:1"


def test_a_duplicate_id_across_two_files_names_both_places(write: Write) -> None:
    first = write("cards/a.yaml", "# first\n" + BODY_BLOW)
    second = write("cards/b.yaml", BODY_BLOW.replace("Body Blow", "Another Blow"))
    with pytest.raises(ContentError) as info:
        load_library([first.parent])
    (problem,) = info.value.problems
    assert (problem.path, problem.line, problem.card, problem.field) == (
        str(second), 1, "body-blow", "id")
    assert problem.message == f"duplicate id, first defined at {first}:2"
    assert str(problem) == (
        f"{second}:1: card 'body-blow', field 'id': duplicate id, first defined at {first}:2")


def test_a_reference_to_an_unknown_built_in_equipment_card_is_an_error(write: Write) -> None:
    text = """\
- id: clawed
  name: Clawed
  type: character
  allegiance: gaia
  renown: 3
  breed: {form: crinos, rage: 4, gnosis: 2, health: 5}
  equipment:
    - claws
    - talons
- {id: claws, name: Claws, type: equipment, keywords: [built-in]}
"""
    path = write("refs.yaml", text)
    with pytest.raises(ContentError) as info:
        load_library([path])
    (problem,) = info.value.problems
    assert (problem.path, problem.line, problem.card, problem.field) == (
        str(path), 9, "clawed", "equipment.1")
    assert problem.message == "refers to unknown card 'talons'"


def test_a_reference_to_a_card_in_another_file_is_fine(write: Write) -> None:
    a = write("lib/a.yaml", "- {id: claws, name: Claws, type: equipment}\n")
    write("lib/b.yaml", """\
- id: clawed
  name: Clawed
  type: character
  allegiance: gaia
  renown: 3
  breed: {form: crinos, rage: 4, gnosis: 2, health: 5}
  equipment: [claws]
""")
    lib = load_library([a.parent])
    assert set(lib.cards) == {"claws", "clawed"}


def test_a_reference_to_an_unknown_card_in_an_effect_is_an_error(write: Write) -> None:
    text = """\
- id: summon
  name: Summon
  type: action
  effects:
    - do: fetch
      card: nowhere
"""
    path = write("eff.yaml", text)
    _, found = load_library_lenient([path])
    assert [(p.card, p.field, p.message) for p in found] == [
        ("summon", "effects.0.card", "refers to unknown card 'nowhere'")]
    assert found[0].line == 6


# --- files that are not card lists ----------------------------------------------------------------


def test_a_duplicate_yaml_key_is_an_error_naming_the_card_and_both_lines(write: Write) -> None:
    problem = only_problem(write("dup.yaml", BODY_BLOW + "  damage: 4\n"))
    assert (problem.line, problem.card, problem.field) == (7, "body-blow", "damage")
    assert problem.message == "duplicate key (first at line 5)"


def test_a_tab_in_the_indentation_is_an_error_with_its_line(write: Write) -> None:
    problem = only_problem(write("tab.yaml", BODY_BLOW.replace("  rage: 3", "\trage: 3")))
    assert problem.line == 4
    assert problem.message.startswith("YAML syntax:")
    assert "tab" in problem.message


def test_broken_yaml_syntax_names_the_line(write: Write) -> None:
    problem = only_problem(write("broken.yaml", BODY_BLOW.replace("rage: 3", "rage: [3")))
    assert problem.message.startswith("YAML syntax:")
    assert 4 <= problem.line <= 7


def test_non_utf8_bytes_name_the_line_and_the_byte(write: Write) -> None:
    raw = BODY_BLOW.replace("the ribs", "the r\x00ibs").encode().replace(b"\x00", b"\xe9")
    problem = only_problem(write("latin1.yaml", raw))
    assert problem.line == 6
    assert problem.message == "not UTF-8 text (byte 0xe9)"


def test_an_empty_file_is_an_error(write: Write) -> None:
    problem = only_problem(write("empty.yaml", ""))
    assert (problem.line, problem.message) == (1, "the file is empty: expected a list of cards")


def test_a_file_of_only_comments_is_an_empty_file(write: Write) -> None:
    problem = only_problem(write("comments.yaml", "# nothing here yet\n\n"))
    assert problem.message == "the file is empty: expected a list of cards"


def test_a_top_level_mapping_is_not_a_card_list(write: Write) -> None:
    problem = only_problem(write("map.yaml", "\nid: body-blow\nname: Body Blow\n"))
    assert problem.message == "a card file must be a YAML list of cards"
    assert problem.line == 2


def test_a_top_level_scalar_is_not_a_card_list(write: Write) -> None:
    problem = only_problem(write("scalar.yaml", "body-blow\n"))
    assert (problem.line, problem.message) == (1, "a card file must be a YAML list of cards")


def test_python_object_tags_are_refused_by_the_safe_loader(write: Write) -> None:
    problem = only_problem(write("evil.yaml", "- !!python/object/apply:os.system [echo hi]\n"))
    assert problem.message.startswith("YAML syntax:")
    assert problem.line == 1


def test_a_missing_file_is_a_content_error(tmp_path: Path) -> None:
    problem = only_problem(tmp_path / "nope.yaml")
    assert problem.line == 1
    assert problem.message.startswith("cannot read file")


# --- the library digest ---------------------------------------------------------------------------


def test_the_digest_is_stable_across_formatting_changes(write: Write) -> None:
    reformatted = """\
# The same card, written differently: flow style, other key order, comments, quotes.
- {type: "combat_action", damage: 3, rage: 3,   name: 'Body Blow',
   text: "A heavy punch to the ribs.", id: body-blow}   # trailing comment
"""
    a = load_card_file(write("a/strikes.yaml", BODY_BLOW))
    b = load_card_file(write("b/other-name.yaml", reformatted))
    assert a.digest == b.digest
    assert len(a.digest) == 16


def test_the_digest_changes_when_a_number_changes(write: Write) -> None:
    a = load_card_file(write("a.yaml", BODY_BLOW))
    b = load_card_file(write("b.yaml", BODY_BLOW.replace("damage: 3", "damage: 4")))
    assert a.digest != b.digest


def test_the_digest_does_not_depend_on_file_order(mini_cards_dir: Path) -> None:
    files = sorted(mini_cards_dir.glob("*.yaml"))
    forward = load_library(files)
    backward = load_library(list(reversed(files)))
    assert forward.digest == backward.digest


# --- hostile files --------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "line"), [
    ("- id: x\n  effects: " + "[" * 100_000, 2),
    ("- id: x\n  effects: " + "{a: " * 100_000, 2),
    ("\n" + "- " * 100_000 + "x\n", 2),
], ids=["flow-lists", "flow-mappings", "block-lists"])
def test_very_deep_nesting_is_refused_before_libyaml_recurses(
    write: Write, text: str, line: int
) -> None:
    # 100 000 levels overflow the C stack inside libyaml's composer (a segfault, not an
    # exception) unless the loader refuses them first.
    problem = only_problem(write("deep.yaml", text))
    assert problem.line == line
    assert problem.message == "YAML nested too deeply (more than 200 levels)"


def test_moderately_deep_nesting_is_a_content_error(write: Write) -> None:
    problem = only_problem(write("deep.yaml", "- " + "[" * 1000 + "]" * 1000 + "\n"))
    assert problem.message.startswith("YAML nested too deeply")


def test_aliases_that_expand_exponentially_are_refused(write: Write) -> None:
    lines = ["- id: laughs", "  name: Laughs", "  type: action", "  effects:", "    - do: x",
             "      p0: &a0 [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"]
    lines += [f"      p{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 10)]
    problem = only_problem(write("laughs.yaml", "\n".join(lines) + "\n"))
    assert problem.message == "aliases expand this file to more than 200000 values"
