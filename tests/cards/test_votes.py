"""Votes as a statistic (v0.2 "Juntas": each voter casts its Renown in votes; chapter 4: extra
votes apply to every junta the character may vote in). Questor, King Albrecht, George Birch,
Mammon, Falcon and Oisin MacGaelach are played through a real junta or checked
on the statistic."""

from __future__ import annotations

from tests.cards.helpers import game, label, pass_until_any, seat, stat


def _result(g):
    return [e for e in g.state.events if e.kind == "junta-result"][-1]


def _vote_all(g, ann: str, bob: str) -> None:
    pass_until_any(g, {"vote"})
    while g.pending is not None and g.pending.kind == "vote":
        label(g, ann if g.state.player(g.pending.seat).name == "Ann" else bob)


def test_questor_and_king_albrecht_cast_their_extra_votes_in_a_moot():
    g = game([seat("Ann", "gaia", ["king-albrecht", "questor"], sept_hand=["silver-record"]),
              seat("Bob", "gaia", ["mamu", "gesar"])], phase="moot")
    label(g, "Questor calls Silver Record")
    _vote_all(g, "Yes", "No")
    r = _result(g)
    assert (r.get("yes"), r.get("no")) == ((10 + 3) + (8 + 2), 10 + 5)


def test_extra_votes_can_carry_a_junta_renown_alone_would_lose():
    # Questor's 8 Renown against Mamu's 10 fails; with his 2 extra votes it ties (a tie fails),
    # so a moot where Bob abstains shows the extra votes counted: 10 for, 0 against
    g = game([seat("Ann", "gaia", ["questor"], sept_hand=["silver-record"]),
              seat("Bob", "gaia", ["mamu"])], phase="moot")
    label(g, "Questor calls Silver Record")
    _vote_all(g, "Yes", "Yes")
    assert (_result(g).get("yes"), _result(g).get("no")) == (10 + 10, 0)
    voted = [e.text for e in g.state.events if e.kind == "voted"]
    assert any(t.startswith("Questor votes yes (10)") for t in voted), voted


def test_george_birch_gives_the_pentex_allies_of_his_pack_one_rage():
    """FAQ (George Birch): his ability concerns "Pentex Allies" (allies with the Pentex
    keyword); rules decision R76: they have +1 Rage. His own votes are his Renown alone."""
    g = game([seat("Ann", "wyrm", ["george-birch", "the-cleaner", "zhyzack", "meat-puppet"]),
              seat("Bob", "gaia", ["mamu"])])
    base = game([seat("Ann", "wyrm", ["t-f-macneil", "the-cleaner", "zhyzack", "meat-puppet"]),
                 seat("Bob", "gaia", ["mamu"])])
    assert stat(g, "the-cleaner", "rage") == stat(base, "the-cleaner", "rage") + 1
    assert stat(g, "meat-puppet", "rage") == stat(base, "meat-puppet", "rage")  # not Pentex
    assert stat(g, "zhyzack", "rage") == stat(base, "zhyzack", "rage")  # not an ally
    assert stat(g, "george-birch", "votes") == 5


def test_king_albrecht_gives_the_other_silver_fangs_of_his_pack_one_rage():
    g = game([seat("Ann", "gaia", ["king-albrecht", "tc-fang", "mamu"]),
              seat("Bob", "wyrm", ["zhyzack"])])
    base = game([seat("Ann", "gaia", ["lord-albrecht", "tc-fang", "mamu"]),
                 seat("Bob", "wyrm", ["zhyzack"])])
    assert stat(g, "tc-fang", "rage") == stat(base, "tc-fang", "rage") + 1
    assert stat(g, "king-albrecht", "rage") == 5  # not himself
    assert stat(g, "mamu", "rage") == stat(base, "mamu", "rage")  # not other tribes
    assert stat(g, "king-albrecht", "votes") == 10 + 3


def test_falcon_renown_counts_for_calling_a_junta_but_nowhere_else():
    """Falcon: +1 Renown for calling and voting in juntas only; Renown itself (alpha order,
    rites, VP) is unchanged."""
    def moot(resources):
        return game([seat("Ann", "gaia", ["mari-cabrah", "gesar"], resources=resources,
                          sept_hand=["winter-wolf"]),
                     seat("Bob", "gaia", ["mamu"])], phase="moot")

    def calls(g):
        return any(o.label.startswith("Mari Cabrah calls Winter Wolf")
                   for o in g.pending.options)

    g, base = moot(["falcon"]), moot([])
    assert stat(g, "mari-cabrah", "renown") == 6  # unchanged
    assert stat(g, "mari-cabrah", "junta_renown") == 7
    assert calls(g) and not calls(base)  # Winter Wolf needs Renown 7


def test_pentex_exec_and_limousine_votes_in_moots_and_board_meetings_alike():
    """v0.2 "Moots vs. Board Meetings": the Pentex Exec and Limousine votes in either, with
    its Renown (8), whatever its pack's allegiance."""
    g = game([seat("Ann", "gaia", ["questor"], sept_hand=["silver-record"]),
              seat("Bob", "gaia", ["mamu"]),
              seat("Cy", "wyrm", ["george-birch", "pentex-exec-and-limousine"])],
             phase="moot")
    label(g, "Questor calls Silver Record")
    pass_until_any(g, {"vote"})
    seen = []
    while g.pending is not None and g.pending.kind == "vote":
        seen.append(g.pending.prompt)
        who = g.state.player(g.pending.seat).name
        label(g, {"Ann": "Yes", "Bob": "No", "Cy": "Yes"}[who])
    assert any(p.startswith("Pentex Exec and Limousine votes") for p in seen)
    assert not any(p.startswith("George Birch votes") for p in seen)  # a character of Cy's
    assert (_result(g).get("yes"), _result(g).get("no")) == (10 + 8, 10)
