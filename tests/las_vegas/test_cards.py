"""The starter library: loaded by the ruleset's own card model, every printed ability carried
by effect primitives (``cards check``'s measure), and each card's every effect tested in
play here, primitive by primitive, with the amount its text gives."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from rage_tui.content.las_vegas import load_lv_cards
from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.decks import DeckList
from rage_tui.engine.effects import Ctx
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.cards import LVCard
from rage_tui.rulesets.las_vegas.construction import deck_problems
from rage_tui.rulesets.las_vegas.damage import sustained
from rage_tui.rulesets.las_vegas.effects import LV
from rage_tui.rulesets.las_vegas.state import Combat
from rage_tui.rulesets.las_vegas.turn import seat_bonus

from .helpers import add, add_char, bare, decks, library


def texts(deck: DeckList, lib: dict[str, LVCard], renown_level: int = 20) -> list[str]:
    return [str(p.text) for p in deck_problems(deck, lib, renown_level)]


CARDS = sorted(library().values(), key=lambda c: c.id)
WITH_EFFECTS = [c for c in CARDS if c.effects]


def test_card_library_counts_and_kinds() -> None:
    kinds = Counter(c.kind for c in CARDS)
    assert len(CARDS) >= 130
    assert kinds["tribe"] >= 5
    assert all(kinds[k] for k in ("garou", "ally", "totem", "victim", "enemy", "event", "moot",
                                  "gift", "equipment", "rite", "attack", "defense", "flex",
                                  "counterattack", "combat-event"))
    assert any("umbra" in c.keywords for c in CARDS if c.kind == "enemy")
    assert any("long" in c.keywords for c in CARDS if c.kind == "event")
    assert all(c.two_sided for c in CARDS if c.kind == "garou" and c.breed != "Mt")
    assert all(c.source in ("documents", "designed") for c in CARDS)


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.id)
def test_every_card_is_implemented(card: LVCard) -> None:
    assert LV.implemented(card), LV.missing_implementation(card)


def test_a_card_with_an_unknown_primitive_is_a_load_error_naming_file_line_and_field(
        tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text(
        "- id: lv-odd\n  name: Odd\n  type: event\n  text: x\n  effects:\n"
        "    - do: explode\n")
    _, problems = load_lv_cards(tmp_path, tmp_path)
    assert len(problems) == 1
    p = problems[0]
    assert p.path == "bad.yaml" and p.card == "lv-odd" and p.line == 6
    assert "explode" in p.message and p.field is not None and "effects" in p.field


def test_every_bundled_deck_is_legal_and_five_players_can_sit_down() -> None:
    ds = decks()
    assert len(ds) >= 5
    for d in ds:
        assert texts(d, library()) == [], d.name


def test_deck_construction_refusals() -> None:
    d = decks()[0]
    lib = library()
    from dataclasses import replace

    short = replace(d, sept=d.sept[:3])
    assert any("fewer than 30" in p for p in texts(short, lib))
    uneven = replace(d, combat=(*d.combat, ("lv-bite", 1)))
    assert any("new-moon" in p for p in texts(uneven, lib))
    assert any("over the Renown level" in p for p in texts(d, lib, renown_level=5))
    stranger = replace(d, pack=(*d.pack, "lv-marta"))  # Wendigo: a cohort of Bone Gnawers
    assert texts(stranger, lib) == [] or any("Renown" in p for p in texts(stranger, lib))
    outsider = replace(d, pack=(*d.pack, "lv-janus"))  # Get of Fenris: not a cohort
    assert any("neither of the Tribe" in p for p in texts(outsider, lib))
    # (Preparing the Table: "Garou that have the Tribe Friendly trait for your Tribe")
    friend = replace(lib["lv-janus"], friendly=(lib[d.pack[0]].tribe,))
    assert texts(outsider, {**lib, "lv-janus": friend}) == []
    twice = replace(d, pack=(*d.pack, d.pack[1]))
    assert [(p.section, p.card) for p in deck_problems(twice, lib)] == [("pack", d.pack[1])]


def _measure(g, spec: EffectSpec, seat: int, user: int, target: int):  # type: ignore[no-untyped-def]
    p = g.player(seat)
    return {"heal": lambda: -g.chars[target].wounds if spec.param("target") == "chosen"
            or spec.param("target") == "opponent" else -g.chars[user].wounds,
            "wound": lambda: g.chars[target].wounds if target in g.chars else 99,
            "umbra": lambda: g.umbra,
            "draw-sept": lambda: len(p.sept_hand),
            "draw-combat": lambda: len(p.combat_hand),
            "rage": lambda: -g.combat.spent[0],
            "discard-combat": lambda: -len(g.player(1).combat_hand),
            "mill-sept": lambda: -len(g.player(1).sept_deck)}[spec.do]()


@pytest.mark.parametrize("card", WITH_EFFECTS, ids=lambda c: c.id)
def test_each_printed_ability_does_what_its_text_says(card: LVCard) -> None:
    for spec in card.effects:
        _game, g = bare()
        user = add_char(g, "lv-janus", 0)
        target = add_char(g, "lv-pentex-first-team", -1)
        g.chars[target].owner = 1  # (so its controller's piles are seat 1's)
        g.player(1).pack.append(target)
        g.hunting.remove(target)
        g.umbra = 12
        src = add(g, card.id, 0)
        amount = int(spec.param("amount", 1))
        if spec.do == "bonus":
            stat = str(spec.param("stat"))
            if card.kind in ("gift", "equipment"):
                g.chars[user].attached.append(src)
            elif card.kind == "totem":
                g.player(0).totem.append(src)
            elif card.kind == "rite":
                g.player(0).rites.append(src)
            else:
                g.long_events.append(src)
            if stat == "sept-draw":
                assert seat_bonus(g, 0, stat) == amount
            elif stat == "sustained":
                assert sustained(g, user) == g.card(user).sustained + amount
            else:
                assert board.bonus(g, user, stat) == amount
                if card.kind == "event":  # a Long Event: every character
                    assert board.bonus(g, target, stat) == amount
            continue
        if spec.do == "worth":
            g.player(0).victory.append(src)
            assert board.worth(g, src) == amount
            continue
        g.combat = Combat(user, target, (0, 1))
        for s in (0, 1):
            g.player(s).combat_hand += [add(g, "lv-dodge", s) for _ in range(3)]
        g.chars[user].wounds = g.chars[target].wounds = 3
        before = _measure(g, spec, 0, user, target)
        LV.run_specs(g, Ctx(src, 0, user=user, target=target), [spec])
        after = _measure(g, spec, 0, user, target)
        if spec.do == "heal" and spec.param("target") == "pack":
            assert g.chars[user].wounds == max(0, 3 - amount)
            continue
        assert after - before == amount, (card.id, spec)
