"""Progress of long commands (``sim``, ``demo --verify``, ``cards check`` of big folders, and
any other): a Rich bar when it is drawn on a terminal, plain lines when it is not.

Progress goes to standard error, so the results on standard output (``--json`` included) stay
clean for scripts. Use::

    from rage_tui.cli.progress import progress

    with progress("simulating", total=len(games), unit="games") as update:
        for i, game in enumerate(games, start=1):
            play(game)
            update(i)          # or update(i, "a note shown beside the bar")
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

Update = Callable[..., None]
PLAIN_STEPS = 10


def is_terminal(stream: TextIO) -> bool:
    """Whether ``stream`` is an interactive terminal (a bar can be drawn on it)."""
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


@contextmanager
def progress(label: str, total: int, unit: str = "", stream: TextIO | None = None,
             plain: bool = True) -> Iterator[Update]:
    """Report progress of ``total`` steps; yields ``update(done, note="")``.

    On a terminal: a transient Rich bar (count, elapsed and remaining time). Otherwise, when
    ``plain`` is true, a line ``label: done/total unit`` at about every tenth of the way and at
    the end (``plain=False`` for commands that already print a line per step)."""
    out = stream if stream is not None else sys.stderr
    total = max(0, total)
    if is_terminal(out):
        with _bar(label, total, out) as update:
            yield update
        return
    step = max(1, total // PLAIN_STEPS) if total else 1
    last = [0]

    def plain_update(done: int, note: str = "") -> None:
        if not plain or done <= last[0]:
            return
        if done - last[0] >= step or done >= total or done // step > last[0] // step:
            last[0] = done
            tail = f" {unit}" if unit else ""
            extra = f" ({note})" if note else ""
            print(f"{label}: {done}/{total}{tail}{extra}", file=out, flush=True)

    yield plain_update


@contextmanager
def _bar(label: str, total: int, out: TextIO) -> Iterator[Update]:
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    console = Console(file=out, force_terminal=True)
    bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                   TimeElapsedColumn(), TimeRemainingColumn(), TextColumn("{task.fields[note]}"),
                   console=console, transient=True, redirect_stdout=False,
                   redirect_stderr=False)
    task = bar.add_task(label, total=total or None, note="")
    bar.start()
    try:
        def bar_update(done: int, note: str = "") -> None:
            bar.update(task, completed=done, note=note)

        yield bar_update
    finally:
        bar.stop()
