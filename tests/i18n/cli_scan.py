"""Reading the command line's messages for the i18n tests: every ``cli`` message id in
``rage_tui/cli`` (found with :mod:`ast`), the Polish ``cli.po`` (read with Babel), the fields
of a message, and the texts a person would see that bypass the catalogue."""

from __future__ import annotations

import ast
import re
import string
from collections import Counter
from pathlib import Path

from babel.messages.pofile import read_po

from rage_tui.i18n import LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]
CLI_DIR = ROOT / "rage_tui" / "cli"
CLI_PO = LOCALE_DIR / "pl" / "LC_MESSAGES" / "cli.po"

MARKERS = {"_": 1, "N_": 1, "ngettext": 2, "Nn_": 2}
"""The functions whose literal arguments are ``cli`` message ids, and how many are ids."""

SHOWN_ARG = {"print", "UserError", "ArgumentTypeError", "SystemExit", "say", "progress",
             "start_progress"}
"""Calls whose first argument a person reads."""

SHOWN_KEYWORDS = {"help", "description", "epilog", "metavar", "title", "unit", "help_text"}
"""Keyword arguments a person reads (argparse's and the progress display's)."""

PARSER_CALLS = {"add_parser", "add_argument", "ArgumentParser", "add_subparsers",
                "add_argument_group", "progress", "start_progress", "add_ruleset_option"}
"""Calls whose ``SHOWN_KEYWORDS`` arguments are shown."""

SYMBOLS = {"N", "URL", "BOT", "PORT"}
"""Metavars that read the same in every language (no translation needed)."""


def marked_ids(files: list[Path], markers: dict[str, int]) -> dict[str | tuple[str, str], str]:
    """Every literal message id passed to one of ``markers`` (name -> how many id arguments:
    2 for plural forms) in ``files``, with where it first appears."""
    found: dict[str | tuple[str, str], str] = {}
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in markers):
                continue
            ids = [a.value for a in node.args[:markers[node.func.id]]
                   if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if len(ids) != markers[node.func.id]:
                continue
            key: str | tuple[str, str] = ids[0] if len(ids) == 1 else (ids[0], ids[1])
            found.setdefault(key, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def polish_translations(po: Path) -> dict[str | tuple[str, str], str | tuple[str, ...]]:
    """The Polish translations of a catalogue (fuzzy and empty ones left out); plural ids
    as (singular, plural) with a tuple of forms."""
    with po.open("rb") as fh:
        catalog = read_po(fh, locale="pl")
    out: dict[str | tuple[str, str], str | tuple[str, ...]] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if all(strings):
            plural = isinstance(message.id, (tuple, list))
            out[tuple(message.id) if plural else message.id] = (
                tuple(strings) if plural else strings[0])
    return out


def cli_messages(root: Path = CLI_DIR) -> dict[str | tuple[str, str], str]:
    """Every literal ``cli`` message id in ``root`` (plural ids as (singular, plural)), with
    where it first appears."""
    return marked_ids(sorted(root.rglob("*.py")), MARKERS)


def polish_cli_po() -> dict[str | tuple[str, str], str | tuple[str, ...]]:
    """The Polish translations of the ``cli`` catalogue (fuzzy and empty ones left out)."""
    return polish_translations(CLI_PO)


def fields(text: str) -> Counter[str]:
    """The replacement fields of a message: ``{name!conv:spec}`` of ``str.format`` and
    ``%(name)s`` / ``%s`` of argparse's %-formatting."""
    found: Counter[str] = Counter()
    if "%" in text:
        found.update(re.findall(r"%(?:\(\w+\))?[sdr]", text))
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError:
        return found
    for _literal, name, spec, conversion in parsed:
        if name is not None:
            found[f"{{{name}!{conversion or ''}:{spec or ''}}}"] += 1
    return found


def _wordy(node: ast.AST) -> bool:
    """Whether an expression is (or builds, unwrapped) a literal text with words in it."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and bool(re.search(r"[A-Za-z]{2,}", node.value)) \
            and node.value not in SYMBOLS
    if isinstance(node, ast.JoinedStr):
        return any(_wordy(v) for v in node.values if isinstance(v, ast.Constant))
    if isinstance(node, ast.BinOp):
        return _wordy(node.left) or _wordy(node.right)
    if isinstance(node, ast.IfExp):
        return _wordy(node.body) or _wordy(node.orelse)
    if isinstance(node, ast.BoolOp):
        return any(_wordy(v) for v in node.values)
    if isinstance(node, ast.Call):
        if isinstance(node.func, ast.Name):
            return False  # _(...), ngettext(...), str(...), render(...): not a bare literal
        if isinstance(node.func, ast.Attribute):
            return _wordy(node.func.value)  # "text".format(...), f"...".rstrip()
    return False


def _called(node: ast.Call) -> str:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return ""


def bypassing_texts(source: str, where: str = "<source>") -> list[str]:
    """Literal texts with words that reach a person without the ``cli`` catalogue: printed,
    raised as a user error or an argparse type error, given as help/description/metavar/
    progress label, or registered as a benchmark's help without ``N_``."""
    problems = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _called(node)
        if name in SHOWN_ARG and node.args and _wordy(node.args[0]):
            problems.append(f"{where}:{node.lineno}: {name}() of an untranslated text")
        if name in PARSER_CALLS:
            for kw in node.keywords:
                if kw.arg in SHOWN_KEYWORDS and _wordy(kw.value):
                    problems.append(f"{where}:{node.lineno}: {kw.arg}= of an untranslated text")
        if name == "benchmark" and len(node.args) > 1 and not (
                isinstance(node.args[1], ast.Call) and _called(node.args[1]) == "N_"):
            problems.append(f"{where}:{node.lineno}: a benchmark's help not marked with N_")
    return problems
