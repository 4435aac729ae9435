"""Combat rounds (v0.2 chapter 5 "Combat Rounds"): beginning-of-combat open play, then rounds
of face-down play, targeting, the reveal and bluffs (bluffs.py), resolution (resolution.py),
withdrawal and between-rounds open play until the combat ends, and the cleanup."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.events import event, private
from rage_tui.engine.flow import pop, push
from rage_tui.i18n import Text, later, m
from rage_tui.rulesets.rage1995 import (
    after_bluffs,
    battlefields,
    bluffs,
    combat_openers,
    frenzy,
    late_escapes,
    play_last,
    prey_combat,
    prey_traits,
    resolution,
    team,
    wielding,
)
from rage_tui.rulesets.rage1995 import alternative_actions as alt
from rage_tui.rulesets.rage1995.combat_limits import may_target, plays_at_random
from rage_tui.rulesets.rage1995.combat_state import (
    NULL,
    RULE_END,
    RULE_ROUNDS,
    CombatState,
    Slot,
    commit_options,
    commit_slot,
    destroy_territory,
    fighting,
    loose,
    slots_for,
    stymied,
)
from rage_tui.rulesets.rage1995.damage import check_deaths, remove_dead
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.ministep import RevealMiniStep
from rage_tui.rulesets.rage1995.openplay import OpenPlay
from rage_tui.rulesets.rage1995.pack_hand import HandCut, pack_action_seats
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.sanctuary import untouchable
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.tied import held_out_of_combat
from rage_tui.rulesets.rage1995.zones import note_combat_play, refill_after_combat, to_discard

#: how a modifier counted in rounds moves on at the end of a round
_ROUND_LATER: Final = {"next-round": "round", "round-after-next": "next-round"}


#: messages and options that never change, made once (asked at every such decision)
_WITHDRAW_PROMPT: Final = m("Withdrawal step: continue the attack or withdraw?")
_WITHDRAW_OPTIONS: Final = (Option(Choice("continue"), m("Fight on")),
                     Option(Choice("withdraw"), m("Withdraw")))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class Combat(Frame):
    """A whole combat: beginning-of-combat open play, rounds until it ends, the cleanup."""

    def __init__(self, state: CombatState) -> None:
        self.cs = state
        self.stage = "begin"
        self.queue: list[int] = []
        self.last: list[int] = []
        #: the prey's player this round is settled by volunteers (Rage Unlimited)
        self.ask_prey = False

    # -- helpers ------------------------------------------------------------------------
    def _seat_for(self, g: GameState, iid: int) -> int | None:
        c = g.creatures.get(iid)
        if c is None:
            return None
        if c.controller is not None:
            return self.cs.lent.get(iid, c.controller)  # Master of the Pack's temporary pack
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
        self.last = [i for i in fighters if play_last.waits(g, cs, g.creatures[i])]
        self.queue = [i for i in fighters if i not in self.last
                      for _ in range(slots_for(g, g.creatures[i]))]

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
        g.emit(
            event("plays-for-prey", "{player} plays for the prey this round",
                  {"player": g.player(self.cs.prey_seat).name}, "v0.2 Prey: Enemies and Victims",
                  seat=self.cs.prey_seat)
        )

    # -- frame ----------------------------------------------------------------------------
    def run(self, g: GameState) -> Decision | None:
        cs = self.cs
        g.combat = cs
        if self.stage == "begin":
            self.stage = "round"
            cs.step = "beginning of combat"
            if rules_for(g).combat_hand_at_first_combat:
                rules_for(g).first_combat_hands(g, cs, self._fighters(g))
            combat_openers.open_combat(g, cs)  # after step-ins and pack actions (Latonia)
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
            cs.no_target_rounds = {i: 1 for i in self._fighters(g) if not self._valid_targets(g, i)}
            cs.step = "play-card"
            g.step = f"combat round {cs.round}"
            g.emit(event("round", "Combat round {round}", {"round": cs.round}, RULE_ROUNDS,
                         round=cs.round))
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
                if stymied(g.creatures[iid]) or held_out_of_combat(g, g.creatures[iid]):
                    self.queue.pop(0)
                    g.emit(event("stymied", "{card} cannot play a combat card this round",
                                 {"card": g.name(iid)}, RULE_ROUNDS, creature=iid))
                    continue
                if plays_at_random(g, cs, g.creatures[iid]):
                    self.queue.pop(0)
                    self._random_commit(g, iid, seat, used)
                    continue
                n = sum(1 for s in cs.slots if s.creature == iid)
                allowed = slots_for(g, g.creatures[iid])
                if n >= allowed and rules_for(g).weapons_one_a_round:
                    # it declared another weapon than the one that gave it an extra action
                    # (U22); rage-1995 keeps the slots counted at the start of the round
                    self.queue.pop(0)
                    continue
                extra = (m(" (card {x})", x=n + 1) if allowed > 1 else "")
                return ask(seat, "commit", "Play-card step: a face-down card for {card}{extra}",
                           {"card": g.name(iid), "extra": extra},
                           tuple(commit_options(g, seat, iid, used,
                                                iid not in cs.declared)), about=iid,
                           rule=RULE_ROUNDS)
            self._announce_commits(g)
            self.stage = "target"
            cs.step = "targeting"
            self.queue = self._targeting_order(g)
            alts = [i for i in self._fighters(g) if alt.may_ask(g, cs, g.creatures[i])]
            if alts:  # alternative combat actions are played as targets are declared
                push(g, alt.AlternativeActions(cs, alts))
                return None
        if self.stage == "target":
            while self.queue:
                idx = self.queue[0]
                slot = cs.slots[idx]
                opps = self._valid_targets(g, slot.creature)
                if len(opps) <= 1:
                    slot.target = opps[0] if opps else NULL
                    self.queue.pop(0)
                    continue
                return ask(slot.seat, "target", "Targeting step: the target of {creature}'s card",
                           {"creature": g.name(slot.creature)},
                           tuple(option("Target {o}", Choice("target", (o,)),
                                        g.cards[o].cid, o=g.name(o)) for o in opps),
                           about=slot.creature, rule="v0.2 Targeting Step Options")
            self.stage = "last"
            if self.last:  # creatures that play after everyone else (Doctor Spencer)
                push(g, play_last.PlayLast(cs, self.last))
                return None
        if self.stage == "last":
            prey_combat.after_targeting(g, cs)
            self.stage = "resolve"
        if self.stage == "resolve":
            self.stage = "bluffs"
            bluffs.reveal(g, self.cs)
            push(g, RevealMiniStep(self.cs))
            return None
        if self.stage == "bluffs":
            self.stage = "after-resolve"
            bluffs.establish_bluffs(g, self.cs)
            push(g, *after_bluffs.frames(g, self.cs), resolution.Resolution(self.cs))
            return None
        if self.stage == "after-resolve":
            self._end_of_round(g)
            if self._should_end(g):
                self.stage = "cleanup"
                return None
            self.stage = "withdraw"
            cs.step = "withdrawal"
            if any(g.creatures[i].frenzy == "full" for i in self._fighters(g)):
                g.emit(event("no-withdrawal", "A creature is in full frenzy: no withdrawal", None,
                             "v0.2 Frenzy"))
                return None
            if battlefields.holds_attacker(g, cs):
                return None
            alive = [i for i in cs.attackers if i in g.creatures]
            seat = self._seat_for(g, alive[0]) if alive else None
            if seat is None:
                return None
            return Decision(
                seat,
                "withdraw",
                _WITHDRAW_PROMPT,
                _WITHDRAW_OPTIONS,
                rule=RULE_ROUNDS,
            )
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
            wielding.declare(g, cs, choice)
            return
        if self.stage == "commit":
            iid = self.queue.pop(0)
            seat = self._seat_for(g, iid)
            assert seat is not None
            card = int(choice.args[0])
            cs.slots.append(Slot(iid, seat, card, decoy=choice.kind == "decoy"))
            if card != NULL:
                g.player(seat).combat_hand.remove(card)
                if choice.kind != "decoy":
                    note_combat_play(g, seat)
        elif self.stage == "target":
            idx = self.queue.pop(0)
            cs.slots[idx].target = int(choice.args[0])
            g.emit(event("targeted", "{creature}'s card targets {int}",
                         {"creature": g.name(cs.slots[idx].creature),
                          "int": g.name(int(choice.args[0]))}, "v0.2 Targeting Step Options",
                         creature=cs.slots[idx].creature, target=int(choice.args[0])))
        elif self.stage == "withdraw" and choice.kind == "withdraw":
            cs.ended = m("the attacker withdrew")
            self.stage = "cleanup"

    def _random_commit(self, g: GameState, iid: int, seat: int, used: set[int]) -> None:
        """A creature made to play at random must play a card picked at random from the
        hand (FAQ "Combat"), legal or not."""
        hand = [i for i in g.player(seat).combat_hand if i not in used]
        card = hand[g.rng.randrange(len(hand))] if hand else NULL
        self.cs.slots.append(Slot(iid, seat, card))
        if card != NULL:
            g.player(seat).combat_hand.remove(card)
            note_combat_play(g, seat)
        g.emit(event("random-play", "{card} plays a card picked at random", {"card": g.name(iid)},
                     "v0.2 Random Play", creature=iid) if card != NULL
               else event("random-play", "{card} has no card to play at random",
                          {"card": g.name(iid)}, "v0.2 Random Play", creature=iid))

    # -- steps ------------------------------------------------------------------------------
    def _announce_commits(self, g: GameState) -> None:
        cs = self.cs
        nulls = g.setup.variants.null_cards
        for k, s in enumerate(cs.slots):
            shown = nulls or s.card != NULL
            proof = commit_slot(g, cs, s, k) if shown else {}
            public = (event("face-down", "A face-down card is played for {creature}",
                            {"creature": g.name(s.creature)}, RULE_ROUNDS, creature=s.creature,
                            shown=shown, **proof) if shown
                      else event("face-down", "No card is played for {creature}",
                                 {"creature": g.name(s.creature)}, RULE_ROUNDS,
                                 creature=s.creature, shown=shown, **proof))
            secret_name = (g.name(s.card) if s.card != NULL else later("a null card"))
            g.emit(private({s.seat}, event("face-down",
                                           "You play {secret_name} face down for {creature}",
                                           {"secret_name": secret_name,
                                            "creature": g.name(s.creature)}, RULE_ROUNDS,
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
                if o in g.creatures and may_target(g, me, g.creatures[o])
                and not untouchable(g, me, g.creatures[o])]

    def _end_of_round(self, g: GameState) -> None:
        """Effects that last until the end of the round end; creatures with no valid target
        for a whole round leave the combat; frenzies are checked (v0.2 "Frenzy")."""
        cs = self.cs
        late_escapes.escape_marked(g, cs)  # Fox Frenzy, Bum Rush
        for iid in self._fighters(g):
            c = g.creatures[iid]
            for mod in (mod for mod in c.mods if mod.stat == "no_weapon" and mod.until == "round"):
                c.unarmed = bool(mod.amount)  # Razor Claws is over: the weapon as it was
            c.mods = [m for m in c.mods if m.until != "round"]
            for mod in c.mods:  # a round nearer: next-round -> round, round-after-next -> ...
                mod.until = _ROUND_LATER.get(mod.until, mod.until)
            opponents = [o for o in cs.opponents(iid) if o in g.creatures
                         and fighting(g.creatures[o])]
            # no valid target since the round began (not one that an Umbral Escape left
            # behind this round: it may follow next round, FAQ)
            if opponents and not self._valid_targets(g, iid) and cs.no_target_rounds.get(iid):
                self._leave(g, iid, m("it had no valid target for a whole round"))
                continue
            if c.frenzy is None:
                continue
            if frenzy.hacked_apart(g, c):
                frenzy.end(g, c, m("it is hacked apart"))
                continue
            played = iid in cs.played_this_round
            seat = self._seat_for(g, iid)
            hand = g.player(seat).combat_hand if seat is not None else []
            if not played and not frenzy.playable_actions(g, c, hand):
                names = ", ".join(g.name(i) for i in hand) or "no cards"
                g.emit(
                    event("hand-revealed",
                          "{player} shows a hand with no combat action {card} could play: {names}",
                          {"player": (g.player(seat).name if seat is not None else ""),
                           "card": g.name(iid), "names": names}, frenzy.RULE, creature=iid,
                          cards=tuple(g.cards[i].cid for i in hand))
                )
                frenzy.end(g, c, m("it is out of playable combat cards"))
        check_deaths(g)  # "until the end of the round" Health bonuses have run out
        for iid in [i for i in self._fighters(g) if g.creatures[i].dead
                    and g.creatures[i].frenzy is None]:
            c = g.creatures[iid]
            remove_dead(g, c, cs.killers.get(iid), in_combat=True)

    def _leave(self, g: GameState, iid: int, why: Text) -> None:
        cs = self.cs
        if iid in cs.attackers:
            cs.attackers.remove(iid)
        if iid in cs.defenders:
            cs.defenders.remove(iid)
        g.emit(event("left-combat", "{card} leaves the combat: {why}",
                     {"card": g.name(iid), "why": why}, "v0.2 Umbral Combat", creature=iid))
        c = g.creatures.get(iid)
        if c is not None and c.frenzy is not None:
            frenzy.end(g, c, m("it left the combat"))
        if c is not None and c.dead:
            remove_dead(g, c, cs.killers.get(iid), in_combat=True)

    def _should_end(self, g: GameState) -> bool:
        cs = self.cs
        if cs.ended or battlefields.outlasted(g, cs):
            return True
        att = [i for i in cs.attackers if i in g.creatures and fighting(g.creatures[i])]
        dfn = [i for i in cs.defenders if i in g.creatures and fighting(g.creatures[i])]
        if not att or not dfn:
            cs.ended = m("one side has no creatures left")
            return True
        rules = rules_for(g)
        if rules.idle_round_ends_combat:
            if cs.round > 0 and not any(s.legal and s.card != NULL for s in cs.slots):
                cs.ended = m("no creature played a combat action this round")
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
            if s.card != NULL and s.card in g.cards and loose(g, s.card):
                to_discard(g, s.card)
        for iid in list(cs.attackers + cs.defenders):
            c = g.creatures.get(iid)
            if c is None:
                continue
            for mod in (mod for mod in c.mods if mod.stat == "no_weapon"):
                c.unarmed = bool(mod.amount)  # Razor Claws is over: the weapon as it was
            # (two tests, not ``in (..., *_ROUND_LATER)``: mypyc cannot compile that)
            c.mods = [m for m in c.mods
                      if m.until not in ("round", "combat") and m.until not in _ROUND_LATER]
            if c.frenzy is not None:
                frenzy.end(g, c, m("the combat is over"))
            if c.dead:
                remove_dead(g, c, cs.killers.get(iid), in_combat=True)
        for iid in cs.away:
            if iid in g.creatures:
                g.creatures[iid].away = False
        if cs.kind == "battlefield":
            battlefields.after(g, cs.target)
        if cs.territory is not None:
            dfn_alive = [i for i in cs.defenders if i in g.creatures]
            att_alive = [i for i in cs.attackers if i in g.creatures]
            if not dfn_alive and att_alive and cs.ended != "the attacker withdrew":
                destroy_territory(g, cs.territory, m("its defender fell"))
        g.emit(
            event("combat-end", "The combat ends: {reason}",
                  {"reason": cs.ended or m("it is over")}, RULE_END, reason=cs.ended)
        )
        g.combat = None
        check_deaths(g)  # "until the end of the combat" Health bonuses have run out
        refill_after_combat(g)
        push(g, *[HandCut(s) for s in pack_action_seats(g, cs.attackers, cs.defenders)])
