"""Combat rounds: Check Initiative; the player with initiative picks an attack or passes; the
other picks a defence, a counterattack or no card; both picks lie face down (committed) until
the Reveal; Rage costs are paid from the pool; Apply Any Damage (counterattacks, fast and slow,
reactions), frenzy; Mid-Combat Events. Two passes in a row end the combat (L6)."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.commit import NULL_CARD, commitment, salt_for, slot_key
from rage_tui.engine.events import event, private
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.i18n import m
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.cards import ACTION_KINDS, COUNTER
from rage_tui.rulesets.las_vegas.combat_events import CombatEvents
from rage_tui.rulesets.las_vegas.damage import ROLES, affordable, apply_damage, frenzy, pay
from rage_tui.rulesets.las_vegas.simplified import simplified
from rage_tui.rulesets.las_vegas.state import Combat, LVState

PICK_RULE: Final = "LV Combat: Player with Initiative Picks a Card"
OTHER_RULE: Final = "LV Combat: Other Player Picks a Card"
REVEAL_RULE: Final = "LV Combat: Reveal Combat Cards"
REACT_RULE: Final = "LV Combat: Apply Any Damage (reactions)"
INIT_RULE: Final = "LV Combat: Check Initiative"
NO_CARD: Final = Choice("none")
PASS: Final = Choice("pass")


def pick_options(g: LVState, seat: int) -> list[Option]:
    """Every Combat action in the hand (a face-down pick may be any of them; one that does
    not fit the role or the pool is ineligible at the Reveal, L8)."""
    return [option("{card}", Choice("pick", (i,)), g.card(i).id, card=g.name(i))
            for i in g.player(seat).combat_hand if g.card(i).kind in ACTION_KINDS]


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class CombatRound(Frame[LVState]):
    """Rounds until the combat ends."""

    def __init__(self) -> None:
        self.step = "start"
        self.att_ok = False
        self.dfn_ok = False

    def run(self, g: LVState) -> Decision | None:
        c = g.combat
        assert c is not None
        if self.step == "start":
            if c.ended or c.hunter not in g.chars or c.prey not in g.chars:
                c.ended = True
                pop(g, self)
                return None
            c.round += 1
            c.initiative = 0 if c.round == 1 else 1 - c.initiative
            c.picks = [None, None]
            c.round_wounds = [0, 0]
            g.emit(event("round", "Round {n}: {card} has initiative",
                         {"n": c.round, "card": g.name(c.fighter(c.initiative))}, INIT_RULE,
                         round=c.round, side=c.initiative))
            self.step = "attack"
        side = c.initiative if self.step == "attack" else 1 - c.initiative
        if self.step in ("attack", "defend"):
            seat = c.seats[side]
            if self.step == "attack":
                return ask(seat, "attack", "{card} has initiative: pick an attack or pass",
                           {"card": g.name(c.fighter(side))},
                           (option("Pass", PASS), *pick_options(g, seat)), c.fighter(side),
                           PICK_RULE)
            return ask(seat, "defend", "{card}: pick a defence, a counterattack or no card",
                       {"card": g.name(c.fighter(side))},
                       (option("No card", NO_CARD), *pick_options(g, seat)), c.fighter(side),
                       OTHER_RULE)
        if self.step == "reveal":
            reveal(g, c)
            a, d = c.initiative, 1 - c.initiative
            self.att_ok = pay(g, c, a, c.picks[a], "attack")
            self.dfn_ok = pay(g, c, d, c.picks[d], "defend")
            kailindo(g, c)
            dfn = c.picks[d]
            if dfn is not None and self.dfn_ok and g.card(dfn).kind == COUNTER \
                    and g.card(dfn).reaction:
                opts = react_options(g, c)
                if opts:
                    self.step = "react"
                    return ask(c.seats[a], "react", "React to {card}'s damage?",
                               {"card": g.name(dfn)}, (option("No reaction", NO_CARD), *opts),
                               c.fighter(a), REACT_RULE)
            self._apply(g, c, None, False)
            return None
        self.step = "start"  # (after the Mid-Combat Events)
        return None

    def answer(self, g: LVState, choice: Choice) -> None:
        c = g.combat
        assert c is not None
        if self.step == "attack":
            if choice == PASS:
                c.passes += 1
                g.emit(event("combat-pass", "{card} passes: the round ends",
                             {"card": g.name(c.fighter(c.initiative))}, PICK_RULE,
                             side=c.initiative, passes=c.passes))
                if c.passes >= 2:
                    c.ended = True
                    g.emit(event("combat-over", "Neither combatant attacked in turn: the "
                                 "combat ends", None, "rules decision L6"))
                    self.step = "start"
                    return
                self.step = "mid-pass"
                mid_combat(g, c)
                return
            c.passes = 0
            commit(g, c, c.initiative, int(choice.args[0]))
            self.step = "defend"
        elif self.step == "defend":
            commit(g, c, 1 - c.initiative, None if choice == NO_CARD else int(choice.args[0]))
            self.step = "reveal"
        else:  # a reaction, played face up
            react = None if choice == NO_CARD else int(choice.args[0])
            ok = False
            if react is not None:
                p = g.player(c.seats[c.initiative])
                p.combat_hand.remove(react)
                p.combat_discard.append(react)
                g.emit(event("reaction", "{card} reacts with {pick}",
                             {"card": g.name(c.fighter(c.initiative)), "pick": g.name(react)},
                             simplified(REACT_RULE, "L18"), card=react))
                ok = pay(g, c, c.initiative, react, "react")
            self._apply(g, c, react, ok)

    def _apply(self, g: LVState, c: Combat, react: int | None, react_ok: bool) -> None:
        """Apply Any Damage, frenzy, then the Mid-Combat Events unless the combat ended."""
        a, d = c.initiative, 1 - c.initiative
        apply_damage(g, c, c.picks[a], self.att_ok, c.picks[d], self.dfn_ok, react, react_ok)
        frenzy(g, c)
        if c.hunter not in g.chars or c.prey not in g.chars:
            c.ended = True
        self.step = "mid"
        if not c.ended:
            mid_combat(g, c)


def mid_combat(g: LVState, c: Combat) -> None:
    """Open the Mid-Combat Events, clockwise from the Hunter's seat."""
    push(g, CombatEvents("mid-combat", [s for s in board.clockwise_from(g, c.seats[0])
                                        if s in c.seats]))


def commit(g: LVState, c: Combat, side: int, iid: int | None) -> None:
    """Put ``side``'s pick face down and publish its commitment (no card commits ``null``)."""
    seat = c.seats[side]
    fighter = c.fighter(side)
    salt = salt_for(g.setup.seed, g.turn, g.choices_made, slot_key(c.round, side))
    cid = NULL_CARD if iid is None else g.cards[iid].cid
    slot = slot_key(fighter, c.round)
    digest = commitment(cid, slot, salt)
    c.salts[side] = salt
    c.commits[side] = digest
    c.picks[side] = iid
    if iid is not None:
        g.player(seat).combat_hand.remove(iid)
        g.committed.append(iid)
    public = event("committed", "{card} puts down a face-down card",
                   {"card": g.name(fighter)}, REVEAL_RULE, side=side, commitment=digest,
                   creature=fighter, round=c.round, slot=slot)
    secret = event("committed", "{card} puts down {pick} face down",
                   {"card": g.name(fighter), "pick": g.name(iid) if iid is not None
                    else m("no card")}, REVEAL_RULE, side=side, commitment=digest, pick=cid,
                   creature=fighter, round=c.round, slot=slot)
    g.emit(private({seat}, secret, public))


def reveal(g: LVState, c: Combat) -> None:
    """Turn both picks over, publishing each salt so anyone can check the commitments (the
    core's convention, rage_tui.engine.commit: a ``committed`` event names its ``slot``, a
    ``revealed`` one its ``proofs``)."""
    for side in (c.initiative, 1 - c.initiative):
        iid = c.picks[side]
        cid = NULL_CARD if iid is None else g.cards[iid].cid
        g.emit(event("revealed", "{card} reveals {pick}",
                     {"card": g.name(c.fighter(side)),
                      "pick": g.name(iid) if iid is not None else m("no card")}, REVEAL_RULE,
                     side=side, pick=cid, salt=c.salts[side], commitment=c.commits[side],
                     fighter=c.fighter(side), round=c.round,
                     # (the core's proof rows, rage_tui.engine.replay.proofs_of: a save's
                     # verify checks each card against its commitment)
                     proofs=((slot_key(c.fighter(side), c.round), cid, c.salts[side]),)))
    for side in (0, 1):
        iid = c.picks[side]
        if iid is not None:
            g.committed.remove(iid)
            g.player(c.seats[side]).combat_discard.append(iid)


def kailindo(g: LVState, c: Combat) -> None:
    """Kailindo: a combatant whose card cost less Rage than its opponent's gains the
    difference in Rage (L19: used by itself at the start of every combat)."""
    a, d = c.picks
    if a is None or d is None:
        return
    for side in (0, 1):
        mine, theirs = g.card(c.picks[side] or 0), g.card(c.picks[1 - side] or 0)
        fighter = c.fighter(side)
        if "kailindo" in g.card(fighter).keywords and mine.rage_cost < theirs.rage_cost:
            gain = theirs.rage_cost - mine.rage_cost
            c.spent[side] -= gain
            g.emit(event("kailindo", "Kailindo: {card} gains {n} Rage",
                         {"card": g.name(fighter), "n": gain},
                         "LV Special Abilities: Kailindo; rules decision L19", card=fighter,
                         n=gain))


def react_options(g: LVState, c: Combat) -> list[Option]:
    """Defences and flexes the attacker can afford to block a counterattack's damage with (a
    counterattack is never a reaction)."""
    a = c.initiative
    return [option("React with {card}", Choice("pick", (i,)), g.card(i).id, card=g.name(i))
            for i in g.player(c.seats[a]).combat_hand
            if g.card(i).kind in ROLES["react"] and affordable(g, c, a, g.card(i))]
