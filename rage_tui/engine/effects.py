"""The effect language's machinery, shared by every ruleset of the family.

A card's ``effects`` is a list of ``{when, do, ...parameters}`` (``EffectSpec``): ``when`` is a
*timing* (when the effect applies), ``do`` names a *primitive* (one function that carries the
effect out), ``if`` lists *conditions* that must hold, and ``target`` names a *target rule*
(who the effect applies to). This module holds what does not depend on any one game:

* :class:`Ctx`, who uses an effect, on what, and why;
* :class:`EffectLanguage`, a registry of a ruleset's timings, primitives, conditions, guards
  (checks made before every effect) and target rules, with :meth:`EffectLanguage.run`, which
  carries out a card's effects of one timing.

Each ruleset makes its own language and registers its own vocabulary into it (rage-1995:
``rulesets/rage1995/effects``); an unknown primitive or timing is something the ruleset cannot
carry out (:meth:`EffectLanguage.missing_implementation`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Generic, TypeVar

from rage_tui.engine.cards import Card, EffectSpec
from rage_tui.engine.errors import EngineError
from rage_tui.engine.records import picklable_record
from rage_tui.engine.state import GameState


@dataclass
class Ctx:
    """Who uses an effect, on what, and why.

    ``card`` is the card instance whose effect it is, ``seat`` the player using it, ``user``
    the creature playing or bearing it, ``target`` the chosen creature or card, ``other`` the
    creature at the other end of a trigger (the one damaged, killed or missed).
    """

    card: int
    seat: int
    user: int | None = None
    target: int | None = None
    other: int | None = None
    consumed: bool = False
    notes: list[str] = field(default_factory=list)

    # (written out for the compiled engine: about 900 a game, see engine/choices.py; so the
    # class is not ``serializable`` but copied through its constructor, ``picklable_record``:
    # compiled, a serializable dataclass called from Python skips a written ``__init__``)
    def __init__(self, card: int, seat: int, user: int | None = None, target: int | None = None,
                 other: int | None = None, consumed: bool = False,
                 notes: list[str] | None = None) -> None:
        self.card = card
        self.seat = seat
        self.user = user
        self.target = target
        self.other = other
        self.consumed = consumed
        self.notes = [] if notes is None else notes


S = TypeVar("S", bound="GameState[Any, Any]")

#: carries out one effect
Primitive = Callable[[S, Ctx, EffectSpec], None]
#: a named condition (``if: [name]``)
Condition = Callable[[S, Ctx], bool]
#: a check made before every effect's conditions (``False``: the effect does not apply)
Guard = Callable[[S, Ctx, EffectSpec], bool]
#: the instance ids a named ``target`` stands for
TargetRule = Callable[[S, Ctx, EffectSpec], list[int]]


class EffectLanguage(Generic[S]):
    """One ruleset's effect vocabulary: timings, primitives, conditions, guards and target
    rules, registered by the ruleset's modules. The ruleset closes the language (:meth:`close`)
    once every module that registers into it is loaded; effects run only in a closed
    language, so a game never runs with half a vocabulary."""

    def __init__(self, name: str, timings: Iterable[str]) -> None:
        self.name = name
        self.timings = frozenset(timings)
        self.primitives: dict[str, Primitive[S]] = {}
        self.conditions: dict[str, Condition[S]] = {}
        self.guards: list[Guard[S]] = []
        self.target_rules: dict[str, tuple[TargetRule[S], bool]] = {}
        self.closed = False
        for name_, group in (("self", False), ("chosen", False), ("other", True)):
            self.target_rules[name_] = (_CORE_TARGETS[name_], group)

    # -- registration ------------------------------------------------------------------------
    def primitive(self, name: str) -> Callable[[Primitive[S]], Primitive[S]]:
        """Register a primitive under ``name`` (a decorator)."""

        def wrap(fn: Primitive[S]) -> Primitive[S]:
            self._open(name)
            self.primitives[name] = fn
            return fn

        return wrap

    def condition(self, name: str) -> Callable[[Condition[S]], Condition[S]]:
        """Register the condition ``if: [name]`` (a decorator)."""

        def wrap(fn: Condition[S]) -> Condition[S]:
            self._open(name)
            self.conditions[name] = fn
            return fn

        return wrap

    def guard(self, fn: Guard[S]) -> Guard[S]:
        """Register a check made before every effect's conditions (a decorator)."""
        self._open(fn.__name__)
        self.guards.append(fn)
        return fn

    def target(self, name: str, group: bool = False) -> Callable[[TargetRule[S]],
                                                                 TargetRule[S]]:
        """Register the target rule ``target: name`` (a decorator). A ``group`` rule stands
        for several creatures, which the ruleset's filters then narrow."""

        def wrap(fn: TargetRule[S]) -> TargetRule[S]:
            self._open(name)
            self.target_rules[name] = (fn, group)
            return fn

        return wrap

    def close(self) -> None:
        """Every module registering into the language is loaded: effects may now run."""
        self.closed = True

    def _open(self, what: str) -> None:
        if self.closed:
            raise EngineError(f"the {self.name} effect language is closed; '{what}' came late")

    def _ready(self) -> None:
        if not self.closed:
            raise EngineError(f"the {self.name} effect language is not loaded yet")

    # -- what the language knows ---------------------------------------------------------------
    def known_primitives(self) -> frozenset[str]:
        """Names of every primitive of the language."""
        self._ready()
        return frozenset(self.primitives)

    def unknown(self, card: Card) -> list[str]:
        """Primitive or timing names a card uses that the language does not have."""
        self._ready()
        out = []
        for e in card.effects:
            if e.do not in self.primitives:
                out.append(e.do)
            if e.when not in self.timings:
                out.append(f"when: {e.when}")
        return out

    def missing_implementation(self, card: Card) -> str | None:
        """Why the ruleset cannot carry out a card's text, or None when it can: unknown
        primitives, or rules text with no effects (unless the text only restates fields)."""
        unknown = self.unknown(card)
        if unknown:
            return "uses what the effect language does not have: " + ", ".join(unknown)
        if card.text and not card.effects and not card.keywords_only:
            return "has rules text but no effects"
        return None

    def implemented(self, card: Card) -> bool:
        """A card is implemented when all its effects use known primitives and timings, and
        its rules text (if any) is carried by effects or only restates its fields."""
        return self.missing_implementation(card) is None

    # -- using it ------------------------------------------------------------------------------
    def holds(self, g: S, ctx: Ctx, cond: str) -> bool:
        """Whether the named condition holds (an unknown condition never does)."""
        check = self.conditions.get(cond)
        return check is not None and check(g, ctx)

    def conditions_hold(self, g: S, ctx: Ctx, spec: EffectSpec) -> bool:
        """Every guard passes and every condition in the effect's ``if`` holds."""
        # plain loops (no generators): this runs for every card and ability listed
        for guard in self.guards:
            if not guard(g, ctx, spec):
                return False
        conds = spec.param("if", ())
        if isinstance(conds, str):
            conds = (conds,)
        for cond in conds:  # noqa: SIM110
            if not self.holds(g, ctx, str(cond)):
                return False
        return True

    def target_ids(self, g: S, ctx: Ctx, spec: EffectSpec) -> tuple[list[int], bool]:
        """The instance ids the effect's ``target`` (default ``self``) stands for, and whether
        it is a group target. An unknown target stands for nothing."""
        found = self.target_rules.get(str(spec.param("target", "self")))
        if found is None:
            return [], False
        rule, group = found
        return rule(g, ctx, spec), group

    def run_specs(self, g: S, ctx: Ctx, specs: Sequence[EffectSpec]) -> int:
        """Carry out ``specs`` (whatever their timing) whose conditions hold. Returns how
        many ran."""
        self._ready()
        n = 0
        for spec in specs:
            fn = self.primitives.get(spec.do)
            if fn is None or not self.conditions_hold(g, ctx, spec):
                continue
            fn(g, ctx, spec)
            n += 1
        return n

    def run(self, g: S, ctx: Ctx, when: str) -> int:
        """Carry out every effect of ``ctx.card`` with timing ``when`` whose conditions hold.
        Returns how many ran."""
        return self.run_specs(g, ctx, [s for s in g.card(ctx.card).effects if s.when == when])


def _self(g: GameState[Any, Any], ctx: Ctx, spec: EffectSpec) -> list[int]:
    return [ctx.user] if ctx.user is not None else []


def _chosen(g: GameState[Any, Any], ctx: Ctx, spec: EffectSpec) -> list[int]:
    return [ctx.target] if ctx.target is not None else []


def _other(g: GameState[Any, Any], ctx: Ctx, spec: EffectSpec) -> list[int]:
    return [ctx.other] if ctx.other is not None else []


#: target rules every language has: the user, the chosen target, the other end of a trigger
_CORE_TARGETS: Final[dict[str, TargetRule[GameState[Any, Any]]]] = {
    "self": _self, "chosen": _chosen, "other": _other}

picklable_record(Ctx)
