"""Reveal, establish-bluff and resolution steps of a combat round (v0.2 "Combat Rounds",
"Bluff Step Options", "Resolution Step Options")."""

from __future__ import annotations

from rage_tui.engine.cards import CardType, Speed
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.commit import NULL_CARD
from rage_tui.engine.events import ev
from rage_tui.engine.flow import Frame, pop
from rage_tui.engine.state import Creature, GameState
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import prey_traits
from rage_tui.rulesets.rage1995.combat import (
    NULL,
    RULE_BLUFF,
    RULE_ROUNDS,
    SPEEDS,
    CombatState,
    Slot,
    _loose,
    land,
    settle_deaths,
)
from rage_tui.rulesets.rage1995.zones import to_discard

RULE_RESOLVE = "v0.2 Resolution Step Options"


def reveal(g: GameState, cs: CombatState) -> None:
    """All face-down cards turn over together; null cards are removed."""
    cs.step = "reveal"
    parts = []
    for s in cs.slots:
        what = g.name(s.card) if s.card != NULL else "nothing"
        target = f" at {g.name(s.target)}" if s.target != NULL and s.card != NULL else ""
        parts.append(f"{g.name(s.creature)}: {what}{target}")
    # the salts of the commitments: anyone can now check each card against its commitment
    proofs = tuple((s.creature, g.cards[s.card].cid if s.card != NULL else NULL_CARD, s.salt)
                   for s in cs.slots if s.salt)
    g.emit(ev("revealed", "Cards are revealed. " + "; ".join(parts), "v0.2 Reveal step",
              slots=tuple((s.creature, s.card, s.target) for s in cs.slots), round=cs.round,
              proofs=proofs))


def illegal_reason(g: GameState, cs: CombatState, s: Slot) -> str | None:
    """Why a revealed card is illegal (unmet non-Rage requirements), or None when legal."""
    card = g.card(s.card)
    c = g.creatures.get(s.creature)
    if c is None:
        return "its creature has left the combat"
    if card.type != CardType.COMBAT_ACTION:
        return f"{card.name} is a {card.type.value.replace('_', ' ')}, not a combat action"
    if card.forms_req and cr.form(g, c) not in card.forms_req:
        return (f"{card.name} needs {' or '.join(sorted(card.forms_req))} form; "
                f"{g.name(c.iid)} is in {cr.form(g, c)} form")
    if card.requires and not cr.meets_requires(g, c, card):
        return f"{card.name} needs {' or '.join(sorted(card.requires))}"
    if card.gnosis_req is not None and cr.gnosis(g, c) < card.gnosis_req:
        return (f"{card.name} needs Gnosis {card.gnosis_req}; {g.name(c.iid)} has "
                f"{cr.gnosis(g, c)} (only Rage can be bluffed)")
    cap = [m.amount for m in c.mods if m.stat == "max_rage"]
    if cap and (card.rage_req is None or card.rage_req > min(cap)):
        return f"{g.name(c.iid)} may only play combat actions of Rage {min(cap)} or less"
    if card.combat_restricted and (cs.side_of(s.creature), card.id) in cs.restricted_used:
        return f"{card.name} is Combat Restricted and this side played one already"
    if card.cannot_be_bluffed and card.rage_req is not None and card.rage_req > cr.card_rage(
            g, c):
        return f"{card.name} cannot be bluffed and {g.name(c.iid)}'s Rage is too low"
    return None


def establish_bluffs(g: GameState, cs: CombatState) -> None:
    """Discard illegal cards, then discard bluffs whose targets did not bluff."""
    cs.step = "establish-bluff"
    cs.played_this_round = set()
    for s in cs.slots:
        if s.decoy and s.card != NULL:
            g.player(s.seat).combat_hand.append(s.card)
            g.emit(ev("decoy", f"{g.name(s.creature)}'s face-down card was a decoy and goes "
                      "back to the hand: no card played", "v0.2 Alternatives",
                      creature=s.creature))
            s.card = NULL
        if s.card == NULL:
            s.legal = False
            s.lands = False
            continue
        reason = illegal_reason(g, cs, s)
        if reason is not None:
            s.legal = False
            s.lands = False
            to_discard(g, s.card)
            g.emit(ev("illegal", f"{g.name(s.card)} for {g.name(s.creature)} is illegal and "
                      f"discarded: {reason}", RULE_BLUFF, creature=s.creature, card=s.card))
            continue
        card = g.card(s.card)
        if card.combat_restricted:
            cs.restricted_used.add((cs.side_of(s.creature), card.id))
        c = g.creatures[s.creature]
        s.bluff = card.rage_req is not None and card.rage_req > cr.card_rage(g, c)
        cs.played_this_round.add(s.creature)
    bluffing = {cid for cid in (s.creature for s in cs.slots)}
    for s in cs.slots:
        if s.legal and not s.bluff:
            bluffing.discard(s.creature)
    # creatures with no slot at all (no face-down card) also count as bluffing
    for s in cs.slots:
        if not s.bluff or not s.legal:
            continue
        card = g.card(s.card)
        c = g.creatures[s.creature]
        need = f"{card.name} needs Rage {card.rage_req}, {g.name(c.iid)} has {cr.card_rage(g, c)}"
        if card.targets_all or s.target == NULL:
            # v0.2 "Bluff Step Options": a combat action with no creature target (including
            # one left without a target because no opponent could be targeted) counts as
            # targeting all opponents
            opps = [o for o in cs.opponents(s.creature) if o in g.creatures]
            ok = all(o in bluffing or not _has_slot(cs, o) for o in opps)
            whom = "every opponent bluffed too" if ok else "an opponent did not bluff"
        else:
            ok = s.target in bluffing or not _has_slot(cs, s.target)
            whom = (f"{g.name(s.target)} bluffed too" if ok
                    else f"{g.name(s.target)} did not bluff")
        g.bump("bluffs")
        if ok:
            g.bump("bluffs_landed")
            g.emit(ev("bluff", f"{need}: a bluff; {whom}: it lands", RULE_BLUFF,
                      creature=s.creature, card=s.card, lands=True))
        else:
            s.lands = False
            to_discard(g, s.card)
            g.emit(ev("bluff", f"{need}: a bluff; {whom}: it is discarded", RULE_BLUFF,
                      creature=s.creature, card=s.card, lands=False))
    for s in cs.slots:
        if s.card == NULL:
            g.bump("null_cards")


def _has_slot(cs: CombatState, iid: int) -> bool:
    return any(s.creature == iid for s in cs.slots)


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
        self.reversing: set[int] = set()
        self.pending: tuple[int, int, int, int, int] | None = None

    def run(self, g: GameState) -> Decision | None:
        cs = self.cs
        cs.step = "resolution"
        while self.tier < len(SPEEDS):
            if self.queue is None:
                self.queue = self._register(g, SPEEDS[self.tier])
            while self.queue:
                k = self.queue.pop(0)
                decision = self._prepare(g, k)
                if decision is not None:
                    return decision
            settle_deaths(g, cs)
            self.tier += 1
            self.queue = None
        pop(g, self)
        for s in cs.slots:
            if s.card != NULL and _loose(g, s.card) and not _pending_elsewhere(g, s.card):
                to_discard(g, s.card)
        g.emit(ev("round-end", f"End of combat round {cs.round}", RULE_ROUNDS, round=cs.round))
        return None

    def _register(self, g: GameState, speed: Speed) -> list[int]:
        cs = self.cs
        tier = [k for k, s in enumerate(cs.slots) if s.lands and s.card != NULL
                and g.card(s.card).speed == speed and s.creature in g.creatures]
        for k in tier:
            s = cs.slots[k]
            card = g.card(s.card)
            if card.dodge:
                self.dodging.add(s.creature)
                g.emit(ev("dodge", f"{g.name(s.creature)} dodges ({card.name})", RULE_RESOLVE,
                          creature=s.creature, card=s.card, speed=speed.value))
            if "reversal" in card.keywords:
                self.reversing.add(s.creature)
                g.emit(ev("reversal", f"{g.name(s.creature)} is ready to turn attacks back "
                          f"({card.name})", RULE_RESOLVE, creature=s.creature, card=s.card))
            if card.block is not None:
                self.blocking[s.creature] = self.blocking.get(s.creature, 0) + card.block
                g.emit(ev("block", f"{g.name(s.creature)} blocks {card.block} ({card.name})",
                          RULE_RESOLVE, creature=s.creature, card=s.card, speed=speed.value))
        return [k for k in tier if g.card(self.cs.slots[k].card).damage is not None]

    def _prepare(self, g: GameState, k: int) -> Decision | None:
        cs = self.cs
        s = cs.slots[k]
        card = g.card(s.card)
        if not s.lands:
            return None
        by = g.creatures.get(s.creature)
        target = g.creatures.get(s.target)
        if by is None or target is None or s.target not in cs.opponents(s.creature):
            s.lands = False
            return None
        if not cr.can_interact(by, target):
            s.lands = False
            g.emit(ev("no-target", f"{card.name} has no valid target any more",
                      "v0.2 Umbral Combat", card=s.card))
            return None
        credit = by
        if s.target in self.reversing and s.target != s.creature:
            g.emit(ev("reversed", f"{g.name(s.target)} turns {card.name} back on "
                      f"{g.name(s.creature)}", RULE_RESOLVE, target=s.creature, card=s.card))
            credit = target
            target, s.target = by, s.creature
        if s.target in self.dodging:
            s.lands = False
            g.emit(ev("dodged", f"{g.name(s.target)} dodges {card.name}", RULE_RESOLVE,
                      target=s.target, card=s.card))
            _rider(g, s, by, target, "on-miss")
            return None
        value = (card.damage or 0) + prey_traits.damage_bonus(g, by, target)
        value -= self.blocking.get(s.target, 0) + cr._mod(target, "block", g)
        value = prey_traits.hit_value(g, cs, by, target, value)
        if value <= 0:
            s.lands = False
            g.emit(ev("blocked", f"{g.name(s.target)} blocks all of {card.name}",
                      RULE_RESOLVE, target=s.target, card=s.card))
            _rider(g, s, by, target, "on-miss")
            return None
        if _shielded(g, target, card.name):
            s.lands = False
            return None
        savers = _savers(g, target)
        owner = target.controller
        if savers and owner is not None:
            self.pending = (k, target.iid, value, credit.iid, by.iid)
            opts = [Option(Choice("prevent", (a,)), f"Use {g.name(a)} to stop {card.name} "
                           f"({value} damage to {g.name(target.iid)})", g.cards[a].cid)
                    for a in savers]
            opts.append(Option(Choice("take"), f"Let {card.name} hit {g.name(target.iid)}"))
            return Decision(owner, "prevent", f"{card.name} is about to deal {value} damage to "
                            f"{g.name(target.iid)}", tuple(opts), about=target.iid,
                            rule=RULE_RESOLVE)
        self._land(g, k, target, value, by, credit)
        return None

    def answer(self, g: GameState, choice: Choice) -> None:
        assert self.pending is not None
        k, target_id, value, credit_id, by_id = self.pending
        self.pending = None
        s = self.cs.slots[k]
        target = g.creatures[target_id]
        if choice.kind == "prevent":
            _use_saver(g, target, int(choice.args[0]), g.name(s.card))
            s.lands = False
            return
        self._land(g, k, target, value, g.creatures.get(by_id), g.creatures.get(credit_id))

    def _land(self, g: GameState, k: int, target: Creature, value: int,
              by: Creature | None, credit: Creature | None) -> None:
        s = self.cs.slots[k]
        card = g.card(s.card)
        s.lands = False  # the card is used up now: it becomes a damage card
        land(g, self.cs, target, s.card, value, card.aggravated, by, credit)
        _rider(g, s, by, target, "on-damage")
        if target.dead:
            _rider(g, s, by, target, "on-kill")


def _rider(g: GameState, s: Slot, by: Creature | None, other: Creature, when: str) -> None:
    """Run a combat action's ``on-damage`` / ``on-kill`` / ``on-miss`` effects."""
    card = g.card(s.card)
    if by is None or not any(e.when == when for e in card.effects):
        return
    from rage_tui.rulesets.rage1995.effects import Ctx, run

    run(g, Ctx(s.card, s.seat, by.iid, other.iid, other.iid), when)


def _shielded(g: GameState, target: Creature, what: str) -> bool:
    """A shield effect on the creature stops this damage and is used up."""
    for m in target.mods:
        if m.stat == "shield":
            target.mods.remove(m)
            g.emit(ev("prevented", f"{g.name(target.iid)} is protected from {what}",
                      RULE_RESOLVE, creature=target.iid))
            return True
    return False


def _savers(g: GameState, target: Creature) -> list[int]:
    """Attached cards that can stop damage about to hit (``when: triggered, trigger: hit``)."""
    return [a for a in target.attached
            if any(e.when == "triggered" and e.param("trigger") == "hit" and e.do == "prevent"
                   for e in g.card(a).effects)]


def _use_saver(g: GameState, target: Creature, a: int, what: str) -> None:
    from rage_tui.rulesets.rage1995.effects import Ctx, run

    owner = target.controller if target.controller is not None else g.cards[a].owner
    run(g, Ctx(a, owner, target.iid), "triggered")
    target.attached.remove(a)
    to_discard(g, a)
    g.emit(ev("prevented", f"{g.name(a)} stops {what} for {g.name(target.iid)} and is "
              "discarded", RULE_RESOLVE, creature=target.iid, card=a))


def _pending_elsewhere(g: GameState, iid: int) -> bool:
    return any(iid in p.sept_discard or iid in p.victory or iid in p.removed for p in g.players)
