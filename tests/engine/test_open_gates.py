"""Listing open play rules cards out by their own facts first (effects/open_gates.py) and
creatures by cheap conditions before their requirements: whatever it rules out that way, the
full checks (every pack creature and prey, its requirements, the card's timing conditions, its
chosen targets) would refuse too. Checked at every open-play window of seeded random games
with the bundled decks."""

from __future__ import annotations

import pytest

from rage_tui.ai.random_agent import RandomAgent
from rage_tui.content.bundled import bundled_library, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.engine.reading import reading
from rage_tui.engine.rng import Rng
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.engine.windows import OpenPlayFrame
from rage_tui.match import Match
from rage_tui.rulesets.rage1995 import requirements
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.effects import playing
from rage_tui.rulesets.rage1995.effects.language import Ctx, candidates
from rage_tui.rulesets.rage1995.effects.open_gates import OPEN_TYPES, could_use, gate, shut
from rage_tui.rulesets.rage1995.state import GameState


def _full_options(g, seat, iid, card, window) -> int:
    """How many options the checks without any gate find for card ``iid``."""
    spec = gate(g, card).spec
    n = 0
    for user in playing._users(g, seat, card, window):
        ctx = Ctx(iid, seat, user)
        if playing._timing_ok(g, ctx, card):
            n += len(candidates(g, ctx, spec)) if spec is not None else 1
    return n


def _ruled_out(g, seat, iid, card, window) -> int:
    """Users the gates drop: all of them when the card is shut, else those failing its cheap
    user checks (counted only when the full checks would accept them)."""
    gt = gate(g, card)
    if shut(g, seat, iid, gt):
        return _full_options(g, seat, iid, card, window)
    kept = set(playing._users(g, seat, card, window, iid, gt.user_checks))
    n = 0
    if card.type not in (CardType.EVENT, CardType.COMBAT_EVENT):
        for c in g.creatures.values():  # the per-game facts of the two cards
            if not c.dead and not could_use(g, c, card):
                n += playing._can_use(g, c, card)
    for user in playing._users(g, seat, card, window):
        if user not in kept and playing._timing_ok(g, Ctx(iid, seat, user), card):
            n += 1
    return n


@pytest.mark.parametrize("seed", range(4))
def test_gates_never_rule_out_a_card_or_user_the_full_checks_accept(seed):
    library = bundled_library()
    decks = [load_deck(p) for p in sorted(decks_dir().glob("*.yaml"))]
    table = (decks[(2 * seed) % len(decks)], decks[(2 * seed + 1) % len(decks)])
    setup = Setup(tuple(SeatSetup(f"P{i + 1}", d) for i, d in enumerate(table)), 500 + seed)
    m = Match(setup, library.cards, {0: RandomAgent(seed), 1: RandomAgent(seed + 50)})
    shut_seen = looked = 0
    while not m.game.over:
        g = m.game.state
        frame = g.stack[-1] if g.stack else None
        if isinstance(frame, OpenPlayFrame):
            with reading(g):
                for p in g.players:
                    for iid in p.sept_hand + p.combat_hand:
                        card = g.card(iid)
                        if card.type not in OPEN_TYPES:
                            continue
                        looked += 1
                        shut_seen += shut(g, p.seat, iid, gate(g, card))
                        assert _ruled_out(g, p.seat, iid, card, frame.window) == 0, (
                            card.id, frame.window, g.turn)
        m.step_bot()
    assert looked > 100 and shut_seen > 10  # the games did reach the gates


def test_a_creature_whose_card_lacks_every_required_word_never_meets_a_gift():
    defs = bundled_library().cards
    # a Silver Fangs gift: a Black Furies character (homid or crinos, Gaia, armed or not)
    # never has that word; a Silver Fangs character may
    gift = next(d for d in defs.values() if str(d.type) == "gift"
                and d.requires == frozenset({"silver-fangs"}))
    fury = next(d for d in defs.values() if str(d.type) == "character"
                and "black-furies" in d.keywords)
    fang = next(d for d in defs.values() if str(d.type) == "character"
                and "silver-fangs" in d.keywords)

    # a state with the library and no seats (only its cards and its cache are read; a real
    # state, not a stand-in: compiled, the function accepts nothing else)
    g = GameState(Setup((), seed=1), dict(defs), {}, [], Rng(1))
    assert not requirements.could_ever_meet(g, fury.id, gift)
    assert requirements.could_ever_meet(g, fang.id, gift)
