"""Sealed Gems on the game screen (the plug-in's ``ui_adapter``): the seats in seating order
from the viewer, each with its score, hand and purse counts, spent cards and whether it has
sealed a bid (its commitment shortened); the viewer's own hand. Drawn from the ruleset's view
alone, which holds no other seat's hand and no unrevealed bid."""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text

from rage_tui.engine.cards import Card
from rage_tui.engine.view import View
from rage_tui.ui.adapter import result_table
from tests.proof_game.view import GemView

PHASES = {"market": "Market", "bid": "Sealed bids"}


def _gems(view: View) -> GemView:
    if not isinstance(view, GemView):
        raise TypeError(f"the Sealed Gems adapter draws its own view, not {type(view).__name__}")
    return view


class GemsAdapter:
    """:class:`rage_tui.ui.adapter.UiAdapter` for ``sealed-gems``."""

    help = ("**Sealed Gems** (the proof game): play tricks in the market for points; priority "
            "returns to the active seat after each play. Then seal a gem face down: all are "
            "turned over together and the highest scores.")

    def __init__(self, cards: Mapping[str, Card]) -> None:
        self.cards = cards

    def name(self, cid: str) -> str:
        """A card's printed name (its id if unknown)."""
        card = self.cards.get(cid)
        return card.name if card is not None else cid

    def table(self, view: View, kinds: Mapping[int, str]) -> Text:
        """Every seat, in seating order from the viewer (seats that left last)."""
        v = _gems(view)
        start = v.seat if v.seat is not None and v.seat in v.order else v.active
        order = list(v.order)
        if start in order:
            i = order.index(start)
            order = [*order[i:], *order[:i]]
        order += [s.seat for s in v.seats if s.seat not in order]
        out = Text()
        for seat in order:
            sv = v.seats[seat]
            out.append("> " if seat == v.active and not v.over else "  ", style="bold magenta")
            out.append(sv.name, style="bold strike" if sv.out else "bold")
            if kinds.get(seat, "human") != "human":
                out.append(f" ({kinds[seat]} bot)", style="dim")
            out.append(f" · {sv.score} points", style="green")
            if sv.out:
                out.append(" · left the game", style="red")
            else:
                out.append(f" · hand {sv.hand_count} · purse {sv.purse_count}", style="dim")
            if sv.sealed:
                out.append(f" · bid sealed [{sv.commitment[:8]}]", style="yellow")
            out.append("\n")
            if sv.spent:
                out.append("    spent: " + ", ".join(self.name(c) for c in sv.spent) + "\n",
                           style="cyan")
        return out

    def hand(self, view: View) -> Text:
        """The viewer's hand and sealed bid (nothing for a spectator)."""
        v = _gems(view)
        if v.seat is None:
            return Text("(no seat's cards are shown)", style="dim")
        own = v.seats[v.seat]
        out = Text(f"Your hand ({len(own.hand_cards)})\n", style="bold")
        for cid in own.hand_cards:
            out.append(f"  {self.name(cid)}\n")
        if own.own_bid:
            out.append(f"Your sealed bid: {self.name(own.own_bid)}\n", style="yellow")
        return out

    def status(self, view: View, deciding: str) -> Text:
        """Round, phase, the active seat and who decides."""
        v = _gems(view)
        bar = Text(f"Round {v.turn}", style="bold")
        bar.append(" · " + PHASES.get(v.phase, v.phase))
        if v.seats:
            bar.append(f" · {v.seats[v.active].name} is active")
        bar.append(f" · deciding: {deciding}", style="cyan")
        return bar

    def game_over(self, view: View, kinds: Mapping[int, str]) -> Text:
        """The result and every seat's score, best first."""
        v = _gems(view)
        rows = [(sv.seat, f"{sv.name}: {sv.score} points" + (" (left)" if sv.out else ""))
                for sv in sorted(v.seats, key=lambda s: (-s.score, s.seat))]
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
