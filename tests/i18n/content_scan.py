"""Reading the ``content`` catalogue's messages for the i18n tests: every ``c_``/``cN_``/
``cngettext`` message id of the package (found with :mod:`ast`), the Polish ``content.po`` (read
with Babel), and the texts of the loaders, the scenario runner, the demos, the campaigns, the
saves and the app benchmarks that would reach a person without a catalogue."""

from __future__ import annotations

import ast
from pathlib import Path

from babel.messages.pofile import read_po

from rage_tui.i18n import LOCALE_DIR
from tests.i18n.cli_scan import ROOT, _called, _wordy

PACKAGE = ROOT / "rage_tui"
CONTENT_PO = LOCALE_DIR / "pl" / "LC_MESSAGES" / "content.po"

MARKERS = {"c_": 1, "cN_": 1, "cngettext": 2}
"""The functions whose literal arguments are ``content`` message ids, and how many are ids."""

SCANNED = (
    *sorted((PACKAGE / "content").glob("*.py")),
    PACKAGE / "saves.py", PACKAGE / "safeio.py", PACKAGE / "scenarios.py", PACKAGE / "solo.py",
    PACKAGE / "demos.py", PACKAGE / "crashlog.py", PACKAGE / "ui" / "bench.py",
    PACKAGE / "ui" / "hotseat_bench.py",
)
"""The modules whose texts go through the ``content`` catalogue (the bypass scan reads them)."""

SHOWN_ARGS: dict[str, tuple[int, ...]] = {
    "Problem": (2,), "Check": (0, 2), "Beat": (2,), "DemoInfo": (2,),
    "ValueError": (0,), "SaveError": (0,), "ScenarioError": (0,), "DemoError": (0,),
    "BenchError": (0,), "RuntimeError": (0,), "ConstructorError": (2,), "print": (0,),
    "append": (0,), "extend": (0,),
}
"""Calls whose arguments (by position) a person reads: a content problem's message, a scenario
check's label and detail, a beat's choice, a demo's description, an error's message, a printed
line, a line or problem added to a list that is shown."""

SHOWN_ATTRIBUTES = {"error", "crash_message"}
"""Attributes whose value a person reads (a scenario result's error ...)."""


def content_messages(files: list[Path] | None = None) -> dict[str | tuple[str, str], str]:
    """Every literal ``content`` message id of the package (plural ids as (singular, plural)),
    with where it first appears."""
    found: dict[str | tuple[str, str], str] = {}
    for path in files or sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in MARKERS):
                continue
            ids = [a.value for a in node.args[:MARKERS[node.func.id]]
                   if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if len(ids) != MARKERS[node.func.id]:
                continue
            key: str | tuple[str, str] = ids[0] if len(ids) == 1 else (ids[0], ids[1])
            found.setdefault(key, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def polish_content_po() -> dict[str | tuple[str, str], str | tuple[str, ...]]:
    """The Polish translations of the ``content`` catalogue (fuzzy and empty ones left out)."""
    with CONTENT_PO.open("rb") as fh:
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


def bypassing_texts(source: str, where: str = "<source>") -> list[str]:
    """Literal texts with words that reach a person without a catalogue: a problem's message,
    a check's label or detail, an error's message, a printed or listed line, or a shown
    attribute set to an untranslated text."""
    problems = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            name = _called(node)
            for index in SHOWN_ARGS.get(name, ()):
                if len(node.args) > index and _wordy(node.args[index]):
                    problems.append(f"{where}:{node.lineno}: {name}() of an untranslated text")
        elif isinstance(node, ast.Assign) and _wordy(node.value):
            for target in node.targets:
                if isinstance(target, ast.Attribute) and target.attr in SHOWN_ATTRIBUTES:
                    problems.append(f"{where}:{node.lineno}: .{target.attr} = an untranslated "
                                    "text")
    return problems
