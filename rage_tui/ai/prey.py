"""Scripted prey: the controller that plays prey carrying a ``behaviour``, and the bot seat
that runs a campaign's Hunting Grounds.

It follows the enemy rules of the Retaliation rulebook (shared/seeds/004), mapped onto Rage's
face-down combat (docs/solo.md lists each rule with its section):

* **The behaviour deck** ("ENEMY COMBAT DECK"). The engine shuffles a deck of 1-10 for each
  combat and shows one number each round (:mod:`rage_tui.rulesets.rage1995.prey_combat`); every
  minion, common and leader in the combat uses its table's move for that number.
* **Bosses** ("BOSSSES") play their script in order, one step a round, looping; the engine keeps
  the step and restarts it when the boss reaches a Health threshold and enters its next phase
  (with its next script). The script is shown only on the easy setting.
* **Targeting** ("TARGETING"): a prey's usual target is the *closest*, the creature it is
  fighting; a move that names its own target goes for it and retargets the closest when it
  cannot; a *monomaniac* never retargets (it plays a null card, the book's sprint, while its
  quarry is out of reach); with no legal target at all it plays a null card.
* Whom each prey went for and a monomaniac's quarry are kept by the engine too
  (``CombatView.prey_last`` / ``prey_locks``), so a reloaded game plays on the same way.
* Damage affixes, tiers and tie order are the engine's (:mod:`~rage_tui.rulesets.rage1995.
  prey_traits`).

The director reads only the view of the seat playing for the prey (its hand), like any bot.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rage_tui.ai.greedy import GreedyAgent
from rage_tui.ai.knowledge import Defs, creature_keywords, creature_map, eff_hp, judge_card
from rage_tui.content.behaviour import MOVE_TARGETS, Behaviour, Entry
from rage_tui.engine.choices import Choice, Decision, Option
from rage_tui.engine.events import Event
from rage_tui.engine.state import GameState as CoreState
from rage_tui.engine.view import View as CoreView
from rage_tui.i18n import Text, joined, m
from rage_tui.rulesets.rage1995.cards import CardDef, CardType
from rage_tui.rulesets.rage1995.state import rage_state
from rage_tui.rulesets.rage1995.view_types import CreatureView, View, rage_view

NULL = -1
TIER_WORDS: dict[str, Text] = {"boss": m("boss"), "leader": m("leader"),
                               "common": m("common"), "minion": m("minion")}
TIER_ORDER = {"boss": 0, "leader": 1, "common": 2, "minion": 3}
PLAY_WORDS: dict[str, Text] = {
    "punch": m("Punch (its strongest strike)"), "hamstring": m("Hamstring (its lightest strike)"),
    "takedown": m("Takedown (its heaviest card, even as a bluff)"),
    "lunge": m("Lunge (a fast strike, else its strongest)"),
    "ground-smash": m("Ground Smash (its strongest strike)"),
    "mortal-trap": m("Mortal Trap (a dodge or block: it lies in wait)"),
    "strongest": m("its strongest strike"), "weakest": m("its lightest strike"),
    "null": m("a null card"), "bluff": m("a bluff with its highest card"),
    "defend": m("a dodge or block"), "random": m("any card at random")}
RULE_WORDS: dict[str, Text] = {
    "closest": "",
    "weakest": m("the foe nearest death"),
    "strongest": m("the strongest foe"),
    "attacker": m("its attacker"),
    "alpha": m("the alpha"),
    "most-wounded": m("the most wounded foe"),
    "highest-renown": m("the most renowned foe"),
    "lowest-renown": m("the least renowned foe"),
    "crinos": m("a foe in Crinos"),
    "lupus": m("a foe in lupus form"),
    "homid": m("a foe in homid form"),
    "breed": m("a foe in breed form"),
    "random": m("a foe at random"),
}


def play_words(play: str) -> Text:
    """A move in words."""
    if play.startswith("card:"):
        return m("the card {card}", card=play[5:])
    return PLAY_WORDS.get(play, play)


def entry_words(entry: Entry) -> Text:
    """A table or script entry in words (its move, and its own target if it names one)."""
    at = RULE_WORDS.get(entry.target or "", "")
    play = play_words(entry.move)
    return m("{play} at {target}", play=play, target=at) if at else play


@dataclass
class _Fight:
    """What the director remembers about one combat."""

    key: tuple[int, int]
    locked: dict[int, int] = field(default_factory=dict)
    last: dict[int, int] = field(default_factory=dict)
    planned: dict[tuple[int, int], tuple[str, str]] = field(default_factory=dict)


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

    # -- the Match's scripted-seat hook (rage_tui.match.ScriptedSeats) ---------------------
    def takes(self, state: CoreState[Any, Any], decision: Decision) -> bool:
        """Whether ``decision`` (about a card, pending in the game ``state``) is a commit or
        target for uncontrolled prey with a behaviour."""
        g = rage_state(state)
        assert decision.about is not None
        c = g.creatures.get(decision.about)
        return (c is not None and c.controller is None
                and self.handles(decision.kind, g.cards[decision.about].cid))

    def answer(self, view: CoreView) -> Choice:
        """:meth:`choose` on the seat's view as the game built it."""
        return self.choose(rage_view(view))

    # -- reading the cards -----------------------------------------------------------------
    def script_text(self, cid: str) -> str | None:
        """A boss's script in words, when scripts are shown (the easy setting)."""
        b = self.behaviours.get(cid)
        if not self.show_scripts or b is None or b.script is None:
            return None
        parts: list[Text] = [joined(" -> ", (entry_words(e) for e in b.script))]
        for p in b.phases:
            parts.append(m("from Health {at}: {script}", at=p.at,
                           script=joined(" -> ", (entry_words(e) for e in p.script))))
        return joined("; ", parts)

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
        if self.fight is None or self.fight.key != key:
            self.fight = _Fight(key)
        return self.fight

    def phase_of(self, me: CreatureView) -> int:
        """A boss's phase: how many of its Health thresholds its damage has reached."""
        card = self.defs.get(me.cid)
        marks = card.prey.thresholds if card is not None and card.prey is not None else ()
        return sum(1 for m in marks if me.total_damage >= m)

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

    def _entry(self, view: View, me: CreatureView, b: Behaviour) -> tuple[Entry, str]:
        combat = view.combat
        assert combat is not None
        if b.tier == "boss":
            phase = self.phase_of(me)
            script = b.script_for(phase)
            step = dict(combat.prey_steps).get(me.iid, 0)
            at = step % len(script) + 1
            why = (m("phase {phase}, script step {step} of {n}", phase=phase + 1, step=at,
                     n=len(script)) if b.phases
                   else m("script step {step} of {n}", step=at, n=len(script)))
            return script[step % len(script)], why
        if combat.prey_draw <= 0:
            return Entry(move="null"), m("no behaviour number was drawn")
        return b.entry_for(combat.prey_draw), m("number {n}", n=combat.prey_draw)

    def plan(self, view: View, iid: int) -> str:
        """The move creature ``iid`` makes this round, before it meets the hand."""
        return self._plan(view, iid)[0]

    def _plan(self, view: View, iid: int) -> tuple[str, str]:
        combat = view.combat
        assert combat is not None
        me, b = self._behaviour(view, iid)
        f = self._fight_for(view)
        key = (combat.round, iid)
        if key in f.planned:
            return f.planned[key]
        entry, why = self._entry(view, me, b)
        rule = entry.target or MOVE_TARGETS.get(entry.move) or b.target.rule
        move = entry.move
        reach = self._reachable(view, me)
        if move != "null" and not reach:
            move, why = "null", m("{why}; no legal target", why=why)
        elif move != "null" and "monomaniac" in b.affixes:
            quarry = dict(combat.prey_locks).get(iid, f.locked.get(iid))
            fits = [(Option(Choice("target", (c.iid,)), c.name), c) for c in reach]
            if quarry is None:  # it picks its quarry once, for the whole combat
                first = (self._closest(view, iid, fits) if rule == "closest"
                         else self._pick(view, iid, rule, fits))
                if first is None:
                    move, why = "null", m("{why}; monomaniac: no foe fits its target", why=why)
                else:
                    f.locked[iid] = int(first.choice.args[0])
            elif quarry not in [c.iid for c in reach]:
                move, why = "null", m("{why}; monomaniac: its quarry is out of reach", why=why)
        f.planned[key] = (move, rule)
        self.notes.append((view.turn, combat.round,
                           m("{creature} ({tier}) {why}: {play}", creature=me.name,
                             tier=TIER_WORDS.get(b.tier, b.tier), why=why,
                             play=play_words(move))))
        return move, rule

    def _reachable(self, view: View, me: CreatureView) -> list[CreatureView]:
        combat = view.combat
        if combat is None:
            return []
        other = combat.attackers if me.iid in combat.defenders else combat.defenders
        cmap = creature_map(view)
        return [cmap[o] for o in other if o in cmap and not cmap[o].dead and (
            (me.umbra and cmap[o].umbra) or (me.physical and cmap[o].physical))]

    def _commit(self, view: View, d: Decision) -> Option:
        assert d.about is not None
        me = view.creature(d.about)
        assert me is not None
        play, _rule = self._plan(view, d.about)
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

        def guards() -> Option | None:
            found = [o for o, c in cards if (c.dodge or c.block) and
                     judge_card(c, me, kws).legal and not judge_card(c, me, kws).bluff]
            return found[0] if found else None

        chosen: Option | None = None
        if play in ("strongest", "punch", "ground-smash"):
            chosen = strongest()
        elif play in ("weakest", "hamstring"):
            hits = legal_hits()
            chosen = min(hits, key=lambda oc: oc[1].damage or 0)[0] if hits else None
        elif play == "lunge":
            fast = [(o, c) for o, c in legal_hits() if c.speed == "fast"]
            chosen = max(fast, key=lambda oc: oc[1].damage or 0)[0] if fast else strongest()
        elif play == "null":
            chosen = null
        elif play in ("bluff", "takedown"):
            acts = [(o, c) for o, c in cards if c.type == CardType.COMBAT_ACTION]
            rank = ((lambda oc: (oc[1].damage or 0, oc[1].rage_req or 0)) if play == "takedown"
                    else (lambda oc: (oc[1].rage_req or 0, oc[1].damage or 0)))
            chosen = max(acts, key=rank)[0] if acts else None
        elif play == "mortal-trap":
            chosen = guards()
        elif play == "defend":
            chosen = guards() or strongest()
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
        combat = view.combat
        assert combat is not None
        cmap = creature_map(view)
        opts = [(o, cmap[int(o.choice.args[0])]) for o in d.options
                if int(o.choice.args[0]) in cmap]
        if not opts:
            return d.options[0]
        _move, rule = self._plan(view, d.about)
        mono = "monomaniac" in b.affixes
        chosen: Option | None = None
        quarry = dict(combat.prey_locks).get(d.about, f.locked.get(d.about))
        if mono and quarry is not None:
            chosen = next((o for o, c in opts if c.iid == quarry), None)
        if chosen is None and rule != "closest":
            chosen = self._pick(view, d.about, rule, opts)
        if chosen is None and not mono and b.target.fallback != "closest":
            chosen = self._pick(view, d.about, b.target.fallback, opts)
        if chosen is None:
            chosen = self._closest(view, d.about, opts)
        picked = int(chosen.choice.args[0])
        if mono:
            f.locked.setdefault(d.about, picked)
        f.last[d.about] = picked
        return chosen

    def _closest(self, view: View, iid: int, opts: Sequence[tuple[Option, CreatureView]]
                 ) -> Option:
        """The creature it is fighting: the one it went for last round, else the creature that
        declared the attack (or that it attacked), else the first it may target."""
        combat = view.combat
        assert combat is not None
        f = self._fight_for(view)
        other = combat.attackers if iid in combat.defenders else combat.defenders
        last = dict(combat.prey_last).get(iid, f.last.get(iid))
        for want in (last, other[0] if other else None):
            for o, c in opts:
                if c.iid == want:
                    return o
        return opts[0][0]

    def _pick(self, view: View, iid: int, rule: str,
              opts: Sequence[tuple[Option, CreatureView]]) -> Option | None:
        combat = view.combat
        attackers = combat.attackers if combat is not None else ()
        return self._by_rule(rule, opts, attackers)

    def _by_rule(self, rule: str, opts: Sequence[tuple[Option, CreatureView]],
                 attackers: Sequence[int]) -> Option | None:
        defs = self.defs
        pool = list(opts)
        if rule == "attacker":
            pool = [oc for oc in pool if oc[1].iid in attackers[:1]]
        elif rule == "alpha":
            pool = [oc for oc in pool if oc[1].alpha]
        elif rule == "crinos":
            pool = [oc for oc in pool if oc[1].crinos or oc[1].form == "crinos"]
        elif rule in ("lupus", "homid"):
            pool = [oc for oc in pool if oc[1].form == rule]
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
