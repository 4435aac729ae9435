"""The Rage Unlimited rules switches and the procedures rage-1995 has no equivalent of:
volunteers for the prey, first combat hands, leaving a turn later, the ends of combat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.events import event
from rage_tui.engine.flow import pop
from rage_tui.i18n import m
from rage_tui.rulesets.rage1995.combat_state import NULL
from rage_tui.rulesets.rage1995.damage import clear_pack, take_out
from rage_tui.rulesets.rage1995.frames import Frame
from rage_tui.rulesets.rage1995.rules import Rules, register
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.zones import refill_combat
from rage_tui.rulesets.rage_unlimited import RULESET_ID

BOOK: Final = "Rage Unlimited"
#: a combat in which nobody plays a card for this many rounds in a row ends (rules decision U8)
IDLE_LIMIT: Final = 3


@dataclass(frozen=True)
class UnlimitedRules(Rules):
    """Rage Unlimited: five phases, moots at the end of the Faza Rad, the book's combat ends."""

    def prey_volunteers(self, g: GameState, cs: object, seats: list[int]) -> Frame | None:
        """Each other player says whether it wants to play for the prey this round."""
        return PreyVolunteers(cs, seats)

    def combat_end(self, g: GameState, cs: Any) -> str | None:
        """Rundy walki: the combat ends when the aggressor's combat hand is empty (a side
        being dead and a withdrawal are checked by rage-1995's procedure). There is no "round
        without a legal action" rule; the safety valves of rules decision U8 apply."""
        if cs.round > cs.idle_counted:
            cs.idle_counted = cs.round
            played = any(s.card != NULL for s in cs.slots)
            cs.idle_rounds = 0 if played else cs.idle_rounds + 1
            if cs.attacker_seat < 0 and not any(s.card != NULL and s.creature in cs.attackers
                                                for s in cs.slots):
                return m("nobody played a card for the attacking prey: its attack is over (U8)")
        if cs.idle_rounds >= IDLE_LIMIT:
            return f"nobody played a card for {IDLE_LIMIT} rounds in a row (U8)"
        defenders_in_frenzy = any(i in g.creatures and g.creatures[i].frenzy == "full"
                                  for i in cs.defenders)
        if cs.attacker_seat >= 0 and not g.player(cs.attacker_seat).combat_hand \
                and not defenders_in_frenzy:
            return m("the aggressor has no combat cards left")
        return None

    def lost_every_character(self, g: GameState, seat: int) -> None:
        """Faza Walki (its last paragraph): the player stays until the end of the next turn;
        the allies go at once - they cannot stay once every Garou of the pack is gone
        ("Sojusznicy")."""
        p = g.player(seat)
        if f"leaving:{seat}" in g.marks:
            return
        g.marks[f"leaving:{seat}"] = g.turn + 1
        clear_pack(g, seat)
        g.alphas.pop(seat, None)
        g.emit(event("leaving",
                     "{player} has no characters left and leaves the game at the end of turn {x}",
                     {"player": p.name, "x": g.turn + 1}, f"{BOOK}: Faza Walki", seat=seat))

    def end_of_turn(self, g: GameState) -> None:
        """Players whose time to leave has come are out (rules decision U12)."""
        for p in g.players:
            due = g.marks.get(f"leaving:{p.seat}")
            if due is not None and not p.out and g.turn >= due:
                take_out(g, p.seat)

    def first_combat_hands(self, g: GameState, cs: Any, fighters: list[int]) -> None:
        """Dobiór kart walki, UWAGA: in a combat before the first Combat Phase, each player
        with a creature in it draws a first hand of combat cards."""
        seats = {g.creatures[i].controller for i in fighters if i in g.creatures}
        for seat in sorted(s for s in seats if s is not None):
            if not g.marks.get(f"combat-hand:{seat}"):
                g.marks[f"combat-hand:{seat}"] = 1
                refill_combat(g, seat)
                g.emit(
                    event("first-combat-hand",
                          "{player} draws a first combat hand for this early combat",
                          {"player": g.player(seat).name}, f"{BOOK}: Dobiór kart walki", seat=seat)
                )


UNLIMITED: Final = UnlimitedRules(
    ruleset=RULESET_ID,
    phases=("redraw", "regeneration", "resource", "moot", "combat", "end"),
    min_sept=25,
    umbra_blocks_alpha=True,
    combat_hand_at_first_combat=True,
    trade_once_per_phase=False,
    junta_effect_at_once=False,
    idle_round_ends_combat=False,
    empty_aggressor_hand_ends_combat=True,
    frenzy_hack_apart=False,
    frenzy_cards_private=True,
    prey_by_volunteers=True,
    out_at_end_of_next_turn=True,
    sudden_death=True,
    redraw_to_exactly=True,
    spirits_in_both_worlds=False,
    weapons_one_a_round=True,
    refill_only_who_played=True,
    prey_kills_discard_characters=True,
    book=BOOK,
)
register(UNLIMITED)

RULE_PREY: Final = f"{BOOK}: Atakowanie wroga"


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class PreyVolunteers(Frame):
    """Atakowanie wroga: every player but the aggressor says, in seat order, whether it wants
    to play for the prey this round. One volunteer plays; several draw lots (the engine cannot
    see a table agreement, so the lot stands for "they cannot agree"); with none the prey plays
    nothing this round and is defenceless."""

    def __init__(self, cs: object, seats: list[int]) -> None:
        self.cs = cs
        self.seats = list(seats)
        self.index = 0
        self.yes: list[int] = []

    def _prey_name(self, g: GameState) -> str:
        fighters = list(getattr(self.cs, "attackers", [])) + list(getattr(self.cs, "defenders",
                                                                          []))
        prey = [i for i in fighters if i in g.creatures and g.creatures[i].controller is None]
        return " and ".join(g.name(i) for i in prey) or "the prey"

    def run(self, g: GameState) -> Decision | None:
        if self.index < len(self.seats):
            seat = self.seats[self.index]
            name = self._prey_name(g)
            return ask(seat, "prey-volunteer",
                       "Do you want to play the combat cards of {name} this round?", {"name": name},
                       (option("Play for {name}", Choice("volunteer"), name=name),
                        option("Do not play for it", Choice("pass"))), rule=RULE_PREY)
        pop(g, self)
        if not self.yes:
            chosen: int | None = None
            g.emit(event("plays-for-prey",
                         "Nobody plays for the prey this round: it is defenceless", None, RULE_PREY,
                         seat=None))
        elif len(self.yes) == 1:
            chosen = self.yes[0]
            g.emit(event("plays-for-prey", "{player} plays for the prey this round",
                         {"player": g.player(chosen).name}, RULE_PREY, seat=chosen))
        else:
            chosen = self.yes[g.rng.randrange(len(self.yes))]
            names = ", ".join(g.player(s).name for s in self.yes)
            g.emit(event("plays-for-prey",
                         "{names} all want to play for the prey; by lot {player} plays for it "
                         "this round", {"names": names, "player": g.player(chosen).name}, RULE_PREY,
                         seat=chosen))
        self.cs.prey_seat = chosen  # type: ignore[attr-defined]
        return None

    def answer(self, g: GameState, choice: Choice) -> None:
        seat = self.seats[self.index]
        self.index += 1
        if choice.kind == "volunteer":
            self.yes.append(seat)
            g.emit(event("volunteer", "{player} wants to play for the prey",
                         {"player": g.player(seat).name}, RULE_PREY, seat=seat))
        else:
            g.emit(event("volunteer-no", "{player} does not play for the prey",
                         {"player": g.player(seat).name}, RULE_PREY, seat=seat))
