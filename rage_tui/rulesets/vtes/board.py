"""Changing the V:TES board: counters, pool, burning cards, drawing, the Edge, ousting (9).

Every loss of pool or blood goes through here, so a withdrawal (9.2) sees it.
"""

from __future__ import annotations

from rage_tui.engine import zones
from rage_tui.engine.events import event
from rage_tui.rulesets.vtes.cards import VAMPIRE
from rage_tui.rulesets.vtes.state import HAND_SIZE, VtesState


def add_blood(g: VtesState, iid: int, n: int) -> int:
    """Move up to ``n`` blood from the bank onto a minion; blood past his capacity drains back
    at once (1.5). Returns how many stayed."""
    have = g.blood.get(iid, 0)
    room = max(0, g.capacity(iid) - have) if g.card(iid).type == VAMPIRE and \
        g.where(iid) != "uncontrolled" else n
    moved = max(0, min(n, room))
    g.blood[iid] = have + moved
    return moved


def drain(g: VtesState, iid: int) -> None:
    """Blood over a vampire's capacity goes to the bank (1.5)."""
    cap = g.capacity(iid)
    if g.blood.get(iid, 0) > cap:
        g.blood[iid] = cap


def burn_blood(g: VtesState, iid: int, n: int) -> int:
    """Burn up to ``n`` counters from a card; returns how many were burned."""
    have = g.blood.get(iid, 0)
    burned = max(0, min(n, have))
    g.blood[iid] = have - burned
    if burned:
        g.players[g.owner(iid)].lost = True
    return burned


def gain_pool(g: VtesState, seat: int, n: int) -> None:
    """``seat`` takes ``n`` pool from the bank."""
    g.players[seat].pool += n


def burn_pool(g: VtesState, seat: int, n: int) -> None:
    """``seat`` burns ``n`` pool (to the bank); ousting is settled by :func:`settle`."""
    p = g.players[seat]
    burned = max(0, min(n, p.pool))
    p.pool -= burned
    if burned:
        p.lost = True


def take_edge(g: VtesState, seat: int, rule: str = "6.1.1") -> None:
    """``seat`` takes the Edge (or keeps it)."""
    if g.edge != seat:
        g.edge = seat
        g.emit(event("edge", "{player} takes the Edge", {"player": g.players[seat].name},
                     rule, seat=seat))


def burn_card(g: VtesState, iid: int) -> None:
    """Burn a card in play to its owner's ash heap, with every card and counter on it (1.1)."""
    for c in list(g.attached.pop(iid, [])):
        g.blood.pop(c, None)
        g.players[g.owner(c)].ash.append(c)
    g.blood.pop(iid, None)
    g.tapped.discard(iid)
    for p in g.players:
        for name in ("ready", "torpor", "uncontrolled", "contested", "play", "hand", "limbo"):
            pile: list[int] = getattr(p, name)
            if iid in pile:
                pile.remove(iid)
                g.players[g.owner(iid)].ash.append(iid)
                return
    for stack in g.attached.values():
        if iid in stack:
            stack.remove(iid)
            g.players[g.owner(iid)].ash.append(iid)
            return


def draw_up(g: VtesState, seat: int) -> None:
    """Draw back up to the hand size; an empty library draws nothing (1.6.1)."""
    p = g.players[seat]
    if not p.out and len(p.hand) < HAND_SIZE:
        zones.draw(g, seat, p.library, p.hand, HAND_SIZE - len(p.hand), "library")


def settle(g: VtesState) -> None:
    """Oust every Methuselah with no pool, all at once (9.1): her predator scores 1 victory
    point and 6 pool (no pool if the predator is ousted at the same moment); her cards in play
    are burned; the seating closes up. The last one left scores 1 more and the game ends.
    A turn of an ousted Methuselah ends at once (rules decision V8)."""
    gone = [p.seat for p in g.players if not p.out and p.pool <= 0]
    if not gone:
        return
    predators = {s: g.predator(s) for s in gone}
    for s in gone:
        pred = predators[s]
        if pred == s:
            continue
        g.players[pred].vp += 1
        names = {"player": g.players[s].name, "predator": g.players[pred].name}
        if pred not in gone:
            gain_pool(g, pred, 6)
            g.emit(event("ousted", "{player} is ousted: {predator} scores 1 victory point "
                         "and 6 pool", names, "9.1", seat=s, predator=pred, pool=True))
        else:
            g.emit(event("ousted", "{player} is ousted: {predator} scores 1 victory point",
                         names, "9.1", seat=s, predator=pred, pool=False))
    for s in gone:
        leave(g, s)
    left = g.seats_in()
    if len(left) > 1:
        for pred in sorted({predators[s] for s in gone} - set(gone)):
            g.emit(event("seating", "The seating closes up: {player}'s prey is now {prey}",
                         {"player": g.players[pred].name,
                          "prey": g.players[g.prey(pred)].name}, "9.1",
                         seat=pred, prey=g.prey(pred)))
    check_end(g)


def leave(g: VtesState, seat: int) -> None:
    """``seat`` leaves the table: everything she controls is burned (1.3)."""
    p = g.players[seat]
    p.out = True
    if g.edge == seat:
        g.edge = None
    for name in ("ready", "torpor", "uncontrolled", "contested", "play", "limbo"):
        for iid in list(getattr(p, name)):
            burn_card(g, iid)
    if g.active == seat and g.stack:
        del g.stack[1:]  # the turn in progress ends (V8); the turn loop is the bottom frame


def check_end(g: VtesState) -> None:
    """The game ends when one Methuselah is left (9.1) or none."""
    left = g.seats_in()
    if len(left) > 1 or g.over:
        return
    if left:
        g.players[left[0]].vp += 1
        g.emit(event("last", "{player} is the last Methuselah left: 1 more victory point",
                     {"player": g.players[left[0]].name}, "9.1", seat=left[0]))
    finish(g, "9.1")


def finish(g: VtesState, rule: str) -> None:
    """End the game: the most victory points wins (9.1); a tie is broken by the most pool
    among the tied, else shared (rules decision V7)."""
    best = max(p.vp for p in g.players)
    tied = [p for p in g.players if p.vp == best]
    if len(tied) > 1:
        top = max(p.pool for p in tied)
        tied = [p for p in tied if p.pool == top]
    g.over = True
    g.winner = tied[0].seat if len(tied) == 1 else None
    scores = ", ".join(f"{p.name} {p.vp}" for p in g.players)
    if g.winner is None:
        g.result = "draw"
        g.bump("shared-win")
        g.emit(event("game-over", "The game is over ({scores}): a shared win",
                     {"scores": scores}, rule))
    else:
        g.result = "win"
        g.emit(event("game-over", "The game is over ({scores}): {player} wins",
                     {"scores": scores, "player": g.players[g.winner].name}, rule,
                     winner=g.winner))
