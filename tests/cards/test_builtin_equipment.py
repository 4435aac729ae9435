"""Built-in equipment (``equipment:`` on a creature card) is dealt into play with its creature
(issue 12, item 1): Kinfolk Soldier of Fortune, Kinfolk Small Town Cop, Corporate Security,
Beat Cop and Renegade Werewolf Hunter carry their guns, and a built-in copy never reaches a
discard pile."""

from __future__ import annotations

import pytest

from rage_tui.engine.game import zone_census
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.builtin import is_builtin
from rage_tui.rulesets.rage1995.damage import remove_dead
from tests.cards.helpers import creature, game, label, pass_until_any, seat

CARRIERS = [
    ("kinfolk-soldier-of-fortune", "ally", "shotgun"),
    ("kinfolk-small-town-cop", "ally", "38-special"),
    ("corporate-security", "enemy", "9mm-semi-auto-pistol"),
    ("beat-cop", "victim", "38-special"),
    ("renegade-werewolf-hunter", "victim", "shotgun"),
]


def carried(g, cid: str) -> list[str]:
    return [g.state.cards[a].cid for a in creature(g, cid).attached]


@pytest.mark.parametrize(("cid", "kind", "gun"), CARRIERS, ids=[c for c, _, _ in CARRIERS])
def test_a_creature_in_play_at_the_start_carries_its_built_in_gun(cid, kind, gun):
    if kind == "ally":
        g = game([seat("Ann", "gaia", ["mamu", cid]), seat("Bob", "wyrm", ["zhyzack"])])
    else:
        g = game([seat("Ann", "gaia", ["mamu"]), seat("Bob", "wyrm", ["zhyzack"])],
                 hunting=[{"card": cid, "owner": "Bob"}])
    assert carried(g, cid) == [gun]
    c = creature(g, cid)
    # the gun works: the creature plays combat actions up to the gun's Rage (firearm floor)
    assert cr.card_rage(g.state, c) == max(cr.rage(g.state, c), g.state.defs[gun].plays_rage)
    census = zone_census(g.state)
    assert all(len(z) == 1 for z in census.values())


def test_a_recruited_cop_comes_with_his_38():
    g = game([seat("Ann", "gaia", ["mari-cabrah", "tc-strider"],
                   sept_hand=["kinfolk-small-town-cop"]),
              seat("Bob", "wyrm", ["zhyzack"])], phase="resource")
    pass_until_any(g, {"resources"})
    label(g, "Kinfolk Small Town Cop with Mari")
    pass_until_any(g, {"umbra", "open-play", "moot", "alpha"})
    assert carried(g, "kinfolk-small-town-cop") == ["38-special"]
    # no copy was taken from anyone's deck or hand: the card count grew by one
    assert sum(1 for i in g.state.cards if g.state.cards[i].cid == "38-special") == 1


def test_a_built_in_gun_leaves_the_game_when_its_carrier_dies():
    g = game([seat("Ann", "gaia", ["mamu"]), seat("Bob", "wyrm", ["zhyzack"])],
             hunting=[{"card": "beat-cop", "owner": "Bob"}])
    cop = creature(g, "beat-cop")
    gun = cop.attached[0]
    assert is_builtin(g.state, gun)
    remove_dead(g.state, cop, killer_seat=None, in_combat=False)
    bob = g.state.player(1)
    assert gun not in bob.sept_discard and gun in bob.removed
    assert "beat-cop" in [g.state.cards[i].cid for i in bob.sept_discard]
