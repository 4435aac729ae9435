"""A greedy V:TES bot (issue 28 item 5) that sees only its own view: it brings vampires out,
hunts when low, bleeds its prey with its best bleed, blocks bleeds against it, plays its
modifiers and reactions when they count, strikes with its best strike, and votes for what
helps it and against what hurts it."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.events import Event
from rage_tui.engine.view import View
from rage_tui.rulesets.vtes.cards import VtesCard
from rage_tui.rulesets.vtes.view import SeatView, VtesView

#: the answers that play nothing
NOTHING = ("pass", "no", "end", "done", "stay")


class VtesGreedyAgent:
    """Greedy V:TES play from the seat's own view and the public card texts."""

    name = "greedy"
    looks_at_table = True

    def __init__(self, seed: int = 0, cards: Mapping[str, VtesCard] | None = None,
                 thrifty: bool = False) -> None:
        self._rng = random.Random(seed)
        #: never move pool past an uncontrolled vampire's capacity (the hard bot's own play);
        #: the greedy bot itself keeps putting every transfer into the first one, overfilling
        #: him (the narrated demos are played by it)
        self.thrifty = thrifty
        self.cards = dict(cards or {})
        #: the referendum being polled: (acting seat, card id, chosen seat)
        self.referendum: tuple[int, str, int] | None = None

    def choose(self, view: View, events: Sequence[Event]) -> Choice:
        """The greedy choice for the pending decision."""
        d = view.decision
        assert d is not None and isinstance(view, VtesView)
        for e in events:
            if e.kind == "referendum":
                self.referendum = (int(e.get("seat", -1)), str(e.get("card", "")),
                                   int(e.get("chosen", -1)))
        opts = list(d.options)
        plays = [o for o in opts if o.choice.kind not in NOTHING]
        rest = [o for o in opts if o.choice.kind in NOTHING]
        pass_ = rest[0].choice if rest else opts[0].choice
        me = view.seats[d.seat] if view.seats else None
        if me is not None:  # never pay the last pool (an ousting of its own making)
            plays = [o for o in plays if self._cost(o) < me.pool]
        pick = getattr(self, "_" + d.kind.replace("-", "_"), None)
        if pick is not None and me is not None:
            got: Choice | None = pick(view, me, plays, pass_)
            if got is not None:
                return got
        if d.kind in ("stealth", "intercept", "open-play", "prevent", "extra-strike",
                      "contest-title", "diablerie-discipline", "diablerize") and plays:
            return plays[0].choice
        return pass_ if rest else opts[self._rng.randrange(len(opts))].choice

    def _cost(self, o: Option) -> int:
        card = self._card(o)
        return card.pool_cost if card is not None else 0

    # -- by decision kind -----------------------------------------------------------------
    def _card(self, o: Option) -> VtesCard | None:
        return self.cards.get(o.card or "")

    def _action(self, view: VtesView, me: SeatView, plays: list[Option],
                pass_: Choice) -> Choice | None:
        blood = {m.iid: m.blood for m in me.minions}
        untapped = [m for m in me.minions if m.region == "ready" and not m.tapped]
        forced = [o for o in plays if o.choice.args[1:2] == ("hunt",)]
        if forced and all(o.choice.args[1] == "hunt" for o in plays):
            return forced[0].choice
        scored: list[tuple[float, Choice]] = []
        for o in plays:
            args = o.choice.args
            actor, kind = int(args[0]), str(args[1])
            b = blood.get(actor, 0)
            if kind == "hunt":
                scored.append((3.0 if b <= 1 else 0.5, o.choice))
            elif kind == "bleed":
                scored.append((2.0, o.choice))
            elif kind == "card":
                scored.append((self._card_score(o, me), o.choice))
            elif kind == "rescue":
                scored.append((2.5 if int(args[2]) in blood else -1.0, o.choice))
            elif kind == "leave":
                scored.append((2.5, o.choice))
            elif kind == "diablerize":
                scored.append((1.5 if int(args[2]) not in blood else -5.0, o.choice))
        keep = 1 if len(untapped) >= 3 else 0  # a blocker stays home
        if not scored or (len(untapped) <= keep and not forced):
            return pass_
        best = max(scored, key=lambda s: s[0])
        return best[1] if best[0] > 0.4 else pass_

    def _card_score(self, o: Option, me: SeatView) -> float:
        card = self._card(o)
        if card is None:
            return 0.0
        kinds = {s.do for s in card.specs(bool(int(o.choice.args[3])))}
        if card.type == "action" and "bleed" in kinds:
            return 2.6 + 0.1 * int(o.choice.args[3])
        if card.type == "political":
            return 2.2
        if card.type in ("ally", "equipment", "retainer"):
            return 1.8 if me.pool > 8 + card.pool_cost else 0.1
        if "burn-blood" in kinds:
            return 1.2
        return 1.0

    def _block(self, view: VtesView, me: SeatView, plays: list[Option],
               pass_: Choice) -> Choice | None:
        if not plays:
            return pass_
        acting = view.seats[view.active]
        bleeding_me = me.seat == view.seats[view.active].prey
        if bleeding_me or acting.seat == me.predator or self._rng.random() < 0.5:
            return plays[0].choice
        return pass_

    def _vote(self, view: VtesView, me: SeatView, plays: list[Option],
              pass_: Choice) -> Choice | None:
        side = self._side(me)
        for o in plays:
            if o.choice.args[-1] == side:
                return o.choice
        return pass_

    def _side(self, me: SeatView) -> str:
        if self.referendum is None:
            return "against"
        acting, cid, chosen = self.referendum
        card = self.cards.get(cid)
        if card is None:  # a Blood Hunt: against a diabolist of one's own
            return "for" if acting == me.seat else "against"
        hurts = any(s.do == "burn-pool" for s in card.effects)
        mine = chosen == me.seat or any(s.param("target") == "each" for s in card.effects)
        if acting == me.seat:
            return "for" if not (hurts and mine and chosen == me.seat) else "against"
        return "against" if hurts == mine else "for"

    def _terms(self, view: VtesView, me: SeatView, plays: list[Option],
               pass_: Choice) -> Choice | None:
        cid = self.referendum[1] if self.referendum else ""
        card = self.cards.get(cid)
        hurts = card is not None and any(s.do == "burn-pool" for s in card.effects)
        want = me.prey if hurts else me.seat
        for o in plays:
            if o.choice.args == (want,):
                return o.choice
        return plays[0].choice if plays else pass_

    def _master(self, view: VtesView, me: SeatView, plays: list[Option],
                pass_: Choice) -> Choice | None:
        if not plays:
            return pass_
        blood = {m.iid: m.blood for m in me.minions}
        return max(plays, key=lambda o: blood.get(int(o.choice.args[-1]), 0)
                   if len(o.choice.args) > 1 else 1).choice

    def _influence(self, view: VtesView, me: SeatView, plays: list[Option],
                   pass_: Choice) -> Choice | None:
        to = [o for o in plays if o.choice.kind == "to"]
        if not self.thrifty:
            if to and me.pool > 5:
                return to[0].choice
            crypt = [o for o in plays if o.choice.kind == "crypt"]
            if crypt and me.pool > 12 and me.uncontrolled_count == 0:
                return crypt[0].choice
            return pass_
        need = self._needs(me)
        if len(need) != len(to):  # (not the region this decision lists)
            need = [1] * len(to)
        # (never past a vampire's capacity: the excess drains when he comes out, 7)
        short = [(n, i, o) for i, (n, o) in enumerate(zip(need, to, strict=True)) if n > 0]
        if short and me.pool > 5:
            return min(short, key=lambda t: (t[0], t[1]))[2].choice
        crypt = [o for o in plays if o.choice.kind == "crypt"]
        if crypt and me.pool > 12 and not short:
            return crypt[0].choice
        return pass_

    def _is_vampire(self, cid: str) -> bool:
        card = self.cards.get(cid)
        return card is not None and card.crypt

    def _needs(self, me: SeatView) -> list[int]:
        """The blood each own uncontrolled vampire still lacks, in the region's order (the
        order the influence decision lists them)."""
        return [self.cards[c].capacity - b
                for c, b in zip(me.uncontrolled, me.uncontrolled_blood, strict=False)
                if self._is_vampire(c)]

    def _contest(self, view: VtesView, me: SeatView, plays: list[Option],
                 pass_: Choice) -> Choice | None:
        pay = [o for o in plays if o.choice.kind == "contest"]
        yld = [o for o in plays if o.choice.kind == "yield"]
        return pay[0].choice if pay and me.pool > 8 else yld[0].choice

    def _strike(self, view: VtesView, me: SeatView, plays: list[Option],
                pass_: Choice) -> Choice | None:
        cards = [o for o in plays if o.choice.kind == "card"]
        weapons = [o for o in plays if o.choice.args[:1] == ("weapon",)]
        if not plays:  # (every strike costs more pool than is left: the decision's own)
            return None
        return (cards or weapons or plays)[0].choice

    def _blood_hunt(self, view: VtesView, me: SeatView, plays: list[Option],
                    pass_: Choice) -> Choice | None:
        mine = {m.iid for m in me.minions}
        about = view.decision.about if view.decision else None
        return pass_ if about in mine or view.active == me.seat else plays[0].choice

    def _discard(self, view: VtesView, me: SeatView, plays: list[Option],
                 pass_: Choice) -> Choice | None:
        return pass_


def make_agent(name: str, seed: int) -> VtesGreedyAgent:
    """The greedy bot with the bundled card texts (the registry's agent hook)."""
    from rage_tui.content.vtes_cards import bundled_vtes_cards

    agent = VtesGreedyAgent(seed, bundled_vtes_cards())
    agent.name = name
    return agent
