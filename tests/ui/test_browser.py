"""``rage-tui serve`` in a real browser: headless Chromium (the distribution's package, driven by
Playwright) opens the page, starts a hot-seat game, plays a face-down combat card, and saves
the game with ctrl+s into the same folder the terminal app uses.

The page draws the terminal on a canvas, so the test reads the screen from xterm.js's own
buffer: an init script keeps a reference to the page's terminal object when textual-serve's
script creates it, and ``buffer.active.getLine(y).translateToString()`` gives each row's text.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM_PATHS = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
START_TIMEOUT = 30.0
CURTAIN = r"Pass to \w+ - press Enter"
GAME_TIMEOUT = 240.0

# textual-serve's script stores its xterm.js Terminal as ``this.terminal``: a setter on
# Object.prototype sees that assignment and keeps the object for the test to read.
CAPTURE_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "terminal", {value, writable: true, configurable: true,
                                             enumerable: true});
    if (value && value.buffer && typeof value.write === "function") {
      window.__rageTerminal = value;
    }
  },
});
"""
READ_SCREEN = """
() => {
  const term = window.__rageTerminal;
  if (!term) return null;
  const buf = term.buffer.active;
  const rows = [];
  for (let y = 0; y < term.rows; y++) {
    const line = buf.getLine(buf.viewportY + y);
    rows.push(line ? line.translateToString(true) : "");
  }
  return rows.join("\\n");
}
"""


def _chromium() -> str | None:
    for path in CHROMIUM_PATHS:
        if Path(path).is_file() and os.access(path, os.X_OK):
            return path
    return shutil.which("chromium")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_for_port(port: int, proc: subprocess.Popen[bytes], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            out = proc.stdout.read().decode(errors="replace") if proc.stdout else ""
            pytest.fail(f"rage-tui serve exited with {proc.returncode}:\n{out}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.2)
    pytest.fail(f"rage-tui serve did not listen on port {port} within {timeout:.0f} s")


@pytest.fixture
def server(app_home: Path) -> Iterator[str]:
    """``rage-tui serve`` on a free loopback port; stopped (with every game process it started)
    when the test ends, however it ends."""
    port = _free_port()
    env = {**os.environ, "RAGE_TUI_HOME": str(app_home)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "rage_tui", "serve", "--host", "127.0.0.1", "--port", str(port)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        _wait_for_port(port, proc, START_TIMEOUT)
        yield f"http://127.0.0.1:{port}/"
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)
        # Game processes of browser tabs are in the same process group.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        if proc.stdout is not None:
            proc.stdout.close()


class Page:
    """The game page: read the terminal's text, press keys."""

    def __init__(self, page: Any) -> None:
        self.page = page

    def text(self) -> str:
        return str(self.page.evaluate(READ_SCREEN) or "")

    def wait_for(self, pattern: str, timeout: float = 30.0) -> str:
        deadline = time.monotonic() + timeout
        text = ""
        while time.monotonic() < deadline:
            text = self.text()
            if re.search(pattern, text):
                return text
            time.sleep(0.2)
        raise AssertionError(f"'{pattern}' did not appear within {timeout:.0f} s; the page "
                             f"shows:\n{text}")

    def settle(self, before: str, timeout: float = 20.0, quiet: float = 0.8) -> str:
        """Wait until the page has changed from ``before`` and then stayed the same for
        ``quiet`` seconds (a repaint can arrive in pieces); the text then. If nothing changes
        within ``timeout``, the text as it is."""
        deadline = time.monotonic() + timeout
        text, changed_at = before, None
        while time.monotonic() < deadline:
            time.sleep(0.15)
            now = self.text()
            if now != text:
                text, changed_at = now, time.monotonic()
            elif changed_at is not None and time.monotonic() - changed_at >= quiet:
                return text
        return text

    def press(self, *keys: str) -> None:
        for key in keys:
            self.page.keyboard.press(key)


def _choice_lines(text: str) -> list[tuple[int, str]]:
    """The numbered options of the "Your choice" panel."""
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if "Your choice" in line), None)
    if start is None:
        return []
    out = []
    for line in lines[start + 1:]:
        if line.lstrip().startswith("╰"):
            break
        m = re.match(r"^│\s+(\d+) (.*?)\s*│", line)
        if m:
            out.append((int(m.group(1)), m.group(2)))
    return out


def _pick(options: list[tuple[int, str]]) -> tuple[int, str]:
    """Play toward combat: attack the enemy alpha, otherwise pass; a face-down card at once
    (one not marked illegal or a bluff where there is one)."""
    for wanted in (r" face down for (?!.*\((illegal|bluff))", r" face down for ",
                   r"^Attack the alpha ", r"^(Pass|Done)\b"):
        for n, text in options:
            if re.search(wanted, text):
                return n, text
    return options[0]


@pytest.mark.skipif(_chromium() is None and os.environ.get("CI") != "true",
                    reason="no Chromium at /usr/bin/chromium: install the distribution's "
                           "package (apt-get install chromium) to run the browser test")
def test_serve_plays_a_face_down_card_in_a_browser(server: str, app_home: Path) -> None:
    # In CI (.ci/run installs Chromium) a missing browser is a failure, not a skip.
    assert _chromium() is not None, "CI: .ci/run should have installed /usr/bin/chromium"
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="the playwright package is not installed (pip install "
                                      "-e '.[dev]')")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=_chromium(), headless=True,
                                     args=["--no-sandbox", "--disable-gpu", "--disable-3d-apis"])
        try:
            context = browser.new_context(viewport={"width": 1400, "height": 900})
            raw = context.new_page()
            raw.add_init_script(CAPTURE_TERMINAL)
            raw.goto(server + "?fontsize=12", timeout=START_TIMEOUT * 1000)
            page = Page(raw)
            page.wait_for(r"New game", timeout=START_TIMEOUT)
            raw.locator(".xterm-helper-textarea").focus()
            page.press("n")
            page.wait_for(r"New game: hot-seat", timeout=20)
            page.press("Control+g")
            played, player = _play_to_face_down(page)
            text = page.settle(page.wait_for(rf"{CURTAIN}|\[face-down card\]"), timeout=3)
            for _ in range(10):
                if not re.search(CURTAIN, text):
                    break
                text = _lift_curtain(page, text)
            # ctrl+s in the page saves the game where the terminal app saves (RAGE_TUI_HOME).
            page.press("Control+s")
            saved = _wait_for_files(app_home / "saves", timeout=20)
        finally:
            browser.close()
    assert saved, f"no save file appeared in {app_home / 'saves'}"
    # The card went down without its name: the table shows its character with a face-down
    # card, and the other seat is now asked for its own.
    # The option may end with a hint for its owner, e.g. "  (bluff: needs Rage 3 ...)".
    character = re.search(r" face down for (.+?)(?:\s+\(.*\))?$", played)
    assert character is not None, played
    assert re.search(rf"(attacking|defending): {re.escape(character.group(1))}\s+"
                     r"\[face-down card\]", text), text
    other = re.search(r"deciding: (\w+)", text)
    assert other is not None and other.group(1) != player, text
    assert "Play-card step: a face-down card for" in text, text


def _lift_curtain(page: Page, text: str) -> str:
    """Press Enter on the hand-over curtain; the screen once it has settled. The curtain
    ignores Enter for a moment after it appears (so a key meant for the last screen cannot
    lift it): the caller presses again only when the curtain is still up after a quiet spell,
    never while it may already be gone (a stray Enter would pick an option on the board)."""
    page.press("Enter")
    return page.settle(text, timeout=10.0, quiet=1.0)


def _wait_for_files(folder: Path, timeout: float) -> list[Path]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = sorted(folder.glob("*")) if folder.is_dir() else []
        if found:
            return found
        time.sleep(0.2)
    return []


def _play_to_face_down(page: Page) -> tuple[str, str]:
    """Answer prompts until a face-down card is played; the option and who chose it."""
    deadline = time.monotonic() + GAME_TIMEOUT
    text = page.wait_for(r"Pass to .* press Enter|Your choice", timeout=30)
    while time.monotonic() < deadline:
        if re.search(CURTAIN, text):
            text = _lift_curtain(page, text)
            continue
        options = _choice_lines(text)
        if not options:
            text = page.settle(text)
            continue
        n, chosen = _pick(options)
        who = re.search(r"deciding: (\w+)", text)
        decider = who.group(1) if who else ""
        page.press(*str(n), "Enter")
        if re.search(r"\((illegal|bluff)", chosen):
            page.press("Enter")  # a marked card is committed by a second Enter
        text = page.settle(text)
        if " face down for " in chosen:
            return chosen, decider
    raise AssertionError(f"no face-down card was played within {GAME_TIMEOUT:.0f} s:\n{text}")


def test_the_board_footer_is_whole_in_a_1200_pixel_browser(server: str) -> None:
    """Issue 29: in a 1200 px page the board's footer ended in "q Quit to ti"; every key of the
    title screen and of the board is now shown whole."""
    assert _chromium() is not None, "CI: .ci/run should have installed /usr/bin/chromium"
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=_chromium(), headless=True,
                                     args=["--no-sandbox", "--disable-gpu", "--disable-3d-apis"])
        try:
            context = browser.new_context(viewport={"width": 1200, "height": 800})
            raw = context.new_page()
            raw.add_init_script(CAPTURE_TERMINAL)
            raw.goto(server, timeout=START_TIMEOUT * 1000)
            page = Page(raw)
            title = page.wait_for(r"New game", timeout=START_TIMEOUT)
            title = page.settle(title, timeout=5)
            for key in ("New game", "Continue", "Load", "Solo", "Rules demos", "Decks",
                        "Help", "Settings", "Quit"):
                assert key in title, f"{key!r} is not on the title screen:\n{title}"
            raw.locator(".xterm-helper-textarea").focus()
            page.press("n")
            page.wait_for(r"New game: hot-seat", timeout=20)
            page.press("Control+g")
            board = page.settle(page.wait_for(rf"{CURTAIN}|Quit to title", timeout=30),
                                timeout=3)
            for _ in range(10):
                if not re.search(CURTAIN, board):
                    break
                board = _lift_curtain(page, board)
            board = page.settle(page.wait_for(r"Quit to title", timeout=30), timeout=3)
            for key in ("Pass until", "Stops", "Save", "Take back", "Help", "Quit to title"):
                assert key in board, f"{key!r} is not in the board's footer:\n{board}"
        finally:
            browser.close()
