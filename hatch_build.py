"""Hatch build hook: the wheel's message catalogues, and on request a compiled engine.

Each ``rage_tui/locale/<lang>/LC_MESSAGES/<domain>.po`` is compiled with Babel into a fresh
``.mo`` that goes into the wheel in place of the committed one, so an installed wheel always
has catalogues that match its ``.po`` files (the committed ``.mo`` files serve editable
installs and running from the source tree; ``tools/compile_catalogues.py`` refreshes them).

With ``RAGE_TUI_COMPILE=1`` in the environment (``RAGE_TUI_COMPILE=1 pip install .``), a
wheel build also compiles the engine and the rulesets (``COMPILED``) with mypyc into C
extension modules, which Python imports in place of the ``.py`` files next to them (the
wheel keeps both). It needs a C compiler and the Python headers; without them the wheel stays
pure Python, with a warning. Editable installs are never compiled. ``RAGE_TUI_COMPILE_OPT``
sets the C compiler's optimisation level (default 3; CI uses 1, which compiles in about half
the time).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

#: the packages compiled by ``RAGE_TUI_COMPILE=1`` (every module below them) ...
COMPILED = ("rage_tui/engine", "rage_tui/rulesets")
#: ... except these, which stay Python: the ``rulesets`` package module (compiled, its import
#: recurses without end; it only holds the ruleset registry) and ``engine/determinize.py``
#: (its subclasses of the C pickler crash the interpreter when compiled; the copying itself is
#: done by the C pickler either way)
NOT_COMPILED = ("rage_tui/rulesets/__init__.py", "rage_tui/engine/determinize.py")
#: ... and these single modules: ``i18n.py``, whose ``m`` the engine calls thousands of times
#: a game (compiled, a C function the compiled engine calls directly), and the loop that lets
#: bots play (``match.py``) with the random bot, called once per decision
COMPILED_MODULES = ("rage_tui/i18n.py", "rage_tui/match.py", "rage_tui/ai/random_agent.py",
                    "rage_tui/ai/inspect.py")
#: what the build environment needs for compiling (mypyc comes with mypy)
COMPILE_REQUIRES = ["mypy>=1.10", "setuptools>=61"]

_SETUP = """\
import sys
from setuptools import setup
from mypyc.build import mypycify

# one compilation group (separate=False): the modules import and call each other natively
# (compiled separately, each module was a group of its own, every import between them went
# through Python's import system and each call through another group's export table; random
# games ran 15-20% slower); multi_file: one C file per module, compiled in parallel, linked
# into one shared library (<hash>__mypyc) that each module's extension loads
setup(name="rage-tui-compiled", packages=[], py_modules=[],
      ext_modules=mypycify({args!r}, separate=False, multi_file=True, opt_level={opt!r},
                           debug_level="0", target_dir={target!r}))
"""

# mypy reads this instead of the project's settings (whose pydantic plugin the build
# environment does not have); the sources already pass mypy --strict in CI.
_MYPY_INI = """\
[mypy]
python_version = {major}.{minor}
follow_imports = silent
"""


def compile_requested() -> bool:
    """Whether ``RAGE_TUI_COMPILE`` asks for the compiled engine."""
    return os.environ.get("RAGE_TUI_COMPILE", "").strip().lower() in ("1", "true", "yes", "on")


def missing_toolchain() -> str | None:
    """Why a C extension cannot be built here (no compiler, no headers), or ``None``."""
    compiler = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    if shutil.which(compiler.split()[0]) is None:
        return f"no C compiler ({compiler.split()[0]}) on PATH"
    include = sysconfig.get_paths().get("include", "")
    if not (Path(include) / "Python.h").is_file():
        return f"no Python headers (Python.h) in {include}"
    return None


class CatalogueBuildHook(BuildHookInterface):
    """Compile every ``.po`` into the wheel being built (and, on request, the engine)."""

    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        """mypy and setuptools, only when a compiled wheel is asked for."""
        return list(COMPILE_REQUIRES) if compile_requested() else []

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Compile the catalogues into a scratch folder and force-include each ``.mo``."""
        if self.target_name != "wheel" or version == "editable":
            # an editable install reads the committed .mo files from the source tree
            return
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        self._scratch = Path(tempfile.mkdtemp(prefix="rage-tui-mo-"))
        root = Path(self.root)
        for po_path in sorted((root / "rage_tui" / "locale").glob("*/LC_MESSAGES/*.po")):
            with po_path.open("rb") as fh:
                catalog = read_po(fh, locale=po_path.parts[-3])
            relative = po_path.with_suffix(".mo").relative_to(root)
            target = self._scratch / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            with target.open("wb") as fh:
                write_mo(fh, catalog, use_fuzzy=False)
            build_data["force_include"][str(target)] = relative.as_posix()
        if compile_requested():
            self._compile(build_data)

    def _compile(self, build_data: dict[str, Any]) -> None:
        """Build the compiled modules with mypyc and put them in the wheel (a wheel for this
        Python and platform); without a toolchain, warn and leave the wheel pure Python."""
        why_not = missing_toolchain()
        if why_not is not None:
            self.app.display_warning(
                f"RAGE_TUI_COMPILE: {why_not}; building the pure-Python wheel instead")
            return
        root = Path(self.root).resolve()
        sources = sorted(
            [str(path) for package in COMPILED for path in (root / package).rglob("*.py")
             if path.relative_to(root).as_posix() not in NOT_COMPILED]
            + [str(root / module) for module in COMPILED_MODULES])
        work = self._scratch / "mypyc"
        work.mkdir()
        (work / "mypy.ini").write_text(_MYPY_INI.format(major=sys.version_info.major,
                                                        minor=sys.version_info.minor))
        args = ["--config-file", str(work / "mypy.ini"), "--cache-dir", str(work / "cache"),
                *sources]
        opt = os.environ.get("RAGE_TUI_COMPILE_OPT", "3")  # the C compiler's -O level
        (work / "setup.py").write_text(_SETUP.format(args=args, target=str(work / "c"), opt=opt))
        lib = work / "lib"
        self.app.display_info(f"RAGE_TUI_COMPILE: compiling {len(sources)} modules with mypyc "
                              "(a few minutes)")
        # run in the scratch folder: setuptools must not read the project's pyproject.toml
        done = subprocess.run(
            [sys.executable, "setup.py", "build_ext", "--build-lib", str(lib),
             "--build-temp", str(work / "tmp"), "--parallel", str(os.cpu_count() or 1)],
            cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"RAGE_TUI_COMPILE: mypyc failed:\n{done.stdout[-20000:]}")
        suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
        built = sorted(lib.rglob(f"*{suffix}"))
        for path in built:
            build_data["force_include"][str(path)] = path.relative_to(lib).as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        self.app.display_info(f"RAGE_TUI_COMPILE: {len(built)} extension modules in the wheel")

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        """Remove the scratch folder."""
        scratch = getattr(self, "_scratch", None)
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
