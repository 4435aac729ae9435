"""Frenzy (v0.2 chapter 5 "Frenzy"): full, limited and fox frenzies."""

from __future__ import annotations

from typing import Final

from rage_tui.engine.events import event
from rage_tui.i18n import Text, later, m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import requirements
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.forms import flip
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.zones import draw_combat, to_discard

RULE: Final = "v0.2 Frenzy"


def can_start(g: GameState, c: Creature) -> str | None:
    """Why ``c`` cannot frenzy now, or None when it can."""
    if c.frenzy is not None:
        return f"{g.name(c.iid)} is already in a frenzy"
    if not cr.can_frenzy(g, c):
        return f"{g.name(c.iid)} cannot frenzy (only characters of frenzying kinds can)"
    return None

KIND_WORDS: Final[dict[str, Text]] = {"full": m("full"), "limited": m("limited"), "fox": m("fox")}
"""The kinds of frenzy in words."""


def start(g: GameState, c: Creature, kind: str, drawing_seat: int | None = None) -> None:
    """Send ``c`` into a frenzy. A full frenzy flips it to Crinos and draws combat cards equal
    to its (Crinos) Rage into its controller's hand."""
    seat = c.controller if drawing_seat is None else drawing_seat
    c.frenzy = kind
    g.bump("frenzies")
    if kind == "full":
        card = cr.cdef(g, c)
        if not c.crinos and card.crinos is not None:
            flip(g, c, to_crinos=True, reason=later("it frenzies"))
        drawn = draw_combat(g, seat, cr.rage(g, c)) if seat is not None else []
        c.frenzy_drawn = len(drawn)
        if rules_for(g).frenzy_cards_private:
            for iid in drawn:  # only the frenzied creature may play these ("Szał")
                g.marks[f"frenzy-card:{iid}"] = c.iid
        c.hack_level = cr.health(g, c) + cr.rage(g, c)
    g.emit(
        event("frenzy", "{creature} goes into a {kind} frenzy{extra}",
              {"creature": g.name(c.iid), "kind": KIND_WORDS.get(kind, kind),
               "extra": (m(" and draws {frenzy_drawn} combat card(s)",
                           frenzy_drawn=c.frenzy_drawn) if kind == "full" else "")},
              RULE, creature=c.iid, frenzy=kind, drawn=c.frenzy_drawn)
    )


def must_play(g: GameState, c: Creature) -> bool:
    """A fully frenzied creature must play every combat action it can, bluffs included."""
    return c.frenzy == "full"


def playable_actions(g: GameState, c: Creature, hand: list[int]) -> list[int]:
    """Combat actions in ``hand`` whose non-Rage requirements ``c`` meets (bluffs count)."""
    out = []
    for iid in hand:
        card = g.card(iid)
        if card.type != CardType.COMBAT_ACTION:
            continue
        if card.forms_req and cr.form(g, c) not in card.forms_req:
            continue
        if card.requires and not requirements.meets_requires(g, c, card):
            continue
        if card.gnosis_req is not None and cr.gnosis(g, c) < card.gnosis_req:
            continue
        out.append(iid)
    return out


def hacked_apart(g: GameState, c: Creature) -> bool:
    """A frenzied creature stops fighting at damage equal to its Health plus Rage."""
    return (c.frenzy == "full" and c.hack_level > 0 and cr.damage(c) >= c.hack_level
            and rules_for(g).frenzy_hack_apart)


def reserved_for_other(g: GameState, card: int, creature: int) -> bool:
    """Whether ``card`` was drawn for another creature's frenzy (Rage Unlimited "Szał": only
    the frenzied creature may play the cards its frenzy drew)."""
    owner = g.marks.get(f"frenzy-card:{card}")
    return owner is not None and owner != creature


def end(g: GameState, c: Creature, why: Text) -> None:
    """End a frenzy: the player discards as many random combat cards as were drawn for it."""
    if c.frenzy is None:
        return
    kind, drawn = c.frenzy, c.frenzy_drawn
    c.frenzy = None
    c.frenzy_drawn = 0
    c.hack_level = 0
    seat = c.controller
    g.emit(event("frenzy-end", "{creature}'s {kind} frenzy ends: {why}",
                 {"creature": g.name(c.iid), "kind": KIND_WORDS.get(kind, kind), "why": why}, RULE,
                 creature=c.iid))
    if kind == "full" and c.dead:  # it took a mortal wound while frenzied: it dies now
        g.emit(event("killed", "{creature} is killed", {"creature": g.name(c.iid)},
                     "v0.2 Damage and Death", creature=c.iid))
    if seat is None or drawn <= 0:
        return
    hand = g.player(seat).combat_hand
    if rules_for(g).frenzy_cards_private:
        mine = [k for k, v in g.marks.items() if k.startswith("frenzy-card:") and v == c.iid]
        unused = []
        for key in mine:
            del g.marks[key]
            iid = int(key.split(":")[1])
            if iid in hand:
                hand.remove(iid)
                to_discard(g, iid)
                unused.append(iid)
        if unused:
            g.emit(event("frenzy-discard",
                         "{player} discards the {n} unused card(s) the frenzy drew: {names}",
                         {"player": g.player(seat).name, "n": len(unused),
                          "names": ', '.join(g.name(i) for i in unused)}, "Rage Unlimited: Szał",
                         seat=seat, cards=tuple(unused)))
        return
    lost = []
    for _ in range(min(drawn, len(hand))):
        iid = hand.pop(g.rng.randrange(len(hand)))
        to_discard(g, iid)
        lost.append(iid)
    if lost:
        g.emit(event("frenzy-discard", "{player} discards {n} combat card(s) at random: {names}",
                     {"player": g.player(seat).name, "n": len(lost),
                      "names": ', '.join(g.name(i) for i in lost)}, RULE, seat=seat,
                     cards=tuple(lost)))
