"""Rich renderings of cards, shared by the CLI and the app."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from rage_tui.engine.cards import Allegiance
from rage_tui.engine.words import card_type_word
from rage_tui.i18n import _, card_text, language, render
from rage_tui.rulesets.rage1995.cards import CardDef, CardType

ALLEGIANCE_STYLE = {
    Allegiance.GAIA: "green", Allegiance.WYRM: "magenta", Allegiance.ROGUE: "yellow",
}
TYPE_LABEL = {t: t.value.replace("_", " ").title() for t in CardType}


def type_label(kind: CardType) -> str:
    """A card type as a heading ("Combat Action"), in the reader's language."""
    if language() == "en":
        return TYPE_LABEL[kind]
    word = render(card_type_word(kind.value))
    return word[:1].upper() + word[1:]


def _stats(form: str, rage: int, gnosis: int, health: int) -> str:
    return _("{form}: Rage {rage}  Gnosis {gnosis}  Health {health}").format(
        form=form.title(), rage=rage, gnosis=gnosis, health=health)


def card_lines(card: CardDef) -> list[str]:
    """The facts of a card as short lines (no styling)."""
    out: list[str] = []
    if card.type == CardType.CHARACTER or card.is_creature:
        out.append(_("Renown {n}").format(n=card.renown))
        if card.breed:
            b = card.breed
            out.append(_stats(b.form, b.stats.rage, b.stats.gnosis, b.stats.health))
        if card.crinos:
            c = card.crinos
            out.append(_stats(c.form, c.stats.rage, c.stats.gnosis, c.stats.health))
        elif card.type == CardType.CHARACTER:
            out.append(_("One form"))
        if card.regenerates:
            out.append(_("(regenerates)"))
    reqs = []
    if card.rage_req is not None:
        reqs.append(_("Rage {n}").format(n=card.rage_req))
    if card.gnosis_req is not None:
        reqs.append(_("Gnosis {n}").format(n=card.gnosis_req))
    if card.renown_req is not None:
        reqs.append(_("Renown {n}").format(n=card.renown_req))
    if card.requires:
        reqs.append(_(" or ").join(sorted(card.requires)))
    if card.forms_req:
        reqs.append(_("{forms} form").format(forms=" / ".join(sorted(card.forms_req))))
    if reqs:
        out.append(_("Needs: {requirements}").format(requirements=", ".join(reqs)))
    if card.damage is not None:
        out.append(_("Damage {n}").format(n=card.damage))
    if card.block is not None:
        if card.block_all_or_nothing:
            block = _("Block {n} (all or nothing)").format(n=card.block)
        else:
            block = _("Block {n}").format(n=card.block)
        out.append(_("{block}, all round").format(block=block) if card.guards_round else block)
    if card.gauntlet is not None:
        out.append(_("Gauntlet {n}").format(n=card.gauntlet))
    # printed keywords: kept in English in every language (docs/glossary-pl.md)
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
    subtitle = type_label(card.card_type)
    if card.subtype and card.subtype != "plain":
        subtitle += f" ({card.subtype})"
    return Panel(Group(*parts), title=f"[bold]{card.name}[/]", subtitle=subtitle,  # type: ignore[arg-type]
                 border_style=style, width=48)
