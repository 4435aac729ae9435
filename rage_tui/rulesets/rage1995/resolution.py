"""Resolution step of a combat round (v0.2 "Resolution Step Options"): fast, normal, then
slow actions; the reveal and bluffs come before it (bluffs.py)."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.events import ev, event
from rage_tui.engine.flow import pop
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import damage_order, guard_effects, prey_traits
from rage_tui.rulesets.rage1995 import redirect as rd
from rage_tui.rulesets.rage1995.blow_mods import aggravated, damage_of, speed_of, warded
from rage_tui.rulesets.rage1995.cards import CardDef, Speed
from rage_tui.rulesets.rage1995.combat_state import (
    NULL,
    RULE_ROUNDS,
    SPEEDS,
    CombatState,
    Slot,
    land,
    loose,
    settle_deaths,
)
from rage_tui.rulesets.rage1995.damage_stops import savers_of, shielded, use_saver
from rage_tui.rulesets.rage1995.effects import Ctx, run
from rage_tui.rulesets.rage1995.effects.abilities import own_riders
from rage_tui.rulesets.rage1995.effects.lethal import (
    PERFORM,
    lethal_decision,
    lethal_seats,
    perform,
)
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.pack_draws import pack_draws
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.zones import note_combat_play, to_discard

RULE_RESOLVE: Final = "v0.2 Resolution Step Options"


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class Resolution(Frame):
    """Resolution step: fast, then normal, then slow actions. At each speed, actions without
    damage take effect first; a dodge prevents all damage of attacks on its user at its speed
    or slower; a block of N takes N off each such attack. When damage is about to land on a
    creature carrying something that can stop it (e.g. armor that takes a hit), its player
    decides whether to use it ("Cards which prevent damage are used when the damage would
    hit"). Everything at one speed lands before the dead leave the combat (R18)."""

    def __init__(self, cs: CombatState) -> None:
        self.cs = cs
        self.tier = 0
        self.queue: list[int] | None = None
        self.dodging: set[int] = set()
        self.blocking: dict[int, int] = {}
        self.stopping: dict[int, int] = {}  # all-or-nothing blocks: the largest one counts
        self.reversing: set[int] = set()
        self.counters = guard_effects.Counters()  # Surprise Attack, Riposte
        self.pending: tuple[int, int, int, int, int] | None = None
        self.ordering: list[list[int]] = []  # blows whose order their player still chooses
        # redirects (v0.2 "Redirecting attacks", rulesets/rage1995/redirect.py)
        self.redirect_ready: dict[int, tuple[int, int]] = {}
        self.redirect_used: set[int] = set()
        self.redirected: dict[int, tuple[int, int, int]] = {}
        self.asking: tuple[int, int, int, int, list[rd.Redirect]] | None = None
        self.resolving: list[int] = []  # slots with ``resolve`` effects at this speed
        # seats still to ask whether they perform a lethal card on a blow (R72), by slot
        self.lethal_asks: dict[int, list[int]] = {}
        self.lethal_asking = False

    def run(self, g: GameState) -> Decision | None:
        cs = self.cs
        cs.step = "resolution"
        while self.tier < len(SPEEDS):
            if self.queue is None:
                self.queue = self._register(g, SPEEDS[self.tier])
                self.ordering = damage_order.order_groups(g, cs, self.queue)
            self.ordering = [grp for grp in self.ordering if len(grp) > 1]
            if self.ordering:
                return damage_order.order_decision(g, cs, self.ordering[0])
            while self.queue:
                k = self.queue.pop(0)
                decision = self._prepare(g, k)
                if decision is not None:
                    return decision
            self._resolve_effects(g)
            settle_deaths(g, cs)
            self.tier += 1
            self.queue = None
        pop(g, self)
        for s in cs.slots:
            if s.card != NULL and loose(g, s.card) and not _pending_elsewhere(g, s.card):
                to_discard(g, s.card)
        g.emit(event("round-end", "End of combat round {round}", {"round": cs.round}, RULE_ROUNDS,
                     round=cs.round))
        return None

    def _register(self, g: GameState, speed: Speed) -> list[int]:
        cs = self.cs
        tier = [k for k, s in enumerate(cs.slots) if s.lands and s.card != NULL
                and s.creature in g.creatures
                and speed_of(g, g.creatures[s.creature], g.card(s.card)) == speed]
        protect = [k for k in tier if not g.card(cs.slots[k].card).guards_round]
        if speed == SPEEDS[0]:  # whole-round guards (card text) act before the fastest attacks
            protect += [k for k, s in enumerate(cs.slots) if s.lands and s.card != NULL
                        and s.creature in g.creatures and g.card(s.card).guards_round]
        for k in protect:
            s = cs.slots[k]
            card = g.card(s.card)
            if card.dodge:
                self.dodging.add(s.creature)
                g.emit(event("dodge", "{creature} dodges ({card})",
                             {"creature": g.name(s.creature), "card": card.name}, RULE_RESOLVE,
                             creature=s.creature, card=s.card, speed=speed.value))
            if "reversal" in card.keywords:
                self.reversing.add(s.creature)
                g.emit(event("reversal", "{creature} is ready to turn attacks back ({card})",
                             {"creature": g.name(s.creature), "card": card.name}, RULE_RESOLVE,
                             creature=s.creature, card=s.card))
            if "redirect" in card.keywords and rd.spec_of(card) is not None:
                self.redirect_ready[s.creature] = (s.seat, s.card)
                g.emit(event("redirect-ready", "{creature} is ready to redirect a blow ({card})",
                             {"creature": g.name(s.creature), "card": card.name}, rd.RULE,
                             creature=s.creature, card=s.card))
            guard_effects.register(g, cs, self.counters, k)
            if any(e.when == "resolve" for e in card.effects):
                self.resolving.append(k)
            if card.block is not None:
                self._add_block(g, s, card, speed)
        return [k for k in tier if g.card(self.cs.slots[k].card).damage is not None]

    def _add_block(self, g: GameState, s: Slot, card: CardDef, speed: Speed) -> None:
        """v0.2 "Dodges, Blocks and reversals": a block prevents some damage (``reduce``) or all
        of an attack small enough (``all-or-nothing``); the card says which."""
        assert card.block is not None
        if card.block_all_or_nothing:
            self.stopping[s.creature] = max(self.stopping.get(s.creature, 0), card.block)
            what = m("stops attacks of up to {block} damage", block=card.block)
        else:
            self.blocking[s.creature] = self.blocking.get(s.creature, 0) + card.block
            what = m("blocks {block}", block=card.block)
        when = (m(" for the whole round") if card.guards_round else "")
        g.emit(event("block", "{creature} {what}{when} ({card})",
                     {"creature": g.name(s.creature), "what": what, "when": when,
                      "card": card.name}, RULE_RESOLVE, creature=s.creature, card=s.card,
                     speed=speed.value))

    def _resolve_effects(self, g: GameState) -> None:
        """``resolve`` effects of the combat actions at this speed take effect once its blows
        have landed (a creature leaving the combat is still hit by blows at its speed, v0.2
        "Parting shots"). They are not blows: dodges and blocks do not stop them."""
        for k in self.resolving:
            s = self.cs.slots[k]
            by = g.creatures.get(s.creature)
            if by is None or by.dead:
                continue
            foes = [o for o in self.cs.opponents(by.iid) if o in g.creatures
                    and cr.can_interact(by, g.creatures[o])]
            target = s.target if s.target in foes else (foes[0] if foes else None)
            run(g, Ctx(s.card, s.seat, by.iid, target, target), "resolve")
        self.resolving = []

    def _prepare(self, g: GameState, k: int) -> Decision | None:
        cs = self.cs
        s = cs.slots[k]
        card = g.card(s.card)
        if not s.lands:
            return None
        by = g.creatures.get(s.creature)
        if k in self.redirected:  # the redirect decision was taken: deliver the blow
            new, value, credit_id = self.redirected.pop(k)
            target = g.creatures.get(new)
            credit = g.creatures.get(credit_id)
            if by is None or target is None or credit is None:
                s.lands = False
                return None
            return self._deliver(g, k, target, value, by, credit)
        target = g.creatures.get(s.target)
        if by is None or target is None or s.target not in cs.opponents(s.creature):
            s.lands = False
            return None
        if not cr.can_interact(by, target):
            s.lands = False
            g.emit(event("no-target", "{card} has no valid target any more", {"card": card.name},
                         "v0.2 Umbral Combat", card=s.card))
            return None
        credit = by
        if s.target in self.reversing and s.target != s.creature:
            g.emit(
                event("reversed", "{target} turns {card} back on {creature}",
                      {"target": g.name(s.target), "card": card.name,
                       "creature": g.name(s.creature)}, RULE_RESOLVE, target=s.creature,
                      card=s.card)
            )
            credit = target
            target, s.target = by, s.creature
        if s.target in self.dodging or guard_effects.fends(target, by):
            s.lands = False
            how = (m("{target} dodges {card}", target=g.name(s.target), card=card.name)
                   if s.target in self.dodging else guard_effects.fended(g, target, card.name))
            g.emit(ev("dodged", how, RULE_RESOLVE, target=s.target, card=s.card))
            _rider(g, s, by, target, "on-miss")
            return None
        value = damage_of(g, by, card) + prey_traits.damage_bonus(g, by, target)
        blocked = self.blocking.get(s.target, 0)
        if blocked > 0 and value > 0:  # the block meets the attack (Riposte hits back)
            guard_effects.after_block(g, cs, self.counters, target, by)
        value -= blocked + cr._mod(target, "block", g)
        if 0 < value <= self.stopping.get(s.target, 0):
            value = 0  # an all-or-nothing block stops a small enough attack entirely
        value = prey_traits.hit_value(g, cs, by, target, value)
        if value <= 0:
            s.lands = False
            g.emit(event("blocked", "{target} blocks all of {card}",
                         {"target": g.name(s.target), "card": card.name}, RULE_RESOLVE,
                         target=s.target, card=s.card))
            _rider(g, s, by, target, "on-miss")
            return None
        sides = (cs.attackers, cs.defenders)
        ways = rd.action_options(g, sides, by, target, self.redirect_ready, self.redirect_used)
        hand = rd.hand_options(g, sides, by, target, value)
        seat = ways[0].seat if ways else target.controller
        if seat is not None and (ways or rd.hand_asked(g, sides, by, target, value)):
            ways = [w for w in ways if w.seat == seat] + [w for w in hand if w.seat == seat]
            self.asking = (k, value, credit.iid, target.iid, ways)
            opts = [Option(Choice("redirect", (i, w.new_target, value)),
                           rd.label(g, w, s.card, target.iid),
                           g.cards[w.card].cid) for i, w in enumerate(ways)]
            opts.append(option("Let {card} hit {target}", Choice("take"), None, card=card.name,
                               target=g.name(target.iid)))
            return ask(seat, "redirect",
                       "{card} is about to deal {value} damage to {target}: redirect it?",
                       {"card": card.name, "value": value, "target": g.name(target.iid)},
                       tuple(opts), about=target.iid, rule=rd.RULE)
        return self._deliver(g, k, target, value, by, credit)

    def _deliver(self, g: GameState, k: int, target: Creature, value: int, by: Creature,
                 credit: Creature) -> Decision | None:
        """The blow lands unless a shield or a card that stops it is used."""
        s = self.cs.slots[k]
        card = g.card(s.card)
        if shielded(g, target, card.name):
            s.lands = False
            return None
        if warded(g, target, card):
            s.lands = False
            g.emit(event("warded", "{target} is not affected by {card}",
                         {"target": g.name(target.iid), "card": card.name}, RULE_RESOLVE,
                         target=target.iid, card=s.card))
            return None
        if k not in self.lethal_asks and rd.lethal(g, target, value):
            self.lethal_asks[k] = lethal_seats(g, target)  # Rite of the Black Spiral (R72)
        if self.lethal_asks.get(k):
            self.pending = (k, target.iid, value, credit.iid, by.iid)
            self.lethal_asking = True
            return lethal_decision(g, self.lethal_asks[k].pop(0), target, card.name)
        savers = savers_of(g, target, value)
        owner = target.controller
        if savers and owner is not None:
            self.pending = (k, target.iid, value, credit.iid, by.iid)
            opts = [option("Use {card} to stop {card2} ({value} damage to {target})",
                           Choice("prevent", (a,)), g.cards[a].cid, card=g.name(a), card2=card.name,
                           value=value, target=g.name(target.iid))
                    for a in savers]
            opts.append(option("Let {card} hit {target}", Choice("take"), None, card=card.name,
                               target=g.name(target.iid)))
            return ask(owner, "prevent", "{card} is about to deal {value} damage to {target}",
                       {"card": card.name, "value": value, "target": g.name(target.iid)},
                       tuple(opts), about=target.iid, rule=RULE_RESOLVE)
        self._land(g, k, target, value, by, credit)
        return None

    def answer(self, g: GameState, choice: Choice) -> None:
        if choice.kind == "first":
            assert self.queue is not None and self.ordering
            damage_order.put_first(self.queue, self.ordering[0], int(choice.args[0]))
            return
        if self.asking is not None:
            self._answer_redirect(g, choice)
            return
        assert self.pending is not None
        k, target_id, value, credit_id, by_id = self.pending
        self.pending = None
        s = self.cs.slots[k]
        target = g.creatures[target_id]
        if choice.kind == "prevent":
            use_saver(g, target, int(choice.args[0]), g.name(s.card))
            s.lands = False
            return
        asked, self.lethal_asking = self.lethal_asking, False
        if choice.kind == PERFORM:
            user = g.creatures[int(choice.args[1])]
            assert user.controller is not None
            perform(g, user.controller, int(choice.args[0]), user.iid, target_id)
            s.lands = False
            return
        if asked:  # deliver again: the next seat, then the target's protections
            self.redirected[k] = (target_id, value, credit_id)
            assert self.queue is not None
            self.queue.insert(0, k)
            return
        self._land(g, k, target, value, g.creatures.get(by_id), g.creatures.get(credit_id))

    def _answer_redirect(self, g: GameState, choice: Choice) -> None:
        assert self.asking is not None and self.queue is not None
        k, value, credit, target, ways = self.asking
        self.asking = None
        if choice.kind == "redirect":
            way = ways[int(choice.args[0])]
            self.redirect_used.add(way.card)
            cs = self.cs
            if way.from_hand:
                hand = g.player(way.seat).combat_hand
                if way.card in hand:
                    hand.remove(way.card)
                    note_combat_play(g, way.seat)
                to_discard(g, way.card)
            if way.joins:
                side = cs.attackers if target in cs.attackers else cs.defenders
                side.append(way.new_target)
                if target in side:
                    side.remove(target)
                pack_draws(g)
            g.emit(
                event("redirected", "{card}: {card2} hits {new_target} instead of {target}{extra}",
                      {"card": g.name(way.card), "card2": g.name(cs.slots[k].card),
                       "new_target": g.name(way.new_target), "target": g.name(target),
                       "extra": (m("; {new_target} takes {target}'s place in the combat",
                                   new_target=g.name(way.new_target), target=g.name(target))
                                 if way.joins else "")},
                      rd.RULE, card=way.card, target=way.new_target, instead=target)
            )
            target, credit = way.new_target, way.credit
        self.redirected[k] = (target, value, credit)
        self.queue.insert(0, k)

    def _land(self, g: GameState, k: int, target: Creature, value: int,
              by: Creature | None, credit: Creature | None) -> None:
        s = self.cs.slots[k]
        card = g.card(s.card)
        s.lands = False  # the card is used up now: it becomes a damage card
        was_dead = target.dead
        land(g, self.cs, target, s.card, value, aggravated(g, by, card, target), by,
             credit)
        _rider(g, s, by, target, "on-damage")
        if target.dead and not was_dead:  # only the fatal card kills (v0.2 Multiple Cards)
            _rider(g, s, by, target, "on-kill")
        if by is not None:  # riders on the creatures' own cards
            own_riders(g, by, target, "on-damage")
            if target.dead:
                own_riders(g, by, target, "on-kill")
            own_riders(g, target, by, "damaged")


def _rider(g: GameState, s: Slot, by: Creature | None, other: Creature, when: str) -> None:
    """Run a combat action's ``on-damage`` / ``on-kill`` / ``on-miss`` effects."""
    card = g.card(s.card)
    if by is None or not any(e.when == when for e in card.effects):
        return
    run(g, Ctx(s.card, s.seat, by.iid, other.iid, other.iid), when)


def _pending_elsewhere(g: GameState, iid: int) -> bool:
    return any(iid in p.sept_discard or iid in p.victory or iid in p.removed for p in g.players)
