"""Reading the plain-text V:TES deck lists players already keep (issue 28): the list most deck
tools export (a ``Crypt`` section and a ``Library`` section, card-type headings inside it,
``3x Name`` lines, crypt lines followed by capacity, disciplines and clan), Lackey's text
(``3<tab>Name``, the library first, then a ``Crypt:`` line) and JOL's (``Crypt:`` /
``Library:`` then ``3x Name``). Names are matched without regard to case, punctuation or
trailing columns; an unknown name is reported with its line and the closest names, and no
deck is made."""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.texts import c_
from rage_tui.engine.cards import Allegiance
from rage_tui.engine.decks import DeckList
from rage_tui.rulesets.vtes.cards import VtesCard

_COUNT = re.compile(r"^\s*(\d+)\s*[xX]?\s+(.+?)\s*$")
_SECTION = re.compile(r"^\s*(crypt|library)\b", re.I)


def _key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", name.lower()).strip()


def parse_vtes_text(text: str, cards: Mapping[str, VtesCard], name: str = "imported",
                    shown: str = "deck") -> DeckList:
    """The deck a plain-text list describes; :class:`ContentError` lists every line whose
    card is unknown (with close matches)."""
    by_name = {_key(c.name): c for c in cards.values()}
    keys = sorted(by_name, key=len, reverse=True)
    crypt: dict[str, int] = {}
    library: dict[str, int] = {}
    problems: list[Problem] = []
    section = ""
    for number, line in enumerate(text.splitlines(), 1):
        head = _SECTION.match(line)
        if head and not _COUNT.match(line):
            section = head.group(1).lower()
            continue
        found = _COUNT.match(line)
        if not found:
            continue
        count, rest = int(found.group(1)), _key(found.group(2).split("\t")[0])
        card = by_name.get(rest) or next(
            (by_name[k] for k in keys if rest.startswith(k + " ")), None)
        if card is None:
            close = difflib.get_close_matches(rest, list(by_name), n=3, cutoff=0.6)
            hint = ", ".join(by_name[c].name for c in close) or c_("none")
            problems.append(Problem(shown, number, c_("unknown card '{name}' (close: {close})")
                                    .format(name=found.group(2).strip()[:60], close=hint)))
            continue
        if section == "crypt" and not card.crypt:
            problems.append(Problem(shown, number, c_("this card does not go in the "
                                                      "{section}").format(section="crypt"),
                                    card=card.id))
            continue
        target = crypt if card.crypt else library
        target[card.id] = target.get(card.id, 0) + count
    if problems:
        raise ContentError(problems)
    return DeckList(name, Allegiance.GAIA, (), tuple(crypt.items()), tuple(library.items()),
                    ruleset="vtes")


def vtes_text(deck: DeckList, cards: Mapping[str, VtesCard]) -> str:
    """A deck as the plain-text list (``deck export``): the crypt, then the library by card
    type."""
    lines = [f"Crypt ({sum(n for _, n in deck.sept)} cards)", ""]
    lines += [f"{n}x {cards[cid].name}" for cid, n in deck.sept]
    lines += ["", f"Library ({sum(n for _, n in deck.combat)} cards)"]
    by_type: dict[str, list[str]] = {}
    for cid, n in deck.combat:
        by_type.setdefault(cards[cid].type, []).append(f"{n}x {cards[cid].name}")
    for kind, rows in by_type.items():
        lines += ["", f"{kind.capitalize()} ({len(rows)})", *rows]
    return "\n".join(lines) + "\n"
