"""Reading files named by users or by save files, safely: regular files only, size-limited.

A path may name a device (``/dev/zero`` never ends), a FIFO (opening it blocks until a writer
comes), a folder or a huge file. :func:`read_regular` opens without blocking, checks what it
opened, and reads at most ``limit`` bytes.
"""

from __future__ import annotations

import os
import stat
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
