"""LackeyCCG deck files: read them into our decks, write ours back as Lackey text.

Two formats are read:

* plain text, one ``count<TAB>name`` line per card (a space or ``2x`` also work), with section
  header lines such as ``Pack:``, ``Sept:``, ``Combat:`` or ``Sideboard:`` between them;
* ``.dek`` XML as LackeyCCG saves it: ``<deck><superzone name="Deck"><card><name>...</name>
  </card>...</superzone></deck>``, one ``<card>`` element per copy.

XML comes from strangers, so it is parsed with :mod:`defusedxml`: a DTD, entity declarations
(the "billion laughs" expansion bomb) and external references are refused outright.

Card names are matched to the library forgiving case, accents, punctuation and spacing, a
leading or trailing "The" ("Cleaner, The"), and a parenthesised suffix such as a set name.
Each card goes where its type says (pack, sept or combat deck), whatever section it was under;
sideboard sections are not part of a Rage deck and are reported, not imported.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.outside_messages import os_problem
from rage_tui.content.texts import c_
from rage_tui.engine.cards import Allegiance
from rage_tui.engine.decks import DeckList
from rage_tui.rulesets.rage1995.cards import CardDef, CardType

MAX_FILE_BYTES = 2_000_000
MAX_COUNT = 99
_COUNT_LINE = re.compile(r"^\s*(\d+)\s*[xX]?\s+(\S.*?)\s*$")
_SIDEBOARD = re.compile(r"side|maybe|token", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class LackeyEntry:
    """One card line of a Lackey deck: its section header, count, name and line number."""

    section: str
    count: int
    name: str
    line: int


def read_lackey(path: Path, shown: str | None = None) -> list[LackeyEntry]:
    """The card entries of a Lackey deck file (text or ``.dek`` XML); :class:`ContentError`
    names the file and line of anything unreadable."""
    name = shown or str(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ContentError([Problem(name, 1, c_(
                "the file has {size} bytes; a deck file has at most {limit}").format(
                    size=size, limit=MAX_FILE_BYTES))])
        raw = path.read_bytes()
    except OSError as exc:
        raise ContentError([Problem(name, 1, c_("cannot read the file: {why}").format(
            why=os_problem(exc)))]) from None
    if raw.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<"):
        return _read_dek(raw, name)
    return _read_text(_decode(raw), name)


def _decode(raw: bytes) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        # LackeyCCG on Windows writes the system code page.
        return raw.decode("cp1252", errors="replace")


def _read_text(text: str, shown: str) -> list[LackeyEntry]:
    out: list[LackeyEntry] = []
    problems: list[Problem] = []
    section = ""
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith(("//", "#")):
            continue
        m = _COUNT_LINE.match(line)
        if m is None:
            section = stripped.rstrip(":").strip()
            continue
        count = int(m.group(1))
        if not 1 <= count <= MAX_COUNT:
            problems.append(Problem(shown, number, c_("count {n} for '{card}' (1 to {most})")
                                    .format(n=count, card=m.group(2), most=MAX_COUNT)))
            continue
        out.append(LackeyEntry(section, count, m.group(2), number))
    if problems:
        raise ContentError(problems)
    if not out:
        raise ContentError([Problem(shown, 1,
                                    c_("no card lines ('count<TAB>name') in the file"))])
    return out


def _read_dek(raw: bytes, shown: str) -> list[LackeyEntry]:
    from xml.etree.ElementTree import ParseError

    from defusedxml import DefusedXmlException
    from defusedxml.ElementTree import fromstring

    try:
        root = fromstring(raw, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException as exc:
        raise ContentError([Problem(shown, 1, c_(
            "refused: the XML declares a DTD or entities ({what}); a Lackey deck needs neither")
            .format(what=exc.__class__.__name__))]) from None
    except ParseError as exc:
        line = exc.position[0] if exc.position else 1
        raise ContentError([Problem(shown, line, c_("not readable XML: {why}").format(why=exc))]) \
            from None
    if root.tag != "deck":
        raise ContentError([Problem(shown, 1, c_(
            "the XML's root is <{tag}>, not <deck>: not a LackeyCCG deck").format(tag=root.tag))])
    counts: dict[tuple[str, str], int] = {}
    for zone in root.iter("superzone"):
        section = zone.get("name", "")
        for card in zone.iter("card"):
            name_el = card.find("name")
            text = (name_el.text if name_el is not None else card.text) or ""
            text = " ".join(text.split())
            if text:
                key = (section, text)
                counts[key] = counts.get(key, 0) + 1
    if not counts:
        raise ContentError([Problem(shown, 1, c_("no <card> elements inside <superzone> ones"))])
    return [LackeyEntry(section, n, name, _xml_line(raw, name))
            for (section, name), n in counts.items()]


def _xml_line(raw: bytes, name: str) -> int:
    """The line of the first ``<name>`` element holding ``name`` (1 if it cannot be found:
    ElementTree keeps no line numbers)."""
    from xml.sax.saxutils import escape

    at = raw.find(f">{escape(name)}<".encode())
    return raw.count(b"\n", 0, at) + 1 if at >= 0 else 1


def normalize(name: str) -> str:
    """The matching key of a card name: no case, accents, punctuation, spaces or "The"."""
    text = unicodedata.normalize("NFKD", name)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower().strip()
    text = re.sub(r",\s*the$", "", text)
    text = re.sub(r"^the\s+", "", text)
    text = text.replace("&", "and")
    return re.sub(r"[^a-z0-9]+", "", text)


class NameIndex:
    """Finds library cards by a name written any which way."""

    def __init__(self, cards: Mapping[str, CardDef]) -> None:
        self.cards = cards
        self.by_key: dict[str, list[str]] = {}
        for cid, card in cards.items():
            self.by_key.setdefault(normalize(card.name), []).append(cid)

    def lookup(self, name: str) -> list[str]:
        """Card ids the name may mean: one when it is clear, several when the name is shared
        (write ``Name (card-id)`` or the id to choose), none when unknown."""
        text = name.strip()
        if text in self.cards:
            return [text]
        whole = self.by_key.get(normalize(text), [])
        if whole:
            return list(whole)
        m = re.match(r"^(.*?)\s*\(([^()]*)\)\s*$", text)
        if m is not None:
            inner = m.group(2).strip()
            if inner in self.cards:
                return [inner]
            found = self.by_key.get(normalize(m.group(1)), [])
            return list(found)
        return []

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """The closest card names, best first."""
        key = normalize(re.sub(r"\([^()]*\)\s*$", "", name))
        close = difflib.get_close_matches(key, list(self.by_key), n=n, cutoff=0.6)
        return [self.cards[self.by_key[k][0]].name for k in close]

    def lackey_name(self, cid: str) -> str:
        """The name written for ``cid`` in a Lackey file (``Name (id)`` when the name is
        shared by several cards, so the file reads back to the same card)."""
        card = self.cards[cid]
        if len(self.by_key.get(normalize(card.name), [])) > 1:
            return f"{card.name} ({cid})"
        return card.name


@dataclass
class ImportResult:
    """What became of each entry: the deck (when every card was found) and the problems."""

    deck: DeckList | None
    unknown: list[tuple[LackeyEntry, list[str]]] = field(default_factory=list)
    ambiguous: list[tuple[LackeyEntry, list[str]]] = field(default_factory=list)
    skipped: list[LackeyEntry] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Every card was matched and a deck was made."""
        return self.deck is not None and not (self.unknown or self.ambiguous or self.errors)


def import_entries(entries: Iterable[LackeyEntry], cards: Mapping[str, CardDef], name: str,
                   allegiance: Allegiance | None = None, description: str = "") -> ImportResult:
    """Match the entries to ``cards`` and build the deck; nothing is dropped silently."""
    index = NameIndex(cards)
    result = ImportResult(None)
    pack: list[str] = []
    sept: dict[str, int] = {}
    combat: dict[str, int] = {}
    for entry in entries:
        if _SIDEBOARD.search(entry.section):
            result.skipped.append(entry)
            continue
        found = index.lookup(entry.name)
        if not found:
            result.unknown.append((entry, index.suggest(entry.name)))
            continue
        if len(found) > 1:
            result.ambiguous.append((entry, found))
            continue
        card = cards[found[0]]
        if card.type == CardType.CHARACTER:
            pack.extend([card.id] * entry.count)
        else:
            target = combat if card.is_combat else sept
            target[card.id] = target.get(card.id, 0) + entry.count
            if target[card.id] > MAX_COUNT:
                result.errors.append(c_("{card}: {n} copies in all (at most {most})").format(
                    card=card.name, n=target[card.id], most=MAX_COUNT))
    if allegiance is None:
        sides = {cards[c].allegiance for c in pack} - {Allegiance.ROGUE}
        if len(sides) == 1:
            allegiance = sides.pop()
        elif not sides:
            result.errors.append(c_("the pack has no gaia or wyrm character to tell the deck's "
                                    "side: give the allegiance"))
        else:
            result.errors.append(
                c_("the pack mixes gaia and wyrm characters: give the allegiance"))
    if not pack:
        result.errors.append(c_("no character cards: a deck needs a pack"))
    if allegiance is not None and pack and not (result.unknown or result.ambiguous):
        result.deck = DeckList(name=name, allegiance=allegiance, pack=tuple(pack),
                               sept=tuple(sept.items()), combat=tuple(combat.items()),
                               description=description)
    return result


def export_text(deck: DeckList, cards: Mapping[str, CardDef]) -> str:
    """The deck as a Lackey text list: ``Pack:``, ``Sept:`` and ``Combat:`` sections of
    ``count<TAB>name`` lines. Cards the library does not know raise :class:`KeyError`."""
    index = NameIndex(cards)
    pack: dict[str, int] = {}
    for cid in deck.pack:
        pack[cid] = pack.get(cid, 0) + 1
    lines: list[str] = []
    for title, entries in (("Pack", list(pack.items())), ("Sept", list(deck.sept)),
                           ("Combat", list(deck.combat))):
        if lines:
            lines.append("")
        lines.append(f"{title}:")
        lines.extend(f"{n}\t{index.lackey_name(cid)}" for cid, n in entries)
    return "\n".join(lines) + "\n"
