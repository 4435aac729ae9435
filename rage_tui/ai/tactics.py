"""Combat estimates shared by the bots: what a face-down card is worth, who to target, whether
a fight is worth picking or continuing.

All estimates read only a seat's view, the public card library and the bluffing model.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from rage_tui.ai.bluff import BluffModel
from rage_tui.ai.knowledge import (
    Defs,
    Play,
    can_interact,
    combat_side,
    creature_allegiance,
    creature_keywords,
    creature_map,
    eff_hp,
    expected_swing,
    hand_strength,
    judge_card,
    my_seat,
    vp_worth,
)
from rage_tui.engine.choices import Option
from rage_tui.rulesets.rage1995.cards import CardType, Speed
from rage_tui.rulesets.rage1995.view_types import CreatureView, View

DODGE_CHANCE = 0.1


@dataclass(frozen=True, slots=True)
class Mind:
    """What a bot brings to every estimate: the public card library and its bluffing model."""

    defs: Defs
    model: BluffModel


@dataclass(frozen=True, slots=True)
class Foe:
    """An opponent of a creature in combat, as far as the viewer can tell."""

    c: CreatureView
    seat: int | None
    p_bluff: float
    threat: float
    hp: int


@dataclass(frozen=True, slots=True)
class CardValue:
    """The estimated worth of one commit option."""

    value: float
    target: int | None
    play: Play | None
    p_land: float


def foes_of(view: View, mind: Mind, iid: int) -> list[Foe]:
    """The creatures ``iid`` may target this round, with bluff and threat estimates."""
    combat = view.combat
    cmap = creature_map(view)
    me = cmap.get(iid)
    if combat is None or me is None:
        return []
    _, other = combat_side(combat, iid)
    out = []
    for o in other:
        c = cmap.get(o)
        if c is None or not can_interact(me, c):
            continue
        seat = c.controller if c.controller is not None else combat.prey_seat
        p = mind.model.p_bluffing(seat, c.card_rage, c.frenzy == "full")
        out.append(Foe(c, seat, p, expected_swing(c.card_rage), eff_hp(c, mind.defs)))
    return out


def kill_value(view: View, victim: CreatureView, for_prey: bool, defs: Defs) -> float:
    """What killing ``victim`` is worth to the viewer."""
    me = my_seat(view)
    worth = float(vp_worth(victim, me.allegiance, defs)) if not for_prey else 0.0

    if victim.controller is not None and victim.controller != view.seat:
        worth += 1.5 + 0.6 * victim.renown
        card = defs.get(victim.cid)
        owner = view.seats[victim.controller]
        chars = [c for c in owner.pack if (d := defs.get(c.cid)) is not None
                 and d.type == CardType.CHARACTER]
        if card is not None and card.type == CardType.CHARACTER and len(chars) <= 1:
            worth += 15.0
    return worth


def loss_value(view: View, mine: CreatureView, defs: Defs) -> float:
    """What losing one of the viewer's own creatures costs."""
    worth = 2.0 + 1.2 * mine.renown
    card = defs.get(mine.cid)
    seat = my_seat(view)
    chars = [c for c in seat.pack if (d := defs.get(c.cid)) is not None
             and d.type == CardType.CHARACTER]
    if card is not None and card.type == CardType.CHARACTER and len(chars) <= 1:
        worth += 20.0
    return worth


def card_value(view: View, mind: Mind, iid: int, cid: str | None,
               foes: list[Foe], allies: int, target: int | None = None) -> CardValue:
    """Expected worth of playing ``cid`` (``None``: a null card) for creature ``iid``.

    Damage that lands (bluffs land only if the target bluffs too), kills, damage prevented by
    dodges and blocks, and opponents' bluffs defeated by playing a legal card all count.
    """
    defs = mind.defs
    cmap = creature_map(view)
    me = cmap.get(iid)
    if me is None or not foes:
        return CardValue(0.0, None, None, 0.0)
    for_prey = me.controller is None
    share = 1.0 / max(1, allies)
    if cid is None:
        return CardValue(0.0, foes[0].c.iid, None, 0.0)
    card = defs.get(cid)
    if card is None:
        return CardValue(-1.0, None, None, 0.0)
    al = creature_allegiance(view, me, defs)
    play = judge_card(card, me, creature_keywords(me, defs, al))
    if not play.legal:
        return CardValue(-1.0, foes[0].c.iid, play, 0.0)
    value = 0.0
    best_target = None
    p_land_best = 0.0
    if play.damage > 0:
        best = -1e9
        for f in foes:
            if target is not None and f.c.iid != target:
                continue
            p_land = (f.p_bluff if play.bluff else 1.0) * (1.0 - DODGE_CHANCE)
            hit = float(play.damage)
            v = hit + (kill_value(view, f.c, for_prey, defs) if play.damage >= f.hp else 0.0)
            v += 0.4 * hit / max(1, f.hp)
            if play.speed == Speed.FAST:
                v += 0.3
            v *= p_land
            if v > best:
                best, best_target, p_land_best = v, f.c.iid, p_land
        value += max(0.0, best)
    if not play.bluff:
        # a legal card within Rage defeats every bluff aimed at this creature
        for f in foes:
            value += 0.5 * f.p_bluff * f.threat * share
        if play.dodge:
            for f in foes:
                slower = 0.85 if play.speed != Speed.SLOW else 0.5
                value += (1 - f.p_bluff) * f.threat * share * slower
        if play.block:
            for f in foes:
                value += (1 - f.p_bluff) * min(play.block, f.threat) * share * 0.8
    elif play.dodge or play.block:
        for f in foes:
            value += f.p_bluff * f.threat * share * 0.5
    if best_target is None:
        best_target = target if target is not None else foes[0].c.iid
    return CardValue(value, best_target, play, p_land_best)


def sigmoid(x: float) -> float:
    """The logistic function."""
    return 1.0 / (1.0 + math.exp(-x))


def fight_odds(my_hp: float, my_dmg: float, their_hp: float, their_dmg: float,
               can_withdraw: bool) -> tuple[float, float]:
    """(chance of killing the opponent, chance of dying) in a one-on-one fight, from how
    many rounds each side needs. An attacker that can withdraw rarely dies."""
    r_kill = their_hp / max(0.3, my_dmg)
    r_die = my_hp / max(0.3, their_dmg)
    p_kill = sigmoid(1.4 * (r_die - r_kill))
    p_die = 1.0 - p_kill
    if can_withdraw:
        p_die *= 0.25 if r_die > 1.2 else 0.6
        p_kill *= 0.9
    return p_kill, p_die


@dataclass(frozen=True, slots=True)
class Fighter:
    """What one of the viewer's creatures brings to any fight: the damage it deals per round,
    its effective Health and what losing it costs (worked out once when the creature is
    weighed against many foes)."""

    dmg: float
    hp: float
    loss: float


def fighter(view: View, mind: Mind, me: CreatureView) -> Fighter:
    """What ``me`` brings to any fight (see :class:`Fighter`)."""
    defs = mind.defs
    return Fighter(0.6 * hand_strength(view, me, defs) + 0.4 * expected_swing(me.card_rage),
                   eff_hp(me, defs), loss_value(view, me, defs))


def attack_value(view: View, mind: Mind, me: CreatureView, target: CreatureView,
                 kind: str = "attack", mine: Fighter | None = None) -> float:
    """Expected worth of ``me`` attacking (or challenging, binding) ``target``; ``mine`` is
    :func:`fighter` of ``me`` when the caller already has it."""
    defs = mind.defs
    if mine is None:
        mine = fighter(view, mind, me)
    my_dmg = mine.dmg
    their_dmg = expected_swing(target.card_rage)
    my_hp = mine.hp
    p_kill, p_die = fight_odds(my_hp, my_dmg, eff_hp(target, defs), their_dmg, True)
    # withdrawing comes only after a round: a creature one big hit from death risks it anyway
    if my_hp <= target.card_rage:
        p_die = max(p_die, 0.45 if my_hp <= 0.7 * target.card_rage else 0.25)
    gain = kill_value(view, target, False, defs)
    if kind == "bind":
        gain = 0.5 * target.renown + 2.0
    value = p_kill * gain - p_die * mine.loss - 0.3
    if kind == "challenge":
        value *= 0.3
    return value


def defend_odds(view: View, mind: Mind, me: CreatureView,
                attacker: CreatureView, mine: Fighter | None = None) -> float:
    """Expected worth of ``me`` fighting ``attacker`` as a defender (no withdrawal); ``mine``
    is :func:`fighter` of ``me`` when the caller already has it."""
    defs = mind.defs
    if mine is None:
        mine = fighter(view, mind, me)
    their_dmg = expected_swing(attacker.card_rage)
    p_kill, p_die = fight_odds(mine.hp, mine.dmg, eff_hp(attacker, defs), their_dmg, False)
    # the attacker withdraws when it is losing, so a win is worth less than it looks
    return 0.4 * p_kill * kill_value(view, attacker, False, defs) - p_die * mine.loss


def alternative_scores(view: View, options: tuple[Option, ...], damage: int = 4
                       ) -> list[tuple[float, Option]]:
    """An alternative combat action that uses its creature up (Flame Spirit's burn out): worth
    it when it would kill its target, or when the creature is about to die anyway."""
    cmap = creature_map(view)
    out: list[tuple[float, Option]] = []
    for o in options:
        if o.choice.kind != "alternative":
            out.append((1.0, o))
            continue
        me = cmap.get(int(o.choice.args[0]))
        foe = cmap.get(int(o.choice.args[1]))
        kills = foe is not None and foe.health - foe.total_damage <= damage
        dying = me is not None and me.health - me.total_damage <= 1
        out.append((2.0 if kills else 1.5 if dying else 0.5, o))
    return out
