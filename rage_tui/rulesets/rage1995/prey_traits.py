"""Scripted prey: the enemy rules of the Retaliation rulebook (shared/seeds/004) that change how
damage works, read from a prey card's traits (:class:`~rage_tui.engine.cards.PreyTraits`).

Each function is a small question the combat code asks; a creature without traits (every card
that is not a scripted prey, and prey in a pack) gets the plain Rage answer. The mapping and the
book's section for each rule are in docs/solo.md:

* tiers act in the book's "INITIATIVE TIES" order: players' creatures first, then boss, leader,
  common, minion (:func:`tie_rank`);
* a minion dies to any damage and ignores effects ("MINIONS", :func:`dies_to_any_damage`,
  :func:`immune_to_effects`);
* a boss's damage stops at each phase threshold ("BOSSSES", :func:`cap_at_threshold`);
* affixes ("AFFIX (ENEMIES ONLY)", "ENEMY TACTICS / AFFIXES"): *Guardian I/II* takes 1/2 off each
  hit on the other prey, *Lupus Hunter* adds 2 damage against a creature in lupus form, *Silver
  Blade* adds 2 damage no block stops against a creature in Crinos (:func:`damage_bonus`,
  :func:`hit_value`).
"""

from __future__ import annotations

from typing import Any, Final

from rage_tui.engine.events import event
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import PreyTraits
from rage_tui.rulesets.rage1995.state import Creature, GameState

RULE_TIERS: Final = "rules decision R31"
RULE_BOSS: Final = "rules decision R30"
RULE_AFFIX: Final = "rules decision R31"
#: Acting order among prey that tie (the book's "INITIATIVE TIES"); players' creatures are 0.
TIER_RANK: Final = {"boss": 1, "leader": 2, "common": 3, "minion": 4}
GUARDIAN: Final = {"guardian-1": 1, "guardian-2": 2}
LUPUS_HUNTER: Final = 2
SILVER_BLADE: Final = 2


def traits(g: GameState, c: Creature | None) -> PreyTraits | None:
    """The prey traits of ``c`` while it is prey (no controller), else None."""
    if c is None or c.controller is not None:
        return None
    return g.card(c.iid).prey


def tie_rank(g: GameState, iid: int) -> int:
    """Sort key among creatures acting together: 0 for creatures a seat controls, then boss,
    leader, common, minion; prey without traits count as commons."""
    c = g.creatures.get(iid)
    if c is None or c.controller is not None:
        return 0
    t = traits(g, c)
    return TIER_RANK.get(t.tier if t is not None else "common", 3)


def dies_to_any_damage(g: GameState, c: Creature) -> bool:
    """A minion prey dies as soon as it has any damage."""
    t = traits(g, c)
    return t is not None and t.tier == "minion" and cr.damage(c) > 0


def immune_to_effects(g: GameState, c: Creature) -> bool:
    """A minion prey ignores modifiers and restrictions put on it (the book's effect tokens)."""
    t = traits(g, c)
    return t is not None and t.tier == "minion"


def shrugs_off(g: GameState, c: Creature, what: str) -> bool:
    """Whether ``c`` ignores an effect put on it (a minion prey), saying so in the log."""
    if not immune_to_effects(g, c):
        return False
    g.emit(event("immune", "{creature} is a minion and ignores {what}",
                 {"creature": g.name(c.iid), "what": what}, RULE_TIERS, creature=c.iid))
    return True


def _form(g: GameState, c: Creature) -> str:
    return cr.form(g, c)


def damage_bonus(g: GameState, by: Creature | None, target: Creature) -> int:
    """Extra damage a prey's hit does before blocks: Lupus Hunter against lupus form."""
    t = traits(g, by)
    if t is None or by is None:
        return 0
    if "lupus-hunter" in t.affixes and _form(g, target) == "lupus":
        g.emit(event("affix",
                     "Lupus Hunter: {by} does {LUPUS_HUNTER} more damage to {target} in lupus form",
                     {"by": g.name(by.iid), "LUPUS_HUNTER": LUPUS_HUNTER,
                      "target": g.name(target.iid)}, RULE_AFFIX, creature=by.iid, target=target.iid,
                     affix="lupus-hunter"))
        return LUPUS_HUNTER
    return 0


def guard(g: GameState, cs: Any, target: Creature) -> tuple[int, int | None]:
    """How much a guardian takes off each hit on ``target`` (another prey fighting beside it),
    and the guardian. Several guardians do not add up: the strongest counts."""
    if target.controller is not None:
        return 0, None
    side = cs.defenders if target.iid in cs.defenders else cs.attackers
    best, who = 0, None
    for iid in side:
        c = g.creatures.get(iid)
        t = traits(g, c)
        if iid == target.iid or c is None or c.dead or t is None:
            continue
        amount = max((GUARDIAN.get(a, 0) for a in t.affixes), default=0)
        if amount > best:
            best, who = amount, iid
    return best, who


def hit_value(g: GameState, cs: Any, by: Creature | None, target: Creature, value: int) -> int:
    """A hit's damage after blocks, with the affixes applied: a guardian's reduction on the other
    prey, then Silver Blade's damage that no block stops against Crinos."""
    amount, who = guard(g, cs, target)
    if amount and who is not None and value > 0:
        g.emit(event("affix", "Guardian: {who} shields {target}, which takes {min} less",
                     {"who": g.name(who), "target": g.name(target.iid), "min": min(amount, value)},
                     RULE_AFFIX, creature=who, target=target.iid, affix="guardian"))
        value -= amount
    t = traits(g, by)
    if t is not None and by is not None and "silver-blade" in t.affixes and (
            _form(g, target) == "crinos"):
        g.emit(event("affix",
                     "Silver Blade: {by} does {SILVER_BLADE} damage to {target} in Crinos that "
                     "nothing blocks",
                     {"by": g.name(by.iid), "SILVER_BLADE": SILVER_BLADE,
                      "target": g.name(target.iid)}, RULE_AFFIX, creature=by.iid, target=target.iid,
                     affix="silver-blade"))
        value = max(0, value) + SILVER_BLADE
    return value


def cap_at_threshold(g: GameState, target: Creature, value: int) -> int:
    """A boss's damage stops at its next phase threshold (the excess is lost)."""
    t = traits(g, target)
    if t is None or not t.thresholds or value <= 0:
        return value
    now = cr.damage(target)
    for mark in sorted(t.thresholds):
        if now < mark < now + value:
            g.emit(event("threshold",
                         "{target}'s damage stops at its threshold: {x} damage is lost",
                         {"target": g.name(target.iid), "x": now + value - mark}, RULE_BOSS,
                         creature=target.iid, lost=now + value - mark))
            return mark - now
    return value


def phase(g: GameState, c: Creature) -> int:
    """The boss phase ``c`` is in: how many of its thresholds its damage has reached."""
    t = traits(g, c)
    if t is None:
        return 0
    return sum(1 for mark in t.thresholds if cr.damage(c) >= mark)
