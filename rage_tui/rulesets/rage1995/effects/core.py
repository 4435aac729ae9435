"""Effect contexts, the primitive registry, targets and conditions."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rage_tui.engine.cards import CardDef, CardType, EffectSpec
from rage_tui.engine.events import Event
from rage_tui.engine.state import Creature, GameState
from rage_tui.rulesets.rage1995 import creatures as cr


@dataclass
class Ctx:
    """Who uses an effect, on what, and why.

    ``card`` is the card instance whose effect it is, ``seat`` the player using it, ``user``
    the creature playing or bearing it, ``target`` the chosen creature or card, ``other`` the
    creature at the other end of a combat trigger (the one damaged, killed or missed).
    """

    card: int
    seat: int
    user: int | None = None
    target: int | None = None
    other: int | None = None
    consumed: bool = False
    notes: list[str] = field(default_factory=list)


Primitive = Callable[[GameState, Ctx, EffectSpec], None]
PRIMITIVES: dict[str, Primitive] = {}

KNOWN_TIMINGS = frozenset({
    "played", "pre-combat", "on-damage", "on-kill", "on-miss", "static", "regeneration",
    "triggered", "passed", "redirect", "activated", "damaged",
    "resolve",
})


def primitive(name: str) -> Callable[[Primitive], Primitive]:
    """Register a primitive under ``name``."""

    def wrap(fn: Primitive) -> Primitive:
        PRIMITIVES[name] = fn
        return fn

    return wrap


_KNOWN: list[frozenset[str]] = []


def known_primitives() -> frozenset[str]:
    """Names of every primitive the engine implements (registered on first use)."""
    if not _KNOWN:
        from rage_tui.rulesets.rage1995.effects import more, primitives  # noqa: F401 - registers

        _KNOWN.append(frozenset(PRIMITIVES))
    return _KNOWN[0]


_known = known_primitives


def unknown_primitives(card: CardDef) -> list[str]:
    """Primitive or timing names a card uses that the engine does not have."""
    known = _known()
    out = []
    for e in card.effects:
        if e.do not in known:
            out.append(e.do)
        if e.when not in KNOWN_TIMINGS:
            out.append(f"when: {e.when}")
    return out


def implemented(card: CardDef) -> bool:
    """A card is implemented when all its effects use known primitives and timings, and its
    rules text (if any) is carried by effects or only restates its fields."""
    return missing_implementation(card) is None


def missing_implementation(card: CardDef) -> str | None:
    """Why the engine cannot carry out a card's text, or None when it can: unknown
    primitives, or rules text with no effects (unless the text only restates fields)."""
    unknown = unknown_primitives(card)
    if unknown:
        return "uses what the effect language does not have: " + ", ".join(unknown)
    if card.text and not card.effects and not card.keywords_only:
        return "has rules text but no effects"
    return None


def run(g: GameState, ctx: Ctx, when: str) -> int:
    """Carry out every effect of ``ctx.card`` with timing ``when``. Returns how many ran."""
    _known()
    card = g.card(ctx.card)
    n = 0
    for spec in card.effects:
        if spec.when != when or not conditions_hold(g, ctx, spec):
            continue
        fn = PRIMITIVES.get(spec.do)
        if fn is None:
            continue
        fn(g, ctx, spec)
        n += 1
    return n


# -- conditions -------------------------------------------------------------------------------

#: Effects that call packmates into a combat (pack actions).
PACK_CALLS = frozenset({"rally", "join-combat"})


def conditions_hold(g: GameState, ctx: Ctx, spec: EffectSpec) -> bool:
    """Check the effect's ``if`` conditions. A ``played`` effect is never used at the
    pre-combat step: that step is for ``pre-combat`` effects (pack actions) only. A creature
    away from its pack (one that stepped in for prey) cannot call packmates (v0.2 "Stepping
    in")."""
    if spec.when == "played" and g.combat is not None and g.combat.step == "pre-combat":
        return False
    if spec.do in PACK_CALLS and ctx.user is not None and ctx.user in g.creatures and \
            g.creatures[ctx.user].away:
        return False  # away from its pack (stepped in for prey ...): no pack actions
    if spec.do in PACK_CALLS and g.combat is not None and ctx.user is not None and (
            cr.side_barred(g, g.combat.attackers if ctx.user in g.combat.attackers
                           else g.combat.defenders)):
        return False  # a lone wolf fights on the user's side (Hunts-at-Night)
    conds = spec.param("if", ())
    if isinstance(conds, str):
        conds = (conds,)
    return all(_holds(g, ctx, str(cond)) for cond in conds)


def _holds(g: GameState, ctx: Ctx, cond: str) -> bool:
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    cs = g.combat
    check = _USER_CONDITIONS.get(cond)
    if check is not None:
        return user is not None and check(g, user)
    if cond == "in-combat":
        return cs is not None
    if cond == "not-in-combat":
        return cs is None
    if cond == "user-in-combat":
        return in_combat(g, ctx.user)
    if cond == "user-attacking":
        return cs is not None and ctx.user in cs.attackers
    if cond == "user-defending":
        return cs is not None and ctx.user in cs.defenders
    if cond == "combat-start":
        return cs is not None and cs.round == 0
    if cond == "between-rounds":
        return cs is not None and cs.round >= 1
    if cond == "first-this-turn":  # the player has not played this card this turn
        return f"played:{ctx.seat}:{g.card(ctx.card).id}:{g.turn}" not in g.marks
    if cond == "no-frenzy":
        return cs is not None and not any(
            g.creatures[i].frenzy for i in cs.attackers + cs.defenders if i in g.creatures)
    if cond == "packmate-died":
        return bool(g.marks.get(f"died:{ctx.seat}:{g.turn}"))
    if cond == "pack-scored-kill":
        return any(e.kind == "scored" and e.get("seat") == ctx.seat
                   and g.card(e.get("card")).is_creature for e in _this_turn(g))
    if cond == "facing-renowned":
        return any(cr.renown(g, g.creatures[o]) >= 6 for o in opponents_of(g, ctx.user))
    if cond == "against-enemy":
        return any(g.card(o).type == CardType.ENEMY for o in opponents_of(g, ctx.user))
    if cond == "against-wyrm":
        return any(cr.allegiance(g, g.creatures[o]).value == "wyrm"
                   for o in opponents_of(g, ctx.user))
    if cond == "user-voted-winning":
        return user is not None and _voted_winning(g, user.iid)
    return False


def _carries_foreign_gear(g: GameState, c: Creature) -> bool:
    return any(g.card(a).type == CardType.EQUIPMENT and g.cards[a].owner != c.controller
               for a in c.attached)


_USER_CONDITIONS: dict[str, Callable[[GameState, Creature], bool]] = {
    "user-crinos": lambda g, c: c.crinos,
    "user-breed": lambda g, c: not c.crinos,
    "user-umbra": lambda g, c: c.umbra,
    "user-damaged": lambda g, c: bool(c.damage),
    "user-can-frenzy": lambda g, c: cr.can_frenzy(g, c),
    "user-can-step": lambda g, c: cr.can_step_sideways(g, c),
    "user-two-sided": lambda g, c: cr.cdef(g, c).crinos is not None,
    "user-carries-foreign-gear": _carries_foreign_gear,
}


def _this_turn(g: GameState) -> list[Event]:
    """The events of the current turn, newest first."""
    out = []
    for e in reversed(g.events):
        if e.kind == "turn":
            break
        out.append(e)
    return out


def _voted_winning(g: GameState, iid: int) -> bool:
    """Did creature ``iid`` vote yes or no in at least two juntas this turn, each time on the
    winning side (yes on one that passed, no on one that failed)?"""
    events = _this_turn(g)
    passed = {e.get("junta"): bool(e.get("passed")) for e in events if e.kind == "junta-result"}
    votes = [(e.get("junta"), e.get("vote")) for e in events
             if e.kind == "voted" and e.get("creature") == iid and e.get("vote") != "abstain"]
    if len(votes) < 2:
        return False
    return all(j in passed and (v == "yes") == passed[j] for j, v in votes)


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
    if c.controller == seat:
        return False
    return any(e.when == "static" and e.do == "guard-equipment"
               for a in c.attached for e in g.card(a).effects)


def _as_list(value: object) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [str(value)]


def matches(g: GameState, ctx: Ctx, spec: EffectSpec, c: Creature) -> bool:
    """Whether creature ``c`` passes the effect's filters: ``of`` (one value or a list, all
    must hold), ``keyword``, ``not_keyword``, ``card_type``, ``world``, ``allegiance``,
    ``min_renown`` and ``can_frenzy``."""
    for of in _as_list(spec.param("of", "creature")):
        if not _of(g, ctx, c, of):
            return False
    word = spec.param("keyword")
    if word and not has_keyword(g, c, str(word)):
        return False
    if word == "garou" and not garou_for_card(g, g.card(ctx.card), c):
        return False
    if any(has_keyword(g, c, w) for w in _as_list(spec.param("not_keyword"))):
        return False
    types = _as_list(spec.param("card_type"))
    if types and cr.cdef(g, c).type.value not in types:
        return False
    world = spec.param("world")
    if (world == "umbra" and not c.umbra) or (world == "physical" and not c.physical):
        return False
    allegiance = spec.param("allegiance")
    if allegiance and cr.allegiance(g, c).value != allegiance:
        return False
    min_renown = spec.param("min_renown")
    if min_renown is not None and cr.renown(g, c) < int(min_renown):
        return False
    return not (spec.param("can_frenzy") and not cr.can_frenzy(g, c))


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
    if of == "in-combat":
        return in_combat(g, iid)
    if of == "opponent":
        return iid in opponents_of(g, ctx.user)
    if of == "prey-or-opponent":
        return c.controller is None or iid in opponents_of(g, ctx.user)
    return True


def candidates(g: GameState, ctx: Ctx, spec: EffectSpec) -> list[int]:
    """Legal chosen targets (creatures, or equipment for ``of: equipment``)."""
    of = spec.param("of", "creature")
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    if of == "equipment":
        kinds = _as_list(spec.param("kinds"))
        out: list[int] = []
        for c in g.creatures.values():
            if user is not None and not cr.can_interact(user, c):
                continue
            if spec.param("owner") == "enemy" and c.controller == ctx.seat:
                continue
            if guarded(g, c, ctx.seat):
                continue
            out.extend(a for a in c.attached if g.card(a).type == CardType.EQUIPMENT and (
                not kinds or str(g.card(a).equipment_kind) in kinds))
        return out
    pool = opponents_of(g, ctx.user) if of == "opponent" else list(g.creatures)
    out = []
    for iid in pool:
        c = g.creatures[iid]
        if c.dead:
            continue
        if user is not None and not cr.can_interact(user, c):
            continue
        if matches(g, ctx, spec, c):
            out.append(iid)
    return out


def targets(g: GameState, ctx: Ctx, spec: EffectSpec) -> list[Creature]:
    """The creatures an effect applies to. Group targets (``pack``, ``all``,
    ``all-opponents``) and ``other`` keep only creatures passing the filters of :func:`matches`;
    ``pick: most-damaged`` or ``pick: first`` then keeps one of them."""
    what = spec.param("target", "self")
    ids: list[int]
    group = False
    if what == "self":
        ids = [ctx.user] if ctx.user is not None else []
    elif what == "chosen":
        ids = [ctx.target] if ctx.target is not None else []
    elif what in ("other", "damaged", "killed"):
        ids, group = ([ctx.other] if ctx.other is not None else []), True
    elif what == "opponent":
        opps = opponents_of(g, ctx.user)
        ids = [ctx.target] if ctx.target in opps else opps[:1]
    elif what == "all-opponents":
        ids, group = opponents_of(g, ctx.user), True
    elif what == "weaker-opponents":
        user = g.creatures.get(ctx.user) if ctx.user is not None else None
        ids = [o for o in opponents_of(g, ctx.user) if user is not None
               and cr.rage(g, g.creatures[o]) < cr.rage(g, user)]
    elif what == "pack":
        ids, group = list(g.player(ctx.seat).pack), True
        if g.card(ctx.card).type == CardType.TOTEM and ctx.card in g.player(ctx.seat).resources:
            ids = [i for i in ids if i in g.creatures and not any(  # v0.2 Personal Totems
                g.card(a).type == CardType.TOTEM for a in g.creatures[i].attached)]
    elif what == "all":
        ids, group = list(g.creatures), True
    else:
        ids = []
    found = [g.creatures[i] for i in ids if i is not None and i in g.creatures]
    if group:
        found = [c for c in found if matches(g, ctx, spec, c)]
    pick = spec.param("pick")
    if pick == "most-damaged":
        hurt = [c for c in found if c.damage]
        found = [max(hurt, key=lambda c: cr.damage(c))] if hurt else []
    elif pick == "first":
        found = found[:1]
    return found
