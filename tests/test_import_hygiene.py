"""The engine is pure: importing it (and every module under it) loads no UI or file-format library.

Checked two ways: a subprocess that imports every module of ``rage_tui.engine`` and
``rage_tui.rulesets`` and looks at ``sys.modules``, and import-linter's contract in
pyproject.toml.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

FORBIDDEN = ("textual", "rich", "yaml")
ROOT = Path(__file__).resolve().parent.parent

PROBE = textwrap.dedent("""
    import importlib, json, pkgutil, sys

    imported = []
    for top in ("rage_tui.engine", "rage_tui.rulesets"):
        package = importlib.import_module(top)
        imported.append(top)
        for info in pkgutil.walk_packages(package.__path__, top + "."):
            importlib.import_module(info.name)
            imported.append(info.name)
    loaded = sorted({name.split(".")[0] for name in sys.modules})
    print(json.dumps({"imported": imported, "loaded": loaded}))
""")


@pytest.fixture(scope="module")
def probe() -> dict[str, list[str]]:
    result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                            timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    data: dict[str, list[str]] = json.loads(result.stdout)
    return data


def test_every_engine_and_ruleset_module_is_imported(probe: dict[str, list[str]]) -> None:
    imported = set(probe["imported"])
    expected = {
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for top in ("engine", "rulesets") for p in (ROOT / "rage_tui" / top).rglob("*.py")
    }
    assert expected <= imported, sorted(expected - imported)
    assert "rage_tui.engine.cards" in imported
    assert "rage_tui.rulesets.rage1995.construction" in imported


@pytest.mark.parametrize("name", FORBIDDEN)
def test_importing_the_engine_does_not_load(probe: dict[str, list[str]], name: str) -> None:
    assert name not in probe["loaded"]


def test_the_probe_would_notice_a_forbidden_import() -> None:
    """The same check run on the content package (which reads YAML) does see yaml."""
    code = "import sys, rage_tui.content.yamlio; print('yaml' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60, check=False)
    assert result.stdout.strip() == "True"


def test_the_import_linter_contract_holds() -> None:
    exe = Path(sys.executable).with_name("lint-imports")
    if not exe.exists():
        exe_found = shutil.which("lint-imports")
        if exe_found is None:
            pytest.skip("lint-imports (import-linter) is not installed next to this Python")
        exe = Path(exe_found)
    result = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300,
                            cwd=ROOT, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.search(r"Contracts: [1-9]\d* kept, 0 broken\.", result.stdout), result.stdout
    assert "The engine is pure" in result.stdout
