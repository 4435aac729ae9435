"""Scripted prey: behaviours validate with file, line, card and field; bosses follow their
script, table prey their table, affixes change the plan; target rules fall back."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from rage_tui.ai.prey import PreyDirector
from rage_tui.content.behaviour import Behaviour, library_behaviours
from rage_tui.content.errors import ContentError
from rage_tui.content.library import CardLibrary, load_library
from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.game import Game
from tests.engine.combat_helpers import commit
from tests.engine.conftest import FIXTURES

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def plib() -> CardLibrary:
    """The engine test cards plus scripted prey."""
    return load_library([FIXTURES / "engine_cards.yaml", HERE / "prey_cards.yaml"])


# -- validation ---------------------------------------------------------------------------------

CARD = """\
- id: bad-prey
  name: Bad Prey
  type: enemy
  renown: 2
  rage: 2
  gnosis: 1
  health: 3
  behaviour:
{body}
"""


def problems_for(tmp_path: Path, body: str) -> list[str]:
    path = tmp_path / "prey.yaml"
    path.write_text(CARD.format(body=body), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_library([path])
    return [str(p) for p in info.value.problems]


def test_numbers_a_table_does_not_list_mean_no_move() -> None:
    # 004 "LEADERS": the Spider's card has nothing on 6; that round it plays a null card
    b = Behaviour.model_validate({"tier": "leader", "table": {"1-2": "hamstring",
                                                              "3-5": "mortal-trap",
                                                              "7-10": "ground-smash"}})
    assert [b.play_for(r) for r in (1, 3, 6, 7, 10)] == [
        "hamstring", "mortal-trap", "null", "ground-smash", "ground-smash"]


def test_a_number_listed_twice_is_a_load_error_naming_the_field(tmp_path: Path) -> None:
    (msg,) = problems_for(tmp_path, "    table: {1-5: punch, 5-10: null}")
    assert "prey.yaml:9:" in msg and "card 'bad-prey'" in msg
    assert "field 'behaviour.table'" in msg and "number 5 is listed twice" in msg


def test_tiers_limit_their_moves_as_the_book_does(tmp_path: Path) -> None:
    # 004 "MINIONS": one ability; "COMMONS": usually two; "LEADERS": up to three
    (msg,) = problems_for(tmp_path, "    tier: minion\n    table: {1-3: punch, 4-6: lunge}")
    assert "a minion has at most 1 move" in msg
    (msg,) = problems_for(tmp_path, "    tier: common\n    table: {1: punch, 2: lunge, "
                                    "3: takedown}")
    assert "a common has at most 2 moves" in msg
    (msg,) = problems_for(tmp_path, "    tier: common")
    assert "a common needs a table" in msg


def test_a_boss_without_a_script_is_a_load_error(tmp_path: Path) -> None:
    (msg,) = problems_for(tmp_path, "    tier: boss")
    assert "field 'behaviour'" in msg and "a boss needs a script" in msg


def test_unknown_affixes_and_moves_name_their_place(tmp_path: Path) -> None:
    msgs = problems_for(tmp_path, "    tier: boss\n    script: [punch, dance]\n"
                                  "    affixes: [sturdy]")
    assert any("behaviour.script.1" in m and "unknown move 'dance'" in m for m in msgs), msgs
    assert any("behaviour.affixes.0" in m for m in msgs)
    assert any(":11:" in m for m in msgs), msgs


def test_entries_may_name_their_own_target_and_old_names_still_load() -> None:
    b = Behaviour.model_validate({"table": {"1-4": {"move": "punch", "target": "alpha"},
                                            "5-6": None, "7-10": "bluff"},
                                  "affixes": ["guardian"]})
    assert b.entry_for(2).target == "alpha" and b.play_for(5) == "null"
    assert b.affixes == ["guardian-1"]
    assert Behaviour.model_validate({"target": "alpha", "table": {"1": "punch"}}
                                    ).target.rule == "alpha"


def test_boss_phases_become_engine_thresholds() -> None:
    b = Behaviour.model_validate({"tier": "boss", "script": ["punch"], "phases": [
        {"at": 7, "script": ["lunge"]}, {"at": 3, "script": ["takedown"]}]})
    assert b.traits(11).thresholds == (4, 8)
    assert [e.move for e in b.script_for(2)] == ["takedown"]


def test_the_bundled_campaign_prey_all_carry_valid_behaviours() -> None:
    from rage_tui.content.behaviour import check_prey_deck
    from rage_tui.content.bundled import bundled_library
    from rage_tui.solo import bundled_prey_decks

    lib = bundled_library()
    found = library_behaviours(lib)
    decks = bundled_prey_decks()
    assert len([d for d in decks if d.hunters == "gaia"]) >= 3
    assert [d.difficulty for d in decks if d.hunters == "gaia"] == [1, 2, 3, 4]
    for deck in decks:
        assert check_prey_deck(deck, lib) == []
        assert found[deck.boss].tier == "boss"


# -- the director -------------------------------------------------------------------------------

def prey_fight(plib: CardLibrary, prey: str, bob_hand: list[str]) -> Game:
    """Ann's Elder Howl attacks ``prey``; Bob plays for it with ``bob_hand``."""
    from tests.engine.conftest import label, pass_until, pick, position

    seats = [{"name": "Ann", "allegiance": "gaia", "pack": ["t-elder"],
              "combat_hand": ["t-jab"] * 6},
             {"name": "Bob", "allegiance": "wyrm", "pack": ["t-fomor"],
              "combat_hand": bob_hand}]
    game = position(plib, {"name": "prey fight", "turn": 2, "phase": "combat", "seats": seats,
                           "hunting": [{"card": prey, "owner": "Bob"}]})
    pass_until(game, "alpha-action")
    if game.state.player(game.pending.seat).name != "Ann":
        label(game, "Pass")
        pass_until(game, "alpha-action")
    pick(game, lambda o: o.label == f"Attack {plib[prey].name} in the Hunting Grounds")
    while game.pending is not None and game.pending.kind != "commit":
        d = game.pending
        stay = [o for o in d.options if o.choice.kind in ("stay", "pass", "done")]
        game.apply((stay or list(d.options))[0].choice)
    return game


def director_for(plib: CardLibrary, seed: int = 1) -> PreyDirector:
    d = PreyDirector(library_behaviours(plib), seed)
    d.set_library(plib.cards)
    return d


def prey_plays(game: Game, director: PreyDirector, rounds: int) -> list[str | None]:
    """Ann jabs every round; the director plays for the prey. The prey's revealed cards."""
    played: list[str | None] = []
    for _ in range(rounds):
        commit(game, "Jab")
        d = game.pending
        assert d is not None and d.kind == "commit"
        choice = director.choose(game.view_for(d.seat))
        game.apply(choice)
        reveal = [e for e in game.state.events if e.kind == "revealed"][-1]
        prey_slot = next(s for s in reveal.get("slots")
                         if game.state.creatures.get(s[0]) is None
                         or game.state.creatures[s[0]].controller is None)
        played.append(game.state.cards[prey_slot[1]].cid if prey_slot[1] > 0 else None)
        if game.pending is not None and game.pending.kind == "withdraw":
            game.apply(Choice("continue"))
    return played


def test_a_boss_plays_its_script_in_order_and_loops(plib: CardLibrary) -> None:
    game = prey_fight(plib, "ai-boss", ["t-claw", "t-punch", "t-rend", "t-duck", "t-jab",
                                        "t-claw", "t-maul", "t-punch"])
    director = director_for(plib)
    played = prey_plays(game, director, 5)
    # strongest within Rage 4 (Claw), a null card, a bluff with the highest card (Rend),
    # the named card (Duck), then the script starts again (the other Claw)
    assert played == ["t-claw", None, "t-rend", "t-duck", "t-claw"]
    assert "script step 3 of 4: a bluff with its highest card" in director.notes[2][2]


def test_script_is_shown_only_when_scripts_are_shown(plib: CardLibrary) -> None:
    hidden = director_for(plib)
    shown = PreyDirector(library_behaviours(plib), 1, show_scripts=True)
    assert hidden.script_text("ai-boss") is None
    assert shown.script_text("ai-boss") == ("its strongest strike -> a null card -> a bluff "
                                            "with its highest card -> the card t-duck")


def test_a_table_prey_plays_what_its_table_says(plib: CardLibrary) -> None:
    game = prey_fight(plib, "ai-weak-hitter", ["t-claw", "t-punch", "t-jab", "t-rend"])
    played = prey_plays(game, director_for(plib), 2)
    assert played == ["t-jab", "t-punch"]


def test_notes_wait_for_the_reveal(plib: CardLibrary) -> None:
    game = prey_fight(plib, "ai-boss", ["t-claw", "t-punch"])
    director = director_for(plib)
    commit(game, "Jab")
    d = game.pending
    assert d is not None
    choice = director.choose(game.view_for(d.seat))
    assert len(director.notes) == 1
    assert director.explain(game.view_for(0)) == []
    game.apply(choice)
    assert director.explain(game.view_for(0)) == [
        "Test Boss (boss) script step 1 of 4: its strongest strike"]


def test_target_rules_pick_and_fall_back(plib: CardLibrary) -> None:
    game = prey_fight(plib, "ai-boss", ["t-claw"])
    view = game.view_for(0)
    base = view.seats[0].pack[0]
    a = replace(base, iid=1, renown=3, crinos=False, alpha=False)
    b = replace(base, iid=2, renown=8, crinos=False, alpha=True)
    opts = [(Option(Choice("target", (c.iid,)), c.name), c) for c in (a, b)]
    director = director_for(plib)

    def pick(rule: str) -> int | None:
        o = director._by_rule(rule, opts, attackers=(1,))
        return None if o is None else int(o.choice.args[0])

    assert pick("highest-renown") == 2
    assert pick("lowest-renown") == 1
    assert pick("alpha") == 2
    assert pick("attacker") == 1
    assert pick("crinos") is None  # nobody in Crinos: the fallback rule decides
