"""The V:TES effect language: each card's printed ability as primitives of
:class:`~rage_tui.engine.effects.EffectLanguage`.

Timings: ``modifier`` (an action modifier, 6.2), ``reaction``, ``action`` (an action card's
effect when it succeeds, 6.1.6), ``referendum`` (a political action that passes, 6.3),
``strike``, ``maneuver``, ``press``, ``prevent``, ``extra-strike`` (combat cards, 6.4),
``static`` (what a minion, equipment, retainer or location always gives), ``untap``
(each untap phase of its controller, 4), ``master`` (a master card played, 1.6.2) and
``out-of-turn`` (an out-of-turn master card, 1.6.2.3).

Numbers a rule reads (stealth, intercept, bleed, votes, strength, a strike) are added into
``VtesState.scratch`` by the primitives while a frame asks for them; the others act at once.
"""

from __future__ import annotations

from rage_tui.engine.cards import EffectSpec
from rage_tui.engine.effects import Ctx, EffectLanguage
from rage_tui.rulesets.vtes.board import add_blood, burn_blood, burn_pool, gain_pool
from rage_tui.rulesets.vtes.state import VtesState

TIMINGS = ("modifier", "reaction", "action", "referendum", "strike", "maneuver", "press",
           "prevent", "extra-strike", "static", "untap", "master", "out-of-turn")
VTES = EffectLanguage[VtesState]("vtes", TIMINGS)

#: the numbers a frame reads back after running a card's effects
SUMS = ("stealth", "intercept", "bleed", "votes", "strength", "prevent", "extra", "maneuver",
        "press", "hunt")


def _add(key: str) -> None:
    def prim(g: VtesState, ctx: Ctx, spec: EffectSpec) -> None:
        g.scratch[key] = g.scratch.get(key, 0) + int(spec.param("amount", 1))
    VTES.primitive(key)(prim)


for _key in SUMS:
    _add(_key)


@VTES.primitive("strike")
def _strike(g: VtesState, ctx: Ctx, spec: EffectSpec) -> None:
    """A strike (6.4.5): ``damage`` (``strength`` adds the striker's strength), ``ranged``,
    ``aggravated``, ``first`` (first strike), ``dodge``, ``ends`` (combat ends), ``steal``
    (steal blood), ``destroy`` (destroy equipment)."""
    for key in ("damage", "steal"):
        g.scratch[f"strike-{key}"] = int(spec.param(key, 0))
    for key in ("ranged", "aggravated", "first", "dodge", "ends", "destroy", "strength"):
        g.scratch[f"strike-{key}"] = 1 if spec.param(key, False) else 0
    g.scratch["strike"] = 1


@VTES.primitive("gain-blood")
def _gain_blood(g: VtesState, ctx: Ctx, spec: EffectSpec) -> None:
    """Blood from the bank onto the user (or the chosen vampire)."""
    who = ctx.target if spec.param("target") == "chosen" else ctx.user
    if who is not None:
        add_blood(g, who, int(spec.param("amount", 1)))


@VTES.primitive("burn-blood")
def _burn_blood(g: VtesState, ctx: Ctx, spec: EffectSpec) -> None:
    """The chosen minion burns blood (or life); an ally or retainer with none left is
    burned."""
    if ctx.target is not None:
        burn_blood(g, ctx.target, int(spec.param("amount", 1)))
        g.scratch["burned-target"] = 1


@VTES.primitive("gain-pool")
def _gain_pool(g: VtesState, ctx: Ctx, spec: EffectSpec) -> None:
    """The Methuselah using it (``target: chosen-methuselah``: the chosen one, ``each``: every
    Methuselah) gains pool."""
    n = int(spec.param("amount", 1))
    target = spec.param("target")
    if target == "each":
        for s in g.seats_in():
            gain_pool(g, s, n)
    else:
        gain_pool(g, ctx.other if target == "chosen-methuselah" and ctx.other is not None
                  else ctx.seat, n)


@VTES.primitive("burn-pool")
def _burn_pool(g: VtesState, ctx: Ctx, spec: EffectSpec) -> None:
    """The chosen Methuselah (``each``: every Methuselah) burns pool."""
    n = int(spec.param("amount", 1))
    if spec.param("target") == "each":
        for s in g.seats_in():
            burn_pool(g, s, n)
    elif ctx.other is not None:
        burn_pool(g, ctx.other, n)


@VTES.primitive("untap")
def _untap(g: VtesState, ctx: Ctx, spec: EffectSpec) -> None:
    """The user untaps (an action modifier: he may act again, 6)."""
    if ctx.user is not None:
        g.tapped.discard(ctx.user)


@VTES.primitive("discipline")
def _discipline(g: VtesState, ctx: Ctx, spec: EffectSpec) -> None:
    """A discipline card goes on the chosen vampire: its discipline one level up and one more
    capacity (1.6.2). The card stays on him (``VtesState.level`` reads it)."""
    if ctx.target is not None:
        g.attached.setdefault(ctx.target, []).append(ctx.card)
        g.scratch["stays"] = 1


@VTES.primitive("location")
def _location(g: VtesState, ctx: Ctx, spec: EffectSpec) -> None:
    """A location stays in play before its Methuselah (1.6.2)."""
    g.players[ctx.seat].play.append(ctx.card)
    g.scratch["stays"] = 1


@VTES.condition("vampire")
def _is_vampire(g: VtesState, ctx: Ctx) -> bool:
    return ctx.user is not None and g.is_vampire(ctx.user)


@VTES.condition("superior")
def _superior(g: VtesState, ctx: Ctx) -> bool:
    return "superior" in ctx.notes


VTES.close()


def sums(g: VtesState, ctx: Ctx, specs: tuple[EffectSpec, ...] | list[EffectSpec],
         when: str) -> dict[str, int]:
    """Run the ``when`` effects of ``specs`` into a fresh scratch and return it."""
    g.scratch = {}
    VTES.run_specs(g, ctx, [s for s in specs if s.when == when])
    out = g.scratch
    g.scratch = {}
    return out


def has(specs: tuple[EffectSpec, ...], when: str, do: str | None = None) -> bool:
    """Whether ``specs`` hold an effect of timing ``when`` (and primitive ``do``)."""
    return any(s.when == when and (do is None or s.do == do) for s in specs)
