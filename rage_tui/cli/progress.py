"""Progress of long commands (``sim``, ``demo --verify``, ``cards check`` of big folders, and
any other): a Rich bar when it is drawn on a terminal, plain lines when it is not.

Progress goes to standard error, so the results on standard output (``--json`` included) stay
clean for scripts. Use::

    from rage_tui.cli.progress import progress

    with progress("simulating", total=len(games), unit="games") as update:
        for i, game in enumerate(games, start=1):
            play(game)
            update(i)          # or update(i, "a note shown beside the bar")

or, where a ``with`` block does not fit, ``bar = start_progress(...)``, ``bar.update(i)`` and
``bar.stop()`` in a ``finally``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

Update = Callable[..., None]
PLAIN_STEPS = 10


def is_terminal(stream: TextIO) -> bool:
    """Whether ``stream`` is an interactive terminal (a bar can be drawn on it)."""
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


class Progress:
    """A progress display started at once: ``update(done, note="")`` as work gets done,
    ``stop()`` at the end (also after an error). See :func:`progress` for the behaviour."""

    def __init__(self, label: str, total: int, unit: str = "", stream: TextIO | None = None,
                 plain: bool = True) -> None:
        self.label = label
        self.total = max(0, total)
        self.unit = unit
        self.out = stream if stream is not None else sys.stderr
        self.plain = plain
        self.step = max(1, self.total // PLAIN_STEPS) if self.total else 1
        self.last = 0
        self.bar: Any = None
        self.task: Any = None
        if is_terminal(self.out):
            self._start_bar()

    def _start_bar(self) -> None:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )
        from rich.progress import Progress as RichProgress

        console = Console(file=self.out, force_terminal=True)
        self.bar = RichProgress(TextColumn("{task.description}"), BarColumn(),
                                MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn(),
                                TextColumn("{task.fields[note]}"), console=console,
                                transient=True, redirect_stdout=False, redirect_stderr=False)
        self.task = self.bar.add_task(self.label, total=self.total or None, note="")
        self.bar.start()

    def update(self, done: int, note: str = "") -> None:
        """``done`` of the total steps are done."""
        if self.bar is not None:
            self.bar.update(self.task, completed=done, note=note)
            return
        if not self.plain or done <= self.last:
            return
        if done >= self.total or done // self.step > self.last // self.step:
            self.last = done
            tail = f" {self.unit}" if self.unit else ""
            extra = f" ({note})" if note else ""
            print(f"{self.label}: {done}/{self.total}{tail}{extra}", file=self.out, flush=True)

    def stop(self) -> None:
        """Take the bar away (plain lines need nothing)."""
        if self.bar is not None:
            self.bar.stop()
            self.bar = None


def start_progress(label: str, total: int, unit: str = "", stream: TextIO | None = None,
                   plain: bool = True) -> Progress:
    """A :class:`Progress` already showing; call ``stop()`` when done."""
    return Progress(label, total, unit, stream, plain)


@contextmanager
def progress(label: str, total: int, unit: str = "", stream: TextIO | None = None,
             plain: bool = True) -> Iterator[Update]:
    """Report progress of ``total`` steps; yields ``update(done, note="")``.

    On a terminal: a transient Rich bar (count, elapsed and remaining time). Otherwise, when
    ``plain`` is true, a line ``label: done/total unit`` at about every tenth of the way and at
    the end (``plain=False`` for commands that already print a line per step)."""
    shown = Progress(label, total, unit, stream, plain)
    try:
        yield shown.update
    finally:
        shown.stop()
