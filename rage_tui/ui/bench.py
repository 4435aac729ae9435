"""Benchmarks of the app as a player feels it, run in a real pseudo-terminal.

* **First frame**: time from starting a process to the first frame that shows its content, for
  ``rage-tui`` (the title screen) and for a minimal Textual app that shows one label, measured
  the same way. Goal: rage-tui at most 1.4 times the minimal app (issue 17). Run it from a
  folder outside any checkout: ``python -m`` puts the current folder first on ``sys.path``, so
  inside a checkout every Python times that checkout's code.
* **Keypress to repaint**: on the game board, the time from writing an arrow key to the
  terminal until the app has finished painting the frame that answers it (the end of its
  synchronized-output block). Goal: median at most 50 ms.

``python -m rage_tui.ui.bench`` prints both; :func:`run_ui_bench` returns the figures for
``rage-tui bench ui``.
"""

from __future__ import annotations

import contextlib
import os
import re
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

from rage_tui.content.texts import c_

SIZE = (120, 40)
SYNC_QUERY = b"\x1b[?2026$p"
SYNC_REPLY = b"\x1b[?2026;2$y"
SYNC_END = b"\x1b[?2026l"
ANSI = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")
KEYS = {"down": b"\x1b[B", "up": b"\x1b[A"}

MINIMAL_APP = """
from textual.app import App
from textual.widgets import Label

class Minimal(App):
    def compose(self):
        yield Label("Hello from a minimal Textual app")

Minimal().run()
"""
MINIMAL_MARKER = b"Hello from a minimal"
TITLE_MARKER = b"New game"
BOARD_MARKER = b"Your choice"


class BenchError(Exception):
    """The benchmark could not run (the app did not start, no frame came ...)."""


@dataclass
class Terminal:
    """A process running in a pseudo-terminal of ``size``, answering the sync-output query."""

    command: list[str]
    size: tuple[int, int] = SIZE
    env: dict[str, str] = field(default_factory=dict)
    output: bytearray = field(default_factory=bytearray)

    def __post_init__(self) -> None:
        import fcntl
        import struct
        import termios

        master, slave = os.openpty()
        cols, rows = self.size
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": str(cols),
               "LINES": str(rows), **self.env}
        env.pop("TEXTUAL", None)
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(self.command, stdin=slave, stdout=slave, stderr=slave,
                                     env=env, start_new_session=True, close_fds=True)
        os.close(slave)
        self.fd = master
        self._answered = False

    def read(self, timeout: float) -> bytes:
        """Whatever arrives within ``timeout`` seconds (answers the sync query on the way)."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return b""
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:
            return b""
        self.output += chunk
        if not self._answered and SYNC_QUERY in self.output:
            self._answered = True
            os.write(self.fd, SYNC_REPLY)
        return chunk

    def wait_for_text(self, marker: bytes, timeout: float = 30.0) -> float:
        """Seconds since start until ``marker`` is on screen (escape codes ignored)."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            self.read(0.05)
            if marker in ANSI.sub(b"", bytes(self.output)):
                return time.perf_counter() - self.started
            if self.proc.poll() is not None:
                break
        raise BenchError(c_("'{marker}' never appeared; output ends with {end!r}").format(
            marker=marker.decode(), end=ANSI.sub(b"", bytes(self.output))[-300:]))

    def settle(self, quiet: float = 0.3, limit: float = 10.0) -> None:
        """Read until nothing arrives for ``quiet`` seconds."""
        deadline = time.perf_counter() + limit
        while time.perf_counter() < deadline and self.read(quiet):
            pass

    def press(self, key: bytes, quiet: float = 0.15, timeout: float = 5.0
              ) -> tuple[float, float]:
        """Write ``key``; seconds until the end of the first painted frame, and until the end of
        the last frame before the screen stays quiet for ``quiet`` seconds (the whole answer,
        e.g. the card panel following the highlight)."""
        self.output.clear()
        t0 = time.perf_counter()
        os.write(self.fd, key)
        deadline = t0 + timeout
        first = last = None
        seen = 0
        while time.perf_counter() < deadline:
            got = self.read(quiet if first is not None else 0.5)
            count = self.output.count(SYNC_END)
            if count > seen:
                seen = count
                last = time.perf_counter() - t0
                if first is None:
                    first = last
            elif first is not None and not got:
                break
        if first is None or last is None:
            raise BenchError(c_("no frame was painted after a key press"))
        return first, last

    def close(self) -> None:
        """Stop the process and close the terminal."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=5)
        with contextlib.suppress(OSError):
            os.close(self.fd)


def _home_env(home: str) -> dict[str, str]:
    # English whatever the machine's locale: the benchmark waits for English words on screen
    return {"RAGE_TUI_HOME": home, "RAGE_TUI_LANG": "en"}


def first_frame_ms(command: list[str], marker: bytes, env: dict[str, str]) -> float:
    """Milliseconds from starting ``command`` to the first frame showing ``marker``."""
    term = Terminal(command, env=env)
    try:
        return term.wait_for_text(marker) * 1000
    finally:
        term.close()


def bench_first_frame(repeat: int = 5) -> dict[str, list[float]]:
    """First-frame times of ``rage-tui`` (title screen) and of the minimal app, interleaved so
    both see the same machine load. One warm-up run of each is not counted.

    ``title-direct`` is the title screen started without the command-line parser
    (``rage_tui.cli.play.run_title``), to tell the app's own start-up from the CLI's."""
    with tempfile.TemporaryDirectory() as home:
        env = _home_env(home)
        commands = {
            "rage-tui": ([sys.executable, "-m", "rage_tui"], TITLE_MARKER),
            "title-direct": ([sys.executable, "-c", "from rage_tui.cli.play import run_title; "
                              "run_title(None)"], TITLE_MARKER),
            "minimal": ([sys.executable, "-c", MINIMAL_APP], MINIMAL_MARKER),
        }
        for command, marker in commands.values():
            first_frame_ms(command, marker, env)
        out: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(repeat):
            for name, (command, marker) in commands.items():
                out[name].append(first_frame_ms(command, marker, env))
    return out


def bench_keypress(presses: int = 60) -> dict[str, list[float]]:
    """Milliseconds from an arrow key to the repainted board, ``presses`` times (down and up
    in turn over the choices of the first decision of a solo game): to the first frame that
    answers the key, and to the last one (when the card panel has followed too)."""
    with tempfile.TemporaryDirectory() as home:
        term = Terminal([sys.executable, "-m", "rage_tui.ui.bench", "--serve-board"],
                        env=_home_env(home))
        try:
            term.wait_for_text(BOARD_MARKER)
            term.settle()
            first: list[float] = []
            last: list[float] = []
            for n in range(presses):
                a, b = term.press(KEYS["down" if n % 2 == 0 else "up"])
                first.append(a * 1000)
                last.append(b * 1000)
            return {"first": first, "last": last}
        finally:
            term.close()


def run_ui_bench(repeat: int = 5, presses: int = 60) -> dict[str, Any]:
    """Both benchmarks; figures in milliseconds."""
    frames = bench_first_frame(repeat)
    keys = bench_keypress(presses)
    rage = statistics.median(frames["rage-tui"])
    direct = statistics.median(frames["title-direct"])
    minimal = statistics.median(frames["minimal"])
    return {
        "first_frame_ms": {**frames, "median_rage_tui": rage, "median_minimal": minimal,
                           "median_title_direct": direct,
                           "ratio_title_direct": direct / minimal if minimal else float("nan"),
                           "ratio": rage / minimal if minimal else float("nan"),
                           "goal_ratio": 1.4},
        "keypress_ms": {"first_frame": keys["first"], "last_frame": keys["last"],
                        "median": statistics.median(keys["first"]),
                        "median_last": statistics.median(keys["last"]),
                        "p95_last": _p95(keys["last"]), "goal_median": 50.0},
    }


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, -(-95 * len(ordered) // 100) - 1)]


def format_report(result: dict[str, Any]) -> str:
    """The figures in a few lines."""
    ff = result["first_frame_ms"]
    kp = result["keypress_ms"]
    ok1 = c_("ok") if ff["ratio"] <= ff["goal_ratio"] else c_("over the goal")
    ok2 = c_("ok") if kp["median_last"] <= kp["goal_median"] else c_("over the goal")
    return "\n".join([
        c_("first frame: rage-tui {rage:.0f} ms, minimal Textual app {minimal:.0f} ms, ratio "
           "{ratio:.2f} (goal <= {goal}: {ok}); without the argument parser {direct:.0f} ms, "
           "ratio {direct_ratio:.2f}").format(
            rage=ff["median_rage_tui"], minimal=ff["median_minimal"], ratio=ff["ratio"],
            goal=ff["goal_ratio"], ok=ok1, direct=ff["median_title_direct"],
            direct_ratio=ff["ratio_title_direct"]),
        c_("keypress to repaint on the board: median {first:.1f} ms to the first frame, "
           "{last:.1f} ms to the last (p95 {p95:.1f} ms) over {n} presses (goal <= "
           "{goal:.0f} ms: {ok})").format(
            first=kp["median"], last=kp["median_last"], p95=kp["p95_last"],
            n=len(kp["last_frame"]), goal=kp["goal_median"], ok=ok2),
    ])


def serve_board() -> None:
    """Run the app on the board of a solo game (bundled decks, fixed seed, instant bot)."""
    from rage_tui.content.bundled import bundled_library, decks_dir
    from rage_tui.content.decks import load_deck
    from rage_tui.engine.state import SeatSetup, Setup
    from rage_tui.ui.app import make_app
    from rage_tui.ui.session import GameSession

    lib = bundled_library()
    decks = sorted(decks_dir().glob("*.yaml"))
    if len(decks) < 2:
        raise BenchError(c_("the board benchmark needs two bundled decks"))
    setup = Setup((SeatSetup("Aileen", load_deck(decks[0])),
                   SeatSetup("Bram", load_deck(decks[1]), "random")), 7, 20)
    make_app(library=lib, session=GameSession.start(setup, lib), bot_delay=0.0).run()


def main(argv: list[str] | None = None) -> int:
    """``python -m rage_tui.ui.bench [--serve-board] [--repeat N] [--presses N]``."""
    import argparse

    p = argparse.ArgumentParser(prog="python -m rage_tui.ui.bench")
    p.add_argument("--serve-board", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--presses", type=int, default=60)
    args = p.parse_args(argv)
    if args.serve_board:
        serve_board()
        return 0
    try:
        print(format_report(run_ui_bench(args.repeat, args.presses)))
    except BenchError as exc:
        print(c_("error: {problem}").format(problem=exc), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
