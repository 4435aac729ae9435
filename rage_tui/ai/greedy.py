"""The greedy bot: scores every legal option with quick heuristics and takes the best.

It plays the whole game from its own view: which resources to put down, which sept and combat
cards to throw away, whom to make alpha and whom to attack, whether to accept a challenge, how to
vote, which card to commit face down (a real card, a bluff or a null card, see
:mod:`rage_tui.ai.bluff`), whom to target and when to withdraw. Unknown decision kinds get a
safe default (pass, done, continue, or the first option).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from rage_tui.ai.bluff import BluffModel
from rage_tui.ai.greedy_turn import TurnScores
from rage_tui.ai.knowledge import (
    Defs,
    can_interact,
    creature_map,
    eff_hp,
    expected_swing,
    hand_strength,
    my_seat,
    next_rage,
)
from rage_tui.ai.tactics import (
    Mind,
    alternative_scores,
    attack_value,
    card_value,
    defend_odds,
    fighter,
    foes_of,
    kill_value,
    loss_value,
)
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.events import Event
from rage_tui.i18n import Text, m
from rage_tui.rulesets.rage1995.cards import CardDef, CardType
from rage_tui.rulesets.rage1995.view_types import CreatureView, View

SAFE = ("pass", "done", "continue", "refuse", "abandon")
Scored = list[tuple[float, Option]]


class GreedyAgent(TurnScores):
    """Heuristic bot: every option gets a score from VP, renown at risk, damage and cards."""

    name = "greedy"

    def __init__(self, seed: int = 0, defs: Defs | None = None, difficulty: str = "normal",
                 track: bool = True) -> None:
        self.rng = random.Random(seed)
        self.seed = seed
        self.difficulty = difficulty
        self.name = "greedy" if difficulty == "normal" else f"greedy-{difficulty}"
        self.track = track
        self.defs: Defs = dict(defs or {})
        self.model = BluffModel(-1, difficulty)
        self.junta_caller: dict[int, int] = {}
        self.juntas_open: list[int] = []
        #: challenges each seat accepted and refused so far
        self.challenges: dict[int, list[int]] = {}
        #: attacks of ours on each creature that ended without killing it
        self.futile: dict[int, int] = {}
        self._attacking: int | None = None
        self._killed: set[int] = set()

    # -- protocol ------------------------------------------------------------------------
    def set_library(self, defs: Mapping[str, CardDef]) -> None:
        """Give the bot the public card library (the Match does this once)."""
        self.defs = dict(defs)

    @property
    def explanations(self) -> list[str]:
        """Explanations of notable plays, oldest first (shown after the reveal)."""
        return self.model.explanations

    def explain_last(self) -> str | None:
        """The explanation of the latest notable play that has been revealed."""
        return self.model.explain_last()

    def observe(self, view: View, events: Sequence[Event]) -> None:
        """Update the bot's memory from what it was shown."""
        if view.seat is not None and self.model.seat != view.seat:
            self.model.seat = view.seat
        if not self.track:
            return
        self.model.observe(view, events)
        for e in events:
            if e.kind == "junta-called":
                self.junta_caller[e.get("card")] = e.get("seat")
            elif e.kind == "junta-order":
                self.juntas_open = list(e.get("order", ()))
            elif e.kind == "junta-result" and e.get("junta") in self.juntas_open:
                self.juntas_open.remove(e.get("junta"))
            elif e.kind == "attack":
                att = e.get("attacker")
                mine = self.model.controller.get(att) == self.model.seat
                self._attacking = e.get("target") if mine else None
            elif e.kind == "killed":
                self._killed.add(e.get("creature"))
            elif e.kind == "combat-end" and self._attacking is not None:
                if self._attacking not in self._killed:
                    self.futile[self._attacking] = self.futile.get(self._attacking, 0) + 1
                self._attacking = None
            elif e.kind in ("accepted", "refused"):
                seat = self.model.controller.get(e.get("target"))
                if seat is not None:
                    tally = self.challenges.setdefault(seat, [0, 0])
                    tally[0 if e.kind == "accepted" else 1] += 1

    def p_accept(self, seat: int | None) -> float:
        """Chance that ``seat`` accepts a challenge, from what it did so far."""
        acc, ref = self.challenges.get(seat, [0, 0]) if seat is not None else [0, 0]
        return (1.0 + acc) / (2.0 + acc + ref)

    def choose(self, view: View, events: Sequence[Event]) -> Choice:
        """Pick the best-scoring legal option."""
        self.observe(view, events)
        d = view.decision
        assert d is not None, "asked to choose without a decision"
        if len(d.options) == 1:
            return d.options[0].choice
        scored = self.score(view, d)
        return self.pick(view, d, scored).choice

    # -- scoring -------------------------------------------------------------------------
    @property
    def mind(self) -> Mind:
        """The library and bluffing model used by the estimates."""
        return Mind(self.defs, self.model)

    def score(self, view: View, d: Decision) -> Scored:
        """Every option of ``d`` with its score, best first."""
        handler = _HANDLERS.get(d.kind)
        if handler is None:
            scored = [(1.0 if o.choice.kind in SAFE else 0.0, o) for o in d.options]
        else:
            scored = handler(self, view, d)
        if self.difficulty == "easy":
            scored = [(s + self.rng.gauss(0, 0.8), o) for s, o in scored]
        scored.sort(key=lambda so: -so[0])
        return scored

    def pick(self, view: View, d: Decision, scored: Scored) -> Option:
        """The option to play (commits may mix in a surprise and leave an explanation)."""
        best = scored[0][1]
        if d.kind == "commit" and self.track:
            return self._commit_pick(view, d, scored)
        return best

    # -- combat --------------------------------------------------------------------------
    def _commit_scores(self, view: View, d: Decision) -> Scored:
        iid = d.about
        combat = view.combat
        if iid is None or combat is None:
            return [(0.0, o) for o in d.options]
        foes = foes_of(view, self.mind, iid)
        own = combat.attackers if iid in combat.attackers else combat.defenders
        allies = sum(1 for c in own if view.creature(c) is not None)
        out = []
        for o in d.options:
            if o.choice.kind == "weapon":
                # a weapon is used unless declared otherwise: only ever take one back up
                out.append((0.3 if "take up" in str(o.label) else -2.0, o))
                continue
            cid = _commit_cid(o)
            cv = card_value(view, self.mind, iid, cid, foes, allies)
            decoy = 0.1 if o.choice.kind == "decoy" else 0.0
            out.append((cv.value + decoy, o))
        return out

    def _commit_pick(self, view: View, d: Decision, scored: Scored) -> Option:
        iid = d.about
        assert iid is not None
        best_score, best = scored[0]
        me = view.creature(iid)
        if me is None or not foes_of(view, self.mind, iid):
            return best
        bluffs = [(s, o) for s, o in scored if (cid := _commit_cid(o)) is not None
                  and (card := self.defs.get(cid)) is not None and card.type ==
                  CardType.COMBAT_ACTION and (card.rage_req or 0) > me.card_rage
                  and (card.damage or 0) > 0]
        chosen = best
        mixed = False
        if bluffs and self.model.mixes(self.rng) and best_score < 3.5:
            chosen = max(bluffs, key=lambda so: self._damage(so[1]))[1]
            mixed = chosen is not best
        self.note_commit(view, d, chosen, scored, mixed)
        return chosen

    def note_commit(self, view: View, d: Decision, chosen: Option, scored: Scored,
                    mixed: bool = False, why: Text | None = None) -> None:
        """Remember why a bluff or a null card was committed, to explain it after the
        reveal."""
        iid = d.about
        me = view.creature(iid) if iid is not None else None
        foes = foes_of(view, self.mind, iid) if iid is not None else []
        if me is None or iid is None or not foes:
            return
        cid = _commit_cid(chosen)
        target = max(foes, key=lambda f: f.p_bluff)
        card = self.defs.get(cid) if cid is not None else None
        if card is not None and (card.rage_req or 0) > me.card_rage and card.damage:
            legal_attack = any(
                (c2 := self.defs.get(c or "")) is not None and (c2.damage or 0) > 0
                and (c2.rage_req or 0) <= me.card_rage for _, o in scored
                if (c := _commit_cid(o)) is not None)
            if why is not None:
                pass
            elif mixed:
                why = m("mixed in a bluff to stay unpredictable")
            elif not legal_attack:
                why = m("no attack within its Rage in hand; {reason}",
                        reason=self.model.reason_from_history(target.seat))
            else:
                why = self.model.reason_from_history(target.seat)
            self.model.note(iid, int(chosen.choice.args[0]), card.name, "bluff", why)
        elif cid is None and len(scored) > 1:
            playable = [o for s, o in scored if _commit_cid(o) is not None and s > 0]
            if why is None:
                why = (m("nothing in hand was worth playing") if not playable
                       else m("keeping its cards for a later round"))
            self.model.note(iid, -1, m("a null card"), "null", why)

    def _damage(self, o: Option) -> int:
        cid = _commit_cid(o)
        card = self.defs.get(cid) if cid is not None else None
        return card.damage or 0 if card is not None else 0

    def _target_scores(self, view: View, d: Decision) -> Scored:
        iid = d.about
        combat = view.combat
        if iid is None or combat is None:
            return [(0.0, o) for o in d.options]
        cid = None
        for s in combat.slots:
            if s.creature == iid and s.seat == view.seat:
                cid = s.cid
        foes = foes_of(view, self.mind, iid)
        out = []
        for o in d.options:
            t = int(o.choice.args[0])
            cv = card_value(view, self.mind, iid, cid, foes, 1, target=t)
            tv = view.creature(t)
            bonus = 0.0
            if tv is not None:
                bonus = 0.05 * tv.renown - 0.01 * eff_hp(tv, self.defs)
            out.append((cv.value + bonus, o))
        return out

    def _withdraw_scores(self, view: View, d: Decision) -> Scored:
        return [(self.withdraw_value(view) if o.choice.kind == "withdraw" else 0.0, o)
                for o in d.options]

    def withdraw_value(self, view: View) -> float:
        """How much better withdrawing looks than fighting on (positive: withdraw)."""
        combat = view.combat
        if combat is None:
            return -1.0
        cmap = creature_map(view)
        mine = [cmap[i] for i in combat.attackers if i in cmap]
        theirs = [cmap[i] for i in combat.defenders if i in cmap]
        if not mine or not theirs:
            return -1.0
        my_dmg = sum(hand_strength(view, c, self.defs) for c in mine)
        their_dmg = sum(expected_swing(c.card_rage) for c in theirs)
        my_hp = min(eff_hp(c, self.defs) for c in mine)
        their_hp = min(eff_hp(c, self.defs) for c in theirs)
        hand = my_seat(view).combat_hand or ()
        if not hand:
            return 2.0
        r_kill = their_hp / max(0.3, my_dmg)
        r_die = my_hp / max(0.3, their_dmg)
        danger = my_hp <= 2.0 * their_dmg
        gain = max(kill_value(view, t, False, self.defs) for t in theirs)
        loss = max(loss_value(view, c, self.defs) for c in mine)
        if r_kill <= 1.0 and not my_hp <= their_dmg * 0.8:
            return -1.0
        if danger and r_kill > 1.0:
            return 1.0 if loss >= gain * 0.5 else 0.2
        if r_kill > r_die + 0.5:
            return 0.5
        return -0.5

    # -- the combat phase ----------------------------------------------------------------
    def _alpha_scores(self, view: View, d: Decision) -> Scored:
        cmap = creature_map(view)
        me = my_seat(view)
        targets = [c for c in view.hunting]
        rivals: list[CreatureView] = []
        for s in view.seats:
            if s.seat != me.seat and not s.out:
                targets.extend(s.pack)
                rivals.extend(c for c in s.pack if not c.dead)
        out = []
        for o in d.options:
            c = cmap.get(int(o.choice.args[0]))
            if c is None:
                out.append((-9.0, o))
                continue
            best = 0.0
            mine = fighter(view, self.mind, c)  # the same against every target and rival
            for t in targets:
                if can_interact(c, t):
                    best = max(best, attack_value(view, self.mind, c, t, mine=mine))
            hp = mine.hp
            sturdiness = 0.25 * hp + 0.2 * next_rage(c, self.defs)
            # the alpha is the one the other alphas may attack: what would it risk?
            risk = 0.0
            for r in rivals:
                if can_interact(c, r):
                    risk = max(risk, -defend_odds(view, self.mind, c, r, mine))
            out.append((best + sturdiness - 0.5 * max(0.0, risk), o))
        return out

    def _alpha_action_scores(self, view: View, d: Decision) -> Scored:
        cmap = creature_map(view)
        me = cmap.get(d.about) if d.about is not None else None
        out = []
        for o in d.options:
            k = o.choice.kind
            if k == "pass" or me is None:
                out.append((0.0, o))
                continue
            target = int(o.choice.args[0]) if o.choice.args else -1
            t = cmap.get(target)
            if k in ("attack", "challenge", "bind") and t is not None:
                value = attack_value(view, self.mind, me, t, k)
                if value > 0:
                    value *= 0.6 ** self.futile.get(t.iid, 0)
                # a long game with nobody scoring is a lost game: take more risks as it drags
                value += 0.08 * max(0, view.turn - 12)
                if k == "challenge":
                    value *= self.p_accept(t.controller) / 0.3
                out.append((value, o))
            elif k == "territory":
                out.append((0.2, o))
            else:
                out.append((-0.5, o))
        return out

    def _challenge_scores(self, view: View, d: Decision) -> Scored:
        cmap = creature_map(view)
        me = cmap.get(d.about) if d.about is not None else None
        attacker = None
        for s in view.seats:
            if s.alpha is not None and s.seat != view.seat and s.alpha in cmap:
                cand = cmap[s.alpha]
                if me is not None and can_interact(me, cand):
                    attacker = cand
        value = -1.0
        if me is not None and attacker is not None:
            value = defend_odds(view, self.mind, me, attacker)
        return [((value if o.choice.kind == "accept" else 0.0), o) for o in d.options]

    def _defend_scores(self, view: View, d: Decision) -> Scored:
        me = my_seat(view)
        cmap = creature_map(view)
        mine = cmap.get(me.alpha) if me.alpha is not None else None
        attacker = None
        for s in view.seats:
            if s.seat != me.seat and s.alpha is not None and s.alpha in cmap:
                attacker = cmap[s.alpha]
        value = -1.0
        if mine is not None and attacker is not None:
            value = defend_odds(view, self.mind, mine, attacker) + 1.0
        return [((value if o.choice.kind == "defend" else 0.0), o) for o in d.options]

    def _prevent_scores(self, view: View, d: Decision) -> Scored:
        # armor that can stop a hit is spent on it: worth it unless the hit is trivial
        # a rite performed as a blow would kill (Rite of the Black Spiral) wins an ally
        return [((1.0 if o.choice.kind in ("prevent", "perform") else 0.0), o)
                for o in d.options]

    def _redirect_scores(self, view: View, d: Decision) -> Scored:
        # a blow turned onto an opponent is always worth it; onto a packmate only when it
        # would kill the intended target and the packmate can take it
        cmap = creature_map(view)
        me = view.seat
        hit = cmap.get(d.about) if d.about is not None else None
        out = []
        for o in d.options:
            if o.choice.kind != "redirect" or len(o.choice.args) < 3:
                out.append((0.0, o))
                continue
            new = cmap.get(int(o.choice.args[1]))
            value = int(o.choice.args[2])
            if new is None:
                out.append((-1.0, o))
            elif new.controller != me:
                out.append((2.0, o))
            else:
                left = (hit.health - hit.total_damage) if hit is not None else 99
                new_left = new.health - new.total_damage
                out.append((1.0 if left <= value < new_left else -0.5, o))
        return out

    def _hunter_scores(self, view: View, d: Decision) -> Scored:
        cmap = creature_map(view)
        out = []
        for o in d.options:
            t = cmap.get(int(o.choice.args[-1])) if o.choice.args else None
            if t is None:
                out.append((0.0, o))
            elif t.controller == view.seat:
                out.append((-1.0 - 0.1 * t.renown, o))
            else:
                out.append((1.0 + 0.1 * t.renown - 0.05 * eff_hp(t, self.defs), o))
        return out

    def _step_in_scores(self, view: View, d: Decision) -> Scored:
        cmap = creature_map(view)
        me = cmap.get(d.about) if d.about is not None else None
        combat = view.combat
        value = -1.0
        if me is not None and combat is not None:
            attackers = [cmap[a] for a in combat.attackers if a in cmap]
            prey = [cmap[t] for t in combat.defenders if t in cmap]
            if attackers:
                value = defend_odds(view, self.mind, me, attackers[0])
                value += 0.5 * max((p.renown for p in prey), default=0)
        return [((value if o.choice.kind == "step-in" else 0.0), o) for o in d.options]

    def _first_safe(self, view: View, d: Decision) -> Scored:
        return [(1.0 if o.choice.kind in SAFE else 0.0, o) for o in d.options]


CARD_PLAYS = ("commit", "feint", "instinctive")


def _commit_cid(o: Option) -> str | None:
    """The card id played by a commit, feint or instinctive option (``None`` for a null card
    or a decoy)."""
    if o.choice.kind not in CARD_PLAYS or not o.choice.args or int(o.choice.args[0]) < 0:
        return None
    return o.card


_HANDLERS: dict[str, Callable[[GreedyAgent, View, Decision], Scored]] = {
    "commit": GreedyAgent._commit_scores,
    "target": GreedyAgent._target_scores,
    "withdraw": GreedyAgent._withdraw_scores,
    "alpha": GreedyAgent._alpha_scores,
    "alpha-action": GreedyAgent._alpha_action_scores,
    "challenge": GreedyAgent._challenge_scores,
    "defend-territory": GreedyAgent._defend_scores,
    "resources": GreedyAgent._resource_scores,
    "open-play": GreedyAgent._resource_scores,
    # after the bluffs (Distractions): cancelling an opponent's revealed action is worth it
    "after-bluffs": lambda self, view, d: [
        (0.5 if o.choice.kind == "play" else 0.15, o) for o in d.options],
    "redraw-discard": GreedyAgent._redraw_scores,
    "combat-discard": GreedyAgent._combat_discard_scores,
    "hand-cut": GreedyAgent._combat_discard_scores,
    "join": lambda self, view, d: [  # pack actions: bring everyone in, strongest first
        (1.0 if o.choice.kind == "take" else 0.0, o) for o in d.options],
    "call-junta": GreedyAgent._call_scores,
    "vote": GreedyAgent._vote_scores,
    "step-in": GreedyAgent._step_in_scores,
    "feint": GreedyAgent._commit_scores,
    "instinctive": GreedyAgent._commit_scores,
    "prevent": GreedyAgent._prevent_scores,
    "lethal": GreedyAgent._prevent_scores,
    # a card another player plays that one of our creatures may cancel: cancel it
    "cancel": lambda agent, view, d: [
        (1.0 if o.choice.kind == "cancel" else 0.0, o) for o in d.options],
    # pack members joining without a card (Janus, Stormcrow ...): bring them all in
    "tag-along": lambda agent, view, d: [
        (1.0 if o.choice.kind == "take" else 0.0, o) for o in d.options],
    "redirect": GreedyAgent._redirect_scores,
    # Mizrait may direct another pack's alpha (R75): the greedy bot leaves them be
    "direct-alpha": lambda agent, view, d: [
        (1.0 if o.choice.kind == "done" else 0.0, o) for o in d.options],
    "hunter-target": GreedyAgent._hunter_scores,
    # rage-unlimited: playing for a prey fights someone else's creature, so always volunteer
    "prey-volunteer": lambda agent, view, d: [
        (1.0 if o.choice.kind == "volunteer" else 0.0, o) for o in d.options],
    "alternative": lambda agent, view, d: alternative_scores(view, d.options),
    "step-sideways": GreedyAgent._first_safe,
    "regenerate": GreedyAgent._first_safe,
    # a discard of its own choice (Caern of Bygone Visions): the card it least wants to keep
    "discard-pick": lambda agent, view, d: [(-_keep(agent, view, o), o) for o in d.options],
    # a search of its own deck (Monster Joe's Truck-n-Tow): the card it most wants
    "tutor-pick": lambda agent, view, d: [(_keep(agent, view, o), o) for o in d.options],
}


def _keep(agent: GreedyAgent, view: View, o: Option) -> float:
    """How much the agent wants to keep the hand card an option names."""
    card = agent.defs.get(o.card or "")
    if card is None:
        return 0.0
    return agent.sept_keep_value(view, card) if card.is_sept else agent.combat_keep_value(
        view, card)

