"""Scripted prey: the controller that plays prey carrying a ``behaviour``, and the bot seat
that runs a solo campaign's Hunting Grounds.

Modelled on the enemy rules of shared/seeds/004 ("Enemies turn", "Bosses", "Targeting",
"Enemy tactics"), adapted to Rage's face-down combat:

* **The prey table.** At the start of every combat a 1-10 deck is shuffled; each round one
  number is drawn and every table-driven prey in that combat plays what its table says for that
  number (its own table, or its tier's). Like the enemy combat deck, a number does not come
  back until the deck is used up.
* **Bosses** ignore the deck and play their script in order, one step per round, looping when
  it runs out; the script starts again in each new combat. On the easy setting the script is
  shown (:meth:`PreyDirector.script_text`), as the 004 rules suggest for lowering difficulty.
* **Targeting.** Each prey's target rule picks among the creatures it may target; when the rule
  finds nobody (no alpha there, nobody in Crinos ...) its fallback rule decides.
* **Affixes.** *guardian*: while it fights beside other prey their draws count 2 lower (towards
  the aggressive end of their tables); *explosive*: once one strong hit would kill it (Health
  left at most its strongest foe's card Rage - 1, and at least 2), it bluffs its highest card
  every round; *monomaniac*: it keeps the first target it picked for the
  whole combat and, when that target cannot be reached this round, plays a null card rather
  than pick another (the 004 enemy that "sprints" instead of retargeting).

Prey without a behaviour are played by the seat that plays for prey that round (in a campaign,
the Hunt's greedy bot).

The director reads only the view of the seat playing for the prey (its hand), like any bot.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.knowledge import (
    Defs,
    creature_keywords,
    creature_map,
    eff_hp,
    judge_card,
)
from rage_tui.content.behaviour import Behaviour
from rage_tui.engine.cards import CardDef, CardType
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.events import Event
from rage_tui.engine.view import CreatureView, View

NULL = -1
TIER_ORDER = {"boss": 0, "leader": 1, "common": 2, "minion": 3}
PLAY_WORDS = {"strongest": "its strongest strike", "weakest": "its lightest strike",
              "null": "a null card", "bluff": "a bluff with its highest card",
              "defend": "a dodge or block", "random": "any card at random"}


def play_words(play: str) -> str:
    """A play in words."""
    if play.startswith("card:"):
        return f"the card {play[5:]}"
    return PLAY_WORDS.get(play, play)


@dataclass
class _Fight:
    """What the director remembers about one combat."""

    key: tuple[int, int]
    deck: list[int] = field(default_factory=list)
    rolls: dict[int, int] = field(default_factory=dict)
    steps: dict[int, int] = field(default_factory=dict)
    fixed: dict[int, int] = field(default_factory=dict)
    planned: dict[tuple[int, int], str] = field(default_factory=dict)


class PreyDirector:
    """Answers the commit and target decisions of prey that carry a behaviour."""

    name = "prey"

    def __init__(self, behaviours: Mapping[str, Behaviour], seed: int = 0,
                 show_scripts: bool = False) -> None:
        self.behaviours = dict(behaviours)
        self.rng = random.Random(seed)
        self.show_scripts = show_scripts
        self.defs: Defs = {}
        self.fight: _Fight | None = None
        #: (turn, combat round, text): what each scripted prey played and why. Show an entry
        #: only once that round has been revealed (see :meth:`explain`).
        self.notes: list[tuple[int, int, str]] = []

    def set_library(self, defs: Mapping[str, CardDef]) -> None:
        """Give the director the public card library."""
        self.defs = dict(defs)

    def handles(self, kind: str, cid: str) -> bool:
        """Whether a decision of ``kind`` about prey card ``cid`` is the director's."""
        return kind in ("commit", "target") and cid in self.behaviours

    # -- reading the table -----------------------------------------------------------------
    def script_text(self, cid: str) -> str | None:
        """A boss's script in words, when scripts are shown (the easy setting)."""
        b = self.behaviours.get(cid)
        if not self.show_scripts or b is None or b.script is None:
            return None
        return " -> ".join(play_words(p) for p in b.script)

    def explain(self, view: View) -> list[str]:
        """Notes about scripted prey plays that ``view`` has already seen revealed."""
        c = view.combat
        hidden = c is not None and c.step in ("play-card", "targeting")
        return [text for turn, rnd, text in self.notes
                if not (hidden and c is not None and turn == view.turn and rnd == c.round)]

    def _fight_for(self, view: View) -> _Fight:
        c = view.combat
        assert c is not None
        key = (view.turn, c.attackers[0] if c.attackers else -1)
        f = self.fight
        if f is None or f.key != key or c.round < max(f.rolls, default=0):
            f = _Fight(key)
            self.fight = f
        return f

    def _roll(self, f: _Fight, rnd: int) -> int:
        if rnd not in f.rolls:
            if not f.deck:
                f.deck = list(range(1, 11))
                self.rng.shuffle(f.deck)
            f.rolls[rnd] = f.deck.pop()
        return f.rolls[rnd]

    # -- deciding ----------------------------------------------------------------------------
    def choose(self, view: View) -> Choice:
        """The scripted answer to the pending commit or target decision."""
        d = view.decision
        assert d is not None and d.about is not None and view.combat is not None
        if d.kind == "target":
            return self._target(view, d).choice
        return self._commit(view, d).choice

    def _behaviour(self, view: View, iid: int) -> tuple[CreatureView, Behaviour]:
        me = view.creature(iid)
        assert me is not None
        return me, self.behaviours[me.cid]

    def plan(self, view: View, iid: int) -> str:
        """The play creature ``iid`` makes this round, before it meets the hand."""
        combat = view.combat
        assert combat is not None
        me, b = self._behaviour(view, iid)
        f = self._fight_for(view)
        key = (combat.round, iid)
        if key in f.planned:
            return f.planned[key]
        if b.script is not None:
            step = f.steps.get(iid, 0)
            f.steps[iid] = step + 1
            play = b.script[step % len(b.script)]
            why = f"script step {step % len(b.script) + 1} of {len(b.script)}"
        else:
            roll = self._roll(f, combat.round)
            shift = 2 if self._guarded(view, iid) else 0
            play = b.play_for(roll - shift)
            why = f"drew {roll}" + (f", {roll - shift} with its guardian" if shift else "")
        strong_hit = max(2, max((o.card_rage for o in self._foes(view, iid)), default=3) - 1)
        if "explosive" in b.affixes and eff_hp(me, self.defs) <= strong_hit:
            play, why = "bluff", "explosive: it goes out in a blaze"
        if "monomaniac" in b.affixes and iid in f.fixed and f.fixed[iid] not in [
                o.iid for o in self._foes(view, iid)]:
            play, why = "null", "monomaniac: its quarry is out of reach"
        f.planned[key] = play
        self.notes.append((view.turn, combat.round,
                           f"{me.name} ({b.tier}) {why}: {play_words(play)}"))
        return play

    def _guarded(self, view: View, iid: int) -> bool:
        combat = view.combat
        if combat is None:
            return False
        side = combat.defenders if iid in combat.defenders else combat.attackers
        cmap = creature_map(view)
        for o in side:
            c = cmap.get(o)
            if o == iid or c is None or c.controller is not None:
                continue
            b = self.behaviours.get(c.cid)
            if b is not None and "guardian" in b.affixes:
                return True
        return False

    def _foes(self, view: View, iid: int) -> list[CreatureView]:
        combat = view.combat
        if combat is None:
            return []
        other = combat.attackers if iid in combat.defenders else combat.defenders
        cmap = creature_map(view)
        return [cmap[o] for o in other if o in cmap]

    def _commit(self, view: View, d: Decision) -> Option:
        assert d.about is not None
        me = view.creature(d.about)
        assert me is not None
        play = self.plan(view, d.about)
        kws = creature_keywords(me, self.defs, "wyrm" if self.defs.get(me.cid) is not None and
                                self.defs[me.cid].type == CardType.ENEMY else "gaia")
        cards: list[tuple[Option, CardDef]] = []
        null: Option | None = None
        for o in d.options:
            if o.choice.kind != "commit":
                continue
            if int(o.choice.args[0]) == NULL:
                null = o
                continue
            card = self.defs.get(o.card or "")
            if card is not None:
                cards.append((o, card))

        def legal_hits() -> list[tuple[Option, CardDef]]:
            out = []
            for o, c in cards:
                p = judge_card(c, me, kws)
                if p.legal and not p.bluff and p.damage > 0:
                    out.append((o, c))
            return out

        def strongest() -> Option | None:
            hits = legal_hits()
            if not hits:
                return None
            return max(hits, key=lambda oc: (oc[1].damage or 0, oc[1].speed == "fast"))[0]

        chosen: Option | None = None
        if play == "strongest":
            chosen = strongest()
        elif play == "weakest":
            hits = legal_hits()
            chosen = min(hits, key=lambda oc: oc[1].damage or 0)[0] if hits else None
        elif play == "null":
            chosen = null
        elif play == "bluff":
            acts = [(o, c) for o, c in cards if c.type == CardType.COMBAT_ACTION]
            chosen = max(acts, key=lambda oc: (oc[1].rage_req or 0, oc[1].damage or 0))[0] \
                if acts else None
        elif play == "defend":
            guards = [(o, c) for o, c in cards if (c.dodge or c.block) and
                      judge_card(c, me, kws).legal and not judge_card(c, me, kws).bluff]
            chosen = guards[0][0] if guards else strongest()
        elif play == "random":
            chosen = self.rng.choice(d.options)
        elif play.startswith("card:"):
            want = play[5:]
            chosen = next((o for o, c in cards if c.id == want), None) or strongest()
        return chosen or null or strongest() or d.options[0]

    def _target(self, view: View, d: Decision) -> Option:
        assert d.about is not None
        _me, b = self._behaviour(view, d.about)
        f = self._fight_for(view)
        cmap = creature_map(view)
        combat = view.combat
        assert combat is not None
        opts = [(o, cmap[int(o.choice.args[0])]) for o in d.options
                if int(o.choice.args[0]) in cmap]
        if not opts:
            return d.options[0]
        if "monomaniac" in b.affixes and d.about in f.fixed:
            for o, c in opts:
                if c.iid == f.fixed[d.about]:
                    return o
        chosen = self._by_rule(b.target.rule, opts, combat.attackers) or self._by_rule(
            b.target.fallback, opts, combat.attackers) or opts[0][0]
        if "monomaniac" in b.affixes:
            f.fixed.setdefault(d.about, int(chosen.choice.args[0]))
        return chosen

    def _by_rule(self, rule: str, opts: Sequence[tuple[Option, CreatureView]],
                 attackers: Sequence[int]) -> Option | None:
        defs = self.defs
        pool = list(opts)
        if rule == "attacker":
            pool = [oc for oc in pool if oc[1].iid in attackers[:1]]
        elif rule == "alpha":
            pool = [oc for oc in pool if oc[1].alpha]
        elif rule == "crinos":
            pool = [oc for oc in pool if oc[1].crinos]
        elif rule == "breed":
            pool = [oc for oc in pool if not oc[1].crinos]
        if not pool:
            return None
        if rule == "weakest":
            return min(pool, key=lambda oc: (eff_hp(oc[1], defs), oc[1].iid))[0]
        if rule == "strongest":
            return max(pool, key=lambda oc: (oc[1].card_rage, -oc[1].iid))[0]
        if rule == "highest-renown":
            return max(pool, key=lambda oc: (oc[1].renown, -oc[1].iid))[0]
        if rule == "lowest-renown":
            return min(pool, key=lambda oc: (oc[1].renown, oc[1].iid))[0]
        if rule == "most-wounded":
            return max(pool, key=lambda oc: (oc[1].total_damage, -oc[1].iid))[0]
        if rule == "random":
            return self.rng.choice(pool)[0]
        return pool[0][0]


class HuntAgent(GreedyAgent):
    """The bot seat of a solo campaign: it owns the prey deck and the combat deck that plays
    for the prey. Each turn it puts one prey into the Hunting Grounds (weaker tiers first; the
    boss only once every other prey is out) and plays for unscripted prey like the greedy bot.
    It never discards, calls juntas or attacks (it has no pack)."""

    def __init__(self, seed: int = 0, behaviours: Mapping[str, Behaviour] | None = None,
                 boss: str | None = None, difficulty: str = "normal") -> None:
        super().__init__(seed, difficulty=difficulty)
        self.name = "hunt"
        self.behaviours = dict(behaviours or {})
        self.boss = boss
        self.fed_turn = -1
        self._event_turn = 0

    def choose(self, view: View, events: Sequence[Event]) -> Choice:
        """Feed the Hunting Grounds in the Resource Phase; otherwise play like greedy."""
        self.observe(view, events)
        for e in events:
            # from the events too, so that a game loaded from a save feeds no extra prey
            if e.kind == "turn":
                self._event_turn = int(e.get("turn", 0))
            elif e.kind == "prey" and e.get("seat") == view.seat:
                self.fed_turn = self._event_turn
        d = view.decision
        assert d is not None
        if d.kind == "resources":
            return self._feed(view, d)
        if d.kind in ("redraw-discard", "combat-discard", "open-play", "call-junta"):
            for o in d.options:
                if o.choice.kind in ("done", "pass"):
                    return o.choice
        return super().choose(view, events)

    def _tier(self, cid: str | None) -> int:
        b = self.behaviours.get(cid or "")
        return TIER_ORDER.get(b.tier, 2) if b is not None else 2

    def _feed(self, view: View, d: Decision) -> Choice:
        done = next((o.choice for o in d.options if o.choice.kind == "done"), d.options[0].choice)
        if self.fed_turn == view.turn:
            return done
        plays = [o for o in d.options if o.choice.kind == "play"]
        seat = view.seats[view.seat] if view.seat is not None else None
        others = [o for o in plays if o.card != self.boss]
        if not others and seat is not None:
            hand = [cid for _, cid in seat.sept_hand or ()]
            if seat.sept_deck_count > 0 or any(c != self.boss for c in hand):
                plays = []
        pool = others or plays
        if not pool:
            return done
        self.fed_turn = view.turn
        return max(pool, key=lambda o: (self._tier(o.card), o.label)).choice
