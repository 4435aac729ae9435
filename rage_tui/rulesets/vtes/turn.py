"""The turn (3): untap (4), master (5), minion (6), influence (7) and discard (8) phases, turn
after turn clockwise, until one Methuselah is left or the turn limit (rules decision V7)."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from rage_tui.engine.choices import Choice, Decision, Option, ask, option
from rage_tui.engine.effects import Ctx
from rage_tui.engine.events import event
from rage_tui.engine.flow import Frame, pop, push
from rage_tui.rulesets.vtes.board import burn_pool, draw_up, finish, gain_pool, settle
from rage_tui.rulesets.vtes.cards import ALLY
from rage_tui.rulesets.vtes.effects import VTES, has
from rage_tui.rulesets.vtes.minion import MinionPhase
from rage_tui.rulesets.vtes.requirements import master_playable
from rage_tui.rulesets.vtes.state import VtesState
from rage_tui.rulesets.vtes.untap import UntapPhase

PASS = Choice("pass")


def transfers_for(turn: int) -> int:
    """Transfers of an influence phase: 1, 2 and 3 in the first three turns of the game, then
    4 (7; rules decision V2: "turn" counts the game's turns)."""
    return turn if turn <= 3 else 4


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class TurnLoop(Frame[VtesState]):
    """The bottom frame: starts each Methuselah's turn in clockwise order."""

    def __init__(self, first_phase: str | None = None) -> None:
        self.started = False
        #: the first turn begins at this phase (a scenario or test), else at the untap
        self.first_phase = first_phase

    def run(self, g: VtesState) -> Decision | None:
        if g.over:
            return None
        if self.started or g.players[g.active].out:
            g.active = g.prey(g.active)
        self.started = True
        if g.max_turns and g.turn >= g.max_turns:
            g.emit(event("turn-limit", "The turn limit ({n} turns) is reached", {"n": g.turn},
                         "rules decision V7"))
            finish(g, "rules decision V7")
            return None
        g.turn += 1
        p = g.players[g.active]
        g.emit(event("turn", "Turn {n}: {player}", {"n": g.turn, "player": p.name}, "3",
                     seat=g.active))
        phases: list[Frame[VtesState]] = [
            UntapPhase(), MasterPhase(), MinionPhase(), InfluencePhase(transfers_for(g.turn)),
            DiscardPhase(), EndOfTurn()]
        if self.first_phase is not None:
            names = ["untap", "master", "minion", "influence", "discard"]
            phases = phases[names.index(self.first_phase):] if self.first_phase in names \
                else phases
            self.first_phase = None
        push(g, *phases)
        return None


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class MasterPhase(Frame[VtesState]):
    """One master phase action: play a master card from the hand, or not (5)."""

    def __init__(self) -> None:
        self.actions = 1

    def run(self, g: VtesState) -> Decision | None:
        g.phase = "master"
        seat = g.active
        p = g.players[seat]
        if p.oot_debt:  # one master phase action less (5)
            p.oot_debt = False
            self.actions -= 1
            g.emit(event("oot-debt", "{player} has paid for an out-of-turn master card "
                         "with this master phase", {"player": p.name}, "5", seat=seat))
        opts: list[Option] = []
        if self.actions > 0:
            for iid in p.hand:
                card = g.card(iid)
                if not master_playable(g, seat, card) or has(card.effects, "out-of-turn"):
                    continue  # (an out-of-turn card cannot be played on one's own turn)
                if has(card.effects, "master", "discipline") or any(
                        sp.param("target") == "chosen" for sp in card.effects):
                    for v in p.ready:
                        if g.is_vampire(v):
                            opts.append(option("Play {card} on {target}",
                                               Choice("master", (iid, v)), card.id,
                                               card=card.name, target=g.name(v)))
                else:
                    opts.append(option("Play {card}", Choice("master", (iid,)), card.id,
                                       card=card.name))
        if not opts:
            pop(g, self)
            return None
        return ask(seat, "master", "Master phase: play a master card or pass", None,
                   (option("Pass", PASS), *opts), rule="5")

    def answer(self, g: VtesState, choice: Choice) -> None:
        if choice == PASS:
            self.actions = 0
            return
        self.actions -= 1
        iid = int(choice.args[0])
        target = int(choice.args[1]) if len(choice.args) > 1 else None
        play_master(g, g.active, iid, target)


def play_master(g: VtesState, seat: int, iid: int, target: int | None) -> None:
    """Play a master card: pay its pool, carry out its effect, burn it unless it stays in play
    (1.6.2), draw a replacement (1.6.1.2)."""
    p = g.players[seat]
    card = g.card(iid)
    p.hand.remove(iid)
    p.limbo.append(iid)
    burn_pool(g, seat, card.pool_cost)
    g.emit(event("master", "{player} plays {card}", {"player": p.name, "card": card.name}, "5",
                 seat=seat, card=card.id))
    g.scratch = {}
    VTES.run_specs(g, Ctx(iid, seat, target=target, user=target),
                   [s for s in card.effects if s.when == "master"])
    stays = g.scratch.get("stays", 0)
    g.scratch = {}
    p.limbo.remove(iid)
    if not stays:
        p.ash.append(iid)
    draw_up(g, seat)
    settle(g)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class InfluencePhase(Frame[VtesState]):
    """Transfers (7): 1 pool to an uncontrolled vampire (1 transfer), 1 blood back to the pool
    (2), a crypt card to the uncontrolled region for 1 pool (4). At the end a vampire with
    blood up to his capacity is controlled, ready and untapped."""

    def __init__(self, transfers: int) -> None:
        self.left = transfers
        self.announced = False

    def run(self, g: VtesState) -> Decision | None:
        g.phase = "influence"
        seat = g.active
        p = g.players[seat]
        if not self.announced:
            self.announced = True
            g.emit(event("transfers", "{player} has {n} transfer(s)",
                         {"player": p.name, "n": self.left}, "7", seat=seat, n=self.left))
        opts: list[Option] = []
        vamps = [i for i in p.uncontrolled if g.is_vampire(i)]
        if self.left >= 1 and p.pool >= 1:
            opts += [option("Move 1 pool to {target}", Choice("to", (v,)), g.cards[v].cid,
                            target=g.name(v)) for v in vamps]
        if self.left >= 2:
            opts += [option("Move 1 blood from {target} to your pool", Choice("from", (v,)),
                            g.cards[v].cid, target=g.name(v))
                     for v in vamps if g.blood.get(v, 0) > 0]
        if self.left >= 4 and p.pool >= 1 and p.crypt:
            opts.append(option("Burn 1 pool: move a crypt card to your uncontrolled region",
                               Choice("crypt")))
        if not opts:
            self._end(g)
            return None
        return ask(seat, "influence", "Influence phase: {n} transfer(s) left", {"n": self.left},
                   (option("End the influence phase", PASS), *opts), rule="7")

    def answer(self, g: VtesState, choice: Choice) -> None:
        p = g.players[g.active]
        if choice == PASS:
            self.left = 0
        elif choice.kind == "to":
            self.left -= 1
            v = int(choice.args[0])
            burn_pool(g, g.active, 1)
            g.blood[v] = g.blood.get(v, 0) + 1
            settle(g)
        elif choice.kind == "from":
            self.left -= 2
            v = int(choice.args[0])
            g.blood[v] -= 1
            gain_pool(g, g.active, 1)
        else:
            self.left -= 4
            burn_pool(g, g.active, 1)
            p.uncontrolled.append(p.crypt.pop())
            settle(g)

    def _end(self, g: VtesState) -> None:
        pop(g, self)
        p = g.players[g.active]
        for v in [i for i in p.uncontrolled if g.is_vampire(i)]:
            if g.blood.get(v, 0) >= g.card(v).capacity:
                bring_out(g, v)


def bring_out(g: VtesState, v: int) -> None:
    """An uncontrolled vampire turns face up into the ready region, untapped; excess blood
    drains (7). Another copy in play makes both contested (4.1)."""
    seat = g.owner(v)
    p = g.players[seat]
    p.uncontrolled.remove(v)
    g.blood[v] = min(g.blood.get(v, 0), g.capacity(v))
    g.tapped.discard(v)
    rivals = [i for q in g.players for i in (*q.ready, *q.torpor, *q.contested)
              if g.cards[i].cid == g.cards[v].cid]
    if rivals:
        p.contested.append(v)
        for r in rivals:
            q = g.players[g.owner(r)]
            for region in (q.ready, q.torpor):
                if r in region:
                    region.remove(r)
                    q.contested.append(r)
        g.emit(event("contested", "{card} is contested", {"card": g.name(v)}, "4.1",
                     card=g.cards[v].cid))
        return
    p.ready.append(v)
    g.emit(event("controlled", "{player} brings out {card} with {n} blood",
                 {"player": p.name, "card": g.name(v), "n": g.blood[v]}, "7", seat=seat,
                 card=g.cards[v].cid))


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class DiscardPhase(Frame[VtesState]):
    """Discard one card and draw another, or not (8)."""

    def run(self, g: VtesState) -> Decision | None:
        g.phase = "discard"
        p = g.players[g.active]
        if not p.hand:
            pop(g, self)
            return None
        opts = [option("Discard {card}", Choice("discard", (i,)), g.cards[i].cid,
                       card=g.name(i)) for i in p.hand]
        return ask(g.active, "discard", "Discard phase: discard a card (and draw) or pass",
                   None, (option("Pass", PASS), *opts), rule="8")

    def answer(self, g: VtesState, choice: Choice) -> None:
        pop(g, self)
        if choice != PASS:
            p = g.players[g.active]
            iid = int(choice.args[0])
            p.hand.remove(iid)
            p.ash.append(iid)
            g.emit(event("discard", "{player} discards {card}",
                         {"player": p.name, "card": g.name(iid)}, "8", seat=g.active))
            draw_up(g, g.active)


@mypyc_attr(allow_interpreted_subclasses=True)  # picklable when compiled
class EndOfTurn(Frame[VtesState]):
    """Allies recruited this turn move to the ready region (6.1.5)."""

    def run(self, g: VtesState) -> Decision | None:
        pop(g, self)
        p = g.players[g.active]
        for a in [i for i in p.uncontrolled if g.card(i).type == ALLY]:
            p.uncontrolled.remove(a)
            p.ready.append(a)
        return None

