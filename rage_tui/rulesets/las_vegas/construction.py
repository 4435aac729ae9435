"""Deck construction (seed, "Preparing the Table" and "Other Shapeshifters"): one Tribe card;
starting shapeshifters of the Tribe, Garou Tribe Friendly to it, Garou of its cohort Tribes
(each costs the extra Renown its Tribe card gives) and alternate shapeshifters; their total
Renown within the game's Renown level; more Renown in Garou of the Tribe than in Garou of any
one cohort; alternate shapeshifters' Renown no more than the Tribe's; no Garou twice; at least
30 Sept cards, no more than 3 of one; at least 20 Combat cards, no more than 2 of one, as many
new-moon as full-moon cards. Readings: docs/rules-decisions-las-vegas.md, L21.

Each problem is a game message with the deck section and card it is about, so that ``deck
check`` can name the deck file's line."""

from __future__ import annotations

from collections.abc import Mapping

from rage_tui.engine.decks import DeckList, DeckProblem
from rage_tui.i18n import m
from rage_tui.rulesets.las_vegas.cards import GAROU, TRIBE, LVCard

MIN_SEPT = 30
MAX_SEPT_COPIES = 3
MIN_COMBAT = 20
MAX_COMBAT_COPIES = 2

#: the deck sections, as a problem names them
SECTIONS = {"pack": m("the pack"), "sept": m("the Sept deck"), "combat": m("the Combat deck")}


def deck_problems(deck: DeckList, defs: Mapping[str, LVCard],
                  renown_level: int = 20) -> list[DeckProblem]:
    """Every way ``deck`` breaks the construction rules (empty: legal)."""
    listed = [("pack", c) for c in deck.pack] + [("sept", c) for c, _ in deck.sept] + [
        ("combat", c) for c, _ in deck.combat]
    unknown = [DeckProblem(sec, cid, m("unknown card '{card}'", card=cid))
               for sec, cid in listed if cid not in defs]
    if unknown:
        return unknown
    out = _pack_problems(deck, defs, renown_level)
    for section, cards, least, most in (("sept", deck.sept, MIN_SEPT, MAX_SEPT_COPIES),
                                        ("combat", deck.combat, MIN_COMBAT, MAX_COMBAT_COPIES)):
        n = sum(k for _, k in cards)
        if n < least:
            out.append(DeckProblem(section, None, m(
                "{section} has {n} cards, fewer than {least}", section=SECTIONS[section], n=n,
                least=least)))
        for cid, k in cards:
            if k > most:
                out.append(DeckProblem(section, cid, m(
                    "{n} copies of '{card}' in {section} (at most {most})", n=k,
                    card=cid, section=SECTIONS[section], most=most)))
            if defs[cid].deck != section:
                out.append(DeckProblem(section, cid, m(
                    "'{card}' does not belong in {section}", card=cid,
                    section=SECTIONS[section])))
    new = sum(k for c, k in deck.combat if defs[c].moon == "new")
    full = sum(k for c, k in deck.combat if defs[c].moon == "full")
    if new != full:
        out.append(DeckProblem("combat", None, m(
            "the Combat deck has {new} new-moon and {full} full-moon cards (must be equal)",
            new=new, full=full)))
    return out


def _pack_problems(deck: DeckList, defs: Mapping[str, LVCard],
                   renown_level: int) -> list[DeckProblem]:
    tribes = [defs[c] for c in deck.pack if defs[c].kind == TRIBE]
    if len(tribes) != 1:
        return [DeckProblem("pack", None, m("the pack must hold exactly one Tribe card"))]
    tribe = tribes[0]
    cohorts = dict(tribe.cohorts)
    out: list[DeckProblem] = []
    total = own = alternate = 0
    by_cohort: dict[str, int] = {}
    seen: set[str] = set()
    for cid in deck.pack:
        g = defs[cid]
        if g.kind == TRIBE:
            continue
        if cid in seen:
            out.append(DeckProblem("pack", cid, m("the pack holds '{card}' twice", card=cid)))
            continue
        seen.add(cid)
        if g.kind != GAROU:
            out.append(DeckProblem("pack", cid, m(
                "'{card}' is not a Garou and cannot start in the pack", card=cid)))
        elif "alternate" in g.keywords:
            alternate += g.renown
            total += g.renown
        elif g.tribe == tribe.tribe:
            own += g.renown
            total += g.renown
        elif tribe.tribe in g.friendly:
            total += g.renown  # (L21: base Renown, counted for neither side of the comparison)
        elif g.tribe in cohorts:
            by_cohort[g.tribe] = by_cohort.get(g.tribe, 0) + g.renown
            total += g.renown + cohorts[g.tribe]
        else:
            out.append(DeckProblem("pack", cid, m(
                "'{card}' is neither of the Tribe, Tribe Friendly to it, of a cohort Tribe nor "
                "an alternate shapeshifter", card=cid)))
    if total > renown_level:
        out.append(DeckProblem("pack", None, m(
            "the starting pack costs {total} Renown, over the Renown level {level}",
            total=total, level=renown_level)))
    if by_cohort and own <= max(by_cohort.values()):
        out.append(DeckProblem("pack", None, m(
            "the pack must hold more Renown from its own Tribe than from any cohort")))
    if alternate > own:
        out.append(DeckProblem("pack", None, m(
            "alternate shapeshifters' Renown exceeds the Tribe's")))
    return out
