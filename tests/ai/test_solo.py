"""Solo play: a human pack against bot packs, or against a prey campaign fed by the Hunt."""

from __future__ import annotations

import pytest

from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.hard import HardAgent
from rage_tui.ai.prey import HuntAgent
from rage_tui.content.bundled import bundled_library, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.engine.choices import Choice
from rage_tui.engine.decks import DeckList
from rage_tui.rulesets.rage1995.view_types import View
from rage_tui.solo import CampaignMatch, new_campaign, new_vs_bots


def deck(stem: str) -> DeckList:
    return load_deck(decks_dir() / f"{stem}.yaml")


def greedy_plays_human(match: CampaignMatch, seed: int = 1) -> None:
    bot = GreedyAgent(seed)
    bot.set_library(bundled_library().cards)
    match.agents[0] = bot
    while not match.game.over:
        match.step_bot()


class Passive:
    """A player that never attacks: the game runs to the turn limit."""

    name = "passive"

    def choose(self, view: View, events: object) -> Choice:
        d = view.decision
        assert d is not None
        calm = [o for o in d.options if o.choice.kind in (
            "pass", "done", "continue", "refuse", "stay", "abandon", "withdraw")]
        return (calm or list(d.options))[0].choice


def test_the_hunt_feeds_one_prey_a_turn_and_the_boss_last() -> None:
    match = new_campaign(deck("fangs-of-the-north"), "The Sickened Wood", "normal", seed=1)
    assert isinstance(match.agents[1], HuntAgent)
    match.agents[0] = Passive()
    while not match.game.over:
        match.step_bot()
    g = match.game.state
    fed = [(e_turn, e.get("card")) for e_turn, e in _with_turns(g.events)
           if e.kind == "prey" and e.get("seat") == 1]
    turns = [t for t, _ in fed]
    assert len(turns) == len(set(turns)), "at most one prey a turn"
    assert turns == list(range(1, len(turns) + 1)), "one prey every turn"
    cids = [g.cards[c].cid for _, c in fed]
    assert cids[-1] == "hunt-tainted-oak"
    assert len(cids) == match.prey_deck.prey_count == 9
    st = match.status()
    assert st.over and not st.won and st.boss_in_play
    assert st.message.startswith("Out of time") or st.message.startswith("Your pack")


def _with_turns(events: list) -> list:
    turn = 0
    out = []
    for e in events:
        if e.kind == "turn":
            turn = e.get("turn")
        out.append((turn, e))
    return out


def test_campaign_status_reports_the_goal_and_the_result() -> None:
    match = new_campaign(deck("tales-of-the-sept"), "the sickened wood", "easy", seed=2)
    st = match.status()
    assert (st.renown_goal, st.turn_limit, st.over) == (9, 14, False)
    assert st.prey_left == match.prey_deck.prey_count
    greedy_plays_human(match)
    st = match.status()
    assert st.over
    assert st.won == (match.game.state.winner == 0)
    assert st.message.startswith("The hunt is won" if st.won else ("Your pack" if
                                 match.game.view_for(0).seats[0].out else "Out of time"))


def test_the_boss_script_is_shown_on_easy_only() -> None:
    easy = new_campaign(deck("fangs-of-the-north"), "The Sickened Wood", "easy", seed=1)
    normal = new_campaign(deck("fangs-of-the-north"), "The Sickened Wood", "normal", seed=1)
    assert easy.boss_script() == (
        "Punch (its strongest strike) -> a null card -> Takedown (its heaviest card, even as a "
        "bluff) -> Punch (its strongest strike) -> Mortal Trap (a dodge or block: it lies in "
        "wait)")
    assert normal.boss_script() is None
    assert normal.turn_limit == 11 and easy.turn_limit == 14


def test_a_pack_cannot_hunt_prey_of_its_own_side() -> None:
    with pytest.raises(ValueError, match="prey for gaia packs"):
        new_campaign(deck("spiral-frenzy"), "The Sickened Wood")


def test_vs_bots_seats_the_human_first_and_bots_by_difficulty() -> None:
    match = new_vs_bots(deck("fangs-of-the-north"),
                        [deck("spiral-frenzy"), deck("pentex-holdings")], "hard", seed=3)
    assert 0 not in match.agents
    assert all(isinstance(a, HardAgent) for a in match.agents.values())
    assert len(match.game.state.players) == 3
    match.run_bots()
    assert match.game.pending is not None and match.game.pending.seat == 0
    easy = new_vs_bots(deck("fangs-of-the-north"), [deck("spiral-frenzy")], "easy", seed=3)
    assert [a.name for a in easy.agents.values()] == ["greedy-easy"]
    with pytest.raises(ValueError):
        new_vs_bots(deck("fangs-of-the-north"), [], "normal")


def test_a_coop_campaign_is_won_or_lost_together_and_only_the_hunt_plays_for_prey() -> None:
    from rage_tui.solo import new_coop_campaign

    results = []
    for seed in (1, 2, 3):
        match = new_coop_campaign([("Ann", deck("fangs-of-the-north"), "greedy"),
                                   ("Bea", deck("tales-of-the-sept"), "greedy")],
                                  "The Sickened Wood", "normal", seed)
        assert match.human_seats == (0, 1) and match.hunt_seat == 2
        while not match.game.over:
            match.step_bot()
        g = match.game.state
        st = match.status()
        vps = [match.game.view_for(0).seats[s].vp for s in (0, 1)]
        assert st.vp == sum(vps)
        if st.won:
            assert g.winner in (0, 1) and "win together" in g.result
            assert sum(vps) >= 2 * match.prey_deck.renown == st.renown_goal
        else:
            assert g.winner is None or g.winner == 2
        results.append(st.won)
        # the Hunt alone plays for the prey; teammates never attack each other
        assert {e.get("seat") for e in g.events if e.kind == "plays-for-prey"} <= {2}
        attacks = [(g.cards[e.get("attacker")].owner, g.cards[e.get("target")].owner)
                   for e in g.events if e.kind == "attack"
                   and g.card(e.get("target")).type.value in ("character", "ally")]
        assert all(not (a in (0, 1) and t in (0, 1) and a != t) for a, t in attacks)
    assert any(results), "greedy packs win this level together sometimes"


def test_coop_teammates_are_never_offered_as_targets_of_an_alpha() -> None:
    from rage_tui.engine.choices import Option
    from rage_tui.rulesets.rage1995 import team
    from rage_tui.rulesets.rage1995.combat_phase import alpha_options
    from rage_tui.solo import new_coop_campaign

    match = new_coop_campaign([("Ann", deck("fangs-of-the-north"), "greedy"),
                               ("Bea", deck("tales-of-the-sept"), "greedy")],
                              "The Sickened Wood", "normal", 4)
    g = match.game.state
    while not (g.pending is not None and g.pending.kind == "alpha-action"):
        match.step_bot()
    seat = g.pending.seat
    mate = 1 - seat
    alpha, mate_alpha = g.alphas[seat], g.alphas[mate]
    offered = alpha_options(g, seat, alpha)
    assert not any(o.choice.args and o.choice.args[0] == mate_alpha for o in offered)
    # without the team, the same position offers the teammate's alpha
    from dataclasses import replace

    from rage_tui.engine.determinize import clone

    solo = clone(g)
    solo.setup = replace(g.setup, variants=replace(g.setup.variants, team=()))
    assert any(o.choice.args and o.choice.args[0] == mate_alpha
               for o in alpha_options(solo, seat, alpha))
    attack = Option(Choice("attack", (mate_alpha,)), "Attack the teammate")
    assert team.no_friendly_attacks(g, seat, [attack]) == []
    assert team.no_friendly_attacks(g, 2, [attack]) == [attack]
