"""Moving cards between zones: drawing, discarding, victory piles."""

from __future__ import annotations

from typing import Final

from rage_tui.engine import zones
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.state import Creature, GameState


def draw_sept(g: GameState, seat: int, n: int) -> list[int]:
    """Draw up to ``n`` sept cards; an empty sept deck draws nothing (v0.2 Redraw Phase)."""
    p = g.player(seat)
    return zones.draw(g, seat, p.sept_deck, p.sept_hand, n, "sept")


#: (made once: a message is immutable, and most draws reshuffle nothing)
_RESHUFFLED: Final = m("shuffled the combat discards into a new deck")


def draw_combat(g: GameState, seat: int, n: int) -> list[int]:
    """Draw up to ``n`` combat cards, reshuffling the combat discards when the deck runs out."""
    p = g.player(seat)
    return zones.draw(g, seat, p.combat_deck, p.combat_hand, n, "combat", p.combat_discard,
                      _RESHUFFLED, "v0.2 Combat Cards")


def hand_size(g: GameState, seat: int, deck: str) -> int:
    """A seat's sept or combat hand size: its own (changed for good by ``hand-size`` effects)
    plus ``static`` ``hand-size`` effects of cards in play: its pack members' own cards, its
    pack resources, and lasting events in play for everyone."""
    p = g.player(seat)
    base = p.sept_hand_size if deck == "sept" else p.combat_hand_size
    sources = [m for m in p.pack if m in g.creatures] + list(p.resources) + list(g.global_cards)
    extra = 0
    for iid in sources:
        for e in g.card(iid).effects:
            if e.when == "static" and e.do == "hand-size" and e.param("deck", "sept") == deck:
                extra += int(e.param("amount", 1))
    return max(0, base + extra)


def refill_combat(g: GameState, seat: int) -> None:
    """Draw the combat hand back up to its size."""
    p = g.player(seat)
    draw_combat(g, seat, hand_size(g, seat, "combat") - len(p.combat_hand))


#: a seat played a combat card in the combat under way (Rage Unlimited "Rundy walki"):
#: ``PLAYED_COMBAT + str(seat)``; only set under rules that refill just those seats
PLAYED_COMBAT: Final = "played-combat:"


def note_combat_play(g: GameState, seat: int) -> None:
    """``seat`` plays a combat card (an action or an event) in the combat under way: under the
    Rage Unlimited rulebook only such players refill their combat hands when it ends
    ("Rundy walki", rules decision U23)."""
    if g.combat is not None and rules_for(g).refill_only_who_played:
        g.marks[PLAYED_COMBAT + str(seat)] = 1


def refill_after_combat(g: GameState) -> None:
    """The end of a combat: every player refills the combat hand (v0.2 "Ending Combat"), or,
    under the Rage Unlimited rulebook, only the players who played combat cards in it, with no
    discarding ("na koniec walki, wszyscy gracze, którzy zagrywali jakieś karty walki
    dobierają tyle kart by mieć dokładnie 5")."""
    seats = g.seats_in() + [p.seat for p in g.players if p.out]
    if rules_for(g).refill_only_who_played:
        seats = [s for s in seats if g.marks.pop(PLAYED_COMBAT + str(s), 0)]
    for seat in seats:
        refill_combat(g, seat)


def to_discard(g: GameState, iid: int) -> None:
    """Put a card (already taken from its zone) on its owner's matching discard pile."""
    inst = g.cards[iid]
    p = g.player(inst.owner)
    if f"builtin:{iid}" in g.marks:  # a built-in copy leaves the game (rulesets/.../builtin.py)
        p.removed.append(iid)
        return
    if g.defs[inst.cid].type in (CardType.COMBAT_ACTION, CardType.COMBAT_EVENT):
        p.combat_discard.append(iid)
    else:
        p.sept_discard.append(iid)


def vp(g: GameState, seat: int) -> int:
    """Victory points: face-down cards 1 each, creatures their printed Renown (or their
    recorded worth), other cards their printed VP."""
    return sum(pile_worth(g, seat, iid) for iid in g.player(seat).victory)


def pile_worth(g: GameState, seat: int, iid: int) -> int:
    """What card ``iid`` in ``seat``'s victory pile counts for (see :func:`vp`)."""
    if iid in g.player(seat).face_down_vp:
        return 1
    worth = g.marks.get(f"vp:{iid}")
    if worth is not None:
        return int(worth)
    card = g.card(iid)
    if card.is_creature or card.type == CardType.BATTLEFIELD:
        return card.renown  # a battlefield won is worth its Renown (v0.2 Battlefields)
    return card.vp or 0


def bound_vp(g: GameState, seat: int) -> int:
    """Bound spirits in a pack are worth half their Renown, rounded up (v0.2 Attacking to bind)."""
    total = 0
    for iid in g.player(seat).pack:
        c = g.creatures.get(iid)
        if c is not None and c.bound:
            total += (g.card(iid).renown + 1) // 2
    return total


def total_vp(g: GameState, seat: int) -> int:
    """All of a seat's victory points."""
    return vp(g, seat) + bound_vp(g, seat)


def in_play_cids(g: GameState) -> set[str]:
    """Card ids of everything in play (for Unique checks)."""
    out: set[str] = set()
    for c in g.creatures.values():
        out.add(g.cards[c.iid].cid)
        out.update(g.cards[a].cid for a in c.attached)
    for p in g.players:
        out.update(g.cards[r].cid for r in p.resources)
    out.update(g.cards[i].cid for i in g.global_cards)
    return out


def pack_bounty(g: GameState, c: Creature, killer_seat: int | None) -> int:
    """Extra VP the kill of ``c`` is worth to ``killer_seat`` from its pack resources'
    ``static`` ``bounty`` effects whose ``card_type`` (and ``keyword``) filters ``c`` passes
    (The Pit: victims killed by the pack are worth 1 more)."""
    if killer_seat is None:
        return 0
    kind = str(cr.cdef(g, c).type)
    extra = 0
    for r in g.player(killer_seat).resources:
        for spec in g.card(r).effects:
            if spec.when != "static" or spec.do != "bounty":
                continue
            keyword = spec.param("keyword")
            if keyword and keyword not in cr.keywords(g, c):
                continue
            if cr.static_filters_pass(spec, c.umbra, c.physical, kind, False):
                extra += int(spec.param("amount", 1))
    return extra
