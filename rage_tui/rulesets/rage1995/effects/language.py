"""rage-1995's effect language: its registry (timings, the guards and conditions below, the
target rules below; the primitives register themselves from the modules the package loads) and
the filters that narrow group targets. The machinery is the core's (``engine.effects``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from rage_tui.engine.cards import Allegiance, EffectSpec
from rage_tui.engine.effects import Ctx, EffectLanguage
from rage_tui.engine.identity_memo import ByIdentity
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995 import keywords as kw
from rage_tui.rulesets.rage1995 import upkeep
from rage_tui.rulesets.rage1995.absence import absent, times_affected
from rage_tui.rulesets.rage1995.cards import CardDef, CardType
from rage_tui.rulesets.rage1995.effects.turn_history import (
    after_combat_kills,
    this_turn,
    voted_winning,
    won_every_junta,
)
from rage_tui.rulesets.rage1995.sanctuary import attack_targets, untouchable
from rage_tui.rulesets.rage1995.state import Creature, GameState

__all__ = ["LANGUAGE", "Ctx", "primitive", "run"]

KNOWN_TIMINGS: Final = frozenset({
    "played", "pre-combat", "on-damage", "on-kill", "on-miss", "static", "regeneration",
    "triggered", "passed", "redirect", "activated", "damaged",
    "resolve", "engaged", "guard", "blocked", "after-bluffs", "voting", "juntas-voted",
    "lethal",
})

#: the rage-1995 effect language (closed by the package once every primitive is loaded)
LANGUAGE: Final[EffectLanguage[GameState]] = EffectLanguage("rage-1995", KNOWN_TIMINGS)
#: register a rage-1995 primitive (a decorator)
primitive = LANGUAGE.primitive


def known_primitives() -> frozenset[str]:
    """Names of every primitive rage-1995 implements."""
    return LANGUAGE.known_primitives()


def unknown_primitives(card: CardDef) -> list[str]:
    """Primitive or timing names a card uses that rage-1995 does not have."""
    return LANGUAGE.unknown(card)


def implemented(card: CardDef) -> bool:
    """A card is implemented when all its effects use known primitives and timings, and its
    rules text (if any) is carried by effects or only restates its fields."""
    return LANGUAGE.implemented(card)


def missing_implementation(card: CardDef) -> str | None:
    """Why rage-1995 cannot carry out a card's text, or None when it can."""
    return LANGUAGE.missing_implementation(card)


def run(g: GameState, ctx: Ctx, when: str) -> int:
    """Carry out every effect of ``ctx.card`` with timing ``when``. Returns how many ran."""
    return LANGUAGE.run(g, ctx, when)


def conditions_hold(g: GameState, ctx: Ctx, spec: EffectSpec) -> bool:
    """Check the effect's guards and its ``if`` conditions."""
    return LANGUAGE.conditions_hold(g, ctx, spec)


# -- conditions -------------------------------------------------------------------------------

#: Effects that call packmates into a combat (pack actions).
PACK_CALLS: Final = frozenset({"rally", "join-combat", "recruit"})


@LANGUAGE.guard
def no_played_effects_at_pre_combat(g: GameState, ctx: Ctx, spec: EffectSpec) -> bool:
    """A ``played`` effect is never used at the pre-combat step: that step is for
    ``pre-combat`` effects (pack actions) only."""
    return not (spec.when == "played" and g.combat is not None
                and g.combat.step == "pre-combat")


@LANGUAGE.guard
def pack_calls_need_the_pack(g: GameState, ctx: Ctx, spec: EffectSpec) -> bool:
    """A creature away from its pack (one that stepped in for prey) cannot call packmates
    (v0.2 "Stepping in"), nor can one whose side has a lone wolf (Hunts-at-Night)."""
    if spec.do not in PACK_CALLS or ctx.user is None:
        return True
    if ctx.user in g.creatures and g.creatures[ctx.user].away and not (
            g.combat is not None and g.combat.kind == "battlefield"
            and spec.param("battlefields")):
        return False  # away from its pack (stepped in for prey ...): no pack actions, but a
        # card naming battlefields may call them into a battlefield fight (Reinforcements)
    return not (g.combat is not None and cr.side_barred(
        g, g.combat.attackers if ctx.user in g.combat.attackers else g.combat.defenders))


@LANGUAGE.guard
def killed_min_renown(g: GameState, ctx: Ctx, spec: EffectSpec) -> bool:
    """``killed_min_renown: N`` (with ``on-kill``): only when the creature killed has Renown
    N or more (Quest of Valor)."""
    need = spec.param("killed_min_renown")
    if need is None:
        return True
    if ctx.other is None:
        return False
    c = g.creatures.get(ctx.other)
    return (cr.renown(g, c) if c is not None else g.card(ctx.other).renown) >= int(need)


def _user_condition(name: str, check: Callable[[GameState, Creature], bool]) -> None:
    """Register a condition on the creature using the effect (false without one)."""

    def holds(g: GameState, ctx: Ctx) -> bool:
        user = g.creatures.get(ctx.user) if ctx.user is not None else None
        return user is not None and check(g, user)

    LANGUAGE.condition(name)(holds)


def _acquired_gear(g: GameState, c: Creature) -> bool:
    """This phase the creature took equipment from a creature of another pack, and still
    carries it, with no Jackal's Quest played for it yet (R79)."""
    return any(mod.stat == "acquired_gear" and mod.source in c.attached for mod in c.mods)


for _name, _check in {
    "user-crinos": lambda g, c: c.crinos,
    "user-breed": lambda g, c: not c.crinos,
    "user-umbra": lambda g, c: c.umbra,
    "user-damaged": lambda g, c: bool(c.damage),
    "user-can-frenzy": lambda g, c: cr.can_frenzy(g, c),
    "user-not-frenzied": lambda g, c: c.frenzy is None,
    "user-can-step": lambda g, c: cr.can_step_sideways(g, c) or upkeep.caern_opens_for(g, c),
    "user-two-sided": lambda g, c: cr.cdef(g, c).crinos is not None,
    "user-character": lambda g, c: cr.is_character(g, c),
    "user-acquired-gear": _acquired_gear,
    "user-voted-winning": lambda g, c: voted_winning(g, c.iid),
    "user-won-every-junta": lambda g, c: won_every_junta(g, c.iid),
}.items():
    _user_condition(_name, _check)

_condition = LANGUAGE.condition
_condition("in-combat")(lambda g, ctx: g.combat is not None)
_condition("not-in-combat")(lambda g, ctx: g.combat is None)
_condition("resource-phase")(lambda g, ctx: g.phase == "resource")
_condition("user-garou")(lambda g, ctx: ctx.user is not None and ctx.user in g.creatures
                         and kw.is_garou(cr.keywords(g, g.creatures[ctx.user])))
_condition("user-gaia")(lambda g, ctx: ctx.user is not None and ctx.user in g.creatures
                        and cr.allegiance(g, g.creatures[ctx.user]) == Allegiance.GAIA)
_condition("user-wyrm")(lambda g, ctx: ctx.user is not None and ctx.user in g.creatures
                        and cr.allegiance(g, g.creatures[ctx.user]) == Allegiance.WYRM)
_condition("user-in-combat")(lambda g, ctx: in_combat(g, ctx.user))
# the user belongs to a pack (not prey in the Hunting Grounds; FAQ Telling Blow, Head or Gut?)
_condition("user-not-prey")(lambda g, ctx: ctx.user is not None and ctx.user in g.creatures
                            and g.creatures[ctx.user].controller is not None)
_condition("user-attacking")(
    lambda g, ctx: g.combat is not None and ctx.user in g.combat.attackers)
_condition("user-defending")(
    lambda g, ctx: g.combat is not None and ctx.user in g.combat.defenders)
_condition("combat-start")(lambda g, ctx: g.combat is not None and g.combat.round == 0)
_condition("between-rounds")(lambda g, ctx: g.combat is not None and g.combat.round >= 1)
# the user is not fighting, or a round of its combat has passed (Dreamspeaker Mage)
_condition("after-a-round")(lambda g, ctx: not in_combat(g, ctx.user) or (
    g.combat is not None and g.combat.round >= 1))
# the player has not played this card this turn
# before the alphas are chosen: the open-play window that opens the Combat Phase (Blossom)
_condition("before-alphas")(lambda g, ctx: bool(g.stack) and getattr(
    g.stack[-1], "window", None) == "Beginning of the Combat Phase")
_condition("first-this-turn")(
    lambda g, ctx: f"played:{ctx.seat}:{g.card(ctx.card).id}:{g.turn}" not in g.marks)
# the player did not play a card with this id last turn (not two turns in a row)
_condition("not-last-turn")(
    lambda g, ctx: f"played:{ctx.seat}:{g.card(ctx.card).id}:{g.turn - 1}" not in g.marks)
_condition("no-frenzy")(lambda g, ctx: g.combat is not None and not any(
    g.creatures[i].frenzy for i in g.combat.attackers + g.combat.defenders
    if i in g.creatures))
_condition("packmate-died")(lambda g, ctx: bool(g.marks.get(f"died:{ctx.seat}:{g.turn}")))
_condition("pack-scored-kill")(lambda g, ctx: any(
    e.kind == "scored" and e.get("seat") == ctx.seat and g.card(e.get("card")).is_creature
    for e in this_turn(g)))
_condition("moot-start")(lambda g, ctx: g.marks.get("moot-start") == g.turn)
_condition("after-combat-killed-enemy")(lambda g, ctx: after_combat_kills(g, ctx.seat))
_condition("facing-renowned")(lambda g, ctx: any(
    cr.renown(g, g.creatures[o]) >= 6 for o in opponents_of(g, ctx.user)))
_condition("against-enemy")(lambda g, ctx: any(
    g.card(o).type == CardType.ENEMY for o in opponents_of(g, ctx.user)))
_condition("against-wyrm")(lambda g, ctx: any(
    cr.allegiance(g, g.creatures[o]) == Allegiance.WYRM for o in opponents_of(g, ctx.user)))

# What listing open play may check first (keep these in step with the conditions above):
#: conditions that never hold outside a combat
COMBAT_CONDITIONS: Final = frozenset({"in-combat", "combat-start", "between-rounds",
                                      "user-in-combat", "user-attacking", "user-defending",
                                      "no-frenzy"})
#: conditions that never hold during a combat
PEACE_CONDITIONS: Final = frozenset({"not-in-combat", "after-combat-killed-enemy"})
#: conditions that read neither the user, the target nor the other creature of the ``Ctx``
SEAT_CONDITIONS: Final = frozenset({
    "in-combat", "not-in-combat", "resource-phase", "combat-start", "between-rounds",
    "before-alphas", "first-this-turn", "not-last-turn", "no-frenzy", "packmate-died",
    "pack-scored-kill", "moot-start", "after-combat-killed-enemy"})
#: conditions on the user that read only the creature and the combat's sides (cheap)
CHEAP_USER_CONDITIONS: Final = frozenset({
    "user-crinos", "user-breed", "user-umbra", "user-damaged", "user-not-frenzied",
    "user-acquired-gear", "user-in-combat", "user-attacking", "user-defending",
    "user-not-prey"})


def in_combat(g: GameState, iid: int | None) -> bool:
    """Is creature ``iid`` fighting in the current combat?"""
    cs = g.combat
    return bool(cs is not None and iid is not None
                and (iid in cs.attackers or iid in cs.defenders))


def opponents_of(g: GameState, iid: int | None) -> list[int]:
    """The creatures fighting ``iid`` in the current combat."""
    cs = g.combat
    if cs is None or iid is None:
        return []
    if iid in cs.attackers:
        return [i for i in cs.defenders if i in g.creatures]
    if iid in cs.defenders:
        return [i for i in cs.attackers if i in g.creatures]
    return []


# -- targets --------------------------------------------------------------------------------

def needs_choice(spec: EffectSpec) -> bool:
    """Whether the player picks this effect's target when playing the card."""
    return bool(spec.param("target", "self") == "chosen")


def has_keyword(g: GameState, c: Creature, word: str) -> bool:
    """A creature's keywords, its current form and its creature classes (a tribe is Garou)."""
    return word in cr.keywords(g, c) or word in cr.creature_classes_of(g, c)


def garou_for_card(g: GameState, card: CardDef, c: Creature) -> bool:
    """FAQ "What is a Character as opposed to a Garou?": "Garou" on a sept card means a
    two-sided Garou character, never an ally or prey (combat cards keep the wider sense)."""
    return not card.is_sept or cr.is_character(g, c)


def guarded(g: GameState, c: Creature, seat: int) -> bool:
    """Is ``c``'s equipment protected from ``seat`` (a ``guard-equipment`` card on it)?"""
    if c.controller == seat or not c.attached:
        return False
    guards = g.cids_with("static", "guard-equipment")  # the library's cards with one
    cards = g.cards
    return any(cards[a].cid in guards for a in c.attached)


def _as_list(value: object) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [str(value)]


class Filter:
    """The filters of an effect (see :func:`matches`), read from its parameters once when the
    same effect is checked against many creatures."""

    __slots__ = ("allegiance", "at_most", "can_frenzy", "min_renown", "not_words", "ofs",
                 "types", "word", "world")

    def __init__(self, spec: EffectSpec) -> None:
        self.ofs = _as_list(spec.param("of", "creature"))
        self.word: object = spec.param("keyword")
        self.not_words = _as_list(spec.param("not_keyword"))
        self.types = _as_list(spec.param("card_type"))
        self.world: object = spec.param("world")
        self.allegiance: object = spec.param("allegiance")
        self.at_most: Any = spec.param("at_most")
        self.min_renown: Any = spec.param("min_renown")
        self.can_frenzy: object = spec.param("can_frenzy")


#: The :class:`Filter` of an effect, read once per effect (candidates and targets ask it
#: thousands of times a game, mostly of the same few effects)
filter_of: Final[ByIdentity[EffectSpec, Filter]] = ByIdentity(Filter, 4096)


def matches(g: GameState, ctx: Ctx, spec: EffectSpec, c: Creature) -> bool:
    """Whether creature ``c`` passes the effect's filters: ``of`` (one value or a list, all
    must hold), ``keyword``, ``not_keyword``, ``card_type``, ``world``, ``allegiance``,
    ``min_renown`` and ``can_frenzy``."""
    return passes(g, ctx, filter_of(spec), c)


def passes(g: GameState, ctx: Ctx, f: Filter, c: Creature) -> bool:
    """:func:`matches` with the effect's filters already read."""
    for of in f.ofs:
        if not _of(g, ctx, c, of):
            return False
    word = f.word
    if word and not has_keyword(g, c, str(word)):
        return False
    if word == "garou" and not garou_for_card(g, g.card(ctx.card), c):
        return False
    for w in f.not_words:
        if has_keyword(g, c, w):
            return False
    if f.types and str(cr.cdef(g, c).card_type) not in f.types:
        return False
    world = f.world
    if (world == "umbra" and not c.umbra) or (world == "physical" and not c.physical):
        return False
    if f.allegiance and str(cr.allegiance(g, c)) != f.allegiance:
        return False
    if f.at_most is not None and times_affected(g, ctx.card, c.iid) >= int(f.at_most):
        return False
    if f.min_renown is not None and cr.renown(g, c) < int(f.min_renown):
        return False
    return not (f.can_frenzy and not cr.can_frenzy(g, c))


def _of(g: GameState, ctx: Ctx, c: Creature, of: str) -> bool:
    iid = c.iid
    if of == "packmate":
        return c.controller == ctx.seat
    if of == "other-packmate":
        return c.controller == ctx.seat and iid != ctx.user
    if of == "prey":
        return c.controller is None
    if of == "character":
        return cr.is_character(g, c)
    if of == "enemy":
        return c.controller != ctx.seat
    if of == "other-pack":
        return c.controller is not None and c.controller != ctx.seat
    if of == "not-self":
        return iid != ctx.user
    if of == "stepped":  # stepped sideways this turn (Stuck Sideways)
        return f"stepped:{iid}:{g.turn}" in g.marks
    if of == "in-combat":
        return in_combat(g, iid)
    if of == "opponent":
        return iid in opponents_of(g, ctx.user)
    if of == "prey-or-opponent":
        return c.controller is None or iid in opponents_of(g, ctx.user)
    return True


#: ``of`` values that choose a pack resource of that card type
RESOURCE_TARGETS: Final = {"territory": CardType.TERRITORY, "caern": CardType.CAERN}


def pack_passes(g: GameState, ctx: Ctx, spec: EffectSpec, seat: int | None) -> bool:
    """For equipment and resource targets: ``owner: enemy`` (not the user's pack) and
    ``pack: gaia|wyrm`` (the allegiance of the pack holding it; prey hold no pack)."""
    if spec.param("owner") == "enemy" and seat == ctx.seat:
        return False
    want = spec.param("pack")
    return not want or (seat is not None and str(g.player(seat).allegiance) == want)


def holder_seat(g: GameState, iid: int) -> int | None:
    """The seat whose pack holds card ``iid``: a creature's controller, the controller of the
    creature it is attached to, or the seat with it among its resources."""
    c = g.creatures.get(iid)
    if c is not None:
        return c.controller
    for h in g.creatures.values():
        if iid in h.attached:
            return h.controller
    return next((p.seat for p in g.players if iid in p.resources), None)


def candidates(g: GameState, ctx: Ctx, spec: EffectSpec) -> list[int]:
    """Legal chosen targets (creatures, equipment for ``of: equipment``, another player's
    gift in play for ``of: gift``, pack resources for ``of: territory`` or ``of: caern``)."""
    of = spec.param("of", "creature")
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    if of in RESOURCE_TARGETS:
        return [r for p in g.players if not p.out and pack_passes(g, ctx, spec, p.seat)
                for r in p.resources if g.card(r).type == RESOURCE_TARGETS[of]]
    if of == "equipment":
        kinds = _as_list(spec.param("kinds"))
        out: list[int] = []
        for c in g.creatures.values():
            if user is not None and not cr.can_interact(user, c):
                continue
            if not pack_passes(g, ctx, spec, c.controller):
                continue
            if guarded(g, c, ctx.seat) or untouchable(g, user, c):
                continue  # protected gear, or a creature it may not act against (set aside)
            out.extend(a for a in c.attached if g.card(a).type == CardType.EQUIPMENT and (
                not kinds or str(g.card(a).equipment_kind) in kinds))
        return out
    if of == "gift":  # a gift of another player in play on a creature (v0.2 Cancellation)
        return [a for c in g.creatures.values() if not untouchable(g, user, c)
                for a in c.attached
                if g.card(a).type == CardType.GIFT and g.cards[a].owner != ctx.seat]
    if of == "opposing-action":  # a combat action an opponent of the user is playing; a
        cs = g.combat  # user outside the combat may pick any (FAQ "Prey": Distractions)
        if cs is None:
            return []
        foes = (opponents_of(g, ctx.user) if ctx.user in cs.attackers + cs.defenders
                else cs.attackers + cs.defenders)
        return [s.card for s in cs.slots if s.lands and s.card >= 0 and s.creature in foes]
    pool = opponents_of(g, ctx.user) if of == "opponent" else list(g.creatures)
    out = []
    filt = filter_of(spec)  # read once for every creature of the pool
    for iid in pool:
        c = g.creatures[iid]
        if c.dead:
            continue
        if user is not None and not cr.can_interact(user, c):
            continue
        # the filters first: cheaper than untouchable, and they refuse more creatures
        if passes(g, ctx, filt, c) and not untouchable(g, user, c):
            out.append(iid)
    if spec.do == "attack" and spec.param("kind", "attack") == "attack" and user is not None:
        out = attack_targets(g, ctx.seat, user, out)  # Sneak Attack: Loyalty, Rivalry ...
    return out


_target = LANGUAGE.target
# "damaged" and "killed" name the other end of an on-damage / on-kill rider
_target("damaged", group=True)(LANGUAGE.target_rules["other"][0])
_target("killed", group=True)(LANGUAGE.target_rules["other"][0])


@_target("opponent")
def _opponent(g: GameState, ctx: Ctx, spec: EffectSpec) -> list[int]:
    opps = opponents_of(g, ctx.user)
    return [ctx.target] if ctx.target in opps and ctx.target is not None else opps[:1]


_target("all-opponents", group=True)(lambda g, ctx, spec: opponents_of(g, ctx.user))


@_target("weaker-opponents")
def _weaker_opponents(g: GameState, ctx: Ctx, spec: EffectSpec) -> list[int]:
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    return [o for o in opponents_of(g, ctx.user) if user is not None
            and cr.rage(g, g.creatures[o]) < cr.rage(g, user)]


@_target("pack", group=True)
def _pack(g: GameState, ctx: Ctx, spec: EffectSpec) -> list[int]:
    ids = list(g.player(ctx.seat).pack)
    if g.card(ctx.card).type == CardType.TOTEM and ctx.card in g.player(ctx.seat).resources:
        ids = [i for i in ids if i in g.creatures and not any(  # v0.2 Personal Totems
            g.card(a).type == CardType.TOTEM for a in g.creatures[i].attached)]
    return ids


_target("all", group=True)(lambda g, ctx, spec: list(g.creatures))


def targets(g: GameState, ctx: Ctx, spec: EffectSpec) -> list[Creature]:
    """The creatures an effect applies to (``target``: self, chosen, other, damaged, killed,
    opponent, all-opponents, weaker-opponents, pack, all). Group targets (``pack``, ``all``,
    ``all-opponents``) and ``other`` keep only creatures passing the filters of :func:`matches`;
    ``pick: most-damaged`` (``most-regenerable``: aggravated damage aside) or ``pick: first``
    then keeps one of them."""
    ids, group = LANGUAGE.target_ids(g, ctx, spec)
    found = [g.creatures[i] for i in ids if i in g.creatures]
    if group:  # nobody reaches a creature set aside, nor one it may not act against
        user = g.creatures.get(ctx.user) if ctx.user is not None else None
        filt = filter_of(spec)
        found = [c for c in found if passes(g, ctx, filt, c) and not absent(g, c)
                 and not untouchable(g, user, c)]
    pick = spec.param("pick")
    if pick in ("most-damaged", "most-regenerable"):  # the latter: aggravated damage aside
        def hurt_of(c: Creature) -> int:
            return sum(c.dmg_value[d] for d in c.damage
                       if pick == "most-damaged" or d not in c.aggravated)
        hurt = [c for c in found if hurt_of(c) > 0]
        found = [max(hurt, key=hurt_of)] if hurt else []
    elif pick == "lowest-gnosis":
        found = [min(found, key=lambda c: cr.gnosis(g, c))] if found else []
    elif pick == "first":
        found = found[:1]
    return found
