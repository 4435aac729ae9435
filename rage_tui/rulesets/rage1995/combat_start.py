"""The start of a combat (v0.2 "Combat Declaration"): the declaration (an attack, a challenge,
a territory attack, entering a battlefield) and the pre-combat step (pack defence, pack actions,
stepping in for prey). Then the combat rounds (combat.py) take over."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from rage_tui.engine.cards import Allegiance
from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop, push
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import battlefields
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.combat import Combat
from rage_tui.rulesets.rage1995.combat_state import (
    ATTACK_STARTERS,
    CombatState,
    destroy_territory,
)
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.openplay import OpenPlay
from rage_tui.rulesets.rage1995.sanctuary import (
    accepts_challenges,
    may_refuse_any_challenge,
    never_refuses,
)
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.tag_along import TagAlong


def declare(g: GameState, seat: int, alpha: int, kind: str, target: int) -> Frame:
    """The alpha action chosen: build the combat (or challenge / territory attack) frame."""
    return Declaration(seat, alpha, kind, target)


def _card_attack(g: GameState, seat: int, attacker: int, target: int, kind: str) -> None:
    """A card's attack outside the alpha sequence (Sneak Attack): declared like an alpha
    attack, then the open play after a combat; ``challenge``: a challenge its target cannot
    refuse (Ritual Challenge), unless a card lets its target refuse any challenge (Sky River
    Caern, rules decision R82): then it is asked as any challenge is."""
    after = OpenPlay("After combat", g.seats_in())
    if kind != "challenge":
        push(g, Declaration(seat, attacker, "attack", target), after)
        return
    t = g.creatures[target]
    g.emit(event("attack", "{alpha} challenges {target}",
                 {"alpha": g.name(attacker), "target": g.name(target)}, "card text",
                 attacker=attacker, target=target))
    if may_refuse_any_challenge(g, t):
        push(g, Declaration(seat, attacker, "challenge", target, by_card=True), after)
        return
    cs = CombatState("challenge", seat, [attacker], [target], t.controller, target)
    push(g, PreCombat(cs), Combat(cs), after)


ATTACK_STARTERS.append(_card_attack)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class Declaration(Frame):
    """Declaration and pre-combat steps (v0.2 "Combat Declaration")."""

    def __init__(self, seat: int, alpha: int, kind: str, target: int,
                 by_card: bool = False) -> None:
        self.seat = seat
        self.alpha = alpha
        self.kind = kind
        self.target = target
        self.stage = "declare"
        self.by_card = by_card  # a card's challenge (not an alpha action), refusable by a card

    def run(self, g: GameState) -> Decision | None:
        if self.stage == "declare":
            if self.kind == "challenge":
                owner = g.creatures[self.target].controller
                assert owner is not None
                self.stage = "challenge"
                bound = (accepts_challenges(g, g.creatures[self.target])  # Quest of Valor
                         or never_refuses(g, g.creatures[self.target]))  # Crookpaw
                refuse = () if bound else (option("Refuse", Choice("refuse")),)
                return ask(owner, "challenge", "{alpha} challenges {target}: accept or refuse?",
                           {"alpha": g.name(self.alpha), "target": g.name(self.target)},
                           (option("Accept the challenge", Choice("accept")), *refuse),
                           about=self.target, rule="v0.2 Challenging")
            if self.kind == "territory":
                return self._territory(g)
            pop(g, self)
            if self.kind == "battlefield":
                self._battlefield(g)
                return None
            names = {"alpha": g.name(self.alpha), "target": g.name(self.target)}
            g.emit(event("attack", "{alpha} attacks {target} to bind", names,
                         "v0.2 Combat Declaration", attacker=self.alpha, target=self.target)
                   if self.kind == "bind"
                   else event("attack", "{alpha} attacks {target}", names,
                              "v0.2 Combat Declaration", attacker=self.alpha, target=self.target))
            t = g.creatures[self.target]
            cs = CombatState("attack", self.seat, [self.alpha], [self.target], t.controller,
                             self.target, bind=self.kind == "bind")
            push(g, PreCombat(cs), Combat(cs))
            return None
        if self.stage == "territory":
            return None
        raise AssertionError(self.stage)

    def _battlefield(self, g: GameState) -> None:
        cs = CombatState("battlefield", self.seat, [self.alpha], [self.target], None,
                         self.target)
        cs.away.append(self.alpha)
        battlefields.enter(g, cs)
        push(g, PreCombat(cs), Combat(cs))

    def _territory(self, g: GameState) -> Decision | None:
        owner = next(p.seat for p in g.players if self.target in p.resources)
        defender = g.alphas.get(owner)
        me = g.creatures[self.alpha]
        g.emit(event("attack", "{alpha} attacks the territory {target}",
                     {"alpha": g.name(self.alpha), "target": g.name(self.target)},
                     "v0.2 Attacking a Territory", attacker=self.alpha, target=self.target))
        if defender is None or defender not in g.creatures or not cr.can_interact(
                me, g.creatures[defender]):
            pop(g, self)
            destroy_territory(g, self.target, m("nobody could defend it"))
            return None
        self.stage = "defend"
        self.defender = defender
        self.owner = owner
        return ask(owner, "defend-territory", "Defend {target} with {defender}?",
                   {"target": g.name(self.target), "defender": g.name(defender)},
                   (option("Defend it", Choice("defend")),
                    option("Let it fall", Choice("abandon"))),
                   about=self.target, rule="v0.2 Attacking a Territory")

    def answer(self, g: GameState, choice: Choice) -> None:
        pop(g, self)
        if self.stage == "challenge":
            if choice.kind == "refuse" and self.by_card:
                g.emit(event("refused",
                             "{target} refuses the challenge: a card of its pack lets it refuse "
                             "any challenge",
                             {"target": g.name(self.target)}, "rules decision R82",
                             target=self.target))
                return
            if choice.kind == "refuse":
                g.emit(event("refused",
                             "{target} refuses the challenge; {alpha}'s alpha action is over",
                             {"target": g.name(self.target), "alpha": g.name(self.alpha)},
                             "v0.2 Challenging", target=self.target))
                return
            g.emit(event("accepted", "{target} accepts the challenge",
                         {"target": g.name(self.target)}, "v0.2 Challenging", target=self.target))
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


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
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
            self.stage = "tag-along"
            self._prey_pack_defence(g)
            push(g, self._window(g))
            return None
        if self.stage == "tag-along":  # pack members joining without a card (R46)
            self.stage = "find-step-in"
            push(g, TagAlong(cs, self._window(g).seats))
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
                return ask(c.controller, "step-in",
                           "{alpha} may step in to defend {prey} against {them}",
                           {"alpha": g.name(alpha), "prey": prey, "them": them},
                           (option("Step in for {prey}", Choice("step-in"), prey=prey),
                            option("Stay out", Choice("stay"))), about=alpha,
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
        g.emit(event("stepped-in", "{alpha} steps in for {prey}",
                     {"alpha": g.name(alpha), "prey": g.name(prey)}, "v0.2 Stepping in",
                     creature=alpha, prey=prey))

    def _prey_pack_defence(self, g: GameState) -> None:
        cs = self.cs
        target = g.creatures.get(cs.target)
        if target is None or target.controller is not None:
            return
        pack = "pack-defends" in g.card(cs.target).keywords
        guards = {str(e.param("by")) for e in g.card(cs.target).effects
                  if e.when == "static" and e.do == "prey-guard"}  # the Priest's Mage
        if not pack and not guards:
            return
        for iid in g.hunting:
            c = g.creatures.get(iid)
            if (c is None or iid in cs.defenders or not cr.can_interact(c, target)
                    or not ((pack and "pack-defends" in g.card(iid).keywords)
                            or g.card(iid).id in guards)):
                continue
            cs.defenders.append(iid)
            g.emit(
                event("pack-defence", "{card} joins {target} in a pack defence",
                      {"card": g.name(iid), "target": g.name(cs.target)}, "v0.2 Pack Actions",
                      creature=iid)
            )

    def _step_in_candidates(self, g: GameState) -> list[int]:
        cs = self.cs
        target = g.creatures.get(cs.target)
        if target is None or target.controller is not None or cs.bind:
            return []
        if g.phase != "combat":  # FAQ (Sneak Attack): no alphas, so no one steps in
            return []
        kind = g.card(cs.target).card_type
        want = {CardType.VICTIM: Allegiance.GAIA, CardType.ENEMY: Allegiance.WYRM}.get(kind)
        out = []
        for seat, alpha in g.alphas.items():
            if seat == cs.attacker_seat or alpha not in g.creatures:
                continue
            c = g.creatures[alpha]
            if g.player(seat).allegiance != want:
                continue
            attacker = g.creatures.get(cs.attackers[0]) if cs.attackers else None
            if attacker is None or not cr.can_interact(c, attacker) or not cr.can_interact(
                    c, target):
                continue
            out.append(alpha)
        renown = {i: cr.renown(g, g.creatures[i]) for i in out}
        if len(set(renown.values())) < len(out):  # a tie: settled at random (R22)
            g.rng.shuffle(out)
            g.emit(event("tie",
                         "Alphas who may step in with the same Renown are asked in an order drawn "
                         "at random", None, "rules decision R22"))
        out.sort(key=lambda i: -renown[i])
        return out
