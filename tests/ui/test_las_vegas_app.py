"""Rage: Across Las Vegas in the app through its UI adapter (issue 27 item 5): the table text
of a known game (Tribe card, Staging Area, Hunting Grounds, Umbral track, the combat's Rage
pools), no other seat's hand or face-down pick in it, and the game offered on the setup
screens."""

from __future__ import annotations

from typing import Any

from rage_tui.engine.game import Game
from rage_tui.rulesets.las_vegas.state import LVState
from rage_tui.ui.adapters.las_vegas import LasVegasAdapter, umbra_track
from tests.las_vegas.helpers import library, new_game


def greedy_until(game: Game, stop: Any, limit: int = 5000) -> None:
    """Play ``game`` with a greedy bot at every seat until ``stop(game)`` holds."""
    from rage_tui.ai.las_vegas_greedy import LVGreedyAgent

    bots = [LVGreedyAgent(library(), s) for s in range(len(game.state.players))]
    for _ in range(limit):
        if game.over or stop(game):
            return
        d = game.pending
        assert d is not None
        game.apply(bots[d.seat].choose(game.view_for(d.seat), []), d.seat)
    raise AssertionError("the stop never came")


def at_first_defence() -> Game:
    """A seeded 3-seat game (Renown level 10) at its first defence pick: P1's Howls-For-
    Vengeance hunts the Hungry Ghost that P2 plays, P1's attack is face down."""
    game = new_game(3, 2, renown=10)
    greedy_until(game, lambda g: g.pending.kind == "defend")
    return game


def cids_in(obj: object) -> set[str]:
    """Every card id named anywhere in a view's table (strings that are card ids)."""
    defs = library()
    if isinstance(obj, str):
        return {obj} if obj in defs else set()
    if isinstance(obj, dict):
        return set().union(*(cids_in(v) for v in obj.values())) if obj else set()
    if isinstance(obj, list | tuple):
        return set().union(*(cids_in(v) for v in obj)) if obj else set()
    return set()


def secret_names(game: Game, viewer: int) -> set[str]:
    """Names of the cards in other seats' hands or face down for another side, that the
    viewer's view names nowhere (so they may not be on its screen)."""
    g = game.state
    assert isinstance(g, LVState)
    hidden = [i for p in g.players if p.seat != viewer for i in (*p.sept_hand, *p.combat_hand)]
    c = g.combat
    if c is not None:
        hidden += [pk for s, pk in enumerate(c.picks)
                   if pk is not None and pk in g.committed and c.seats[s] != viewer]
    known = {library()[cid].name for cid in cids_in(game.view_for(viewer).table)}
    return {g.card(i).name for i in hidden} - known


def test_the_table_shows_tribe_cards_packs_hunting_grounds_and_the_combat() -> None:
    game = at_first_defence()
    adapter = LasVegasAdapter(library())
    view = game.view_for(2)
    text = adapter.table(view, {1: "greedy"}).plain
    # the viewer first, with its Tribe card's Sept Draw and Tribe Fury
    assert text.index("P2 (you)") < text.index("P0 ·") < text.index("P1 (greedy bot)")
    assert "Get of Fenris (Sept Draw 5, Fury 6)" in text
    assert "Bone Gnawers (Sept Draw 7, Fury 3)" in text
    # its alpha in the Hunting Grounds, in Crinos form, with its rite in progress
    assert "Stillwater Packmother (Crinos) wounds 0/8" in text
    assert "rite in progress: Rite of Binding, 3 quarter turns left" in text
    # the Enemies and Victims in the middle, the one fighting in the Umbra
    assert "Hungry Ghost wounds 0/3 R4 Rn2 · in the Umbra · fighting" in text
    assert "Umbral track 11/25, level 3" in text and "Renown level 10" in text
    # the combat: Rage pools and the hunter's pick face down
    assert "Combat, round 1: Howls-For-Vengeance (P1) hunts Hungry Ghost (for P2)" in text
    assert "Rage pool: Howls-For-Vengeance 8 · Hungry Ghost 4" in text
    assert "face down, secret until the reveal: Howls-For-Vengeance (P1)" in text
    status = adapter.status(view, "P2").plain
    assert status == "Turn 1 · Alpha Phase · combat: P1 - P2 · deciding: P2"


def test_no_seat_sees_another_seats_hand_or_face_down_pick() -> None:
    game = at_first_defence()
    adapter = LasVegasAdapter(library())
    g = game.state
    assert isinstance(g, LVState) and g.combat is not None
    attack = g.card(g.combat.picks[0]).name  # type: ignore[arg-type]
    for viewer in range(3):
        view = game.view_for(viewer)
        text = adapter.table(view, {}).plain + adapter.hand(view).plain
        secret = secret_names(game, viewer)
        assert not {n for n in secret if n in text}, viewer
        own = [g.card(i).name for i in g.players[viewer].combat_hand]
        assert all(n in text for n in own)
    # the attacker's own screen names its pick; the defender's does not
    p1 = adapter.table(game.view_for(1), {}).plain
    assert f"your pick: {attack}" in p1
    assert attack in secret_names(game, 2)
    # P2's hand drawn in P0's view: the check above would see it (it can fail)
    p2_hand = {g.card(i).name for i in g.players[2].combat_hand}
    assert p2_hand and p2_hand <= secret_names(game, 0)
    assert all(n in adapter.hand(game.view_for(2)).plain for n in p2_hand)
    assert not any(n in adapter.hand(game.view_for(0)).plain for n in p2_hand - {
        g.card(i).name for i in g.players[0].combat_hand})


def test_through_a_whole_game_no_view_shows_another_seats_secret_cards() -> None:
    """Every fifth decision of a seeded greedy 3-seat game to its end, drawn for each seat."""
    from rage_tui.ai.las_vegas_greedy import LVGreedyAgent

    game = new_game(3, 5, renown=20)
    adapter = LasVegasAdapter(library())
    bots = [LVGreedyAgent(library(), s) for s in range(3)]
    checked = secret_seen = 0
    for step in range(5000):
        if game.over:
            break
        if step % 5 == 0:
            for viewer in range(3):
                view = game.view_for(viewer)
                text = adapter.table(view, {}).plain + adapter.hand(view).plain
                secret = secret_names(game, viewer)
                secret_seen += bool(secret)
                assert not {n for n in secret if n in text}, (step, viewer)
                checked += 1
        d = game.pending
        assert d is not None
        game.apply(bots[d.seat].choose(game.view_for(d.seat), []), d.seat)
    assert game.over and checked > 30 and secret_seen > 10
    over = adapter.game_over(game.view_for(None), {}).plain
    winner = game.state.players[game.state.winner].name  # type: ignore[index]
    assert f"* {winner}: " in over and "Renown" in over


def test_the_umbral_track_marks_the_marker_in_its_level() -> None:
    track = umbra_track(11, 3).plain
    assert track == "Umbral track 11/25, level 3  -----|-----|o----|-----|-----"
    assert umbra_track(25, 5).plain.endswith("|----o")


def test_the_card_pane_shows_a_cards_figures() -> None:
    adapter = LasVegasAdapter(library())
    assert adapter.card("lv-tribe-bone-gnawers").plain.startswith(
        "Bone Gnawers · Tribe\nSept Draw 7 · Tribe Fury 3")
    assert "Crinos: Rage 7 · Gnosis 3 · Health 8" in adapter.card(
        "lv-stillwater-packmother").plain
    assert "Damage 6 · Block 0 · Rage cost 4" in adapter.card("lv-savage-mauling").plain
