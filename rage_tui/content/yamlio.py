"""Safe YAML loading that remembers the line of every mapping key and list item.

Uses PyYAML's C loader when it is available. Mappings load as :class:`LineDict` and lists as
:class:`LineList` so that validation errors can point at the exact line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from rage_tui.content.errors import ContentError, Problem

_Base: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class LineDict(dict[Any, Any]):
    """A dict that knows the line of itself (``line``) and of each key (``lines``)."""

    line: int
    lines: dict[Any, int]


class LineList(list[Any]):
    """A list that knows the line of itself and of each item."""

    line: int
    lines: list[int]


class _LineLoader(_Base):  # type: ignore[misc]
    """Safe loader recording 1-based line numbers; duplicate keys are errors."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> LineDict:
        self.flatten_mapping(node)
        result = LineDict()
        result.line = node.start_mark.line + 1
        result.lines = {}
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            try:
                hash(key)
            except TypeError:
                raise yaml.constructor.ConstructorError(
                    None, None, "a mapping key must be a plain value", key_node.start_mark
                ) from None
            if key in result:
                raise yaml.constructor.ConstructorError(
                    None, None, f"duplicate key {key!r}", key_node.start_mark
                )
            result[key] = self.construct_object(value_node, deep=True)
            result.lines[key] = key_node.start_mark.line + 1
        return result

    def construct_sequence(self, node: yaml.SequenceNode, deep: bool = False) -> LineList:
        result = LineList(self.construct_object(child, deep=True) for child in node.value)
        result.line = node.start_mark.line + 1
        result.lines = [child.start_mark.line + 1 for child in node.value]
        return result


_LineLoader.add_constructor("tag:yaml.org,2002:map", _LineLoader.construct_mapping)
_LineLoader.add_constructor("tag:yaml.org,2002:seq", _LineLoader.construct_sequence)


def load_yaml_text(text: str, path: str) -> Any:
    """Parse YAML text; any syntax problem becomes a :class:`ContentError` with its line."""
    try:
        return yaml.load(text, Loader=_LineLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 1
        what = exc.problem or exc.context or "not valid YAML"
        raise ContentError([Problem(path, line, f"YAML syntax: {what}")]) from None
    except yaml.YAMLError as exc:
        raise ContentError([Problem(path, 1, f"YAML syntax: {exc}")]) from None
    except RecursionError:
        raise ContentError([Problem(path, 1, "YAML nested too deeply")]) from None


def read_text(path: Path, shown: str | None = None) -> str:
    """Read a UTF-8 file; bad bytes and unreadable files become a :class:`ContentError`."""
    name = shown or str(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ContentError([Problem(name, 1, f"cannot read file: {exc.strerror}")]) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ContentError(
            [Problem(name, line, f"not UTF-8 text (byte 0x{data[exc.start]:02x})")]
        ) from None
    return text.removeprefix("\ufeff")


def load_yaml_file(path: Path, shown: str | None = None) -> Any:
    """Read and parse one YAML file."""
    name = shown or str(path)
    return load_yaml_text(read_text(path, name), name)


def line_of(data: Any, loc: tuple[Any, ...], default: int) -> int:
    """Best line for the location ``loc`` inside loaded YAML ``data``."""
    line = getattr(data, "line", default)
    node = data
    for part in loc:
        if isinstance(node, LineDict) and part in node:
            line = node.lines.get(part, line)
            node = node[part]
        elif isinstance(node, LineList) and isinstance(part, int) and 0 <= part < len(node):
            line = node.lines[part]
            node = node[part]
        else:
            break
    return int(line)
