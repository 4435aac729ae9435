"""Reading LackeyCCG deck files from strangers: text or ``.dek`` XML, any common encoding.

A deck file may come from anywhere, so everything in it is refused or handled at its line with a
plain message, and nothing in it can hurt: a device or a huge file is not read (at most
:data:`MAX_FILE_BYTES`); the bytes are decoded by their byte-order mark (UTF-8, UTF-16, UTF-32),
as UTF-16 without one when every other byte is NUL, as UTF-8, else as the Windows code page
LackeyCCG writes there; an XML declaration's encoding is honoured when it is a known text
encoding, refused when it is not; XML is parsed with :mod:`defusedxml` (no DTD, entities or
external references: the "billion laughs" bomb and file theft are refused) in one pass that
keeps each card's line; a count must be a whole number from 1 to :data:`MAX_COUNT`, whatever its
sign or length. The work is linear in the size of the file. Names are shown through
:func:`printable`, so a name with terminal escape codes cannot drive the terminal it is printed
on.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable
from pathlib import Path

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.lackey_names import LackeyEntry, control_problem, printable
from rage_tui.content.outside_messages import os_problem
from rage_tui.content.texts import c_

MAX_FILE_BYTES = 2_000_000
MAX_COUNT = 99
#: A card line: a count, an optional ``x``, blank space, the name.
_COUNT_LINE = re.compile(r"^[ \t]*([+-]?[0-9][0-9.,]*)(?:[ \t]*[xX])?[ \t]+(\S.*?)[ \t]*$")
#: A line that starts as a card line does (a sign or a digit).
_COUNT_START = re.compile(r"^[ \t]*[+-]?[0-9]")
_DECLARED = re.compile(rb"^<\?xml[^>]*?encoding\s*=\s*[\"']([^\"'>]{0,40})[\"']")
#: Text encodings a .dek may declare (as :func:`codecs.lookup` names them); others (``utf-7``,
#: ``punycode``, ``rot13`` ...) are refused.
_ENCODING_FAMILIES = ("utf-8", "utf-16", "utf-32", "iso8859", "latin", "cp", "ascii", "mac-",
                      "koi8", "gb", "big5", "shift_jis", "euc", "windows")
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32-le"), (codecs.BOM_UTF32_BE, "utf-32-be"),
         (codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"),
         (codecs.BOM_UTF16_BE, "utf-16-be"))
def read_lackey(path: Path, shown: str | None = None) -> list[LackeyEntry]:
    """The card entries of a Lackey deck file (text or ``.dek`` XML); :class:`ContentError`
    names the file and line of anything unreadable."""
    name = printable(shown or str(path), 1000)
    return lackey_entries(read_deck_text(path, name), name)


def lackey_entries(text: str, shown: str,
                   is_card: Callable[[str], bool] | None = None) -> list[LackeyEntry]:
    """The card entries of a Lackey deck's text (see :func:`decode`). With ``is_card``, a
    text line that would be a section header but names a card (no count, no colon) is an
    error: the card would be lost without a word."""
    if text.lstrip(" \t\r\n").startswith("<"):
        from rage_tui.content.lackey_dek import read_dek

        return read_dek(text, shown)
    return _read_text(text, shown, is_card)


def read_deck_text(path: Path, shown: str) -> str:
    """The text of a deck file (a regular file of at most :data:`MAX_FILE_BYTES`, decoded
    by :func:`decode`); :class:`ContentError` if it cannot be read."""
    from rage_tui.safeio import read_regular

    name = shown
    try:
        raw = read_regular(path, MAX_FILE_BYTES)
    except OSError as exc:
        raise ContentError([Problem(name, 1, c_("cannot read the file: {why}").format(
            why=os_problem(exc)))]) from None
    except ValueError as exc:
        raise ContentError([Problem(name, 1, c_("cannot read the file: {why}").format(
            why=exc))]) from None
    return decode(raw, name)


def decode(raw: bytes, shown: str) -> str:
    """The text of a deck file's bytes (see the module's notes); :class:`ContentError` for
    an XML declaration naming an encoding that is unknown or not one for text."""
    for bom, encoding in _BOMS:
        if raw.startswith(bom):
            return raw[len(bom):].decode(encoding, errors="replace")
    head = raw[:4096]
    if len(head) >= 2 and head.count(0) * 3 >= len(head):  # UTF-16 without a mark
        odd_nuls = head[1::2].count(0)
        encoding = "utf-16-le" if odd_nuls > head[0::2].count(0) else "utf-16-be"
        return raw.decode(encoding, errors="replace")
    declared = _DECLARED.match(raw.lstrip(b" \t\r\n"))
    if declared is not None:
        encoding = _text_encoding(declared.group(1).decode("ascii", "replace"), shown)
        if not encoding.startswith("utf-8"):
            return raw.decode(encoding, errors="replace")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        # LackeyCCG on Windows writes the system code page.
        return raw.decode("cp1252", errors="replace")


def _text_encoding(declared: str, shown: str) -> str:
    try:
        name = codecs.lookup(declared).name
    except LookupError:
        name = ""
    if not name.startswith(_ENCODING_FAMILIES) or name == "utf-7":
        raise ContentError([Problem(shown, 1, c_(
            "the XML declares the encoding '{encoding}', which is not a text encoding known "
            "here (a Lackey deck is UTF-8)").format(encoding=printable(declared)))])
    return name


def _read_text(text: str, shown: str,
               is_card: Callable[[str], bool] | None = None) -> list[LackeyEntry]:
    out: list[LackeyEntry] = []
    problems: list[Problem] = []
    section = ""
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip("\r")
        stripped = line.strip()
        if not stripped or stripped.startswith(("//", "#")):
            continue
        m = _COUNT_LINE.match(line)
        if m is None:
            if _COUNT_START.match(line) or "\t" in stripped:
                problems.append(Problem(shown, number, c_(
                    "not a card line ('count<TAB>name') nor a section header: '{line}'")
                    .format(line=printable(stripped, 80))))
            elif is_card is not None and not stripped.endswith(":") and is_card(stripped):
                problems.append(Problem(shown, number, c_(
                    "'{card}' names a card but has no count: write '1<TAB>{card}'").format(
                        card=printable(stripped, 80))))
            else:
                section = stripped.rstrip(":").strip()
            continue
        digits, card = m.group(1), m.group(2)
        count = int(digits) if digits.isdigit() and len(digits) <= 3 else 0
        if not 1 <= count <= MAX_COUNT:
            problems.append(Problem(shown, number, c_("count {n} for '{card}' (1 to {most})")
                                    .format(n=printable(digits, 12), card=printable(card),
                                            most=MAX_COUNT)))
            continue
        bad = control_problem(shown, number, card)
        if bad is not None:
            problems.append(bad)
            continue
        out.append(LackeyEntry(section, count, card, number))
    if problems:
        raise ContentError(problems)
    if not out:
        raise ContentError([Problem(shown, 1,
                                    c_("no card lines ('count<TAB>name') in the file"))])
    return out
