"""``rage-tui cards check`` compares what a card's text claims with what its fields and effects
do (issue 12, item 3): each kind of mismatch is caught on a deliberately wrong card, and a
card marked ``incomplete:`` is counted instead of passing as done."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rage_tui.cli import main
from rage_tui.content.bundled import bundled_library
from rage_tui.content.cardcheck import text_mismatches
from rage_tui.content.schema import CARD_ADAPTER
from rage_tui.rulesets.rage1995.cards import CardDef


def card(**fields: Any) -> CardDef:
    raw = {"id": "wrong", "name": "Wrong Card", **fields}
    out: CardDef = CARD_ADAPTER.validate_python(raw).to_def()
    return out


def strike(**fields: Any) -> CardDef:
    return card(type="combat_action", rage=3, damage=2, **fields)


def found(c: CardDef, fragment: str) -> bool:
    return any(fragment in m for m in text_mismatches(c, bundled_library().cards))


# -- keywords in the text ---------------------------------------------------------------------

def test_text_saying_fast_needs_a_fast_card() -> None:
    wrong = strike(text="A fast jab.", keywords_only=True)
    right = strike(text="A fast jab.", keywords=["fast"], keywords_only=True)
    assert found(wrong, "'fast'")
    assert not text_mismatches(right)


def test_text_saying_aggravated_needs_aggravated_damage() -> None:
    wrong = strike(text="The wound is aggravated.", keywords_only=True)
    right = strike(text="The wound is aggravated.", keywords=["aggravated"],
                   keywords_only=True)
    assert found(wrong, "'aggravated'")
    assert not text_mismatches(right)


def test_combat_restricted_and_unique_in_text_need_their_fields() -> None:
    wrong = strike(text="Combat Restricted. Unique.", keywords_only=True)
    right = strike(text="Combat Restricted. Unique.", combat_restricted=True, unique=True,
                   keywords_only=True)
    assert found(wrong, "'Combat Restricted'")
    assert found(wrong, "'Unique'")
    assert not text_mismatches(right)


# -- numbers in the text vs fields ------------------------------------------------------------

def test_a_number_in_the_text_must_be_a_value_of_the_card() -> None:
    wrong = card(type="gift", gnosis=3, text="The user has +2 Rage until the end of the turn.",
                 effects=[{"do": "modify", "target": "self", "stat": "rage", "amount": 1,
                           "until": "turn"}])
    right = card(type="gift", gnosis=3, text="The user has +2 Rage until the end of the turn.",
                 effects=[{"do": "modify", "target": "self", "stat": "rage", "amount": 2,
                           "until": "turn"}])
    assert found(wrong, "'+2 Rage'")
    assert not text_mismatches(right)


def test_damage_named_in_the_text_must_be_dealt() -> None:
    wrong = card(type="gift", gnosis=5, text="Deals 8 damage to the user's opponent.",
                 effects=[{"do": "damage", "target": "opponent", "amount": 5}])
    assert found(wrong, "'deals 8 damage'")


# -- equipment fields -------------------------------------------------------------------------

def test_a_firearm_text_and_its_plays_rage_must_agree() -> None:
    """The 9mm mismatch the rules judge found: the text and the field must say the same."""
    wrong = card(type="equipment", slot="weapon", plays_rage=4, forms=["homid"],
                 text="Homid form only. The bearer may play combat actions of Rage 5 or less.",
                 keywords_only=True)
    right = card(type="equipment", slot="weapon", plays_rage=5, forms=["homid"],
                 text="Homid form only. The bearer may play combat actions of Rage 5 or less.",
                 keywords_only=True)
    assert found(wrong, "'Rage 5 or less' but plays_rage is 4")
    assert found(wrong, "plays_rage is 4 but the text does not say")
    assert not text_mismatches(right)


def test_homid_only_in_the_text_needs_the_forms_field() -> None:
    wrong = card(type="equipment", slot="weapon", plays_rage=3,
                 text="Homid form only. The bearer may play combat actions of Rage 3 or less.",
                 keywords_only=True)
    assert found(wrong, "'homid form only' but forms is any")


def test_a_creature_naming_its_gun_must_carry_it() -> None:
    wrong = card(type="ally", renown=3, rage=2, gnosis=1, health=3,
                 text="The cop carries a .38 Special.", keywords_only=True)
    right = card(type="ally", renown=3, rage=2, gnosis=1, health=3, equipment=["38-special"],
                 text="The cop carries a .38 Special.", keywords_only=True)
    lib = bundled_library().cards
    assert any("'.38 Special'" in m for m in text_mismatches(wrong, lib))
    assert not text_mismatches(right, lib)


# -- targets named in the text vs effect targets ----------------------------------------------

def test_an_enemy_in_the_text_needs_an_effect_limited_to_enemies() -> None:
    """Gaia's Vengeance as the rules judge found it: the text hit any Wyrm creature."""
    text = "Play between combat rounds: deal 8 damage to an enemy the user is fighting."
    wrong = card(type="gift", gnosis=9, text=text, effects=[
        {"do": "damage", "target": "chosen", "of": "opponent", "allegiance": "wyrm",
         "amount": 8}])
    right = card(type="gift", gnosis=9, text=text, effects=[
        {"do": "damage", "target": "chosen", "of": "opponent", "card_type": "enemy",
         "amount": 8}])
    assert found(wrong, "enemy")
    assert not text_mismatches(right)


def test_a_spirit_or_an_opponent_in_the_text_needs_a_matching_target() -> None:
    wrong = card(type="gift", gnosis=4, text="One spirit is discarded.",
                 effects=[{"do": "banish", "target": "chosen"}])
    assert found(wrong, "spirit")
    wrong2 = card(type="gift", gnosis=4, text="An opponent of the user loses 1 Rage.",
                  effects=[{"do": "modify", "target": "self", "stat": "rage", "amount": -1,
                            "until": "turn"}])
    assert found(wrong2, "opponent")


# -- the command ------------------------------------------------------------------------------

def test_the_check_fails_a_wrong_card_and_counts_an_incomplete_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "mine.yaml").write_text(
        "- id: my-jab\n  name: My Jab\n  type: combat_action\n  rage: 2\n  damage: 1\n"
        "  text: A fast jab.\n  keywords_only: true\n"
        "- id: my-trick\n  name: My Trick\n  type: gift\n  gnosis: 2\n"
        "  text: Cancel one gift.\n  incomplete: the engine has no cancel-on-play window\n"
        "  effects:\n    - {do: draw, deck: sept, amount: 1}\n")
    code = main(["cards", "check", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 1
    assert "card 'my-jab', field 'text': text says 'fast'" in out
    assert "incomplete: " in out and "card 'my-trick': the engine has no cancel" in out
    last = out.rstrip().splitlines()[-1]
    ok, inc, err = (int(x.split()[0]) for x in last.removeprefix("cards: ").split(", "))
    assert last.endswith(" errors") and " incomplete, " in last
    assert err == 1
    lib = bundled_library()
    bundled_incomplete = sum(1 for c in lib.cards.values() if c.incomplete)
    assert inc == bundled_incomplete + 1
    assert ok + inc + err == len(lib.cards) + 2
