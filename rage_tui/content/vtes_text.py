"""Reading and writing the plain-text V:TES deck lists players already keep (issue 28).

Read: the list most deck tools export (KRCG, VDB, Amaranth: ``Deck Name:`` and other header
lines, a ``Crypt (12 cards, ...)`` section and a ``Library (90 cards)`` section, card-type
headings such as ``Master (12)`` inside it, ``3x Name`` lines, crypt lines followed by
capacity, disciplines, title and clan), Lackey's text (``3<tab>Name``, the library first, then
a ``Crypt:`` line) and JOL's (``Crypt:`` / ``Library:`` then ``3x Name``, ``3 Name``, or a
name alone for one copy, repeated per copy). Lackey's ``.dek`` XML is
:func:`parse_vtes_dek`.
Names are matched without regard to case, accents, punctuation or trailing columns.

A line inside a section that is neither a card line nor a heading, a count of 0, an unknown
name, or a card in the wrong section is refused with its line (and, for a name, the closest
card names); no deck is made then. Lines before the first section or card line (a deck's
header and free description) are read only for the deck's name and description.

Write (``deck export``): the deck tools' format, which all of the above read back.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Mapping

import yaml

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.texts import c_
from rage_tui.engine.cards import Allegiance
from rage_tui.engine.decks import DeckList
from rage_tui.rulesets.vtes.cards import LIBRARY_TYPES, VtesCard

_COUNT = re.compile(r"^\s*(\d+)\s*[xX\u00d7]?\s+(\S.*?)\s*$")
_SECTION = re.compile(r"^\s*(crypt|library)\s*(?:[:(\[].*)?$", re.I)
_HEADING = re.compile(r"^\s*[A-Za-z][A-Za-z /&,'-]*?\s*(?:\([^)]*\)|\[[^\]]*\]|:\s*\d*)\s*$")
_RULE = re.compile(r"^[\s\-=_*~#+.]*$")
_COMMENT = re.compile(r"^\s*(?://|#|;)")
_HEADER = re.compile(r"^\s*(deck\s*name|name|description)\s*:\s*(.*?)\s*$", re.I)

#: the deck tools' heading for each library card type
TYPE_HEADINGS: Mapping[str, str] = {
    "master": "Master", "action": "Action", "political": "Political Action", "ally": "Ally",
    "retainer": "Retainer", "equipment": "Equipment", "modifier": "Action Modifier",
    "reaction": "Reaction", "combat": "Combat"}


def name_key(name: str) -> str:
    """A card name for matching: accents dropped, lower case, punctuation as spaces."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", " ", plain.lower()).strip()


def _name_part(rest: str) -> str:
    """The name column of a card line: before a tab or a run of spaces, and before the first
    word that is a number (a crypt line's capacity)."""
    first = re.split(r"\t| {2,}", rest.strip())[0]
    words = first.split()
    for k, word in enumerate(words[1:], 1):
        if word.isdigit():
            words = words[:k]
            break
    return " ".join(words)


def _close(text: str, by_name: Mapping[str, VtesCard]) -> str:
    """The closest card names to ``text`` (a name as written), best first."""
    close = difflib.get_close_matches(name_key(text), list(by_name), n=3, cutoff=0.6)
    return ", ".join(f"'{by_name[c].name}'" for c in close) or c_("none")


def _match(rest: str, by_name: Mapping[str, VtesCard], keys: list[str]) -> VtesCard | None:
    key = name_key(rest.split("\t")[0])
    return by_name.get(key) or next(
        (by_name[k] for k in keys if key.startswith(k + " ")), None)


def parse_vtes_text(text: str, cards: Mapping[str, VtesCard], name: str = "imported",
                    shown: str = "deck") -> DeckList:
    """The deck a plain-text list describes (its ``Deck Name:`` line, else ``name``);
    :class:`ContentError` lists every line refused, each named ``shown:line``."""
    by_name = {name_key(c.name): c for c in cards.values()}
    keys = sorted(by_name, key=len, reverse=True)
    crypt: dict[str, int] = {}
    library: dict[str, int] = {}
    problems: list[Problem] = []
    section = ""
    card: VtesCard | None
    started = False  # a section heading or a card line has been seen
    deck_name, description = "", ""
    for number, line in enumerate(text.splitlines(), 1):
        if _RULE.match(line) or _COMMENT.match(line):
            continue
        found = _COUNT.match(line)
        head = _SECTION.match(line)
        if head and not found:
            section, started = head.group(1).lower(), True
            continue
        if not found:
            header = _HEADER.match(line)
            bare = by_name.get(name_key(line)) if started else None
            if bare is not None:  # JOL: a name alone is one copy
                count, card, rest = 1, bare, line
            elif not started and header:
                if header.group(1).lower() == "description":
                    description = header.group(2)
                else:
                    deck_name = deck_name or header.group(2)
                continue
            else:
                if started and not _HEADING.match(line):
                    problems.append(_bad_line(shown, number, line, by_name, keys))
                continue
        else:
            started = True
            count, rest = int(found.group(1)), found.group(2)
            card = _match(rest, by_name, keys)
        if card is None:
            problems.append(Problem(shown, number, c_(
                "unknown card '{name}' (close: {close})").format(
                    name=_name_part(rest)[:60], close=_close(_name_part(rest), by_name))))
            continue
        if count < 1:
            problems.append(Problem(shown, number, c_("a count of {n}: a card line needs 1 "
                                                      "or more").format(n=count),
                                    card=card.id))
            continue
        if section and (section == "crypt") != card.crypt:
            problems.append(Problem(shown, number, c_("this card does not go in the "
                                                      "{section}").format(section=section),
                                    card=card.id))
            continue
        target = crypt if card.crypt else library
        target[card.id] = target.get(card.id, 0) + count
    if not problems and not crypt and not library:
        problems.append(Problem(shown, 1, c_("no card lines ('3x Name') in this deck list")))
    if problems:
        raise ContentError(problems)
    return DeckList((deck_name or name)[:80], Allegiance.GAIA, (), tuple(crypt.items()),
                    tuple(library.items()), ruleset="vtes", description=description)


def parse_vtes_dek(text: str, cards: Mapping[str, VtesCard], name: str = "imported",
                   shown: str = "deck") -> DeckList:
    """The deck a LackeyCCG V:TES ``.dek`` file describes: ``<superzone name="Crypt">`` and
    ``name="Library"``, one ``<card>`` per copy; :class:`ContentError` names every unknown
    card, card in the wrong zone or unknown zone with its line, and XML that cannot be read."""
    from rage_tui.content.lackey_dek import read_dek

    by_name = {name_key(c.name): c for c in cards.values()}
    crypt: dict[str, int] = {}
    library: dict[str, int] = {}
    problems: list[Problem] = []
    for entry in read_dek(text, shown):
        card = by_name.get(name_key(entry.name))
        zone = entry.section.strip().lower()
        if card is None:
            problems.append(Problem(shown, entry.line, c_(
                "unknown card '{name}' (close: {close})").format(
                    name=entry.name[:60], close=_close(entry.name, by_name))))
        elif zone not in ("crypt", "library"):
            problems.append(Problem(shown, entry.line, c_(
                "a superzone named '{zone}': a V:TES deck has 'Crypt' and 'Library'").format(
                    zone=entry.section[:40]), card=card.id))
        elif (zone == "crypt") != card.crypt:
            problems.append(Problem(shown, entry.line, c_(
                "this card does not go in the {section}").format(section=zone), card=card.id))
        else:
            target = crypt if card.crypt else library
            target[card.id] = target.get(card.id, 0) + entry.count
    if problems:
        raise ContentError(sorted(problems, key=lambda p: p.line or 0))
    return DeckList(name[:80], Allegiance.GAIA, (), tuple(crypt.items()),
                    tuple(library.items()), ruleset="vtes")


def _bad_line(shown: str, number: int, line: str, by_name: Mapping[str, VtesCard],
              keys: list[str]) -> Problem:
    """A line inside a section that is no card line: say what one looks like, and name the
    card it may mean."""
    card = _match(line.strip(), by_name, keys)
    if card is not None:
        return Problem(shown, number, c_("no count: write it as '1x {name}'").format(
            name=card.name))
    return Problem(shown, number, c_("not a card line: write a count and a name, as '3x "
                                     "Name' (close: {close})").format(
        close=_close(_name_part(line), by_name)))


def _crypt_line(n: int, card: VtesCard, width: int) -> str:
    disc = " ".join(d.upper() if lvl > 1 else d for d, lvl in sorted(
        card.disciplines, key=lambda dl: (-dl[1], dl[0])))
    title = card.title.replace("-", " ").title() if card.title else ""
    return (f"{n}x {card.name:<{width}} {card.capacity:>2}  {disc:<16} {title:<10} "
            f"{card.clan.title()}").rstrip()


def vtes_text(deck: DeckList, cards: Mapping[str, VtesCard]) -> str:
    """A deck as the deck tools' plain-text list (``deck export``): its name, the crypt
    (with capacity, disciplines, title and clan) and the library by card type."""
    crypt = [(cards[cid], n) for cid, n in deck.sept]
    caps = sorted(c.capacity for c, n in crypt for _ in range(n))
    total = len(caps)
    lines = [f"Deck Name: {deck.name}"]
    if deck.description:
        lines.append(f"Description: {' '.join(deck.description.split())}")
    lines += ["", f"Crypt ({total} cards, min={sum(caps[:4])}, max={sum(caps[-4:])}, "
                  f"avg={round(sum(caps) / total, 2) if total else 0})", "-" * 40]
    width = max((len(c.name) for c, _ in crypt), default=0)
    lines += [_crypt_line(n, c, width) for c, n in sorted(
        crypt, key=lambda cn: (-cn[0].capacity, cn[0].name))]
    lines += ["", f"Library ({sum(n for _, n in deck.combat)} cards)"]
    by_type: dict[str, list[tuple[VtesCard, int]]] = {}
    for cid, n in deck.combat:
        by_type.setdefault(cards[cid].type, []).append((cards[cid], n))
    for kind in LIBRARY_TYPES:
        rows = sorted(by_type.get(kind, ()), key=lambda cn: cn[0].name)
        if rows:
            lines += ["", f"{TYPE_HEADINGS[kind]} ({sum(n for _, n in rows)})",
                      *(f"{n}x {c.name}" for c, n in rows)]
    return "\n".join(lines) + "\n"


def vtes_deck_yaml(deck: DeckList, comment: str = "") -> str:
    """A V:TES deck file (what :func:`rage_tui.content.vtes_cards.load_vtes_deck` reads):
    name, ruleset, description, crypt and library as card id: count."""
    data: dict[str, object] = {"name": deck.name, "ruleset": "vtes"}
    if deck.description:
        data["description"] = deck.description
    data["crypt"] = dict(deck.sept)
    data["library"] = dict(deck.combat)
    head = "".join(f"# {line}\n" for line in comment.splitlines())
    return head + yaml.safe_dump(data, sort_keys=False, allow_unicode=True,
                                 default_flow_style=False, width=100)
