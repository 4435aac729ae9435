"""Deck construction (seed, Preparing the Table): one Tribe card; starting shapeshifters of the
Tribe or its cohorts (each cohort Garou costs the extra Renown its Tribe card gives) and
alternate shapeshifters, their total Renown within the game's Renown level, more Renown from
the Tribe than from any one cohort, alternate shapeshifters' Renown no more than the Tribe's,
no Garou twice; at least 30 Sept cards, no more than 3 of one; at least 20 Combat cards, no
more than 2 of one, as many new-moon as full-moon cards."""

from __future__ import annotations

from collections.abc import Mapping

from rage_tui.engine.decks import DeckList
from rage_tui.rulesets.las_vegas.cards import GAROU, TRIBE, LVCard

MIN_SEPT = 30
MAX_SEPT_COPIES = 3
MIN_COMBAT = 20
MAX_COMBAT_COPIES = 2


def deck_problems(deck: DeckList, defs: Mapping[str, LVCard], renown_level: int = 20) -> list[str]:
    """Every way ``deck`` breaks the construction rules (empty: legal)."""
    out: list[str] = []
    unknown = [cid for cid in [*deck.pack, *(c for c, _ in deck.sept), *(c for c, _ in deck.combat)]
               if cid not in defs]
    if unknown:
        return [f"unknown card '{cid}'" for cid in unknown]
    tribes = [defs[c] for c in deck.pack if defs[c].kind == TRIBE]
    if len(tribes) != 1:
        return ["the pack must hold exactly one Tribe card"]
    tribe = tribes[0]
    cohorts = dict(tribe.cohorts)
    total = 0
    own = 0
    alternate = 0
    by_cohort: dict[str, int] = {}
    garou = [defs[c] for c in deck.pack if defs[c].kind != TRIBE]
    if len({g.id for g in garou}) != len(garou):
        out.append("the pack holds a Garou twice")
    for g in garou:
        if g.kind != GAROU:
            out.append(f"'{g.id}' is not a Garou and cannot start in the pack")
        elif "alternate" in g.keywords:
            alternate += g.renown
            total += g.renown
        elif g.tribe == tribe.tribe:
            own += g.renown
            total += g.renown
        elif g.tribe in cohorts:
            by_cohort[g.tribe] = by_cohort.get(g.tribe, 0) + g.renown
            total += g.renown + cohorts[g.tribe]
        else:
            out.append(f"'{g.id}' is neither of the Tribe nor of a cohort Tribe")
    if total > renown_level:
        out.append(f"the starting pack costs {total} Renown, over the Renown level "
                   f"{renown_level}")
    if by_cohort and own <= max(by_cohort.values()):
        out.append("the pack must hold more Renown from its own Tribe than from any cohort")
    if alternate > own:
        out.append("alternate shapeshifters' Renown exceeds the Tribe's")
    for section, cards, least, most in (("sept", deck.sept, MIN_SEPT, MAX_SEPT_COPIES),
                                        ("combat", deck.combat, MIN_COMBAT, MAX_COMBAT_COPIES)):
        n = sum(k for _, k in cards)
        if n < least:
            out.append(f"the {section} deck has {n} cards, fewer than {least}")
        for cid, k in cards:
            if k > most:
                out.append(f"{k} copies of '{cid}' in the {section} deck (at most {most})")
            if defs[cid].deck != section:
                out.append(f"'{cid}' does not belong in the {section} deck")
    new = sum(k for c, k in deck.combat if defs[c].moon == "new")
    full = sum(k for c, k in deck.combat if defs[c].moon == "full")
    if new != full:
        out.append(f"the combat deck has {new} new-moon and {full} full-moon cards (must be "
                   "equal)")
    return out
