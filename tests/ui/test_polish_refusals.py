"""Enter on a hand card that cannot be played now: the engine's reason reads in the player's
language, and a combat card pressed in the Resource Phase is called a combat card (it used to
say "that card is not in your sept hand", in English, on a Polish board)."""

from __future__ import annotations

import pytest

from rage_tui.content.bundled import bundled_library, decks_dir
from rage_tui.content.decks import load_deck
from rage_tui.engine.state import SeatSetup, Setup
from rage_tui.i18n import render
from rage_tui.ui.session import GameSession

#: every test here reads the app in Polish (the ``polish`` fixture of tests/ui/conftest.py)
pytestmark = pytest.mark.usefixtures("polish")


def _resource_phase() -> GameSession:
    decks = sorted(decks_dir().glob("*.yaml"))
    s = GameSession.start(Setup((SeatSetup("Aileen", load_deck(decks[0])),
                                 SeatSetup("Bram", load_deck(decks[1]))), 7, 20),
                          bundled_library())
    g = s.game
    while not (g.pending is not None and g.pending.kind == "resources"
               and g.pending.seat == 0):
        d = g.pending
        assert d is not None and not g.over
        kinds = [o.choice.kind for o in d.options]
        g.apply(d.options[kinds.index("done") if "done" in kinds else 0].choice, d.seat)
    s.hand_to(0)
    return s


def test_combat_card_in_the_resource_phase_is_refused_as_a_combat_card_in_polish() -> None:
    s = _resource_phase()
    iid = s.game.state.player(0).combat_hand[0]
    reason = s.why_not(iid)
    assert reason is not None
    name = s.game.state.card(iid).name
    assert render(reason) == f"{name} to karta walki i nie można jej teraz zagrać"


def test_sept_card_that_cannot_be_played_gives_a_polish_reason() -> None:
    s = _resource_phase()
    offered = {a for o in s.game.pending.options for a in o.choice.args}
    refused = [i for i in s.game.state.player(0).sept_hand if i not in offered]
    assert refused, "the seed should leave a sept card that cannot be played"
    reasons = [render(r) for r in (s.why_not(i) for i in refused) if r is not None]
    assert reasons
    assert not any(word in r for r in reasons for word in (" is not ", " lacks ", " needs "))


def test_a_resource_played_by_a_character_names_it_without_a_case_ending() -> None:
    from rage_tui.i18n import m

    label = m("Play {card} {where}", card="Falcon",
              where=m("with {target}", target="King Albrecht"))
    assert render(label) == "Zagraj Falcon (zagrywa: King Albrecht)"
