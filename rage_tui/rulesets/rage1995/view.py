"""Build what one seat may see of a rage-1995 game."""

from __future__ import annotations

from rage_tui.engine.reading import reading
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.absence import absent
from rage_tui.rulesets.rage1995.combat_state import NULL
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.statics import WIELDING
from rage_tui.rulesets.rage1995.view_types import (
    CombatView,
    CreatureView,
    DamageView,
    SeatView,
    SlotView,
    View,
)
from rage_tui.rulesets.rage1995.zones import total_vp


def view_key(g: GameState, c: Creature) -> tuple[object, ...]:
    """Everything :func:`_creature_view` reads, as card ids and values: the creature's fields,
    whether it is its seat's alpha, and its static-bonus key (its card, its side and the cards
    in play whose static effects reach it, see :func:`creatures.static_key`). A view cached
    under this key cannot be stale."""
    cards = g.cards
    # written for speed (empty lists are the usual case)
    return (tuple([(cards[d].cid, c.dmg_value[d], d in c.aggravated) for d in c.damage])
            if c.damage else (),
            tuple([cards[a].cid for a in c.attached]) if c.attached else (),
            tuple([(m.stat, m.amount) for m in c.mods]) if c.mods else (), c.umbra, c.physical,
            c.controller, c.controller is not None and g.alphas.get(c.controller) == c.iid,
            c.frenzy, c.dead, c.bound, c.unarmed, c.away, cr.static_key(g, c),
            g.marks.get(WIELDING + str(c.iid)) if c.attached else None,
            absent(g, c) if g.marks else False)


def creature_view(g: GameState, c: Creature) -> CreatureView:
    """A creature's public face (cached under :func:`view_key`)."""
    key = view_key(g, c)
    hit = g.view_cache.get(c.iid)
    if hit is not None and hit[0] == key:
        cached: CreatureView = hit[1]
        return cached
    made = _creature_view(g, c)
    g.view_cache[c.iid] = (key, made)
    return made


def fresh_creature_view(g: GameState, c: Creature) -> CreatureView:
    """The view computed from scratch, never from the cache (for invariant checks)."""
    return _creature_view(g, c)


def stale_views(g: GameState) -> list[str]:
    """Creatures whose cached view, or cached static bonuses, differ from ones computed from
    scratch (an invariant)."""
    out = []
    for c in list(g.creatures.values()):
        cached, fresh = creature_view(g, c), _creature_view(g, c)
        if cached != fresh:
            diff = ", ".join(f"{f} {getattr(cached, f)} (fresh: {getattr(fresh, f)})"
                             for f in fields_of(cached)
                             if getattr(cached, f) != getattr(fresh, f))
            out.append(f"the cached view of {g.name(c.iid)} is stale: {diff}")
        bonuses, recomputed = cr.static_bonuses(g, c), cr.fresh_static_bonuses(g, c)
        if bonuses != recomputed:
            out.append(f"the cached static bonuses of {g.name(c.iid)} are stale: {bonuses} "
                       f"(fresh: {recomputed})")
    return out


def fields_of(v: CreatureView) -> list[str]:
    """Field names of a creature view."""
    from dataclasses import fields

    return [f.name for f in fields(v)]


def _creature_view(g: GameState, c: Creature) -> CreatureView:
    card = cr.cdef(g, c)
    return CreatureView(
        iid=c.iid, cid=card.id, name=card.name, controller=c.controller, kind=str(card.card_type),
        form=cr.form(g, c), crinos=c.crinos, rage=cr.rage(g, c), gnosis=cr.gnosis(g, c),
        health=cr.health(g, c), renown=cr.renown(g, c), card_rage=cr.card_rage(g, c),
        damage=tuple(DamageView(g.cards[d].cid, c.dmg_value[d], d in c.aggravated)
                     for d in c.damage),
        attached=tuple(g.cards[a].cid for a in c.attached), umbra=c.umbra,
        physical=c.physical, alpha=c.controller is not None and g.alphas.get(c.controller)
        == c.iid, frenzy=c.frenzy, dead=c.dead, regenerates=cr.regenerates(g, c),
        bound=c.bound, out_of_play=absent(g, c))


def _hand(g: GameState, iids: list[int]) -> tuple[tuple[int, str], ...]:
    return tuple((i, g.cards[i].cid) for i in iids)


def decision_view(g: GameState, seat: int) -> View:
    """A minimal view: the pending decision and the turn, nothing about the table (for agents
    that do not look at the table, such as the random agent)."""
    pending = g.pending
    return View(seat=seat, turn=g.turn, phase=g.phase, step=g.step,
                renown_level=g.setup.renown_level, seats=(), hunting=(), combat=None,
                decision=pending if pending is not None and pending.seat == seat else None,
                waiting_for=pending.seat if pending is not None else None, over=g.over,
                winner=g.winner, result=g.result)


def _concealed_from(g: GameState, seat: int | None) -> set[int]:
    """Cards in other seats' hands and decks: hidden from ``seat`` wherever they came from."""
    out: set[int] = set()
    for p in g.players:
        if p.seat != seat:
            out.update(p.combat_hand, p.combat_deck, p.sept_hand, p.sept_deck)
    return out


def build_view(g: GameState, seat: int | None) -> View:
    """Everything ``seat`` may know; ``None`` is a spectator who sees no private cards."""
    with reading(g):
        return _build_view(g, seat)


def _build_view(g: GameState, seat: int | None) -> View:
    seats = []
    cs = g.combat
    hidden_committed: dict[int, int] = {}
    if cs is not None:
        early = cs.step in ("play-card", "targeting")
        for s in cs.slots:
            if s.card != NULL and s.seat != seat and (early or s.hidden):
                hidden_committed[s.seat] = hidden_committed.get(s.seat, 0) + 1
    for p in g.players:
        mine = seat == p.seat
        seats.append(SeatView(
            seat=p.seat, name=p.name, allegiance=str(p.allegiance), vp=total_vp(g, p.seat),
            out=p.out,
            pack=tuple([creature_view(g, g.creatures[i]) for i in p.pack if i in g.creatures]),
            resources=tuple(g.cards[r].cid for r in p.resources),
            sept_hand=_hand(g, p.sept_hand) if mine else None,
            combat_hand=_hand(g, p.combat_hand) if mine else None,
            sept_hand_count=len(p.sept_hand),
            # cards committed face down still count as held until the reveal, so a null card
            # and a real one look the same from outside
            combat_hand_count=len(p.combat_hand) + hidden_committed.get(p.seat, 0),
            sept_deck_count=len(p.sept_deck), combat_deck_count=len(p.combat_deck),
            sept_discard=tuple(g.cards[i].cid for i in p.sept_discard),
            combat_discard=tuple(g.cards[i].cid for i in p.combat_discard),
            victory=tuple(None if i in p.face_down_vp else g.cards[i].cid for i in p.victory),
            alpha=g.alphas.get(p.seat),
        ))
    combat = None
    if cs is not None:
        revealed = cs.step not in ("play-card", "targeting", "declaration",
                                   "beginning of combat")
        slots = []
        # A card revealed earlier in this combat may since have gone back into a hidden zone
        # (discarded, reshuffled by a frenzy, drawn again): its slot no longer names it.
        concealed = _concealed_from(g, seat) if revealed else set()
        for s in cs.slots:
            mine = seat is not None and s.seat == seat
            show = ((revealed and not s.hidden) or mine) and s.card not in concealed
            has_card = s.card != NULL
            slots.append(SlotView(
                creature=s.creature, seat=s.seat,
                face_down=(not revealed or s.hidden) and (g.setup.variants.null_cards
                                                          or has_card),
                cid=g.cards[s.card].cid if show and has_card else None,
                card=s.card if show and has_card else None,
                target=s.target if s.target != NULL else None,
                lands=s.lands if revealed and not s.hidden else None))
        combat = CombatView(cs.kind, tuple(cs.attackers), tuple(cs.defenders), cs.round,
                            cs.step, tuple(slots), cs.prey_seat, cs.prey_draw,
                            tuple(sorted(cs.prey_steps.items())),
                            tuple(sorted(cs.prey_last.items())),
                            tuple(sorted(cs.prey_locks.items())))
    pending = g.pending
    return View(
        seat=seat, turn=g.turn, phase=g.phase, step=g.step, renown_level=g.setup.renown_level,
        seats=tuple(seats),
        hunting=tuple([creature_view(g, g.creatures[i]) for i in g.hunting
                       if i in g.creatures]),
        combat=combat,
        decision=pending if pending is not None and seat is not None and pending.seat == seat
        else None,
        waiting_for=pending.seat if pending is not None else None,
        over=g.over, winner=g.winner, result=g.result)
