"""What happened earlier this turn, read from the event log for the effect language's
conditions: fights that ended, kills scored, ballots cast and juntas won (Victory Party, Rite of
Wisdom, the "voted with the winners" cards)."""

from __future__ import annotations

from typing import Final

from rage_tui.engine import windows
from rage_tui.engine.events import Event
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.state import GameState


def this_turn(g: GameState) -> list[Event]:
    """The events of the current turn, newest first."""
    out = []
    for e in reversed(g.events):
        if e.kind == "turn":
            break
        out.append(e)
    return out


def open_window(g: GameState) -> str | None:
    """The name of the innermost open-play window on the stack (None outside one)."""
    for f in reversed(g.stack):
        if isinstance(f, windows.OpenPlay):
            return str(f.window)
    return None


#: events that open a fight (an attack declared, a challenge accepted)
_FIGHT_OPENS: Final = frozenset({"attack", "accepted"})


def after_combat_kills(g: GameState, seat: int) -> bool:
    """In the open play right after a combat ("After combat"): did ``seat`` score VP for
    killing an Enemy card in that combat (Victory Party, FAQ errata: at the end of the
    combat; not a victim), or kill one for no VP while holding a ``party-for-enemies`` card
    (Caern of Rytthikku)?"""
    if g.combat is not None or open_window(g) != "After combat":
        return False
    ended = False
    for e in this_turn(g):
        if e.kind == "combat-end":
            if ended:
                return False
            ended = True
        elif e.kind in _FIGHT_OPENS and ended:
            return False
        elif ended and e.kind in ("scored", "kill-unscored") and e.get("seat") == seat and \
                g.card(e.get("card")).type == CardType.ENEMY and (e.kind == "scored" or any(
                    x.when == "static" and x.do == "party-for-enemies"
                    for r in g.player(seat).resources for x in g.card(r).effects)):
            return True  # an unscored Enemy counts with Caern of Rytthikku (FAQ)
    return False


def voted_winning(g: GameState, iid: int) -> bool:
    """Did creature ``iid`` vote yes or no in at least two juntas this turn, each time on the
    winning side (yes on one that passed, no on one that failed)?"""
    events = this_turn(g)
    passed = {e.get("junta"): bool(e.get("passed")) for e in events if e.kind == "junta-result"}
    votes = [(e.get("junta"), e.get("vote")) for e in events
             if e.kind == "voted" and e.get("creature") == iid and e.get("vote") != "abstain"]
    if len(votes) < 2:
        return False
    return all(j in passed and (v == "yes") == passed[j] for j, v in votes)


def won_every_junta(g: GameState, iid: int) -> bool:
    """Rite of Wisdom (FAQ errata): this turn creature ``iid`` voted yes or no in at least one
    junta and was on the winning side of every junta it could vote in (abstaining is not)."""
    events = this_turn(g)
    passed = {e.get("junta"): bool(e.get("passed")) for e in events if e.kind == "junta-result"}
    ballots = [(e.get("junta"), e.get("vote")) for e in events
               if e.kind == "voted" and e.get("creature") == iid]
    if not any(v != "abstain" for _, v in ballots):
        return False
    return all(j in passed and v != "abstain" and (v == "yes") == passed[j] for j, v in ballots)
