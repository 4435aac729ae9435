"""Hatch build hook: the wheel's message catalogues are compiled from the ``.po`` files.

Each ``rage_tui/locale/<lang>/LC_MESSAGES/<domain>.po`` is compiled with Babel into a fresh
``.mo`` that goes into the wheel in place of the committed one, so an installed wheel always
has catalogues that match its ``.po`` files (the committed ``.mo`` files serve editable
installs and running from the source tree; ``tools/compile_catalogues.py`` refreshes them).
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogueBuildHook(BuildHookInterface):
    """Compile every ``.po`` into the wheel being built."""

    PLUGIN_NAME = "custom"

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

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        """Remove the scratch folder."""
        scratch = getattr(self, "_scratch", None)
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
