"""Rich renderings of cards, shared by the CLI and the app."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from rage_tui.engine.cards import Allegiance
from rage_tui.i18n import card_text
from rage_tui.rulesets.rage1995.cards import CardDef, CardType

ALLEGIANCE_STYLE = {
    Allegiance.GAIA: "green", Allegiance.WYRM: "magenta", Allegiance.ROGUE: "yellow",
}
TYPE_LABEL = {t: t.value.replace("_", " ").title() for t in CardType}


def card_lines(card: CardDef) -> list[str]:
    """The facts of a card as short lines (no styling)."""
    out: list[str] = []
    if card.type == CardType.CHARACTER or card.is_creature:
        out.append(f"Renown {card.renown}")
        if card.breed:
            b = card.breed
            out.append(f"{b.form.title()}: Rage {b.stats.rage}  Gnosis {b.stats.gnosis}  "
                       f"Health {b.stats.health}")
        if card.crinos:
            c = card.crinos
            out.append(f"{c.form.title()}: Rage {c.stats.rage}  Gnosis {c.stats.gnosis}  "
                       f"Health {c.stats.health}")
        elif card.type == CardType.CHARACTER:
            out.append("One form")
        if card.regenerates:
            out.append("(regenerates)")
    reqs = []
    if card.rage_req is not None:
        reqs.append(f"Rage {card.rage_req}")
    if card.gnosis_req is not None:
        reqs.append(f"Gnosis {card.gnosis_req}")
    if card.renown_req is not None:
        reqs.append(f"Renown {card.renown_req}")
    if card.requires:
        reqs.append(" or ".join(sorted(card.requires)))
    if card.forms_req:
        reqs.append(" / ".join(sorted(card.forms_req)) + " form")
    if reqs:
        out.append("Needs: " + ", ".join(reqs))
    if card.damage is not None:
        out.append(f"Damage {card.damage}")
    if card.block is not None:
        how = " (all or nothing)" if card.block_all_or_nothing else ""
        out.append(f"Block {card.block}{how}" + (", all round" if card.guards_round else ""))
    if card.gauntlet is not None:
        out.append(f"Gauntlet {card.gauntlet}")
    limits = [w for w, on in (("Unique", card.unique), ("Restricted", card.restricted),
                              ("Combat Restricted", card.combat_restricted)) if on]
    if limits:
        out.append(", ".join(limits))
    return out


def card_panel(card: CardDef) -> Panel:
    """A bordered Rich panel showing everything printed on a card."""
    style = ALLEGIANCE_STYLE.get(card.allegiance, "cyan") if card.allegiance else "cyan"
    table = Table.grid(padding=(0, 1))
    for line in card_lines(card):
        table.add_row(line)
    parts: list[object] = [table]
    if card.keywords:
        parts.append(Text(", ".join(sorted(card.keywords)), style="italic"))
    if card.text:
        parts.append(Text(card_text(card.id, card.text)))
    subtitle = TYPE_LABEL[card.type]
    if card.subtype and card.subtype != "plain":
        subtitle += f" ({card.subtype})"
    return Panel(Group(*parts), title=f"[bold]{card.name}[/]", subtitle=subtitle,  # type: ignore[arg-type]
                 border_style=style, width=48)
