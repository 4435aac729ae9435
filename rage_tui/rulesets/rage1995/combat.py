"""Combat (v0.2 chapter 5): declaration, rounds of face-down play, bluffs, resolution in speed
tiers, withdrawal, and the end of combat."""

from __future__ import annotations

from dataclasses import dataclass, field

from rage_tui.engine.cards import CardType, Speed
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.commit import NULL_CARD, commitment, salt_for
from rage_tui.engine.events import ev, private
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.engine.state import Creature, GameState
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import prey_combat, prey_traits, team
from rage_tui.rulesets.rage1995.damage import check_deaths, mark_damage, remove_dead
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.windows import OpenPlay
from rage_tui.rulesets.rage1995.zones import refill_combat, to_discard

RULE_ROUNDS = "v0.2 Combat Rounds"
RULE_BLUFF = "v0.2 Bluff Step Options"
RULE_END = "v0.2 Ending Combat"
NULL = -1


@dataclass
class Slot:
    """One face-down play: a card (or a null card) for a creature, and its target."""

    creature: int
    seat: int
    card: int = NULL
    target: int = NULL
    legal: bool = True
    bluff: bool = False
    lands: bool = True
    decoy: bool = False
    hidden: bool = False
    #: secret salt of this slot's commitment (rage_tui.engine.commit), published at the reveal
    salt: str = ""


@dataclass
class CombatState:
    """Who fights whom and what has been played this round (public except face-down cards)."""

    kind: str
    attacker_seat: int
    attackers: list[int]
    defenders: list[int]
    defender_seat: int | None
    target: int
    bind: bool = False
    territory: int | None = None
    round: int = 0
    step: str = "declaration"
    slots: list[Slot] = field(default_factory=list)
    prey_seat: int | None = None
    prey_turns: int = 0
    restricted_used: set[tuple[str, str]] = field(default_factory=set)
    killers: dict[int, int | None] = field(default_factory=dict)
    ended: str = ""
    away: list[int] = field(default_factory=list)
    no_target_rounds: dict[int, int] = field(default_factory=dict)
    played_this_round: set[int] = field(default_factory=set)
    declared: set[int] = field(default_factory=set)
    # scripted prey (rulesets/rage1995/prey_combat.py): the shared behaviour deck (hidden
    # order), this round's public draw, and each boss's script step in its current phase
    prey_deck: list[int] = field(default_factory=list)
    prey_draw: int = 0
    prey_steps: dict[int, int] = field(default_factory=dict)
    prey_exploded: set[int] = field(default_factory=set)
    prey_last: dict[int, int] = field(default_factory=dict)
    prey_locks: dict[int, int] = field(default_factory=dict)
    #: creatures escaping (or stepping sideways) during the resolution step: they go when
    #: their speed tier has landed (v0.2 "Parting shots")
    parting: dict[int, str] = field(default_factory=dict)
    #: rounds in a row in which nobody played a card, and the last round counted (Rage
    #: Unlimited's safety valve)
    idle_rounds: int = 0
    idle_counted: int = 0

    def side_of(self, iid: int) -> str:
        """``attackers`` or ``defenders``."""
        return "attackers" if iid in self.attackers else "defenders"

    def opponents(self, iid: int) -> list[int]:
        """The creatures on the other side."""
        return self.defenders if iid in self.attackers else self.attackers


def commit_slot(g: GameState, cs: CombatState, s: Slot, k: int) -> dict[str, str | int]:
    """Salt the slot and return the public commitment data (rage_tui.engine.commit)."""
    s.salt = salt_for(g.setup.seed, g.turn, g.choices_made, cs.round, k)
    card = g.cards[s.card].cid if s.card != NULL else NULL_CARD
    return {"commitment": commitment(card, s.creature, cs.round, s.salt), "round": cs.round}


def declare(g: GameState, seat: int, alpha: int, kind: str, target: int) -> Frame:
    """The alpha action chosen: build the combat (or challenge / territory attack) frame."""
    return Declaration(seat, alpha, kind, target)


class Declaration(Frame):
    """Declaration and pre-combat steps (v0.2 "Combat Declaration")."""

    def __init__(self, seat: int, alpha: int, kind: str, target: int) -> None:
        self.seat = seat
        self.alpha = alpha
        self.kind = kind
        self.target = target
        self.stage = "declare"

    def run(self, g: GameState) -> Decision | None:
        if self.stage == "declare":
            if self.kind == "challenge":
                owner = g.creatures[self.target].controller
                assert owner is not None
                self.stage = "challenge"
                return Decision(owner, "challenge", f"{g.name(self.alpha)} challenges "
                                f"{g.name(self.target)}: accept or refuse?",
                                (Option(Choice("accept"), "Accept the challenge"),
                                 Option(Choice("refuse"), "Refuse")),
                                about=self.target, rule="v0.2 Challenging")
            if self.kind == "territory":
                return self._territory(g)
            pop(g, self)
            if self.kind == "battlefield":
                self._battlefield(g)
                return None
            what = "to bind" if self.kind == "bind" else ""
            g.emit(ev("attack", f"{g.name(self.alpha)} attacks {g.name(self.target)} {what}"
                      .strip(), "v0.2 Combat Declaration", attacker=self.alpha,
                      target=self.target))
            t = g.creatures[self.target]
            cs = CombatState("attack", self.seat, [self.alpha], [self.target], t.controller,
                             self.target, bind=self.kind == "bind")
            push(g, PreCombat(cs), Combat(cs))
            return None
        if self.stage == "territory":
            return None
        raise AssertionError(self.stage)

    def _battlefield(self, g: GameState) -> None:
        from rage_tui.rulesets.rage1995 import battlefields

        battlefields.enter(g, self.alpha, self.target)
        cs = CombatState("battlefield", self.seat, [self.alpha], [self.target], None,
                         self.target)
        cs.away.append(self.alpha)
        push(g, PreCombat(cs), Combat(cs))

    def _territory(self, g: GameState) -> Decision | None:
        owner = next(p.seat for p in g.players if self.target in p.resources)
        defender = g.alphas.get(owner)
        me = g.creatures[self.alpha]
        g.emit(ev("attack", f"{g.name(self.alpha)} attacks the territory {g.name(self.target)}",
                  "v0.2 Attacking a Territory", attacker=self.alpha, target=self.target))
        if defender is None or defender not in g.creatures or not cr.can_interact(
                me, g.creatures[defender]):
            pop(g, self)
            destroy_territory(g, self.target, "nobody could defend it")
            return None
        self.stage = "defend"
        self.defender = defender
        self.owner = owner
        return Decision(owner, "defend-territory", f"Defend {g.name(self.target)} with "
                        f"{g.name(defender)}?", (Option(Choice("defend"), "Defend it"),
                                                 Option(Choice("abandon"), "Let it fall")),
                        about=self.target, rule="v0.2 Attacking a Territory")

    def answer(self, g: GameState, choice: Choice) -> None:
        pop(g, self)
        if self.stage == "challenge":
            if choice.kind == "refuse":
                g.emit(ev("refused", f"{g.name(self.target)} refuses the challenge; "
                          f"{g.name(self.alpha)}'s alpha action is over", "v0.2 Challenging",
                          target=self.target))
                return
            g.emit(ev("accepted", f"{g.name(self.target)} accepts the challenge",
                      "v0.2 Challenging", target=self.target))
            t = g.creatures[self.target]
            cs = CombatState("challenge", self.seat, [self.alpha], [self.target],
                             t.controller, self.target)
            push(g, PreCombat(cs), Combat(cs))
            return
        if choice.kind == "abandon":
            destroy_territory(g, self.target, "its pack did not defend it")
            return
        cs = CombatState("territory", self.seat, [self.alpha], [self.defender], self.owner,
                         self.defender, territory=self.target)
        push(g, PreCombat(cs), Combat(cs))


def destroy_territory(g: GameState, iid: int, why: str) -> None:
    """Discard a territory."""
    for p in g.players:
        if iid in p.resources:
            p.resources.remove(iid)
            to_discard(g, iid)
            g.emit(ev("destroyed", f"{g.name(iid)} is destroyed: {why}",
                      "v0.2 Attacking a Territory", card=iid))


def commit_options(g: GameState, seat: int, creature: int, used: set[int],
                   may_declare: bool = True) -> list[Option]:
    """A face-down card for ``creature`` from ``seat``'s combat hand, or a null card.

    With null cards off, any card may instead be put down as a decoy that goes back to the
    hand at the reveal (v0.2 "Alternatives"). A creature in full frenzy must play a combat
    action when it has one it could play (bluffs included)."""
    from rage_tui.rulesets.rage1995 import frenzy

    hand = [i for i in g.player(seat).combat_hand if i not in used
            and not frenzy.reserved_for_other(g, i, creature)]
    c = g.creatures[creature]
    who = g.name(creature)
    forced = frenzy.playable_actions(g, c, hand) if frenzy.must_play(g, c) else []
    pool = forced or hand
    weapons = [a for a in c.attached if cr.is_weapon(g.card(a))]
    out = [Option(Choice("commit", (iid,)), f"{g.name(iid)} face down for {who}",
                  g.cards[iid].cid) for iid in pool]
    if weapons and may_declare:
        names = ", ".join(g.name(a) for a in weapons)
        flip_to = "take up" if c.unarmed else "put away"
        out.append(Option(Choice("weapon", (creature,)),
                          f"Declare: {who} will {flip_to} {names} this round"))
    if forced:
        return out
    if g.setup.variants.null_cards:
        out.append(Option(Choice("commit", (NULL,)), f"A null card for {who} (play nothing)"))
    else:
        out.extend(Option(Choice("decoy", (iid,)), f"{g.name(iid)} as a decoy for {who} "
                          "(back to hand at the reveal)", g.cards[iid].cid) for iid in hand)
        out.append(Option(Choice("commit", (NULL,)), f"No card for {who}"))
    return out


def slots_for(g: GameState, c: Creature) -> int:
    """How many combat actions a creature may play this round (extra ones from abilities)."""
    return 1 + max(0, cr._mod(c, "extra_actions", g))


def fighting(c: Creature) -> bool:
    """Alive, or dead but fighting on in a full frenzy (v0.2 "Frenzy")."""
    return not c.dead or c.frenzy == "full"


def stymied(c: Creature) -> bool:
    """Is the creature prevented from playing combat actions this round?"""
    return any(m.stat == "no_actions" and m.until == "round" for m in c.mods)


def plays_at_random(c: Creature) -> bool:
    """Is the creature made to play its combat card at random this round?"""
    return any(m.stat == "play_random" and m.until == "round" for m in c.mods)


class Combat(Frame):
    """A whole combat: beginning-of-combat open play, rounds until it ends, the cleanup."""

    def __init__(self, state: CombatState) -> None:
        self.cs = state
        self.stage = "begin"
        self.queue: list[int] = []
        #: the prey's player this round is settled by volunteers (Rage Unlimited)
        self.ask_prey = False

    # -- helpers ------------------------------------------------------------------------
    def _seat_for(self, g: GameState, iid: int) -> int | None:
        c = g.creatures.get(iid)
        if c is None:
            return None
        if c.controller is not None:
            return c.controller
        return self.cs.prey_seat

    def _fighters(self, g: GameState) -> list[int]:
        return [i for i in self.cs.attackers + self.cs.defenders if i in g.creatures]

    def _prey_players(self, g: GameState) -> list[int]:
        """Seats that may play for the prey: everyone in the game but the aggressor (or, when
        the prey attacks, its defender), in seat order from the aggressor."""
        start = self.cs.attacker_seat
        if start < 0:  # a prey attacking: anyone but the defender plays for it
            start = self.cs.defender_seat if self.cs.defender_seat is not None else 0
        return team.prey_players(g, [(start + k) % g.n_seats for k in range(1, g.n_seats)
                                     if not g.player((start + k) % g.n_seats).out])

    def _queue_commits(self, g: GameState) -> None:
        cs = self.cs
        fighters = sorted(self._fighters(g), key=lambda i: (
            prey_traits.tie_rank(g, i),
            self._seat_for(g, i) if self._seat_for(g, i) is not None else 99,
            0 if i in cs.attackers else 1, i))
        self.queue = [i for i in fighters for _ in range(slots_for(g, g.creatures[i]))]

    def _pick_prey_seat(self, g: GameState) -> None:
        if not any(g.creatures[i].controller is None for i in self._fighters(g)):
            self.cs.prey_seat = None
            return
        if self.cs.kind == "battlefield" and self.cs.prey_seat is not None:
            return  # one Defending Player for the whole battle (v0.2 Battlefields)
        start = self.cs.attacker_seat
        if start < 0:  # a prey attacking: anyone but the defender plays for it
            start = self.cs.defender_seat if self.cs.defender_seat is not None else 0
        others = team.prey_players(g, [(start + k) % g.n_seats for k in range(1, g.n_seats)])
        if rules_for(g).prey_by_volunteers:
            self.cs.prey_seat = None  # settled by the volunteers' frame
            self.ask_prey = True
            return
        if not others:
            self.cs.prey_seat = None
            return
        self.cs.prey_seat = others[self.cs.prey_turns % len(others)]
        self.cs.prey_turns += 1
        g.emit(ev("plays-for-prey", f"{g.player(self.cs.prey_seat).name} plays for the prey "
                  "this round", "v0.2 Prey: Enemies and Victims", seat=self.cs.prey_seat))

    # -- frame ----------------------------------------------------------------------------
    def run(self, g: GameState) -> Decision | None:
        cs = self.cs
        g.combat = cs
        if self.stage == "begin":
            self.stage = "round"
            cs.step = "beginning of combat"
            if rules_for(g).combat_hand_at_first_combat:
                rules_for(g).first_combat_hands(g, cs, self._fighters(g))
            # open play: every player may play, not only those with creatures in the combat
            # (v0.2 "Combat Declaration" step 3, "Combat Rounds"; FAQ "Gifts")
            push(g, OpenPlay("Beginning of combat", g.seats_in()))
            return None
        if self.stage == "round":
            if self._should_end(g):
                self.stage = "cleanup"
                return None
            cs.round += 1
            cs.slots = []
            cs.declared = set()
            cs.step = "play-card"
            g.step = f"combat round {cs.round}"
            g.emit(ev("round", f"Combat round {cs.round}", RULE_ROUNDS, round=cs.round))
            self._pick_prey_seat(g)
            prey_combat.begin_round(g, cs, self._fighters(g))
            self.stage = "commit"
            if self.ask_prey:
                self.ask_prey = False
                frame = rules_for(g).prey_volunteers(g, cs, self._prey_players(g))
                if frame is not None:
                    self.stage = "queue"
                    push(g, frame)
                    return None
            self._queue_commits(g)
        if self.stage == "queue":
            self.stage = "commit"
            self._queue_commits(g)
        if self.stage == "commit":
            while self.queue:
                iid = self.queue[0]
                seat = self._seat_for(g, iid)
                if seat is None:
                    self.queue.pop(0)
                    continue
                used = {s.card for s in cs.slots if s.seat == seat}
                if stymied(g.creatures[iid]):
                    self.queue.pop(0)
                    g.emit(ev("stymied", f"{g.name(iid)} cannot play a combat card this round",
                              RULE_ROUNDS, creature=iid))
                    continue
                if plays_at_random(g.creatures[iid]):
                    self.queue.pop(0)
                    self._random_commit(g, iid, seat, used)
                    continue
                n = sum(1 for s in cs.slots if s.creature == iid)
                extra = f" (card {n + 1})" if slots_for(g, g.creatures[iid]) > 1 else ""
                return Decision(seat, "commit", f"Play-card step: a face-down card for "
                                f"{g.name(iid)}{extra}",
                                tuple(commit_options(g, seat, iid, used,
                                                     iid not in cs.declared)), about=iid,
                                rule=RULE_ROUNDS)
            self._announce_commits(g)
            self.stage = "target"
            cs.step = "targeting"
            self.queue = self._targeting_order(g)
        if self.stage == "target":
            while self.queue:
                idx = self.queue[0]
                slot = cs.slots[idx]
                opps = self._valid_targets(g, slot.creature)
                if len(opps) <= 1:
                    slot.target = opps[0] if opps else NULL
                    self.queue.pop(0)
                    continue
                return Decision(slot.seat, "target", f"Targeting step: the target of "
                                f"{g.name(slot.creature)}'s card",
                                tuple(Option(Choice("target", (o,)), f"Target {g.name(o)}",
                                             g.cards[o].cid) for o in opps),
                                about=slot.creature, rule="v0.2 Targeting Step Options")
            prey_combat.after_targeting(g, cs)
            self.stage = "resolve"
        if self.stage == "resolve":
            from rage_tui.rulesets.rage1995 import resolution
            from rage_tui.rulesets.rage1995.ministep import RevealMiniStep

            self.stage = "bluffs"
            resolution.reveal(g, self.cs)
            push(g, RevealMiniStep(self.cs))
            return None
        if self.stage == "bluffs":
            from rage_tui.rulesets.rage1995 import resolution

            self.stage = "after-resolve"
            resolution.establish_bluffs(g, self.cs)
            push(g, resolution.Resolution(self.cs))
            return None
        if self.stage == "after-resolve":
            self._end_of_round(g)
            if self._should_end(g):
                self.stage = "cleanup"
                return None
            self.stage = "withdraw"
            cs.step = "withdrawal"
            if any(g.creatures[i].frenzy == "full" for i in self._fighters(g)):
                g.emit(ev("no-withdrawal", "A creature is in full frenzy: no withdrawal",
                          "v0.2 Frenzy"))
                return None
            alive = [i for i in cs.attackers if i in g.creatures]
            seat = self._seat_for(g, alive[0]) if alive else None
            if seat is None:
                return None
            return Decision(seat, "withdraw", "Withdrawal step: continue the attack or "
                            "withdraw?", (Option(Choice("continue"), "Fight on"),
                                          Option(Choice("withdraw"), "Withdraw")),
                            rule=RULE_ROUNDS)
        if self.stage == "withdraw":
            self.stage = "between"
            cs.step = "between rounds"
            push(g, OpenPlay("Between rounds", g.seats_in()))
            return None
        if self.stage == "between":
            self.stage = "round"
            return None
        if self.stage == "cleanup":
            pop(g, self)
            self._cleanup(g)
            return None
        raise AssertionError(self.stage)

    def answer(self, g: GameState, choice: Choice) -> None:
        cs = self.cs
        if self.stage == "commit" and choice.kind == "weapon":
            c = g.creatures[int(choice.args[0])]
            cs.declared.add(c.iid)  # one declaration a round
            c.unarmed = not c.unarmed
            what = "fights without its weapon" if c.unarmed else "uses its weapon"
            g.emit(ev("weapon", f"{g.name(c.iid)} {what} from now on", RULE_ROUNDS,
                      creature=c.iid, unarmed=c.unarmed))
            return
        if self.stage == "commit":
            iid = self.queue.pop(0)
            seat = self._seat_for(g, iid)
            assert seat is not None
            card = int(choice.args[0])
            cs.slots.append(Slot(iid, seat, card, decoy=choice.kind == "decoy"))
            if card != NULL:
                g.player(seat).combat_hand.remove(card)
        elif self.stage == "target":
            idx = self.queue.pop(0)
            cs.slots[idx].target = int(choice.args[0])
            g.emit(ev("targeted", f"{g.name(cs.slots[idx].creature)}'s card targets "
                      f"{g.name(int(choice.args[0]))}", "v0.2 Targeting Step Options",
                      creature=cs.slots[idx].creature, target=int(choice.args[0])))
        elif self.stage == "withdraw" and choice.kind == "withdraw":
            cs.ended = "the attacker withdrew"
            self.stage = "cleanup"

    def _random_commit(self, g: GameState, iid: int, seat: int, used: set[int]) -> None:
        """A creature made to play at random must play a card picked at random from the
        hand (FAQ "Combat"), legal or not."""
        hand = [i for i in g.player(seat).combat_hand if i not in used]
        card = hand[g.rng.randrange(len(hand))] if hand else NULL
        self.cs.slots.append(Slot(iid, seat, card))
        if card != NULL:
            g.player(seat).combat_hand.remove(card)
        g.emit(ev("random-play", f"{g.name(iid)} plays a card picked at random"
                  if card != NULL else f"{g.name(iid)} has no card to play at random",
                  "v0.2 Random Play", creature=iid))

    # -- steps ------------------------------------------------------------------------------
    def _announce_commits(self, g: GameState) -> None:
        cs = self.cs
        nulls = g.setup.variants.null_cards
        for k, s in enumerate(cs.slots):
            shown = nulls or s.card != NULL
            text = (f"A face-down card is played for {g.name(s.creature)}" if shown
                    else f"No card is played for {g.name(s.creature)}")
            proof = commit_slot(g, cs, s, k) if shown else {}
            public = ev("face-down", text, RULE_ROUNDS, creature=s.creature, shown=shown,
                        **proof)
            secret_name = g.name(s.card) if s.card != NULL else "a null card"
            g.emit(private({s.seat}, ev("face-down", f"You play {secret_name} face down for "
                                        f"{g.name(s.creature)}", RULE_ROUNDS,
                                        creature=s.creature, shown=shown, card=s.card,
                                        **proof), public))

    def _targeting_order(self, g: GameState) -> list[int]:
        cs = self.cs
        att = [k for k, s in enumerate(cs.slots) if s.creature in cs.attackers]
        dfn = [k for k, s in enumerate(cs.slots) if s.creature in cs.defenders]
        order: list[int] = []
        while att or dfn:
            if att:
                order.append(att.pop(0))
            if dfn:
                order.append(dfn.pop(0))
        return order

    def _valid_targets(self, g: GameState, iid: int) -> list[int]:
        me = g.creatures.get(iid)
        if me is None:
            return []
        return [o for o in self.cs.opponents(iid)
                if o in g.creatures and cr.can_interact(me, g.creatures[o])]

    def _end_of_round(self, g: GameState) -> None:
        """Effects that last until the end of the round end; creatures with no valid target
        for a whole round leave the combat; frenzies are checked (v0.2 "Frenzy")."""
        from rage_tui.rulesets.rage1995 import frenzy

        cs = self.cs
        for iid in self._fighters(g):
            c = g.creatures[iid]
            c.mods = [m for m in c.mods if m.until != "round"]
            for m in c.mods:
                if m.until == "next-round":
                    m.until = "round"
            opponents = [o for o in cs.opponents(iid) if o in g.creatures
                         and fighting(g.creatures[o])]
            if opponents and not self._valid_targets(g, iid):
                cs.no_target_rounds[iid] = cs.no_target_rounds.get(iid, 0) + 1
                if cs.no_target_rounds[iid] >= 1:
                    self._leave(g, iid, "it had no valid target for a whole round")
                    continue
            else:
                cs.no_target_rounds.pop(iid, None)
            if c.frenzy is None:
                continue
            if frenzy.hacked_apart(g, c):
                frenzy.end(g, c, "it is hacked apart")
                continue
            played = iid in cs.played_this_round
            seat = self._seat_for(g, iid)
            hand = g.player(seat).combat_hand if seat is not None else []
            if not played and not frenzy.playable_actions(g, c, hand):
                names = ", ".join(g.name(i) for i in hand) or "no cards"
                g.emit(ev("hand-revealed", f"{g.player(seat).name if seat is not None else ''}"
                          f" shows a hand with no combat action {g.name(iid)} could play: "
                          f"{names}", frenzy.RULE, creature=iid,
                          cards=tuple(g.cards[i].cid for i in hand)))
                frenzy.end(g, c, "it is out of playable combat cards")
        check_deaths(g)  # "until the end of the round" Health bonuses have run out
        for iid in [i for i in self._fighters(g) if g.creatures[i].dead
                    and g.creatures[i].frenzy is None]:
            c = g.creatures[iid]
            remove_dead(g, c, cs.killers.get(iid), in_combat=True)

    def _leave(self, g: GameState, iid: int, why: str) -> None:
        from rage_tui.rulesets.rage1995 import frenzy

        cs = self.cs
        if iid in cs.attackers:
            cs.attackers.remove(iid)
        if iid in cs.defenders:
            cs.defenders.remove(iid)
        g.emit(ev("left-combat", f"{g.name(iid)} leaves the combat: {why}",
                  "v0.2 Umbral Combat", creature=iid))
        c = g.creatures.get(iid)
        if c is not None and c.frenzy is not None:
            frenzy.end(g, c, "it left the combat")
        if c is not None and c.dead:
            remove_dead(g, c, cs.killers.get(iid), in_combat=True)

    def _should_end(self, g: GameState) -> bool:
        cs = self.cs
        if cs.ended:
            return True
        att = [i for i in cs.attackers if i in g.creatures and fighting(g.creatures[i])]
        dfn = [i for i in cs.defenders if i in g.creatures and fighting(g.creatures[i])]
        if not att or not dfn:
            cs.ended = "one side has no creatures left"
            return True
        rules = rules_for(g)
        if rules.idle_round_ends_combat:
            if cs.round > 0 and not any(s.legal and s.card != NULL for s in cs.slots):
                cs.ended = "no creature played a combat action this round"
                return True
            return False
        reason = rules.combat_end(g, cs)
        if reason:
            cs.ended = reason
            return True
        return False

    def _cleanup(self, g: GameState) -> None:
        cs = self.cs
        for s in cs.slots:
            if s.card != NULL and s.card in g.cards and _loose(g, s.card):
                to_discard(g, s.card)
        from rage_tui.rulesets.rage1995 import frenzy

        for iid in list(cs.attackers + cs.defenders):
            c = g.creatures.get(iid)
            if c is None:
                continue
            c.mods = [m for m in c.mods if m.until not in ("round", "combat")]
            if c.frenzy is not None:
                frenzy.end(g, c, "the combat is over")
            if c.dead:
                remove_dead(g, c, cs.killers.get(iid), in_combat=True)
        for iid in cs.away:
            if iid in g.creatures:
                g.creatures[iid].away = False
        if cs.kind == "battlefield":
            from rage_tui.rulesets.rage1995 import battlefields

            battlefields.after(g, cs.target)
        if cs.territory is not None:
            dfn_alive = [i for i in cs.defenders if i in g.creatures]
            att_alive = [i for i in cs.attackers if i in g.creatures]
            if not dfn_alive and att_alive and cs.ended != "the attacker withdrew":
                destroy_territory(g, cs.territory, "its defender fell")
        g.emit(ev("combat-end", f"The combat ends: {cs.ended or 'it is over'}", RULE_END,
                  reason=cs.ended))
        g.combat = None
        check_deaths(g)  # "until the end of the combat" Health bonuses have run out
        for seat in g.seats_in() + [p.seat for p in g.players if p.out]:
            refill_combat(g, seat)
        from rage_tui.rulesets.rage1995.pack_hand import HandCut, pack_action_seats

        push(g, *[HandCut(s) for s in pack_action_seats(g, cs.attackers, cs.defenders)])


def _loose(g: GameState, iid: int) -> bool:
    """Whether a card is in no zone (still 'on the table' from a combat round)."""
    for p in g.players:
        if iid in p.combat_discard or iid in p.combat_hand or iid in p.combat_deck:
            return False
    return all(not (iid in c.damage or iid in c.attached) for c in g.creatures.values())


def killer_seat(g: GameState, cs: CombatState, by: Creature | None) -> int | None:
    """The seat credited with a kill by ``by`` (None when prey made it)."""
    if by is None:
        return None
    return by.controller


def land(g: GameState, cs: CombatState, target: Creature, card: int, value: int,
         aggravated: bool, by: Creature | None, credit: Creature | None = None) -> None:
    """Put a damage card on a creature in combat. A kill is credited to the first card that
    makes the damage lethal; the dead leave the combat when the whole speed tier has landed
    (actions at the same speed are simultaneous). ``credit`` is the creature credited with a
    kill when it is not ``by`` (a reversed attack)."""
    before = cr.damage(target)
    value = prey_traits.cap_at_threshold(g, target, value)
    mark_damage(g, target, card, value, aggravated, by,
                killer_seat(g, cs, credit if credit is not None else by))
    prey_combat.after_damage(g, cs, target, before)


def settle_deaths(g: GameState, cs: CombatState) -> None:
    """After a speed tier: the dead leave the combat (their slower actions are discarded),
    except fully frenzied creatures, who fight on until hacked apart."""
    from rage_tui.rulesets.rage1995 import frenzy

    _parting_shots_done(g, cs)
    prey_combat.explode_dead(g, cs)
    for iid in list(cs.attackers + cs.defenders):
        c = g.creatures.get(iid)
        if c is None or not c.dead:
            continue
        if c.frenzy == "full" and not frenzy.hacked_apart(g, c):
            continue
        if c.frenzy is not None:
            frenzy.end(g, c, "it is hacked apart" if c.frenzy == "full" else "it died")
        killer = cs.killers.get(iid)
        if _binds(g, cs, c, killer):
            _bind(g, cs, c)
        else:
            remove_dead(g, c, killer, in_combat=True)
        _drop_from_combat(g, cs, iid)
        for side in (cs.attackers, cs.defenders):
            if iid in side:
                side.remove(iid)


def _parting_shots_done(g: GameState, cs: CombatState) -> None:
    """The speed tier has landed: creatures that escaped leave the combat (their slower
    actions are discarded) and their frenzy ends; those that stepped sideways change worlds
    (v0.2 "Parting shots", "Frenzy"). The dead among them are settled as dead."""
    from rage_tui.rulesets.rage1995 import frenzy

    for iid, how in list(cs.parting.items()):
        c = g.creatures.get(iid)
        if c is None:
            continue
        if how == "sideways":
            c.umbra = not c.umbra
            c.physical = not c.umbra
            where = "into the Umbra" if c.umbra else "back to the physical world"
            g.emit(ev("stepped-sideways", f"{g.name(iid)} steps sideways {where}",
                      "v0.2 Parting shots", creature=iid))
            continue
        if c.frenzy is not None:
            frenzy.end(g, c, "it escaped the combat")
        if c.dead:
            continue
        _drop_from_combat(g, cs, iid)
        for side in (cs.attackers, cs.defenders):
            if iid in side:
                side.remove(iid)
        g.emit(ev("left-combat", f"{g.name(iid)} is out of the combat", "v0.2 Escape",
                  creature=iid))
    cs.parting.clear()


def _drop_from_combat(g: GameState, cs: CombatState, iid: int) -> None:
    for s in cs.slots:
        if s.creature == iid and s.card != NULL and s.lands:
            s.lands = False


def _binds(g: GameState, cs: CombatState, target: Creature, killer: int | None) -> bool:
    """Killing the spirit an alpha attacked to bind binds it instead (v0.2 "Attacking to
    bind")."""
    return (cs.bind and killer == cs.attacker_seat and target.iid == cs.target
            and g.card(target.iid).type in (CardType.ENEMY, CardType.VICTIM))


def _bind(g: GameState, cs: CombatState, target: Creature) -> None:
    """Remove all damage from the spirit and make it an ally of the binding pack."""
    for d in target.damage:
        to_discard(g, d)
    if target.iid in g.hunting:
        g.hunting.remove(target.iid)
    seat = cs.attacker_seat
    p = g.player(seat)
    c = Creature(target.iid, seat, umbra=True, physical=True, bound=True,
                 attached=list(target.attached))
    g.creatures[target.iid] = c
    p.pack.append(target.iid)
    worth = (g.card(target.iid).renown + 1) // 2
    g.emit(ev("bound", f"{g.name(target.iid)} is bound and joins {p.name}'s pack as an ally, "
              f"worth {worth} VP while it stays", "v0.2 Attacking to bind", card=target.iid,
              seat=seat, vp=worth))


SPEEDS = (Speed.FAST, Speed.NORMAL, Speed.SLOW)


class PreCombat(Frame):
    """Pre-combat step (closed play): prey that pack-defend join in, then each player, starting
    with the attacker, may play cards that change the participants (pack actions such as
    Hunting Party or Pack Defense ...), and only then may alphas step in for prey (Gaia alphas
    for Victims, Wyrm alphas for Enemies, highest Renown first), facing the whole attacking
    pack (FAQ: "Stepping in occurs after pack actions are declared"). After a step-in the
    players may play pre-combat cards once more; the creature that stepped in may not call
    packmates (v0.2 "Combat Declaration", "Stepping in")."""

    def __init__(self, cs: CombatState) -> None:
        self.cs = cs
        self.stage = "pack"
        self.candidates: list[int] = []

    def _window(self, g: GameState) -> OpenPlay:
        cs = self.cs
        order = [cs.attacker_seat] if cs.attacker_seat >= 0 else []
        if cs.defender_seat is not None and cs.defender_seat not in order:
            order.append(cs.defender_seat)
        order += [s for s in g.seats_in() if s not in order]
        return OpenPlay("Pre-combat", order)

    def run(self, g: GameState) -> Decision | None:
        cs = self.cs
        g.combat = cs
        cs.step = "pre-combat"
        if self.stage == "pack":
            self.stage = "find-step-in"
            self._prey_pack_defence(g)
            push(g, self._window(g))
            return None
        if self.stage == "find-step-in":
            self.stage = "step-in"
            self.candidates = self._step_in_candidates(g)
        if self.stage == "step-in":
            while self.candidates:
                alpha = self.candidates[0]
                c = g.creatures.get(alpha)
                if c is None or c.controller is None:
                    self.candidates.pop(0)
                    continue
                prey = g.name(cs.target)
                them = ", ".join(g.name(i) for i in cs.attackers if i in g.creatures)
                return Decision(c.controller, "step-in", f"{g.name(alpha)} may step in to "
                                f"defend {prey} against {them}",
                                (Option(Choice("step-in"), f"Step in for {prey}"),
                                 Option(Choice("stay"), "Stay out")), about=alpha,
                                rule="v0.2 Stepping in")
            self.stage = "done"
            return None
        if self.stage == "again":
            self.stage = "done"
            push(g, self._window(g))
            return None
        pop(g, self)
        return None

    def answer(self, g: GameState, choice: Choice) -> None:
        alpha = self.candidates.pop(0)
        if choice.kind != "step-in":
            return
        cs = self.cs
        c = g.creatures[alpha]
        prey = cs.target
        cs.defenders = [d for d in cs.defenders if d != prey] + [alpha]
        cs.defender_seat = c.controller
        cs.target = alpha
        c.away = True
        cs.away.append(alpha)
        self.candidates = []
        self.stage = "again"
        g.emit(ev("stepped-in", f"{g.name(alpha)} steps in for {g.name(prey)}",
                  "v0.2 Stepping in", creature=alpha, prey=prey))

    def _prey_pack_defence(self, g: GameState) -> None:
        cs = self.cs
        target = g.creatures.get(cs.target)
        if target is None or target.controller is not None:
            return
        if "pack-defends" not in g.card(cs.target).keywords:
            return
        for iid in g.hunting:
            c = g.creatures.get(iid)
            if (c is None or iid in cs.defenders or "pack-defends" not in g.card(iid).keywords
                    or not cr.can_interact(c, target)):
                continue
            cs.defenders.append(iid)
            g.emit(ev("pack-defence", f"{g.name(iid)} joins {g.name(cs.target)} in a pack "
                      "defence", "v0.2 Pack Actions", creature=iid))

    def _step_in_candidates(self, g: GameState) -> list[int]:
        from rage_tui.engine.cards import Allegiance

        cs = self.cs
        target = g.creatures.get(cs.target)
        if target is None or target.controller is not None or cs.bind:
            return []
        kind = g.card(cs.target).type
        want = {CardType.VICTIM: Allegiance.GAIA, CardType.ENEMY: Allegiance.WYRM}.get(kind)
        out = []
        for seat, alpha in g.alphas.items():
            if seat == cs.attacker_seat or alpha not in g.creatures:
                continue
            c = g.creatures[alpha]
            if g.player(seat).allegiance != want:
                continue
            attacker = g.creatures.get(cs.attackers[0])
            if attacker is None or not cr.can_interact(c, attacker) or not cr.can_interact(
                    c, target):
                continue
            out.append(alpha)
        renown = {i: cr.renown(g, g.creatures[i]) for i in out}
        if len(set(renown.values())) < len(out):  # a tie: settled at random (R22)
            g.rng.shuffle(out)
            g.emit(ev("tie", "Alphas who may step in with the same Renown are asked in an "
                      "order drawn at random", "rules decision R22"))
        out.sort(key=lambda i: -renown[i])
        return out
