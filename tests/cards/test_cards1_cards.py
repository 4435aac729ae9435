"""Cards restored on branch cards-1 (issue 12): cancelling a card as it is played (Mari
Cabrah, Scourge-of-Men, Mage of the Celestial Chorus, Dreamspeaker Mage, Klailtal Stargazer),
activated abilities, joining pack actions without a card, and statics while in play; each
played through the engine."""

from __future__ import annotations

from tests.cards.helpers import (
    game,
    kinds,
    label,
    play,
    seat,
    stat,
    zones_of,
)


def _cancel_prompt(g):
    assert g.pending is not None and g.pending.kind == "cancel", g.pending
    return [o.label for o in g.pending.options]


# -- cancelling a card as it is played (v0.2 "Cancellation", rules decision R43) ------------

def test_scourge_of_men_cancels_a_gaia_gift_once_per_turn():
    g = game([seat("Ann", "gaia", ["tc-bard"], sept_hand=["battle-song", "battle-song"]),
              seat("Bob", "wyrm", ["scourge-of-men"])], phase="moot")
    play(g, "Bard plays Battle Song")
    assert "Scourge-of-Men cancels Battle Song" in _cancel_prompt(g)
    assert g.state.player(g.pending.seat).name == "Bob"
    label(g, "Scourge-of-Men cancels Battle Song")
    assert "cancelled" in kinds(g)
    assert stat(g, "tc-bard", "card_rage") == stat(g, "tc-bard", "rage")  # no effect
    assert zones_of(g, "battle-song").count("0:sept_discard") == 1
    play(g, "Bard plays Battle Song")  # the second one: Scourge has used his ability
    assert g.pending.kind != "cancel"
    assert stat(g, "tc-bard", "card_rage") == stat(g, "tc-bard", "rage") + 2


def test_a_gift_let_through_by_the_canceller_resolves():
    g = game([seat("Ann", "gaia", ["tc-bard"], sept_hand=["battle-song"]),
              seat("Bob", "wyrm", ["scourge-of-men"])], phase="moot")
    play(g, "Bard plays Battle Song")
    label(g, "Let Battle Song resolve")
    assert stat(g, "tc-bard", "card_rage") == stat(g, "tc-bard", "rage") + 2
    assert "cancelled" not in kinds(g)



def _mari_game():
    return game([seat("Ann", "gaia", ["mari-cabrah-elder", "mamu"]),
                 seat("Bob", "wyrm", ["blossom"], sept_hand=["body-wrack", "body-wrack"])],
                phase="moot", hunting=[{"card": "honest-senator", "owner": "Bob"}])


def test_mari_cabrah_cancels_a_gift_aimed_at_her_pack_once_per_turn():
    g = _mari_game()
    health = stat(g, "mamu", "health")
    play(g, "Blossom plays Body Wrack on Mamu")
    assert g.state.player(g.pending.seat).name == "Ann"
    label(g, "Mari Cabrah cancels Body Wrack")
    assert stat(g, "mamu", "health") == health
    assert zones_of(g, "body-wrack").count("1:sept_discard") == 1
    play(g, "Blossom plays Body Wrack on Mamu")  # her ability is spent for the turn
    assert g.pending.kind != "cancel"
    assert stat(g, "mamu", "health") == health - 2


def test_mari_cabrah_cannot_cancel_a_gift_aimed_elsewhere():
    g = _mari_game()
    play(g, "Blossom plays Body Wrack on Honest Senator")
    assert g.pending.kind != "cancel"
    assert stat(g, "honest-senator", "health") == 1


def test_mage_of_the_celestial_chorus_cancels_the_first_wyrm_gift_each_turn_by_itself():
    """Rules decision R43: a prey's canceller has no player and cancels at once."""
    g = game([seat("Ann", "gaia", ["mamu", "tc-bard"], sept_hand=["battle-song"]),
              seat("Bob", "wyrm", ["blossom"], sept_hand=["body-wrack", "body-wrack"])],
             phase="moot", hunting=[{"card": "mage-of-the-celestial-chorus", "owner": "Bob"}])
    health = stat(g, "mamu", "health")
    play(g, "Blossom plays Body Wrack on Mamu")
    assert g.pending.kind != "cancel"
    assert "cancelled" in kinds(g) and stat(g, "mamu", "health") == health
    play(g, "Bard plays Battle Song")  # a Gaia creature's gift: the Mage lets it be
    assert stat(g, "tc-bard", "card_rage") == stat(g, "tc-bard", "rage") + 2
    play(g, "Blossom plays Body Wrack on Mamu")  # once per turn
    assert stat(g, "mamu", "health") == health - 2
    assert kinds(g).count("cancelled") == 1
