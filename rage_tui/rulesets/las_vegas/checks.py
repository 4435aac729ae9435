"""What the simulator checks of a game of Rage: Across Las Vegas at every step
(``rage-tui sim --check-every``): which cards a seat must not see (the views leak check), and
the board's own invariants."""

from __future__ import annotations

from rage_tui.rulesets.las_vegas.state import UMBRA_MAX, LVState


def hidden_from(g: LVState, seat: int) -> set[int]:
    """Card instances ``seat`` may not see: every deck (its own too: the order is unknown),
    the other seats' sept and combat hands, and a face-down combat pick of another seat that
    is not revealed yet (its commitment is public, the card is not)."""
    out: set[int] = set()
    for p in g.players:
        out.update(p.sept_deck, p.combat_deck)
        if p.seat != seat:
            out.update(p.sept_hand, p.combat_hand)
    c = g.combat
    if c is not None:
        for side in (0, 1):
            pick = c.picks[side]
            if pick is not None and pick in g.committed and c.seats[side] != seat:
                out.add(pick)
    return out


def problems(g: LVState) -> list[str]:
    """Everything wrong with the board now, in words (empty: all is well): a character in
    play without its record or a record of a character nowhere in play, a pack member that
    is not its seat's, the Umbral marker off the chart, a combat whose fighters left play
    while it goes on, a face-down card that is nobody's pick."""
    at = f"turn {g.turn} {g.phase}"
    found: list[str] = []
    in_play: dict[int, int] = {}
    for p in g.players:
        for iid in p.pack:
            in_play[iid] = p.seat
    for iid in g.hunting:
        in_play[iid] = -1
    for iid, owner in in_play.items():
        rec = g.chars.get(iid)
        if rec is None:
            found.append(f"{at}: character {iid} ({g.cards[iid].cid}) is in play without "
                         "a record")
        elif owner >= 0 and rec.owner != owner:
            found.append(f"{at}: character {iid} is in seat {owner}'s pack but controlled "
                         f"by {rec.owner}")
    found += [f"{at}: character {iid} has a record but is not in play"
              for iid in g.chars if iid not in in_play]
    if not 0 <= g.umbra <= UMBRA_MAX:
        found.append(f"{at}: the Umbral marker is at {g.umbra}, off the chart")
    c = g.combat
    if c is not None and not c.ended:
        found += [f"{at}: fighter {f} of the combat in progress is not in play"
                  for f in (c.hunter, c.prey) if f not in g.chars and not g.over]
    picks = set(c.picks) if c is not None else set()
    found += [f"{at}: face-down card {i} is nobody's pick" for i in g.committed
              if i not in picks]
    return found
