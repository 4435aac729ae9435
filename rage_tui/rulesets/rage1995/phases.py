"""The rage-1995 turn: Redraw, Regeneration, Resource, Umbra, Moot and Combat phases
(v0.2 chapter 3 "Turn Sequence")."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.errors import EngineError
from rage_tui.engine.events import ev, event
from rage_tui.engine.flow import pop, push
from rage_tui.engine.words import phase_word
from rage_tui.i18n import Text, m
from rage_tui.rulesets.rage1995 import combat_phase, moot, resources, umbra, umbral_trips, upkeep
from rage_tui.rulesets.rage1995 import creatures as cr
from rage_tui.rulesets.rage1995.cards import CardType
from rage_tui.rulesets.rage1995.damage import check_deaths, end_damage_effects
from rage_tui.rulesets.rage1995.effects import Ctx, run
from rage_tui.rulesets.rage1995.frames import Frame, PrivateCollect
from rage_tui.rulesets.rage1995.openplay import OpenPlay
from rage_tui.rulesets.rage1995.rules import rules_for
from rage_tui.rulesets.rage1995.state import GameState
from rage_tui.rulesets.rage1995.upkeep import end_straddles, sept_hand_size
from rage_tui.rulesets.rage1995.zones import draw_combat, draw_sept, hand_size, to_discard

PHASES: Final = ("redraw", "regeneration", "resource", "umbra", "moot", "combat", "end")


#: messages and options that never change, made once (asked at every such decision)
_REDRAW_PROMPT: Final = m("Redraw: choose sept cards to discard, then Done to refill your hand")
_DONE_REFILL: Final = m("Done: refill")


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class Turn(Frame):
    """One turn: every phase in order, then the next turn."""

    def __init__(self, start: str | None = None) -> None:
        self.index = -1
        self.start = start

    def run(self, g: GameState) -> Decision | None:
        if self.index == -1:
            g.turn += 1
            if g.turn > g.setup.variants.max_turns:
                g.over = True
                g.result = m("undecided: still no winner after {max_turns} turns",
                             max_turns=g.setup.variants.max_turns)
                g.emit(ev("game-over", g.result))
                return None
            g.emit(event("turn", "Turn {turn} begins", {"turn": g.turn}, turn=g.turn))
            umbral_trips.come_back(g)  # Umbral Escape ends
            phases = rules_for(g).phases
            if self.start and self.start not in phases:
                raise EngineError(f"'{self.start}' is not a phase of {g.setup.ruleset} "
                                  f"(its phases: {', '.join(phases[:-1])})")
            self.index = phases.index(self.start) if self.start else 0
        phases = rules_for(g).phases
        if self.index >= len(phases):
            pop(g, self)
            push(g, Turn())
            return None
        name = phases[self.index]
        self.index += 1
        check_deaths(g)  # Health lost to a modifier that ran out, a resource that left ...
        for c in g.creatures.values():  # "until the end of the phase" (Mangle)
            if c.mods:  # (most creatures have none)
                c.mods = [m for m in c.mods if m.until != "phase"]
        g.phase = name
        g.step = ""
        if name != "end":
            g.emit(ev("phase", phase_word(name), "v0.2 Turn Sequence", phase=name))
        push(g, *_phase_frames(g, name))
        return None


def _phase_frames(g: GameState, name: str) -> list[Frame]:
    seats = g.seats_in()
    if name == "redraw":
        if g.turn == 1 and not any(p.sept_hand or p.combat_hand for p in g.players):
            return [FirstDraw(), OpenPlay("Redraw Phase", seats)]
        seats = _redrawing(g, seats)
        return [RedrawDiscard(seats), OpenPlay("Redraw Phase", seats)]
    if name == "regeneration":
        return [Regenerate(), OpenPlay("Regeneration Phase", seats)]
    if name == "resource":
        return [resources.ClosedResources(seats), resources.OpenResources(seats)]
    if name == "umbra":
        return [umbra.StepSideways(seats), OpenPlay("Umbra Phase", seats)]
    if name == "moot":
        return [moot.MootPhase()]
    if name == "combat":
        return [combat_phase.CombatPhase()]
    return [EndOfTurn()]


def _redrawing(g: GameState, seats: list[int]) -> list[int]:
    """The seats that take part in this Redraw Phase: a seat told to skip its next one by a
    card played on an earlier turn (Telemarketing Campaign) sits it out (rules decision R58)."""
    out = []
    for seat in seats:
        since = g.marks.get(f"skip-redraw:{seat}")
        if since is not None and since < g.turn:
            del g.marks[f"skip-redraw:{seat}"]
            g.emit(event("skipped", "{player} skips this Redraw Phase",
                         {"player": g.player(seat).name}, "rules decision R58", seat=seat))
            continue
        out.append(seat)
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class FirstDraw(Frame):
    """First Redraw Phase: everyone draws a sept hand and a combat hand (closed play)."""

    def run(self, g: GameState) -> Decision | None:
        pop(g, self)
        for seat in g.seats_in():
            draw_sept(g, seat, hand_size(g, seat, "sept"))
            if not rules_for(g).combat_hand_at_first_combat:
                draw_combat(g, seat, hand_size(g, seat, "combat"))
        return None


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class RedrawDiscard(PrivateCollect):
    """Each seat discards any sept cards in private, then all refill (v0.2 Redraw Phase)."""

    kind = "redraw-discard"
    rule = "v0.2 Redraw Phase"

    def options(self, g: GameState, seat: int, picked: list[Choice]) -> list[Option]:
        chosen = {c.args[0] for c in picked}
        return [option("Discard {card}", Choice("discard", (iid,)), g.cards[iid].cid,
                       card=g.name(iid))
                for iid in g.player(seat).sept_hand if iid not in chosen]

    def prompt(self, g: GameState, seat: int) -> Text:
        over = self._over(g, seat)
        if over > 0:
            return m("Redraw: you hold {n} sept cards; discard {over} more to keep exactly {size}",
                     n=len(g.player(seat).sept_hand) - len(self.picks[seat]), over=over,
                     size=sept_hand_size(g, seat))
        return _REDRAW_PROMPT

    def done_label(self) -> Text:
        return _DONE_REFILL

    def may_be_done(self, g: GameState, seat: int, picked: list[Choice]) -> bool:
        """Faza Dobioru (Rage Unlimited, rules decision U20): the redraw leaves exactly the
        hand size, so a player holding more discards the extra cards of their choice first.
        Under v0.2 a hand over its size is kept."""
        return self._over(g, seat) <= 0

    def _over(self, g: GameState, seat: int) -> int:
        """How many more cards ``seat`` must discard before it may refill (0 under v0.2)."""
        if not rules_for(g).redraw_to_exactly:
            return 0
        kept = len(g.player(seat).sept_hand) - len(self.picks[seat])
        return kept - sept_hand_size(g, seat)

    def finish(self, g: GameState) -> None:
        for seat in self.seats:
            p = g.player(seat)
            for choice in self.picks[seat]:
                iid = int(choice.args[0])
                p.sept_hand.remove(iid)
                to_discard(g, iid)
            if self.picks[seat]:
                names = ", ".join(g.name(int(c.args[0])) for c in self.picks[seat])
                g.emit(event("discarded", "{player} discards {names}",
                             {"player": p.name, "names": names}, self.rule, seat=seat,
                             cards=tuple(int(c.args[0]) for c in self.picks[seat])))
        for seat in self.seats:
            p = g.player(seat)
            draw_sept(g, seat, sept_hand_size(g, seat) - len(p.sept_hand))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class Regenerate(Frame):
    """Regenerating creatures return their lowest non-aggravated damage card
    (v0.2 Regeneration Phase). Ties between different cards are the controller's choice.
    Healing never turns a Crinos character back to breed form: it stays in Crinos until a card
    forces it back (FAQ "Character Forms")."""

    rule = "v0.2 Regeneration Phase"

    def __init__(self) -> None:
        self.queue: list[int] | None = None
        self.asking: int | None = None

    def _candidates(self, g: GameState, iid: int) -> list[int]:
        c = g.creatures[iid]
        healable = [d for d in c.damage if d not in c.aggravated]
        if not healable:
            return []
        low = min(c.dmg_value[d] for d in healable)
        return [d for d in healable if c.dmg_value[d] == low]

    def run(self, g: GameState) -> Decision | None:
        if self.queue is None:
            order = [i for s in g.seats_in() for i in g.player(s).pack] + list(g.hunting)
            self.queue = [i for i in order
                          if i in g.creatures and cr.regenerates(g, g.creatures[i])
                          and self._candidates(g, i)]
        while self.queue:
            iid = self.queue[0]
            cands = self._candidates(g, iid)
            distinct = {(g.cards[d].cid, g.cards[d].owner) for d in cands}
            if len(distinct) > 1:
                c = g.creatures[iid]
                seat = c.controller if c.controller is not None else g.cards[iid].owner
                self.asking = iid
                return ask(seat, "regenerate",
                           "{card} regenerates: choose the damage card to return",
                           {"card": g.name(iid)},
                           tuple(option("Return {d} ({dmg_value})", Choice("heal", (d,)),
                                        g.cards[d].cid, d=g.name(d),
                                        dmg_value=g.creatures[iid].dmg_value[d])
                                 for d in cands), about=iid, rule=self.rule)
            self._heal(g, iid, cands[0])
        pop(g, self)
        _regeneration_effects(g)
        return None

    def answer(self, g: GameState, choice: Choice) -> None:
        assert self.asking is not None
        self._heal(g, self.asking, int(choice.args[0]))

    def _heal(self, g: GameState, iid: int, dmg: int) -> None:
        assert self.queue is not None
        self.queue.pop(0)
        c = g.creatures[iid]
        value = c.dmg_value.pop(dmg)
        c.damage.remove(dmg)
        end_damage_effects(g, c, dmg)
        to_discard(g, dmg)
        g.emit(event("regenerated", "{card} regenerates {dmg} ({value})",
                     {"card": g.name(iid), "dmg": g.name(dmg), "value": value}, self.rule,
                     creature=iid, card=dmg, value=value))


def _regeneration_effects(g: GameState) -> None:
    """Cards with ``when: regeneration`` effects (for example extra regeneration)."""
    regen = g.cids_with("regeneration")  # the library's cards with such effects (per game)
    if not regen:
        return
    for seat in g.seats_in():
        p = g.player(seat)
        sources: list[tuple[int, int | None]] = [(r, None) for r in p.resources]
        for iid in p.pack:
            c = g.creatures.get(iid)
            if c is not None:
                sources.extend((a, iid) for a in c.attached)
        for card, user in sources:
            if g.cards[card].cid in regen:
                run(g, Ctx(card, seat, user), "regeneration")
    for iid in list(g.hunting):  # prey with regeneration effects of their own (the Priest)
        c = g.creatures.get(iid)
        if c is not None and not c.dead and g.cards[iid].cid in regen:
            run(g, Ctx(iid, g.cards[iid].owner, iid), "regeneration")


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class EndOfTurn(Frame):
    """End of turn: effects lasting until the end of the turn end."""

    def run(self, g: GameState) -> Decision | None:
        pop(g, self)
        rules_for(g).end_of_turn(g)
        end_straddles(g)
        for c in g.creatures.values():
            c.mods = [m for m in c.mods if m.until not in ("turn", "phase", "combat", "round",
                                                           "next-round", "round-after-next")]
            for mod in c.mods:  # "until the end of the next turn" lasts one more turn
                if mod.until == "next-turn":
                    mod.until = "turn"
            c.traded.clear()
            for a in list(c.attached):
                if g.card(a).type == CardType.PAST_LIFE:
                    c.attached.remove(a)
                    g.player(g.cards[a].owner).sept_hand.append(a)
                    g.emit(event("returned",
                                 "{card} returns to its player's hand at the end of the turn",
                                 {"card": g.name(a)}, "v0.2 Past Lives", card=a))
        upkeep.return_borrowed(g)  # Oisin MacGaelach has left: his faeries go home
        for iid in list(g.global_cards):
            if g.card(iid).subtype == "lunar":
                g.global_cards.remove(iid)
                to_discard(g, iid)
                g.emit(event("expired", "{card} ends with the turn", {"card": g.name(iid)},
                             card=iid))
        return None
