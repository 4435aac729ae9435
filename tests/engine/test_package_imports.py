"""Every module of the package imports, and every name another module of it imports from it
exists. CI runs this file against the compiled build too, where a module compiled with mypyc
may lack a name the source has (a function defined as ``_`` was not exported, and the app of
the compiled build did not start)."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import rage_tui

_SKIP = ("rage_tui.__main__",)


def _modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(rage_tui.__path__, "rage_tui.")
                  if m.name not in _SKIP)


def test_every_module_of_the_package_imports() -> None:
    failed = {}
    for name in _modules():
        try:
            importlib.import_module(name)
        except Exception as exc:  # (every failure collected, all reported)
            failed[name] = f"{type(exc).__name__}: {exc}"
    assert not failed


def test_every_name_imported_from_a_module_of_the_package_exists() -> None:
    root = Path(rage_tui.__file__).parent
    source = Path(__file__).resolve().parents[2] / "rage_tui"
    tree_root = source if source.is_dir() else root
    missing = []
    for path in sorted(tree_root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom) or not node.module or node.level:
                continue
            if not node.module.startswith("rage_tui"):
                continue
            module = importlib.import_module(node.module)
            for alias in node.names:
                if alias.name == "*" or hasattr(module, alias.name):
                    continue
                try:  # a submodule: ``from rage_tui.engine import state``
                    importlib.import_module(f"{node.module}.{alias.name}")
                except ImportError:
                    missing.append(f"{path.name}: from {node.module} import {alias.name}")
    assert not missing
