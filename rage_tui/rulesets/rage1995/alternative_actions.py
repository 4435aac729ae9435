"""Alternative combat actions of creatures (v0.2 "Alternate Combat Actions"): a creature whose
card has ``{when: static, do: alternative-action, card: ID}`` may, at the targeting step of a
round in which it played no combat card, play a fresh copy of card ``ID`` face up **as** its
combat action (a legal combat action: it can be dodged and blocked, and bluffs do not work
against its user). Flame Spirit's burn out is one.

* ``per: combat`` (default): once per combat;
* ``spend: true``: once the action has resolved, the creature leaves play without dying (no
  one scores it); when the action hit, the creature's own card takes the copy's place as the
  damage card ("Use the Flame Spirit to mark damage", FAQ).

The copy is not a card of anyone's deck: it leaves the game when it would be discarded. Like
every alternative combat action it cannot be played by a creature restricted to combat actions
of some Rage, one that cannot play combat actions, or one playing at random (v0.2 "Random
Play", "Restricted Play"). Whether the creature played a card is hidden until the reveal, so
its player is asked whenever the creature could burn out on what everyone knows; the choice is
offered only when its face-down card is a null card or a decoy (rules decision R51).
"""

from __future__ import annotations

from typing import Any, Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop
from rage_tui.engine.state import CardInst
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import combat_limits
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.zones import to_discard

RULE: Final = "v0.2 Alternate Combat Actions"
NULL: Final = -1


def _spec(g: GameState, c: Creature) -> EffectSpec | None:
    return next((e for e in g.card(c.iid).effects
                 if e.when == "static" and e.do == "alternative-action"), None)


def _used_key(cs: Any, spec: EffectSpec, iid: int) -> str:
    """The key of a use of the action: once per combat, or once per round (``per: round``)."""
    return f"{cs.round if spec.param('per', 'combat') == 'round' else 0}:{iid}"


def _seat(cs: Any, c: Creature) -> int | None:
    """The seat playing the creature's combat cards (Master of the Pack lends creatures)."""
    if c.controller is not None:
        return int(cs.lent.get(c.iid, c.controller))
    return cs.prey_seat  # type: ignore[no-any-return]


def may_ask(g: GameState, cs: Any, c: Creature) -> bool:
    """Whether ``c``'s player is asked about its alternative action this round, from what
    everyone knows (its face-down card is not looked at)."""
    spec = _spec(g, c)
    if spec is None or c.dead or _seat(cs, c) is None:
        return False
    if _used_key(cs, spec, c.iid) in cs.alt_used:
        return False
    if any(mod.stat == "no_actions" for mod in c.mods) or combat_limits.plays_at_random(
            g, cs, c):
        return False
    if combat_limits.rage_caps(g, cs, c):
        return False
    return bool(_targets(g, cs, c))


def _targets(g: GameState, cs: Any, c: Creature) -> list[int]:
    return [o for o in cs.opponents(c.iid) if o in g.creatures
            and combat_limits.may_target(g, c, g.creatures[o])]


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class AlternativeActions(Frame):
    """At the start of the targeting step: each creature that may play an alternative action
    is asked, in the order of the combat's creatures, whether to play it and at whom."""

    def __init__(self, cs: Any, creatures: list[int]) -> None:
        self.cs = cs
        self.queue = list(creatures)

    def run(self, g: GameState) -> Decision | None:
        cs = self.cs
        while self.queue:
            c = g.creatures.get(self.queue[0])
            if c is None or not may_ask(g, cs, c):
                self.queue.pop(0)
                continue
            spec = _spec(g, c)
            assert spec is not None
            card = str(spec.param("card"))
            name = g.defs[card].name if card in g.defs else card
            seat = _seat(cs, c)
            assert seat is not None
            empty = all(s.card == NULL or s.decoy for s in cs.slots if s.creature == c.iid)
            opts = [option("{creature} plays {card} at {target}", Choice("alternative", (c.iid, o)),
                           g.cards[o].cid, creature=g.name(c.iid), card=name, target=g.name(o))
                    for o in (_targets(g, cs, c) if empty else [])]
            opts.append(option("{creature} does not play {card}", Choice("hold", (c.iid,)), None,
                               creature=g.name(c.iid), card=name))
            return ask(seat, "alternative",
                       "Targeting step: {creature} may play {card} instead of a combat card (only "
                       "if it played none)", {"creature": g.name(c.iid), "card": name}, tuple(opts),
                       about=c.iid, rule=RULE)
        pop(g, self)
        return None

    def answer(self, g: GameState, choice: Choice) -> None:
        iid = self.queue.pop(0)
        if choice.kind != "alternative":
            return
        play(g, self.cs, g.creatures[iid], int(choice.args[1]))


def play(g: GameState, cs: Any, c: Creature, target: int) -> None:
    """``c`` plays its alternative action at ``target``: a fresh copy of the card, face up."""
    spec = _spec(g, c)
    assert spec is not None
    seat = _seat(cs, c)
    assert seat is not None
    cs.alt_used.add(_used_key(cs, spec, c.iid))
    iid = max(g.cards) + 1
    g.cards[iid] = CardInst(iid, str(spec.param("card")), g.cards[c.iid].owner)
    g.marks[f"builtin:{iid}"] = c.iid  # not a deck card: it leaves the game when discarded
    cs.add_slot(c.iid, seat, iid, target)
    if spec.param("spend"):
        cs.spending[c.iid] = iid
    g.emit(event("alternative", "{creature} plays {card} face up at {target}",
                 {"creature": g.name(c.iid), "card": g.name(iid), "target": g.name(target)}, RULE,
                 creature=c.iid, card=iid, target=target))


def spend(g: GameState, cs: Any) -> None:
    """After a speed tier: a creature whose spending alternative action has resolved leaves
    play (no one scores it); its own card replaces the copy on the creature it hit."""
    for iid, copy in list(cs.spending.items()):
        if any(s.card == copy and s.lands for s in cs.slots):
            continue  # not resolved yet
        del cs.spending[iid]
        c = g.creatures.get(iid)
        if c is None or c.dead:
            continue
        hit = next((t for t in g.creatures.values() if copy in t.damage and t is not c), None)
        _leave_play(g, cs, c)  # a copy turned back on the creature goes with its damage
        if hit is not None:
            k = hit.damage.index(copy)
            hit.damage[k] = iid
            hit.dmg_value[iid] = hit.dmg_value.pop(copy)
            if copy in hit.aggravated:
                hit.aggravated.discard(copy)
                hit.aggravated.add(iid)
            to_discard(g, copy)
            where = m("it marks the damage on {target}", target=g.name(hit.iid))
        else:
            to_discard(g, iid)
            where = m("it is discarded")
        g.emit(event("spent", "{creature} is used up: {where}",
                     {"creature": g.name(iid), "where": where}, RULE, creature=iid))


def _leave_play(g: GameState, cs: Any, c: Creature) -> None:
    for side in (cs.attackers, cs.defenders):
        if c.iid in side:
            side.remove(c.iid)
    for a in list(c.attached):
        c.attached.remove(a)
        to_discard(g, a)
    for d in list(c.damage):
        to_discard(g, d)
    c.damage.clear()
    c.dmg_value.clear()
    c.aggravated.clear()
    if c.controller is not None and c.iid in g.player(c.controller).pack:
        g.player(c.controller).pack.remove(c.iid)
    if c.iid in g.hunting:
        g.hunting.remove(c.iid)
    del g.creatures[c.iid]
