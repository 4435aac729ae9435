"""Reading the ``game`` catalogue and the messages of the source for the i18n tests (no Babel:
the message ids are found with :mod:`ast`, the Polish catalogue is read from its ``.po``)."""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Iterator
from pathlib import Path

from rage_tui.i18n import LOCALE_DIR, CardTextMsg, Msg

ROOT = Path(__file__).resolve().parents[2]
GAME_PO = LOCALE_DIR / "pl" / "LC_MESSAGES" / "game.po"


def source_messages(root: Path = ROOT / "rage_tui") -> dict[str, str]:
    """Every ``m("literal", ...)`` message id in the package (and every option label
    ``option("literal", ...)``, event text ``event(kind, "literal", ...)``, decision prompt
    ``ask(seat, kind, "literal", ...)`` and part of one ``later("literal", ...)``, built with
    ``m`` when read), with where it first appears."""
    found: dict[str, str] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            at = MESSAGE_ARGUMENT.get(node.func.id)
            msgid = node.args[at] if at is not None and len(node.args) > at else None
            if isinstance(msgid, ast.Constant) and isinstance(msgid.value, str):
                found.setdefault(msgid.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


MESSAGE_ARGUMENT = {"m": 0, "option": 0, "event": 1, "later": 0, "ask": 2}
"""The functions whose argument (at this position) is a ``game`` message id (the keywords of
``i18n/game.cfg``)."""


def _unquote(text: str) -> str:
    body = text.strip()[1:-1]
    return re.sub(r'\\(.)', lambda mo: {"n": "\n", "t": "\t"}.get(mo.group(1), mo.group(1)), body)


def read_po(path: Path = GAME_PO) -> dict[tuple[str | None, str], str]:
    """The translations of a ``.po`` file by (context, message id); fuzzy entries left out."""
    entries: dict[tuple[str | None, str], str] = {}
    ctx: str | None = None
    msgid = msgstr = None
    current: str | None = None
    fuzzy = False

    def flush() -> None:
        if msgid and msgstr is not None and not fuzzy:
            entries[(ctx, msgid)] = msgstr

    for line in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        if not line.strip():
            flush()
            ctx, msgid, msgstr, current, fuzzy = None, None, None, None, False
        elif line.startswith("#,") and "fuzzy" in line:
            fuzzy = True
        elif line.startswith("#"):
            continue
        elif line.startswith("msgctxt "):
            ctx, current = _unquote(line[8:]), "ctx"
        elif line.startswith("msgid "):
            msgid, current = _unquote(line[6:]), "id"
        elif line.startswith("msgstr "):
            msgstr, current = _unquote(line[7:]), "str"
        elif line.startswith('"'):
            if current == "id":
                msgid = (msgid or "") + _unquote(line)
            elif current == "str":
                msgstr = (msgstr or "") + _unquote(line)
            elif current == "ctx":
                ctx = (ctx or "") + _unquote(line)
    return entries


def fields(text: str) -> set[str]:
    """The names of the replacement fields of a ``{field}`` template."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def needs_words(msgid: str) -> bool:
    """Whether a message has words of its own to translate (not only fields and punctuation)."""
    return bool(re.search(r"[A-Za-z]", re.sub(r"\{[^{}]*\}", "", msgid)))


def messages_in(value: object) -> Iterator[Msg]:
    """``value`` and every message nested in its arguments (card texts, which the ``cards``
    catalogue translates, left out)."""
    if isinstance(value, Msg) and not isinstance(value, CardTextMsg):
        yield value
        for _, arg in value.args:
            yield from messages_in(arg)
