"""What a minion or Methuselah needs to play a card (1.6.1.3) and a minion's numbers
(stealth, intercept, bleed, strength) from his card and what is stacked on him."""

from __future__ import annotations

from rage_tui.engine.effects import Ctx
from rage_tui.rulesets.vtes.cards import ALLY, MASTER, VAMPIRE, VtesCard
from rage_tui.rulesets.vtes.effects import sums
from rage_tui.rulesets.vtes.state import VtesState

#: a vampire's default bleed and strength, an ally's (6.1.1, 6.4.5)
DEFAULTS = {VAMPIRE: {"bleed": 1, "strength": 1}, ALLY: {"bleed": 0, "strength": 0}}


def stat(g: VtesState, minion: int, key: str) -> int:
    """A minion's ``key`` (``bleed``, ``strength``, ``stealth``, ``intercept``, ``votes``):
    his default, plus the static effects of his card and of the cards stacked on him."""
    card = g.card(minion)
    total = DEFAULTS.get(card.type, {}).get(key, 0)
    ctx = Ctx(minion, g.owner(minion), user=minion)
    total += sums(g, ctx, card.effects, "static").get(key, 0)
    for c in g.attached.get(minion, ()):
        total += sums(g, Ctx(c, g.owner(c), user=minion), g.card(c).effects,
                      "static").get(key, 0)
    return total


def levels(g: VtesState, minion: int, card: VtesCard) -> list[bool]:
    """The levels at which ``minion`` may play ``card``: ``[False]`` (basic or no
    discipline), ``[False, True]`` (superior too), ``[]`` (not at all). Discipline and clan
    cards need a vampire of them; blood costs need the blood (1.6.1.3)."""
    vampire = g.is_vampire(minion)
    if card.clan and (not vampire or g.card(minion).clan != card.clan):
        return []
    if card.sect and (not vampire or g.card(minion).sect != card.sect):
        return []
    if card.title_required and not g.title(minion):
        return []
    if card.blood_cost and (not vampire or g.blood.get(minion, 0) < card.blood_cost):
        return []
    if card.pool_cost and g.players[g.owner(minion)].pool < card.pool_cost:
        return []
    if not card.discipline:
        return [False]
    lvl = g.level(minion, card.discipline) if vampire else 0
    if lvl == 0:
        return []
    return [False, True] if lvl >= 2 and card.superior else [False]


def master_playable(g: VtesState, seat: int, card: VtesCard) -> bool:
    """A master card: its pool cost, and a ready vampire of its clan (1.6.1.3)."""
    if card.type != MASTER or g.players[seat].pool < card.pool_cost:
        return False
    if card.clan:
        return any(g.card(v).clan == card.clan for v in g.players[seat].ready
                   if g.is_vampire(v))
    return True
