"""Files on disk, safely: reading regular files only, size-limited; writing atomically.

A path may name a device (``/dev/zero`` never ends), a FIFO (opening it blocks until a writer
comes), a folder or a huge file. :func:`read_regular` opens without blocking, checks what it
opened, and reads at most ``limit`` bytes.

:func:`write_atomic` is the one way the program writes a file (saves, the ledger, decks,
settings, exports, crash logs; ``tests/trust/test_atomic_writes.py`` scans the package for
any other): the bytes go to a temporary file beside the target, are flushed to disk, and the
temporary file is renamed over the target, so a crash or a kill leaves either the old file or
the new one, never a truncated one.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from glob import escape as glob_escape
from pathlib import Path

from rage_tui.content.texts import c_


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path`` of at most ``limit`` bytes. Raises ``OSError``
    (missing, unreadable) or ``ValueError`` (not a regular file, too big) with a message."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise ValueError(c_("it is a folder, not a file"))
        if not stat.S_ISREG(info.st_mode):
            raise ValueError(c_("it is not a regular file (a device or a pipe?)"))
        if info.st_size > limit:
            raise ValueError(c_("it is {size:,} bytes, more than the limit of {limit:,}").format(
                size=info.st_size, limit=limit))
        chunks = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise ValueError(c_("it is more than the limit of {limit:,} bytes").format(limit=limit))
        return b"".join(chunks)
    finally:
        os.close(fd)


TMP_MAX_AGE_S = 60.0
"""Temporary files of an interrupted write older than this are removed whoever left them."""


def write_atomic(path: Path, data: str | bytes, *, replace: bool = True,
                 mode: int | None = None) -> Path:
    """Write ``data`` (text is UTF-8) to ``path`` atomically and return the path written.

    The bytes go to a temporary file in the same folder (created with ``O_EXCL``: a planted
    link is never followed), are fsynced, and the file is renamed over ``path``; the folder is
    created if missing, and temporary files an earlier, killed write left beside ``path`` are
    removed first. A ``path`` that is a symbolic link is written through (its target is
    replaced). With ``replace=False`` an existing ``path`` is never overwritten
    (``FileExistsError``). ``mode`` is the new file's permission bits (default: those of the
    file replaced, else ``0o666`` less the umask). A ``path`` that exists and is not a regular
    file (``/dev/stdout``, a pipe) is written in place: it cannot be replaced. Raises
    ``OSError``; on failure ``path`` is untouched and no temporary file is left.
    """
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if replace and path.is_symlink():
        path = Path(os.path.realpath(path))
    try:
        info = os.stat(path) if replace else None
    except FileNotFoundError:
        info = None
    if info is not None and not stat.S_ISREG(info.st_mode) and not stat.S_ISDIR(info.st_mode):
        with open(path, "wb") as fh:  # a device or a pipe: nothing to rename over
            fh.write(raw)
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    clean_orphans(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp",
                               dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        bits = mode if mode is not None else (
            stat.S_IMODE(info.st_mode) if info is not None else 0o666 & ~_umask())
        with contextlib.suppress(OSError):
            os.chmod(tmp, bits)
        if replace:
            os.replace(tmp, path)
        else:
            try:
                os.link(tmp, path)  # (fails on an existing name, a link included)
            except FileExistsError:
                raise
            except OSError:  # a file system without hard links: a new file, never a link
                _write_new(path, raw, bits)
            os.unlink(tmp)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)
    return path


def _write_new(path: Path, raw: bytes, bits: int) -> None:
    """Write a file that must not exist yet (``O_EXCL``: nor may a link stand there)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) \
        | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags, bits)
    with os.fdopen(fd, "wb") as fh:
        fh.write(raw)
        fh.flush()
        os.fsync(fh.fileno())


def _umask() -> int:
    """The process's umask (read by setting it and putting it back)."""
    current = os.umask(0o022)
    os.umask(current)
    return current


def _sync_folder(folder: Path) -> None:
    """Flush the folder entry of a rename to disk (where the platform allows it)."""
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def clean_orphans(path: Path, max_age_s: float = TMP_MAX_AGE_S) -> list[Path]:
    """Remove ``.NAME.PID.*.tmp`` files beside ``path`` left by a write that was killed: those
    whose process is gone, and any older than ``max_age_s`` (a write in progress in another
    process is left alone)."""
    removed = []
    now = time.time()
    prefix = f".{path.name}."
    with contextlib.suppress(OSError):
        for p in path.parent.glob(f".{glob_escape(path.name)}.*.tmp"):
            with contextlib.suppress(OSError):
                if not p.is_file() or p.is_symlink():
                    continue
                pid_text = p.name[len(prefix):].split(".", 1)[0]
                old = now - p.stat().st_mtime >= max_age_s
                if old or not _alive(int(pid_text) if pid_text.isdigit() else -1):
                    p.unlink()
                    removed.append(p)
    return removed


def _alive(pid: int) -> bool:
    """Whether process ``pid`` exists (a write by this very process is not in progress here:
    writes are made one at a time)."""
    if pid <= 0 or pid == os.getpid():
        return False
    if os.name == "nt":  # (os.kill would end the process there); only the age test applies
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
