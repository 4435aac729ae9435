"""Plain-words messages for the schema's validation errors (cards, decks, scenarios, prey
behaviour), and the name of the field each one is about.

Each pydantic error type the schema can produce has a message of our own in the ``content``
catalogue; a type without one reads as pydantic's English message in English and as a general
"not a valid value" in another language."""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from typing import Any

from rage_tui.content.texts import c_, cN_, cngettext
from rage_tui.i18n import language

_MESSAGES = {
    "int_parsing": cN_("expected an integer, got {input!r}"),
    "int_type": cN_("expected an integer, got {input!r}"),
    "int_from_float": cN_("expected a whole number, got {input!r}"),
    "bool_parsing": cN_("expected true or false, got {input!r}"),
    "bool_type": cN_("expected true or false, got {input!r}"),
    "string_type": cN_("expected text, got {input!r}"),
    "list_type": cN_("expected a list, got {input!r}"),
    "dict_type": cN_("expected a mapping, got {input!r}"),
    "model_type": cN_("expected a mapping, got {input!r}"),
    "missing": cN_("is required but missing"),
    "less_than_equal": cN_("must be at most {le}, got {input!r}"),
    "greater_than_equal": cN_("must be at least {ge}, got {input!r}"),
    "string_pattern_mismatch": cN_("must be a lower-case slug like 'body-blow', got {input!r}"),
    "string_too_short": cN_("must not be empty"),
    "string_too_long": cN_("is too long"),
    "float_parsing": cN_("expected a number, got {input!r}"),
    "float_type": cN_("expected a number, got {input!r}"),
    "int_parsing_size": cN_("is too large a number"),
    "greater_than": cN_("must be more than {gt}, got {input!r}"),
    "less_than": cN_("must be less than {lt}, got {input!r}"),
    "set_type": cN_("expected a list, got {input!r}"),
    "tuple_type": cN_("expected a list, got {input!r}"),
    "none_required": cN_("must be left empty, got {input!r}"),
}


def short(value: Any) -> Any:
    """``value`` itself, or the start of its repr when that is long (for messages)."""
    text = repr(value)
    return value if len(text) <= 40 else text[:37] + "..."


def describe_error(err: Any, what: str | None = None) -> str:
    """A plain-words message for one pydantic error (``what`` names the thing with fields,
    in the current language; default: this card type)."""
    kind = err.get("type", "")
    if kind == "extra_forbidden":
        return c_("is not a field of {what}").format(what=what or c_("this card type"))
    ctx = dict(err.get("ctx") or {})
    template = _MESSAGES.get(kind)
    if kind == "union_tag_invalid":
        tag = str(ctx.get("tag"))[:40]
        # (the tags the union expects, as pydantic lists them: any ruleset's card types, so
        # the save reader that uses these messages needs no ruleset of its own)
        tags = re.findall(r"'([^']*)'", str(ctx.get("expected_tags", "")))
        close = difflib.get_close_matches(tag, tags, n=1)
        hint = (c_("did you mean {guess!r}?").format(guess=close[0]) if close
                else c_("expected one of {tags}").format(tags=ctx.get("expected_tags")))
        return c_("unknown card type {tag!r} ({hint})").format(tag=tag, hint=hint)
    if kind == "union_tag_not_found":
        return c_("is required but missing")
    if kind in ("enum", "literal_error"):
        return c_("expected {expected}, got {input!r}").format(
            expected=_choices(str(ctx.get("expected"))), input=short(err.get("input")))
    if kind in ("value_error", "assertion_error"):
        return str(ctx.get("error", err.get("msg")))  # worded by our validators
    if kind in ("too_short", "too_long") and "actual_length" in ctx:
        n = int(ctx.get("min_length" if kind == "too_short" else "max_length", 0))
        has = int(ctx["actual_length"])
        limit = (cngettext("must have at least {n} entry", "must have at least {n} entries", n)
                 if kind == "too_short"
                 else cngettext("must have at most {n} entry", "must have at most {n} entries", n))
        return c_("{limit}, has {has}").format(limit=limit.format(n=n), has=has)
    if template:
        try:
            return c_(template).format(input=short(err.get("input")), **ctx)
        except (KeyError, IndexError):
            pass
    if language() == "en":
        return str(err.get("msg", "is not valid"))
    return c_("is not a valid value: {input!r}").format(input=short(err.get("input")))


def _choices(expected: str) -> str:
    """Pydantic's list of the allowed values ("'a', 'b' or 'c'") with its "or" in the current
    language."""
    return expected.replace("' or '", "' " + c_("or") + " '")


def field_name(loc: Sequence[Any]) -> str | None:
    """The dotted name of the field a pydantic error location points at (list indexes
    left out), or None for the whole record."""
    parts = [str(p) for p in loc if not isinstance(p, int)]
    return ".".join(parts) if parts else None
