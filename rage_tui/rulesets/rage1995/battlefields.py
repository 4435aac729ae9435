"""Battlefields (v0.2 "Battlefields beta rules"; chapter 4 marks them as still in playtesting,
so they are a variant switch, ``battlefields``, off by default).

What is implemented: a battlefield card is played like prey into the Hunting Grounds; an
alpha that meets its requirements may engage it as its alpha action; its natural defenders
fight as one prey creature with the card's Rage and Health ("Battlefield Defence"), played by
one other player, the Defending Player, for the whole combat; the attacker is away from its
pack (no pack actions); if the defenders die the battlefield goes to the attacker's victory
pile, otherwise its damage is removed and it stays in play. A battlefield's own text is its
effects: ``engaged`` effects run as it is engaged (the card draws it lists, Screaming Mud's
half Rage; ``user`` is the attacker), and the static markers ``no-withdrawal`` and
``attrition`` (War of Attrition) are read here. Not implemented (rules decision R23):
defence by another alpha ("Alpha Defence"), buying keywords, Renown limits.
"""

from __future__ import annotations

from typing import Final

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.choices import Choice, Option, option
from rage_tui.engine.events import event
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import requirements, team
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.combat_state import CombatState
from rage_tui.rulesets.rage1995.damage import take_out_of_play
from rage_tui.rulesets.rage1995.effects.language import Ctx, run
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.zones import to_discard

RULE: Final = "v0.2 Battlefields beta rules"


def enabled(g: GameState) -> bool:
    """The ``battlefields`` variant is on."""
    return bool(getattr(g.setup.variants, "battlefields", False))


def is_battlefield(g: GameState, iid: int) -> bool:
    """A battlefield card."""
    return g.card(iid).type == CardType.BATTLEFIELD


def engage_options(g: GameState, me: Creature) -> list[Option]:
    """The "Engage a Battlefield" alpha actions open to ``me``."""
    out: list[Option] = []
    for iid in g.hunting:
        bf = g.creatures.get(iid)
        if bf is None or not is_battlefield(g, iid) or not cr.can_interact(me, bf):
            continue
        if not requirements.meets_requires(g, me, g.card(iid)):
            continue
        out.append(option("Engage the battlefield {card}", Choice("battlefield", (iid,)),
                          g.cards[iid].cid, card=g.name(iid)))
    return out


def enter(g: GameState, cs: CombatState) -> None:
    """The attacker is away from its pack, as if stepping in (no pack actions); the Defending
    Player is the first other player after the attacker, for the whole battle; then the
    battlefield's ``engaged`` effects run (card draws, Screaming Mud's half Rage)."""
    alpha, bf = cs.attackers[0], cs.target
    g.creatures[alpha].away = True
    g.emit(event("attack", "{alpha} engages the battlefield {bf}",
                 {"alpha": g.name(alpha), "bf": g.name(bf)}, RULE, attacker=alpha, target=bf))
    g.combat = cs
    seats = [(cs.attacker_seat + k) % g.n_seats for k in range(1, g.n_seats)]
    others = team.prey_players(g, seats)
    if others and not rules_for(g).prey_by_volunteers:
        cs.prey_seat = others[0]
        g.emit(event("plays-for-prey",
                     "{player} plays for the prey: the defenders of {bf}, for the whole battle",
                     {"player": g.player(others[0]).name, "bf": g.name(bf)}, RULE, seat=others[0]))
    run(g, Ctx(bf, cs.attacker_seat, alpha, bf), "engaged")


def _marker(g: GameState, bf: int, do: str) -> EffectSpec | None:
    return next((e for e in g.card(bf).effects if e.when == "static" and e.do == do), None)


def holds_attacker(g: GameState, cs: CombatState) -> bool:
    """The attacker may not withdraw from this battlefield now: ``no-withdrawal`` (Screaming
    Mud), or ``attrition`` before its last round (War of Attrition). Says so in the log."""
    if cs.kind != "battlefield" or cs.target not in g.creatures:
        return False
    held = _marker(g, cs.target, "no-withdrawal") is not None
    siege = _marker(g, cs.target, "attrition")
    if siege is not None and cs.round < int(siege.param("rounds", 5)):
        held = True
    if held:
        g.emit(event("no-withdrawal", "{bf} holds the attackers: no withdrawal",
                     {"bf": g.name(cs.target)}, RULE, card=cs.target))
    return held


def outlasted(g: GameState, cs: CombatState) -> bool:
    """War of Attrition: once its ``rounds`` are fought with the attacker still in the fight,
    the combat ends and the attacker wins the battlefield (see :func:`after`)."""
    if cs.kind != "battlefield" or cs.target not in g.creatures:
        return False
    siege = _marker(g, cs.target, "attrition")
    if siege is None or cs.round < int(siege.param("rounds", 5)):
        return False
    if not any(i in g.creatures and not g.creatures[i].dead for i in cs.attackers):
        return False
    cs.ended = m("the attackers outlasted {bf}", bf=g.name(cs.target))
    g.marks[f"outlasted:{cs.target}"] = cs.attacker_seat
    return True


def after(g: GameState, bf: int) -> None:
    """A battlefield outlasted (War of Attrition) goes to the attacker's victory pile for its
    Renown; one whose defenders survived loses its damage and stays in play."""
    c = g.creatures.get(bf)
    if c is None or c.dead:
        return
    winner = g.marks.pop(f"outlasted:{bf}", None)
    if winner is not None:
        take_out_of_play(g, c)
        g.player(winner).victory.append(bf)
        worth = int(g.marks.get(f"vp:{bf}", g.card(bf).renown))  # as the pile counts it
        g.emit(event("scored", "{player} scores {card} for {worth} VP",
                     {"player": g.player(winner).name, "card": g.name(bf), "worth": worth},
                     RULE, seat=winner, card=bf, vp=worth))
        return
    for d in list(c.damage):
        to_discard(g, d)
    c.damage.clear()
    c.dmg_value.clear()
    g.emit(event("battlefield-holds", "{bf} holds; its damage is removed", {"bf": g.name(bf)}, RULE,
                 card=bf))
