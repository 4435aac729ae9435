"""The greedy bot's scores outside combat: which sept and combat cards to play, keep or throw
away, and how to call and vote in juntas (a mixin of :class:`rage_tui.ai.greedy.GreedyAgent`)."""

from __future__ import annotations

from rage_tui.ai.effects_value import effect_value
from rage_tui.ai.knowledge import Defs, creature_map, eff_hp, my_seat, next_rage, prey_good_for
from rage_tui.engine.choices import Decision, Option
from rage_tui.rulesets.rage1995.cards import CardDef, CardType, Slot
from rage_tui.rulesets.rage1995.view_types import View

Scored = list[tuple[float, Option]]


class TurnScores:
    """Scores for resources, open play, redraws, hand cuts and juntas."""

    defs: Defs
    junta_caller: dict[int, int]
    juntas_open: list[int]

    # -- sept cards and resources ----------------------------------------------------------
    def _hand_card(self, view: View, iid: int) -> CardDef | None:
        for i, cid in my_seat(view).sept_hand or ():
            if i == iid:
                return self.defs.get(cid)
        for i, cid in my_seat(view).combat_hand or ():
            if i == iid:
                return self.defs.get(cid)
        return None

    def _play_value(self, view: View, card: CardDef, target: int) -> float:
        me = my_seat(view)
        if card.type in (CardType.ENEMY, CardType.VICTIM):
            if not prey_good_for(card, me.allegiance):
                return -5.0
            rivals = sum(1 for s in view.seats if s.seat != me.seat and not s.out
                         and s.allegiance == me.allegiance)
            return 1.2 - 0.4 * rivals + 0.05 * card.renown
        cmap = creature_map(view)
        holder = cmap.get(target)
        if card.type == CardType.ALLY:
            return 1.6 + 0.1 * card.renown
        if card.type == CardType.EQUIPMENT:
            if holder is None:
                return 0.1
            base = 0.8 if card.slot in (Slot.WEAPON, Slot.ARMOR) else 0.5
            if card.plays_rage is not None:
                base += 0.6 * max(0, card.plays_rage - holder.card_rage) - 0.3
            fighter = 0.05 * eff_hp(holder, self.defs) + 0.05 * holder.card_rage
            return base + fighter
        if card.type == CardType.CAERN:
            return 0.9
        if card.type == CardType.REALM:
            return 0.5
        if card.type == CardType.TERRITORY:
            return 0.6 + (card.vp or 0)
        return 0.3

    def _resource_scores(self, view: View, d: Decision) -> Scored:
        out = []
        for o in d.options:
            k = o.choice.kind
            if k in ("done", "pass"):
                out.append((0.15, o))
            elif k == "play" and len(o.choice.args) == 2:
                card = self._hand_card(view, int(o.choice.args[0]))
                value = self._play_value(view, card, int(o.choice.args[1])) if card else -1.0
                out.append((value, o))
            elif k == "play" and len(o.choice.args) == 3:
                card = self.defs.get(o.card or "")
                user, target = int(o.choice.args[1]), int(o.choice.args[2])
                value = effect_value(view, self.defs, card, None if user < 0 else user,
                                     None if target < 0 else target) if card else -1.0
                out.append((value - 0.2, o))
            elif k == "discard":  # throwing away one's own resources: never worth it here
                out.append((-3.0, o))
            elif k == "ability" and len(o.choice.args) == 3:
                card = self.defs.get(o.card or "")
                user, target = int(o.choice.args[0]), int(o.choice.args[2])
                value = effect_value(view, self.defs, card, user,
                                     None if target < 0 else target,
                                     timings=("activated",)) if card else -1.0
                out.append((value - 0.2, o))
            else:
                out.append((-0.2, o))
        return out

    def sept_keep_value(self, view: View, card: CardDef) -> float:
        """How much a sept card in hand is worth keeping (negative: throw it away)."""
        me = my_seat(view)
        if card.type in (CardType.ENEMY, CardType.VICTIM):
            return 1.0 if prey_good_for(card, me.allegiance) else -1.0
        if card.type in (CardType.MOOT, CardType.BOARD_MEETING):
            mates = sum(1 for s in view.seats if not s.out and s.allegiance == me.allegiance)
            return 0.5 if mates >= 2 else -1.0
        have = {self.defs[c].type for c in me.resources if c in self.defs}
        if card.type in (CardType.CAERN, CardType.REALM) and card.type in have:
            return -0.5
        if card.type in (CardType.ALLY, CardType.EQUIPMENT, CardType.CAERN,
                         CardType.TERRITORY, CardType.REALM):
            return 1.0
        return 0.05

    def _redraw_scores(self, view: View, d: Decision) -> Scored:
        me = my_seat(view)
        hand = dict(me.sept_hand or ())
        discards = sum(1 for o in d.options if o.choice.kind == "discard")
        thrown = len(hand) - discards
        out = []
        for o in d.options:
            if o.choice.kind != "discard":
                out.append((0.0, o))
                continue
            card = self.defs.get(hand.get(int(o.choice.args[0]), ""))
            keep = self.sept_keep_value(view, card) if card is not None else 0.0
            if keep < 0.0:
                out.append((0.5 - keep, o))
            elif keep < 0.1 and thrown == 0 and me.sept_deck_count >= 10:
                out.append((0.2, o))
            else:
                out.append((-0.5, o))
        return out

    def combat_keep_value(self, view: View, card: CardDef) -> float:
        """How useful a combat card is to the viewer's pack (negative: throw it away)."""
        if card.type != CardType.COMBAT_ACTION:
            return -1.0
        me = my_seat(view)
        pack = [c for c in me.pack if not c.dead]
        if not pack:
            return 0.0
        best_rage = max(next_rage(c, self.defs) for c in pack)
        if card.forms_req and not any(
                c.form in card.forms_req or ("crinos" in card.forms_req and not c.crinos)
                for c in pack):
            return -0.5
        req = card.rage_req or 0
        if req > best_rage + 3:
            return -0.3
        if card.dodge or card.block:
            return 0.6
        return 0.2 + (card.damage or 0) * (1.0 if req <= best_rage else 0.4)

    def _combat_discard_scores(self, view: View, d: Decision) -> Scored:
        me = my_seat(view)
        hand = dict(me.combat_hand or ())
        out = []
        for o in d.options:
            if o.choice.kind != "discard":
                out.append((0.0, o))
                continue
            card = self.defs.get(hand.get(int(o.choice.args[0]), ""))
            keep = self.combat_keep_value(view, card) if card is not None else 0.0
            out.append((0.4 - keep if keep < 0.3 else -0.5, o))
        return out

    # -- moots -------------------------------------------------------------------------------
    def _votes_for(self, view: View, seat: int) -> int:
        return sum(c.renown for c in view.seats[seat].pack if not c.umbra or c.physical)

    def _call_scores(self, view: View, d: Decision) -> Scored:
        me = my_seat(view)
        mine = self._votes_for(view, me.seat)
        others = sum(self._votes_for(view, s.seat) for s in view.seats
                     if s.seat != me.seat and not s.out and s.allegiance == me.allegiance)
        out = []
        for o in d.options:
            if o.choice.kind == "call":
                out.append((1.0 if mine > others else -0.2, o))
            elif o.choice.kind == "play":  # a card played as the Moot Phase begins
                out.append((0.5 if mine > others else -0.1, o))
            else:
                out.append((0.0, o))
        return out

    def _vote_scores(self, view: View, d: Decision) -> Scored:
        junta = self.juntas_open[0] if self.juntas_open else None
        caller = self.junta_caller.get(junta) if junta is not None else None
        want = "abstain"
        if caller is not None:
            want = "yes" if caller == view.seat else "no"
        # a card used with the ballot (Elder Stone) is spent on the seat's own juntas only
        spend = 0.1 if caller == view.seat else -0.1
        return [((1.0 if o.choice.args and o.choice.args[0] == want else 0.0)
                 + (spend if len(o.choice.args) > 1 else 0.0), o)
                for o in d.options]
