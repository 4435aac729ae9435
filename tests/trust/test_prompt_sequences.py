"""Who is asked what, and when, never depends on hidden cards (the project standard on hidden
information; rules decisions R7, R56, R72, R73): a game played the same way with a reaction
card in a hand or left in its deck asks the same seats the same kinds of decision in the same
order."""

from __future__ import annotations

from rage_tui.engine.game import Game
from rage_tui.rulesets.rage1995.zones import total_vp
from tests.cards.helpers import (
    attack,
    commit,
    damage,
    duel,
    game,
    label,
    pass_until_any,
    play,
    round_of,
    seat,
)

PASSES = ("take", "pass", "done", "continue", "stay")


def _asked(g: Game, limit: int = 60) -> list[tuple[int, str]]:
    """Play on, always letting things happen (null cards, passes, first targets), and record
    ``(seat, decision kind)`` of every decision until the combat is over."""
    out: list[tuple[int, str]] = []
    for _ in range(limit):
        d = g.pending
        if d is None or g.state.combat is None:
            break
        out.append((d.seat, d.kind))
        if d.kind == "commit":
            commit(g, None)
            continue
        opts = [o for o in d.options if o.choice.kind in PASSES] or list(d.options)
        g.apply(opts[0].choice)
    return out


# -- R72: Rite of the Black Spiral (a ``lethal`` card performed from the sept hand) ---------

def _spiral_fight(in_hand: bool) -> Game:
    dying = {"card": "gesar", "crinos": True, "damage": [{"card": "dry-gulch", "value": 4}]}
    rite = ["rite-of-the-black-spiral"]
    g = game([seat("Ann", "wyrm", ["zhyzack"], sept_hand=rite if in_hand else [],
                   sept_deck=[] if in_hand else rite,
                   combat_hand=["jab"], combat_deck=["jab"] * 12),
              seat("Bob", "gaia", [dying, "mamu"], combat_hand=["dodge"],
                   combat_deck=["jab"] * 12)])
    attack(g, "Gesar", {"Ann": "Zhyzack", "Bob": "Gesar"})
    pass_until_any(g, {"commit"})
    commit(g, "Jab")
    while g.pending.kind == "commit":
        commit(g, None)
    while g.pending.kind == "target":
        g.apply(g.pending.options[0].choice)
    return g


def test_r72_the_lethal_question_is_asked_whether_or_not_the_seat_holds_the_rite():
    holding, not_holding = _spiral_fight(True), _spiral_fight(False)
    assert holding.pending.kind == not_holding.pending.kind == "lethal"
    assert holding.pending.seat == not_holding.pending.seat == 0
    assert [o.label for o in not_holding.pending.options] == ["Let Jab hit Gesar"]
    assert len(holding.pending.options) == 2  # perform it, or let the blow land
    seq = _asked(holding)
    assert seq == _asked(not_holding)
    assert (0, "lethal") in seq


def test_r72_no_lethal_question_in_a_game_without_lethal_cards():
    g = game([seat("Ann", "wyrm", ["zhyzack"], combat_hand=["jab"], combat_deck=["jab"] * 12),
              seat("Bob", "gaia", [{"card": "gesar", "crinos": True,
                                    "damage": [{"card": "dry-gulch", "value": 4}]}, "mamu"],
                   combat_hand=["dodge"], combat_deck=["jab"] * 12)])
    attack(g, "Gesar", {"Ann": "Zhyzack", "Bob": "Gesar"})
    pass_until_any(g, {"commit"})
    round_of(g, "Jab", None)
    assert (0, "lethal") not in _asked(g)
    assert total_vp(g.state, 0) == 5  # the blow killed Gesar without a question


# -- R73: combat events that move a blow from the combat hand (Shieldmate, Taking the Death
# Blow) --------------------------------------------------------------------------------------

def _shieldmate_duel(in_hand: bool) -> Game:
    return duel(["body-blow"], ["shieldmate"] if in_hand else ["jab"],
                bob=["zhyzack", "t-f-macneil"],
                bob_zones={} if in_hand else {"combat_discard": ["shieldmate"]})


def test_r73_shieldmate_question_is_asked_whether_or_not_the_player_holds_it():
    holding, not_holding = _shieldmate_duel(True), _shieldmate_duel(False)
    round_of(holding, "Body Blow", None)
    round_of(not_holding, "Body Blow", None)
    assert holding.pending.kind == not_holding.pending.kind == "redirect"
    assert holding.pending.seat == not_holding.pending.seat == 1
    assert [o.label for o in not_holding.pending.options] == ["Let Body Blow hit Zhyzack"]
    assert _asked(holding) == _asked(not_holding)


def _death_blow_fight(in_hand: bool) -> Game:
    """Ann's Mamu attacks a badly wounded Zhyzack; Bob's Pack Defense brings two packmates
    in; Bob holds Taking the Death Blow, or it lies in his combat discard pile."""
    g = duel(["body-blow"], ["pack-defense"] + (["taking-the-death-blow"] if in_hand else []),
             stop="", bob=[{"card": "zhyzack", "damage": [{"card": "swipe", "value": 7}]},
                           "t-f-macneil", "blossom"],
             bob_zones={} if in_hand else {"combat_discard": ["taking-the-death-blow"]})
    play(g, "Zhyzack plays Pack Defense", "Pre-combat")
    pass_until_any(g, {"commit"})
    commit(g, "Body Blow")
    while g.pending.kind == "commit":
        commit(g, None)
    while g.pending.kind == "target":
        if any("Zhyzack" in o.label for o in g.pending.options):
            label(g, "Zhyzack")
        else:
            g.apply(g.pending.options[0].choice)
    return g


def test_r73_taking_the_death_blow_question_is_asked_whether_or_not_the_player_holds_it():
    holding, not_holding = _death_blow_fight(True), _death_blow_fight(False)
    assert holding.pending.kind == not_holding.pending.kind == "redirect"
    assert holding.pending.seat == not_holding.pending.seat == 1
    assert len(holding.pending.options) > 1
    assert [o.label for o in not_holding.pending.options] == ["Let Body Blow hit Zhyzack"]
    assert _asked(holding) == _asked(not_holding)


def test_r73_no_redirect_question_in_a_game_without_redirect_events():
    g = duel(["body-blow"], ["jab"], bob=["zhyzack", "t-f-macneil"])
    round_of(g, "Body Blow", None)
    assert (1, "redirect") not in _asked(g)
    assert damage(g, "zhyzack") == 3


# -- tutor-pick: searching the deck for a card of a kind (Caern of Bygone Visions) -----------

def _bygone(deck: list[str]) -> Game:
    g = game([seat("Ann", "gaia", ["mamu"], resources=["caern-of-bygone-visions"],
                   sept_deck=deck),
              seat("Bob", "wyrm", ["zhyzack"])], phase="regeneration")
    play(g, "Use Caern of Bygone Visions")
    return g


def test_the_search_is_asked_whether_or_not_the_deck_holds_such_a_card():
    """The searching player is asked even when the deck holds no fetish ('Take nothing' is
    always an answer), and the other players never learn the deck's contents from the log."""
    with_fetish, without = _bygone(["shapeshift", "wyrm-skin"]), _bygone(["shapeshift"] * 2)
    assert with_fetish.pending.kind == without.pending.kind == "tutor-pick"
    assert [o.label for o in without.pending.options] == ["Take nothing"]
    label(with_fetish, "Take nothing")
    label(without, "Take nothing")
    bob = [str(e.text) for e in with_fetish.events_for(1)]
    assert bob == [str(e.text) for e in without.events_for(1)]


def test_the_card_taken_by_a_search_is_named_only_to_its_player():
    g = _bygone(["shapeshift", "wyrm-skin"])
    start = len(g.state.events)
    label(g, "Take Wyrm Skin")
    assert [g.state.cards[i].cid for i in g.state.player(0).sept_hand] == ["wyrm-skin"]
    assert any("Wyrm Skin" in str(e.text) for e in g.events_for(0, start))
    assert not any("Wyrm Skin" in str(e.text) for e in g.events_for(1, start))
    assert any("takes a card" in str(e.text) for e in g.events_for(1, start))
