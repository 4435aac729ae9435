"""A Babel extraction method for Python source that reads it with :mod:`ast`.

Babel's own ``python`` method reads tokens and loses a message written inside another call of
the same keyword (``m("{x}", extra=m("..."))``); this one sees every call. Used by the
``i18n/*.cfg`` mappings as ``[tools.babel_python_ast:extract: <files>]`` with the section's
``keywords`` (run from the project root: ``python tools/update_catalogues.py``).
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any


def extract(fileobj: IO[bytes], keywords: Collection[str], comment_tags: Collection[str],
            options: Mapping[str, Any]) -> Iterator[tuple[int, str, tuple[str | None, ...],
                                                          list[str]]]:
    """Each call of a keyword function: its line, name and positional arguments (a literal
    string as itself, anything else as None, which Babel skips where a message should be)."""
    tree = ast.parse(fileobj.read().decode(options.get("encoding", "utf-8")))
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in keywords):
            continue
        args = tuple(a.value if isinstance(a, ast.Constant) and isinstance(a.value, str)
                     else None for a in node.args)
        if args:
            yield node.lineno, node.func.id, args, []
