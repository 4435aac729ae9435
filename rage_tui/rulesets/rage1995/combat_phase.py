"""Combat Phase (v0.2 chapter 3 "Combat Phase"): refill, alphas, alpha actions, the win check."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.events import ev, event, private
from rage_tui.engine.flow import pop, push
from rage_tui.engine.windows import LAST_PRIVATE, keyboard_first
from rage_tui.i18n import Text, joined_later, later, m
from rage_tui.rulesets.rage1995 import battlefields as bf
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import team
from rage_tui.rulesets.rage1995.absence import absent
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.combat import Combat
from rage_tui.rulesets.rage1995.combat_limits import may_target
from rage_tui.rulesets.rage1995.combat_start import declare
from rage_tui.rulesets.rage1995.combat_state import CombatState, combat_only
from rage_tui.rulesets.rage1995.directed_attacks import DirectAlphas, clear, limit
from rage_tui.rulesets.rage1995.frames import Frame, PrivateCollect
from rage_tui.rulesets.rage1995.openplay import OpenPlay
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.sanctuary import accepts_challenges, challenge_shielded, untouchable
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.tied import tied_up
from rage_tui.rulesets.rage1995.zones import draw_combat, hand_size, to_discard, total_vp

RULE: Final = "v0.2 Combat Phase"


#: messages and options that never change, made once (asked at every such decision)
_DISCARD_PROMPT: Final = m("Combat Phase: choose combat cards to discard, then Done to refill")
_DONE_REFILL: Final = m("Done: refill")
_PASS: Final = Option(Choice("pass"), m("Pass"))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class CombatDiscard(PrivateCollect):
    """Closed play: each seat may discard combat cards in private, then all refill."""

    kind = "combat-discard"
    rule = RULE

    def options(self, g: GameState, seat: int, picked: list[Choice]) -> list[Option]:
        chosen = {c.args[0] for c in picked}
        return [option("Discard {card}", Choice("discard", (iid,)), g.cards[iid].cid,
                       card=g.name(iid))
                for iid in g.player(seat).combat_hand if iid not in chosen]

    def prompt(self, g: GameState, seat: int) -> Text:
        return _DISCARD_PROMPT

    def done_label(self) -> Text:
        return _DONE_REFILL

    def finish(self, g: GameState) -> None:
        for seat in self.seats:
            p = g.player(seat)
            for c in self.picks[seat]:
                iid = int(c.args[0])
                p.combat_hand.remove(iid)
                to_discard(g, iid)
            if self.picks[seat]:
                g.emit(
                    event("discarded", "{player} discards {n} combat card(s)",
                          {"player": p.name, "n": len(self.picks[seat])}, RULE, seat=seat,
                          count=len(self.picks[seat]))
                )
        for seat in self.seats:
            p = g.player(seat)
            draw_combat(g, seat, hand_size(g, seat, "combat") - len(p.combat_hand))


def alpha_candidates(g: GameState, seat: int) -> list[int]:
    """Pack members that may be alpha: characters and allies at home. A member that must be
    alpha (``must-be-alpha``: Crookpaw, R77) is the only choice when it may be; when something
    keeps it from being alpha the "must" does nothing (FAQ "can't versus must")."""
    umbra_blocks = rules_for(g).umbra_blocks_alpha
    cands = [c.iid for c in cr.pack_creatures(g, seat) if not c.away and not c.dead
             and not (umbra_blocks and c.umbra) and not absent(g, c)]
    musts = g.cids_with("static", "must-be-alpha")  # the library's cards with one
    must = [i for i in cands if g.cards[i].cid in musts] if musts else []
    return must or cands


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class ChooseAlphas(Frame):
    """Each seat picks its alpha in private (it must if it can); all are shown together."""

    def __init__(self, seats: list[int]) -> None:
        self.seats = [s for s in seats]
        self.index = 0
        self.picks: dict[int, int] = {}
        self.ordered = False

    def run(self, g: GameState) -> Decision | None:
        if not self.ordered:  # who is asked first (R8); the alphas are shown together anyway
            self.ordered = True
            self.seats = keyboard_first(g, self.seats)
        while self.index < len(self.seats):
            seat = self.seats[self.index]
            cands = alpha_candidates(g, seat)
            if not cands:
                self.index += 1
                continue
            return ask(seat, "alpha", "Choose your alpha for this Combat Phase", None,
                       tuple(
                           option("{i} (Renown {renown})", Choice("alpha", (i,)), g.cards[i].cid,
                                  i=g.name(i), renown=cr.renown(g, g.creatures[i]))
                           for i in cands
                       ), rule=RULE)
        pop(g, self)
        g.alphas = dict(sorted(self.picks.items()))
        for seat, iid in g.alphas.items():
            g.emit(event("alpha", "{player} picks {card} as alpha",
                         {"player": g.player(seat).name, "card": g.name(iid)}, RULE, seat=seat,
                         creature=iid))
        return None

    def answer(self, g: GameState, choice: Choice) -> None:
        seat = self.seats[self.index]
        if g.setup.variants.keyboard_order:
            g.marks[LAST_PRIVATE] = seat
        self.picks[seat] = int(choice.args[0])
        self.index += 1
        said = event("chose", "{player} has chosen an alpha", {"player": g.player(seat).name},
                     seat=seat, step="alpha")
        g.emit(private({seat}, said, said))  # (the others see the same: one event made)


def alpha_options(g: GameState, seat: int, alpha: int) -> list[Option]:
    """What an alpha may do as its alpha action (v0.2 Combat Phase list)."""
    me = g.creatures[alpha]
    out: list[Option] = []
    if tied_up(g, me) or combat_only(me):  # alpha actions are actions (v0.2 FAQ); Mangled
        return [_PASS]
    for other_seat, other in sorted(g.alphas.items()):
        if other_seat == seat or other not in g.creatures:
            continue
        c = g.creatures[other]
        if cr.can_interact(me, c) and not untouchable(g, me, c):
            out.append(option("Attack the alpha {other} of {player}", Choice("attack", (other,)),
                              g.cards[other].cid, other=g.name(other),
                              player=g.player(other_seat).name))
    for prey in g.hunting:
        found = g.creatures.get(prey)
        if (found is None or not may_target(g, me, found) or bf.is_battlefield(g, prey)
                or untouchable(g, me, found)):
            continue
        c = found
        out.append(option("Attack {prey} in the Hunting Grounds", Choice("attack", (prey,)),
                          g.cards[prey].cid, prey=g.name(prey)))
        if cr.is_spirit(g, c) and me.umbra and "cannot-be-bound" not in g.card(prey).keywords:
            out.append(option("Attack {prey} to bind it", Choice("bind", (prey,)),
                              g.cards[prey].cid, prey=g.name(prey)))
    for s in g.seats_in():
        if s == seat:
            continue
        for member in cr.pack_creatures(g, s):
            if (member.iid == g.alphas.get(s) or member.away or not cr.can_interact(me, member)
                    or challenge_shielded(g, me, member)):
                continue
            out.append(option("Challenge {member} of {player}",
                              Choice("challenge", (member.iid,)), g.cards[member.iid].cid,
                              member=g.name(member.iid), player=g.player(s).name))
        for r in g.player(s).resources:
            if g.card(r).type == CardType.TERRITORY:
                out.append(option("Attack the territory {r} of {player}",
                                  Choice("territory", (r,)), g.cards[r].cid, r=g.name(r),
                                  player=g.player(s).name))
    # (attacks, binds and challenges on creatures ``me`` cannot act against are left out
    # above, before their labels are made)
    if bf.enabled(g):
        out.extend(bf.engage_options(g, me))  # (battlefields: none of those kinds)
    out = team.no_friendly_attacks(g, seat, _apply_rivalry(g, me, out))
    out.append(_PASS)
    return limit(g, alpha, out)


def _matches(g: GameState, names: frozenset[str], iid: int) -> bool:
    card = g.card(iid)
    return card.id in names or (card.persona or "") in names or bool(card.keywords & names)


def _apply_rivalry(g: GameState, me: Creature, opts: list[Option]) -> list[Option]:
    """Loyalty: never attack the target of a loyalty (but a challenge to a creature on a Quest
    of Valor stays). Rivalry: when a rival is among the
    valid targets of an attack, the attack must be on a rival (challenges are not affected;
    the alpha may still pass) (v0.2 "Rivalry and Loyalty", "Forced Attacks")."""
    card = g.card(me.iid)
    if card.loyal_to:  # a creature on a Quest of Valor may be challenged all the same (FAQ)
        opts = [o for o in opts if o.choice.kind not in ("attack", "bind", "challenge")
                or not _matches(g, card.loyal_to, int(o.choice.args[0]))
                or (o.choice.kind == "challenge"
                    and accepts_challenges(g, g.creatures[int(o.choice.args[0])]))]
    if card.rivals:
        attacks = [o for o in opts if o.choice.kind == "attack"]
        rivals = [o for o in attacks if _matches(g, card.rivals, int(o.choice.args[0]))]
        if rivals:
            opts = [o for o in opts if o.choice.kind != "attack" or o in rivals]
    return opts


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class CombatPhase(Frame):
    """Refill, open play, alphas, alpha actions in descending Renown, then the win check."""

    def __init__(self) -> None:
        self.stage = "discard"
        self.hunters: list[int] = []
        self.order: list[int] = []
        self.acting: int | None = None
        self.tie_settled: set[int] = set()

    def run(self, g: GameState) -> Decision | None:
        seats = g.seats_in()
        if self.stage == "discard":
            self.stage = "open"
            g.alphas = {}  # last turn's alphas are no longer alphas (no step-ins for them)
            clear(g)  # last turn's directed attacks (R75)
            if rules_for(g).combat_hand_at_first_combat:
                for seat in seats:  # the first combat hands are drawn now (refilled below)
                    g.marks[f"combat-hand:{seat}"] = 1
            push(g, CombatDiscard(seats))
            return None
        if self.stage == "open":
            self.stage = "alphas"
            push(g, OpenPlay("Beginning of the Combat Phase", seats))
            return None
        if self.stage == "alphas":
            self.stage = "order"
            g.alphas = {}
            push(g, ChooseAlphas(seats))
            return None
        if self.stage == "order":
            self.stage = "directed"
            push(g, DirectAlphas(seats, alpha_options))
            return None
        if self.stage == "directed":
            self.stage = "actions"
            ties = {s: g.rng.randrange(1 << 30) for s in sorted(g.alphas)}
            self.order = sorted(g.alphas, key=lambda s: (
                -cr.renown(g, g.creatures[g.alphas[s]]), ties[s]))
            if self.order:
                g.emit(event("alpha-order", "Alphas act in this order: {names}",
                             {"names": ", ".join(g.name(g.alphas[s]) for s in self.order)}, RULE,
                             order=tuple(self.order)))
            return None
        if self.stage == "actions":
            while self.order:
                seat = self.order[0]
                alpha = g.alphas.get(seat)
                if alpha is None or alpha not in g.creatures or g.player(seat).out:
                    self.order.pop(0)
                    continue
                g.step = "alpha action"
                return ask(seat, "alpha-action", "{alpha}'s alpha action", {"alpha": g.name(alpha)},
                           tuple(alpha_options(g, seat, alpha)), about=alpha, rule=RULE)
            self.stage = "hunters"
            self.hunters = sorted(
                (i for i in g.hunting if i in g.creatures and "hunter" in g.card(i).keywords),
                key=lambda i: -g.card(i).renown)
            return None
        if self.stage == "hunters":
            tie = self._hunter_tie(g)
            if tie is not None:
                return tie
            while self.hunters:
                prey = self.hunters.pop(0)
                targets = hunter_targets(g, prey)
                if not targets:
                    continue
                owner = g.cards[prey].owner
                return ask(owner, "hunter-target",
                           "{prey} attacks at the end of the Combat Phase: choose its target",
                           {"prey": g.name(prey)},
                           tuple(
                               option("{prey} attacks {t}", Choice("hunt", (prey, t)),
                                      g.cards[t].cid, prey=g.name(prey), t=g.name(t))
                               for t in targets
                           ), about=prey, rule="v0.2 Prey: Enemies and Victims")
            self.stage = "end"
            return None
        pop(g, self)
        check_win(g)
        return None

    def _hunter_tie(self, g: GameState) -> Decision | None:
        """FAQ (Prey): hunters act by Renown; "if tied, pick a random player to decide which
        creature attacks first"."""
        if not self.hunters or self.hunters[0] in self.tie_settled:
            return None
        top = g.card(self.hunters[0]).renown
        tied = [i for i in self.hunters if g.card(i).renown == top]
        if len(tied) < 2:
            return None
        chooser = g.rng.choice(g.seats_in() or [p.seat for p in g.players])
        g.emit(event("tie",
                     "{n} hunting prey have Renown {top}: {player}, picked at random, decides "
                     "which attacks first",
                     {"n": len(tied), "top": top, "player": g.player(chooser).name},
                     "v0.2 Prey: Enemies and Victims", seat=chooser))
        return ask(chooser, "hunt-order", "Prey tied at Renown {top}: which attacks first?",
                   {"top": top},
                   tuple(
                       option("{i} attacks first", Choice("first", (i,)), g.cards[i].cid,
                              i=g.name(i))
                       for i in tied
                   ), rule="v0.2 Prey: Enemies and Victims")

    def answer(self, g: GameState, choice: Choice) -> None:
        if choice.kind == "first":
            first = int(choice.args[0])
            self.hunters.remove(first)
            self.hunters.insert(0, first)
            top = g.card(first).renown
            tied = [i for i in self.hunters if g.card(i).renown == top]
            self.tie_settled.add(first)
            if len(tied) == 2:  # the last one of the tie follows without asking
                self.tie_settled.update(tied)
            return
        if choice.kind == "hunt":
            prey, target = int(choice.args[0]), int(choice.args[1])
            t = g.creatures[target]
            g.emit(event("attack", "{prey} attacks {target}",
                         {"prey": g.name(prey), "target": g.name(target)},
                         "v0.2 Prey: Enemies and Victims", attacker=prey, target=target))
            assert t.controller is not None
            cs = CombatState("prey-attack", -1, [prey], [target], t.controller, target)
            push(g, Combat(cs))
            return
        seat = self.order.pop(0)
        alpha = g.alphas[seat]
        if choice.kind == "pass":
            g.emit(event("alpha-pass", "{alpha} passes", {"alpha": g.name(alpha)}, RULE,
                         creature=alpha))
            return
        target = int(choice.args[0])
        push(g, declare(g, seat, alpha, choice.kind, target),
             OpenPlay("After combat", g.seats_in()))


def hunter_targets(g: GameState, prey: int) -> list[int]:
    """Characters and allies a hunting prey may attack: valid targets it can reach; an enemy
    never attacks a Wyrm creature and a victim never a Gaia one."""
    from rage_tui.engine.cards import Allegiance

    me = g.creatures[prey]
    avoid = Allegiance.WYRM if g.card(prey).type == CardType.ENEMY else Allegiance.GAIA
    out: list[int] = []
    for s in g.seats_in():
        if g.player(s).allegiance == avoid:
            continue
        out.extend(c.iid for c in cr.pack_creatures(g, s)
                   if cr.can_interact(me, c) and not c.dead
                   and not untouchable(g, me, c))
    return out


def check_win(g: GameState) -> None:
    """End of the Combat Phase: a single seat at or over the Renown level wins; with several,
    the most VP wins; a tie plays on (v0.2 Winning the Game). Rules decision: when only one
    pack is left in the game it wins; when none is left the game ends without a winner."""
    level = g.setup.renown_level
    scores = {p.seat: total_vp(g, p.seat) for p in g.players}
    g.emit(event("scores", "Victory points: {names}",
                 {"names": joined_later(", ", (later("{player} {vp}", player=g.player(s).name,
                                                     vp=v) for s, v in scores.items()))},
                 "v0.2 Winning the Game", scores=tuple(sorted(scores.items()))))
    if team.check_team(g, scores):
        return
    if g.marks.get("sudden-death"):
        best = max(scores.values())
        top = [s for s, v in scores.items() if v == best]
        if len(top) == 1:
            _finish(g, top[0], m("{player} wins the sudden death with {best} VP",
                                 player=g.player(top[0]).name, best=best))
            return
        g.emit(event("tie", "Still tied at the top: the sudden death goes on", None,
                     "Rage Unlimited: Zakończenie gry"))
    elif level is not None:
        over = {s: v for s, v in scores.items() if v >= level}
        if over:
            best = max(over.values())
            top = [s for s, v in over.items() if v == best]
            if len(top) == 1:
                _finish(g, top[0], m("{player} wins with {best} VP", player=g.player(top[0]).name,
                                     best=best))
                return
            if rules_for(g).sudden_death:
                g.marks["sudden-death"] = 1
                g.emit(event("sudden-death",
                             "Tied at the top over the Renown level: sudden death - the first to "
                             "lead alone at the end of a turn wins", None,
                             "Rage Unlimited: Zakończenie gry"))
            else:
                g.emit(event("tie", "Tied at the top over the Renown level: the game goes on", None,
                             "v0.2 Winning the Game"))
    left = g.seats_in()
    if len(left) == 1 and g.n_seats > 1:
        _finish(g, left[0], m("{player} wins: the last pack standing (rules decision R6)",
                              player=g.player(left[0]).name))
    elif not left:
        g.over = True
        g.result = m("every pack was destroyed: no winner")
        g.emit(ev("game-over", g.result))


def _finish(g: GameState, seat: int, text: Text) -> None:
    g.over = True
    g.winner = seat
    g.result = text
    g.emit(ev("game-over", text, "v0.2 Winning the Game", winner=seat))
