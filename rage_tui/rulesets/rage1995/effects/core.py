"""Effect contexts, the primitive registry, targets and conditions."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rage_tui.engine.cards import CardDef, CardType, EffectSpec
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
    "triggered", "passed",
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
        from rage_tui.rulesets.rage1995.effects import primitives  # noqa: F401 - registers

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

def conditions_hold(g: GameState, ctx: Ctx, spec: EffectSpec) -> bool:
    """Check the effect's ``if`` conditions."""
    conds = spec.param("if", ())
    if isinstance(conds, str):
        conds = (conds,)
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    for cond in conds:
        if cond == "in-combat" and g.combat is None:
            return False
        if cond == "not-in-combat" and g.combat is not None:
            return False
        if cond == "user-in-combat" and not in_combat(g, ctx.user):
            return False
        if cond == "packmate-died" and not g.marks.get(f"died:{ctx.seat}:{g.turn}"):
            return False
        if cond == "user-crinos" and (user is None or not user.crinos):
            return False
        if cond == "user-breed" and (user is None or user.crinos):
            return False
        if cond == "user-umbra" and (user is None or not user.umbra):
            return False
    return True


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


def candidates(g: GameState, ctx: Ctx, spec: EffectSpec) -> list[int]:
    """Legal chosen targets (creatures, or equipment for ``of: equipment``)."""
    of = spec.param("of", "creature")
    kw = spec.param("keyword")
    user = g.creatures.get(ctx.user) if ctx.user is not None else None
    if of == "equipment":
        out: list[int] = []
        for c in g.creatures.values():
            if user is not None and not cr.can_interact(user, c):
                continue
            if spec.param("owner") == "enemy" and c.controller == ctx.seat:
                continue
            out.extend(a for a in c.attached if g.card(a).type == CardType.EQUIPMENT)
        return out
    pool = opponents_of(g, ctx.user) if of == "opponent" else list(g.creatures)
    out = []
    for iid in pool:
        c = g.creatures[iid]
        if c.dead:
            continue
        if user is not None and not cr.can_interact(user, c):
            continue
        if of == "packmate" and c.controller != ctx.seat:
            continue
        if of == "other-packmate" and (c.controller != ctx.seat or iid == ctx.user):
            continue
        if of == "prey" and c.controller is not None:
            continue
        if of == "character" and not cr.is_character(g, c):
            continue
        if of == "enemy" and c.controller == ctx.seat:
            continue
        if of == "in-combat" and not in_combat(g, iid):
            continue
        if kw and kw not in cr.keywords(g, c) and not (kw == "garou" and "garou" in
                                                        cr.creature_classes_of(g, c)):
            continue
        min_renown = spec.param("min_renown")
        if min_renown is not None and cr.renown(g, c) < int(min_renown):
            continue
        out.append(iid)
    return out


def targets(g: GameState, ctx: Ctx, spec: EffectSpec) -> list[Creature]:
    """The creatures an effect applies to."""
    what = spec.param("target", "self")
    ids: list[int]
    if what == "self":
        ids = [ctx.user] if ctx.user is not None else []
    elif what == "chosen":
        ids = [ctx.target] if ctx.target is not None else []
    elif what in ("other", "damaged", "killed"):
        ids = [ctx.other] if ctx.other is not None else []
    elif what == "opponent":
        opps = opponents_of(g, ctx.user)
        ids = [ctx.target] if ctx.target in opps else opps[:1]
    elif what == "all-opponents":
        ids = opponents_of(g, ctx.user)
    elif what == "pack":
        ids = list(g.player(ctx.seat).pack)
    elif what == "all":
        ids = list(g.creatures)
    else:
        ids = []
    return [g.creatures[i] for i in ids if i is not None and i in g.creatures]
