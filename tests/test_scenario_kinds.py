"""The scenario expectation kinds that look past one moment (docs/scenarios.md): each holds on
the bundled scenario that uses it and fails, with a detail saying why, on a wrong one."""

from __future__ import annotations

from pathlib import Path

import pytest

from rage_tui.content.bundled import bundled_library
from rage_tui.content.errors import ContentError
from rage_tui.content.scenario import load_scenario
from rage_tui.scenarios import ScenarioResult, run_file

UNLIMITED = Path(__file__).resolve().parent.parent / "scenarios" / "unlimited"
ENEMY = UNLIMITED / "atakowanie-wroga-killed-by-an-enemy-is-discarded.yaml"
DECKS = UNLIMITED / "przygotowanie-talii-deck-construction.yaml"
LOT = UNLIMITED / "atakowanie-wroga-the-lot-between-volunteers.yaml"


def _variant(tmp_path: Path, source: Path, old: str, new: str) -> ScenarioResult:
    text = source.read_text()
    assert old in text, old
    path = tmp_path / source.name
    path.write_text(text.replace(old, new))
    return run_file(path, bundled_library())


def _failed(result: ScenarioResult) -> list[str]:
    assert result.error is None, result.error
    return [f"{c.label}: {c.detail}" for c in result.checks if not c.ok]


@pytest.mark.parametrize("path", [ENEMY, DECKS, LOT], ids=lambda p: p.stem)
def test_the_bundled_scenarios_of_the_new_kinds_pass(path: Path) -> None:
    assert not _failed(run_file(path, bundled_library()))


def test_option_fails_when_the_pending_decision_lacks_it(tmp_path: Path) -> None:
    bad = _variant(tmp_path, ENEMY, '{option: {kind: volunteer, text: "Play for Fomori"}}',
                   '{option: {kind: volunteer, text: "Play for the Cub"}}')
    failed = _failed(bad)
    assert len(failed) == 1 and failed[0].startswith("option volunteer Play for the Cub")
    assert "Play for Fomori; Do not play for it" in failed[0]  # the options it had


def test_never_asked_fails_when_the_kind_was_asked_since_the_mark(tmp_path: Path) -> None:
    bad = _variant(tmp_path, ENEMY, "{never_asked: {kind: prey-volunteer, seat: Ann",
                   "{never_asked: {kind: prey-volunteer, seat: Bob")
    assert _failed(bad) == ["never asked prey-volunteer since attack: asked 1 time(s)"]
    also = _variant(tmp_path, ENEMY, "{never_asked: {kind: prey-volunteer, seat: Ann, "
                    "since: attack}}", "{never_asked: {kind: alpha}}")
    assert _failed(also) == ["never asked alpha: asked 2 time(s)"]
    unknown = _variant(tmp_path, ENEMY, "since: attack}}", "since: nowhere}}")
    assert "no mark named 'nowhere'" in _failed(unknown)[0]


def test_order_fails_when_the_events_came_in_another_order(tmp_path: Path) -> None:
    bad = _variant(tmp_path, ENEMY, '{event: killed, text: "Grey Wolf is killed"}, '
                   '{event: discarded, text: "Grey Wolf is discarded"}',
                   '{event: discarded, text: "Grey Wolf is discarded"}, '
                   '{event: killed, text: "Grey Wolf is killed"}')
    failed = _failed(bad)
    assert len(failed) == 1 and "no killed 'Grey Wolf is killed' after the ones before it" \
        in failed[0]


def test_zone_names_a_discarded_character_and_a_card_owned_by_another_seat(
        tmp_path: Path) -> None:
    bad = _variant(tmp_path, ENEMY, "sc-wolf@Ann: sept_discard, flak-jacket@Bob: sept_discard",
                   "sc-wolf@Ann: removed, flak-jacket@Ann: sept_discard")
    failed = _failed(bad)
    assert "sc-wolf@Ann is in removed: found in ['sept_discard']" in failed
    assert "flak-jacket@Ann is in sept_discard: found in []" in failed  # Bob owns it


def test_deck_step_fails_on_a_missing_and_on_an_unexpected_problem(tmp_path: Path) -> None:
    bad = _variant(tmp_path, DECKS, 'problems: ["sept deck: 24 cards; at least 25", '
                   '"combat deck: 19 cards; at least 20"]',
                   'problems: ["sept deck: 24 cards; at least 25", "pack: Mamu"]')
    failed = _failed(bad)
    assert any(f.startswith("deck 'One card short each': problem 'pack: Mamu'") for f in failed)
    assert "deck 'One card short each' has no other problem: combat deck: 19 cards; at least " \
        "20 are needed" in failed
    legal = _variant(tmp_path, DECKS, "    options: {renown_level: 15}\n    problems: []",
                     "    options: {renown_level: 14}\n    problems: []")
    assert _failed(legal) == ["deck 'Legal at 25 and 20' has no other problem: pack: total "
                              "Renown 15 is over the Renown level 14"]


def test_deck_step_refuses_a_section_the_ruleset_has_not(tmp_path: Path) -> None:
    bad = _variant(tmp_path, DECKS, "        pack: [mamu]\n        sept: [full-moon x3",
                   "        crypt: [mamu]\n        sept: [full-moon x3")
    assert any("has the sections combat, pack, sept, not crypt" in f for f in _failed(bad))


def test_random_fails_when_an_outcome_never_happens_or_another_one_does(tmp_path: Path) -> None:
    never = _variant(tmp_path, LOT, '    - {event: plays-for-prey, text: "by lot Cy plays for '
                     'it"}', '    - {event: plays-for-prey, text: "by lot Ann plays for it"}')
    failed = _failed(never)
    assert "random outcome 'event plays-for-prey mentioning 'by lot Ann plays for it'' " \
        "happens: in 0 of 16 runs" in failed
    assert any(f.startswith("every one of 16 runs shows a listed outcome: seed ") for f in failed)


def test_a_random_block_needs_outcomes(tmp_path: Path) -> None:
    path = tmp_path / "x.yaml"
    path.write_text(LOT.read_text().split("random:")[0] + "random: {seeds: 4, outcomes: []}\n")
    with pytest.raises(ContentError) as err:
        load_scenario(path, bundled_library())
    assert "random" in str(err.value)
