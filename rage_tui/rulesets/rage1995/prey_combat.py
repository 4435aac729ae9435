"""Scripted prey in a combat: the shared behaviour deck, boss script steps and phases, and the
Explosive affix (the Retaliation rulebook, shared/seeds/004: "ENEMY COMBAT DECK", "BOSSSES",
"COMBAT ENDS!"). The state lives in the combat (``CombatState.prey_deck`` ...) and every shuffle
uses the game's seeded RNG, so a replay draws the same numbers.

The deck's order is hidden; each round's number is announced to everyone, as the book draws it
face up. Which play a number means for each prey is decided by the seat's scripted-prey
controller (rage_tui/ai/prey.py), which reads the number from the combat view.
"""

from __future__ import annotations

from typing import Any, Final

from rage_tui.engine.events import event
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.damage import mark_damage
from rage_tui.rulesets.rage1995.explosive_gear import after_effect_damage
from rage_tui.rulesets.rage1995.prey_traits import RULE_BOSS, phase, traits
from rage_tui.rulesets.rage1995.state import Creature, GameState

RULE_DECK: Final = "rules decision R30"
RULE_EXPLOSIVE: Final = "rules decision R31"
DECK_SIZE: Final = 10
#: Damage an Explosive prey does to each creature fighting it when it dies.
EXPLOSION: Final = 2


def begin_round(g: GameState, cs: Any, fighters: list[int]) -> None:
    """Start of a combat round: draw the behaviour deck's next number when any minion, common
    or leader prey fights (a fresh shuffle of 1-10 at the first draw of a combat and whenever
    all ten are used), and move every fighting boss one step on in its script."""
    cs.prey_draw = 0
    decked = bosses = False
    for iid in fighters:
        t = traits(g, g.creatures.get(iid))
        if t is None:
            continue
        if t.tier == "boss":
            bosses = True
            cs.prey_steps[iid] = cs.prey_steps.get(iid, -1) + 1
        else:
            decked = True
    if decked:
        if not cs.prey_deck:
            cs.prey_deck = list(range(1, DECK_SIZE + 1))
            g.rng.shuffle(cs.prey_deck)
            g.emit(event("prey-shuffle", "The prey's behaviour deck (1-10) is shuffled", None,
                         RULE_DECK))
        cs.prey_draw = cs.prey_deck.pop()
        g.emit(event("prey-draw",
                     "The prey's behaviour deck shows {prey_draw}: every minion, common and "
                     "leader uses its behaviour for that number this round",
                     {"prey_draw": cs.prey_draw}, RULE_DECK, number=cs.prey_draw,
                     left=len(cs.prey_deck)))
    if bosses:
        for iid, step in sorted(cs.prey_steps.items()):
            if iid in fighters:
                g.emit(event("boss-step", "{card} plays step {x} of its script this round",
                             {"card": g.name(iid), "x": step + 1}, RULE_BOSS, creature=iid,
                             step=step))


def after_targeting(g: GameState, cs: Any) -> None:
    """After the targeting step: remember whom each scripted prey went for (the *closest* next
    round is the creature it is fighting) and the quarry a monomaniac picked, which it keeps for
    the whole combat. Both are public once the cards are revealed."""
    for s in cs.slots:
        t = traits(g, g.creatures.get(s.creature))
        if t is None or s.target < 0:
            continue
        cs.prey_last[s.creature] = s.target
        if "monomaniac" in t.affixes and s.card >= 0:
            cs.prey_locks.setdefault(s.creature, s.target)


def after_damage(g: GameState, cs: Any, target: Creature, before: int) -> None:
    """After damage lands on a boss: reaching a threshold starts its next phase, which the
    book treats as a new combat for the boss (its script starts again)."""
    t = traits(g, target)
    if t is None or not t.thresholds or target.dead:
        return
    now = cr.damage(target)
    for mark in sorted(t.thresholds):
        if before < mark <= now:
            cs.prey_steps[target.iid] = -1
            g.emit(event("boss-phase",
                         "{target} enters phase {x}: its script starts again next round",
                         {"target": g.name(target.iid), "x": phase(g, target) + 1}, RULE_BOSS,
                         creature=target.iid, phase=phase(g, target)))
            return


def explode_dead(g: GameState, cs: Any) -> None:
    """Explosive prey that died this speed tier blow up before they leave the combat (and so
    before the combat can end): each creature fighting them takes damage. The damage is a card
    from the top of the exploding prey's owner's combat deck (or discards), as every damage in
    Rage is a card; with none left, that damage is lost."""
    for iid in list(cs.attackers + cs.defenders):
        c = g.creatures.get(iid)
        t = traits(g, c)
        if c is None or t is None or not c.dead or "explosive" not in t.affixes:
            continue
        if iid in cs.prey_exploded:
            continue
        cs.prey_exploded.add(iid)
        g.emit(event("explodes",
                     "{card} explodes as it dies: {EXPLOSION} damage to every creature fighting it",
                     {"card": g.name(iid), "EXPLOSION": EXPLOSION}, RULE_EXPLOSIVE, creature=iid))
        owner = g.player(g.cards[iid].owner)
        for o in list(cs.opponents(iid)):
            victim = g.creatures.get(o)
            if victim is None or victim.dead:
                continue
            pile = owner.combat_deck or owner.combat_discard
            if not pile:
                g.emit(event("no-damage", "No card is left to mark the blast on {o}",
                             {"o": g.name(o)}, RULE_EXPLOSIVE, target=o))
                continue
            mark_damage(g, victim, pile.pop(), EXPLOSION, False, c, None)  # killed by no seat
            after_effect_damage(g, victim, EXPLOSION, None)  # a Flamethrower counts it (R49)
