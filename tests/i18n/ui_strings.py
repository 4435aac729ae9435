"""Reading the app's own strings for the ``ui`` catalogue tests: the message ids of the source
(``_``, ``N_``, ``ngettext``) and the string literals that reach the screen without them. Found
with :mod:`ast`; the Polish catalogue is read with Babel."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from rage_tui.i18n import LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "rage_tui" / "ui"
UI_PO = LOCALE_DIR / "pl" / "LC_MESSAGES" / "ui.po"

#: Calls whose arguments a player reads: the positional ones (by index) and keywords.
VISIBLE_CALLS: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    "Static": ((0,), ()), "Label": ((0,), ()), "Button": ((0,), ()),
    "Checkbox": ((0,), ()), "Input": ((), ("placeholder",)),
    "Binding": ((2,), ("description", "tooltip")),
    "notify": ((0,), ("title",)), "show_error": ((0, 1), ()),
    "MessageDialog": ((0, 1), ()), "ConfirmDialog": ((0, 1), ("yes", "no")),
    "ListOption": ((0,), ()), "Option": ((0,), ()), "Text": ((0,), ()),
    "update": ((0,), ()), "set_status": ((0,), ()), "append": ((0,), ()),
    "SetupProblem": ((0,), ()), "SoloProblem": ((0,), ()), "DeckError": ((0,), ()),
    "LibraryError": ((0,), ()), "IllegalChoiceError": ((0,), ()), "SaveError": ((0,), ()),
    "DiscoveryHit": ((0,), ("help",)), "Hit": ((1,), ("help",)),
    "Table": ((), ("title",)), "add_column": ((0,), ()), "Panel": ((), ("title", "subtitle")),
}
#: Attributes a player reads when set.
VISIBLE_ATTRIBUTES = ("border_title", "border_subtitle", "title", "sub_title", "tooltip",
                      "description")
#: Calls whose list or tuple argument holds (label, value) pairs.
PAIR_CALLS = ("Select", "SelectionList")
#: Text that is the same in every language (names, commands, the bilingual settings entry).
SAME_EVERYWHERE = {"Language / Język", "rage-tui demo", "rage-tui"}
#: Modules that are not the app's screens: developer benchmarks printed by the command line.
NOT_SCREENS = ("bench.py", "hotseat_bench.py")


@dataclass(frozen=True)
class Found:
    """A string of the source and where it is."""

    text: str
    where: str


def _where(path: Path, line: int) -> str:
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    return f"{shown}:{line}"


def ui_files() -> list[Path]:
    """The app's modules, the developer benchmarks left out."""
    return [p for p in sorted(UI.rglob("*.py")) if p.name not in NOT_SCREENS]


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def message_ids(files: list[Path] | None = None) -> dict[str | tuple[str, str], str]:
    """Every ``_("...")``, ``N_("...")`` and ``ngettext("...", "...", n)`` id of the app (a pair
    for ``ngettext``), with where it first appears."""
    found: dict[str | tuple[str, str], str] = {}
    for path in files or ui_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str)
                    else None for a in node.args]
            where = _where(path, node.lineno)
            if name in ("_", "N_") and args and args[0] is not None:
                found.setdefault(args[0], where)
            elif name == "ngettext" and len(args) >= 2 and args[0] and args[1]:
                found.setdefault((args[0], args[1]), where)
    return found


def _has_words(node: ast.expr) -> str | None:
    """The text of a literal (or f-string) with letters of its own, else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str))
    else:
        return None
    text = re.sub(r"\[/?[a-z ]*\]", "", text)  # Rich markup tags: [bold] ... [/]
    if text.strip() in SAME_EVERYWHERE:
        return None
    return text if re.search(r"[A-Za-z]{2,}", text) else None


def _literals_in(node: ast.expr) -> Iterator[ast.expr]:
    """A literal argument, or the literals joined with ``+`` or picked by ``a if c else b``."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        yield from _literals_in(node.left)
        yield from _literals_in(node.right)
    elif isinstance(node, ast.IfExp):
        yield from _literals_in(node.body)
        yield from _literals_in(node.orelse)
    else:
        yield node


def untranslated(files: list[Path] | None = None) -> list[Found]:
    """String literals with words that reach a visible place of Textual or Rich without
    ``_()``: widget texts, placeholders, key descriptions, notifications, dialogs, list
    entries, titles, select labels, error messages meant for the player."""
    out: list[Found] = []
    for path in files or ui_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            where = _where(path, getattr(node, "lineno", 0))
            candidates: list[ast.expr] = []
            if isinstance(node, ast.Call):
                name = _name(node.func)
                if name in VISIBLE_CALLS:
                    positions, keywords = VISIBLE_CALLS[name]
                    candidates += [node.args[i] for i in positions if i < len(node.args)]
                    candidates += [k.value for k in node.keywords if k.arg in keywords]
                if name in PAIR_CALLS and node.args and isinstance(node.args[0],
                                                                    ast.List | ast.Tuple):
                    for item in node.args[0].elts:
                        if isinstance(item, ast.Tuple) and item.elts:
                            candidates.append(item.elts[0])
            elif isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Attribute) and t.attr in VISIBLE_ATTRIBUTES
                    for t in node.targets):
                candidates.append(node.value)
            for candidate in candidates:
                for literal in _literals_in(candidate):
                    text = _has_words(literal)
                    if text is not None:
                        out.append(Found(text, where))
    return out


def polish_catalogue() -> Catalog:
    """The Polish ``ui`` catalogue as Babel reads it."""
    with UI_PO.open("rb") as fh:
        return read_po(fh, locale="pl")
