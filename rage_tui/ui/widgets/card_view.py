"""The card under focus, shown in full (everything printed on it, and its state in play)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from rage_tui.i18n import _, card_text
from rage_tui.rulesets.rage1995.cards import CardDef
from rage_tui.ui.render import ALLEGIANCE_STYLE, card_lines, type_label


def card_renderable(card: CardDef, facts: Sequence[str] = ()) -> RenderableType:
    """A card as a Rich panel that fits its container's width."""
    parts: list[RenderableType] = [Text(line) for line in card_lines(card)]
    if card.keywords:
        parts.append(Text(", ".join(sorted(card.keywords)), style="italic"))
    if card.text:
        parts.append(Text(card_text(card.id, card.text)))
    for line in facts:
        parts.append(Text(line, style="bold cyan"))
    subtitle = type_label(card.card_type)
    if card.subtype and card.subtype != "plain":
        subtitle += f" ({card.subtype})"
    style = ALLEGIANCE_STYLE.get(card.allegiance, "cyan") if card.allegiance else "cyan"
    return Panel(Group(*parts), title=f"[bold]{card.name}[/]", subtitle=subtitle,
                 border_style=style, expand=True)


class CardView(Static):
    """Shows one card; ``card_id`` None shows a hint instead."""

    DEFAULT_CSS = """
    CardView { height: auto; min-height: 5; }
    """

    card_id: reactive[str | None] = reactive(None)
    """The card shown (a card id), or None."""

    def __init__(self, defs: Mapping[str, CardDef], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.defs = defs
        self.facts: tuple[str, ...] = ()

    def show_card(self, cid: str | None, facts: Sequence[str] = ()) -> None:
        """Show card ``cid`` with extra lines about its state in play."""
        self.facts = tuple(facts)
        if cid == self.card_id:
            self._render_card()
        self.card_id = cid

    def watch_card_id(self, cid: str | None) -> None:
        self._render_card()

    def _render_card(self) -> None:
        card = self.defs.get(self.card_id) if self.card_id else None
        if card is None:
            self.update(Text(_("Highlight a card or creature to see it in full here."),
                             style="dim italic"))
        else:
            self.update(card_renderable(card, self.facts))
