"""Fixtures for the app's tests: a small card set, two decks, a private app folder, and helpers
that read the screen and answer decisions with keys."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.pilot import Pilot

from rage_tui.content.library import CardLibrary, load_library
from rage_tui.engine.choices import Decision
from rage_tui.i18n import language, set_language
from rage_tui.ui.app import RageApp, make_app
from rage_tui.ui.paths import HOME_ENV
from rage_tui.ui.widgets.prompt_panel import distinct_choices, listed_indices

FIXTURES = Path(__file__).resolve().parent / "fixtures"
DECKS = FIXTURES / "decks"
SIZE = (120, 40)


@pytest.fixture(scope="session")
def ui_lib() -> CardLibrary:
    """The app test card set."""
    return load_library([FIXTURES / "ui_cards.yaml"])


@pytest.fixture(autouse=True)
def app_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own saves/settings folder."""
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_ENV, str(home))
    yield home


def remember_setup(home: Path, mode: str, players: tuple[str, str] = ("human", "human"),
                   level: int | None = 5) -> None:
    """Write a remembered New game setup using the test decks."""
    home.mkdir(parents=True, exist_ok=True)
    seats = [{"name": "Aileen", "player": players[0], "deck": "bundled:gaia"},
             {"name": "Bram", "player": players[1], "deck": "bundled:wyrm"}]
    data = {mode: {"seats": seats, "renown_level": level, "null_cards": True,
                   "club_rules": False, "mode": mode}}
    (home / "last-setup.json").write_text(json.dumps(data), encoding="utf-8")


def new_app(lib: CardLibrary, **kwargs: Any) -> RageApp:
    """The app on the test cards and decks, bots instant, no cursor blink."""
    kwargs.setdefault("bot_delay", 0.0)
    kwargs.setdefault("curtain_guard", 0.0)
    return make_app(library=lib, decks_folder=DECKS, demos_folder=FIXTURES / "no-demos",
                    blink=False, **kwargs)


def screen_text(app: RageApp) -> str:
    """Every character on the screen as painted now, line by line."""
    from textual._context import visible_screen_stack

    visible_screen_stack.set(list(app._background_screens))
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text for strip in strips)


async def press(pilot: Pilot[Any], *keys: str) -> None:
    """Press keys without Pilot's idle waits (about 40 ms a key): each key is sent and every
    message it causes is handled before the next. Workers it starts may still be running."""
    app = pilot.app
    for key in keys:
        char = key if len(key) == 1 else None
        app._driver.send_message(events.Key(key, char))  # type: ignore[union-attr]
        for _ in range(2):
            await pilot._wait_for_screen()
            await asyncio.sleep(0)


async def settle(pilot: Pilot[Any]) -> None:
    """Let pending messages and just-started workers run a little."""
    for _ in range(3):
        await pilot._wait_for_screen()
        await asyncio.sleep(0)


async def to_the_board(pilot: Pilot[Any], limit: int = 100) -> None:
    """Pause until the game board waits for a choice, passing every curtain with Enter."""
    from rage_tui.ui.screens.curtain import CurtainScreen
    from rage_tui.ui.screens.game import GameScreen

    app = pilot.app
    for _ in range(limit):
        await pilot.pause()
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
        if isinstance(app.screen, GameScreen) and not app.screen.busy:
            return


async def choose_with_keys(pilot: Pilot[Any], session: Any, keys: list[str],
                           limit: int = 50) -> int:
    """Press ``keys`` and wait until the game has taken one more choice; the index of that
    choice in ``session.game.choices``."""
    before = len(session.game.choices)
    await press(pilot, *keys)
    for _ in range(limit):
        if len(session.game.choices) > before:
            break
        await settle(pilot)
    return before


async def painted(pilot: Pilot[Any]) -> None:
    """Let the app lay out and paint what it last changed (cheaper than ``pilot.pause()``,
    which waits for the whole process to go idle)."""
    await settle(pilot)
    await asyncio.sleep(0.02)
    await settle(pilot)


async def stable_screen_text(pilot: Pilot[Any], polls: int = 3, limit: float = 5.0) -> str:
    """The screen's text once it has stopped changing: the app is idle and the same text was
    read ``polls`` times in a row (a loaded machine paints late; a fixed sleep then reads a
    half-painted screen). Gives up after ``limit`` seconds and returns the last reading."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    last, same = None, 0
    while loop.time() < deadline:
        await pilot.pause()
        text = screen_text(pilot.app)
        same = same + 1 if text == last else 1
        last = text
        if same >= polls:
            break
        await asyncio.sleep(0.01)
    assert last is not None
    return last


def pick_index(decision: Decision, rng: random.Random) -> int:
    """A seeded policy over the listed options: usually a real move, otherwise Pass/Done."""
    shown = listed_indices(decision)
    real = [i for i in shown if decision.options[i].choice.kind not in ("pass", "done")]
    if real and rng.random() < 0.6:
        return rng.choice(real)
    passes = [i for i in shown if decision.options[i].choice.kind in ("pass", "done")]
    return passes[0] if passes else rng.choice(shown)


def keys_for(index: int, session: Any = None, decision: Decision | None = None) -> list[str]:
    """The keys that choose option ``index``: its number on the list the prompt shows (one or
    two digits), then Enter; a second Enter when the option is marked illegal or a bluff for
    the deciding player (given the ``session`` and its ``decision``), as the prompt asks
    before committing it."""
    number = index + 1
    if decision is not None:
        hints = session.option_hints(decision) if session is not None else ()
        shown, _hints = distinct_choices(decision, hints)
        number = shown.options.index(decision.options[index]) + 1
    keys = [*str(number), "enter"]
    if session is not None and decision is not None:
        hints = session.option_hints(decision)
        if index < len(hints) and hints[index]:
            keys.append("enter")
    return keys


@pytest.fixture
def polish() -> Iterator[None]:
    """The test reads the app in Polish; English again afterwards, whatever happens."""
    before = language()
    set_language("pl")
    try:
        yield
    finally:
        set_language(before)
