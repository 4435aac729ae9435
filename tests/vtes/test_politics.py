"""Politics (6.3) of seed 002: the referendum, votes from titles, political action cards and
the Edge, the Prisci block; a tie fails."""

from __future__ import annotations

from tests.vtes.helpers import Table, pending, pick


def _call(t: Table, actor: int, card: str) -> tuple[object, int]:
    c, = t.hand(0, card)
    game = t.start()
    pick(game, "act", actor, "card", c, 0)
    while pending(game).kind == "block":
        pick(game, "no")
    return game, c


def test_6_3_2_a_referendum_with_more_votes_for_than_against_passes() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=2)
    t.minion(1, "aleph", blood=3)  # a Prince: 2 votes
    game, _ = _call(t, v, "tithe-demanded")
    pick(game, "terms", 1)
    pick(game, "called", "for")  # the called card's vote: 1 for
    pick(game, "done")
    d = pending(game)
    assert d.seat == 1
    pick(game, "done")  # (seat 1 casts nothing: 1 to 0 passes)
    assert t.g.players[1].pool == 27


def test_6_3_2_a_tie_fails_and_6_3_3_the_edge_can_be_burned_for_a_vote() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=2)
    p = t.minion(1, "mara-kessel", blood=3)  # Primogen: 1 vote
    t.g.edge = 0
    game, card = _call(t, v, "tithe-demanded")
    pick(game, "terms", 1)
    pick(game, "called", "for")
    pick(game, "done")
    pick(game, "title", p, "against")  # 1 to 1
    pick(game, "done")
    g = t.g
    res = [e for e in g.events if e.kind == "referendum-result"][-1]
    assert not res.get("passed") and res.get("yes") == 1 and res.get("no") == 1
    assert g.players[1].pool == 30 and card in g.players[0].ash
    # the same again, but the Edge is burned for the second vote for
    t2 = Table(2)
    v2 = t2.minion(0, "rake", blood=2)
    p2 = t2.minion(1, "mara-kessel", blood=3)
    t2.g.edge = 0
    game2, _ = _call(t2, v2, "tithe-demanded")
    pick(game2, "terms", 1)
    pick(game2, "called", "for")
    pick(game2, "edge", "for")
    pick(game2, "done")
    pick(game2, "title", p2, "against")
    pick(game2, "done")
    assert t2.g.edge is None and t2.g.players[1].pool == 27


def test_6_3_3_titles_give_their_votes_only_while_ready() -> None:
    from rage_tui.rulesets.vtes.politics import vote_sources

    t = Table(2)
    prince = t.minion(0, "aleph", blood=3)
    justicar = t.minion(0, "ibrahim-sol", blood=3)
    t.minion(0, "tess-ormond", blood=3, region="torpor")
    assert sorted(vote_sources(t.g, 0)) == sorted([(prince, 2, False), (justicar, 3, False)])


def test_6_3_3_the_prisci_block_casts_three_votes_for_the_majority_of_the_prisci() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=2)
    caius = t.minion(1, "caius-morrow", blood=3)
    vesna = t.minion(1, "vesna-kral", blood=3)
    game, _ = _call(t, v, "tithe-demanded")
    pick(game, "terms", 1)
    pick(game, "called", "for")
    pick(game, "done")
    pick(game, "title", caius, "against")
    pick(game, "title", vesna, "against")
    pick(game, "done")
    res = [e for e in t.g.events if e.kind == "referendum-result"][-1]
    assert res.get("yes") == 1 and res.get("no") == 3 and t.g.players[1].pool == 30


def test_6_3_3_only_one_political_card_vote_per_methuselah_and_no_draw_during_it() -> None:
    t = Table(2)
    v = t.minion(0, "rake", blood=2)
    extra, _other = t.hand(1, "open-coffers", "hard-times")
    t.g.players[1].library = t.hand(1, "knife", "knife")
    for c in t.g.players[1].library:
        t.g.players[1].hand.remove(c)
    game, _ = _call(t, v, "tithe-demanded")
    pick(game, "terms", 1)
    pick(game, "called", "for")
    pick(game, "done")
    pick(game, "card", extra, "against")
    d = pending(game)
    assert all(o.choice.kind != "card" for o in d.options)
    assert len(t.g.players[1].hand) == 1  # not replaced during the referendum
    pick(game, "done")
    assert len(t.g.players[1].hand) == 3  # drawn back up after it (6.3.2): both knives
    res = [e for e in t.g.events if e.kind == "referendum-result"][-1]
    assert not res.get("passed")


def test_10_a_camarilla_referendum_needs_a_camarilla_vampire() -> None:
    t = Table(2)
    v = t.minion(0, "vesna-kral", blood=3)  # Sabbat
    c, = t.hand(0, "masquerade-enforcement")
    game = t.start()
    assert all(o.choice.args[2:3] != (c,) for o in pending(game).options)
    assert v
