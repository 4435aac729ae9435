"""What an open-play card is worth to the bot playing it, read from its effects.

Each effect is scored by what its primitive does and whom it touches: help for the bot's own
creatures counts for, harm to other packs' creatures counts for, and the other way round counts
against. A card whose text the engine cannot carry out (it would be resolved by hand) is never
worth playing for a bot.
"""

from __future__ import annotations

from rage_tui.ai.knowledge import Defs, creature_map, eff_hp
from rage_tui.engine.cards import EffectSpec
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.rulesets.rage1995.view_types import CreatureView, View

#: Worth of one point of each statistic a ``modify`` changes, for a creature of the bot's own.
STAT_WORTH = {"rage": 0.9, "health": 1.0, "gnosis": 0.2, "renown": 0.4, "play_rage": 0.8,
              "votes": 0.2, "extra_actions": 1.5, "block": 0.8, "max_rage": -0.4,
              "damage_bonus": 1.2, "aggravated": 0.6, "fast": 1.0, "junta_renown": 0.3}
#: Worth of the other primitives for the creature (or seat) they touch, per point of ``amount``.
BENEFIT = {"heal": 1.3, "shield": 1.5, "regenerate": 1.0, "prevent": 1.5,
           "damage": -1.4, "play-random": -0.8, "frenzy": 0.2, "escape": 0.3,
           "step-sideways": 0.0, "steal-equipment": -0.8, "destroy-equipment": -0.8,
           "retire": -2.0, "change-form": 0.0, "cancel": -0.5,
           # out of play for a while (Blossom, the Kinfolk Small Town Cop's arrest)
           "set-aside": -0.7}
UNTIL_WORTH = {"round": 0.4, "next-round": 0.4, "combat": 0.7, "turn": 0.8, "permanent": 1.5}


def playable_by_bot(card: CardDef) -> bool:
    """Cards a bot may play: only those whose text the engine carries out."""
    return bool(card.effects) or card.keywords_only or not card.text


def effect_value(view: View, defs: Defs, card: CardDef, user: int | None,
                 target: int | None,
                 timings: tuple[str, ...] = ("played", "pre-combat", "static", "passed"),
                 ) -> float:
    """Estimated worth of playing ``card`` (by ``user``, on ``target``) now; ``timings``:
    which of its effects count (a creature's activated ability: ``("activated",)``)."""
    if not playable_by_bot(card):
        return -2.0
    me = view.seat
    cmap = creature_map(view)
    total = 0.0
    for e in card.effects:
        if e.when not in timings:
            continue
        who = _touched(view, e, user, target)
        total += _one(view, defs, e, who, cmap, me)
    return total


def _touched(view: View, e: EffectSpec, user: int | None, target: int | None) -> list[int]:
    what = e.param("target", "self")
    combat = view.combat
    if what == "self":
        return [user] if user is not None else []
    if what == "chosen":
        return [target] if target is not None and target >= 0 else []
    if what in ("opponent", "all-opponents") and combat is not None and user is not None:
        other = combat.defenders if user in combat.attackers else combat.attackers
        return list(other[:1] if what == "opponent" else other)
    if what == "pack" and view.seat is not None:
        return [c.iid for c in view.seats[view.seat].pack]
    if what == "all":
        return [c.iid for s in view.seats for c in s.pack] + [c.iid for c in view.hunting]
    return []


def _one(view: View, defs: Defs, e: EffectSpec, who: list[int], cmap: dict[int, CreatureView],
         me: int | None) -> float:
    amount = float(e.param("amount", 1) or 1)
    if e.do == "score":
        return 1.0 * amount
    if e.do == "draw":
        return 0.4 * amount
    if e.do == "discard":
        if e.param("who", "opponents") == "you" and e.param("choose"):
            return 0.0  # you throw away your worst card (Syntax draws first)
        return 0.3 * amount if e.param("who", "opponents") == "opponents" else -0.3 * amount
    if e.do == "hand-size":
        return 0.3 * amount
    if e.do in ("end-combat", "join-combat"):
        return 0.3 if view.combat is not None else -0.5
    if e.do == "modify":
        worth = STAT_WORTH.get(str(e.param("stat", "rage")), 0.2) * amount
        worth *= UNTIL_WORTH.get(str(e.param("until", "turn")), 0.8)
    else:
        worth = BENEFIT.get(e.do, 0.0) * (amount if e.do in ("heal", "damage") else 1.0)
    value = -0.3 if e.do == "set-aside" and e.param("with_user") else 0.0  # Blossom goes too
    for iid in who:
        c = cmap.get(iid)
        if c is None:
            continue
        mine = c.controller == me
        sign = 1.0 if mine else -1.0
        if e.do == "damage" and not mine and eff_hp(c, defs) <= amount:
            value += 2.0 + 0.5 * c.renown
        value += sign * worth
    return value
