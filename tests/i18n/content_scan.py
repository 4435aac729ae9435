"""Reading the ``content`` catalogue's messages for the i18n tests: every ``c_``/``cN_``/
``cngettext`` message id of the package (found with :mod:`ast`), the Polish ``content.po`` (read
with Babel), and the texts of the loaders, the scenario runner, the demos, the campaigns, the
saves and the app benchmarks that would reach a person without a catalogue."""

from __future__ import annotations

import ast
from pathlib import Path

from rage_tui.i18n import LOCALE_DIR
from tests.i18n.cli_scan import ROOT, _called, _wordy, marked_ids, polish_translations

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
    return marked_ids(files or sorted(PACKAGE.rglob("*.py")), MARKERS)


def polish_content_po() -> dict[str | tuple[str, str], str | tuple[str, ...]]:
    """The Polish translations of the ``content`` catalogue (fuzzy and empty ones left out)."""
    return polish_translations(CONTENT_PO)


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
