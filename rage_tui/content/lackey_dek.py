"""LackeyCCG ``.dek`` XML: ``<deck><superzone name="Deck"><card><name>...</name></card>...
</superzone></deck>``, one ``<card>`` element per copy.

The XML is parsed once, with :mod:`defusedxml` (a DTD, entity declarations and external
references are refused outright), by a parser target that keeps the line of each card as it
goes: the work grows with the size of the file, never with its square.
"""

from __future__ import annotations

from typing import Any

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.lackey_names import LackeyEntry, control_problem, printable
from rage_tui.content.texts import c_

_XML_BLANKS = {9: " ", 10: " ", 13: " "}


class _Cards:
    """A parser target that collects ``(section, name) -> [count, first line]``."""

    def __init__(self, shown: str) -> None:
        self.shown = shown
        self.problems: list[Problem] = []
        self.parser: Any = None
        self.stack: list[str] = []
        self.root = ""
        self.zones: list[str] = []
        self.card_line = 0
        self.card_text: list[str] = []
        self.name_text: list[str] | None = None
        self.name_line = 0
        self.counts: dict[tuple[str, str], list[int]] = {}

    def _line(self) -> int:
        return int(self.parser.parser.CurrentLineNumber) if self.parser is not None else 1

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        """An element opens."""
        if not self.stack:
            self.root = tag
        parent = self.stack[-1] if self.stack else ""
        self.stack.append(tag)
        if tag == "superzone":
            self.zones.append(attrs.get("name", ""))
        elif tag == "card" and self.zones:
            self.card_line, self.card_text, self.name_text = self._line(), [], None
        elif tag == "name" and parent == "card" and self.name_text is None:
            self.name_text, self.name_line = [], self._line()

    def end(self, tag: str) -> None:
        """An element closes."""
        self.stack.pop()
        if tag == "superzone" and self.zones:
            self.zones.pop()
        elif tag == "card" and self.zones and self.card_line:
            text = "".join(self.name_text if self.name_text is not None else self.card_text)
            line = self.name_line if self.name_text is not None else self.card_line
            # (tabs and line ends are white space in XML; any other control is refused)
            bad = control_problem(self.shown, line, text.translate(_XML_BLANKS))
            text = " ".join(text.split())
            if bad is not None:
                self.problems.append(bad)
            elif text:
                got = self.counts.setdefault((self.zones[-1], text), [0, line])
                got[0] += 1
            self.card_line, self.name_text = 0, None

    def data(self, text: str) -> None:
        """Text inside the current element."""
        if not self.card_line or not self.stack:
            return
        if self.stack[-1] == "name" and self.name_text is not None:
            self.name_text.append(text)
        elif self.stack[-1] == "card" and self.name_text is None:
            self.card_text.append(text)

    def close(self) -> None:
        """The end of the document."""


def read_dek(text: str, shown: str) -> list[LackeyEntry]:
    """The entries of a ``.dek`` file's (decoded) text."""
    from xml.etree.ElementTree import ParseError

    from defusedxml import DefusedXmlException
    from defusedxml.ElementTree import DefusedXMLParser

    target = _Cards(shown)
    parser = DefusedXMLParser(target=target, forbid_dtd=True, forbid_entities=True,
                              forbid_external=True)
    target.parser = parser
    try:
        parser.feed(text)
        parser.close()
    except DefusedXmlException as exc:
        raise ContentError([Problem(shown, 1, c_(
            "refused: the XML declares a DTD or entities ({what}); a Lackey deck needs neither")
            .format(what=exc.__class__.__name__))]) from None
    except ParseError as exc:
        line = exc.position[0] if exc.position else 1
        raise ContentError([Problem(shown, line, c_("not readable XML: {why}").format(
            why=printable(str(exc))))]) from None
    if target.root != "deck":
        raise ContentError([Problem(shown, 1, c_(
            "the XML's root is <{tag}>, not <deck>: not a LackeyCCG deck").format(
                tag=printable(target.root, 40)))])
    if target.problems:
        raise ContentError(target.problems)
    if not target.counts:
        raise ContentError([Problem(shown, 1, c_("no <card> elements inside <superzone> ones"))])
    return [LackeyEntry(section, n, name, line)
            for (section, name), (n, line) in target.counts.items()]
