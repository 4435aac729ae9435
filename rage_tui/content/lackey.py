"""LackeyCCG deck files: read them into our decks, write ours back as Lackey text.

Two formats are read (by :mod:`rage_tui.content.lackey_read`, which also says how a file from
a stranger is kept harmless):

* plain text, one ``count<TAB>name`` line per card (a space or ``2x`` also work), with section
  header lines such as ``Pack:``, ``Sept:``, ``Combat:`` or ``Sideboard:`` between them;
* ``.dek`` XML as LackeyCCG saves it: ``<deck><superzone name="Deck"><card><name>...</name>
  </card>...</superzone></deck>``, one ``<card>`` element per copy.

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

from rage_tui.content.lackey_names import LackeyEntry, printable
from rage_tui.content.lackey_read import MAX_COUNT, MAX_FILE_BYTES, read_lackey
from rage_tui.content.texts import c_
from rage_tui.engine.cards import Allegiance
from rage_tui.engine.decks import DeckList
from rage_tui.rulesets.rage1995.cards import CardDef, CardType

_SIDEBOARD = re.compile(r"side|maybe|token", re.IGNORECASE)
#: Unknown names that get "did you mean" suggestions (the rest are listed without: a file of
#: 50,000 unknown names must not take minutes).
MAX_SUGGESTED = 20
_CANDIDATES = 12  # names compared closely for one suggestion, picked by shared trigrams


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
        self._grams: dict[str, list[str]] | None = None

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
        """The closest card names, best first: the few keys sharing the most trigrams with
        the name's are compared closely (the time does not grow with the library)."""
        key = normalize(re.sub(r"\([^()]*\)\s*$", "", name[:200]))
        if self._grams is None:
            self._grams = {}
            for k in self.by_key:
                for g in _trigrams(k):
                    self._grams.setdefault(g, []).append(k)
        mine = _trigrams(key)
        shared: dict[str, int] = {}
        for g in mine:
            for k in self._grams.get(g, ()):
                shared[k] = shared.get(k, 0) + 1
        # (Dice's coefficient over trigrams: long names are not favoured)
        best = sorted(shared, key=lambda k: (-shared[k] / (len(mine) + len(k)), k))
        close = difflib.get_close_matches(key, best[:_CANDIDATES], n=n, cutoff=0.6)
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
            hints = index.suggest(entry.name) if len(result.unknown) < MAX_SUGGESTED else []
            result.unknown.append((entry, hints))
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
                target[card.id] = MAX_COUNT  # (reported once, not once per further line)
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


def _trigrams(key: str) -> set[str]:
    padded = f"  {key} "
    return {padded[i:i + 3] for i in range(len(padded) - 2)}


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


__all__ = ["MAX_COUNT", "MAX_FILE_BYTES", "ImportResult", "LackeyEntry", "NameIndex", "export_text",
           "import_entries", "normalize", "printable", "read_lackey"]
