"""A turn of Rage: Across Las Vegas: Start of Turn, Sept Draw, Main, Resolution, Alpha and End
phases (seed, Sequence of Play)."""

from __future__ import annotations

from typing import Final

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, ask, option
from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.rulesets.las_vegas import board
from rage_tui.rulesets.las_vegas.alpha import AlphaPhase
from rage_tui.rulesets.las_vegas.cards import ALLY, EQUIPMENT, GIFT
from rage_tui.rulesets.las_vegas.effects import LV
from rage_tui.rulesets.las_vegas.main_phase import MainPhase
from rage_tui.rulesets.las_vegas.resolution import Resolution
from rage_tui.rulesets.las_vegas.simplified import simplified
from rage_tui.rulesets.las_vegas.state import LVState

START_RULE: Final = "LV Sequence of Play: Start of Turn Phase"
DRAW_RULE: Final = "LV Sequence of Play: Sept Draw Phase"
END_RULE: Final = "LV Sequence of Play: End Phase"
UMBRA_CHART: Final = "LV The Umbra: Umbral Chart"


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class Turn(Frame[LVState]):
    """One turn after another, each phase in order, until the game ends."""

    def __init__(self, phase: str | None = None) -> None:
        self.step = 0 if phase is None else ("start", "sept-draw", "main", "resolution",
                                             "alpha", "end").index(phase)

    def run(self, g: LVState) -> Decision | None:
        step = self.step
        self.step = (step + 1) % 6
        if step == 0:
            g.turn += 1
            if g.turn > g.setup.variants.max_turns:
                board.end_game(g, None, "rules decision L13")
                return None
            g.phase = "start"
            g.emit(event("turn", "Turn {turn} begins", {"turn": g.turn}, START_RULE,
                         turn=g.turn))
            start_of_turn(g)
        elif step == 1:
            g.phase = "sept-draw"
            push(g, SeptDraw())
        elif step == 2:
            g.phase = "main"
            for c in g.chars.values():
                c.wounded_at_main = c.wounds > 0
            push(g, MainPhase("main", [s for s in g.order if not g.player(s).out]))
        elif step == 3:
            g.phase = "resolution"
            push(g, Resolution())
        elif step == 4:
            g.phase = "alpha"
            push(g, AlphaPhase())
        else:
            g.phase = "end"
            end_phase(g)
        return None


def seat_bonus(g: LVState, seat: int, stat: str) -> int:
    """What a seat's Totem and active rites add to a seat figure (``sept-draw``)."""
    p = g.player(seat)
    return sum(int(s.param("amount", 1)) for src in p.totem + p.rites
               for s in g.card(src).effects
               if s.when == "static" and s.do == "bonus" and s.param("stat") == stat)


def sept_draw_number(g: LVState, seat: int) -> int:
    """The Tribe card's Sept Draw, with the Umbral chart (level 1: +1, level 5: -1)."""
    level = board.umbra_level(g)
    n = g.card(g.player(seat).tribe).sept_draw + seat_bonus(g, seat, "sept-draw")
    return max(0, n + (1 if level == 1 else -1 if level == 5 else 0))


def start_of_turn(g: LVState) -> None:
    """Rites and regenerating characters advance a quarter turn; a rite does not when its
    shapeshifter entered a combat or the Hunting Grounds last turn; the Umbral chart acts;
    Totems and active rites with Start of Turn effects act."""
    for iid in sorted(g.chars):
        c = g.chars[iid]
        if c.rite is not None:
            if c.fought:
                g.emit(event("rite-held", "{rite} does not advance: {card} fought last turn",
                             {"rite": g.name(c.rite), "card": g.name(iid)}, START_RULE,
                             card=iid, rite=c.rite))
            else:
                c.rite_left -= 1
                if c.rite_left <= 0:
                    rite = c.rite
                    c.rite = None
                    g.player(g.cards[rite].owner).rites.append(rite)
                    g.emit(event("rite-active", "{rite} is complete and active",
                                 {"rite": g.name(rite)}, START_RULE, rite=rite, card=iid))
                    LV.run(g, Ctx(rite, g.cards[rite].owner, user=iid), "active")
                else:
                    g.emit(event("rite-turns", "{rite} turns a quarter ({n} to go)",
                                 {"rite": g.name(c.rite), "n": c.rite_left}, START_RULE,
                                 rite=c.rite, left=c.rite_left))
        if c.regen > 0:
            c.regen -= 1
            if c.regen == 0:
                c.wounds = 0
                c.crinos = False
                g.emit(event("regenerated", "{card} is upright again, healed and in Breed "
                             "form", {"card": g.name(iid)}, START_RULE, card=iid))
        c.fought = False
        c.voted = False
        c.called = False
    for p in g.players:
        p.regen_closed = False
    g.event_targets.clear()
    umbral_chart_start(g)
    for p in g.players:
        for src in [*p.totem, *p.rites]:
            LV.run(g, Ctx(src, p.seat), "start")


def umbral_chart_start(g: LVState) -> None:
    """The Umbral chart's Start of Turn effects (level 1: Gnosis 6+ Garou heal 1; level 4:
    Gnosis 6+ Garou lose a Gift, Spirit Allies take a wound; level 5: Gnosis 5+ Garou lose a
    Gift and Fetish Equipment is destroyed). The Gift lost is the last attached (L16)."""
    level = board.umbra_level(g)
    for iid in sorted(g.chars):
        if iid not in g.chars:
            continue
        card = g.card(iid)
        c = g.chars[iid]
        gnosis = board.figure(g, iid, "gnosis")
        if board.is_garou(card) and level == 1 and gnosis >= 6:
            board.heal(g, iid, 1, UMBRA_CHART)
        if board.is_garou(card) and ((level == 4 and gnosis >= 6)
                                     or (level == 5 and gnosis >= 5)):
            gifts = [a for a in c.attached if g.card(a).kind == GIFT]
            if gifts:
                lost = gifts[-1]
                c.attached.remove(lost)
                g.player(g.cards[lost].owner).sept_discard.append(lost)
                g.emit(event("lost", "{card} loses {what} (Umbral chart)",
                             {"card": g.name(iid), "what": g.name(lost)},
                             simplified(UMBRA_CHART, "L16"), card=iid, lost=lost))
        if level == 5:
            for a in [a for a in c.attached
                      if g.card(a).kind == EQUIPMENT and "fetish" in g.card(a).keywords]:
                c.attached.remove(a)
                g.player(g.cards[a].owner).sept_discard.append(a)
                g.emit(event("lost", "{card} loses {what} (Umbral chart)",
                             {"card": g.name(iid), "what": g.name(a)}, UMBRA_CHART,
                             card=iid, lost=a))
        if level == 4 and card.kind == ALLY and "spirit" in card.keywords:
            board.wound(g, iid, 1, None, UMBRA_CHART)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class SeptDraw(Frame[LVState]):
    """Each seat draws up to its Sept Draw number or discards down to it; when no seat can
    draw, the Renown level drops by one for good (L2)."""

    def __init__(self) -> None:
        self.drawn = False

    def run(self, g: LVState) -> Decision | None:
        if not self.drawn:
            self.drawn = True
            seats = [s for s in g.order if not g.player(s).out]
            if all(not g.player(s).sept_deck for s in seats):
                g.renown_level -= 1
                g.level_drops += 1
                g.emit(event("renown-level", "Nobody can draw: the Renown level drops to "
                             "{level}", {"level": g.renown_level},
                             DRAW_RULE + "; rules decision L2", level=g.renown_level))
                board.check_winner(g)
            for s in seats:
                p = g.player(s)
                need = sept_draw_number(g, s) - len(p.sept_hand)
                if need > 0:
                    from rage_tui.engine.zones import draw

                    draw(g, s, p.sept_deck, p.sept_hand, need, "sept")
        for s in g.order:
            p = g.player(s)
            if not p.out and len(p.sept_hand) > sept_draw_number(g, s):
                return ask(s, "discard-down", "Discard down to your Sept Draw of {n}",
                           {"n": sept_draw_number(g, s)},
                           tuple(option("Discard {card}", Choice("discard", (i,)), g.card(i).id,
                                        card=g.name(i)) for i in p.sept_hand), rule=DRAW_RULE)
        pop(g, self)
        return None

    def answer(self, g: LVState, choice: Choice) -> None:
        iid = int(choice.args[0])
        p = g.player(g.cards[iid].owner)
        p.sept_hand.remove(iid)
        p.sept_discard.append(iid)
        g.emit(event("discarded", "{player} discards {card}",
                     {"player": p.name, "card": g.name(iid)}, DRAW_RULE, seat=p.seat, card=iid))


def end_phase(g: LVState) -> None:
    """Pack members leave the Hunting Grounds, shapeshifters return to Breed form unless their
    wounds reach their Breed Health, Long Events are discarded."""
    for iid in sorted(g.chars):
        c = g.chars[iid]
        c.hunting = False
        card = g.card(iid)
        if c.crinos and c.wounds < card.health:
            c.crinos = False
    g.alphas.clear()
    for iid in g.long_events:
        g.player(g.cards[iid].owner).sept_discard.append(iid)
    g.long_events.clear()
    g.emit(event("turn-end", "Turn {turn} ends", {"turn": g.turn}, END_RULE, turn=g.turn))
