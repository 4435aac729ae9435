"""The title screen starts light: until a player opens something that needs the cards, the app
has not imported the card library, the engine, the rulesets, the bots, YAML or pydantic, nor
argparse and the subcommands (``rage-tui bench ui`` times the first frame of ``rage-tui``
against a minimal Textual app).

Checked in a fresh interpreter that runs ``rage-tui`` with no command (``rage_tui.cli.main([])``,
the app headless instead of in a terminal) to its first screen, optionally presses keys, and
lists ``sys.modules``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rage_tui.ui.paths import HOME_ENV

ROOT = Path(__file__).resolve().parents[2]

PROBE = textwrap.dedent("""
    import asyncio, json, sys

    from rage_tui.cli import main, play
    from rage_tui.ui.app import RageApp

    seen = {}

    def run_headless(app):
        async def drive():
            async with app.run_test(size=(120, 40)) as pilot:
                await pilot.pause()
                for key in sys.argv[1:]:
                    await pilot.press(key)
                    await pilot.pause()
                seen["screen"] = type(app.screen).__name__
        asyncio.run(drive())

    play._needs_terminal = lambda: None
    RageApp.run = run_headless
    code = main([])
    print(json.dumps({"code": code, "screen": seen.get("screen"), "modules": sorted(sys.modules)}))
""")

#: Packages the title screen does without (loaded when a screen needs the cards or a game, or
#: a command needs the argument parser).
NOT_AT_START = ("argparse", "yaml", "pydantic", "pydantic_core", "rage_tui.engine",
                "rage_tui.rulesets", "rage_tui.content.library", "rage_tui.content.bundled",
                "rage_tui.ai", "rage_tui.saves", "rage_tui.ui.session", "rage_tui.ui.catalog",
                "rage_tui.ui.screens.game")


def probe(home: Path, *keys: str) -> dict[str, object]:
    """The screen shown and the modules loaded after starting the app and pressing ``keys``."""
    env = {**os.environ, HOME_ENV: str(home), "RAGE_TUI_LANG": "en"}
    result = subprocess.run([sys.executable, "-c", PROBE, *keys], capture_output=True,
                            text=True, timeout=120, cwd=ROOT, env=env, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    data: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return data


def loaded(modules: object, package: str) -> list[str]:
    """The loaded modules that are ``package`` or inside it."""
    assert isinstance(modules, list)
    return [m for m in modules if m == package or m.startswith(package + ".")]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("home")


def test_the_title_screen_loads_no_cards_engine_yaml_or_pydantic(home: Path) -> None:
    data = probe(home)
    assert data["code"] == 0
    assert data["screen"] == "TitleScreen"
    assert loaded(data["modules"], "rage_tui.ui.screens.title")
    for package in NOT_AT_START:
        assert loaded(data["modules"], package) == [], package


def test_opening_new_game_does_load_them(home: Path) -> None:
    """The probe would notice: New game ('n') needs the decks, so the library, YAML, pydantic
    and the engine come in then."""
    data = probe(home, "n")
    assert data["code"] == 0
    assert data["screen"] == "NewGameScreen"
    for package in ("yaml", "pydantic", "rage_tui.content.library", "rage_tui.engine"):
        assert loaded(data["modules"], package), package
