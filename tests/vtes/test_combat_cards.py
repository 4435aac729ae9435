"""Every combat card does what its text says (6.4): played in a combat at each of its levels,
the outcome checked against its printed numbers."""

from __future__ import annotations

import re

import pytest

from rage_tui.engine.game import Game
from tests.vtes.helpers import Table, cards, passes, pending, pick
from tests.vtes.test_cards import number, of, vampire


def _fight(t: Table, actor: int, blocker: int) -> Game:
    t.attach(blocker, "night-vision-goggles")
    game = t.start()
    pick(game, "act", actor, "hunt")
    pick(game, "block", blocker)
    passes(game)
    return game


def _damage_to(t: Table, minion: int) -> tuple[int, int]:
    found = [e for e in t.g.events if e.kind == "damage" and e.get("minion") == minion]
    return (sum(e.get("normal") for e in found), sum(e.get("aggravated") for e in found))


@pytest.mark.parametrize(("cid", "lvl", "text"), of("combat", r"Strike: "))
def test_strike_cards(cid: str, lvl: int, text: str) -> None:
    t = Table(2)
    actor = vampire(t, 0, cards()[cid], lvl, blood=3)
    blocker = t.minion(1, "helena-marsh", blood=8)
    knife = t.attach(blocker, "knife")
    c, = t.hand(0, cid)
    game = _fight(t, actor, blocker)
    passes(game, ("maneuver",))
    pick(game, "card", c, lvl)
    blood_before = t.g.blood[actor]
    pick(game, "strike", "hand")  # the blocker strikes with his hand (1)
    passes(game, ("prevent", "extra-strike", "press"))
    g = t.g
    normal, agg = _damage_to(t, blocker)
    if "dodge" in text:
        assert _damage_to(t, actor) == (0, 0) and g.blood[actor] == blood_before
    elif "combat ends" in text:
        assert _damage_to(t, actor) == (0, 0) and (normal, agg) == (0, 0)
    elif "destroy one equipment" in text:
        assert knife in g.players[1].ash
    elif "steal" in text:
        n = number(text, r"steal (\d+) blood")
        assert g.blood[blocker] == 8 - n
        assert g.blood[actor] == min(g.capacity(actor), blood_before + n) - 1  # then healed 1
    elif "strength+" in text or "equal to strength" in text:
        n = 0 if "equal to strength" in text else number(text, r"strength\+(\d+)")
        assert (normal, agg) == (1 + n, 0)  # the actor's strength is 1
    else:
        n = number(text, r"Strike: (\d+)")
        assert (normal, agg) == ((0, n) if "aggravated" in text else (n, 0))
    assert c in g.players[0].ash


@pytest.mark.parametrize(("cid", "lvl", "text"), of("combat", r"^Maneuver\."))
def test_maneuver_cards_move_to_long_range(cid: str, lvl: int, text: str) -> None:
    t = Table(2)
    actor = vampire(t, 0, cards()[cid], lvl)
    blocker = t.minion(1, "helena-marsh", blood=8)
    c, = t.hand(0, cid)
    game = _fight(t, actor, blocker)
    pick(game, "card", c, lvl)
    pick(game, "no")
    assert [e.get("close") for e in t.g.events if e.kind == "range"] == [False]


@pytest.mark.parametrize(("cid", "lvl", "text"), of("combat", r"^Press\."))
def test_press_cards_start_another_round(cid: str, lvl: int, text: str) -> None:
    t = Table(2)
    actor = vampire(t, 0, cards()[cid], lvl)
    blocker = t.minion(1, "helena-marsh", blood=8)
    c, = t.hand(0, cid)
    game = _fight(t, actor, blocker)
    passes(game, ("maneuver",))
    pick(game, "strike", "hand")
    pick(game, "strike", "hand")
    passes(game, ("prevent", "extra-strike"))
    pick(game, "card", c, lvl)
    pick(game, "no")
    assert sum(1 for e in t.g.events if e.kind == "combat-round") == 2


@pytest.mark.parametrize(("cid", "lvl", "text"), of("combat", r"additional strike"))
def test_additional_strike_cards_give_their_strikes(cid: str, lvl: int, text: str) -> None:
    n = number(text, r"(\d+) additional strike")
    t = Table(2)
    actor = vampire(t, 0, cards()[cid], lvl)
    blocker = t.minion(1, "helena-marsh", blood=8)
    c, = t.hand(0, cid)
    game = _fight(t, actor, blocker)
    passes(game, ("maneuver",))
    pick(game, "strike", "hand")
    pick(game, "strike", "hand")
    passes(game, ("prevent",))
    pick(game, "card", c, lvl)
    pick(game, "no")
    strikes = 0
    while pending(game).kind in ("strike", "prevent"):
        if pending(game).kind == "strike":
            strikes += 1
            pick(game, "strike", "hand")
        else:
            pick(game, "no")
    assert strikes == n
    assert _damage_to(t, blocker) == (1 + n, 0)


@pytest.mark.parametrize(("cid", "lvl", "text"), of("combat", r"^Prevent"))
def test_prevention_cards_prevent_their_damage(cid: str, lvl: int, text: str) -> None:
    n = number(text, r"Prevent (\d+) damage")
    t = Table(2)
    actor = t.minion(0, "ibrahim-sol", blood=3)  # strength 2
    t.attach(actor, "knife")  # a strike of strength + 1 = 3
    blocker = vampire(t, 1, cards()[cid], lvl, blood=3)
    t.g.blood[blocker] = t.g.capacity(blocker)
    full = t.g.blood[blocker]
    c, = t.hand(1, cid)
    game = _fight(t, actor, blocker)
    passes(game, ("maneuver",))
    knife = next(i for i in t.g.attached[actor] if t.g.cards[i].cid == "knife")
    pick(game, "strike", "weapon", knife)
    pick(game, "strike", "hand")
    while pending(game).seat != 1 or pending(game).kind != "prevent":
        pick(game, "no")
    pick(game, "card", c, lvl)
    passes(game, ("prevent",))
    cost = cards()[cid].blood_cost
    assert t.g.blood[blocker] == full - cost - max(0, 3 - n)
    assert re.search(r"Prevent", text)
