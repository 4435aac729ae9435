"""rage-1995's views: the table as one seat may know it (creatures, seats with their piles and
hand counts, the Hunting Grounds, the combat in progress), extending the core's ``View``.

A view holds no card instance ids for cards the seat cannot see (the other seats' hands, any
deck, face-down cards of others), only counts or "a face-down card".
"""

from __future__ import annotations

from dataclasses import dataclass

from rage_tui.engine import view as core
from rage_tui.engine.choices import Decision
from rage_tui.engine.records import picklable_record


@dataclass(frozen=True, slots=True)
class DamageView:
    """A damage card on a creature."""

    cid: str
    value: int
    aggravated: bool

    # (written out for the compiled engine: one per damage card in a view, see choices.py)
    def __init__(self, cid: str, value: int, aggravated: bool) -> None:
        object.__setattr__(self, "cid", cid)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "aggravated", aggravated)


@dataclass(frozen=True, slots=True)
class CreatureView:
    """A creature in play as everyone sees it."""

    iid: int
    cid: str
    name: str
    controller: int | None
    kind: str
    form: str
    crinos: bool
    rage: int
    gnosis: int
    health: int
    renown: int
    card_rage: int
    damage: tuple[DamageView, ...]
    attached: tuple[str, ...]
    umbra: bool
    physical: bool
    alpha: bool
    frenzy: str | None
    dead: bool
    regenerates: bool
    bound: bool = False
    #: set aside out of play until the end of the turn (Blossom): it takes no action but
    #: regenerating and nothing can act against it
    out_of_play: bool = False

    # (written out for the compiled engine: one per creature in a view, see engine/choices.py)
    def __init__(self, iid: int, cid: str, name: str, controller: int | None, kind: str, form: str,
                 crinos: bool, rage: int, gnosis: int, health: int, renown: int, card_rage: int,
                 damage: tuple[DamageView, ...], attached: tuple[str, ...], umbra: bool,
                 physical: bool, alpha: bool, frenzy: str | None, dead: bool, regenerates: bool,
                 bound: bool = False, out_of_play: bool = False) -> None:
        object.__setattr__(self, "iid", iid)
        object.__setattr__(self, "cid", cid)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "controller", controller)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "form", form)
        object.__setattr__(self, "crinos", crinos)
        object.__setattr__(self, "rage", rage)
        object.__setattr__(self, "gnosis", gnosis)
        object.__setattr__(self, "health", health)
        object.__setattr__(self, "renown", renown)
        object.__setattr__(self, "card_rage", card_rage)
        object.__setattr__(self, "damage", damage)
        object.__setattr__(self, "attached", attached)
        object.__setattr__(self, "umbra", umbra)
        object.__setattr__(self, "physical", physical)
        object.__setattr__(self, "alpha", alpha)
        object.__setattr__(self, "frenzy", frenzy)
        object.__setattr__(self, "dead", dead)
        object.__setattr__(self, "regenerates", regenerates)
        object.__setattr__(self, "bound", bound)
        object.__setattr__(self, "out_of_play", out_of_play)

    @property
    def total_damage(self) -> int:
        """Sum of damage card values."""
        return sum(d.value for d in self.damage)


@dataclass(frozen=True, slots=True)
class SlotView:
    """A card played in the current combat round: ``cid`` is None while it is face down and
    not the viewer's own; ``card`` is the instance id only when the viewer may know it."""

    creature: int
    seat: int
    face_down: bool
    cid: str | None
    card: int | None
    target: int | None
    lands: bool | None


@dataclass(frozen=True, slots=True)
class CombatView:
    """The combat in progress."""

    kind: str
    attackers: tuple[int, ...]
    defenders: tuple[int, ...]
    round: int
    step: str
    slots: tuple[SlotView, ...]
    prey_seat: int | None
    #: scripted prey (docs/solo.md): this round's behaviour-deck number (0: none drawn) and
    #: (boss, script step in its current phase) pairs; both are public, the deck order is not
    prey_draw: int = 0
    prey_steps: tuple[tuple[int, int], ...] = ()
    #: (prey, the creature it went for last round) and (monomaniac, its quarry for the combat)
    prey_last: tuple[tuple[int, int], ...] = ()
    prey_locks: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as the viewer may see it. Hands are only filled in for the viewer's own seat."""

    seat: int
    name: str
    allegiance: str
    vp: int
    out: bool
    pack: tuple[CreatureView, ...]
    resources: tuple[str, ...]
    sept_hand: tuple[tuple[int, str], ...] | None
    combat_hand: tuple[tuple[int, str], ...] | None
    sept_hand_count: int
    combat_hand_count: int
    sept_deck_count: int
    combat_deck_count: int
    sept_discard: tuple[str, ...]
    combat_discard: tuple[str, ...]
    victory: tuple[str | None, ...]
    alpha: int | None

    # (written out for the compiled engine: one per seat in a view, see engine/choices.py)
    def __init__(self, seat: int, name: str, allegiance: str, vp: int, out: bool,
                 pack: tuple[CreatureView, ...], resources: tuple[str, ...],
                 sept_hand: tuple[tuple[int, str], ...] | None,
                 combat_hand: tuple[tuple[int, str], ...] | None, sept_hand_count: int,
                 combat_hand_count: int, sept_deck_count: int, combat_deck_count: int,
                 sept_discard: tuple[str, ...], combat_discard: tuple[str, ...],
                 victory: tuple[str | None, ...], alpha: int | None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "allegiance", allegiance)
        object.__setattr__(self, "vp", vp)
        object.__setattr__(self, "out", out)
        object.__setattr__(self, "pack", pack)
        object.__setattr__(self, "resources", resources)
        object.__setattr__(self, "sept_hand", sept_hand)
        object.__setattr__(self, "combat_hand", combat_hand)
        object.__setattr__(self, "sept_hand_count", sept_hand_count)
        object.__setattr__(self, "combat_hand_count", combat_hand_count)
        object.__setattr__(self, "sept_deck_count", sept_deck_count)
        object.__setattr__(self, "combat_deck_count", combat_deck_count)
        object.__setattr__(self, "sept_discard", sept_discard)
        object.__setattr__(self, "combat_discard", combat_discard)
        object.__setattr__(self, "victory", victory)
        object.__setattr__(self, "alpha", alpha)


@dataclass(frozen=True, slots=True)
class View(core.View):
    """Everything a seat may know at this moment of a rage-1995 game."""

    renown_level: int | None
    seats: tuple[SeatView, ...]
    hunting: tuple[CreatureView, ...]
    combat: CombatView | None

    # (written out for the compiled engine: made for every decision, see engine/choices.py)
    def __init__(self, seat: int | None, turn: int, phase: str, step: str,
                 decision: Decision | None, waiting_for: int | None, over: bool,
                 winner: int | None, result: str, renown_level: int | None,
                 seats: tuple[SeatView, ...], hunting: tuple[CreatureView, ...],
                 combat: CombatView | None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "turn", turn)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "step", step)
        object.__setattr__(self, "decision", decision)
        object.__setattr__(self, "waiting_for", waiting_for)
        object.__setattr__(self, "over", over)
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "result", result)
        object.__setattr__(self, "renown_level", renown_level)
        object.__setattr__(self, "seats", seats)
        object.__setattr__(self, "hunting", hunting)
        object.__setattr__(self, "combat", combat)

    def creature(self, iid: int) -> CreatureView | None:
        """A creature anywhere on the table."""
        for s in self.seats:
            for c in s.pack:
                if c.iid == iid:
                    return c
        for c in self.hunting:
            if c.iid == iid:
                return c
        return None


def rage_view(v: core.View) -> View:
    """``v`` as a rage-1995 view (for code that reads its table: bots, the screens)."""
    if not isinstance(v, View):
        raise TypeError(f"not a rage-1995 view: {type(v).__name__}")
    return v

picklable_record(DamageView)
picklable_record(CreatureView)
