"""Co-operative play: seats in ``Variants.team`` play as one side against the rest (in a
co-operative campaign, the packs against the Hunt). Modelled on the Retaliation rulebook's
scenario objectives (shared/seeds/004, "CAMPAIGN", "COMBAT ENDS!"): the team wins or loses
together. Their victory points count together towards the Renown level; the team loses when
every one of its packs has fallen; teammates never attack or challenge each other.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from rage_tui.engine.choices import Option
from rage_tui.engine.events import ev
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995.state import GameState

RULE_TEAM: Final = "rules decision R32"


def teammates(g: GameState, a: int, b: int) -> bool:
    """Whether seats ``a`` and ``b`` play on the same team."""
    team = g.setup.variants.team
    return a != b and a in team and b in team


def prey_players(g: GameState, seats: list[int]) -> list[int]:
    """Who may play for the prey: with a team, only the seats outside it (the Hunt), so a
    teammate never plays cards against the pack it fights beside."""
    team = g.setup.variants.team
    if not team:
        return seats
    outside = [s for s in seats if s not in team]
    return outside or seats


def no_friendly_attacks(g: GameState, seat: int, options: list[Option]) -> list[Option]:
    """Alpha options without attacks, challenges and territory attacks on teammates."""
    if seat not in g.setup.variants.team:
        return options
    out = []
    for o in options:
        if o.choice.kind in ("attack", "challenge", "territory") and o.choice.args:
            iid = int(o.choice.args[0])
            c = g.creatures.get(iid)
            owner = c.controller if c is not None else g.cards[iid].owner
            if owner is not None and teammates(g, seat, owner):
                continue
        out.append(o)
    return out


def check_team(g: GameState, scores: Mapping[int, int]) -> bool:
    """End of a Combat Phase with a team: the team wins together once its summed VP reach the
    Renown level, and loses together once all its packs are out. True when the game ended."""
    team = g.setup.variants.team
    if not team:
        return False
    names = " and ".join(g.player(s).name for s in team)
    total = sum(scores.get(s, 0) for s in team)
    level = g.setup.renown_level
    if level is not None and total >= level:
        g.over = True
        g.winner = team[0]
        g.result = m("{names} win together with {total} VP", names=names, total=total)
        g.emit(ev("game-over", g.result, RULE_TEAM, winner=team[0], team=tuple(team)))
        return True
    if all(g.player(s).out for s in team):
        g.over = True
        g.result = m("every pack of {names} has fallen: they lose together", names=names)
        g.emit(ev("game-over", g.result, RULE_TEAM, team=tuple(team)))
        return True
    return False
