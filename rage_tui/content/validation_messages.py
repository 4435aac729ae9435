"""Plain-words messages for the schema's validation errors (cards, decks, scenarios, prey
behaviour), and the name of the field each one is about."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Any

from rage_tui.rulesets.rage1995.cards import CardType

_MESSAGES = {
    "int_parsing": "expected an integer, got {input!r}",
    "int_type": "expected an integer, got {input!r}",
    "int_from_float": "expected a whole number, got {input!r}",
    "bool_parsing": "expected true or false, got {input!r}",
    "bool_type": "expected true or false, got {input!r}",
    "string_type": "expected text, got {input!r}",
    "list_type": "expected a list, got {input!r}",
    "dict_type": "expected a mapping, got {input!r}",
    "model_type": "expected a mapping, got {input!r}",
    "missing": "is required but missing",
    "less_than_equal": "must be at most {le}, got {input!r}",
    "greater_than_equal": "must be at least {ge}, got {input!r}",
    "string_pattern_mismatch": "must be a lower-case slug like 'body-blow', got {input!r}",
    "string_too_short": "must not be empty",
    "string_too_long": "is too long",
}


def short(value: Any) -> Any:
    """``value`` itself, or the start of its repr when that is long (for messages)."""
    text = repr(value)
    return value if len(text) <= 40 else text[:37] + "..."


def describe_error(err: Any, what: str = "this card type") -> str:
    """A plain-words message for one pydantic error (``what`` names the thing with fields)."""
    kind = err.get("type", "")
    if kind == "extra_forbidden":
        return f"is not a field of {what}"
    ctx = dict(err.get("ctx") or {})
    template = _MESSAGES.get(kind)
    if kind == "union_tag_invalid":
        tag = str(ctx.get("tag"))[:40]
        close = difflib.get_close_matches(tag, [t.value for t in CardType], n=1)
        hint = (f"did you mean {close[0]!r}?" if close
                else f"expected one of {ctx.get('expected_tags')}")
        return f"unknown card type {tag!r} ({hint})"
    if kind == "union_tag_not_found":
        return "is required but missing"
    if kind in ("enum", "literal_error"):
        return f"expected {ctx.get('expected')}, got {short(err.get('input'))!r}"
    if kind == "value_error":
        return str(ctx.get("error", err.get("msg")))
    if template:
        try:
            return template.format(input=short(err.get("input")), **ctx)
        except (KeyError, IndexError):
            pass
    return str(err.get("msg", "is not valid"))


def field_name(loc: Sequence[Any]) -> str | None:
    """The dotted name of the field a pydantic error location points at (list indexes
    left out), or None for the whole record."""
    parts = [str(p) for p in loc if not isinstance(p, int)]
    return ".".join(parts) if parts else None
