"""The V:TES table on the game screen (the ruleset's ``ui_adapter``): the Methuselahs in
seating order from the viewer's seat, each with pool, victory points, ready and torpid minions
with their blood, the Edge, prey and predator; the viewer's own hand and uncontrolled region.

It reads only the ruleset's own view (:mod:`rage_tui.rulesets.vtes.view`), which has already
left out every card the viewer may not see: another seat's hand and uncontrolled vampires are
counts there, and so they are counts here."""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text

from rage_tui.engine.cards import Card
from rage_tui.engine.view import View
from rage_tui.i18n import N_, _
from rage_tui.rulesets.vtes.view import MinionView, SeatView, VtesView
from rage_tui.ui.adapter import result_table

#: the phases of the turn (3-8), in words
PHASES = {"untap": N_("Untap phase"), "master": N_("Master phase"),
          "minion": N_("Minion phase"), "influence": N_("Influence phase"),
          "discard": N_("Discard phase")}


def _vtes(view: View) -> VtesView:
    if not isinstance(view, VtesView):
        raise TypeError(f"the V:TES adapter draws a V:TES view, not {type(view).__name__}")
    return view


class VtesAdapter:
    """:class:`rage_tui.ui.adapter.UiAdapter` for ``vtes``."""

    def __init__(self, cards: Mapping[str, Card]) -> None:
        self.cards = cards

    def name(self, cid: str) -> str:
        """A card's printed name (its id if the library lacks it)."""
        card = self.cards.get(cid)
        return card.name if card is not None else cid

    def _order(self, v: VtesView) -> list[SeatView]:
        """The seats in seating order, starting at the viewer (or the active seat)."""
        start = v.seat if v.seat is not None else v.active
        n = len(v.seats)
        return [v.seats[(start + k) % n] for k in range(n)]

    def _minion(self, mv: MinionView) -> Text:
        line = Text("    ")
        line.append(self.name(mv.card), style="dim" if mv.tapped else "bold")
        line.append(" " + _("{n} blood").format(n=mv.blood))
        if mv.tapped:
            line.append(" · " + _("tapped"), style="yellow")
        if mv.region == "torpor":
            line.append(" · " + _("in torpor"), style="red")
        if mv.attached:
            line.append(" · " + ", ".join(self.name(c) for c in mv.attached), style="cyan")
        return line

    def table(self, view: View, kinds: Mapping[int, str]) -> Text:
        """Every seat in seating order from the viewer, with what everyone may see."""
        v = _vtes(view)
        out = Text()
        for sv in self._order(v):
            head = Text()
            head.append("> " if sv.seat == v.active else "  ", style="bold magenta")
            head.append(sv.name, style="bold strike" if sv.out else "bold")
            kind = kinds.get(sv.seat, "human")
            if kind != "human":
                head.append(" (" + _("{bot} bot").format(bot=kind) + ")", style="dim")
            if sv.out:
                head.append(" · " + _("ousted"), style="red")
            else:
                head.append(" · " + _("pool {n}").format(n=sv.pool))
            head.append(" · " + _("{n} VP").format(n=sv.vp), style="green")
            if v.edge == sv.seat:
                head.append(" · " + _("the Edge"), style="bold yellow")
            if v.seat is not None and not sv.out and sv.seat != v.seat:
                if sv.seat == v.seats[v.seat].prey:
                    head.append(" · " + _("your prey"), style="bold red")
                if sv.seat == v.seats[v.seat].predator:
                    head.append(" · " + _("your predator"), style="bold red")
            out.append_text(head)
            out.append("\n")
            if not sv.out:  # (an ousted Methuselah's cards have left the game)
                out.append("    " + _("hand {h} · library {lib} · crypt {c} · uncontrolled {u}")
                           .format(h=sv.hand_count, lib=sv.library_count, c=sv.crypt_count,
                                   u=sv.uncontrolled_count) + "\n", style="dim")
            if not sv.minions and not sv.out:
                out.append("    " + _("(no minions)") + "\n", style="dim")
            for mv in sv.minions:
                out.append_text(self._minion(mv))
                out.append("\n")
            if sv.play:
                out.append("    " + _("in play: {cards}").format(
                    cards=", ".join(self.name(c) for c in sv.play)) + "\n", style="cyan")
            if sv.contested:
                out.append("    " + _("contested: {cards}").format(
                    cards=", ".join(self.name(c) for c in sv.contested)) + "\n", style="yellow")
        return out

    def hand(self, view: View) -> Text:
        """The viewer's hand and uncontrolled region (nothing for a spectator)."""
        v = _vtes(view)
        if v.seat is None:
            return Text(_("(no seat's cards are shown)"), style="dim")
        own = v.seats[v.seat]
        out = Text()
        out.append(_("Your hand ({n})").format(n=len(own.hand)) + "\n", style="bold")
        for cid in own.hand:
            out.append(f"  {self.name(cid)}\n")
        out.append(_("Your uncontrolled region ({n})").format(n=own.uncontrolled_count) + "\n",
                   style="bold")
        for cid, blood in zip(own.uncontrolled, own.uncontrolled_blood, strict=False):
            out.append("  " + self.name(cid) + " · " + _("{n} blood").format(n=blood) + "\n")
        return out

    def status(self, view: View, deciding: str) -> Text:
        """Turn, phase, whose turn and who decides."""
        v = _vtes(view)
        phase = PHASES.get(v.phase)
        active = v.seats[v.active].name if v.seats else "?"
        bar = Text(_("Turn {turn}").format(turn=v.turn), style="bold")
        bar.append(" · " + (_(phase) if phase else v.phase))
        bar.append(" · " + _("{player}'s turn").format(player=active))
        bar.append(" · " + _("deciding: {player}").format(player=deciding), style="cyan")
        return bar

    def game_over(self, view: View, kinds: Mapping[int, str]) -> Text:
        """The result and each Methuselah's victory points and pool."""
        v = _vtes(view)
        rows = []
        for sv in sorted(v.seats, key=lambda s: (-s.vp, s.seat)):
            line = _("{player}: {vp} VP, pool {pool}").format(player=sv.name, vp=sv.vp,
                                                              pool=sv.pool)
            rows.append((sv.seat, line + (" (" + _("ousted") + ")" if sv.out else "")))
        return result_table(v, rows)

    def card(self, cid: str) -> Text:
        """A card's name, type and text."""
        card = self.cards.get(cid)
        if card is None:
            return Text(cid)
        out = Text(card.name, style="bold")
        out.append(f" · {card.type}\n", style="dim")
        out.append(card.text)
        return out
