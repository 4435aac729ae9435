"""Safe YAML loading that remembers the line of every mapping key and list item.

Uses PyYAML's C loader when it is available. Mappings load as :class:`LineDict` and lists as
:class:`LineList` so that validation errors can point at the exact line.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from rage_tui.content.errors import ContentError, Problem
from rage_tui.content.outside_messages import os_problem, yaml_problem
from rage_tui.content.texts import c_
from rage_tui.safeio import read_regular

_Base: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class LineDict(dict[Any, Any]):
    """A dict that knows the line of itself (``line``) and of each key (``lines``)."""

    line: int
    lines: dict[Any, int]


class LineList(list[Any]):
    """A list that knows the line of itself and of each item."""

    line: int
    lines: list[int]


class DuplicateKeyError(yaml.constructor.ConstructorError):
    """A mapping names the same key twice (YAML allows it; we never do)."""

    def __init__(self, key: Any, first: int, owner: Any, mark: Any) -> None:
        super().__init__(None, None, f"duplicate key {key!r}", mark)
        self.key = key
        self.first = first
        self.owner = owner if isinstance(owner, str) else None


_MERGE_TAG = "tag:yaml.org,2002:merge"


class _LineLoader(_Base):  # type: ignore[misc]
    """Safe loader recording 1-based line numbers; duplicate keys are errors.

    Keys brought in by a merge key (``<<: *base``) may be overridden by the mapping's own keys,
    as YAML intends; a key written twice in the mapping itself is an error.
    """

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> LineDict:
        own = sum(1 for key_node, _ in node.value if key_node.tag != _MERGE_TAG)
        self.flatten_mapping(node)
        inherited = len(node.value) - own
        result = LineDict()
        result.line = node.start_mark.line + 1
        result.lines = {}
        for index, (key_node, value_node) in enumerate(node.value):
            key = self.construct_object(key_node, deep=True)
            try:
                hash(key)
            except TypeError:
                raise yaml.constructor.ConstructorError(
                    None, None, c_("a mapping key must be a plain value"), key_node.start_mark
                ) from None
            if key in result and index >= inherited and result.lines[key] > 0:
                raise DuplicateKeyError(key, result.lines[key], result.get("id"),
                                        key_node.start_mark)
            result[key] = self.construct_object(value_node, deep=True)
            line = key_node.start_mark.line + 1
            # Inherited keys keep the line of the anchor but may be overridden (sign marks them).
            result.lines[key] = -line if index < inherited else line
        for key, line in result.lines.items():
            result.lines[key] = abs(line)
        return result

    def construct_sequence(self, node: yaml.SequenceNode, deep: bool = False) -> LineList:
        result = LineList(self.construct_object(child, deep=True) for child in node.value)
        result.line = node.start_mark.line + 1
        result.lines = [child.start_mark.line + 1 for child in node.value]
        return result


_LineLoader.add_constructor("tag:yaml.org,2002:map", _LineLoader.construct_mapping)
_LineLoader.add_constructor("tag:yaml.org,2002:seq", _LineLoader.construct_sequence)

#: Whole numbers longer than this are refused at their line (Python will not convert
#: ones over 4,300 digits at all); shorter ones reach the schema, which names the field.
MAX_INT_CHARS = 4000


def _construct_int(loader: Any, node: yaml.ScalarNode) -> Any:
    if len(str(node.value)) > MAX_INT_CHARS:
        raise yaml.constructor.ConstructorError(
            None, None, c_("a number of {n} characters is far too long").format(
                n=len(str(node.value))), node.start_mark)
    return _Base.construct_yaml_int(loader, node)


def _refuse_tag(loader: Any, node: yaml.Node) -> Any:
    raise yaml.constructor.ConstructorError(
        None, None, c_("the YAML tag {tag!r} is not used in rage-tui files (write plain text, "
                       "numbers, lists and mappings)").format(tag=node.tag.rsplit(":", 1)[-1]),
        node.start_mark)


_LineLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)
for _tag in ("binary", "set", "omap", "pairs"):
    _LineLoader.add_constructor(f"tag:yaml.org,2002:{_tag}", _refuse_tag)


def _reader_line(text: str, exc: yaml.YAMLError) -> int:
    """The line of a reader error (bad character), from its character position."""
    position = getattr(exc, "position", None)
    if isinstance(position, int) and 0 <= position <= len(text):
        return count_lines(text[:position])
    match = re.search(r"position (\d+)", str(exc))
    if match:
        return count_lines(text[:int(match.group(1))])
    return 1


_BREAKS = re.compile("\r\n|[\r\n\x85\u2028\u2029]")


def count_lines(text: str) -> int:
    """The number of lines in ``text`` as YAML counts them (``\\r``, NEL, LS, PS break lines)."""
    return len(_BREAKS.findall(text)) + 1


#: Deeper nesting than this is refused before libyaml composes it (it recurses in C, and very
#: deep input such as 50 000 ``[`` overflows the C stack). Real files need fewer than 10 levels.
MAX_DEPTH = 200
#: Files with fewer structure characters than this cannot nest deep enough to matter.
_DEPTH_SCAN_FROM = 5000
#: Card, deck and scenario files larger than this are refused before they are read.
MAX_FILE_BYTES = 4 * 1024 * 1024
#: Aliases may not expand a file to more values than this ("billion laughs").
MAX_VALUES = 200_000


class _TooDeep(Exception):
    def __init__(self, line: int) -> None:
        self.line = line


def _check_depth(text: str) -> None:
    """Refuse nesting deeper than :data:`MAX_DEPTH`, without recursion (parser events only)."""
    # Every nested collection needs at least one of these characters, so this bounds the depth.
    if sum(text.count(c) for c in "[{-:?") < _DEPTH_SCAN_FROM:
        return
    depth = 0
    try:
        for event in yaml.parse(text, Loader=_Base):
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    mark = event.start_mark
                    raise _TooDeep(mark.line + 1 if mark is not None else 1)
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
    except yaml.MarkedYAMLError as exc:
        # PyYAML 6.0.4 and later stop deep flow collections in the scanner, before any
        # event: the same refusal, at the line where it happened.
        if "nesting depth" not in str(exc.problem or ""):
            raise
        mark = exc.problem_mark or exc.context_mark
        raise _TooDeep(mark.line + 1 if mark is not None else 1) from None


def _expanded_size(data: Any, limit: int) -> int:
    """How many values ``data`` holds with every alias expanded (stops counting past ``limit``)."""
    sizes: dict[int, int] = {}
    stack: list[tuple[Any, bool]] = [(data, False)]
    while stack:
        node, done = stack.pop()
        if not isinstance(node, (dict, list)) or (id(node) in sizes and not done):
            continue
        children = list(node.values()) if isinstance(node, dict) else node
        if not done:
            sizes[id(node)] = 1
            stack.append((node, True))
            stack.extend((c, False) for c in children)
            continue
        total = 1 + sum(sizes.get(id(c), 1) for c in children)
        sizes[id(node)] = total
        if total > limit:
            return total
    return sizes.get(id(data), 1)


def load_yaml_text(text: str, path: str) -> Any:
    """Parse YAML text; any syntax problem becomes a :class:`ContentError` with its line."""
    try:
        _check_depth(text)
        data = yaml.load(text, Loader=_LineLoader)
        if "*" in text and _expanded_size(data, MAX_VALUES) > MAX_VALUES:
            raise ContentError([Problem(path, 1, c_(
                "aliases expand this file to more than {n} values").format(n=MAX_VALUES))])
        return data
    except _TooDeep as exc:
        raise ContentError([Problem(path, exc.line, c_(
            "YAML nested too deeply (more than {n} levels)").format(n=MAX_DEPTH))]) from None
    except DuplicateKeyError as exc:
        mark = exc.problem_mark
        line = mark.line + 1 if mark is not None else 1
        field = str(exc.key)
        raise ContentError([Problem(path, line,
                                    c_("duplicate key (first at line {line})").format(
                                        line=exc.first),
                                    card=exc.owner, field=field)]) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 1
        line = min(line, count_lines(text))  # the end of the stream is on the last line
        raw = exc.problem or exc.context or "not valid YAML"
        if "nesting depth" in raw:  # libyaml's own limit (1000), above ours
            raise ContentError([Problem(path, line, c_(
                "YAML nested too deeply (more than {n} levels)").format(n=MAX_DEPTH))]) from None
        what = yaml_problem(raw)
        raise ContentError([Problem(path, line, c_("YAML syntax: {what}").format(what=what))]) \
            from None
    except yaml.YAMLError as exc:
        line = min(_reader_line(text, exc), count_lines(text))
        what = yaml_problem(str(exc).split("\n")[0])
        raise ContentError([Problem(path, line, c_("YAML syntax: {what}").format(what=what))]) \
            from None
    except RecursionError:
        raise ContentError([Problem(path, 1, c_("YAML nested too deeply"))]) from None


def read_text(path: Path, shown: str | None = None) -> str:
    """Read a UTF-8 file; bad bytes and unreadable files become a :class:`ContentError`."""
    name = shown or str(path)
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except OSError as exc:
        raise ContentError([Problem(name, 1, c_("cannot read file: {why}").format(
            why=os_problem(exc)))]) from None
    except ValueError as exc:
        raise ContentError([Problem(name, 1, c_("cannot read file: {why}").format(why=exc))]) \
            from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ContentError(
            [Problem(name, line, c_("not UTF-8 text (byte 0x{byte:02x})").format(
                byte=data[exc.start]))]
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
