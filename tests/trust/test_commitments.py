"""Commit-reveal (issue 15 item 5): every face-down play, a null card included, publishes a
commitment; the salt comes out at the reveal; nothing about the commitments tells another seat
whether a real card or a null card lies face down."""

from __future__ import annotations

import re

from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.random_agent import RandomAgent
from rage_tui.engine.commit import NULL_CARD, check
from rage_tui.engine.game import Game
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.match import Match
from rage_tui.rulesets import get_ruleset
from rage_tui.rulesets.rage1995.combat_state import NULL
from tests.engine.conftest import GAIA, WYRM

HEX = re.compile(r"[0-9a-f]{64}")


def _mask(value):
    if isinstance(value, str):
        return HEX.sub("<commitment>", value)
    if isinstance(value, tuple):
        return tuple(_mask(v) for v in value)
    return value


def _events(game: Game, seat: int):
    return [(e.kind, e.text, _mask(e.data), e.rule) for e in game.events_for(seat)]


def _to_first_choice_of_real_or_null(lib, seed):
    setup = Setup((SeatSetup("Ann", GAIA), SeatSetup("Bob", WYRM)), seed=seed)
    m = Match(setup, lib.cards, {0: RandomAgent(seed), 1: RandomAgent(seed + 1)})
    while not m.game.over:
        d = m.game.pending
        kinds = {o.choice.args[0] == NULL for o in d.options if o.choice.kind == "commit"}
        if d.seat == 0 and d.kind == "commit" and kinds == {True, False}:
            return m.game
        m.step_bot()
    raise AssertionError("no commit with a real and a null card")


def _twin(lib, game: Game) -> Game:
    twin = Game(game.state.setup, lib.cards, get_ruleset("rage-1995"), iid_base=game.iid_base)
    for seat, choice in game.choices:
        twin.apply(choice, seat)
    return twin


def test_other_seats_see_the_same_for_a_real_card_and_a_null_card(lib):
    for seed in (3, 8, 21):
        real = _to_first_choice_of_real_or_null(lib, seed)
        null = _twin(lib, real)
        d = real.pending
        card = next(o.choice for o in d.options if o.choice.kind == "commit"
                    and o.choice.args[0] != NULL)
        nothing = next(o.choice for o in d.options if o.choice.kind == "commit"
                       and o.choice.args[0] == NULL)
        real.apply(card, 0)
        null.apply(nothing, 0)
        steps = 0
        while real.state.combat is not None and real.state.combat.step in ("play-card",
                                                                          "targeting"):
            assert real.view_for(1) == null.view_for(1), f"seed {seed} step {steps}"
            assert _events(real, 1) == _events(null, 1)
            a, b = real.pending, null.pending
            assert a.seat == b.seat, "the prompt sequence differs"
            if a.seat == 1:
                assert a == b
            real.apply(a.options[0].choice, a.seat)
            null.apply(b.options[0].choice, b.seat)
            steps += 1
        commits = [e for e in real.events_for(1) if e.kind == "face-down"]
        assert commits and all(HEX.fullmatch(e.get("commitment")) for e in commits)


def test_every_revealed_commitment_checks_out_including_null_cards(lib):
    setup = Setup((SeatSetup("Ann", GAIA), SeatSetup("Bob", WYRM)), seed=5)
    # bots commit the same way as people (a greedy bot, and a random one that plays nulls)
    m = Match(setup, lib.cards, {0: GreedyAgent(1, lib.cards), 1: RandomAgent(2)})
    while not m.game.over:
        m.step_bot()
    committed: dict[str, list[str]] = {}
    checked = nulls = 0
    for e in m.game.events_for(None):
        if e.kind == "face-down" and e.get("commitment"):
            assert e.get("slot") == f"{e.get('creature')}|{e.get('round')}"
            committed.setdefault(e.get("slot"), []).append(e.get("commitment"))
        if e.kind == "revealed" and e.get("proofs"):
            for slot, card, salt in e.get("proofs"):
                c = committed[slot].pop(0)
                assert check(card, slot, salt, c)
                assert not check("t-maul" if card != "t-maul" else "t-jab", slot, salt, c)
                checked += 1
                nulls += card == NULL_CARD
    assert checked > 10 and nulls > 0


def test_the_salt_is_not_in_any_seats_events_before_the_reveal(lib):
    game = _to_first_choice_of_real_or_null(lib, 3)
    d = game.pending
    game.apply(d.options[0].choice, 0)
    while game.state.combat is not None and game.state.combat.step in ("play-card",
                                                                      "targeting"):
        game.apply(game.pending.options[0].choice, game.pending.seat)
    salts = {s.salt for s in game.state.combat.slots if s.salt}
    before = [e for e in game.state.events if e.kind != "revealed"]
    text = repr([(e.data, e.public.data if e.public else None) for e in before])
    assert salts and not any(s in text for s in salts)


def test_a_feint_played_face_down_in_the_reveal_mini_step_commits_too(lib, tmp_path):
    """v0.2 "Reveal Step Options": a Feint's extra card goes face down; it commits like the
    others and its salt is published when the mini-step reveals it."""
    from rage_tui.engine.replay import proof_problem, proofs_of
    from tests.engine.combat_helpers import commit, duel
    from tests.engine.conftest import label, pass_until
    from tests.engine.test_combat_rules import _lib_with

    lib2 = _lib_with(tmp_path, (
        "- {id: t-feint, name: Feint, type: combat_action, rage: 1, damage: 1,"
        " keywords: [feint]}\n"
        "- {id: t-rat, name: Rat Swarm, type: enemy, renown: 1, rage: 1, gnosis: 1, health: 9,"
        " keywords: [animal, pack-defends]}\n"))
    game = duel(lib2, ["t-feint", "t-claw"], ["t-jab", "t-duck"], attack=None,
                hunting=[{"card": "t-rat", "owner": "Bob"}, {"card": "t-rat", "owner": "Bob"}])
    game.apply(next(o for o in game.pending.options if o.card == "t-rat").choice)
    label(game, "Stay out")
    pass_until(game, "commit")
    commit(game, "Feint")
    commit(game, "Jab")
    commit(game, None)
    while game.pending.kind == "target":
        game.apply(game.pending.options[0].choice)
    label(game, "Claw face down")
    feint = [e for e in game.events_for(1) if e.kind == "feint"]
    assert feint and HEX.fullmatch(feint[-1].get("commitment"))
    game.apply(game.pending.options[0].choice)
    rows = proofs_of(game)
    assert any(row[2] == "t-claw" and row[1] == feint[-1].get("commitment") for row in rows)
    assert proof_problem(rows) is None
