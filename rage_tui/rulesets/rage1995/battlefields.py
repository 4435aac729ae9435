"""Battlefields (v0.2 "Battlefields beta rules"; chapter 4 marks them as still in playtesting,
so they are a variant switch, ``battlefields``, off by default).

What is implemented: a battlefield card is played like prey into the Hunting Grounds; an
alpha that meets its requirements may engage it as its alpha action; its natural defenders
fight as one prey creature with the card's Rage and Health ("Battlefield Defence"), played by
one other player for the whole combat; the attacker is away from its pack (no pack actions);
if the defenders die the battlefield goes to the attacker's victory pile, otherwise its damage
is removed and it stays in play. Not implemented (rules decision R23): defence by another
alpha ("Alpha Defence"), buying keywords, the card draws and Renown limits a battlefield
lists (our battlefield cards print none of them).
"""

from __future__ import annotations

from rage_tui.engine.choices import Choice, Option
from rage_tui.engine.events import ev
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.state import Creature, GameState
from rage_tui.rulesets.rage1995.zones import to_discard

RULE = "v0.2 Battlefields beta rules"


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
        if not cr.meets_requires(g, me, g.card(iid)):
            continue
        out.append(Option(Choice("battlefield", (iid,)), m("Engage the battlefield {card}",
                                                           card=g.name(iid)), g.cards[iid].cid))
    return out


def enter(g: GameState, alpha: int, bf: int) -> None:
    """The attacker is away from its pack, as if stepping in (no pack actions)."""
    g.creatures[alpha].away = True
    g.emit(ev("attack", m("{alpha} engages the battlefield {bf}", alpha=g.name(alpha),
                          bf=g.name(bf)), RULE,
              attacker=alpha, target=bf))


def after(g: GameState, bf: int) -> None:
    """A battlefield whose defenders survived loses its damage and stays in play."""
    c = g.creatures.get(bf)
    if c is None or c.dead:
        return
    for d in list(c.damage):
        to_discard(g, d)
    c.damage.clear()
    c.dmg_value.clear()
    g.emit(ev("battlefield-holds", m("{bf} holds; its damage is removed", bf=g.name(bf)), RULE,
              card=bf))
