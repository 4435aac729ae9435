"""The greedy bot of Rage: Across Las Vegas: it reads only its view (the table and its own
hands) and the public card library, and scores each option at once: what a Sept card adds,
which alpha is strongest, which prey it can beat, the Rage costs of its combat cards against
what its pool holds, whether it has initiative, and the Umbral chart (the cost of crossing,
the chart's level when it moves the marker)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.events import Event
from rage_tui.rulesets.las_vegas.cards import LVCard
from rage_tui.rulesets.las_vegas.view import LVView

#: how much each kind of Sept card is worth putting into play (before its own figures)
_PLAY_VALUE = {"gift": 5.0, "equipment": 4.5, "rite": 3.5, "totem": 5.0, "ally": 3.0,
               "victim": 1.0, "enemy": 1.5, "moot": 2.0}


class LVGreedyAgent:
    """Scores every option of its decision and takes the best (ties: the first)."""

    name = "greedy"
    looks_at_table = True

    def __init__(self, defs: Mapping[str, LVCard], seed: int = 0) -> None:
        self.defs = defs
        self._rng = random.Random(seed)

    def set_library(self, defs: Mapping[str, Any]) -> None:
        """Take the game's public card library (the Match hands it over when it seats the
        bot, so a game of another library than the bundled one is read by its own cards)."""
        self.defs = {cid: card for cid, card in defs.items() if isinstance(card, LVCard)}

    # -- reading the view ------------------------------------------------------------------
    def _chars(self, view: LVView) -> dict[int, dict[str, Any]]:
        out: dict[int, dict[str, Any]] = {}
        for s in view.table["seats"]:
            for c in s["pack"]:
                out[c["iid"]] = c
        for c in view.table["hunting"]:
            out[c["iid"]] = c
        return out

    def strength(self, c: dict[str, Any]) -> float:
        """Fighting worth of a character: Rage (its Crinos Rage once it can flip), Health
        left, what its gifts add."""
        card = self.defs[c["card"]]
        rage = card.crinos_rage if card.crinos_rage is not None else c["rage"]
        rage = max(rage, c["rage"])
        extra = sum(float(s.param("amount", 1)) for a in c["attached"]
                    for s in self.defs[a].effects if s.do == "bonus")
        return float(rage + 1.2 * (c["health"] - c["wounds"]) + 1.5 * extra)

    def _hand(self, view: LVView, name: str) -> dict[int, str]:
        me = view.table["seats"][view.seat or 0]
        return {int(i): str(cid) for i, cid in me[name]}

    # -- choosing -------------------------------------------------------------------------
    def choose(self, view: LVView, events: Sequence[Event]) -> Choice:
        """The best-scored option."""
        d = view.decision
        assert d is not None, "asked to choose without a decision"
        scores = [self.score(view, d.kind, o) for o in d.options]
        best = max(range(len(scores)), key=lambda i: (scores[i], -i))
        return d.options[best].choice

    def score(self, view: LVView, kind: str, o: Option) -> float:
        """How good option ``o`` of a ``kind`` decision looks from this seat."""
        ch = o.choice
        chars = self._chars(view)
        me = view.seat
        if ch.kind in ("pass", "none", "wuss", "stay", "breed", "done"):
            return self._default(view, kind, chars)
        if kind == "open-play":
            return self._play(view, ch, chars)
        if kind == "discard-down":
            return -self._card_value(self.defs[o.card or ""]) if o.card else 0.0
        if kind == "vote":
            moot = next((m for m in view.table["moots"] if m[0] == (view.decision.about
                                                                   if view.decision else -1)),
                        None)
            own = moot is not None and moot[3] == me
            return (2.0 if ch.args[1] == "yes" else -2.0) * (1 if own else -1) \
                - 0.01 * float(chars[int(ch.args[0])]["renown"])
        if kind == "moot-target":
            c = chars.get(int(ch.args[0]))
            return 0.0 if c is None else float(c["renown"] if c["owner"] != me else -c["renown"])
        if kind == "umbra-return":
            return 1.0
        if kind == "alpha":
            return self.strength(chars[int(ch.args[0])])
        if kind == "crinos":
            return 2.0 if ch.args[0] == "deck" else 1.0
        if kind == "umbra":
            return self._umbra(view, chars)
        if kind == "alpha-action":
            return self._alpha_action(view, ch, chars)
        if kind == "challenge":
            return 1.0 if ch.kind == "accept" and self._challenge_ok(view, chars) else -1.0
        if kind in ("attack", "defend", "react"):
            return self._combat(view, kind, ch)
        return 0.0

    def _default(self, view: LVView, kind: str, chars: dict[int, dict[str, Any]]) -> float:
        if kind == "vote":
            return 0.5
        if kind == "umbra":
            return 0.0
        if kind in ("attack", "defend", "react"):
            return 0.5
        if kind == "alpha-action":
            return 0.5
        return 0.0

    def _card_value(self, card: LVCard) -> float:
        if card.kind in ("enemy", "victim"):
            return 1.0
        return _PLAY_VALUE.get(card.kind, 2.0) + len(card.effects)

    def _play(self, view: LVView, ch: Choice, chars: dict[int, dict[str, Any]]) -> float:
        me = view.seat
        if ch.kind == "regen":
            c = chars[int(ch.args[0])]
            return 3.0 if c["wounds"] >= 2 else -1.0
        hands = self._hand(view, "sept_hand")
        hands.update(self._hand(view, "combat_hand"))
        cid = hands.get(int(ch.args[0]))
        if cid is None:
            return 0.0
        card = self.defs[cid]
        if card.kind == "combat-event":
            return 3.0 if not any(s.do == "heal" for s in card.effects) else 1.0
        if card.kind in _PLAY_VALUE and card.kind != "moot":
            return _PLAY_VALUE[card.kind] + sum(float(s.param("amount", 1))
                                                for s in card.effects if s.do == "bonus")
        value = 0.0
        target = chars.get(int(ch.args[2])) if len(ch.args) > 2 else None
        for s in card.effects:
            n = float(s.param("amount", 1))
            if s.do in ("draw-sept", "draw-combat"):
                value += 1.5 * n
            elif s.do == "umbra":
                value += -n if view.table["umbra_level"] >= 3 else -0.3 * n
            elif s.do == "heal":
                if target is not None:
                    value += n if target["owner"] == me and target["wounds"] else -n
                else:
                    value += 1.0
            elif s.do in ("wound", "mill-sept"):
                if target is not None:
                    value += n if target["owner"] != me else -2 * n
            elif s.do == "bonus":
                value += 0.5
        return value

    def _umbra(self, view: LVView, chars: dict[int, dict[str, Any]]) -> float:
        """Cross only when the prey worth hunting is on the other side."""
        alpha = chars.get(view.decision.about or -1) if view.decision else None
        if alpha is None:
            return -1.0
        here = [c for c in view.table["hunting"] if c["umbra"] == alpha["umbra"]]
        there = [c for c in view.table["hunting"] if c["umbra"] != alpha["umbra"]]
        return 1.0 if there and not here else -1.0

    def _alpha_action(self, view: LVView, ch: Choice, chars: dict[int, dict[str, Any]]) -> float:
        alpha = chars.get(view.decision.about or -1) if view.decision else None
        target = chars.get(int(ch.args[0]))
        if alpha is None or target is None:
            return 0.0
        mine, theirs = self.strength(alpha), self.strength(target)
        card = self.defs[target["card"]]
        worth = float(card.renown if card.kind != "victim" else
                      sum(float(s.param("amount", 0)) for s in card.effects if s.do == "worth"))
        edge = mine - theirs * (1.3 if ch.kind == "challenge" else 1.05)
        return (worth + 1.0) * (1.0 if edge > 0 else -1.0) + 0.1 * edge

    def _challenge_ok(self, view: LVView, chars: dict[int, dict[str, Any]]) -> bool:
        combat_alpha = [chars[a] for a in view.table["alphas"] if a in chars
                        and chars[a]["owner"] != view.seat]
        mine = chars.get(view.decision.about or -1) if view.decision else None
        if mine is None or not combat_alpha:
            return False
        return self.strength(mine) >= max(self.strength(c) for c in combat_alpha)

    def _combat(self, view: LVView, kind: str, ch: Choice) -> float:
        combat = view.table["combat"]
        hand = self._hand(view, "combat_hand")
        if combat is None:
            return 0.0
        side = list(combat["seats"]).index(view.seat)
        rage = combat["rage"][side]
        cid = hand.get(int(ch.args[0]))
        if cid is None:
            return 0.0
        card = self.defs[cid]
        chars = self._chars(view)
        me = chars.get(combat["hunter"] if side == 0 else combat["prey"])
        sustained = self.defs[me["card"]].sustained if me else 0
        if card.rage_cost > rage and card.rage_cost > sustained:
            return -5.0  # ineligible: pays and counts 0
        spend = 0.3 * card.rage_cost
        if kind == "attack":
            if card.kind not in ("attack", "flex"):
                return -5.0
            return card.damage - 1.0 - spend + (0.5 if "fast" in card.keywords else 0.0)
        if kind == "react":
            return card.block - spend
        if card.kind == "counterattack":
            return card.damage - 1.5 - spend
        if card.kind in ("defense", "flex"):
            return card.block - 0.5 - spend
        return -5.0


def make_agent(name: str, seed: int) -> LVGreedyAgent:
    """The greedy bot (the registry's agent hook, ``RulesetPlugin.agents``): it starts on the
    bundled library; the Match gives it the game's own (:meth:`LVGreedyAgent.set_library`)."""
    from rage_tui.content.las_vegas import bundled_lv_library

    agent = LVGreedyAgent(bundled_lv_library().cards, seed)
    agent.name = name
    return agent
